"""The ``threads`` operations: descriptors and typed methods."""

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
from ...models.thread import Thread
from ...models.thread_items import ThreadItems
from ...models.thread_summary import ThreadSummary
from ...models.thread_summary_page import ThreadSummaryPage
from ...models.thread_summary_sort_field import (
    ThreadSummarySortField,
    check_thread_summary_sort_field,
)
from . import (
    delete_thread,
    delete_thread_items,
    get_thread,
    list_thread_items,
    list_threads,
    mark_thread_read,
)

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    list_threads.OPERATION,
    get_thread.OPERATION,
    delete_thread.OPERATION,
    mark_thread_read.OPERATION,
    list_thread_items.OPERATION,
    delete_thread_items.OPERATION,
)
"""Every operation of the group, in spec order."""


class Threads:
    """threads: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> ThreadsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return ThreadsWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: ThreadSummarySortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[ThreadSummary]:
        """List conversation threads, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_threads.OPERATION,
            arguments,
            ThreadSummary,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def get(
        self,
        thread_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> Thread:
        """Read one thread."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return self._runner.call(get_thread.OPERATION, arguments, request_options)

    def delete(
        self,
        thread_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete a thread."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return self._runner.call(delete_thread.OPERATION, arguments, request_options)

    def mark_read(
        self,
        thread_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Mark a thread as read; no body."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return self._runner.call(mark_thread_read.OPERATION, arguments, request_options)

    def delete_items(
        self,
        thread_id: int,
        *,
        item_ids: Iterable[int] | None = None,
        all: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete items of a thread.

        How the item or items to delete are selected is not shown by the document.
        """
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
            "item_ids": item_ids,
            "all": all,
        }
        return self._runner.call(
            delete_thread_items.OPERATION, arguments, request_options
        )


class ThreadsWithRawResponse:
    """``Threads.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Threads) -> None:
        self._resource = resource
        self._runner = resource._runner

    def list(
        self,
        *,
        sort_by: ThreadSummarySortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[ThreadSummary]]:
        """List conversation threads, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.raw_first_page(
            list_threads.OPERATION,
            arguments,
            ThreadSummary,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def get(
        self,
        thread_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Thread]:
        """Read one thread. The raw response."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return self._runner.raw(get_thread.OPERATION, arguments, request_options)

    def delete(
        self,
        thread_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete a thread. The raw response."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return self._runner.raw(delete_thread.OPERATION, arguments, request_options)

    def mark_read(
        self,
        thread_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Mark a thread as read; no body. The raw response."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return self._runner.raw(mark_thread_read.OPERATION, arguments, request_options)

    def delete_items(
        self,
        thread_id: int,
        *,
        item_ids: Iterable[int] | None = None,
        all: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete items of a thread. The raw response."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
            "item_ids": item_ids,
            "all": all,
        }
        return self._runner.raw(
            delete_thread_items.OPERATION, arguments, request_options
        )


class AsyncThreads:
    """threads: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncThreadsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncThreadsWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: ThreadSummarySortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[ThreadSummary]:
        """List conversation threads, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_threads.OPERATION,
            arguments,
            ThreadSummary,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def get(
        self,
        thread_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> Thread:
        """Read one thread."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return await self._runner.call(get_thread.OPERATION, arguments, request_options)

    async def delete(
        self,
        thread_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete a thread."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return await self._runner.call(
            delete_thread.OPERATION, arguments, request_options
        )

    async def mark_read(
        self,
        thread_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Mark a thread as read; no body."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return await self._runner.call(
            mark_thread_read.OPERATION, arguments, request_options
        )

    async def delete_items(
        self,
        thread_id: int,
        *,
        item_ids: Iterable[int] | None = None,
        all: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete items of a thread.

        How the item or items to delete are selected is not shown by the document.
        """
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
            "item_ids": item_ids,
            "all": all,
        }
        return await self._runner.call(
            delete_thread_items.OPERATION, arguments, request_options
        )


class AsyncThreadsWithRawResponse:
    """``AsyncThreads.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncThreads) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def list(
        self,
        *,
        sort_by: ThreadSummarySortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[ThreadSummary]]:
        """List conversation threads, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return await self._runner.raw_first_page(
            list_threads.OPERATION,
            arguments,
            ThreadSummary,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def get(
        self,
        thread_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Thread]:
        """Read one thread. The raw response."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return await self._runner.raw(get_thread.OPERATION, arguments, request_options)

    async def delete(
        self,
        thread_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete a thread. The raw response."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return await self._runner.raw(
            delete_thread.OPERATION, arguments, request_options
        )

    async def mark_read(
        self,
        thread_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Mark a thread as read; no body. The raw response."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return await self._runner.raw(
            mark_thread_read.OPERATION, arguments, request_options
        )

    async def delete_items(
        self,
        thread_id: int,
        *,
        item_ids: Iterable[int] | None = None,
        all: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete items of a thread. The raw response."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
            "item_ids": item_ids,
            "all": all,
        }
        return await self._runner.raw(
            delete_thread_items.OPERATION, arguments, request_options
        )
