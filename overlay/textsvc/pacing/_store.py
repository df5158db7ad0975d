"""Where windows are kept, on whose clock, and how their waiters are woken.

A store only decides where windows live, how a change is made atomic (a lock, a SQLite
transaction, a Redis transaction) and how its rings reach other processes; the rules of a window
are the same everywhere (``_window``). ``InProcessPacing``, the default, keeps them in memory.

A caller told to wait (``Window.take``'s ``Wait``) marks its window's ``Bell`` before it asks the
store, and then waits until the bell rings after that mark, or its wait is over. A store rings its
bell after a give-back that may let waiters go (``Window.give_back`` says so); a store shared between
processes also carries the ring to the others (``Notices``: a datagram socket per process beside a
SQLite file, a Redis channel), where a listener thread rings their bells. So a waiter sleeps until
its window can change, and is woken by the change, rather than looking at the store again and
again. A waiter whose store cannot hear other processes (its listener is not running, or has not
started yet) looks again at the window's old pace, which hears every change too, only later.

Time is a ``Clock``: tests and benchmarks swap in one that does not really sleep.
"""

from __future__ import annotations

import abc
import asyncio
import contextlib
import os
import threading
import time
from collections.abc import Awaitable, Callable
from typing import Any, ClassVar, Protocol, TypeVar

import attrs

from .._arguments import describe
from ._window import DEFAULT_LEASE, RateLimit, Slot, Wait, Window

__all__ = [
    "Bell",
    "Change",
    "Clock",
    "InProcessPacing",
    "Mark",
    "Notices",
    "PacingStore",
    "SystemClock",
    "TimeSource",
]


class Clock(Protocol):
    def now(self) -> float:
        """Monotonic seconds."""
        ...

    def sleep(self, seconds: float) -> None: ...

    async def async_sleep(self, seconds: float) -> None: ...


class SystemClock:
    def now(self) -> float:
        return time.monotonic()

    def sleep(self, seconds: float) -> None:
        if seconds > 0:
            time.sleep(seconds)

    async def async_sleep(self, seconds: float) -> None:
        if seconds > 0:
            # Imported here: ``import textsvc`` need not load asyncio, and async callers have it loaded.
            import asyncio

            await asyncio.sleep(seconds)


def check_clock(name: str, clock: object, methods: tuple[str, ...] = ("now", "sleep", "async_sleep")) -> None:
    """Refuse an object without the clock's ``methods``, naming the argument (``TypeError``)."""
    if not all(callable(getattr(clock, method, None)) for method in methods):
        *others, last = [f"{method}()" for method in methods]
        wanted = f"{', '.join(others)} and {last} methods" if others else f"a {last} method"
        raise TypeError(f"{name} must have {wanted}, got {describe(clock)}")


def poll(clock: Clock, seconds: float, rest: Callable[[float], object] = time.sleep) -> None:
    """Wait ``seconds`` on ``clock`` for something that happens in real time (an answer in flight),
    and at least as long in real time: a sped-up or hand-moved clock must not spin. ``rest(s)``
    waits the real time left over (a caller woken by a change returns sooner)."""
    started = time.monotonic()
    clock.sleep(seconds)
    left = seconds - (time.monotonic() - started)
    if left > 0:
        rest(left)


async def async_poll(
    clock: Clock, seconds: float, rest: Callable[[float], Awaitable[object]] | None = None
) -> None:
    """``poll`` for ``AsyncClient``."""
    import asyncio  # as in SystemClock.async_sleep

    started = time.monotonic()
    await clock.async_sleep(seconds)
    left = seconds - (time.monotonic() - started)
    if left > 0:
        await (asyncio.sleep(left) if rest is None else rest(left))


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


R = TypeVar("R")

Change = Callable[[Window, float], R]
"""A change to one bucket's window, given the store's time; what it returns is the store's answer."""


class TimeSource(Protocol):
    def now(self) -> float:
        """Seconds on a clock every user of the store shares."""
        ...


