"""Where windows are kept, and how one client asks its store.

A store only decides where windows live and how a change to one is made atomic (a lock, a SQLite
transaction, a Redis script); the rules of a window are the same everywhere (``_rules``), and each
take or give-back is one change. ``InProcessPacing``, the default, keeps windows in memory.

A shared store can fail (a SQLite file locked past its busy timeout, Redis down or too slow).
Pacing is a courtesy to the service, not the call's purpose: when the store fails, its clients in
this process take slots from one in-process stand-in and say so once per outage, and one call tries
the store again every ``retry_after`` seconds; an answer the store cannot take in loses nothing but
news (a slot taken is counted already). Either way the call goes on (``GuardedPacing``).

A request's window is named as every store sharing it spells it (``BucketNames``). The spec gives
each operation's bucket (``x-rate-limit-bucket``) and each bucket's scope (``x-rate-limits``): per
IP address, or per account. A per-IP window is named by the egress address (the store's
``address``, else the host of the client's base URL as a stand-in); a per-account window by a hash
of the API key, never the key.
"""

from __future__ import annotations

import abc
import contextlib
import hashlib
import logging
import math
import time
import weakref
from collections.abc import Coroutine, Iterator
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

import httpx

from .._arguments import describe
from .._clock import Clock, SystemClock, TimeSource, check_clock
from .._fork_safe import fork_safe_lock
from .._policies import bucket_limits
from .._rate_limit import RateLimit
from ._rules import DEFAULT_LEASE, ROOM_POLL, Answer, Change, Slot, Take, Wait, Window, new_lease

if TYPE_CHECKING:
    import asyncio

__all__ = ["BucketNames", "GuardedPacing", "InProcessPacing", "PacingStore", "account_tag", "in_background"]

R = TypeVar("R")


class PacingStore(abc.ABC):
    """Where the rate-limit windows of one or more clients are kept.

    A client takes a slot before each request (to send now, or after the ``delay`` it says) and
    gives the answer back when it tells the window something. ``address`` names the egress address
    the per-IP limit is counted per (default: the host of each client's ``base_url``); name it when
    several hosts leave through one NAT address, or when one host has several.
    """

    def __init__(self, *, address: str | None = None) -> None:
        if address is not None and not isinstance(address, str):
            raise TypeError(f"address must be a str or None, got {describe(address)}")
        if address is not None and not _is_address_name(address):
            raise ValueError(
                "address must be None or name the egress address in up to 255 visible characters "
                "(no spaces around it, no control characters)"
            )
        self.address = address

    projects: ClassVar[bool] = True
    """Whether a take reserves places past the next window, or past a window whose end is moved on
    from the last one's, on the window's learnt length plus a margin: worth it where asking again is
    a round trip to a shared store. A window that starts late (at its first request, late by more
    than the margin) makes such places go early. In one process asking again costs nothing, so a
    place goes only into the next window, once an answer of the current one has told its end."""

    retry_after: float = 5.0
    """Seconds its clients pace in process, once the store failed, before a call tries it again."""

    leases_end: ClassVar[bool] = True
    """Whether the lease of a request out to learn a window ends: in a store shared between
    processes, any of which may die holding one. In one process the call always gives it back."""

    def acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        """A slot of ``bucket``'s window (to send now, or after its ``delay``), or the seconds to
        wait before asking again (while the request out to learn an unknown window is unanswered)."""
        return self._change(bucket, self._take(bucket, lease_seconds))

    async def async_acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        """``acquire`` for ``AsyncClient``: never blocks the event loop on the store. The change runs
        to its end even when the caller is cancelled, and a slot taken for a caller that is gone is
        given back (or it would hold its window until its lease ends)."""
        import asyncio  # async callers have it loaded; ``import textsvc`` need not

        taking = self._taking(bucket, self._take(bucket, lease_seconds))
        try:
            return await asyncio.shield(taking)
        except asyncio.CancelledError:
            taking.add_done_callback(self._give_back_unclaimed)
            raise

    def release(
        self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False, sent: bool = True
    ) -> None:
        """Give ``slot`` back with what its response announced (``None``: there was no response).

        ``sent=False``: the request never went out, and its place is given back. Only answers that
        tell the window something reach the store (``Slot.tells``, a 429): the others were counted
        when their slots were taken.
        """
        if slot.tells or rejected or not sent:
            self._change(slot.bucket, Answer(slot, announced, rejected, sent))

    async def async_release(
        self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False, sent: bool = True
    ) -> None:
        """``release`` for ``AsyncClient``: it runs to its end even when its caller is cancelled."""
        if slot.tells or rejected or not sent:
            import asyncio

            answer = Answer(slot, announced, rejected, sent)
            await asyncio.shield(in_background(self._async_change(slot.bucket, answer)))

    def in_flight(self, bucket: str) -> int:
        """Slots of ``bucket`` reserved in later windows, and a request out to learn an unknown one."""
        return self._change(bucket, Window.ahead)

    def _take(self, bucket: str, lease_seconds: float) -> Take:
        return Take(bucket, new_lease(), lease_seconds if self.leases_end else math.inf, self.projects)

    def _taking(self, bucket: str, take: Take) -> asyncio.Future[Slot | float]:
        """``take`` under way, on the running loop."""
        import asyncio

        return asyncio.ensure_future(self._async_change(bucket, take))

    def _give_back_unclaimed(self, taking: asyncio.Future[Slot | float]) -> None:
        taken = None if taking.cancelled() or taking.exception() is not None else taking.result()
        if isinstance(taken, Slot):
            self._give_back(taken)

    def _give_back(self, slot: Slot) -> None:
        """Give back, without its caller, a slot whose request never went out."""
        in_background(self.async_release(slot, None, sent=False))

    @abc.abstractmethod
    def _change(self, bucket: str, change: Change[R]) -> R:
        """Apply ``change`` to ``bucket``'s window atomically, and keep the changed window."""

    @abc.abstractmethod
    async def _async_change(self, bucket: str, change: Change[R]) -> R:
        """``_change`` without blocking the event loop."""

    def _failure(self, error: Exception) -> str:
        """What a warning says of ``error``, the store failing (a store whose errors may show a
        secret leaves it out)."""
        return f"{type(error).__name__}: {error}"

    def __repr__(self) -> str:
        return f"<textsvc.pacing.{type(self).__name__}>"


