"""Conversation threads and their items."""

from __future__ import annotations

from typing import TYPE_CHECKING, Unpack

from textsvc_generated.api import threads as generated
from textsvc_generated.api.threads import list_thread_items
from textsvc_generated.models.thread_item import ThreadItem
from textsvc_generated.types import RequestOptions

from .._arguments import whole_number
from .._operation import Operation
from .._pagination import Page
from .._raw import RawResponse
from .._thread_items import thread_items_parser
from ._pager import AsyncPager
from ._resource import AsyncAPIResource, raw_of

if TYPE_CHECKING:
    from ._client import AsyncClient


class AsyncThreads(AsyncAPIResource, generated.AsyncThreads):
    """Quirk: ``items`` pages an answer that is not a page (``{items, count, ...}`` in the envelope)."""

    def __init__(self, client: AsyncClient) -> None:
        super().__init__(client)
        self._client = client

    @property
    def with_raw_response(self) -> AsyncThreadsWithRawResponse:
        return AsyncThreadsWithRawResponse(self)

    def items(
        self,
        thread_id: int,
        *,
        get_scheduled: bool = False,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPager[ThreadItem]:
        """Every item of a thread, page after page; each page's ``thread`` holds the whole result."""
        thread_id = whole_number("thread_id", thread_id)
        if type(get_scheduled) is not bool:
            raise TypeError(f"get_scheduled must be a bool, got {get_scheduled!r}")

        def fetch(number: int, size: int) -> Operation[Page[ThreadItem]]:
            arguments = {
                "thread_id": thread_id,
                "page": number,
                "page_size": size,
                "get_scheduled": get_scheduled,
            }
            return Operation.from_descriptor(
                list_thread_items.OPERATION, thread_items_parser(number, size), arguments
            )

        return self._pager(fetch, page=page, page_size=page_size, options=request_options)


class AsyncThreadsWithRawResponse(generated.AsyncThreadsWithRawResponse):
    """The raw response of ``items`` too: its first page's."""

    def __init__(self, threads: AsyncThreads) -> None:
        super().__init__(threads)
        self._threads = threads

    async def items(
        self,
        thread_id: int,
        *,
        get_scheduled: bool = False,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResponse[Page[ThreadItem]]:
        pager = self._threads.items(
            thread_id, get_scheduled=get_scheduled, page=page, page_size=page_size, **request_options
        )
        return await raw_of(pager.first_page)
