"""The bodies handled by listeners on every host that reaches one Redis server.

A body is one key: a claim is ``SET NX`` of the claimer's token expiring after ``claim_seconds``;
handled, the key holds ``handled`` for ``keep_seconds``. Making a claim handled, or giving it up,
is a script that acts only while the key still holds the claimer's token.
"""

from __future__ import annotations

import asyncio
import math
import weakref
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

from .._redis_clients import GivenRedis, LoopClient
from .._redis_watch import watched

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
CONNECT_TIMEOUT = 1.0
READ_TIMEOUT = 2.0


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
        self._sync = self._given.sync
        self._async: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, LoopClient] = (
            weakref.WeakKeyDictionary()
        )

    def _sync_client(self) -> redis.Redis:
        if self._sync is None:
            if self._given.url is None:
                raise TypeError("RedisSeen was given a redis.asyncio.Redis client: use async_handle")
            self._sync = redis.Redis.from_url(
                self._given.url, socket_connect_timeout=CONNECT_TIMEOUT, socket_timeout=READ_TIMEOUT
            )
        return self._sync

    async def _async_client(self) -> redis.asyncio.Redis:
        """The given async client, else one made for the running loop (closed when it shuts down)."""
        if self._given.async_client is not None:
            return self._given.async_client
        if self._given.url is None:
            raise TypeError("RedisSeen was given a redis.Redis client, which would block the event loop")
        loop = asyncio.get_running_loop()
        made = self._async.get(loop)
        if made is None:
            client = redis.asyncio.Redis.from_url(
                self._given.url, socket_connect_timeout=CONNECT_TIMEOUT, socket_timeout=READ_TIMEOUT
            )
            made = self._async[loop] = LoopClient(client, owned=True)
        await made.close_with_loop()
        return made.client

    def _step(self, command: Callable[[redis.Redis], T]) -> T:
        """``command`` on the sync client within ``timeout`` as a whole, else ``SeenStoreError``;
        any error of redis-py's (or an answer it could not read) is a ``SeenStoreError`` too."""
        client = self._sync_client()
        with watched(client.connection_pool, self.timeout) as watch:
            try:
                try:
                    return command(client)
                except redis.ConnectionError:
                    if watch.fired:
                        raise
                    # Once more, on a new connection: a pooled one that the server (restarted) or a
                    # NAT closed fails once, and a claim or mark lost to it would run a body twice.
                    return command(client)
            except SeenStoreError:
                raise
            except Exception as error:
                if watch.fired:  # whatever redis-py made of its connections closed under it
                    raise SeenStoreError(self._too_late()) from error
                raise SeenStoreError(type(error).__name__) from error

    async def _async_step(self, command: Callable[[Any], Awaitable[T]]) -> T:
        """``_step`` for the event loop: the same bound, the same one retry."""
        client = await self._async_client()
        bound = asyncio.timeout(self.timeout)
        try:
            async with bound:
                try:
                    return await command(client)
                except redis.ConnectionError:
                    return await command(client)
        except SeenStoreError:
            raise
        except TimeoutError as error:
            if bound.expired():
                raise SeenStoreError(self._too_late()) from error
            raise SeenStoreError(type(error).__name__) from error
        except Exception as error:
            raise SeenStoreError(type(error).__name__) from error

    def _too_late(self) -> str:
        return f"TimeoutError: no whole answer within the store's timeout of {self.timeout:g} s"

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


def _ms(seconds: float) -> int:
    return max(math.ceil(seconds * 1000), 1)


def _claimed(found: object, token: str) -> Claimed:
    """What a key found holds: handled; this claim (its ``SET`` went through, the answer was lost,
    and the step ran again); else (another claim's token, or anything another program left there)
    busy."""
    if found in (HANDLED, HANDLED.encode()):
        return Claimed.SEEN
    return Claimed.MINE if found in (token, token.encode()) else Claimed.BUSY
