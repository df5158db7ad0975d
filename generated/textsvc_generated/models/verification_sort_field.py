from typing import Literal

VerificationSortField = Literal[
    "codeLength",
    "createdAt",
    "expiresAt",
    "id",
    "number",
    "serviceName",
    "timeoutSeconds",
]

VERIFICATION_SORT_FIELD_VALUES: set[VerificationSortField] = {
    "codeLength",
    "createdAt",
    "expiresAt",
    "id",
    "number",
    "serviceName",
    "timeoutSeconds",
}


def check_verification_sort_field(value: str) -> VerificationSortField:
    if value in VERIFICATION_SORT_FIELD_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {VERIFICATION_SORT_FIELD_VALUES!r}"
    )
