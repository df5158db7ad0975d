"""Pacing shared by every process on every host that reaches one Redis server.

Each bucket is one key holding its window as JSON (``Window.to_record``). A change reads the key
and the server's ``TIME``, applies the window's rules here, and writes the result back only if the
key still holds what was read (a compare-and-set Lua script); a change that lost the race reads
again. When Redis cannot be reached, each process paces itself alone (one logged warning per
outage) and tries Redis again every ``retry_after`` seconds.
"""

from __future__ import annotations

import asyncio
import logging
import math
import random
import threading
import time
import weakref
from collections.abc import AsyncGenerator, Coroutine
from typing import Any, TypeVar, cast

import attrs

from .._arguments import describe
from .._clock import SystemClock, check_clock
from .._extras import needs_extra
from .._pacer import ANSWER_POLL, DEFAULT_LEASE, Slot
from .._rate_headers import RateLimit
from ._in_process import InProcessPacing
from ._records import stored_window, window_text
from ._store import Change, PacingStore, TimeSource

with needs_extra("redis", "RedisPacing"):
    import redis
    import redis.asyncio
    from redis.asyncio.retry import Retry as AsyncRetry
    from redis.backoff import NoBackoff
    from redis.commands.core import AsyncScript, Script
    from redis.retry import Retry

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

# Writes the window only if its key still holds what the change read ("" for no key).
_COMPARE_AND_SET = """
local current = redis.call('GET', KEYS[1])
if (current or '') ~= ARGV[1] then
    return 0
end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1
"""


class ContendedError(RuntimeError):
    """A window changed under every attempt of one change: others keep changing it right now."""


