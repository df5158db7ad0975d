"""List the account's webhooks.

The ``list_webhooks`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from ...models.webhook import Webhook
from ...models.webhook_data_page import WebhookDataPage
from ...models.webhook_page import WebhookPage
from ...types import OperationDescriptor

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
    response_model=WebhookDataPage,
    response_style="data-page",
    payload_model=WebhookPage,
    payload_annotation="WebhookPage",
    row_model=Webhook,
    retry="idempotent",
    bucket="general",
)
