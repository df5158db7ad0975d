"""Register a webhook for one event type.

The ``create_webhook`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.webhook import Webhook
from ...models.webhook_input import WebhookInput

OPERATION: OperationDescriptor[Webhook] = OperationDescriptor(
    name="create_webhook",
    group="webhooks",
    sdk_method="webhooks.create",
    summary="Register a webhook for one event type.",
    method="POST",
    path="/webhooks",
    parameters=(),
    body=OperationBody(
        model=WebhookInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="event",
                json_name="event",
                location="body",
                required=True,
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
                required=True,
                annotation="str",
                sdk_name="url",
                description="The listener address, an absolute http or https URL; it must answer POST requests with HTTP 200.",
            ),
            OperationParameter(
                python_name="secret",
                json_name="secret",
                location="body",
                required=True,
                annotation="str",
                sdk_name="secret",
                sdk_type="secret",
                description="Shared secret used to sign requests; typically 128 hexadecimal characters.",
            ),
            OperationParameter(
                python_name="alert_email",
                json_name="alertEmail",
                location="body",
                required=False,
                annotation="str",
                sdk_name="alert_email",
                description="Recipient of failure alerts; when absent and `sendAlertEmail` is true, the account's main email.",
            ),
            OperationParameter(
                python_name="send_alert_email",
                json_name="sendAlertEmail",
                location="body",
                required=False,
                annotation="bool",
                sdk_name="send_alert_email",
                description="When true a failure alert email goes to `alertEmail`.",
            ),
            OperationParameter(
                python_name="skip_errors",
                json_name="skipErrors",
                location="body",
                required=False,
                annotation="bool",
                sdk_name="skip_errors",
                description="When true all non-200 listener responses are ignored and trigger no alert.",
            ),
            OperationParameter(
                python_name="skip_error_codes",
                json_name="skipErrorCodes",
                location="body",
                required=False,
                annotation="list[str]",
                sdk_name="skip_error_codes",
                description="Error codes that are ignored and trigger no alert.",
            ),
            OperationParameter(
                python_name="retry_on_error",
                json_name="retryOnError",
                location="body",
                required=False,
                annotation="bool",
                sdk_name="retry_on_error",
                description="When true a failed request is retried, at most twice with exponential backoff.",
            ),
            OperationParameter(
                python_name="max_throughput_per_minute",
                json_name="maxThroughputPerMinute",
                location="body",
                required=False,
                annotation="int",
                sdk_name="max_throughput_per_minute",
                description="Maximum requests to the listener in a 60 second window.",
                minimum=1,
            ),
            OperationParameter(
                python_name="pool_id",
                json_name="poolId",
                location="body",
                required=False,
                annotation="str",
                sdk_name="pool_id",
                description="Scopes the webhook to events from this pool; the response then carries `pools`.",
            ),
        ),
    ),
    success_status=200,
    response_style="message-data",
    payload_type=Webhook,
    row_model=None,
    retry="unsent-only",
    bucket="general",
)
