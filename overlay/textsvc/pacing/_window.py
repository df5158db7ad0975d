"""The rules of pacing one rate-limit window, whichever store keeps it.

A request takes a slot before it is sent and gives it back with what its answer announced, so that
callers never spend a 429 on a window the server has announced. ``remaining`` counts the requests
in flight; each request is subtracted once, in whatever order answers are read; a request given up
without an answer stays spent; a window whose reset has passed is unknown again, and one request
goes alone. docs/retries-and-pacing.md ("Pacing") gives the rules whole: answers out of order,
turns, errors that announce nothing. In a store shared between processes a slot is a lease that
expires; in one process the call that took a slot gives it back however it ends.

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
from typing import cast

import attrs
import httpx

__all__ = ["DEFAULT_LEASE", "MAX_WAIT", "RateLimit", "Slot", "Wait", "Window", "announced_by", "capped_wait"]


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


ANSWER_POLL = 0.01
"""Seconds between looks while a window's count is awaited from a request in flight."""
ROOM_POLL = 0.05
"""Seconds between looks at a spent window while answers are out that may give room back."""
TURN_GRACE = 0.05
"""Seconds past a spent window's reset that the callers told of it after the first wait, if they
hear of answers: the first one asks the turned window, and its answer wakes them (asking at once,
they would only be told that a request is out)."""

DEFAULT_LEASE = 120.0
"""Seconds a slot is held at most when its request has no timeout."""
LEASE_MARGIN = 1.0
"""Seconds a slot outlives its request's timeout: the request is surely over by then."""
LONGEST_LEASE = DEFAULT_LEASE + LEASE_MARGIN


class Wait(float):
    """The seconds to wait before asking again (a ``float``: what ``PacingStore.acquire`` answers),
    and how to wait them.

    ``seconds``: until the window can change with time alone (its reset, a lease's end), capped.
    ``look``: ``None`` when nothing but time can change it; else the answer of another caller may
    let this one go sooner, and a caller that cannot hear of answers looks again after ``look`` (the
    float's value). ``spent``: the window is spent until it resets (a long wait is worth a log line).
    ``grace``: seconds more that a caller hearing of answers waits, for the answer that tells the
    next window's count (``TURN_GRACE``).
    """

    seconds: float
    look: float | None
    spent: bool
    grace: float
    ticket: object
    """How the caller hears of a change (set by the client's pacing, ``GuardedPacing``)."""

    def __new__(
        cls,
        seconds: float,
        look: float | None = None,
        *,
        spent: bool = False,
        grace: float = 0.0,
        ticket: object = None,
    ) -> Wait:
        wait = super().__new__(cls, seconds if look is None else look)
        wait.seconds, wait.look, wait.spent, wait.grace, wait.ticket = seconds, look, spent, grace, ticket
        return wait

    @classmethod
    def of(cls, seconds: float) -> Wait:
        """The wait a store that says only ``seconds`` means (one of the user's making)."""
        if isinstance(seconds, Wait):
            return seconds
        return cls(seconds, seconds if seconds <= ROOM_POLL else None, spent=seconds > ROOM_POLL)

    def with_ticket(self, ticket: object) -> Wait:
        return Wait(self.seconds, self.look, spent=self.spent, grace=self.grace, ticket=ticket)

    def __repr__(self) -> str:
        return f"Wait({self.seconds!r}, look={self.look!r}, spent={self.spent!r}, grace={self.grace!r})"


@attrs.frozen
class Slot:
    """A request's place in its window, held from before it is sent until its answer is read."""

    bucket: str
    epoch: int
    """Which of the bucket's windows (as the store counts them) the request was sent in."""
    lease: str
    """The slot's name in its window's leases."""
    asks: bool = False
    """Sent alone into an unknown window, to learn its count."""
    local: bool = False
    """Taken from a store's in-process fallback (a shared store that could not be reached)."""
    taken_at: float = -math.inf
    """The store's time when the slot was taken."""


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


