"""Create several custom fields in one request.

The ``bulk_create_custom_fields`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import (
    OperationBody,
    OperationDescriptor,
    OperationParameter,
)

from ...models.custom_field_bulk_input import CustomFieldBulkInput

OPERATION: OperationDescriptor[None] = OperationDescriptor(
    name="bulk_create_custom_fields",
    group="custom_fields",
    sdk_method="custom_fields.bulk_create",
    summary="Create several custom fields in one request.",
    method="POST",
    path="/custom-fields/bulk-create",
    parameters=(),
    body=OperationBody(
        model=CustomFieldBulkInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="custom_fields",
                json_name="customFields",
                location="body",
                required=True,
                annotation="list[CustomFieldInput]",
                sdk_name="custom_fields",
                json_type="array",
                min_items=1,
                positional=True,
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=None,
    row_model=None,
    retry="unsent-only",
    bucket="general",
)
