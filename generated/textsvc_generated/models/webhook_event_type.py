from typing import Literal

WebhookEventType = Literal[
    "delivery-status", "message-reply", "message-send", "number-opt-in"
]

WEBHOOK_EVENT_TYPE_VALUES: set[WebhookEventType] = {
    "delivery-status",
    "message-reply",
    "message-send",
    "number-opt-in",
}


def check_webhook_event_type(value: str) -> WebhookEventType:
    if value in WEBHOOK_EVENT_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WEBHOOK_EVENT_TYPE_VALUES!r}"
    )
