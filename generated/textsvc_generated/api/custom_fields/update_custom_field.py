"""Update a custom field's name, type or options.

The ``update_custom_field`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.custom_field import CustomField
from ...models.custom_field_update import CustomFieldUpdate

OPERATION: OperationDescriptor[CustomField] = OperationDescriptor(
    name="update_custom_field",
    group="custom_fields",
    sdk_method="custom_fields.update",
    summary="Update a custom field's name, type or options.",
    method="PATCH",
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
    body=OperationBody(
        model=CustomFieldUpdate,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="name",
                json_name="name",
                location="body",
                required=False,
                annotation="str",
                sdk_name="name",
                json_type="string",
            ),
            OperationParameter(
                python_name="type_",
                json_name="type",
                location="body",
                required=False,
                annotation="str",
                sdk_name="type",
                json_type="string",
                description="Field type; `string` is one value, the full list is not shown.",
            ),
            OperationParameter(
                python_name="options",
                json_name="options",
                location="body",
                required=False,
                annotation="list[str]",
                sdk_name="options",
                json_type="array",
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=CustomField,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
