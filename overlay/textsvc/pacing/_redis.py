"""Pacing shared by every process on every host that reaches one Redis server.

Each bucket is one key holding its window (``_redis_rules``); each take or give-back is one Lua
script that applies the window's rules in Redis, atomically: it reads the key, and writes it if the
change changed it. When Redis cannot be reached, each process paces itself alone, as with any
store that fails (``_store.GuardedPacing``).
"""

from __future__ import annotations

import math
import time
from typing import Any, TypeVar

from .._arguments import describe
from .._clock import SystemClock, TimeSource, check_clock
from .._extras import needs_extra
from .._rate_limit import NO_ANNOUNCEMENT
from ._rules import Answer, Change, Take
from ._store import PacingStore

with needs_extra("redis", "RedisPacing"):
    import redis
    import redis.asyncio

from .._redis_clients import GivenRedis, RedisLink  # they import redis too
from ._redis_rules import RULES

__all__ = ["RedisPacing"]

R = TypeVar("R")

TIME_READ_EVERY = 60.0
"""Seconds a process counts Redis's time on from one reading of ``TIME`` with its own clock."""

TIME_READINGS = 3
"""Readings of ``TIME`` each time it is read: the one with the shortest round trip is kept, so that
processes sharing the store agree on its time within their fastest exchange (a slow one, on a
loaded host, would set a process's clock ahead or behind the others', and its requests early)."""

REFUSALS = (
    "RedisPacing was given a redis.asyncio.Redis client, which only AsyncClient can use: pass a "
    "redis.Redis client for textsvc.Client, or a URL (it serves both)",
    "RedisPacing was given a redis.Redis client, which would block AsyncClient's event loop: pass a "
    "redis.asyncio.Redis client for textsvc.AsyncClient, or a URL (it serves both)",
)

