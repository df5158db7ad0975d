"""The pacing one client sees: its buckets' names in its store, the store guarded so that a store that
fails never fails a call, and its callers' waits.

A shared store can fail (a SQLite file locked past its busy timeout, a Redis store given a broken
client). Pacing is a courtesy to the service, not the call's purpose: when the store cannot hand
out a slot, the client takes one from an in-process stand-in and says so once per outage; when it
cannot take a slot back, the slot's lease ends it. Either way the call goes on.

A caller told to wait sleeps on its store's bell (``Bell``): until its window can change with
time (its reset), or until a give-back rings. Only a caller that cannot hear of give-backs (another
process's, over a store that carries none) looks at the window again at its old pace. A wait on a
test's clock (sped up, or moved by hand) looks again at that pace too, its real part cut short by a
ring: such a clock's seconds are not real ones.

A request's window is named as every store sharing it spells it. The spec gives each operation's
bucket (``x-rate-limit-bucket``) and each bucket's scope (``x-rate-limits``): per IP address, or per
account. A per-IP window is named by the egress address (the store's ``address``, else the host of
the client's base URL as a stand-in); a per-account window by a hash of the API key, never the key.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import random
import time

import attrs
import httpx

from .._policies import bucket_limits
from ._store import Bell, Clock, InProcessPacing, Mark, PacingStore, SystemClock, async_poll, poll
from ._window import DEFAULT_LEASE, ROOM_POLL, RateLimit, Slot, Wait

__all__ = ["QUIET_LOOK", "RING_SPREAD", "BucketNames", "GuardedPacing", "account_tag"]


def account_tag(api_key: str) -> str:
    """A name for the account behind ``api_key`` that does not reveal the key."""
    return hashlib.sha256(b"textsvc pacing account\0" + api_key.encode()).hexdigest()[:32]


class BucketNames:
    """Store names of a client's buckets."""

    def __init__(self, base_url: str | httpx.URL, api_key: str, address: str | None) -> None:
        url = httpx.URL(base_url)
        host = url.host if url.port is None else f"{url.host}:{url.port}"
        self._address = address or host
        self._account = account_tag(api_key)
        self._names: dict[str, str] = {}

    def name(self, bucket: str) -> str:
        """The store's name for ``bucket`` (an ``x-rate-limit-bucket`` of the spec)."""
        name = self._names.get(bucket)
        if name is None:
            limit = bucket_limits().get(bucket)
            scope = "account" if limit is not None and limit.scope == "account" else "ip"
            owner = self._account if scope == "account" else self._address
            name = self._names[bucket] = f"{bucket}/{scope}/{owner}"
        return name


logger = logging.getLogger("textsvc.pacing")

QUIET_LOOK = 1.0
"""Seconds a caller that hears of give-backs waits at most for the answer that tells an unknown
window's count before it looks at the window itself: a ring can be lost (a process running an older
SDK rings nobody). A caller waiting for a spent window's reset waits for it whole: a ring lost then
costs at most a slot given back, not the window's count."""


RING_SPREAD = 0.03
"""Seconds over which the callers a ring wakes in the processes of a shared store are spread."""


@attrs.frozen
class _Ticket:
    bell: Bell
    bucket: str
    mark: Mark


