"""Delete a custom field.

The ``delete_custom_field`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

OPERATION: OperationDescriptor[None] = OperationDescriptor(
    name="delete_custom_field",
    group="custom_fields",
    sdk_method="custom_fields.delete",
    summary="Delete a custom field.",
    method="DELETE",
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
    payload_type=None,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