Reply = Any
"""What the script answers (``_redis_rules``)."""


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
    ``TIME`` (read once a minute per process, moved on by this host's clock in between), one clock
    for every host; ``clock`` (an object with ``now()``) replaces it.

    When Redis cannot be reached (or answers an error), its clients in this process log one warning
    on the ``textsvc.pacing`` logger and pace this process alone until Redis answers again: one call
    tries it every ``retry_after`` seconds.
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
        self._given = GivenRedis.of(url_or_client)
        self._start()

    def _start(self) -> None:
        """What each process makes for itself: its clients and its reading of Redis's time."""
        self._link = RedisLink(self._given, self.timeout, REFUSALS)
        self._time_read: tuple[float, float, float] | None = None
        """Redis's time as last read, this host's monotonic time then, and how far off it may be."""

    # Each change: one script in Redis. An error of Redis fails the change: the client paces in
    # process until Redis answers again (``GuardedPacing``).

    def _change(self, bucket: str, change: Change[R]) -> R:
        reply, now = self._link.run(lambda client: self._in_redis(client, bucket, change))
        return _read(change, reply, now, self._time_error())  # type: ignore[no-any-return]

    async def _async_change(self, bucket: str, change: Change[R]) -> R:
        reply, now = await self._link.async_run(lambda client: self._async_in_redis(client, bucket, change))
        return _read(change, reply, now, self._time_error())  # type: ignore[no-any-return]

    def _in_redis(self, client: redis.Redis, bucket: str, change: Change[Any]) -> tuple[Reply, float]:
        """The script's reply to ``change`` and the time it was given."""
        now = self._now(client)
        script = client.register_script(RULES)  # EVALSHA, loading it into a server new to it
        return script([self.key_prefix + bucket], _script_args(change, now, self._time_error())), now

    async def _async_in_redis(
        self, client: redis.asyncio.Redis, bucket: str, change: Change[Any]
    ) -> tuple[Reply, float]:
        now = await self._async_now(client)
        script = client.register_script(RULES)
        return await script([self.key_prefix + bucket], _script_args(change, now, self._time_error())), now

    def _now(self, client: redis.Redis) -> float:
        """The store's time: the clock given, else Redis's (``TIME`` read once a minute)."""
        if self._clock is None and self._time_is_stale():
            readings = [_reading(time.monotonic(), client.time()) for _ in range(TIME_READINGS)]
            self._time_read = _fastest(readings)
        return self._time()

    async def _async_now(self, client: redis.asyncio.Redis) -> float:
        if self._clock is None and self._time_is_stale():
            readings = [_reading(time.monotonic(), await client.time()) for _ in range(TIME_READINGS)]
            self._time_read = _fastest(readings)
        return self._time()

    def _time_is_stale(self) -> bool:
        return self._time_read is None or time.monotonic() - self._time_read[1] > TIME_READ_EVERY

    def _time(self) -> float:
        if self._clock is not None or self._time_read is None:
            return (self._clock or _MONOTONIC).now()
        redis_time, read_at, _ = self._time_read
        return redis_time + time.monotonic() - read_at

    def _time_error(self) -> float:
        """Seconds this process's count of Redis's time may be off by: half its reading's round trip."""
        return 0.0 if self._clock is not None or self._time_read is None else self._time_read[2]

    def close(self) -> None:
        """Close the sync client this store made from its URL (the next use makes a new one)."""
        self._link.close()

    async def aclose(self) -> None:
        """Close the async client this store made from its URL for the running event loop.

        A loop's client is also closed when the loop shuts down (``asyncio.run`` and
        ``asyncio.Runner`` do that), so a store used under ``asyncio.run`` needs no ``aclose``.
        """
        await self._link.aclose()

    def __getstate__(self) -> dict[str, Any]:
        # Clients and locks belong to the process that made them: a worker makes its own.
        if self._given.url is None:
            raise TypeError("a RedisPacing made from a client cannot be pickled: make it from a URL")
        return {key: self.__dict__[key] for key in _PICKLED}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._start()

    def _failure(self, error: Exception) -> str:
        text, password = super()._failure(error), self._given.password
        return text.replace(password, "***") if isinstance(password, str) and password else text

    def __repr__(self) -> str:
        address = "" if self.address is None else f" address={self.address!r}"
        return f"<textsvc.pacing.RedisPacing {self._given.where}{address}>"


_PICKLED = ("address", "key_prefix", "retry_after", "timeout", "_clock", "_given")


_MONOTONIC = SystemClock()


def _script_args(change: Change[Any], now: float, error: float) -> list[Any]:
    """What the script is given for ``change`` (``_redis_rules``). This process's time may be off
    Redis's by ``error`` seconds either way: an answer's window ends that much later, and was sent
    twice as much earlier, so that it ends no earlier and closes no later than Redis's time says."""
    if isinstance(change, Take):
        return ["take", now, change.lease, change.lease_seconds]
    if not isinstance(change, Answer):
        return ["ahead", now]
    told = change.announced or NO_ANNOUNCEMENT
    later = [None if wait is None else wait + error for wait in (told.reset, told.retry_after)]
    sent_at = None if change.sent_at is None else change.sent_at - 2 * error
    fields = (told.limit, told.remaining, *later, sent_at)
    numbers = ["-" if value is None else repr(float(value)) for value in fields]
    slot, flags = change.slot, [_flag(change.rejected), _flag(change.sent)]
    return ["answer", now, slot.epoch, slot.lease, _flag(change.announced is not None),
            *numbers[:4], *flags, numbers[4], _flag(slot.delay > 0), str(slot.place)]  # fmt: skip


def _read(change: Change[Any], reply: Reply, now: float, error: float) -> Any:
    """What the script's ``reply`` to ``change`` means: a slot or a wait, nothing, or a count. A place
    in a later window goes ``error`` seconds late, the most this process's time may be ahead."""
    if isinstance(change, Take):
        if reply[0] in (b"wait", "wait"):
            return float(reply[1])
        delay = float(reply[3])
        return change.slot(now, int(reply[1]), asks=bool(reply[2]), delay=delay + error if delay > 0 else 0.0,
                           confirms=bool(reply[4]), place=int(reply[5]))  # fmt: skip
    return None if isinstance(change, Answer) else int(reply)


def _reading(asked: float, told: tuple[int, int]) -> tuple[float, float, float]:
    """Redis's time (``told`` by ``TIME`` asked at ``asked``), this host's monotonic time at the
    middle of the exchange, and its round trip."""
    answered, (seconds, micros) = time.monotonic(), told
    return (seconds + micros / 1_000_000, (asked + answered) / 2, answered - asked)


def _fastest(readings: list[tuple[float, float, float]]) -> tuple[float, float, float]:
    """Redis's time, this host's then and how far off that may be, from the fastest reading."""
    redis_time, read_at, trip = min(readings, key=lambda reading: reading[2])
    return redis_time, read_at, trip / 2


def _flag(value: bool) -> str:
    return "1" if value else "0"
