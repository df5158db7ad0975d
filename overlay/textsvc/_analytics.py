"""The 24-hour analytics window: a warning when a range is clamped, and windows for longer ranges."""

from __future__ import annotations

import datetime
import warnings

import attrs
from textsvc_generated.api.analytics import get_delivery_analytics
from textsvc_generated.models.delivery_analytics import DeliveryAnalytics

from ._arguments import checked_argument
from ._dates import parse_datetime

ANALYTICS_WINDOW = datetime.timedelta(hours=24)
_DELIVERY_PARAMETERS = {
    parameter.sdk_name: parameter for parameter in get_delivery_analytics.OPERATION.parameters
}


class AnalyticsRangeWarning(UserWarning):
    """The range is longer than 24 hours: the service answers for the first 24 hours only."""


@attrs.frozen
class AnalyticsWindow:
    """One window of ``analytics.delivery_windows``: its bounds (UTC) and the service's answer for it."""

    start: datetime.datetime
    end: datetime.datetime
    analytics: DeliveryAnalytics


def warn_if_clamped(start_date: datetime.datetime | str, end_date: datetime.datetime | str) -> None:
    try:
        span = _moment("end_date", end_date) - _moment("start_date", start_date)
    except (TypeError, ValueError):
        return  # refused, naming the argument, when the request is built
    if span > ANALYTICS_WINDOW:
        warnings.warn(
            f"the analytics range is {span}, but the service answers for the 24 hours after start_date "
            "only; use analytics.delivery_windows() for longer ranges",
            AnalyticsRangeWarning,
            stacklevel=3,
        )


def windows(
    start_date: datetime.datetime | str, end_date: datetime.datetime | str
) -> list[tuple[datetime.datetime, datetime.datetime]]:
    """Consecutive windows of at most 24 hours covering ``[start_date, end_date)``."""
    start, end = _moment("start_date", start_date), _moment("end_date", end_date)
    if end <= start:
        raise ValueError("end_date must be after start_date")
    bounds = []
    while start < end:
        bounds.append((start, min(start + ANALYTICS_WINDOW, end)))
        start += ANALYTICS_WINDOW
    return bounds


def _moment(name: str, value: datetime.datetime | str) -> datetime.datetime:
    """``value`` as an aware ``datetime``, checked as ``analytics.delivery`` checks it (the spec's
    form of a date-time); an error names ``name``, never the text given."""
    text = checked_argument(_DELIVERY_PARAMETERS[name], value)
    try:
        return parse_datetime(text)
    except ValueError:
        pass  # raised below, outside the handler: the parser's error quotes the text
    raise ValueError(f"{name} must be an aware datetime or an ISO 8601 string with a time zone")