class PacingStore(abc.ABC):
    """Where the rate-limit windows of one or more clients are kept.

    A client asks its store for a slot before each request and gives the slot back with what the
    response announced. ``address`` names the egress address the per-IP limit is counted per
    (default: the host of each client's ``base_url``); name it when several hosts leave through one
    NAT address, or when one host has several.
    """

    def __init__(self, *, address: str | None = None) -> None:
        if address is not None and not isinstance(address, str):
            raise TypeError(f"address must be a str or None, got {describe(address)}")
        if address is not None and not _is_address_name(address):
            raise ValueError(
                "address must be None or name the egress address in up to 255 visible characters "
                "(no spaces around it, no control characters)"
            )
        self.address = address
        self.bell = Bell()
        """Rung after a give-back that may let waiters go; a shared store's rings reach its other
        processes (a subclass gives its bell the ``Notices`` that carry them)."""

    leases_end: ClassVar[bool] = True
    """Whether a slot stops counting when its lease ends: a store shared between processes, any of
    which may die holding one. In one process the call that took a slot always gives it back."""

    def acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        """A slot of ``bucket``'s window to send a request now, or the seconds to wait first (a
        ``Wait``, which also says whether a give-back may end the wait sooner)."""
        lease = self._lease(lease_seconds)
        mark = self.bell.mark(bucket)
        taken = self._transact(bucket, lambda window, now: window.take(bucket, now, lease))
        self._noted(bucket, mark, taken)
        return taken

    def release(self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False) -> None:
        """Give ``slot`` back with what its response announced (``None``: there was no response)."""
        mark = self.bell.mark(slot.bucket)
        wakes, spent_for = self._transact(slot.bucket, _give_back(slot, announced, rejected))
        if wakes:
            self._ring(slot.bucket)
        else:
            self._note(slot.bucket, mark, spent_for)

    async def async_acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        """``acquire`` for ``AsyncClient``: never blocks the event loop on the store."""
        lease = self._lease(lease_seconds)
        mark = self.bell.mark(bucket)
        taken = await self._async_transact(bucket, lambda window, now: window.take(bucket, now, lease))
        self._noted(bucket, mark, taken)
        return taken

    async def async_release(self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False) -> None:
        """``release`` for ``AsyncClient``: never blocks the event loop on the store."""
        mark = self.bell.mark(slot.bucket)
        wakes, spent_for = await self._async_transact(slot.bucket, _give_back(slot, announced, rejected))
        if wakes:
            await self._async_ring(slot.bucket)
        else:
            self._note(slot.bucket, mark, spent_for)

    def _noted(self, bucket: str, mark: Mark, taken: Slot | float) -> None:
        if isinstance(taken, Wait) and taken.spent:
            self._note(bucket, mark, taken)

    def _note(self, bucket: str, mark: Mark, told: Wait | None) -> None:
        # A window read spent stays so until its reset or a ring: the next caller of this process is
        # told so without asking the store (``GuardedPacing.acquire``).
        if told is not None and self._keeps_real_time():
            self.bell.note_spent(bucket, mark, told.seconds, told.grace)

    def _keeps_real_time(self) -> bool:
        """Whether the store's seconds are real ones (a test's clock may run faster, or stand still)."""
        return False

    def _ring(self, bucket: str) -> None:
        """Wake the callers waiting on ``bucket``: this process's (a shared store: every process's)."""
        self.bell.ring(bucket)

    async def _async_ring(self, bucket: str) -> None:
        self._ring(bucket)

    def in_flight(self, bucket: str) -> int:
        """Slots of ``bucket`` taken, not given back, and not expired."""
        return self._transact(bucket, lambda window, now: window.in_flight(now))

    def _lease(self, lease_seconds: float) -> float | None:
        return lease_seconds if self.leases_end else None

    @abc.abstractmethod
    def _transact(self, bucket: str, change: Change[R]) -> R:
        """Apply ``change`` to ``bucket``'s window atomically, and keep the changed window."""

    @abc.abstractmethod
    async def _async_transact(self, bucket: str, change: Change[R]) -> R:
        """``_transact`` without blocking the event loop."""

    def __repr__(self) -> str:
        return f"<textsvc.pacing.{type(self).__name__}>"


def _give_back(slot: Slot, announced: RateLimit | None, rejected: bool) -> Change[tuple[bool, Wait | None]]:
    def change(window: Window, now: float) -> tuple[bool, Wait | None]:
        wakes = window.give_back(slot, announced, now, rejected=rejected)
        return wakes, None if wakes else window.told_spent(now)

    return change


def _is_address_name(address: object) -> bool:
    return (
        type(address) is str
        and 0 < len(address) <= 255
        and address == address.strip()
        and address.isprintable()
    )


class InProcessPacing(PacingStore):
    """Windows kept in memory, behind a lock: the default, one per client unless you share one.

    Pass one instance to several clients of one process to pace them together. No await happens
    under the lock, so threads and tasks share it. A slot counts until the call that took it gives
    it back, however the call ends: its lease never ends it early (a sped-up clock would).
    """

    leases_end = False

    def __init__(self, *, address: str | None = None, clock: TimeSource | None = None) -> None:
        super().__init__(address=address)
        if clock is not None:
            check_clock("clock", clock, ("now",))
        self._clock: TimeSource = clock or SystemClock()
        self._lock = threading.Lock()
        self._windows: dict[str, Window] = {}

    def _transact(self, bucket: str, change: Change[R]) -> R:
        with self._lock:
            window = self._windows.get(bucket)
            if window is None:
                window = self._windows[bucket] = Window()
            return change(window, self._clock.now())

    def _keeps_real_time(self) -> bool:
        return type(self._clock) is SystemClock

    async def _async_transact(self, bucket: str, change: Change[R]) -> R:
        return self._transact(bucket, change)  # memory only: nothing to wait for
