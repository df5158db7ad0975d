"""Conversation threads and their items."""

from __future__ import annotations

from textsvc_generated.api.threads import (
    delete_thread,
    delete_thread_items,
    get_thread,
    list_thread_items,
    list_threads,
    mark_thread_read,
)
from textsvc_generated.models.sort_direction import SortDirection
from textsvc_generated.models.thread import Thread
from textsvc_generated.models.thread_item import ThreadItem
from textsvc_generated.models.thread_summary import ThreadSummary

from .._arguments import whole_number
from .._operation import Operation, ResponseStyle
from .._pagination import Page, page_parser
from .._thread_items import thread_items_parser
from .._validation import model_parser, parse_null
from ._pager import AsyncPager
from ._resource import AsyncAPIResource

ENVELOPE = ResponseStyle.ENVELOPE


class AsyncThreads(AsyncAPIResource):
    async def get(self, thread_id: int) -> Thread:
        """Read one thread: its groups and subscribers."""
        kwargs = get_thread._get_kwargs(whole_number("thread_id", thread_id))
        return await self._call(kwargs, ENVELOPE, model_parser(Thread))

    async def delete(self, thread_id: int) -> None:
        """Delete a thread."""
        kwargs = delete_thread._get_kwargs(whole_number("thread_id", thread_id))
        return await self._call(kwargs, ENVELOPE, parse_null)

    async def mark_read(self, thread_id: int) -> None:
        """Mark a thread as read."""
        kwargs = mark_thread_read._get_kwargs(whole_number("thread_id", thread_id))
        return await self._call(kwargs, ENVELOPE, parse_null)

    async def delete_items(self, thread_id: int) -> None:
        """Delete items of a thread; the document does not show how items are selected."""
        kwargs = delete_thread_items._get_kwargs(whole_number("thread_id", thread_id))
        return await self._call(kwargs, ENVELOPE, parse_null)

    def items(
        self, thread_id: int, *, get_scheduled: bool = False, page: int = 0, page_size: int | None = None
    ) -> AsyncPager[ThreadItem]:
        """Every item of a thread, page after page; each page's ``thread`` holds the whole result."""
        thread_id = whole_number("thread_id", thread_id)
        if type(get_scheduled) is not bool:
            raise TypeError(f"get_scheduled must be a bool, got {get_scheduled!r}")

        def fetch(number: int, size: int) -> Operation[Page[ThreadItem]]:
            kwargs = list_thread_items._get_kwargs(
                thread_id, page=number, page_size=size, get_scheduled=get_scheduled
            )
            return Operation.from_generated(kwargs, ENVELOPE, thread_items_parser(number, size))

        return self._pager(fetch, page=page, page_size=page_size)

    def list(
        self,
        *,
        page: int = 0,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
    ) -> AsyncPager[ThreadSummary]:
        """Every thread, with its latest message and unread flag, page after page."""
        return self._list(
            list_threads._get_kwargs,
            page_parser(ThreadSummary),
            page=page,
            page_size=page_size,
            sort_by=sort_by,
            sort_direction=sort_direction,
            query=query,
        )
