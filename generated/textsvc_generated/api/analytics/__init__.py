"""The ``analytics`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from ...models.analytics_message_type import (
    AnalyticsMessageType,
    check_analytics_message_type,
)
from ...models.analytics_sort_direction import (
    AnalyticsSortDirection,
    check_analytics_sort_direction,
)
from ...models.delivery_analytics import DeliveryAnalytics
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
)
from . import get_delivery_analytics

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (get_delivery_analytics.OPERATION,)
"""Every operation of the group, in spec order."""


class Analytics:
    """analytics: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

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
        """Read delivery analytics for a time range of at most 24 hours."""
        arguments: dict[str, Any] = {
            "start_date": start_date,
            "end_date": end_date,
            "type": type,
            "pool_id": pool_id,
            "sort_by": sort_by,
            "sort_direction": sort_direction,
        }
        return self._runner.call(get_delivery_analytics.OPERATION, arguments)


class AsyncAnalytics:
    """analytics: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

    async def delivery(
        self,
        *,
        start_date: datetime.datetime | str,
        end_date: datetime.datetime | str,
        type: AnalyticsMessageType | None = None,
        pool_id: str | None = None,
        sort_by: str | None = None,
        sort_direction: AnalyticsSortDirection | None = None,
    ) -> DeliveryAnalytics:
        """Read delivery analytics for a time range of at most 24 hours."""
        arguments: dict[str, Any] = {
            "start_date": start_date,
            "end_date": end_date,
            "type": type,
            "pool_id": pool_id,
            "sort_by": sort_by,
            "sort_direction": sort_direction,
        }
        return await self._runner.call(get_delivery_analytics.OPERATION, arguments)
