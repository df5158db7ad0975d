"""Delete a webhook; the document does not show the response body.

The ``delete_webhook`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

OPERATION: OperationDescriptor[None] = OperationDescriptor(
    name="delete_webhook",
    group="webhooks",
    sdk_method="webhooks.delete",
    summary="Delete a webhook; the document does not show the response body.",
    method="DELETE",
    path="/webhooks/{webhook_id}",
    parameters=(
        OperationParameter(
            python_name="webhook_id",
            json_name="webhookId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="webhook_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
    ),
    body=None,
    success_status=200,
    response_style="unspecified",
    payload_type=None,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
