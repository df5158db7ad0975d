from typing import Literal

AnalyticsMessageType = Literal["all", "imessage", "mms", "rcs", "sms"]

ANALYTICS_MESSAGE_TYPE_VALUES: set[AnalyticsMessageType] = {
    "all",
    "imessage",
    "mms",
    "rcs",
    "sms",
}


def check_analytics_message_type(value: str) -> AnalyticsMessageType:
    if value in ANALYTICS_MESSAGE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ANALYTICS_MESSAGE_TYPE_VALUES!r}"
    )
