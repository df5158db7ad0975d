"""Read one custom field.

The ``get_custom_field`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from ...models.custom_field import CustomField
from ...models.custom_field_envelope import CustomFieldEnvelope
from ...types import OperationDescriptor, OperationParameter

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
        ),
    ),
    body=None,
    success_status=200,
    response_model=CustomFieldEnvelope,
    response_style="envelope",
    payload_model=CustomField,
    payload_annotation="CustomField",
    row_model=None,
    retry="idempotent",
    bucket="general",
)
