# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""Delivery analytics: the one group whose methods hold logic the spec cannot say.

The service silently answers for the 24 hours after ``start_date`` whatever the range asked for:
``delivery`` (and its raw mirror) warns of a longer range, and ``delivery_windows`` walks a range
of any length one window per request.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterator
from typing import Unpack

from textsvc_generated.api import analytics as generated
from textsvc_generated.models.analytics_message_type import AnalyticsMessageType
from textsvc_generated.models.analytics_sort_direction import AnalyticsSortDirection
from textsvc_generated.models.delivery_analytics import DeliveryAnalytics

from .._analytics import AnalyticsWindow, warn_if_clamped, windows
from .._descriptors import RawResult, RequestOptions


class Analytics(generated.Analytics):
    def delivery(
        self,
        *,
        start_date: datetime.datetime | str,
        end_date: datetime.datetime | str,
        type: AnalyticsMessageType | None = None,
        pool_id: str | None = None,
        sort_by: str | None = None,
        sort_direction: AnalyticsSortDirection | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> DeliveryAnalytics:
        """Delivery analytics for at most 24 hours (5 requests per minute per account).

        A longer range warns with ``AnalyticsRangeWarning``: the service silently answers for the
        24 hours after ``start_date``. ``delivery_windows()`` walks a longer range.
        """
        warn_if_clamped(start_date, end_date)
        return super().delivery(
            start_date=start_date,
            end_date=end_date,
            type=type,
            pool_id=pool_id,
            sort_by=sort_by,
            sort_direction=sort_direction,
            **request_options,
        )

    @property
    def with_raw_response(self) -> AnalyticsWithRawResponse:
        return AnalyticsWithRawResponse(self)

    def delivery_windows(
        self,
        *,
        start_date: datetime.datetime | str,
        end_date: datetime.datetime | str,
        type: AnalyticsMessageType | None = None,
        pool_id: str | None = None,
        sort_by: str | None = None,
        sort_direction: AnalyticsSortDirection | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Iterator[AnalyticsWindow]:
        """Analytics of a range of any length, one 24-hour window per request, paced to the
        analytics rate limit (the client waits out a spent window instead of meeting a 429)."""
        for window_start, window_end in windows(start_date, end_date):
            analytics = self.delivery(
                start_date=window_start,
                end_date=window_end,
                type=type,
                pool_id=pool_id,
                sort_by=sort_by,
                sort_direction=sort_direction,
                **request_options,
            )
            yield AnalyticsWindow(start=window_start, end=window_end, analytics=analytics)


class AnalyticsWithRawResponse(generated.AnalyticsWithRawResponse):
    """``delivery``'s raw response warns of a longer range too; ``delivery_windows`` has one over a
    single window only (a longer range is refused before anything is sent)."""

    def delivery(
        self,
        *,
        start_date: datetime.datetime | str,
        end_date: datetime.datetime | str,
        type: AnalyticsMessageType | None = None,
        pool_id: str | None = None,
        sort_by: str | None = None,
        sort_direction: AnalyticsSortDirection | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[DeliveryAnalytics]:
        warn_if_clamped(start_date, end_date)
        return super().delivery(
            start_date=start_date,
            end_date=end_date,
            type=type,
            pool_id=pool_id,
            sort_by=sort_by,
            sort_direction=sort_direction,
            **request_options,
        )

    def delivery_windows(
        self,
        *,
        start_date: datetime.datetime | str,
        end_date: datetime.datetime | str,
        type: AnalyticsMessageType | None = None,
        pool_id: str | None = None,
        sort_by: str | None = None,
        sort_direction: AnalyticsSortDirection | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[DeliveryAnalytics]:
        bounds = windows(start_date, end_date)
        if len(bounds) > 1:
            raise ValueError(
                f"with_raw_response gives the response of a single request, but this delivery_windows "
                f"over {len(bounds)} windows of 24 hours takes {len(bounds)} requests; call "
                "with_raw_response.delivery() for each window, or this without with_raw_response"
            )
        ((window_start, window_end),) = bounds
        return super().delivery(
            start_date=window_start,
            end_date=window_end,
            type=type,
            pool_id=pool_id,
            sort_by=sort_by,
            sort_direction=sort_direction,
            **request_options,
        )