_BACKGROUND: set[asyncio.Future[Any]] = set()
"""Changes under way whose callers are gone or cancelled: kept here so that they run to their end
(the loop keeps only weak references to its tasks)."""


def in_background(work: Coroutine[Any, Any, R]) -> asyncio.Future[R]:
    import asyncio

    task = asyncio.ensure_future(work)
    _BACKGROUND.add(task)
    task.add_done_callback(_finished_in_background)
    return task


def _finished_in_background(task: asyncio.Future[Any]) -> None:
    _BACKGROUND.discard(task)
    # Read here, so that a failure nobody awaits (its caller was cancelled) is no "exception never
    # retrieved" error: like any answer a store cannot take in, it loses nothing but news.
    if not task.cancelled() and task.exception() is not None:
        logger.debug("a pacing store change whose caller was gone failed: %r", task.exception())


def _is_address_name(address: object) -> bool:
    return (
        type(address) is str
        and 0 < len(address) <= 255
        and address == address.strip()
        and address.isprintable()
    )


class InProcessPacing(PacingStore):
    """Windows kept in memory, behind a lock: the default, one per client unless you share one.

    Pass one instance to several clients of one process to pace them together. No await happens
    under the lock, so threads and tasks share it. A request out to learn a window holds it until
    its call ends, however long: its lease never ends it early (a sped-up clock would).
    """

    leases_end = False
    projects = False

    def __init__(self, *, address: str | None = None, clock: TimeSource | None = None) -> None:
        super().__init__(address=address)
        if clock is not None:
            check_clock("clock", clock, ("now",))
        self._clock: TimeSource = clock or SystemClock()
        self._lock = fork_safe_lock(self)
        self._windows: dict[str, Window] = {}

    def _change(self, bucket: str, change: Change[R]) -> R:
        with self._lock:
            window = self._windows.get(bucket)
            if window is None:
                window = self._windows[bucket] = Window()
            return change(window, self._clock.now())

    # Memory only: nothing to wait for, and no await at which a caller could be cancelled. The
    # store's own sync steps, not ``self.acquire``: a subclass's override of both sees one call.

    async def async_acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        return PacingStore.acquire(self, bucket, lease_seconds=lease_seconds)

    async def async_release(
        self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False, sent: bool = True
    ) -> None:
        PacingStore.release(self, slot, announced, rejected=rejected, sent=sent)

    async def _async_change(self, bucket: str, change: Change[R]) -> R:
        return self._change(bucket, change)


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


