"""Time as the SDK sees it; tests and benchmarks swap in a clock that does not really sleep."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Protocol

from ._arguments import describe


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
