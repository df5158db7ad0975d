"""Pacing shared by every process on every host that reaches one Redis server.

Each bucket is one key holding its window as JSON (``Window.to_record``). A change reads the key
and the server's ``TIME``, applies the window's rules here, and writes the result back only if the
key still holds what was read (a compare-and-set Lua script); a change that lost the race reads
again. When Redis cannot be reached, each process paces itself alone (one logged warning per
outage) and tries Redis again every ``retry_after`` seconds. A give-back that may let waiters go is
published on a channel that a thread of every waiting process listens to (``_redis_notices``).
"""

from __future__ import annotations

import asyncio
import logging
import math
import random
import threading
import time
import weakref
from collections.abc import Coroutine
from typing import Any, TypeVar, cast

import attrs

from .._arguments import describe
from .._extras import needs_extra
from ._records import stored_window, window_record, window_text
from ._store import Bell, Change, InProcessPacing, PacingStore, SystemClock, TimeSource, check_clock
from ._window import ANSWER_POLL, DEFAULT_LEASE, RateLimit, Slot, Wait

with needs_extra("redis", "RedisPacing"):
    import redis
    import redis.asyncio
    from redis.asyncio.retry import Retry as AsyncRetry
    from redis.backoff import NoBackoff
    from redis.commands.core import AsyncScript, Script
    from redis.retry import Retry

from ._redis_clients import COMPARE_AND_SET, GivenRedis, LoopClient  # they import redis too
from ._redis_notices import ChannelNotices
from ._redis_outage import Outage
from ._redis_watch import watched

__all__ = ["RedisPacing"]

R = TypeVar("R")

logger = logging.getLogger("textsvc.pacing")

CONNECT_TIMEOUT = 1.0
"""Seconds to connect to a server named by a URL (``?socket_connect_timeout=`` overrides it)."""
READ_TIMEOUT = 2.0
"""Seconds to wait for its answer (``?socket_timeout=`` overrides it)."""
KEEP_SECONDS = 600.0
"""Seconds a bucket's key outlives the last thing it records (a lease's expiry, the window's reset)."""
MOST_KEPT_SECONDS = 86_400.0
MOST_TRIES = 50
"""Compare-and-set attempts of one change before it gives up to others changing the same window."""


CONTENDED = Wait(ANSWER_POLL, ANSWER_POLL)
"""Others are changing the window right now: ask again shortly."""


class ContendedError(RuntimeError):
    """A window changed under every attempt of one change: others keep changing it right now."""


