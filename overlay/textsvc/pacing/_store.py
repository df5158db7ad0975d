"""What every pacing store does: keep each bucket's window, change it atomically, and wake waiters.

A store only decides where windows live, how a change is made atomic (a lock, a SQLite
transaction, a Redis transaction) and how its rings reach other processes; the rules of a window
are the same everywhere (``_pacer``), and so is the bell its waiters sleep on (``_bell``).
"""

from __future__ import annotations

import abc
from collections.abc import Callable
from typing import ClassVar, Protocol, TypeVar

from .._arguments import describe
from .._pacer import DEFAULT_LEASE, Slot, Wait, Window
from .._rate_headers import RateLimit
from ._bell import Bell, Mark

__all__ = ["Change", "PacingStore", "TimeSource"]

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
        self._bell = Bell()
        """Rung after a give-back that may let waiters go; a shared store's rings reach its other
        processes (a subclass gives its bell the ``Notices`` that carry them)."""

    leases_end: ClassVar[bool] = True
    """Whether a slot stops counting when its lease ends: a store shared between processes, any of
    which may die holding one. In one process the call that took a slot always gives it back."""

    def acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        """A slot of ``bucket``'s window to send a request now, or the seconds to wait first (a
        ``Wait``, which also says whether a give-back may end the wait sooner)."""
        lease = self._lease(lease_seconds)
        mark = self._bell.mark(bucket)
        taken = self._transact(bucket, lambda window, now: window.take(bucket, now, lease))
        self._noted(bucket, mark, taken)
        return taken

    def release(self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False) -> None:
        """Give ``slot`` back with what its response announced (``None``: there was no response)."""
        mark = self._bell.mark(slot.bucket)
        wakes, spent_for = self._transact(slot.bucket, _give_back(slot, announced, rejected))
        if wakes:
            self._ring(slot.bucket)
        else:
            self._note(slot.bucket, mark, spent_for)

    async def async_acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        """``acquire`` for ``AsyncClient``: never blocks the event loop on the store."""
        lease = self._lease(lease_seconds)
        mark = self._bell.mark(bucket)
        taken = await self._async_transact(bucket, lambda window, now: window.take(bucket, now, lease))
        self._noted(bucket, mark, taken)
        return taken

    async def async_release(self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False) -> None:
        """``release`` for ``AsyncClient``: never blocks the event loop on the store."""
        mark = self._bell.mark(slot.bucket)
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
            self._bell.note_spent(bucket, mark, told.seconds, told.grace)

    def _keeps_real_time(self) -> bool:
        """Whether the store's seconds are real ones (a test's clock may run faster, or stand still)."""
        return False

    def _ring(self, bucket: str) -> None:
        """Wake the callers waiting on ``bucket``: this process's (a shared store: every process's)."""
        self._bell.ring(bucket)

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
