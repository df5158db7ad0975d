from typing import Literal

SortDirection = Literal["ASC", "DESC"]

SORT_DIRECTION_VALUES: set[SortDirection] = {
    "ASC",
    "DESC",
}


def check_sort_direction(value: str) -> SortDirection:
    if value in SORT_DIRECTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SORT_DIRECTION_VALUES!r}"
    )
