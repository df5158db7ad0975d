"""The ``threads`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from ...models.sort_direction import SortDirection, check_sort_direction
from ...models.thread import Thread
from ...models.thread_items import ThreadItems
from ...models.thread_summary import ThreadSummary
from ...models.thread_summary_page import ThreadSummaryPage
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
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
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
    ) -> Pages[ThreadSummary]:
        """List conversation threads, one page at a time."""
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
        )

    def get(
        self,
        thread_id: int,
    ) -> Thread:
        """Read one thread."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return self._runner.call(get_thread.OPERATION, arguments)

    def delete(
        self,
        thread_id: int,
    ) -> None:
        """Delete a thread."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return self._runner.call(delete_thread.OPERATION, arguments)

    def mark_read(
        self,
        thread_id: int,
    ) -> None:
        """Mark a thread as read; no body."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return self._runner.call(mark_thread_read.OPERATION, arguments)

    def delete_items(
        self,
        thread_id: int,
    ) -> None:
        """Delete items of a thread."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return self._runner.call(delete_thread_items.OPERATION, arguments)


class AsyncThreads:
    """threads: one method per operation of the spec."""

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
        page: int = 0,
        page_size: int | None = None,
    ) -> AsyncPages[ThreadSummary]:
        """List conversation threads, one page at a time."""
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
        )

    async def get(
        self,
        thread_id: int,
    ) -> Thread:
        """Read one thread."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return await self._runner.call(get_thread.OPERATION, arguments)

    async def delete(
        self,
        thread_id: int,
    ) -> None:
        """Delete a thread."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return await self._runner.call(delete_thread.OPERATION, arguments)

    async def mark_read(
        self,
        thread_id: int,
    ) -> None:
        """Mark a thread as read; no body."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return await self._runner.call(mark_thread_read.OPERATION, arguments)

    async def delete_items(
        self,
        thread_id: int,
    ) -> None:
        """Delete items of a thread."""
        arguments: dict[str, Any] = {
            "thread_id": thread_id,
        }
        return await self._runner.call(delete_thread_items.OPERATION, arguments)
