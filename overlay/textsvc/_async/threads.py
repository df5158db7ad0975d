"""Conversation threads and their items."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Unpack

from textsvc_generated.api import threads as generated
from textsvc_generated.api.threads import delete_thread_items, list_thread_items
from textsvc_generated.models.thread_item import ThreadItem
from textsvc_generated.types import RequestOptions

from .._arguments import flag, whole_number, whole_numbers
from .._operation import Operation
from .._pagination import Page
from .._raw import RawResponse
from .._thread_items import thread_items_parser
from ._pager import AsyncPager
from ._resource import AsyncAPIResource, raw_of

if TYPE_CHECKING:
    from ._client import AsyncClient


class AsyncThreads(AsyncAPIResource, generated.AsyncThreads):
    """Quirks: ``items`` pages an answer that is not a page (``{items, count, ...}`` in the envelope);
    ``delete_items`` takes an explicit selection and never sends a bare DELETE."""

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
        flag("get_scheduled", get_scheduled)

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

    async def delete_items(
        self,
        thread_id: int,
        *,
        item_ids: Iterable[int] | None = None,
        all: bool = False,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete the items ``item_ids`` of a thread, or with ``all=True`` every item.

        Exactly one of the two, or ``ValueError`` before anything is sent: a DELETE that selects
        nothing could be read as "delete everything". Sent as the query ``itemIds=1,2,3`` or
        ``all=true`` (the document does not show how items are selected).
        """
        selection = _item_selection(item_ids, flag("all", all))
        thread_id = whole_number("thread_id", thread_id)
        await self._call(
            delete_thread_items.OPERATION, thread_id=thread_id, options=request_options, **selection
        )


def _item_selection(item_ids: Iterable[int] | None, every: bool) -> dict[str, Any]:
    """The query arguments of ``delete_items``, by the descriptor's names."""
    if item_ids is None:
        if not every:
            raise ValueError("delete_items needs item_ids or all=True; a bare DELETE is never sent")
        return {"all_": True}
    if every:
        raise ValueError("delete_items takes item_ids or all=True, not both")
    ids = whole_numbers("item_ids", item_ids)
    if not ids:
        raise ValueError("item_ids is empty; pass the ids to delete, or all=True for every item")
    return {"item_ids": ",".join(str(item_id) for item_id in ids)}


class AsyncThreadsWithRawResponse(generated.AsyncThreadsWithRawResponse):
    """The raw responses of ``items`` (its first page's) and ``delete_items`` too."""

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

    async def delete_items(
        self,
        thread_id: int,
        *,
        item_ids: Iterable[int] | None = None,
        all: bool = False,
        **request_options: Unpack[RequestOptions],
    ) -> RawResponse[None]:
        return await raw_of(
            lambda: self._threads.delete_items(thread_id, item_ids=item_ids, all=all, **request_options)
        )
