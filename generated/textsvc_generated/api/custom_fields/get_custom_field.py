"""Read one custom field.

The ``get_custom_field`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.custom_field import CustomField

OPERATION: OperationDescriptor[CustomField] = OperationDescriptor(
    name="get_custom_field",
    group="custom_fields",
    sdk_method="custom_fields.get",
    summary="Read one custom field.",
    method="GET",
    path="/custom-fields/{custom_field_id}",
    parameters=(
        OperationParameter(
            python_name="custom_field_id",
            json_name="customFieldId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="custom_field_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=CustomField,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
