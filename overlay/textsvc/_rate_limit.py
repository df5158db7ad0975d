"""What a server announces of its rate-limit windows, read from a response's headers.

Announcements are read from the rate-limit headers (``RateLimit-*``, ``X-RateLimit-*``,
``Retry-After``); a value that is not a plain non-negative number is treated as absent: a header
can never break a call or make it wait forever. Retries, errors, responses and pacing all read them.
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

import attrs
import httpx

__all__ = ["MAX_WAIT", "NO_ANNOUNCEMENT", "RateLimit", "capped_wait", "retry_delay_from_headers"]


MAX_WAIT = 60.0
"""The longest the SDK waits on the word of a server (``Retry-After``, a window's reset, backoff)."""

# ``X-RateLimit-Reset`` has no unit in the document. We read it in the unit of its twin
# ``RateLimit-Reset`` (milliseconds), unless it reads as a Unix time in seconds (GitHub's convention).
_UNIX_TIME_RANGE = (1e9, 1e11)

_WANTED = (
    "ratelimit-limit",
    "ratelimit-remaining",
    "ratelimit-reset",
    "retry-after",
    "x-ratelimit-limit",
    "x-ratelimit-remaining",
    "x-ratelimit-reset",
)
_WANTED_RAW = {name.encode(): name for name in _WANTED}
_DECIMAL = re.compile(r"[0-9]{1,30}(?:\.[0-9]{1,30})?")
_WHOLE = re.compile(r"[0-9]{1,30}")


def capped_wait(seconds: float) -> float:
    """``seconds`` within ``[0, MAX_WAIT]``: infinity is the cap, NaN and negatives are no wait."""
    if not seconds > 0:  # also NaN
        return 0.0
    return min(seconds, MAX_WAIT)


def _wanted_pairs(headers: Mapping[str, str]) -> Iterator[tuple[str, str]]:
    if isinstance(headers, httpx.Headers):
        for raw_key, raw_value in headers.raw:
            name = _WANTED_RAW.get(raw_key.lower())
            if name is not None:
                yield name, raw_value.decode("latin-1")
        return
    for key, value in headers.items():
        if (name := key.lower()) in _WANTED_RAW.values():
            yield name, value


def _values(headers: Mapping[str, str]) -> dict[str, list[str]]:
    """Every value of each wanted header; a repeated or comma-joined header gives several."""
    found: dict[str, list[str]] = {}
    for name, value in _wanted_pairs(headers):
        found.setdefault(name, []).extend(part.strip() for part in value.split(","))
    return found


def _numbers(values: list[str] | None, pattern: re.Pattern[str]) -> list[float] | None:
    """The values as finite non-negative numbers, or ``None`` if any one is not such a number."""
    if not values:
        return None
    numbers = []
    for value in values:
        if not pattern.fullmatch(value):
            return None
        number = float(value)
        if not math.isfinite(number):
            return None
        numbers.append(number)
    return numbers


def _whole(found: dict[str, list[str]], *names: str) -> int | None:
    """The smallest whole number given under the first of ``names`` that reads."""
    for name in names:
        numbers = _numbers(found.get(name), _WHOLE)
        if numbers is not None:
            return int(min(numbers))
    return None


def _reset_seconds(found: dict[str, list[str]]) -> float | None:
    milliseconds = _numbers(found.get("ratelimit-reset"), _DECIMAL)
    if milliseconds is not None:
        return max(milliseconds) / 1000.0
    numbers = _numbers(found.get("x-ratelimit-reset"), _DECIMAL)
    if numbers is None:
        return None
    value = max(numbers)
    if _UNIX_TIME_RANGE[0] <= value <= _UNIX_TIME_RANGE[1]:
        return max(value - time.time(), 0.0)
    return value / 1000.0


def _retry_after_seconds(found: dict[str, list[str]]) -> float | None:
    values = found.get("retry-after")
    seconds = _numbers(values, _DECIMAL)
    if seconds is not None:
        return max(seconds)
    if not values:
        return None
    # An HTTP-date (RFC 9110, section 10.2.3): its commas were split above.
    try:
        moment = parsedate_to_datetime(", ".join(values))
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return max((moment - datetime.now(UTC)).total_seconds(), 0.0)


@attrs.frozen
class RateLimit:
    """The rate-limit headers of one response (``None`` where a header is absent or unreadable)."""

    limit: int | None
    remaining: int | None
    reset: float | None
    """Seconds until the window resets (``RateLimit-Reset`` is sent in milliseconds)."""
    retry_after: float | None
    """Seconds the service asked to wait (``Retry-After``: seconds or an HTTP-date)."""

    @property
    def announced(self) -> bool:
        """The response says anything about its window."""
        return self.limit is not None or self.remaining is not None or self.reset is not None

    @classmethod
    def from_headers(cls, headers: Mapping[str, str]) -> RateLimit:
        found = _values(headers)
        if not found:
            return NO_ANNOUNCEMENT
        return cls(
            limit=_whole(found, "ratelimit-limit", "x-ratelimit-limit"),
            remaining=_whole(found, "ratelimit-remaining", "x-ratelimit-remaining"),
            reset=_reset_seconds(found),
            retry_after=_retry_after_seconds(found),
        )


NO_ANNOUNCEMENT = RateLimit(limit=None, remaining=None, reset=None, retry_after=None)
"""Headers that say nothing of a window (or were not read)."""


def retry_delay_from_headers(headers: Mapping[str, str]) -> float | None:
    """How long the service asked us to wait: ``Retry-After``, else the window's reset."""
    rate_limit = RateLimit.from_headers(headers)
    if rate_limit.retry_after is not None:
        return rate_limit.retry_after
    return rate_limit.reset
