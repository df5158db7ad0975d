"""Delivery analytics."""

from __future__ import annotations

import datetime
from collections.abc import AsyncIterator
from typing import Unpack, cast

from textsvc_generated.api import analytics as generated
from textsvc_generated.models.analytics_message_type import AnalyticsMessageType
from textsvc_generated.models.analytics_sort_direction import AnalyticsSortDirection
from textsvc_generated.models.delivery_analytics import DeliveryAnalytics
from textsvc_generated.types import RequestOptions

from .._analytics import AnalyticsWindow, warn_if_clamped, windows
from .._raw import RawResponse, refuse_several_requests
from ._resource import capture_raw


class AsyncAnalytics(generated.AsyncAnalytics):
    """Quirks: a range over 24 hours is silently cut by the service (``delivery`` warns), and
    ``delivery_windows`` walks a longer range one window at a time."""

    async def delivery(
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
        return await super().delivery(
            start_date=start_date,
            end_date=end_date,
            type=type,
            pool_id=pool_id,
            sort_by=sort_by,
            sort_direction=sort_direction,
            **request_options,
        )

    @property
    def with_raw_response(self) -> AsyncAnalyticsWithRawResponse:
        return AsyncAnalyticsWithRawResponse(self)

    async def delivery_windows(
        self,
        *,
        start_date: datetime.datetime | str,
        end_date: datetime.datetime | str,
        type: AnalyticsMessageType | None = None,
        pool_id: str | None = None,
        sort_by: str | None = None,
        sort_direction: AnalyticsSortDirection | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncIterator[AnalyticsWindow]:
        """Analytics of a range of any length, one 24-hour window per request, paced to the
        analytics rate limit (the client waits out a spent window instead of meeting a 429)."""
        bounds = windows(start_date, end_date)
        refuse_several_requests(
            len(bounds),
            f"delivery_windows over {len(bounds)} windows of 24 hours",
            "call with_raw_response.delivery() for each window, or this without with_raw_response",
        )
        for window_start, window_end in bounds:
            analytics = await self.delivery(
                start_date=window_start,
                end_date=window_end,
                type=type,
                pool_id=pool_id,
                sort_by=sort_by,
                sort_direction=sort_direction,
                **request_options,
            )
            yield AnalyticsWindow(start=window_start, end=window_end, analytics=analytics)


class AsyncAnalyticsWithRawResponse(generated.AsyncAnalyticsWithRawResponse):
    """The raw response of ``delivery_windows`` too, over one window only (``parse()`` gives its
    ``DeliveryAnalytics``); a longer range is refused before anything is sent."""

    def __init__(self, analytics: AsyncAnalytics) -> None:
        super().__init__(analytics)
        self._analytics = analytics

    async def delivery_windows(
        self,
        *,
        start_date: datetime.datetime | str,
        end_date: datetime.datetime | str,
        type: AnalyticsMessageType | None = None,
        pool_id: str | None = None,
        sort_by: str | None = None,
        sort_direction: AnalyticsSortDirection | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResponse[DeliveryAnalytics]:
        windows = self._analytics.delivery_windows(
            start_date=start_date,
            end_date=end_date,
            type=type,
            pool_id=pool_id,
            sort_by=sort_by,
            sort_direction=sort_direction,
            **request_options,
        )
        return cast(RawResponse[DeliveryAnalytics], await capture_raw(lambda: windows))