class RedisPacing(PacingStore):
    """Windows kept in Redis, shared by every client, process and host using the same server.

    ``url_or_client`` is a ``redis://``, ``rediss://`` or ``unix://`` URL (a sync and an async
    client are made from it when first needed, with a connect timeout of 1 s and a read timeout
    of 2 s), or a client you made: a ``redis.Redis`` serves ``textsvc.Client``, a
    ``redis.asyncio.Redis`` serves ``textsvc.AsyncClient`` (give yours timeouts too:
    ``socket_connect_timeout``, ``socket_timeout``).
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
    ) -> None:
        super().__init__(address=address)
        if type(key_prefix) is not str:
            raise TypeError(f"key_prefix must be a str, got {describe(key_prefix)}")
        if type(retry_after) not in (int, float):
            raise TypeError(f"retry_after must be a number of seconds, got {describe(retry_after)}")
        if not (math.isfinite(retry_after) and retry_after > 0):
            raise ValueError("retry_after must be a finite number of seconds, more than 0")
        if clock is not None:
            check_clock("clock", clock, ("now",))
        self.key_prefix = key_prefix
        self.retry_after = float(retry_after)
        self._clock = clock
        self._url: str | None = None
        self._given_sync: redis.Redis | None = None
        self._given_async: redis.asyncio.Redis | None = None
        if isinstance(url_or_client, str):
            self._url = url_or_client
            settings = _url_settings(url_or_client)
        elif isinstance(url_or_client, redis.Redis):
            self._given_sync = url_or_client
            settings = dict(url_or_client.connection_pool.connection_kwargs)
        elif isinstance(url_or_client, redis.asyncio.Redis):
            self._given_async = url_or_client
            settings = dict(url_or_client.connection_pool.connection_kwargs)
        else:
            raise TypeError(
                "url_or_client must be a Redis URL (str), a redis.Redis or a redis.asyncio.Redis, "
                f"got {describe(url_or_client)}"
            )
        self._where = _where(settings)
        self._password = settings.get("password")
        self._start()

    def _start(self) -> None:
        """What each process makes for itself: clients, locks, the fallback and the outage state."""
        self._lock = threading.Lock()
        self._sync: tuple[redis.Redis, Script] | None = None
        # One async client per event loop: a redis.asyncio connection belongs to the loop it was made in.
        self._async: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _LoopClient] = (
            weakref.WeakKeyDictionary()
        )
        self._background: set[asyncio.Task[Any]] = set()
        self._fallback = InProcessPacing(address=self.address, clock=self._clock)
        self._outage = _Outage(self.retry_after, self._clock or SystemClock(), self._where, self._password)

    # The public methods: slots of the fallback go back to the fallback; contention is a wait.

    def acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        try:
            return super().acquire(bucket, lease_seconds=lease_seconds)
        except ContendedError:
            return ANSWER_POLL  # others are changing this window right now: ask again shortly

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
            return ANSWER_POLL

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

    # The store's hooks: Redis while it answers, else this process's fallback.

    def _transact(self, bucket: str, change: Change[R]) -> R:
        if self._outage.redis_wanted():
            key = self.key_prefix + bucket
            try:
                try:
                    result = self._redis_transact(key, change)
                except redis.ConnectionError:
                    # Once more, on a new connection: a pooled one that the server (restarted) or a
                    # NAT closed fails once. A timeout is not tried again: it has cost enough.
                    result = self._redis_transact(key, change)
            except redis.RedisError as error:
                self._outage.failed(error)
            else:
                self._outage.answered()
                return result
        return _local(self._fallback._transact(bucket, change))

    async def _async_transact(self, bucket: str, change: Change[R]) -> R:
        if self._outage.redis_wanted():
            key = self.key_prefix + bucket
            try:
                try:
                    result = await self._async_redis_transact(key, change)
                except redis.ConnectionError:
                    result = await self._async_redis_transact(key, change)  # as in _transact
            except redis.RedisError as error:
                self._outage.failed(error)
            else:
                self._outage.answered()
                return result
        return _local(await self._fallback._async_transact(bucket, change))

    def _redis_transact(self, key: str, change: Change[R]) -> R:
        client, compare_and_set = self._sync_client()
        for attempt in range(MOST_TRIES):
            if self._clock is None:
                with client.pipeline(transaction=False) as pipe:
                    pipe.time()
                    pipe.get(key)
                    (seconds, micros), stored = pipe.execute()
                now = seconds + micros / 1_000_000
            else:
                stored = client.get(key)
                now = self._clock.now()
            result, write = _changed(stored, change, now)
            if write is None or compare_and_set(keys=[key], args=[stored or "", *write]) == 1:
                return result
            time.sleep(_pause(attempt))
        raise ContendedError(f"the pacing window at {key!r} changed under {MOST_TRIES} attempts")

    async def _async_redis_transact(self, key: str, change: Change[R]) -> R:
        client, compare_and_set = await self._async_client()
        for attempt in range(MOST_TRIES):
            if self._clock is None:
                async with client.pipeline(transaction=False) as pipe:
                    pipe.time()
                    pipe.get(key)
                    (seconds, micros), stored = await pipe.execute()
                now = seconds + micros / 1_000_000
            else:
                stored = await client.get(key)
                now = self._clock.now()
            result, write = _changed(stored, change, now)
            if write is None or await compare_and_set(keys=[key], args=[stored or "", *write]) == 1:
                return result
            await asyncio.sleep(_pause(attempt))
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
                    self._sync = (client, client.register_script(_COMPARE_AND_SET))
                made = self._sync
        return made

    async def _async_client(self) -> tuple[redis.asyncio.Redis, AsyncScript]:
        loop = asyncio.get_running_loop()
        with self._lock:
            made = self._async.get(loop)
            if made is None:
                if self._given_async is not None:
                    made = _LoopClient(self._given_async, owned=False)
                elif self._url is not None:
                    client = redis.asyncio.Redis.from_url(
                        self._url,
                        socket_connect_timeout=CONNECT_TIMEOUT,
                        socket_timeout=READ_TIMEOUT,
                        retry=AsyncRetry(NoBackoff(), 0),
                    )
                    made = _LoopClient(client, owned=True)
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
        """Close the sync client this store made from its URL (the next use makes a new one)."""
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


_PICKLED = ("address", "key_prefix", "retry_after", "_clock", "_url", "_where", "_password")


class _LoopClient:
    """An async client of one event loop, closed when that loop shuts down if the store made it."""

    def __init__(self, client: redis.asyncio.Redis, *, owned: bool) -> None:
        self.client = client
        self.compare_and_set = client.register_script(_COMPARE_AND_SET)
        self._owned = owned
        self._closer: AsyncGenerator[None, None] | None = None

    async def close_with_loop(self) -> None:
        # An async generator left open is closed by the loop's shutdown_asyncgens(), inside the
        # loop: the one moment a loop's own connections can still be closed cleanly.
        if self._owned and self._closer is None:
            self._closer = self._close_at_shutdown()
            await anext(self._closer)

    async def _close_at_shutdown(self) -> AsyncGenerator[None, None]:
        try:
            yield
        finally:
            await self.client.aclose()

    async def close(self) -> None:
        closer, self._closer = self._closer, None
        if closer is not None:
            await closer.aclose()


class _Outage:
    """Whether Redis is answering, when to try it again, and the one warning an outage gets."""

    def __init__(self, retry_after: float, clock: TimeSource, where: str, password: object) -> None:
        self._retry_after = retry_after
        self._clock = clock
        self._where = where
        self._password = password if isinstance(password, str) and password else None
        self._lock = threading.Lock()
        self._retry_at: float | None = None

    def redis_wanted(self) -> bool:
        """Redis is answering, or it is time to try it again (this caller tries; others stay local)."""
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

    def failed(self, error: redis.RedisError) -> None:
        with self._lock:
            new = self._retry_at is None
            self._retry_at = self._clock.now() + self._retry_after
        if new:
            logger.warning(
                "Redis at %s cannot pace (%s: %s): each process paces only itself until it answers "
                "again (tried every %g s)",
                self._where,
                type(error).__name__,
                self._scrubbed(str(error)),
                self._retry_after,
            )

    def answered(self) -> None:
        if self._retry_at is None:
            return
        with self._lock:
            was_out, self._retry_at = self._retry_at is not None, None
        if was_out:
            logger.info("Redis at %s answers again: pacing is shared again", self._where)

    def _scrubbed(self, text: str) -> str:
        return text if self._password is None else text.replace(self._password, "***")


def _url_settings(url: str) -> dict[str, Any]:
    try:
        # Parsed only (a pool connects when first used): the clients are made when needed.
        return dict(redis.ConnectionPool.from_url(url).connection_kwargs)
    except ValueError:
        # The URL may hold a password: the message names its expected form, never the URL.
        raise ValueError(
            "url_or_client must be a Redis URL: redis://[[user]:password@]host[:port][/db], "
            "rediss://... or unix:///path/to/socket"
        ) from None


def _where(settings: dict[str, Any]) -> str:
    """Where the server is, for reprs and logs: never the user name or password."""
    if settings.get("path"):
        return f"unix://{settings['path']}"
    return f"redis://{settings.get('host', 'localhost')}:{settings.get('port', 6379)}/{settings.get('db', 0)}"


def _changed(stored: bytes | str | None, change: Change[R], now: float) -> tuple[R, tuple[str, int] | None]:
    """What ``change`` answers on the stored window, and what to write: the record and its lifetime (ms).

    Nothing to write when the window is stored and unchanged, so callers waiting on a window only
    read it, and never race the change they wait for.
    """
    window = stored_window(stored)
    before = window.to_record()
    result = change(window, now)
    after = window.to_record()
    if stored is not None and after == before:
        return result, None
    horizon = max([now, window.resets_at or now, *window.leases.values()])
    keep = min(KEEP_SECONDS + horizon - now, MOST_KEPT_SECONDS)
    return result, (window_text(window), math.ceil(keep * 1000))


def _local(result: R) -> R:
    """``result`` of the fallback: a slot in it is marked to go back to the fallback."""
    if isinstance(result, Slot):
        return cast(R, attrs.evolve(result, local=True))
    return result


def _pause(attempt: int) -> float:
    """Seconds before retrying a change that lost a race: short, spread, longer as losses add up."""
    return random.uniform(0, min(0.001 * 2**attempt, 0.02))  # noqa: S311 (spreading retries, not security)
