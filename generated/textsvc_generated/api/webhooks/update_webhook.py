"""Update a webhook; `poolId` cannot be changed.

The ``update_webhook`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.webhook import Webhook
from ...models.webhook_update import WebhookUpdate

OPERATION: OperationDescriptor[Webhook] = OperationDescriptor(
    name="update_webhook",
    group="webhooks",
    sdk_method="webhooks.update",
    summary="Update a webhook; `poolId` cannot be changed.",
    method="PATCH",
    path="/webhooks/{webhook_id}",
    parameters=(
        OperationParameter(
            python_name="webhook_id",
            json_name="webhookId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="webhook_id",
            minimum=0,
            maximum=9223372036854775807,
        ),
    ),
    body=OperationBody(
        model=WebhookUpdate,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="event",
                json_name="event",
                location="body",
                required=False,
                annotation="WebhookEventType",
                sdk_name="event",
                choices=(
                    "delivery-status",
                    "message-reply",
                    "message-send",
                    "number-opt-in",
                ),
                description="Registrable webhook event types.",
            ),
            OperationParameter(
                python_name="url",
                json_name="url",
                location="body",
                required=False,
                annotation="str",
                sdk_name="url",
                description="An absolute http or https URL, as on registration.",
                pattern="^https?://([^\\x00-\\x20\\x7f/?#@\\[\\]]*@)?[A-Za-z0-9._~!$&()*+,;=-]+(:0*([1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?([/?#][^\\x00-\\x20\\x7f]*)?$",
            ),
            OperationParameter(
                python_name="secret",
                json_name="secret",
                location="body",
                required=False,
                annotation="str",
                sdk_name="secret",
                sdk_type="secret",
            ),
            OperationParameter(
                python_name="alert_email",
                json_name="alertEmail",
                location="body",
                required=False,
                annotation="str",
                sdk_name="alert_email",
            ),
            OperationParameter(
                python_name="send_alert_email",
                json_name="sendAlertEmail",
                location="body",
                required=False,
                annotation="bool",
                sdk_name="send_alert_email",
            ),
            OperationParameter(
                python_name="skip_errors",
                json_name="skipErrors",
                location="body",
                required=False,
                annotation="bool",
                sdk_name="skip_errors",
            ),
            OperationParameter(
                python_name="skip_error_codes",
                json_name="skipErrorCodes",
                location="body",
                required=False,
                annotation="list[str]",
                sdk_name="skip_error_codes",
            ),
            OperationParameter(
                python_name="retry_on_error",
                json_name="retryOnError",
                location="body",
                required=False,
                annotation="bool",
                sdk_name="retry_on_error",
            ),
            OperationParameter(
                python_name="max_throughput_per_minute",
                json_name="maxThroughputPerMinute",
                location="body",
                required=False,
                annotation="int",
                sdk_name="max_throughput_per_minute",
                minimum=1,
                maximum=9223372036854775807,
            ),
        ),
    ),
    success_status=200,
    response_style="message-data",
    payload_type=Webhook,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
