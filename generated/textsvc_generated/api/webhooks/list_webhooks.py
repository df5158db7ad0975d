"""List the account's webhooks.

The ``list_webhooks`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor

from ...models.webhook import Webhook
from ...models.webhook_page import WebhookPage

OPERATION: OperationDescriptor[WebhookPage] = OperationDescriptor(
    name="list_webhooks",
    group="webhooks",
    sdk_method="webhooks.list",
    summary="List the account's webhooks.",
    method="GET",
    path="/webhooks",
    parameters=(),
    body=None,
    success_status=200,
    response_style="data-page",
    payload_type=WebhookPage,
    row_model=Webhook,
    retry="idempotent",
    bucket="general",
)
