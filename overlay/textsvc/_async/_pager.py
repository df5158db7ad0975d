"""Lazy pagination: nothing is requested until the pager is iterated."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import TYPE_CHECKING, Generic, TypeVar

from .._operation import Operation
from .._pagination import Page, check_page, check_page_size

if TYPE_CHECKING:
    from ._client import AsyncClient

T = TypeVar("T")


class AsyncPager(Generic[T]):
    """Iterate for every record, page after page; ``pages()`` for the pages themselves.

    Without a ``page_size`` it asks for the maximum (1000): every request counts against a limit.
    """

    def __init__(
        self,
        client: AsyncClient,
        fetch: Callable[[int, int], Operation[Page[T]]],
        *,
        page: int = 0,
        page_size: int | None = None,
        single_page: bool = False,
    ) -> None:
        self._client = client
        self._fetch = fetch
        self._start_page = check_page(page)
        self._page_size = check_page_size(page_size)
        self._single_page = single_page

    async def first_page(self) -> Page[T]:
        """Only the first page (one request)."""
        return await self._client._execute(self._fetch(self._start_page, self._page_size))

    async def pages(self) -> AsyncIterator[Page[T]]:
        """Each page in turn: ``rows``, ``page``, ``page_size``, ``total``, ``has_more``."""
        number = self._start_page
        while True:
            page = await self._client._execute(self._fetch(number, self._page_size))
            if not page.rows:
                return
            yield page
            if self._single_page or not page.has_more:
                return
            number += 1

    async def __aiter__(self) -> AsyncIterator[T]:
        async for page in self.pages():
            for row in page.rows:
                yield row

    def __repr__(self) -> str:
        return f"<{type(self).__name__} page_size={self._page_size}>"
