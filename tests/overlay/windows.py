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
    """

    def __init__(
        self,
        limit: int,
        seconds: float,
        *,
        headers: str = "ratelimit",
        answer_delay: float = 0.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limit = limit
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
            reset = self._started + self.seconds - now
            allowed = self.headers == "none" or self._used < self.limit
            if allowed:
                self._used += 1
                self.served += 1
            else:
                self.rejected += 1
            remaining = max(self.limit - self._used, 0)
            self.active += 1
            self.most_active = max(self.most_active, self.active)
        try:
            if self.answer_delay:
                time.sleep(self.answer_delay)
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