class RedisPacing(PacingStore):
    """Windows kept in Redis, shared by every client, process and host using the same server.

    ``url_or_client`` is a ``redis://``, ``rediss://`` or ``unix://`` URL (a sync and an async
    client are made from it when first needed, with a connect timeout of 1 s and a read timeout
    of 2 s), or a client you made: a ``redis.Redis`` serves ``textsvc.Client``, a
    ``redis.asyncio.Redis`` serves ``textsvc.AsyncClient`` (give yours timeouts too:
    ``socket_connect_timeout``, ``socket_timeout``).
    ``timeout`` (default 3 s: a connect and a read) bounds each slot taken or given back as a
    whole: connecting, every command and every reply (a read timeout only bounds each read, which
    a server that drips its reply never passes). Past it the store closes the connections it waited
    on (of a sync client, its whole pool) and paces this process alone, as when Redis is down. A
    ``redis.Redis`` you pass keeps its own retries, whose waits add to it.
    Keys are ``key_prefix`` and the bucket's name, which holds no API key. Time is the server's
    ``TIME``, one clock for every host; ``clock`` (an object with ``now()``) replaces it.

    When Redis cannot be reached (or answers an error) the store logs one warning on the
    ``textsvc.pacing`` logger and paces this process alone until Redis answers again, which it
    tries every ``retry_after`` seconds.
    """

    def __init__(
        self,
        url_or_client: str | redis.Redis | redis.asyncio.Redis,
        *,
        address: str | None = None,
        clock: TimeSource | None = None,
        key_prefix: str = "textsvc:pacing:",
        retry_after: float = 5.0,
        timeout: float = 3.0,
    ) -> None:
        super().__init__(address=address)
        if type(key_prefix) is not str:
            raise TypeError(f"key_prefix must be a str, got {describe(key_prefix)}")
        if type(retry_after) not in (int, float):
            raise TypeError(f"retry_after must be a number of seconds, got {describe(retry_after)}")
        if not (math.isfinite(retry_after) and retry_after > 0):
            raise ValueError("retry_after must be a finite number of seconds, more than 0")
        if type(timeout) not in (int, float):
            raise TypeError(f"timeout must be a number of seconds, got {describe(timeout)}")
        if not (math.isfinite(timeout) and timeout > 0):
            raise ValueError("timeout must be a finite number of seconds, more than 0")
        if clock is not None:
            check_clock("clock", clock, ("now",))
        self.key_prefix = key_prefix
        self.retry_after = float(retry_after)
        self.timeout = float(timeout)
        self._clock = clock
        given = GivenRedis.of(url_or_client)
        self._url, self._given_sync, self._given_async = given.url, given.sync, given.async_client
        self._where, self._password = given.where, given.password
        self._start()

    def _start(self) -> None:
        """What each process makes for itself: clients, locks, the fallback and the outage state."""
        self._lock = threading.Lock()
        self._sync: tuple[redis.Redis, Script] | None = None
        # One async client per event loop: a redis.asyncio connection belongs to the loop it was made in.
        self._async: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, LoopClient] = (
            weakref.WeakKeyDictionary()
        )
        self._background: set[asyncio.Task[Any]] = set()
        self._fallback = InProcessPacing(address=self.address, clock=self._clock)
        self._outage = Outage(self.retry_after, self._clock or SystemClock(), self._where, self._password)
        listener = (
            None if self._given_async is not None and self._given_sync is None else self._listener_client
        )
        self._notices = ChannelNotices(listener, self.key_prefix + "notices", self.retry_after)
        self.bell = self._fallback.bell = Bell(self._notices)  # the fallback's give-backs wake waiters too

    # The public methods: slots of the fallback go back to the fallback; contention is a wait.

    def acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        try:
            return super().acquire(bucket, lease_seconds=lease_seconds)
        except ContendedError:
            return CONTENDED

    def release(self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False) -> None:
        if slot.local:
            self._fallback.release(slot, announced, rejected=rejected)
            return
        try:
            super().release(slot, announced, rejected=rejected)
        except ContendedError:
            logger.debug(
                "pacing slot of %s not given back (window contended): its lease expires", slot.bucket
            )

    async def async_acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        # The change runs to its end even when the caller is cancelled: a slot taken in Redis for a
        # caller that is gone is given back, or it would hold its window until its lease ends.
        taking = asyncio.ensure_future(self._async_acquire(bucket, lease_seconds))
        try:
            return await asyncio.shield(taking)
        except asyncio.CancelledError:
            taking.add_done_callback(self._give_back_unclaimed)
            raise

    async def _async_acquire(self, bucket: str, lease_seconds: float) -> Slot | float:
        try:
            return await super().async_acquire(bucket, lease_seconds=lease_seconds)
        except ContendedError:
            return CONTENDED

    def _give_back_unclaimed(self, taking: asyncio.Future[Slot | float]) -> None:
        if taking.cancelled() or taking.exception() is not None:
            return
        taken = taking.result()
        if isinstance(taken, Slot):
            self._in_background(self.async_release(taken, None))

    async def async_release(self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False) -> None:
        if slot.local:
            await self._fallback.async_release(slot, announced, rejected=rejected)
            return
        # A give-back cut short by cancellation would leave its lease to expire: it finishes anyway.
        await asyncio.shield(self._in_background(self._async_release(slot, announced, rejected)))

    async def _async_release(self, slot: Slot, announced: RateLimit | None, rejected: bool) -> None:
        try:
            await super().async_release(slot, announced, rejected=rejected)
        except ContendedError:
            logger.debug(
                "pacing slot of %s not given back (window contended): its lease expires", slot.bucket
            )

    def _in_background(self, work: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        task = asyncio.ensure_future(work)
        self._background.add(task)  # the loop keeps only weak references to its tasks
        task.add_done_callback(self._background.discard)
        return task

    def _keeps_real_time(self) -> bool:
        return self._clock is None  # Redis's TIME

    def _ring(self, bucket: str) -> None:
        self.bell.ring(bucket)
        if not self._outage.answering():
            return  # the give-back was made in this process's fallback: nobody else shares it
        client, _ = self._sync_client()
        try:
            with watched(client.connection_pool, self.timeout):
                client.publish(self._notices.channel, self._notices.message(bucket))
        except redis.RedisError as error:  # the others look again at the window, a little later
            logger.debug("pacing notice of %s not published (%s)", bucket, type(error).__name__)

    async def _async_ring(self, bucket: str) -> None:
        self.bell.ring(bucket)
        if not self._outage.answering():
            return
        client, _ = await self._async_client()
        try:
            async with asyncio.timeout(self.timeout):
                await client.publish(self._notices.channel, self._notices.message(bucket))
        except (redis.RedisError, TimeoutError) as error:
            logger.debug("pacing notice of %s not published (%s)", bucket, type(error).__name__)

    def _listener_client(self) -> redis.Redis:
        """The client the notices' listener subscribes with: the one given, or its own from the URL."""
        if self._given_sync is not None:
            return self._given_sync
        return redis.Redis.from_url(
            cast(str, self._url),
            socket_connect_timeout=CONNECT_TIMEOUT,
            socket_timeout=READ_TIMEOUT,
            retry=Retry(NoBackoff(), 0),
        )

    # The store's hooks: Redis while it answers, else this process's fallback.

    def _transact(self, bucket: str, change: Change[R]) -> R:
        if self._outage.redis_wanted():
            try:
                result = self._redis_change(self.key_prefix + bucket, change)
            except redis.RedisError as error:
                self._outage.failed(error)
            else:
                self._outage.answered()
                return result
        return _local(self._fallback._transact(bucket, change))

    async def _async_transact(self, bucket: str, change: Change[R]) -> R:
        if self._outage.redis_wanted():
            try:
                result = await self._async_redis_change(self.key_prefix + bucket, change)
            except redis.RedisError as error:
                self._outage.failed(error)
            else:
                self._outage.answered()
                return result
        return _local(await self._fallback._async_transact(bucket, change))

    def _redis_change(self, key: str, change: Change[R]) -> R:
        """``change`` made in Redis within ``timeout`` as a whole, or a ``redis.RedisError``."""
        client, compare_and_set = self._sync_client()
        with watched(client.connection_pool, self.timeout) as watch:
            try:
                try:
                    return self._redis_transact(client, compare_and_set, key, change)
                except redis.ConnectionError:
                    if watch.fired:
                        raise
                    # Once more, on a new connection: a pooled one that the server (restarted) or a
                    # NAT closed fails once. A timeout is not tried again: it has cost enough.
                    return self._redis_transact(client, compare_and_set, key, change)
            except Exception as error:
                if watch.fired:  # whatever redis-py made of its connections closed under it
                    raise self._too_late() from error
                raise

    async def _async_redis_change(self, key: str, change: Change[R]) -> R:
        """``_redis_change`` for the event loop."""
        client, compare_and_set = await self._async_client()
        bound = asyncio.timeout(self.timeout)
        try:
            async with bound:
                try:
                    return await self._async_redis_transact(client, compare_and_set, key, change)
                except redis.ConnectionError:
                    return await self._async_redis_transact(client, compare_and_set, key, change)
        except TimeoutError as error:
            if bound.expired():
                raise self._too_late() from error
            raise

    def _too_late(self) -> redis.TimeoutError:
        return redis.TimeoutError(f"no whole answer within the store's timeout of {self.timeout:g} s")

    def _redis_transact(self, client: redis.Redis, compare_and_set: Script, key: str, change: Change[R]) -> R:
        if self._clock is None:
            with client.pipeline(transaction=False) as pipe:
                pipe.time()
                pipe.get(key)
                (seconds, micros), stored = pipe.execute()
            read = seconds + micros / 1_000_000, time.monotonic()
        else:
            stored = client.get(key)
        for attempt in range(MOST_TRIES):
            now = self._clock.now() if self._clock is not None else _server_time(*read)
            result, write = _changed(stored, change, now)
            if write is None:
                return result
            found = compare_and_set(keys=[key], args=[stored or "", *write])
            if found == 1:
                return result
            time.sleep(_pause(attempt))
            stored = _found(found)
        raise ContendedError(f"the pacing window at {key!r} changed under {MOST_TRIES} attempts")

    async def _async_redis_transact(
        self, client: redis.asyncio.Redis, compare_and_set: AsyncScript, key: str, change: Change[R]
    ) -> R:
        if self._clock is None:
            async with client.pipeline(transaction=False) as pipe:
                pipe.time()
                pipe.get(key)
                (seconds, micros), stored = await pipe.execute()
            read = seconds + micros / 1_000_000, time.monotonic()
        else:
            stored = await client.get(key)
        for attempt in range(MOST_TRIES):
            now = self._clock.now() if self._clock is not None else _server_time(*read)
            result, write = _changed(stored, change, now)
            if write is None:
                return result
            found = await compare_and_set(keys=[key], args=[stored or "", *write])
            if found == 1:
                return result
            await asyncio.sleep(_pause(attempt))
            stored = _found(found)
        raise ContendedError(f"the pacing window at {key!r} changed under {MOST_TRIES} attempts")

    # Clients, made when first needed.

    def _sync_client(self) -> tuple[redis.Redis, Script]:
        made = self._sync
        if made is None:
            with self._lock:
                if self._sync is None:
                    if self._given_sync is not None:
                        client = self._given_sync
                    elif self._url is not None:
                        client = redis.Redis.from_url(
                            self._url,
                            socket_connect_timeout=CONNECT_TIMEOUT,
                            socket_timeout=READ_TIMEOUT,
                            retry=Retry(NoBackoff(), 0),  # the store tries again itself (_transact)
                        )
                    else:
                        raise TypeError(
                            "RedisPacing was given a redis.asyncio.Redis client, which only AsyncClient "
                            "can use: pass a redis.Redis client for textsvc.Client, or a URL (it serves both)"
                        )
                    self._sync = (client, client.register_script(COMPARE_AND_SET))
                made = self._sync
        return made

    async def _async_client(self) -> tuple[redis.asyncio.Redis, AsyncScript]:
        loop = asyncio.get_running_loop()
        with self._lock:
            made = self._async.get(loop)
            if made is None:
                if self._given_async is not None:
                    made = LoopClient(self._given_async, owned=False)
                elif self._url is not None:
                    client = redis.asyncio.Redis.from_url(
                        self._url,
                        socket_connect_timeout=CONNECT_TIMEOUT,
                        socket_timeout=READ_TIMEOUT,
                        retry=AsyncRetry(NoBackoff(), 0),
                    )
                    made = LoopClient(client, owned=True)
                else:
                    raise TypeError(
                        "RedisPacing was given a redis.Redis client, which would block AsyncClient's event "
                        "loop: pass a redis.asyncio.Redis client for textsvc.AsyncClient, or a URL (it "
                        "serves both)"
                    )
                self._async[loop] = made
        await made.close_with_loop()
        return made.client, made.compare_and_set

    def close(self) -> None:
        """Close the sync client this store made from its URL (the next use makes a new one), and stop
        listening for other processes' give-backs (the next wait listens again)."""
        self._notices.close()
        with self._lock:
            made, self._sync = self._sync, None
        if made is not None and self._url is not None:
            made[0].close()

    async def aclose(self) -> None:
        """Close the async client this store made from its URL for the running event loop.

        A loop's client is also closed when the loop shuts down (``asyncio.run`` and
        ``asyncio.Runner`` do that), so a store used under ``asyncio.run`` needs no ``aclose``.
        """
        with self._lock:
            made = self._async.pop(asyncio.get_running_loop(), None)
        if made is not None:
            await made.close()

    def __getstate__(self) -> dict[str, Any]:
        # Clients, locks and the fallback belong to the process that made them: a worker makes its own.
        if self._url is None:
            raise TypeError("a RedisPacing made from a client cannot be pickled: make it from a URL")
        return {key: self.__dict__[key] for key in _PICKLED}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._given_sync = self._given_async = None
        self._start()

    def __repr__(self) -> str:
        address = "" if self.address is None else f" address={self.address!r}"
        return f"<textsvc.pacing.RedisPacing {self._where}{address}>"


_PICKLED = ("address", "key_prefix", "retry_after", "timeout", "_clock", "_url", "_where", "_password")


def _changed(stored: bytes | str | None, change: Change[R], now: float) -> tuple[R, tuple[str, int] | None]:
    """What ``change`` answers on the stored window, and what to write: the record and its lifetime (ms).

    Nothing to write when the window is stored and unchanged, so callers waiting on a window only
    read it, and never race the change they wait for.
    """
    window = stored_window(stored)
    before = window_record(window)
    result = change(window, now)
    after = window_record(window)
    if stored is not None and after == before:
        return result, None
    horizon = max([now, window.resets_at or now, *window.leases.values()])
    keep = min(KEEP_SECONDS + horizon - now, MOST_KEPT_SECONDS)
    return result, (window_text(window), math.ceil(keep * 1000))


def _server_time(read: float, read_at: float) -> float:
    """Redis's time now: as read at ``read_at`` (this host's monotonic clock), moved on by that clock.
    Each attempt of a change counts from the one read, so that losses add no time of their own."""
    return read + max(time.monotonic() - read_at, 0.0)


def _found(found: object) -> bytes | str | None:
    """After a lost compare-and-set: the window the script found instead, for the next attempt."""
    return found if isinstance(found, (bytes, str)) and found else None


def _local(result: R) -> R:
    """``result`` of the fallback: a slot in it is marked to go back to the fallback."""
    if isinstance(result, Slot):
        return cast(R, attrs.evolve(result, local=True))
    return result


def _pause(attempt: int) -> float:
    """Seconds before retrying a change that lost a race: short, spread, longer as losses add up."""
    return random.uniform(0, min(0.001 * 2**attempt, 0.02))  # noqa: S311 (spreading retries, not security)
