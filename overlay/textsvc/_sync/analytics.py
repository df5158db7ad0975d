# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""Delivery analytics."""

from __future__ import annotations

import datetime
from collections.abc import Iterator

from textsvc_generated.api.analytics import get_delivery_analytics
from textsvc_generated.models.analytics_message_type import (
    ANALYTICS_MESSAGE_TYPE_VALUES,
    AnalyticsMessageType,
)
from textsvc_generated.models.analytics_sort_direction import (
    ANALYTICS_SORT_DIRECTION_VALUES,
    AnalyticsSortDirection,
)
from textsvc_generated.models.delivery_analytics import DeliveryAnalytics

from .._analytics import AnalyticsWindow, warn_if_clamped, windows
from .._arguments import omit, one_of
from .._dates import format_datetime
from .._operation import ResponseStyle
from .._raw import refuse_several_requests
from .._validation import model_parser
from ._resource import APIResource


class Analytics(APIResource):
    def delivery(
        self,
        *,
        start_date: datetime.datetime | str,
        end_date: datetime.datetime | str,
        type: AnalyticsMessageType | None = None,
        pool_id: str | None = None,
        sort_by: str | None = None,
        sort_direction: AnalyticsSortDirection | None = None,
    ) -> DeliveryAnalytics:
        """Delivery analytics for at most 24 hours (5 requests per minute per account).

        A longer range warns with ``AnalyticsRangeWarning``: the service silently answers for the
        24 hours after ``start_date``. ``delivery_windows()`` walks a longer range.
        """
        warn_if_clamped(start_date, end_date)
        kwargs = get_delivery_analytics._get_kwargs(
            start_date=format_datetime(start_date),
            end_date=format_datetime(end_date),
            type_=one_of("type", type, ANALYTICS_MESSAGE_TYPE_VALUES),
            pool_id=omit(pool_id),
            sort_by=omit(sort_by),
            sort_direction=one_of("sort_direction", sort_direction, ANALYTICS_SORT_DIRECTION_VALUES),
        )
        return self._call(kwargs, ResponseStyle.ENVELOPE, model_parser(DeliveryAnalytics))

    def delivery_windows(
        self,
        *,
        start_date: datetime.datetime | str,
        end_date: datetime.datetime | str,
        type: AnalyticsMessageType | None = None,
        pool_id: str | None = None,
        sort_by: str | None = None,
        sort_direction: AnalyticsSortDirection | None = None,
    ) -> Iterator[AnalyticsWindow]:
        """Analytics of a range of any length, one 24-hour window per request, paced to the
        analytics rate limit (the client waits out a spent window instead of meeting a 429)."""
        bounds = windows(start_date, end_date)
        refuse_several_requests(
            len(bounds),
            f"delivery_windows over {len(bounds)} windows of 24 hours",
            "call with_raw_response.delivery() for each window, or this without with_raw_response",
        )
        for window_start, window_end in bounds:
            analytics = self.delivery(
                start_date=window_start,
                end_date=window_end,
                type=type,
                pool_id=pool_id,
                sort_by=sort_by,
                sort_direction=sort_direction,
            )
            yield AnalyticsWindow(start=window_start, end=window_end, analytics=analytics)