@attrs.define
class Window:
    """One bucket's window, as a store keeps it between a take and a give-back."""

    remaining: int | None = None
    """Requests that may still be sent in this window; ``None`` while unknown. Below 0 when more
    requests are out than the freshest count left room for: those that turn out to have been
    counted before it give their slot back."""
    resets_at: float | None = None
    epoch: int = 0
    lowest_announced: int | None = None
    """The least ``RateLimit-Remaining`` announced in this window: the server's freshest count."""
    asker: str | None = None
    """The lease of the request out to learn the count of this (unknown) window."""
    unanswered: int = 0
    """Slots of this window given back without an answer: the server may have counted them after
    any answer still to be read, so every later answer of the window is lowered by them (without a
    known reset, only the next one)."""
    silent: bool = False
    """Answers came without rate-limit headers: nothing to pace against."""
    waking: bool = False
    """A caller was told to wait for this spent window's reset, and will ask once it turns: the
    others told of it wait for that answer (``TURN_GRACE``)."""
    leases: dict[str, float] = attrs.Factory(dict)
    """Slots taken and not given back: lease name to the moment it expires."""
    ended_at: float | None = None
    """When the window before this one reset, as this store read it."""

    def in_flight(self, now: float) -> int:
        self._expire(now)
        return len(self.leases)

    def take(self, bucket: str, now: float, lease_seconds: float | None) -> Slot | Wait:
        """A slot to send now, or the seconds to wait before asking again (and how: ``Wait``).

        ``lease_seconds``: how long the slot counts at most; ``None``, until it is given back.
        """
        self._expire(now)
        if self.resets_at is not None and self.resets_at > now + MAX_WAIT:
            self.resets_at = now + MAX_WAIT  # the clock stepped back: no window is that long
        if self.resets_at is not None and now >= self.resets_at:
            self._turn()
        asks = False
        if self.remaining is None:
            if not self.silent:
                if self.asker is not None:
                    # The request out will tell this window's count, or its lease ends.
                    return Wait(capped_wait(self.leases[self.asker] - now), ANSWER_POLL)
                asks = True
        elif self.remaining > 0:
            self.remaining -= 1
        elif self.resets_at is not None:
            return self._spent_wait(now, self.resets_at, first_waits=True)
        elif self.leases:
            # The answers out will bring the server's word; once none is out, one request goes.
            return Wait(capped_wait(max(self.leases.values()) - now), ANSWER_POLL)
        # Spent with no reset known and nothing out: the server will say, with a Retry-After.
        lease = new_lease()
        self.leases[lease] = math.inf if lease_seconds is None else now + lease_seconds
        if asks:
            self.asker = lease
        return Slot(bucket, self.epoch, lease, asks, taken_at=now)

    def give_back(self, slot: Slot, rate_limit: RateLimit | None, now: float, *, rejected: bool) -> bool:
        """Give ``slot`` back with what its response announced (``None``: there was no response).

        ``rejected``: the response was a 429, so the window is spent whatever its headers say.
        Returns whether callers told to wait may go sooner than they were told: the window has room
        again, nobody is out to learn its count, or its reset came nearer.
        """
        self._expire(now)
        blocked, resets_at = self._blocks(now), self.resets_at
        self._give_back(slot, rate_limit, now, rejected=rejected)
        if not blocked:
            return False
        # A reset nearer by a few milliseconds (each answer's is read a little later) wakes nobody.
        nearer = self.resets_at is not None and (resets_at is None or self.resets_at < resets_at - ROOM_POLL)
        wakes = nearer or not self._blocks(now)
        if wakes:
            # Its ring wakes every waiter, the one that was to ask at the reset too: the first told
            # the window is spent again takes that over, or all would ask a grace after the reset.
            self.waking = False
        return wakes

    def told_spent(self, now: float, *, first_waits: bool = False) -> Wait | None:
        """The wait of a caller told that this window is spent until its reset (``None``: it is not).

        ``first_waits``: the caller will wait; the first one so told wakes at the reset to ask the
        turned window, the others a little later, woken by its answer.
        """
        if self.resets_at is None or now >= self.resets_at or self.remaining is None or self.remaining > 0:
            return None
        return self._spent_wait(now, self.resets_at, first_waits=first_waits)

    def _spent_wait(self, now: float, resets_at: float, *, first_waits: bool) -> Wait:
        wait = capped_wait(resets_at - now)
        grace = TURN_GRACE if self.waking else 0.0
        self.waking = self.waking or first_waits
        # An answer still out may announce more room than its slot held (answers come back out of
        # order), or a nearer reset: it may end the wait.
        return Wait(wait, min(wait, ROOM_POLL) if self.leases else None, spent=True, grace=grace)

    def _blocks(self, now: float) -> bool:
        """Whether a caller would be told to wait now."""
        if self.resets_at is not None and now >= self.resets_at:
            return False  # the window turns: one request asks
        if self.remaining is None:
            return not self.silent and self.asker is not None
        return self.remaining <= 0 and (self.resets_at is not None or bool(self.leases))

    def _give_back(self, slot: Slot, rate_limit: RateLimit | None, now: float, *, rejected: bool) -> None:
        # A lease still held was subtracted from ``remaining`` once: when taken, or by an answer read
        # while it was out. An expired one is left out of the answers read since it expired.
        held = self.leases.pop(slot.lease, None) is not None
        if self.asker == slot.lease:
            self.asker = None
        if slot.epoch == self.epoch and self._counted_after(self.resets_at, slot, rate_limit, rejected):
            # The server's window turned before this store's reading of its end (an answer's reset is
            # read later than it was counted): this answer is the first word of the next one.
            self._turn()
            self._read(rate_limit, now, rejected=rejected, held=held)
        elif slot.epoch == self.epoch or (
            slot.epoch == self.epoch - 1 and self._counted_after(self.ended_at, slot, rate_limit, rejected)
        ):
            self._read(rate_limit, now, rejected=rejected, held=held)
        elif held and self._counted_before_freshest(rate_limit, rejected):
            # Sent before the window turned, its answer is about another window, but for the one
            # thing it shows: announcing more than this window's freshest count, it was counted
            # before it (which holds it) or in the window before. Either way it is no longer out.
            self.remaining = cast(int, self.remaining) + 1

    def _read(self, rate_limit: RateLimit | None, now: float, *, rejected: bool, held: bool) -> None:
        """Take in what an answer of this window announced (``held``: its lease was still held)."""
        if rate_limit is None:
            self.unanswered += 1
            return
        if rejected:
            self.silent = False
            # Spent: a count of 0, less what is out, so that no answer read later reopens it.
            self.remaining = -len(self.leases) - self.unanswered
            self.lowest_announced = 0
            wait = rate_limit.retry_after if rate_limit.retry_after is not None else rate_limit.reset
            if wait is not None:
                self.resets_at = now + min(wait, MAX_WAIT)  # the server's latest word
            return
        if rate_limit.remaining is None:
            if self.remaining is None:
                self.silent = True  # nothing announced to count against
            return
        self.silent = False
        # Requests still out, or given up without an answer, may not be counted in this answer yet.
        left = rate_limit.remaining - len(self.leases) - self.unanswered
        older = self._counted_before_freshest(rate_limit, rejected)
        if self.lowest_announced is None or rate_limit.remaining < self.lowest_announced:
            self.lowest_announced = rate_limit.remaining
            self.remaining = left  # the freshest word
        elif self.remaining is None or self.resets_at is None:
            self.remaining = left
        elif older:
            # Its subtraction is undone: answers read in any order subtract each request once.
            self.remaining = min(self.remaining + held, left)
        else:
            self.remaining = min(self.remaining, left)
        if rate_limit.reset is not None:
            # Every answer's reset, counted from when it is read, falls at or after its window's
            # end: the earliest is the nearest to it. Once it passes, one request asks again.
            resets_at = now + min(rate_limit.reset, MAX_WAIT)
            if self.resets_at is None or resets_at < self.resets_at:
                self.resets_at = resets_at
        if self.resets_at is None:
            self.unanswered = 0  # no window end to forget them at: this answer has counted them

    @staticmethod
    def _counted_after(
        ended_at: float | None, slot: Slot, rate_limit: RateLimit | None, rejected: bool
    ) -> bool:
        """Whether a request was counted in a window after the one that ended at ``ended_at``.

        An answer counted in that window has a reset that, counted from when the slot was taken
        (before the request was counted), falls at or before its end; as this store read it, which
        is no earlier than the server's. But for rounding: a reset in whole seconds may be rounded
        up by almost one.
        """
        if rejected or ended_at is None or rate_limit is None or rate_limit.remaining is None:
            return False
        reset = rate_limit.reset
        if reset is None:
            return False
        rounding = 1.0 if float(reset).is_integer() else 0.001
        return slot.taken_at + min(reset, MAX_WAIT) > ended_at + rounding

    def _turn(self) -> None:
        """Start the next window, its count unknown; the requests out stay out."""
        self.epoch += 1
        self.remaining = None
        self.ended_at, self.resets_at = self.resets_at, None
        self.lowest_announced = None
        self.asker = None
        self.unanswered = 0
        self.waking = False

    def _counted_before_freshest(self, rate_limit: RateLimit | None, rejected: bool) -> bool:
        """Whether an answer shows its request counted before the freshest count of a known window.

        The server counts one request at a time, so within its window a higher count is an earlier one.
        """
        return (
            not rejected
            and rate_limit is not None
            and rate_limit.remaining is not None
            and self.lowest_announced is not None
            and rate_limit.remaining > self.lowest_announced
            and self.remaining is not None
            and self.resets_at is not None
        )

    def _expire(self, now: float) -> None:
        # A lease longer than any can be is one whose clock stepped back: it is over too.
        expired = [
            lease
            for lease, expires_at in self.leases.items()
            if expires_at != math.inf and not now < expires_at <= now + LONGEST_LEASE
        ]
        for lease in expired:
            del self.leases[lease]
        if self.asker is not None and self.asker not in self.leases:
            self.asker = None  # the asker died or gave up: the next request asks
