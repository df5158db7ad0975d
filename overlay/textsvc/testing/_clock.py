"""Clocks for the fake: real, sped up, or moved by hand, so tests cover a full window in no time.

Each is a ``textsvc`` clock (``textsvc._clock.Clock``), so it also serves as the SDK's clock
(``textsvc.Client(clock=...)``): share one between the fake and a client and both see the same time.
"""

from __future__ import annotations

import asyncio
import threading
import time

from .._arguments import number
from .._clock import SystemClock

RealClock = SystemClock
"""Real time: the SDK's own clock."""


class ScaledClock:
    """Runs ``factor`` times faster than real time (a 60 s window passes in 60/factor s)."""

    def __init__(self, factor: float) -> None:
        if number("factor", factor) <= 0:
            raise ValueError(f"factor must be more than 0, got {factor}")
        self.factor = factor
        self._origin = time.monotonic()

    def now(self) -> float:
        return (time.monotonic() - self._origin) * self.factor

    def sleep(self, seconds: float) -> None:
        if seconds > 0:
            time.sleep(seconds / self.factor)

    async def async_sleep(self, seconds: float) -> None:
        if seconds > 0:
            await asyncio.sleep(seconds / self.factor)


class ManualClock:
    """Stands still until ``advance()`` is called."""

    def __init__(self, start: float = 0.0) -> None:
        self._now = number("start", start)
        self._lock = threading.Lock()

    def now(self) -> float:
        with self._lock:
            return self._now

    def advance(self, seconds: float) -> None:
        number("seconds", seconds)
        with self._lock:
            self._now += seconds

    def sleep(self, seconds: float) -> None:
        """Sleeping moves the clock; nothing really waits."""
        self.advance(max(seconds, 0.0))

    async def async_sleep(self, seconds: float) -> None:
        self.advance(max(seconds, 0.0))
        # Still a suspension point: a task that polls in a loop must let the others run.
        await asyncio.sleep(0)
