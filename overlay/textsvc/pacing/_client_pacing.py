"""The pacing one client sees: its buckets' names in its store, and the store guarded so that a store
that fails never fails a call.

A shared store can fail (a SQLite file locked past its busy timeout, a Redis store given a broken
client). Pacing is a courtesy to the service, not the call's purpose: when the store cannot hand
out a slot, the client takes one from an in-process stand-in and says so once per outage; when it
cannot take an answer in, nothing is lost but news (a slot taken is counted already). Either way
the call goes on.

A request's window is named as every store sharing it spells it. The spec gives each operation's
bucket (``x-rate-limit-bucket``) and each bucket's scope (``x-rate-limits``): per IP address, or per
account. A per-IP window is named by the egress address (the store's ``address``, else the host of
the client's base URL as a stand-in); a per-account window by a hash of the API key, never the key.
"""

from __future__ import annotations

import hashlib
import logging
import time

import httpx

from .._policies import bucket_limits
from ._rules import ROOM_POLL
from ._store import Clock, InProcessPacing, PacingStore
from ._window import DEFAULT_LEASE, RateLimit, Slot, Wait

__all__ = ["BucketNames", "GuardedPacing", "account_tag"]

logger = logging.getLogger("textsvc.pacing")


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


class GuardedPacing:
    """A client's store, its stand-in while the store fails, and the clock its callers wait on."""

    def __init__(self, store: PacingStore, clock: Clock) -> None:
        self.store = store
        self._clock = clock
        self._stand_in = InProcessPacing(clock=clock)
        self._failing = False
        self._stand_in_leases: set[str] = set()

    def acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | Wait:
        """A slot (its ``delay`` is waited by the call before it sends), or a wait before asking again."""
        try:
            taken = self.store.acquire(bucket, lease_seconds=lease_seconds)
        except Exception as error:
            taken = self._stand_in_slot(bucket, lease_seconds, error)
        else:
            self._failing = False
        return taken if isinstance(taken, Slot) else Wait(taken)

    async def async_acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | Wait:
        try:
            taken = await self.store.async_acquire(bucket, lease_seconds=lease_seconds)
        except Exception as error:
            taken = self._stand_in_slot(bucket, lease_seconds, error)
        else:
            self._failing = False
        return taken if isinstance(taken, Slot) else Wait(taken)

    def wait(self, wait: Wait) -> float:
        """Sleep ``wait`` out on the clock, and say how many seconds longer it took on the clock; a
        look again for an answer in flight lasts at least as long in real time too (answers come in
        real time): a sped-up or hand-moved clock never spins."""
        started, on_clock = time.monotonic(), self._clock.now()
        self._clock.sleep(wait.seconds)
        left = _real_part(wait) - (time.monotonic() - started)
        if left > 0:
            time.sleep(left)
        return self._clock.now() - on_clock - wait.seconds

    async def async_wait(self, wait: Wait) -> float:
        started, on_clock = time.monotonic(), self._clock.now()
        await self._clock.async_sleep(wait.seconds)
        left = _real_part(wait) - (time.monotonic() - started)
        if left > 0:
            import asyncio  # async callers have it loaded; ``import textsvc`` need not

            await asyncio.sleep(left)
        return self._clock.now() - on_clock - wait.seconds

    def release(
        self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False, sent: bool = True
    ) -> None:
        if slot.lease in self._stand_in_leases:
            self._stand_in_leases.discard(slot.lease)
            self._stand_in.release(slot, announced, rejected=rejected, sent=sent)
            return
        try:
            self.store.release(slot, announced, rejected=rejected, sent=sent)
        except Exception as error:
            self._not_taken_in(error)

    async def async_release(
        self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False, sent: bool = True
    ) -> None:
        if slot.lease in self._stand_in_leases:
            self._stand_in_leases.discard(slot.lease)
            self._stand_in.release(slot, announced, rejected=rejected, sent=sent)
            return
        try:
            await self.store.async_release(slot, announced, rejected=rejected, sent=sent)
        except Exception as error:
            self._not_taken_in(error)

    def in_flight(self, bucket: str) -> int:
        """Slots of ``bucket`` reserved ahead or out to learn a window, in the store and the stand-in."""
        return self.store.in_flight(bucket) + self._stand_in.in_flight(bucket)

    def _stand_in_slot(self, bucket: str, lease_seconds: float, error: Exception) -> Slot | float:
        if not self._failing:
            self._failing = True
            logger.warning(
                "the pacing store %r could not hand out a slot (%s); "
                "pacing in this process alone until it can",
                self.store,
                type(error).__name__,
            )
        taken = self._stand_in.acquire(bucket, lease_seconds=lease_seconds)
        if isinstance(taken, Slot):
            self._stand_in_leases.add(taken.lease)
        return taken

    @staticmethod
    def _not_taken_in(error: Exception) -> None:
        logger.warning(
            "the pacing store could not take in an answer (%s); its window learns it from the next",
            type(error).__name__,
        )


def _real_part(wait: Wait) -> float:
    """Seconds of ``wait`` that must pass in real time: a short look again, not a slot's delay."""
    return wait.seconds if not wait.spent and wait.seconds <= ROOM_POLL else 0.0
