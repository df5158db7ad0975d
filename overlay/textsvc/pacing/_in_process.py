"""Pacing shared by the threads and tasks of one process."""

from __future__ import annotations

import threading
from typing import TypeVar

from .._clock import SystemClock, check_clock
from .._pacer import Window
from ._store import Change, PacingStore, TimeSource

__all__ = ["InProcessPacing"]

R = TypeVar("R")


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