class StandIn:
    """What paces a store's clients in this process while the store fails: an in-process store,
    the slots it handed out, when a call next tries the store, and one warning per outage."""

    def __init__(self, clock: Clock, retry_after: float) -> None:
        self.pacing = InProcessPacing(clock=clock)
        self.leases: set[str] = set()
        self._clock = clock
        self._retry_after = retry_after
        self._lock = fork_safe_lock(self)
        self._retry_at: float | None = None

    def store_wanted(self) -> bool:
        """The store works, or it is time to try it again (this caller tries; the others stay here)."""
        if self._retry_at is None:
            return True
        with self._lock:
            if self._retry_at is None:
                return True
            now = self._clock.now()
            if now < self._retry_at:
                return False
            self._retry_at = now + self._retry_after
            return True

    def failed(self, store: PacingStore, error: Exception, what: str) -> None:
        with self._lock:
            new = self._retry_at is None
            self._retry_at = self._clock.now() + self._retry_after
        if new:
            logger.warning(
                "the pacing store %r could not %s (%s); pacing in this process alone until it can "
                "(tried again every %g s)",
                store,
                what,
                store._failure(error),
                self._retry_after,
            )

    def answered(self, store: PacingStore) -> None:
        if self._retry_at is None:
            return
        with self._lock:
            was_out, self._retry_at = self._retry_at is not None, None
        if was_out:
            logger.info("the pacing store %r answers again: pacing is shared again", store)


class _StandIns:
    """Each store's stand-in in this process, shared by every client of the store."""

    def __init__(self) -> None:
        self._lock = fork_safe_lock(self)
        self._of: weakref.WeakKeyDictionary[PacingStore, StandIn] = weakref.WeakKeyDictionary()

    def of(self, store: PacingStore, clock: Clock) -> StandIn:
        """``store``'s stand-in, made with the clock of its first client."""
        with self._lock:
            stand_in = self._of.get(store)
            if stand_in is None:
                stand_in = self._of[store] = StandIn(clock, store.retry_after)
            return stand_in


_STAND_INS = _StandIns()


class GuardedPacing:
    """A client's store, its stand-in while the store fails, and the clock its callers wait on."""

    def __init__(self, store: PacingStore, clock: Clock) -> None:
        self.store = store
        self._clock = clock
        self._stand_in = _STAND_INS.of(store, clock)

    def acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | Wait:
        """A slot (its ``delay`` is waited by the call before it sends), or a wait before asking again."""
        if self._stand_in.store_wanted():
            with self._asking_the_store("hand out a slot"):
                return _wait_or(self.store.acquire(bucket, lease_seconds=lease_seconds))
        return self._stand_in_slot(bucket, lease_seconds)

    async def async_acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | Wait:
        if self._stand_in.store_wanted():
            with self._asking_the_store("hand out a slot"):
                return _wait_or(await self.store.async_acquire(bucket, lease_seconds=lease_seconds))
        return self._stand_in_slot(bucket, lease_seconds)

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
        if self._back_to_stand_in(slot, announced, rejected, sent) or not self._stand_in.store_wanted():
            return  # an answer for a store that fails is lost with it: its slot stays spent
        with self._asking_the_store("take in an answer"):
            self.store.release(slot, announced, rejected=rejected, sent=sent)

    async def async_release(
        self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False, sent: bool = True
    ) -> None:
        if self._back_to_stand_in(slot, announced, rejected, sent) or not self._stand_in.store_wanted():
            return
        with self._asking_the_store("take in an answer"):
            await self.store.async_release(slot, announced, rejected=rejected, sent=sent)

    def in_flight(self, bucket: str) -> int:
        """Slots of ``bucket`` reserved ahead or out to learn a window, in the store and the stand-in."""
        return self.store.in_flight(bucket) + self._stand_in.pacing.in_flight(bucket)

    @contextlib.contextmanager
    def _asking_the_store(self, what: str) -> Iterator[None]:
        """Around one change of the store: a failure is the stand-in's to note (and the call goes on
        after the ``with``), an answer ends an outage."""
        try:
            yield
        except Exception as error:
            self._stand_in.failed(self.store, error, what)
        else:
            self._stand_in.answered(self.store)

    def _back_to_stand_in(self, slot: Slot, announced: RateLimit | None, rejected: bool, sent: bool) -> bool:
        """Give ``slot`` back to the stand-in if it came from there (its memory: nothing to wait for)."""
        if slot.lease not in self._stand_in.leases:
            return False
        self._stand_in.leases.discard(slot.lease)
        self._stand_in.pacing.release(slot, announced, rejected=rejected, sent=sent)
        return True

    def _stand_in_slot(self, bucket: str, lease_seconds: float) -> Slot | Wait:
        taken = self._stand_in.pacing.acquire(bucket, lease_seconds=lease_seconds)
        if isinstance(taken, Slot):
            self._stand_in.leases.add(taken.lease)
        return _wait_or(taken)


def _wait_or(taken: Slot | float) -> Slot | Wait:
    return taken if isinstance(taken, Slot) else Wait(taken)


def _real_part(wait: Wait) -> float:
    """Seconds of ``wait`` that must pass in real time: a short look again, not a slot's delay."""
    return wait.seconds if not wait.spent and wait.seconds <= ROOM_POLL else 0.0
