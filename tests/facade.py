"""Drive an ``AsyncClient`` through the same calls as a ``Client``, so one test covers both surfaces.

``client_of(mode, **options)`` is the one way tests make a client of either kind; ``client_factory``
makes several, all closed together.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
from collections.abc import Callable, Iterator
from typing import Any

import textsvc
from textsvc._async._pager import AsyncPager


class AsyncPagerFacade:
    def __init__(self, pager: AsyncPager[Any], runner: asyncio.Runner) -> None:
        self._pager = pager
        self._runner = runner

    def __iter__(self) -> Iterator[Any]:
        async def collect() -> list[Any]:
            return [row async for row in self._pager]

        return iter(self._runner.run(collect()))

    def pages(self) -> Iterator[Any]:
        async def collect() -> list[Any]:
            return [page async for page in self._pager.pages()]

        return iter(self._runner.run(collect()))

    def first_page(self) -> Any:
        return self._runner.run(self._pager.first_page())


class AsyncFacade:
    """Every awaitable result is run to completion; pagers and async generators are collected."""

    def __init__(self, target: Any, runner: asyncio.Runner) -> None:
        self._target = target
        self._runner = runner

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._target, name)
        if not callable(attribute):
            return AsyncFacade(attribute, self._runner)

        def call(*args: Any, **kwargs: Any) -> Any:
            result = attribute(*args, **kwargs)
            if isinstance(result, textsvc.AsyncClient):  # with_options
                return AsyncFacade(result, self._runner)
            if isinstance(result, AsyncPager):
                return AsyncPagerFacade(result, self._runner)
            if inspect.isasyncgen(result):

                async def collect() -> list[Any]:
                    return [item async for item in result]

                return iter(self._runner.run(collect()))
            if inspect.isawaitable(result):
                return self._runner.run(result)
            return result

        return call


@contextlib.contextmanager
def client_of(mode: str, **options: Any) -> Iterator[Any]:
    """A ``textsvc.Client`` (``mode="sync"``), or an ``AsyncClient`` driven through an event loop of
    its own with the same calls (``"async"``), made with ``options`` and closed on leaving."""
    if mode == "sync":
        with textsvc.Client(**options) as client:
            yield client
        return
    with asyncio.Runner() as runner:
        async_client = textsvc.AsyncClient(**options)
        try:
            yield AsyncFacade(async_client, runner)
        finally:
            runner.run(async_client.close())


ClientFactory = Callable[..., Any]
"""``make(**options)``: a client (sync, or async behind an ``AsyncFacade``)."""


@contextlib.contextmanager
def client_factory(mode: str, **defaults: Any) -> Iterator[ClientFactory]:
    """``make(**options)``: a client as ``client_of`` makes it, ``defaults`` under ``options``; every
    client made is closed on leaving."""
    with contextlib.ExitStack() as stack:

        def make(**options: Any) -> Any:
            return stack.enter_context(client_of(mode, **{**defaults, **options}))

        yield make
