"""What every async resource shares: its client, and ``with_raw_response``."""

from __future__ import annotations

import inspect
from collections.abc import AsyncIterator, Callable, Mapping
from functools import cached_property
from typing import TYPE_CHECKING, Any, TypeVar

from textsvc_generated.models.sort_direction import SortDirection

from .._arguments import SORT_DIRECTIONS, omit, one_of
from .._operation import Operation, ResponseStyle
from .._pagination import Page
from .._raw import RawCapture, RawResponse, raw_capture
from ._pager import AsyncPager

if TYPE_CHECKING:
    from ._client import AsyncClient

T = TypeVar("T")


class AsyncAPIResource:
    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncRawResponseView:
        """The same methods, each returning a ``RawResponse``: status, headers, rate limit, ``parse()``."""
        return AsyncRawResponseView(self)

    async def _call(self, kwargs: Mapping[str, Any], style: ResponseStyle, parse: Callable[[Any], T]) -> T:
        """Run the request a generated ``_get_kwargs`` describes; ``parse`` shapes the payload."""
        return await self._client._execute(Operation.from_generated(kwargs, style, parse))

    def _list(
        self,
        get_kwargs: Callable[..., Mapping[str, Any]],
        parse: Callable[[Any], Page[T]],
        *path: Any,
        page: int,
        page_size: int | None,
        sort_by: str | None,
        sort_direction: SortDirection | None,
        query: str | None,
        **filters: Any,
    ) -> AsyncPager[T]:
        """A pager over a list endpoint that takes the common list parameters."""
        fixed = {
            "sort_by": omit(sort_by),
            "sort_direction": one_of("sort_direction", sort_direction, SORT_DIRECTIONS),
            "query": omit(query),
            **filters,
        }

        def fetch(number: int, size: int) -> Operation[Page[T]]:
            kwargs = get_kwargs(*path, page=number, page_size=size, **fixed)
            return Operation.from_generated(kwargs, ResponseStyle.PAGE, parse)

        return self._pager(fetch, page=page, page_size=page_size)

    def _pager(
        self,
        fetch: Callable[[int, int], Operation[Page[T]]],
        *,
        page: int = 0,
        page_size: int | None = None,
        single_page: bool = False,
    ) -> AsyncPager[T]:
        return AsyncPager(self._client, fetch, page=page, page_size=page_size, single_page=single_page)


async def _drain(items: AsyncIterator[Any]) -> None:
    async for _ in items:
        pass


class AsyncRawResponseView:
    """``resource.with_raw_response.method(...)``: one request, its ``RawResponse``.

    A pager gives its first page's response; an iterator of results (``analytics.delivery_windows``)
    is run through. A call that would take more than one request is refused before it sends any.
    """

    def __init__(self, resource: AsyncAPIResource) -> None:
        self._resource = resource

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._resource, name)
        if isinstance(attribute, AsyncAPIResource):
            return attribute.with_raw_response
        if not callable(attribute) or name.startswith("_"):
            raise AttributeError(name)

        async def call(*args: Any, **kwargs: Any) -> RawResponse[Any]:
            capture = RawCapture()
            token = raw_capture.set(capture)
            try:
                result = attribute(*args, **kwargs)
                if isinstance(result, AsyncPager):
                    result = result.first_page()
                elif isinstance(result, AsyncIterator):
                    await _drain(result)
                if inspect.isawaitable(result):
                    result = await result
            finally:
                raw_capture.reset(token)
            if capture.response is None:
                raise TypeError(f"{name} made no request to give a raw response for")
            return capture.response

        return call
