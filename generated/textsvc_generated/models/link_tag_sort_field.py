from typing import Literal

LinkTagSortField = Literal["created", "id", "tag"]

LINK_TAG_SORT_FIELD_VALUES: set[LinkTagSortField] = {
    "created",
    "id",
    "tag",
}


def check_link_tag_sort_field(value: str) -> LinkTagSortField:
    if value in LINK_TAG_SORT_FIELD_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LINK_TAG_SORT_FIELD_VALUES!r}"
    )
