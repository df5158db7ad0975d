"""What a server announces of its rate-limit windows, and what a pacing store hands out: a slot.

A request reserves a slot of its window before it is sent (``Slot``): to go now, or at the start of
a later window (``Slot.delay``). The rules of a window are in ``_rules``.

Announcements are read from the rate-limit headers (``RateLimit-*``, ``X-RateLimit-*``,
``Retry-After``); a value that is not a plain non-negative number is treated as absent: a header
can never break a call or make it wait forever.
"""

from __future__ import annotations

import math
import os
import re
import time
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

import attrs
import httpx

__all__ = ["DEFAULT_LEASE", "MAX_WAIT", "RateLimit", "Slot", "Wait", "announced_by", "capped_wait"]


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
            return _NOTHING
        return cls(
            limit=_whole(found, "ratelimit-limit", "x-ratelimit-limit"),
            remaining=_whole(found, "ratelimit-remaining", "x-ratelimit-remaining"),
            reset=_reset_seconds(found),
            retry_after=_retry_after_seconds(found),
        )


_NOTHING = RateLimit(limit=None, remaining=None, reset=None, retry_after=None)


def retry_delay_from_headers(headers: Mapping[str, str]) -> float | None:
    """How long the service asked us to wait: ``Retry-After``, else the window's reset."""
    rate_limit = RateLimit.from_headers(headers)
    if rate_limit.retry_after is not None:
        return rate_limit.retry_after
    return rate_limit.reset


DEFAULT_LEASE = 120.0
"""Seconds a slot is held at most when its request has no timeout."""
LEASE_MARGIN = 1.0
"""Seconds a slot outlives its request's timeout: the request is surely over by then."""


@attrs.frozen
class Slot:
    """A request's reservation in its window: it may be sent ``delay`` seconds after it was taken."""

    bucket: str
    epoch: int
    """Which of the bucket's windows (as the store counts them) the request is to be sent in."""
    lease: str
    """The reservation's name (a request sent alone into an unknown window holds it as a lease)."""
    asks: bool = False
    """Sent alone into an unknown window, to learn its count: its answer goes back to the store."""
    local: bool = False
    """Taken from a store's in-process fallback (a shared store that could not be reached)."""
    taken_at: float = -math.inf
    """The store's time when the slot was taken."""
    delay: float = 0.0
    """Seconds from the take until the request may go: 0, or the start of a later window."""
    confirms: bool = False
    """The first slot of a later window: its answer tells the store that window's count and end."""
    place: int = 0
    """The window's count of places handed out once this one was."""

    @property
    def tells(self) -> bool:
        """Whether the store must read this slot's answer (the others' answers change nothing)."""
        return self.asks or self.confirms


@attrs.frozen
class Wait:
    """A pause the pacing asks of a call: ``seconds`` until its slot may go (``spent``: its window
    is spent until then, worth a log line), or until it may ask for a slot again."""

    seconds: float
    spent: bool = False


def announced_by(status: int, rate_limit: RateLimit) -> RateLimit | None:
    """What an answer with ``status`` and these headers tells its window (``None``: nothing).

    An error that announces no count may come from a proxy, a gateway or a load balancer, while the
    service may still have counted the request: it is no answer, so its slot stays spent and an
    unknown window stays unknown (the next request goes alone). A 429 is heeded whoever sent it.
    """
    if rate_limit.remaining is not None or status == 429 or 200 <= status < 300:
        return rate_limit
    return None


def new_lease() -> str:
    return os.urandom(8).hex()
