"""The document's rate limits, as fixed windows, with the headers every response carries.

With the limits off no header is sent at all: a client must not pace itself against limits nobody
enforces.
"""

from __future__ import annotations

import math
import threading
from typing import Protocol

import attrs

from ._errors import FakeError


class Clock(Protocol):
    def now(self) -> float: ...


@attrs.frozen
class Limit:
    requests: int
    seconds: float


# From the Limits table of the service document.
LIMITS = {
    "general": Limit(30, 60.0),
    "analytics": Limit(5, 60.0),
    "subscribers": Limit(15, 15.0),
    "send": Limit(25, 15.0),
    "bulk-groups": Limit(5, 15.0),
}


def bucket_of(method: str, path: str) -> str:
    if method == "POST" and path.startswith("/groups/") and path.endswith(("/bulk-create", "/bulk-delete")):
        return "bulk-groups"
    special = {
        ("GET", "/analytics/delivery"): "analytics",
        ("GET", "/subscribers"): "subscribers",
        ("POST", "/send"): "send",
    }
    return special.get((method, path), "general")


@attrs.define
class _Window:
    started: float
    used: int = 0


class RateLimiter:
    def __init__(self, clock: Clock, *, enabled: bool = True) -> None:
        self.clock = clock
        self.enabled = enabled
        self._windows: dict[str, _Window] = {}
        self._lock = threading.Lock()
        self.spent_windows: list[tuple[str, float, float]] = []
        """(bucket, window start, moment its last request was taken), for measuring pacing."""

    def take(self, bucket: str) -> dict[str, str]:
        """Count a request; the rate-limit headers for its response (none with limits off).

        Raises 429 when the window is spent.
        """
        if not self.enabled:
            return {}
        limit = LIMITS[bucket]
        with self._lock:
            now = self.clock.now()
            window = self._windows.get(bucket)
            if window is None or now - window.started >= limit.seconds:
                window = self._windows[bucket] = _Window(started=now)
            reset = max(window.started + limit.seconds - now, 0.0)
            exceeded = window.used >= limit.requests
            if not exceeded:
                window.used += 1
                if window.used == limit.requests:
                    self.spent_windows.append((bucket, window.started, now))
            remaining = max(limit.requests - window.used, 0)
        reset_ms = str(math.ceil(reset * 1000))
        headers = {
            "RateLimit-Limit": str(limit.requests),
            "RateLimit-Remaining": str(remaining),
            "RateLimit-Reset": reset_ms,
            "X-RateLimit-Limit": str(limit.requests),
            "X-RateLimit-Remaining": str(remaining),
            "X-RateLimit-Reset": reset_ms,
        }
        if exceeded:
            raise RateLimitExceededError(headers, retry_after=max(math.ceil(reset), 1))
        return headers

    def reset(self) -> None:
        with self._lock:
            self._windows.clear()
            self.spent_windows.clear()


class RateLimitExceededError(FakeError):
    def __init__(self, headers: dict[str, str], *, retry_after: int) -> None:
        super().__init__(429, "rate_limit_error", "Too many requests, please try again later.")
        self.headers.update(headers, **{"Retry-After": str(retry_after)})
