"""The httpcore pool a transport's call goes to: the sync transport has one, the async one one per loop."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

import httpcore

if TYPE_CHECKING:
    import asyncio


class PoolKeeper:
    """The sync transport's pool: one, for every thread."""

    def __init__(self, new_pool: Callable[[], httpcore.ConnectionPool]) -> None:
        self._pool = new_pool()

    def pool(self) -> httpcore.ConnectionPool:
        return self._pool


def _running_asyncio_loop() -> asyncio.AbstractEventLoop | None:
    """The running asyncio event loop (None under another async library)."""
    import asyncio  # here: ``import textsvc`` does not load asyncio, and async callers have it

    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class AsyncPoolKeeper:
    """The async transport's pool, for the running event loop.

    Connections belong to the event loop that opened them. Once that loop is closed (one
    ``asyncio.run`` after another) the keeper starts a new pool in the next loop; while it is
    still open, a call from another loop is refused before anything is sent, since sharing the
    pool across loops hangs on its waiters.
    """

    def __init__(self, new_pool: Callable[[], httpcore.AsyncConnectionPool]) -> None:
        self._new_pool = new_pool
        self._pool = new_pool()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._loop_lock = threading.Lock()

    def pool(self) -> httpcore.AsyncConnectionPool:
        self._follow_event_loop()
        return self._pool

    def _follow_event_loop(self) -> None:
        loop = _running_asyncio_loop()
        if loop is None:
            return
        with self._loop_lock:
            if loop is self._loop:
                return
            if self._loop is not None:
                if not self._loop.is_closed():
                    raise RuntimeError(
                        "this AsyncClient's connections belong to another event loop, which is still "
                        "open; use one AsyncClient per event loop"
                    )
                # The closed loop's connections can be neither used nor closed: start afresh.
                self._pool = self._new_pool()
            self._loop = loop
