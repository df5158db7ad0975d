"""Drive an ``AsyncClient`` through the same calls as a ``Client``, so one test covers both surfaces."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Iterator
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
