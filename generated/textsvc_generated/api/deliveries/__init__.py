"""The ``deliveries`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from ...models.delivery import Delivery
from ...models.delivery_page import DeliveryPage
from ...models.sort_direction import SortDirection, check_sort_direction
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
)
from . import list_deliveries

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (list_deliveries.OPERATION,)
"""Every operation of the group, in spec order."""


class Deliveries:
    """deliveries: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        status: str | None = None,
        type: str | None = None,
        start_date: datetime.datetime | str | None = None,
        end_date: datetime.datetime | str | None = None,
        page: int = 0,
        page_size: int | None = None,
    ) -> Pages[Delivery]:
        """List message deliveries, one page at a time, with bracketed filters."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
            "status": status,
            "type": type,
            "start_date": start_date,
            "end_date": end_date,
        }
        return self._runner.pages(
            list_deliveries.OPERATION,
            arguments,
            Delivery,
            page=page,
            page_size=page_size,
        )


class AsyncDeliveries:
    """deliveries: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        status: str | None = None,
        type: str | None = None,
        start_date: datetime.datetime | str | None = None,
        end_date: datetime.datetime | str | None = None,
        page: int = 0,
        page_size: int | None = None,
    ) -> AsyncPages[Delivery]:
        """List message deliveries, one page at a time, with bracketed filters."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
            "status": status,
            "type": type,
            "start_date": start_date,
            "end_date": end_date,
        }
        return self._runner.pages(
            list_deliveries.OPERATION,
            arguments,
            Delivery,
            page=page,
            page_size=page_size,
        )
