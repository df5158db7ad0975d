"""The ``deliveries`` operations: descriptors and typed methods."""

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

from ...models.delivery import Delivery
from ...models.delivery_page import DeliveryPage
from ...models.delivery_sort_field import DeliverySortField, check_delivery_sort_field
from ...models.sort_direction import SortDirection, check_sort_direction
from . import list_deliveries

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (list_deliveries.OPERATION,)
"""Every operation of the group, in spec order."""


class Deliveries:
    """deliveries: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> DeliveriesWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return DeliveriesWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: DeliverySortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        status: str | None = None,
        type: str | None = None,
        start_date: datetime.datetime | str | None = None,
        end_date: datetime.datetime | str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[Delivery]:
        """List message deliveries, one page at a time, with bracketed filters.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.

        `sortBy` accepts `date` (the only value the document gives).
        """
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
            options=request_options,
        )


class DeliveriesWithRawResponse:
    """``Deliveries.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Deliveries) -> None:
        self._resource = resource
        self._runner = resource._runner

    def list(
        self,
        *,
        sort_by: DeliverySortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        status: str | None = None,
        type: str | None = None,
        start_date: datetime.datetime | str | None = None,
        end_date: datetime.datetime | str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Delivery]]:
        """List message deliveries, one page at a time, with bracketed filters. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
            "status": status,
            "type": type,
            "start_date": start_date,
            "end_date": end_date,
        }
        return self._runner.raw_first_page(
            list_deliveries.OPERATION,
            arguments,
            Delivery,
            page=page,
            page_size=page_size,
            options=request_options,
        )


class AsyncDeliveries:
    """deliveries: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncDeliveriesWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncDeliveriesWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: DeliverySortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        status: str | None = None,
        type: str | None = None,
        start_date: datetime.datetime | str | None = None,
        end_date: datetime.datetime | str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[Delivery]:
        """List message deliveries, one page at a time, with bracketed filters.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.

        `sortBy` accepts `date` (the only value the document gives).
        """
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
            options=request_options,
        )


class AsyncDeliveriesWithRawResponse:
    """``AsyncDeliveries.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncDeliveries) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def list(
        self,
        *,
        sort_by: DeliverySortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        status: str | None = None,
        type: str | None = None,
        start_date: datetime.datetime | str | None = None,
        end_date: datetime.datetime | str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Delivery]]:
        """List message deliveries, one page at a time, with bracketed filters. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
            "status": status,
            "type": type,
            "start_date": start_date,
            "end_date": end_date,
        }
        return await self._runner.raw_first_page(
            list_deliveries.OPERATION,
            arguments,
            Delivery,
            page=page,
            page_size=page_size,
            options=request_options,
        )
