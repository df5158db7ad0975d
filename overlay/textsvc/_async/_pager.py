"""Lazy pagination: nothing is requested until the pager is iterated."""

from __future__ import annotations

import functools
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any, Generic, TypeVar

import attrs

from .._pagination import Page, PageParser, PageWalk, check_answer
from .._pipeline import Final
from .._request import Call
from .._response import RawResponse, payload_of, read_in_context

T = TypeVar("T")

Run = Callable[[Call[Any]], Awaitable[Final]]
"""Sends a call (pacing, retries) and gives how it ended: the client's engine."""


def _as_is(row: Any) -> Any:
    return row


class AsyncPager(Generic[T]):
    """Iterate for every record, page after page; ``pages()`` for the pages themselves.

    It asks for ``page_size`` rows a page, as checked by the client's ``pages`` (the spec's maximum).
    An answer that would not advance the walk (another page number than the one asked for, a
    negative page, ``pageSize`` 0, more pages than the first answer's ``total`` allows) raises
    ``SvcResponseValidationError`` naming it; see ``PageWalk``.
    """

    def __init__(
        self,
        run: Run,
        fetch: Callable[[int, int], Call[Page[T]]],
        *,
        page: int,
        page_size: int,
        single_page: bool,
    ) -> None:
        self._run = run
        self._fetch = fetch
        self._start_page = page
        self._page_size = page_size
        self._single_page = single_page

    async def first_page(self) -> Page[T]:
        """Only the first page (one request)."""
        call = self._first_call()
        return (await self._run(call)).payload(call)

    async def raw_first_page(self) -> RawResponse[Page[T]]:
        """The raw response of the first page (``with_raw_response``)."""
        call = self._first_call()
        final = await self._run(call)
        return RawResponse(call, final.response, confirmed=final.confirmed, listed=False)

    def _first_call(self) -> Call[Page[T]]:
        call = self._fetch(self._start_page, self._page_size)
        asked = self._start_page
        return attrs.evolve(call, read=lambda data: check_answer(call.read(data), asked))

    async def pages(self) -> AsyncIterator[Page[T]]:
        """Each page in turn: ``rows``, ``page``, ``page_size``, ``total``, ``has_more``."""
        async for page, _ in self._walk(rows_as_models=True):
            yield page

    async def __aiter__(self) -> AsyncIterator[T]:
        # A row becomes a model only when it is reached, so the caller holds one model at a time,
        # not a page of them: a page of live models outlasts the collector's young generations
        # and brings on full collections, which long listings would pay for again and again.
        async for page, make_model in self._walk(rows_as_models=False):
            for row in page.rows:
                yield make_model(row)

    async def _walk(self, *, rows_as_models: bool) -> AsyncIterator[tuple[Page[Any], Callable[[Any], T]]]:
        """Each non-empty page, with the function that makes one of its rows a model."""
        walk = PageWalk(self._start_page)
        while True:
            call = self._fetch(walk.number, self._page_size)
            reader = call.read
            if rows_as_models or not isinstance(reader, PageParser):
                checked = attrs.evolve(call, read=walk.checking(reader))
                page: Page[Any] = (await self._run(checked)).payload(checked)
                make_model: Callable[[Any], T] = _as_is
            else:
                response = (await self._run(call)).response
                page = payload_of(attrs.evolve(call, read=walk.checking(reader.unparsed)), response)
                make_model = functools.partial(read_in_context, response, reader.row)
            if not page.rows:
                return
            yield page, make_model
            if self._single_page or not page.has_more:
                return
            walk.advance()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} page_size={self._page_size}>"
