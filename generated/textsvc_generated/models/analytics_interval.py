from typing import Literal

AnalyticsInterval = Literal["days", "hours", "weeks"]

ANALYTICS_INTERVAL_VALUES: set[AnalyticsInterval] = {
    "days",
    "hours",
    "weeks",
}


def check_analytics_interval(value: str) -> AnalyticsInterval:
    if value in ANALYTICS_INTERVAL_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ANALYTICS_INTERVAL_VALUES!r}"
    )
