"""The clock a client waits on (retries, pacing) and the one the fake keeps its windows by.

Tests and benchmarks give one that does not really sleep (``textsvc.testing.ManualClock``), to the
same code.
"""

from __future__ import annotations

import time
from typing import Protocol

from ._arguments import describe

__all__ = ["Clock", "SystemClock", "TimeSource", "check_clock"]


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
    now = staticmethod(time.monotonic)

    def sleep(self, seconds: float) -> None:
        if seconds > 0:
            time.sleep(seconds)

    async def async_sleep(self, seconds: float) -> None:
        if seconds > 0:
            # Imported here: ``import textsvc`` need not load asyncio, and async callers have it loaded.
            import asyncio

            await asyncio.sleep(seconds)


def check_clock(name: str, clock: object, methods: tuple[str, ...] = ("now", "sleep", "async_sleep")) -> None:
    """Refuse an object without the clock's ``methods``, naming the argument (``TypeError``); a class
    is no clock, even one whose methods are static (``SystemClock.now``): its ``sleep`` would fail
    in the middle of a call."""
    if isinstance(clock, type):
        raise TypeError(f"{name} must be a clock, not the class {clock.__name__}: pass {clock.__name__}()")
    if not all(callable(getattr(clock, method, None)) for method in methods):
        *others, last = [f"{method}()" for method in methods]
        wanted = f"{', '.join(others)} and {last} methods" if others else f"a {last} method"
        raise TypeError(f"{name} must have {wanted}, got {describe(clock)}")
