from typing import Literal

DedicatedNumberSortField = Literal[
    "branded",
    "countryCode",
    "created",
    "deliveryRate",
    "isShortcode",
    "longcodeId",
    "name",
    "number",
    "pending",
    "senderName",
    "status",
    "temporary",
    "tollFree",
    "tollFreeVerificationStatus",
    "tollFreeVerificationSubmissionDate",
    "type",
    "users",
    "verified",
]

DEDICATED_NUMBER_SORT_FIELD_VALUES: set[DedicatedNumberSortField] = {
    "branded",
    "countryCode",
    "created",
    "deliveryRate",
    "isShortcode",
    "longcodeId",
    "name",
    "number",
    "pending",
    "senderName",
    "status",
    "temporary",
    "tollFree",
    "tollFreeVerificationStatus",
    "tollFreeVerificationSubmissionDate",
    "type",
    "users",
    "verified",
}


def check_dedicated_number_sort_field(value: str) -> DedicatedNumberSortField:
    if value in DEDICATED_NUMBER_SORT_FIELD_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DEDICATED_NUMBER_SORT_FIELD_VALUES!r}"
    )
