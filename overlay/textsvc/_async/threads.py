"""Conversation threads: ``items`` is the one list whose answer is not a page.

The service answers ``{items, count, ...}`` inside the envelope; ``items`` pages it like every list,
each page keeping the whole answer as ``thread``. The document does not say whether ``count``
counts the page or the thread, so a full page also means there may be more (see
``ThreadItemsPage``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Unpack

from textsvc_generated.api import threads as generated
from textsvc_generated.api.threads import list_thread_items
from textsvc_generated.models.thread_item import ThreadItem

from .._descriptors import AsyncPages, RawResult, RequestOptions, RowPage
from .._pagination import thread_items_reader

if TYPE_CHECKING:
    from ._client import AsyncClient


class AsyncThreads(generated.AsyncThreads):
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
    ) -> AsyncPages[ThreadItem]:
        """Every item of a thread, page after page; each page's ``thread`` holds the whole result."""
        return self._client.pages(
            list_thread_items.OPERATION,
            {"thread_id": thread_id, "get_scheduled": get_scheduled},
            ThreadItem,
            page=page,
            page_size=page_size,
            options=request_options,
            page_reader=thread_items_reader,
        )


class AsyncThreadsWithRawResponse(generated.AsyncThreadsWithRawResponse):
    """``items``' raw response is its first page's."""

    def __init__(self, threads: AsyncThreads) -> None:
        super().__init__(threads)
        self._client = threads._client

    async def items(
        self,
        thread_id: int,
        *,
        get_scheduled: bool = False,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[ThreadItem]]:
        return await self._client.raw_first_page(
            list_thread_items.OPERATION,
            {"thread_id": thread_id, "get_scheduled": get_scheduled},
            ThreadItem,
            page=page,
            page_size=page_size,
            options=request_options,
            page_reader=thread_items_reader,
        )
