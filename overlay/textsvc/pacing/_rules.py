"""The rules of one rate-limit window, whichever store keeps it: pacing by reservation.

A store counts the places it has handed out from the start of the current window (``taken``). While
the window has room, a take goes now; once it is spent, and its end (``resets_at``) and ``limit``
are known, a take reserves a place in a later window and says when it may go (the window's start,
``Slot.delay``): the caller sleeps until then and sends without asking again. Nobody waits on
anybody else, so nobody needs waking.

- A window never heard of lets one request ask alone (``asker``, a lease: its process may die);
  the others ask again shortly. Its answer tells the window's limit, count and end.
- An answer counts as spent what the server says it counted (``limit - remaining``), whatever the
  order answers are read in; a request given up without an answer stays spent.
- At a window's end the places reserved in the next one carry over. Its end is the last one moved
  on by the window's length until the first slot reserved in it (``Slot.confirms``) is answered:
  that answer tells the window's own end and count (no earlier than the moved-on end when every
  place of the next window goes at that), and an answer showing fewer places left than were
  reserved leaves no more to hand out in it. A 429 spends the window until its ``Retry-After``; to
  a request sent at its window's start, it tells only when the window before ends.
- A take that does not project (``Take.projects``: in one process, where asking again costs
  nothing) reserves only in the next window, once an answer of the current one told its end: a
  window that starts late, at a request sent late, moves every later one.
- A window ends at the latest ``reset`` seconds after its answer was read (``resets_at``: where the
  next window's places go), and at the earliest ``reset`` seconds after its request was sent
  (``closes_at``): the server counted it in between. No request is sent in a window from
  ``TURN_GUARD`` seconds before its earliest end: it could reach the server after the window turned
  and be counted in the next one, whose places are reserved already.

A request's reservation is a ``Slot``; a store applies the rules as one of three changes
(``Take``, ``Answer``, ``Window.ahead``). ``_redis_rules`` holds the same rules in Lua, run by Redis
in one script; the tests hold the two to the same answers.
"""

from __future__ import annotations

import json
import math
import os
from typing import Protocol, TypeVar

import attrs

from .._rate_limit import MAX_WAIT, RateLimit, capped_wait

__all__ = [
    "ANSWER_POLL", "DEFAULT_LEASE", "LEASE_MARGIN", "ROOM_POLL", "TURN_GUARD", "UNSAID_END", "Answer",
    "Change", "Slot", "Take", "Wait", "Window", "announced_by", "new_lease",
]  # fmt: skip

ANSWER_POLL = 0.02
"""Seconds before asking again while the request out to learn an unknown window is unanswered."""
ROOM_POLL = 0.05
"""Seconds before asking again while a window's places are taken and its end is not known yet."""
UNSAID_END = 1.0
"""Seconds until a window ends when an answer shows it spent and says nothing of its end (a 429
without ``Retry-After`` or a reset, a count of 0 without a reset): else nobody would ever send."""
TURN_GUARD = 0.05
"""Seconds at the end of a window in which no request is sent in it; also what the window's length
is taken longer by, so that a request reserved windows ahead never goes early."""


