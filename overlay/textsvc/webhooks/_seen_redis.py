"""The bodies handled by listeners on every host that reaches one Redis server.

A body is one key: a claim is ``SET NX`` of the claimer's token expiring after ``claim_seconds``;
handled, the key holds ``handled`` for ``keep_seconds``. Making a claim handled, or giving it up,
is a script that acts only while the key still holds the claimer's token.
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from .._arguments import describe
from .._extras import needs_extra
from ._seen import (
    DEFAULT_CLAIM_SECONDS,
    DEFAULT_KEEP_SECONDS,
    Claimed,
    SeenStore,
    SeenStoreError,
    check_seconds,
)

with needs_extra("redis", "RedisSeen"):
    import redis
    import redis.asyncio

from .._redis_clients import GivenRedis, RedisLink, WrongClientError

__all__ = ["RedisSeen"]

T = TypeVar("T")

HANDLED = "handled"
_IF_CLAIMED = """
local held = redis.call('GET', KEYS[1])
if ARGV[2] == '' then
    if held == ARGV[1] then
        redis.call('DEL', KEYS[1])
    end
elseif held == ARGV[1] or held == false then
    redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
end
return 1
"""
"""Make the claim ``ARGV[1]`` handled (``ARGV[2]`` for ``ARGV[3]`` ms; also when the claim has
expired and nobody holds another), or give it up (``ARGV[2]`` empty) if it is still ``ARGV[1]``'s."""


class RedisSeen(SeenStore):
    """The record in Redis: shared by every listener, process and host using the same server.

    ``url_or_client`` is a Redis URL (clients are made from it when first needed, with a connect
    timeout of 1 s and a read timeout of 2 s), or a ``redis.Redis`` (for ``handle``) or
    ``redis.asyncio.Redis`` (for ``async_handle``) of yours. Keys are ``key_prefix`` and the body's
    digest. ``timeout`` (default 3 s: a connect and a read) bounds each step (a claim, marking a
    body handled, a give-up) as a whole: a read timeout bounds each read only, which a server that
    drips its reply never passes. Past it the store closes the connections it waited on (of a sync
    client, its whole pool), and the delivery is handled as when Redis is down.
    """

    def __init__(
        self,
        url_or_client: str | redis.Redis | redis.asyncio.Redis,
        *,
        keep_seconds: float = DEFAULT_KEEP_SECONDS,
        claim_seconds: float = DEFAULT_CLAIM_SECONDS,
        key_prefix: str = "textsvc:webhooks:seen:",
        timeout: float = 3.0,
    ) -> None:
        super().__init__(keep_seconds=keep_seconds, claim_seconds=claim_seconds)
        if type(key_prefix) is not str:
            raise TypeError(f"key_prefix must be a str, got {describe(key_prefix)}")
        self.key_prefix = key_prefix
        self.timeout = check_seconds("timeout", timeout)
        self._given = GivenRedis.of(url_or_client)
        self._link = RedisLink(self._given, self.timeout, REFUSALS)

    def _step(self, command: Callable[[redis.Redis], T]) -> T:
        """``command`` on the sync client within ``timeout`` as a whole, tried once more on a new
        connection (a claim or mark lost to a closed one would run a body twice); any error of
        redis-py's, or an answer it could not read, is a ``SeenStoreError``."""
        try:
            return self._link.run(command)
        except (SeenStoreError, WrongClientError):
            raise
        except Exception as error:
            raise _store_error(error) from error

    async def _async_step(self, command: Callable[[Any], Awaitable[T]]) -> T:
        """``_step`` for the event loop: the same bound, the same one retry."""
        try:
            return await self._link.async_run(command)
        except (SeenStoreError, WrongClientError):
            raise
        except Exception as error:
            raise _store_error(error) from error

    def _claim(self, key: str, token: str) -> Claimed:
        def claim(client: redis.Redis) -> Claimed:
            for _ in range(3):  # a key that expires between the two commands is claimed again
                if client.set(self.key_prefix + key, token, nx=True, px=_ms(self.claim_seconds)):
                    return Claimed.MINE
                found = client.get(self.key_prefix + key)
                if found is not None:
                    return _claimed(found, token)
            raise SeenStoreError("the key changed under every attempt")

        return self._step(claim)

    async def _async_claim(self, key: str, token: str) -> Claimed:
        async def claim(client: redis.asyncio.Redis) -> Claimed:
            for _ in range(3):
                if await client.set(self.key_prefix + key, token, nx=True, px=_ms(self.claim_seconds)):
                    return Claimed.MINE
                found = await client.get(self.key_prefix + key)
                if found is not None:
                    return _claimed(found, token)
            raise SeenStoreError("the key changed under every attempt")

        return await self._async_step(claim)

    def _handled(self, key: str, token: str) -> None:
        self._step(lambda client: client.eval(*self._if_claimed(key, token, HANDLED)))

    def _give_up(self, key: str, token: str) -> None:
        self._step(lambda client: client.eval(*self._if_claimed(key, token, "")))

    async def _async_handled(self, key: str, token: str) -> None:
        await self._async_step(lambda client: client.eval(*self._if_claimed(key, token, HANDLED)))

    async def _async_give_up(self, key: str, token: str) -> None:
        await self._async_step(lambda client: client.eval(*self._if_claimed(key, token, "")))

    def _if_claimed(self, key: str, token: str, value: str) -> tuple[str, int, str, str, str, int]:
        """The arguments of ``EVAL`` that makes ``token``'s claim ``value`` (handled, or given up)."""
        return (_IF_CLAIMED, 1, self.key_prefix + key, token, value, _ms(self.keep_seconds))

    def refusal(self, *, asynchronous: bool) -> str:
        given = self._given
        if asynchronous and given.url is None and given.async_client is None:
            return "RedisSeen was given a redis.Redis client, which would block the event loop"
        if not asynchronous and given.url is None and given.sync is None:
            return "RedisSeen was given a redis.asyncio.Redis client, which only async_handle can use"
        return ""

    def __repr__(self) -> str:
        return f"<textsvc.webhooks.RedisSeen {self._given.where} keep_seconds={self.keep_seconds:g}>"


REFUSALS = (
    "RedisSeen was given a redis.asyncio.Redis client: use async_handle",
    "RedisSeen was given a redis.Redis client, which would block the event loop",
)


def _store_error(error: Exception) -> SeenStoreError:
    """The store's error for redis-py's ``error``, saying what failed (never a password)."""
    if isinstance(error, redis.TimeoutError):  # "no whole answer within ...", or a socket's timeout
        return SeenStoreError(f"TimeoutError: {error}")
    return SeenStoreError(type(error).__name__)


def _ms(seconds: float) -> int:
    return max(math.ceil(seconds * 1000), 1)


def _claimed(found: object, token: str) -> Claimed:
    """What a key found holds: handled; this claim (its ``SET`` went through, the answer was lost,
    and the step ran again); else (another claim's token, or anything another program left there)
    busy."""
    if found in (HANDLED, HANDLED.encode()):
        return Claimed.SEEN
    return Claimed.MINE if found in (token, token.encode()) else Claimed.BUSY
