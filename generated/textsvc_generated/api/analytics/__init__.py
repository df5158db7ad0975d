"""The ``analytics`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Iterable, Mapping
from typing import Any, Unpack

from textsvc._descriptors import (
    Applied,
    AsyncOperationRunner,
    AsyncPages,
    IdempotentRequestOptions,
    IdempotentTextRequestOptions,
    OperationDescriptor,
    OperationRunner,
    Pages,
    RawResult,
    RequestOptions,
    RowPage,
    TextRequestOptions,
)

from ...models.analytics_message_type import (
    AnalyticsMessageType,
    check_analytics_message_type,
)
from ...models.analytics_sort_direction import (
    AnalyticsSortDirection,
    check_analytics_sort_direction,
)
from ...models.delivery_analytics import DeliveryAnalytics
from . import get_delivery_analytics

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (get_delivery_analytics.OPERATION,)
"""Every operation of the group, in spec order."""


class Analytics:
    """analytics: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AnalyticsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AnalyticsWithRawResponse(self)

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
        """Read delivery analytics for a time range of at most 24 hours.

        Dates are ISO 8601 `YYYY-MM-DDThh:mm:ssZ` (sub-minute precision allowed; the pattern also
        admits an explicit UTC offset). The range is at most 24 hours: when `endDate` is later than 24
        hours after `startDate`,
        the result covers the 24 hours following `startDate` (the service clamps silently).
        Rate limited to 5 requests per minute, counted per account. The machine-readable
        description of this endpoint carries the version label 8.0.0.
        """
        arguments: dict[str, Any] = {
            "start_date": start_date,
            "end_date": end_date,
            "type": type,
            "pool_id": pool_id,
            "sort_by": sort_by,
            "sort_direction": sort_direction,
        }
        return self._runner.call(
            get_delivery_analytics.OPERATION, arguments, request_options
        )


class AnalyticsWithRawResponse:
    """``Analytics.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Analytics) -> None:
        self._resource = resource
        self._runner = resource._runner

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
        """Read delivery analytics for a time range of at most 24 hours. The raw response."""
        arguments: dict[str, Any] = {
            "start_date": start_date,
            "end_date": end_date,
            "type": type,
            "pool_id": pool_id,
            "sort_by": sort_by,
            "sort_direction": sort_direction,
        }
        return self._runner.raw(
            get_delivery_analytics.OPERATION, arguments, request_options
        )


class AsyncAnalytics:
    """analytics: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncAnalyticsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncAnalyticsWithRawResponse(self)

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
        """Read delivery analytics for a time range of at most 24 hours.

        Dates are ISO 8601 `YYYY-MM-DDThh:mm:ssZ` (sub-minute precision allowed; the pattern also
        admits an explicit UTC offset). The range is at most 24 hours: when `endDate` is later than 24
        hours after `startDate`,
        the result covers the 24 hours following `startDate` (the service clamps silently).
        Rate limited to 5 requests per minute, counted per account. The machine-readable
        description of this endpoint carries the version label 8.0.0.
        """
        arguments: dict[str, Any] = {
            "start_date": start_date,
            "end_date": end_date,
            "type": type,
            "pool_id": pool_id,
            "sort_by": sort_by,
            "sort_direction": sort_direction,
        }
        return await self._runner.call(
            get_delivery_analytics.OPERATION, arguments, request_options
        )


class AsyncAnalyticsWithRawResponse:
    """``AsyncAnalytics.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncAnalytics) -> None:
        self._resource = resource
        self._runner = resource._runner

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
    ) -> RawResult[DeliveryAnalytics]:
        """Read delivery analytics for a time range of at most 24 hours. The raw response."""
        arguments: dict[str, Any] = {
            "start_date": start_date,
            "end_date": end_date,
            "type": type,
            "pool_id": pool_id,
            "sort_by": sort_by,
            "sort_direction": sort_direction,
        }
        return await self._runner.raw(
            get_delivery_analytics.OPERATION, arguments, request_options
        )
