"""A scripted server that enforces a fixed rate-limit window, for counting the 429s a client spends."""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable

from tests.hostile import Exchange, envelope

LINK_TAG = {"id": 3, "tag": "promo", "created": "2026-01-01T00:00:00Z"}


class FixedWindow:
    """Allows ``limit`` requests per ``seconds``; announces the window on every answer.

    ``headers``: ``"ratelimit"`` (``RateLimit-*``), ``"x"`` (only ``X-RateLimit-*``, as the document's
    429 shows) or ``"none"`` (announces nothing, and enforces nothing).
    ``answer_delay``: seconds each answer takes, so that requests overlap.
    ``clock``: the time windows are counted in (share a sped-up one with the client); answers
    still take ``answer_delay`` real seconds.
    ``reorder``: seconds each answer takes besides, per request its window had left once it was
    counted: requests counted together are answered latest first, the order that tests whether a
    client subtracts each request once. ``per_window``: requests served in each window, in order.
    """

    def __init__(
        self,
        limit: int,
        seconds: float,
        *,
        headers: str = "ratelimit",
        answer_delay: float = 0.0,
        clock: Callable[[], float] = time.monotonic,
        reorder: float = 0.0,
    ) -> None:
        self.limit = limit
        self.reorder = reorder
        self.per_window = [0]
        self.seconds = seconds
        self.headers = headers
        self.answer_delay = answer_delay
        self.served = 0
        self.rejected = 0
        self.active = 0
        self.most_active = 0
        self._lock = threading.Lock()
        self._clock = clock
        self._started = clock()
        self._used = 0
        self._opened = self._started
        self.events: list[str] = []
        """Each request as ``+seconds since opened: window N, outcome, remaining``: for failure messages."""

    def _window_headers(self, remaining: int, reset: float) -> dict[str, str]:
        reset_ms = str(math.ceil(reset * 1000))
        if self.headers == "none":
            return {}
        prefix = "X-RateLimit" if self.headers == "x" else "RateLimit"
        return {
            f"{prefix}-Limit": str(self.limit),
            f"{prefix}-Remaining": str(remaining),
            f"{prefix}-Reset": reset_ms,
        }

    def __call__(self, exchange: Exchange) -> None:
        with self._lock:
            now = self._clock()
            if now - self._started >= self.seconds:
                self._started, self._used = now, 0
                self.per_window.append(0)
            reset = self._started + self.seconds - now
            allowed = self.headers == "none" or self._used < self.limit
            if allowed:
                self._used += 1
                self.served += 1
                self.per_window[-1] += 1
            else:
                self.rejected += 1
            remaining = max(self.limit - self._used, 0)
            outcome = "served" if allowed else "REFUSED"
            self.events.append(
                f"+{now - self._opened:.4f}: window {len(self.per_window)}, {outcome}, {remaining} left,"
                f" reset {reset:.4f}"
            )
            self.active += 1
            self.most_active = max(self.most_active, self.active)
        try:
            delay = self.answer_delay + self.reorder * remaining
            if delay:
                time.sleep(delay)
            headers = self._window_headers(remaining, reset)
            if allowed:
                exchange.respond(200, json=envelope(LINK_TAG), headers=headers)
            else:
                body = {
                    "httpCode": 429,
                    "message": "Too many requests",
                    "type": "rate_limit_error",
                    "name": "SvcRateLimitError",
                }
                exchange.respond(429, json=body, headers=headers)
        finally:
            with self._lock:
                self.active -= 1


class HeldAnswers:
    """Counts each request at once against one window of ``limit`` that resets in ``reset`` seconds,
    and holds its answer until the test lets it go: answers are read in the order the test says.

    ``wait_for(n)``: block until ``n`` requests were counted; ``answer(i)``: let the ``i``-th request
    counted (from 0) have its answer, which announces what was left once it was counted.
    """

    def __init__(self, limit: int, *, reset: float = 60.0, within: float = 10.0) -> None:
        self.limit = limit
        self.reset = reset
        self._within = within
        self._counted = threading.Condition()
        self._released: list[threading.Event] = []

    def __call__(self, exchange: Exchange) -> None:
        with self._counted:
            remaining = self.limit - len(self._released) - 1
            released = threading.Event()
            self._released.append(released)
            self._counted.notify_all()
        released.wait(self._within)
        headers = {
            "RateLimit-Limit": str(self.limit),
            "RateLimit-Remaining": str(max(remaining, 0)),
            "RateLimit-Reset": str(math.ceil(self.reset * 1000)),
        }
        if remaining >= 0:
            exchange.respond(200, json=envelope(LINK_TAG), headers=headers)
        else:
            exchange.respond(429, json={"message": "Too many requests"}, headers=headers)

    @property
    def counted(self) -> int:
        with self._counted:
            return len(self._released)

    def wait_for(self, count: int) -> None:
        with self._counted:
            if not self._counted.wait_for(lambda: len(self._released) >= count, self._within):
                raise AssertionError(f"{count} requests were not counted within {self._within} s")

    def answer(self, index: int) -> None:
        with self._counted:
            self._released[index].set()

    def answer_all(self) -> None:
        with self._counted:
            for released in self._released:
                released.set()
