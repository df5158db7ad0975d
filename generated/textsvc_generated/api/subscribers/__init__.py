"""The ``subscribers`` operations: descriptors and typed methods."""

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

from ...models.sort_direction import SortDirection, check_sort_direction
from ...models.subscriber import Subscriber
from ...models.subscriber_page import SubscriberPage
from ...models.subscriber_record import SubscriberRecord
from ...models.subscriber_update_record import SubscriberUpdateRecord
from . import (
    bulk_create_subscribers,
    bulk_update_subscribers,
    create_subscriber,
    list_subscribers,
)

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    list_subscribers.OPERATION,
    create_subscriber.OPERATION,
    bulk_create_subscribers.OPERATION,
    bulk_update_subscribers.OPERATION,
)
"""Every operation of the group, in spec order."""


class Subscribers:
    """subscribers: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> SubscribersWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return SubscribersWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[Subscriber]:
        """List subscribers, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_subscribers.OPERATION,
            arguments,
            Subscriber,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def create(
        self,
        *,
        number: str,
        **request_options: Unpack[RequestOptions],
    ) -> Subscriber:
        """Add a subscriber, or update the one with the same number."""
        arguments: dict[str, Any] = {
            "number": number,
        }
        return self._runner.call(
            create_subscriber.OPERATION, arguments, request_options
        )

    def bulk_create(
        self,
        records: Iterable[SubscriberRecord | Mapping[str, Any]],
        **request_options: Unpack[RequestOptions],
    ) -> builtins.list[Any]:
        """Add up to 1000 subscribers."""
        arguments: dict[str, Any] = {
            "records": records,
        }
        return self._runner.call(
            bulk_create_subscribers.OPERATION, arguments, request_options
        )

    def bulk_update(
        self,
        records: Iterable[SubscriberUpdateRecord | Mapping[str, Any]],
        **request_options: Unpack[RequestOptions],
    ) -> builtins.list[Any]:
        """Update up to 1000 subscribers."""
        arguments: dict[str, Any] = {
            "records": records,
        }
        return self._runner.call(
            bulk_update_subscribers.OPERATION, arguments, request_options
        )


class SubscribersWithRawResponse:
    """``Subscribers.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Subscribers) -> None:
        self._resource = resource
        self._runner = resource._runner

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Subscriber]]:
        """List subscribers, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.raw_first_page(
            list_subscribers.OPERATION,
            arguments,
            Subscriber,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def create(
        self,
        *,
        number: str,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Subscriber]:
        """Add a subscriber, or update the one with the same number. The raw response."""
        arguments: dict[str, Any] = {
            "number": number,
        }
        return self._runner.raw(create_subscriber.OPERATION, arguments, request_options)

    def bulk_create(
        self,
        records: Iterable[SubscriberRecord | Mapping[str, Any]],
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[builtins.list[Any]]:
        """Add up to 1000 subscribers. The raw response."""
        arguments: dict[str, Any] = {
            "records": records,
        }
        return self._runner.raw(
            bulk_create_subscribers.OPERATION, arguments, request_options
        )

    def bulk_update(
        self,
        records: Iterable[SubscriberUpdateRecord | Mapping[str, Any]],
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[builtins.list[Any]]:
        """Update up to 1000 subscribers. The raw response."""
        arguments: dict[str, Any] = {
            "records": records,
        }
        return self._runner.raw(
            bulk_update_subscribers.OPERATION, arguments, request_options
        )


class AsyncSubscribers:
    """subscribers: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncSubscribersWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncSubscribersWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[Subscriber]:
        """List subscribers, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_subscribers.OPERATION,
            arguments,
            Subscriber,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def create(
        self,
        *,
        number: str,
        **request_options: Unpack[RequestOptions],
    ) -> Subscriber:
        """Add a subscriber, or update the one with the same number."""
        arguments: dict[str, Any] = {
            "number": number,
        }
        return await self._runner.call(
            create_subscriber.OPERATION, arguments, request_options
        )

    async def bulk_create(
        self,
        records: Iterable[SubscriberRecord | Mapping[str, Any]],
        **request_options: Unpack[RequestOptions],
    ) -> builtins.list[Any]:
        """Add up to 1000 subscribers."""
        arguments: dict[str, Any] = {
            "records": records,
        }
        return await self._runner.call(
            bulk_create_subscribers.OPERATION, arguments, request_options
        )

    async def bulk_update(
        self,
        records: Iterable[SubscriberUpdateRecord | Mapping[str, Any]],
        **request_options: Unpack[RequestOptions],
    ) -> builtins.list[Any]:
        """Update up to 1000 subscribers."""
        arguments: dict[str, Any] = {
            "records": records,
        }
        return await self._runner.call(
            bulk_update_subscribers.OPERATION, arguments, request_options
        )


class AsyncSubscribersWithRawResponse:
    """``AsyncSubscribers.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncSubscribers) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Subscriber]]:
        """List subscribers, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return await self._runner.raw_first_page(
            list_subscribers.OPERATION,
            arguments,
            Subscriber,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def create(
        self,
        *,
        number: str,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Subscriber]:
        """Add a subscriber, or update the one with the same number. The raw response."""
        arguments: dict[str, Any] = {
            "number": number,
        }
        return await self._runner.raw(
            create_subscriber.OPERATION, arguments, request_options
        )

    async def bulk_create(
        self,
        records: Iterable[SubscriberRecord | Mapping[str, Any]],
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[builtins.list[Any]]:
        """Add up to 1000 subscribers. The raw response."""
        arguments: dict[str, Any] = {
            "records": records,
        }
        return await self._runner.raw(
            bulk_create_subscribers.OPERATION, arguments, request_options
        )

    async def bulk_update(
        self,
        records: Iterable[SubscriberUpdateRecord | Mapping[str, Any]],
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[builtins.list[Any]]:
        """Update up to 1000 subscribers. The raw response."""
        arguments: dict[str, Any] = {
            "records": records,
        }
        return await self._runner.raw(
            bulk_update_subscribers.OPERATION, arguments, request_options
        )
