"""Rate-limit headers, and pacing so that a spent window is waited out instead of spent on a 429."""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

import attrs
import httpx

from ._clock import Clock

__all__ = ["RateLimit", "bucket_of", "retry_delay_from_headers"]


_WANTED = frozenset(
    {
        "ratelimit-limit",
        "ratelimit-remaining",
        "ratelimit-reset",
        "retry-after",
        "x-ratelimit-limit",
        "x-ratelimit-remaining",
    }
)
# Header name as sent (lowercased bytes) -> name in the parsed map.
_WANTED_RAW = {name.encode(): name for name in _WANTED}


def _wanted_pairs(headers: Mapping[str, str]) -> Iterator[tuple[str, str]]:
    if isinstance(headers, httpx.Headers):
        # Read on every response: decode only these few (``items()`` decodes every header).
        for raw_key, raw_value in headers.raw:
            name = _WANTED_RAW.get(raw_key.lower())
            if name is not None:
                yield name, raw_value.decode("latin-1")
        return
    for key, value in headers.items():
        if (name := key.lower()) in _WANTED:
            yield name, value


def _rate_headers(headers: Mapping[str, str]) -> dict[str, str]:
    """The rate-limit headers by lowercase name; a repeated one's values joined by ", " as httpx does."""
    found: dict[str, str] = {}
    for name, value in _wanted_pairs(headers):
        found[name] = f"{found[name]}, {value}" if name in found else value
    return found


def _number(found: Mapping[str, str], name: str) -> float | None:
    value = found.get(name)
    if value is None:
        return None
    try:
        return float(value)
    except ValueError:
        return None


def _retry_after_seconds(found: Mapping[str, str]) -> float | None:
    seconds = _number(found, "retry-after")
    if seconds is not None:
        return max(seconds, 0.0)
    value = found.get("retry-after")
    if not value:
        return None
    try:  # Retry-After may also be an HTTP date.
        moment = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    return max((moment - datetime.now(UTC)).total_seconds(), 0.0)


@attrs.frozen
class RateLimit:
    """The rate-limit headers of one response (``None`` where a header is absent or unreadable)."""

    limit: int | None
    remaining: int | None
    reset: float | None
    """Seconds until the window resets (``RateLimit-Reset`` is sent in milliseconds)."""
    retry_after: float | None
    """Seconds the service asked to wait (``Retry-After``)."""

    @classmethod
    def from_headers(cls, headers: Mapping[str, str]) -> RateLimit:
        found = _rate_headers(headers)
        limit = _number(found, "ratelimit-limit")
        if limit is None:
            limit = _number(found, "x-ratelimit-limit")
        remaining = _number(found, "ratelimit-remaining")
        if remaining is None:
            remaining = _number(found, "x-ratelimit-remaining")
        reset_ms = _number(found, "ratelimit-reset")
        return cls(
            limit=None if limit is None else int(limit),
            remaining=None if remaining is None else int(remaining),
            reset=None if reset_ms is None else max(reset_ms, 0.0) / 1000.0,
            retry_after=_retry_after_seconds(found),
        )


def retry_delay_from_headers(headers: Mapping[str, str]) -> float | None:
    """How long the service asked us to wait: ``Retry-After`` seconds, else ``RateLimit-Reset``."""
    rate_limit = RateLimit.from_headers(headers)
    if rate_limit.retry_after is not None:
        return rate_limit.retry_after
    return rate_limit.reset


# The service counts these endpoints against limits of their own; everything else shares one window.
_SPECIAL_BUCKETS = {
    ("GET", "/analytics/delivery"): "analytics",
    ("GET", "/subscribers"): "subscribers",
    ("POST", "/send"): "send",
}


def bucket_of(method: str, path: str) -> str:
    """The rate-limit window a request counts against."""
    method = method.upper()
    if method == "POST" and path.startswith("/groups/") and path.endswith(("/bulk-create", "/bulk-delete")):
        return "bulk-groups"
    return _SPECIAL_BUCKETS.get((method, path.rstrip("/")), "general")


@attrs.define
class _Window:
    limit: int | None = None
    remaining: int | None = None
    resets_at: float | None = None
    in_flight: int = 0


class Pacer:
    """Per-window request accounting shared by every request of one client.

    Thread-safe; the async client uses it too because no await happens under the lock.
    """

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._windows: dict[str, _Window] = {}

    def _window(self, bucket: str) -> _Window:
        window = self._windows.get(bucket)
        if window is None:
            window = self._windows[bucket] = _Window()
        return window

    def reserve(self, bucket: str) -> float:
        """Take a request from the window: 0 when it may go now, else the seconds to wait first."""
        with self._lock:
            window = self._window(bucket)
            now = self._clock.now()
            if window.resets_at is not None and now >= window.resets_at:
                window.remaining = window.limit
                window.resets_at = None
            # Spent with no known reset time: go, and let the service answer.
            if window.remaining is not None and window.remaining <= 0 and window.resets_at is not None:
                return window.resets_at - now
            if window.remaining is not None:
                window.remaining -= 1
            window.in_flight += 1
            return 0.0

    def observe(self, bucket: str, rate_limit: RateLimit | None) -> None:
        """Settle a reserved request with the headers of its response (``None``: no response)."""
        with self._lock:
            window = self._window(bucket)
            window.in_flight = max(window.in_flight - 1, 0)
            if rate_limit is None:
                return
            if rate_limit.limit is not None:
                window.limit = rate_limit.limit
            if rate_limit.remaining is not None:
                # Requests still in flight were counted by us but not yet by the service.
                window.remaining = max(rate_limit.remaining - window.in_flight, 0)
            if rate_limit.reset is not None:
                window.resets_at = self._clock.now() + rate_limit.reset