class GuardedPacing:
    def __init__(self, store: PacingStore, clock: Clock) -> None:
        self.store = store
        self._clock = clock
        self._stand_in = InProcessPacing(clock=clock)
        self._stand_in_leases: set[str] = set()
        self._failing = False
        self._asks_at: dict[str, float] = {}
        """Buckets whose spent window a caller of this client was told to ask once it turns, and
        when (``time.monotonic``): the store tells only the first caller so (``Wait.grace``)."""

    def acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | Wait:
        known = self._known_spent(bucket)
        if known is not None:
            return known
        mark = self.store.bell.mark(bucket)  # before asking: a ring after the answer wakes the wait
        try:
            taken = self.store.acquire(bucket, lease_seconds=lease_seconds)
        except Exception as error:
            return self._stand_in_slot(bucket, lease_seconds, error)
        self._failing = False
        return self._keeps_asking(bucket, _ticketed(taken, self.store.bell, bucket, mark))

    async def async_acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | Wait:
        known = self._known_spent(bucket)
        if known is not None:
            return known
        mark = self.store.bell.mark(bucket)
        try:
            taken = await self.store.async_acquire(bucket, lease_seconds=lease_seconds)
        except Exception as error:
            return self._stand_in_slot(bucket, lease_seconds, error)
        self._failing = False
        return self._keeps_asking(bucket, _ticketed(taken, self.store.bell, bucket, mark))

    def _keeps_asking(self, bucket: str, taken: Slot | Wait) -> Slot | Wait:
        """``taken``, still the wait of the caller that asks once the window turns if this client was
        told to be it: woken before (a ring read late, one that let others go) and told again, it
        would be told to wait as long as the others, and every waiter of the window would ask at once."""
        if not isinstance(taken, Wait) or not taken.spent:
            return taken
        now = time.monotonic()
        due = now + taken.seconds
        if taken.grace == 0.0:
            self._asks_at[bucket] = due
            return taken
        asks_at = self._asks_at.get(bucket)
        if asks_at is not None and asks_at <= now:
            del self._asks_at[bucket]  # it turned already
        if asks_at is None or asks_at <= now or due > asks_at + ROOM_POLL:
            return taken
        return Wait(taken.seconds, taken.look, spent=True, ticket=taken.ticket)

    def _known_spent(self, bucket: str) -> Wait | None:
        """A wait for a window this process read spent (until its reset, or a ring), told without
        asking the store again: each caller of a busy window would otherwise ask once more."""
        if type(self._clock) is not SystemClock:
            return None
        known = self.store.bell.spent(bucket)
        if known is None:
            return None
        mark, seconds, grace = known
        ticket = _Ticket(self.store.bell, bucket, mark)
        return Wait(seconds, min(seconds, ROOM_POLL), spent=True, grace=grace, ticket=ticket)

    def wait(self, wait: Wait) -> None:
        """Wait as ``acquire`` said: until the window may let this caller go."""
        ticket = _ticket(wait)
        if ticket.mark.hearing and type(self._clock) is SystemClock:
            if ticket.bell.wait(ticket.bucket, ticket.mark, _heard_wait(wait)) and ticket.bell.notices:
                time.sleep(_spread())
        elif wait.look is None:
            self._clock.sleep(wait.seconds)  # nothing is out: only time changes the window
        else:
            ticket.bell.listen()  # the waits marked from now on hear other processes' give-backs
            poll(self._clock, wait.look, lambda rest: ticket.bell.wait(ticket.bucket, ticket.mark, rest))

    async def async_wait(self, wait: Wait) -> None:
        """``wait`` for a task."""
        ticket = _ticket(wait)
        if ticket.mark.hearing and type(self._clock) is SystemClock:
            if (
                await ticket.bell.async_wait(ticket.bucket, ticket.mark, _heard_wait(wait))
                and ticket.bell.notices
            ):
                await asyncio.sleep(_spread())
        elif wait.look is None:
            await self._clock.async_sleep(wait.seconds)
        else:
            ticket.bell.listen()
            await async_poll(
                self._clock, wait.look, lambda rest: ticket.bell.async_wait(ticket.bucket, ticket.mark, rest)
            )

    def release(self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False) -> None:
        if slot.lease in self._stand_in_leases:
            self._stand_in_leases.discard(slot.lease)
            self._stand_in.release(slot, announced, rejected=rejected)
            return
        try:
            self.store.release(slot, announced, rejected=rejected)
        except Exception as error:
            self._not_taken_back(error)

    async def async_release(self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False) -> None:
        if slot.lease in self._stand_in_leases:
            self._stand_in_leases.discard(slot.lease)
            self._stand_in.release(slot, announced, rejected=rejected)
            return
        try:
            await self.store.async_release(slot, announced, rejected=rejected)
        except Exception as error:
            self._not_taken_back(error)

    def in_flight(self, bucket: str) -> int:
        """Slots of ``bucket`` out, in the store and in the stand-in."""
        return self.store.in_flight(bucket) + self._stand_in.in_flight(bucket)

    def _stand_in_slot(self, bucket: str, lease_seconds: float, error: Exception) -> Slot | Wait:
        if not self._failing:
            self._failing = True
            logger.warning(
                "the pacing store %r could not hand out a slot (%s); "
                "pacing in this process alone until it can",
                self.store,
                type(error).__name__,
            )
        bell = self._stand_in.bell
        mark = bell.mark(bucket)
        taken = self._stand_in.acquire(bucket, lease_seconds=lease_seconds)
        if isinstance(taken, Slot):
            self._stand_in_leases.add(taken.lease)
        return _ticketed(taken, bell, bucket, mark)

    @staticmethod
    def _not_taken_back(error: Exception) -> None:
        logger.warning(
            "the pacing store could not take back a slot (%s); its lease ends it", type(error).__name__
        )


def _ticketed(taken: Slot | float, bell: Bell, bucket: str, mark: Mark) -> Slot | Wait:
    if isinstance(taken, Slot):
        return taken
    return Wait.of(taken).with_ticket(_Ticket(bell, bucket, mark))


def _spread() -> float:
    # The callers of many processes woken by one ring would all change the window at once; a store
    # shared between processes makes such changes lose to each other and try again (Redis's
    # compare-and-set) or queue for a lock (SQLite). Spread, they mostly pass one after another.
    return random.uniform(0.0, RING_SPREAD)  # noqa: S311 (spreading callers, not security)


def _heard_wait(wait: Wait) -> float:
    """Real seconds a caller that hears of answers waits at most (woken sooner by one)."""
    return wait.seconds + wait.grace if wait.spent else min(wait.seconds, QUIET_LOOK)


def _ticket(wait: Wait) -> _Ticket:
    if not isinstance(wait.ticket, _Ticket):
        raise TypeError(f"the wait {wait!r} was not handed out by this client's pacing")
    return wait.ticket