@attrs.define
class Window:
    """One bucket's window, as a store keeps it between two changes."""

    limit: int | None = None
    """Requests the server allows per window; ``None`` while nothing was announced."""
    resets_at: float | None = None
    """When the current window ends at the latest, on the store's clock (``None``: not known)."""
    closes_at: float | None = None
    """When it may end at the earliest (``None``: at ``resets_at``)."""
    confirmed: bool = False
    """``resets_at`` was read from an answer of this window, not moved on from the last one's."""
    epoch: int = 0
    taken: int = 0
    """Places handed out from the current window's start; those past ``limit`` are in later ones."""
    length: float | None = None
    """How long a window lasts at most, learnt from requests sent at a window's start."""
    asker: str | None = None
    asker_until: float = 0.0
    silent: bool = False
    """Answers came without rate-limit headers: nothing to pace against."""

    def take(self, asked: Take, now: float) -> Slot | float:
        """A place to send at once or later, or the seconds to wait before asking again."""
        self._turn(now)
        if self.silent:
            return asked.slot(now, self.epoch, asks=True)
        if self.limit is None:
            # The asker's own take again (a store's retry whose first reply was lost) asks again.
            if self.asker is not None and self.asker != asked.lease:
                return min(ANSWER_POLL, self.asker_until - now)
            self.asker, self.asker_until = asked.lease, now + asked.lease_seconds
            return asked.slot(now, self.epoch, asks=True)
        closes = self.resets_at if self.closes_at is None else self.closes_at
        if closes is not None and self.taken < self.limit and now >= closes - TURN_GUARD:
            self.taken = self.limit  # too late in the window for a request to be counted in it
        ahead = self.taken // self.limit
        if ahead == 0:
            self.taken += 1
            return asked.slot(
                now, self.epoch, confirms=self.resets_at is None, place=self.taken
            )  # it tells the end
        if self.resets_at is None:
            return ROOM_POLL  # the first answer of this window will tell its end
        if not asked.projects and ahead > 1:
            return capped_wait(self.resets_at - now) + ROOM_POLL  # a place in the next window, then
        if not asked.projects and not self.confirmed:
            return ROOM_POLL  # this window's end is moved on from the last one's: its answer will tell
        if ahead > 1 and self.length is None:
            return capped_wait(self.resets_at - now) + ROOM_POLL  # its length is learnt at its turn
        starts = self.resets_at + (ahead - 1) * (self.length or 0.0)
        if starts - now > MAX_WAIT:
            return capped_wait(self.resets_at - now)
        confirms = self.taken % self.limit == 0
        self.taken += 1
        return asked.slot(now, self.epoch + ahead, delay=starts - now, confirms=confirms, place=self.taken)

    def answer(self, told: Answer, now: float) -> None:
        """Take in what the answer ``told`` announced."""
        self._turn(now)
        slot, rate_limit, sent_at = told.slot, told.announced, told.sent_at
        epoch, place = slot.epoch, slot.place
        if slot.lease == self.asker:
            self.asker = None
        if not told.sent:
            if self.limit and self.taken and epoch == self.epoch + (self.taken - 1) // self.limit:
                self.taken -= 1
            return
        if rate_limit is None:
            return
        if told.rejected:
            self.silent = False
            self.limit = self.limit or rate_limit.limit or 1
            self.taken = max(self.taken, self.limit)
            wait = rate_limit.retry_after if rate_limit.retry_after is not None else rate_limit.reset
            ends = now + min(UNSAID_END if wait is None else wait, MAX_WAIT)  # the server's latest word
            if slot.delay > 0 and epoch == self.epoch:
                # Sent at its window's start, it reached the end of the one before (a clock a little
                # ahead): the 429 tells when that one ends, and this one starts no earlier.
                if not self.confirmed:
                    later = ends + (self.length or 0.0)
                    self.resets_at = later if self.resets_at is None else max(self.resets_at, later)
                    self.closes_at = None
                return
            self.resets_at, self.closes_at, self.confirmed = ends, None, True
            return
        if rate_limit.remaining is None:
            if self.limit is None:
                self.silent = True  # nothing announced to count against
            elif self.resets_at is None and epoch == self.epoch:
                # No count, and no end to wait for: the window is learnt again, by one request alone.
                self.limit, self.taken, self.confirmed = None, 0, False
            return
        self.silent = False
        if epoch != self.epoch:
            return  # an answer of a window that has ended
        limit = rate_limit.limit
        self.limit = max(limit if limit is not None else (self.limit or 0), rate_limit.remaining + 1, 1)
        used = self.limit - rate_limit.remaining
        if rate_limit.reset is None and self.resets_at is None:
            # No end known, so none to wait for: the count follows this answer, and the places
            # handed out after its own (a count that only grew would hold the window for ever).
            self.taken = used + max(self.taken - place, 0)
            if self.taken >= self.limit:  # spent, with no end to wait for
                self.resets_at = now + UNSAID_END
        else:
            self.taken = max(self.taken, used)
        if rate_limit.reset is not None:
            reset = min(rate_limit.reset, MAX_WAIT)
            trip = 0.0 if sent_at is None else min(max(now - sent_at, 0.0), reset)
            ends, closes = now + reset, now + reset - trip
            # Each reset is read after the server counted it: of a window's answers, the nearest ends.
            if self.confirmed and self.resets_at is not None:
                closes = min(closes, self.resets_at if self.closes_at is None else self.closes_at)
                ends = min(ends, self.resets_at)
            elif self.resets_at is not None and self.taken >= 2 * self.limit:
                # The next window's places all go at the end moved on from the last one's: it starts
                # there, not at this one's own end, and places further ahead follow it.
                ends = max(ends, self.resets_at)
            self.resets_at, self.closes_at, self.confirmed = ends, min(closes, ends), True
            if slot.delay > 0:  # sent at the start of a later window: it tells the length at most
                self.length = max(self.length or 0.0, reset + trip + TURN_GUARD)

    def ahead(self, now: float) -> int:
        """Places reserved in later windows, and the request out to learn an unknown one."""
        self._turn(now)
        later = max(self.taken - self.limit, 0) if self.limit else 0
        return later + (self.asker is not None)

    def _turn(self, now: float) -> None:
        stepped_back = now + 3 * MAX_WAIT < self.asker_until < math.inf  # no lease is that long
        if self.asker is not None and (now >= self.asker_until or stepped_back):
            self.asker = None  # its lease ended
        if self.resets_at is not None and self.resets_at > now + MAX_WAIT:
            self.resets_at = now + MAX_WAIT  # the clock stepped back: no window is that long
            self.closes_at = None if self.closes_at is None else min(self.closes_at, self.resets_at)
        while self.resets_at is not None and now >= self.resets_at:
            self.epoch += 1
            self.taken = max(self.taken - (self.limit or 0), 0)
            self.confirmed, self.closes_at = False, None
            self.resets_at = self.resets_at + self.length if self.taken and self.length else None


