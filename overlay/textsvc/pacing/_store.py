"""Where windows are kept, and on whose clock.

A store only decides where windows live and how a change to one is made atomic (a lock, a SQLite
transaction, a Redis script); the rules of a window are the same everywhere (``_rules``), and each
take or give-back is one change. ``InProcessPacing``, the default, keeps windows in memory.

Time is a ``Clock``: tests and benchmarks give one that does not really sleep, to the same code.
"""

from __future__ import annotations

import abc
import math
import threading
import time
from collections.abc import Callable
from typing import ClassVar, Protocol, TypeVar

from .._arguments import describe
from ._rules import Window
from ._window import DEFAULT_LEASE, RateLimit, Slot, new_lease

__all__ = ["Change", "Clock", "InProcessPacing", "PacingStore", "SystemClock", "TimeSource", "check_clock"]


class TimeSource(Protocol):
    def now(self) -> float:
        """Seconds on a clock every user of the store shares."""
        ...


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


R = TypeVar("R")

Change = Callable[[Window, float], R]
"""A change to one bucket's window, given the store's time; what it returns is the store's answer."""


class PacingStore(abc.ABC):
    """Where the rate-limit windows of one or more clients are kept.

    A client takes a slot before each request (to send now, or after the ``delay`` it says) and
    gives the answer back when it tells the window something. ``address`` names the egress address
    the per-IP limit is counted per (default: the host of each client's ``base_url``); name it when
    several hosts leave through one NAT address, or when one host has several.
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

    leases_end: ClassVar[bool] = True
    """Whether the lease of a request out to learn a window ends: in a store shared between
    processes, any of which may die holding one. In one process the call always gives it back."""

    def acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        """A slot of ``bucket``'s window (to send now, or after its ``delay``), or the seconds to
        wait before asking again (while the request out to learn an unknown window is unanswered)."""
        return self._change(bucket, self._take(bucket, new_lease(), lease_seconds))

    async def async_acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        """``acquire`` for ``AsyncClient``: never blocks the event loop on the store."""
        return await self._async_change(bucket, self._take(bucket, new_lease(), lease_seconds))

    def release(
        self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False, sent: bool = True
    ) -> None:
        """Give ``slot`` back with what its response announced (``None``: there was no response).

        ``sent=False``: the request never went out, and its place is given back. Only answers that
        tell the window something reach the store (``Slot.tells``, a 429): the others were counted
        when their slots were taken.
        """
        if self._tells(slot, rejected, sent):
            self._change(slot.bucket, _answer(slot, announced, rejected, sent))

    async def async_release(
        self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False, sent: bool = True
    ) -> None:
        """``release`` for ``AsyncClient``: never blocks the event loop on the store."""
        if self._tells(slot, rejected, sent):
            await self._async_change(slot.bucket, _answer(slot, announced, rejected, sent))

    @staticmethod
    def _tells(slot: Slot, rejected: bool, sent: bool) -> bool:
        return slot.tells or rejected or not sent

    def in_flight(self, bucket: str) -> int:
        """Slots of ``bucket`` reserved in later windows, and a request out to learn an unknown one."""
        return self._change(bucket, lambda window, now: window.ahead(now))

    def _take(self, bucket: str, lease: str, lease_seconds: float) -> Change[Slot | float]:
        seconds = lease_seconds if self.leases_end else math.inf

        def take(window: Window, now: float) -> Slot | float:
            taken = window.take(now, lease, seconds)
            if isinstance(taken, float):
                return taken
            epoch, asks, delay, confirms, place = taken
            return Slot(bucket, epoch, lease, asks, taken_at=now, delay=delay, confirms=confirms, place=place)

        return take

    @abc.abstractmethod
    def _change(self, bucket: str, change: Change[R]) -> R:
        """Apply ``change`` to ``bucket``'s window atomically, and keep the changed window."""

    @abc.abstractmethod
    async def _async_change(self, bucket: str, change: Change[R]) -> R:
        """``_change`` without blocking the event loop."""

    def __repr__(self) -> str:
        return f"<textsvc.pacing.{type(self).__name__}>"


def _answer(slot: Slot, announced: RateLimit | None, rejected: bool, sent: bool) -> Change[None]:
    def change(window: Window, now: float) -> None:
        window.answer(
            slot.epoch,
            slot.lease,
            announced,
            now,
            rejected=rejected,
            sent=sent,
            sent_at=_sent_at(slot),
            opened=slot.delay > 0,
            place=slot.place,
        )

    return change


def _sent_at(slot: Slot) -> float | None:
    """When ``slot``'s request went out, on the store's clock (``None``: not known)."""
    sent_at = slot.taken_at + slot.delay
    return sent_at if math.isfinite(sent_at) else None


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
    under the lock, so threads and tasks share it. A request out to learn a window holds it until
    its call ends, however long: its lease never ends it early (a sped-up clock would).
    """

    leases_end = False

    def __init__(self, *, address: str | None = None, clock: TimeSource | None = None) -> None:
        super().__init__(address=address)
        if clock is not None:
            check_clock("clock", clock, ("now",))
        self._clock: TimeSource = clock or SystemClock()
        self._lock = threading.Lock()
        self._windows: dict[str, Window] = {}

    def _change(self, bucket: str, change: Change[R]) -> R:
        with self._lock:
            window = self._windows.get(bucket)
            if window is None:
                window = self._windows[bucket] = Window()
            return change(window, self._clock.now())

    async def _async_change(self, bucket: str, change: Change[R]) -> R:
        return self._change(bucket, change)  # memory only: nothing to wait for
