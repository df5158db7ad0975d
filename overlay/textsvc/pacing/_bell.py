"""Waking the callers of one process that wait on a window, when a change may let them go.

A caller told to wait (``Window.take``'s ``Wait``) marks its window's bell before it asks the store,
and then waits until the bell rings after that mark, or its wait is over. A store rings its bell
after a give-back that may let waiters go (``Window.give_back`` says so); a store shared between
processes also carries the ring to the others (``Notices``: a datagram socket per process beside a
SQLite file, a Redis channel), where a listener thread rings their bells. So a waiter sleeps until
its window can change, and is woken by the change, rather than looking at the store again and
again. A waiter whose store cannot hear other processes (its listener is not running, or has not
started yet) looks again at the window's old pace, which hears every change too, only later.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import threading
import time
from typing import Any, Protocol

import attrs

__all__ = ["Bell", "Mark", "Notices"]


class Notices(Protocol):
    """How a store's rings reach the other processes sharing it."""

    def listen(self, bell: Bell) -> None:
        """Start hearing the other processes' rings for ``bell``, in the background (once a process)."""
        ...

    def hearing(self) -> bool:
        """Whether the other processes' rings reach this one now."""
        ...


@attrs.frozen
class Mark:
    """Where a bucket's bell stood before a caller asked the store."""

    count: int
    hearing: bool
    """Rings of other processes reached this one when the mark was taken."""


class _State:
    """A bell's state in one process (a forked child starts its own: no lock crosses a fork)."""

    def __init__(self) -> None:
        self.pid = os.getpid()
        self.rung = threading.Condition(threading.Lock())
        self.counts: dict[str, int] = {}
        self.every = 0
        """Rings of every bucket at once (a listener that lost its source: all look again)."""
        self.tasks: dict[str, set[tuple[asyncio.AbstractEventLoop, asyncio.Future[None]]]] = {}
        self.spent: dict[str, tuple[int, float, float]] = {}
        """Windows read spent: the bucket's count when read, until when (``time.monotonic``), and the
        grace of the waits told of it (``Wait.grace``)."""

    def count(self, bucket: str) -> int:
        return self.counts.get(bucket, 0) + self.every


class Bell:
    """The bell of one store's windows in this process (``notices``: how other processes ring it)."""

    def __init__(self, notices: Notices | None = None) -> None:
        self.notices = notices
        self._state = _State()

    def _current(self) -> _State:
        state = self._state
        if state.pid != os.getpid():
            state = self._state = _State()
        return state

    def mark(self, bucket: str) -> Mark:
        state = self._current()
        hearing = self.notices is None or self.notices.hearing()
        with state.rung:
            return Mark(state.count(bucket), hearing)

    def listen(self) -> None:
        """Start hearing other processes, for the waits marked from now on."""
        if self.notices is not None:
            self.notices.listen(self)

    def ring(self, bucket: str | None) -> None:
        """Wake the callers waiting on ``bucket`` (``None``: on every bucket)."""
        state = self._current()
        with state.rung:
            if bucket is None:
                state.every += 1
                woken = [task for tasks in state.tasks.values() for task in tasks]
            else:
                state.counts[bucket] = state.counts.get(bucket, 0) + 1
                woken = list(state.tasks.get(bucket, ()))
            state.rung.notify_all()
        for loop, future in woken:
            with contextlib.suppress(RuntimeError):  # the waiter's loop is closed: nobody to wake
                loop.call_soon_threadsafe(_wake, future)

    def note_spent(self, bucket: str, mark: Mark, seconds: float, grace: float) -> None:
        """Remember that ``bucket``'s window, read after ``mark``, is spent for ``seconds`` (real time)."""
        if not mark.hearing:
            return
        state = self._current()
        with state.rung:
            if state.count(bucket) == mark.count:
                state.spent[bucket] = (mark.count, time.monotonic() + seconds, grace)

    def spent(self, bucket: str) -> tuple[Mark, float, float] | None:
        """Whether ``bucket``'s window is known spent without asking the store, and for how long.

        It is while the time noted is not over and nothing rang since it was read: a spent window
        opens at its reset, or by a give-back, which rings.
        """
        state = self._current()
        with state.rung:
            noted = state.spent.get(bucket)
            if noted is None:
                return None
            count, until, grace = noted
            left = until - time.monotonic()
            if state.count(bucket) != count or left <= 0:
                del state.spent[bucket]
                return None
        if self.notices is not None and not self.notices.hearing():
            return None
        return Mark(count, True), left, grace

    def wait(self, bucket: str, mark: Mark, seconds: float) -> bool:
        """Block until ``bucket`` is rung after ``mark`` (``True``), or ``seconds`` (real time) pass."""
        state = self._current()
        with state.rung:
            return state.rung.wait_for(lambda: state.count(bucket) > mark.count, max(seconds, 0.0))

    async def async_wait(self, bucket: str, mark: Mark, seconds: float) -> bool:
        """``wait`` for a task: the event loop runs on meanwhile."""
        state = self._current()
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        task = (loop, future)
        with state.rung:
            if state.count(bucket) > mark.count:
                return True
            state.tasks.setdefault(bucket, set()).add(task)
        try:
            await asyncio.wait({future}, timeout=max(seconds, 0.0))
            return future.done()
        finally:
            with state.rung:
                waiting = state.tasks.get(bucket)
                if waiting is not None:
                    waiting.discard(task)
                    if not waiting:
                        del state.tasks[bucket]

    def __reduce__(self) -> tuple[Any, ...]:
        # Locks and waiters belong to this process: a copy in another one starts afresh.
        return (Bell, (self.notices,))


def _wake(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)