def window_text(window: Window) -> str:
    return json.dumps(attrs.asdict(window), separators=(",", ":"))


def stored_window(text: object) -> Window:
    """A stored window; anything unreadable (another program's value, a torn file) is an unknown one."""
    try:
        record = json.loads(text, parse_constant=_no_constant)  # type: ignore[arg-type]
        window = Window(
            limit=None if record["limit"] is None else int(record["limit"]),
            resets_at=None if record["resets_at"] is None else float(record["resets_at"]),
            closes_at=None if record["closes_at"] is None else float(record["closes_at"]),
            confirmed=record["confirmed"] is True,
            epoch=int(record["epoch"]),
            taken=max(int(record["taken"]), 0),
            length=None if record["length"] is None else float(record["length"]),
            asker=None if record["asker"] is None else str(record["asker"]),
            asker_until=float(record["asker_until"]),
            silent=record["silent"] is True,
        )
    except (TypeError, ValueError, KeyError, ArithmeticError, RecursionError):
        return Window()
    times = (window.resets_at, window.closes_at, window.length, window.asker_until)
    finite = [value for value in times if value is not None]
    if not all(map(math.isfinite, finite)) or (window.limit is not None and window.limit < 1):
        return Window()
    return window


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number a window holds")


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


R = TypeVar("R", covariant=True)


class Change(Protocol[R]):
    """A change to one bucket's window, given the store's time; what it returns is the store's answer."""

    def __call__(self, window: Window, now: float, /) -> R: ...


@attrs.frozen
class Take:
    """A slot of ``bucket``'s window, or the seconds to wait before asking again."""

    bucket: str
    lease: str
    lease_seconds: float
    projects: bool = True
    """Whether a place may be reserved past the next window, or past a window whose end no answer
    of its own told, on the window's learnt length (``PacingStore.projects``)."""

    def __call__(self, window: Window, now: float) -> Slot | float:
        return window.take(self, now)

    def slot(
        self,
        now: float,
        epoch: int,
        *,
        asks: bool = False,
        delay: float = 0.0,
        confirms: bool = False,
        place: int = 0,
    ) -> Slot:
        """This take's slot in the bucket's window ``epoch``, taken at ``now``."""
        return Slot(self.bucket, epoch, self.lease, asks, now, delay, confirms, place)


@attrs.frozen
class Answer:
    """What ``slot``'s response announced (``None``: there was none), taken into its window."""

    slot: Slot
    announced: RateLimit | None
    rejected: bool
    """A 429: the window is spent, whatever it counts."""
    sent: bool
    """The request went out; if not, its place is given back when it is the last one handed out."""

    @property
    def sent_at(self) -> float | None:
        """When the request went out, on the store's clock (``None``: not known)."""
        sent_at = self.slot.taken_at + self.slot.delay
        return sent_at if math.isfinite(sent_at) else None

    def __call__(self, window: Window, now: float) -> None:
        window.answer(self, now)
