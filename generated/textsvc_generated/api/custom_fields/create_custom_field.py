"""Create a custom subscriber field.

The ``create_custom_field`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.custom_field import CustomField
from ...models.custom_field_input import CustomFieldInput

OPERATION: OperationDescriptor[CustomField] = OperationDescriptor(
    name="create_custom_field",
    group="custom_fields",
    sdk_method="custom_fields.create",
    summary="Create a custom subscriber field.",
    method="POST",
    path="/custom-fields",
    parameters=(),
    body=OperationBody(
        model=CustomFieldInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="name",
                json_name="name",
                location="body",
                required=True,
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
                python_name="hidden",
                json_name="hidden",
                location="body",
                required=False,
                annotation="bool",
                sdk_name="hidden",
                json_type="boolean",
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
            OperationParameter(
                python_name="format_",
                json_name="format",
                location="body",
                required=False,
                annotation="str",
                sdk_name="format",
                json_type="string",
                description="Display format; `MMM D, YYYY` is one value, the full list is not shown.",
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=CustomField,
    row_model=None,
    retry="unsent-only",
    bucket="general",
)
