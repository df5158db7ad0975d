from typing import Literal

DeliverySortField = Literal[
    "attachment",
    "carrier",
    "date",
    "externalId",
    "from",
    "message",
    "messageId",
    "status",
    "to",
    "type",
]

DELIVERY_SORT_FIELD_VALUES: set[DeliverySortField] = {
    "attachment",
    "carrier",
    "date",
    "externalId",
    "from",
    "message",
    "messageId",
    "status",
    "to",
    "type",
}


def check_delivery_sort_field(value: str) -> DeliverySortField:
    if value in DELIVERY_SORT_FIELD_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DELIVERY_SORT_FIELD_VALUES!r}"
    )
