from typing import Literal

TemplateSortField = Literal["attachment", "id", "message", "mms", "name", "timestamp"]

TEMPLATE_SORT_FIELD_VALUES: set[TemplateSortField] = {
    "attachment",
    "id",
    "message",
    "mms",
    "name",
    "timestamp",
}


def check_template_sort_field(value: str) -> TemplateSortField:
    if value in TEMPLATE_SORT_FIELD_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TEMPLATE_SORT_FIELD_VALUES!r}"
    )
