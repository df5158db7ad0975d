"""A client's pacing store, guarded so that a store that fails never fails a call.

A shared store can fail (a SQLite file locked past its busy timeout, a Redis store given a broken
client). Pacing is a courtesy to the service, not the call's purpose: when the store cannot hand
out a slot, the client takes one from an in-process stand-in and says so once per outage; when it
cannot take a slot back, the slot's lease ends it. Either way the call goes on.
"""

from __future__ import annotations

import logging

from .._clock import Clock
from .._pacer import DEFAULT_LEASE, Slot
from .._rate_headers import RateLimit
from ._in_process import InProcessPacing
from ._store import PacingStore

__all__ = ["GuardedPacing"]

logger = logging.getLogger("textsvc.pacing")


class GuardedPacing:
    def __init__(self, store: PacingStore, clock: Clock) -> None:
        self.store = store
        self._stand_in = InProcessPacing(clock=clock)
        self._stand_in_leases: set[str] = set()
        self._failing = False

    def acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        try:
            taken = self.store.acquire(bucket, lease_seconds=lease_seconds)
        except Exception as error:
            return self._stand_in_slot(bucket, lease_seconds, error)
        self._failing = False
        return taken

    async def async_acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        try:
            taken = await self.store.async_acquire(bucket, lease_seconds=lease_seconds)
        except Exception as error:
            return self._stand_in_slot(bucket, lease_seconds, error)
        self._failing = False
        return taken

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
    def _not_taken_back(error: Exception) -> None:
        logger.warning(
            "the pacing store could not take back a slot (%s); its lease ends it", type(error).__name__
        )
