from typing import Literal

CustomFieldSortField = Literal[
    "created", "format", "hidden", "id", "name", "options", "type"
]

CUSTOM_FIELD_SORT_FIELD_VALUES: set[CustomFieldSortField] = {
    "created",
    "format",
    "hidden",
    "id",
    "name",
    "options",
    "type",
}


def check_custom_field_sort_field(value: str) -> CustomFieldSortField:
    if value in CUSTOM_FIELD_SORT_FIELD_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CUSTOM_FIELD_SORT_FIELD_VALUES!r}"
    )
