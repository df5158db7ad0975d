from typing import Literal

AnalyticsSortDirection = Literal["asc", "ASC", "DESC", "desc"]

ANALYTICS_SORT_DIRECTION_VALUES: set[AnalyticsSortDirection] = {
    "asc",
    "ASC",
    "DESC",
    "desc",
}


def check_analytics_sort_direction(value: str) -> AnalyticsSortDirection:
    if value in ANALYTICS_SORT_DIRECTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ANALYTICS_SORT_DIRECTION_VALUES!r}"
    )
