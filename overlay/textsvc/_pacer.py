"""Pacing: a request takes a slot of its rate-limit window before it is sent, and gives it back
with whatever its response announced, so that one client's callers never spend a 429 on a window
the server has announced.

Per window the pacer keeps what is left of it. ``remaining`` counts the requests in flight: a
response's ``RateLimit-Remaining`` is lowered by the requests still out, since the server may not
have counted them yet, and within a window whose reset is known the pacer only ever lowers its
count (an answer may be older than the last one read). Without a known reset the count follows
the latest answer. A window whose reset time has passed is unknown again: one request goes alone,
and its answer tells the new window's count; answers to requests sent in an earlier window are
about that window and are not read. A server that announces nothing is not paced.
"""

from __future__ import annotations

import threading

import attrs

from ._clock import Clock
from ._rate_headers import MAX_WAIT, RateLimit, capped_wait

__all__ = ["ANSWER_POLL", "Pacer", "Slot"]

ANSWER_POLL = 0.01
"""Seconds between looks while a window's count is awaited from a request in flight."""


@attrs.frozen
class Slot:
    """A request's place in its window, held from before it is sent until its answer is read."""

    bucket: str
    epoch: int
    """Which of the bucket's windows (as the pacer counts them) the request was sent in."""
    asks: bool = False
    """Sent alone into an unknown window, to learn its count."""


@attrs.define
class _Window:
    remaining: int | None = None
    """Requests that may still be sent in this window; ``None`` while unknown."""
    resets_at: float | None = None
    in_flight: int = 0
    epoch: int = 0
    asking: bool = False
    """A request is out to learn the count of this (unknown) window."""
    silent: bool = False
    """Answers came without rate-limit headers: nothing to pace against."""


class Pacer:
    """The windows of one client. Thread-safe; no await happens under its lock, so tasks share it."""

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._windows: dict[str, _Window] = {}

    def acquire(self, bucket: str) -> Slot | float:
        """A slot to send now, or the seconds to wait before asking again."""
        with self._lock:
            window = self._windows.get(bucket)
            if window is None:
                window = self._windows[bucket] = _Window()
            now = self._clock.now()
            if window.resets_at is not None and now >= window.resets_at:
                window.epoch += 1
                window.remaining = None
                window.resets_at = None
                window.asking = False
            asks = False
            if window.remaining is None:
                if not window.silent:
                    if window.asking:
                        return ANSWER_POLL  # the request out will tell this window's count
                    window.asking = asks = True
            elif window.remaining > 0:
                window.remaining -= 1
            elif window.resets_at is not None:
                return capped_wait(window.resets_at - now)
            elif window.in_flight > 0:
                return ANSWER_POLL
            # Spent with no reset known and nothing out: the server will say, with a Retry-After.
            window.in_flight += 1
            return Slot(bucket, window.epoch, asks)

    def release(self, slot: Slot, rate_limit: RateLimit | None, *, rejected: bool = False) -> None:
        """Give ``slot`` back with what its response announced (``None``: there was no response).

        ``rejected``: the response was a 429, so the window is spent whatever its headers say.
        """
        with self._lock:
            window = self._windows[slot.bucket]
            window.in_flight = max(window.in_flight - 1, 0)
            if slot.epoch != window.epoch:
                return  # an answer about a window that is over
            if slot.asks:
                window.asking = False
            if rate_limit is None:
                return
            now = self._clock.now()
            if rejected:
                window.silent = False
                window.remaining = 0
                wait = rate_limit.retry_after if rate_limit.retry_after is not None else rate_limit.reset
                if wait is not None:
                    window.resets_at = now + min(wait, MAX_WAIT)  # the server's latest word
                return
            if rate_limit.remaining is None:
                if window.remaining is None:
                    window.silent = True  # nothing announced to count against
                return
            window.silent = False
            # Requests still out may not be counted by the server yet.
            left = max(rate_limit.remaining - window.in_flight, 0)
            if window.remaining is None or window.resets_at is None:
                window.remaining = left  # no window known to hold older answers against
            else:
                window.remaining = min(window.remaining, left)
            if rate_limit.reset is not None:
                resets_at = now + min(rate_limit.reset, MAX_WAIT)
                # Within a window the later reset is the safe one: an answer may be older than the last.
                if window.resets_at is None or resets_at > window.resets_at:
                    window.resets_at = resets_at

    def in_flight(self, bucket: str) -> int:
        """Slots of ``bucket`` taken and not given back."""
        with self._lock:
            window = self._windows.get(bucket)
            return 0 if window is None else window.in_flight
