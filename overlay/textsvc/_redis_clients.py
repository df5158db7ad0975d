"""The Redis clients a ``RedisPacing`` or a ``RedisSeen`` talks through, and how it names their server.

A store makes a sync client and one async client per event loop from its URL when first needed,
or uses the client it was given (``RedisLink``). Each step it takes in Redis is bounded as a whole
by the store's ``timeout``, and tried once more on a new connection when a pooled one fails.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import AsyncGenerator, Awaitable, Callable
from typing import Any, TypeVar

import attrs
import redis
import redis.asyncio
from redis.asyncio.retry import Retry as AsyncRetry
from redis.backoff import NoBackoff
from redis.retry import Retry

from ._arguments import describe
from ._fork_safe import fork_safe_lock
from ._redis_watch import watched

__all__ = ["GivenRedis", "LoopClient", "RedisLink", "WrongClientError", "url_settings", "where"]

T = TypeVar("T")

CONNECT_TIMEOUT = 1.0
"""Seconds to connect to a server named by a URL (``?socket_connect_timeout=`` overrides it)."""
READ_TIMEOUT = 2.0
"""Seconds to wait for its answer (``?socket_timeout=`` overrides it)."""


class WrongClientError(TypeError):
    """A store given one kind of client (sync or async) was used by the other kind of caller."""


class LoopClient:
    """An async client of one event loop, closed when that loop shuts down if the store made it."""

    def __init__(self, client: redis.asyncio.Redis, *, owned: bool) -> None:
        self.client = client
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


@attrs.frozen
class GivenRedis:
    """A store's ``url_or_client``: a URL, or the sync or async client given; where the server is
    (``where``: never a password) and its password, which logs and errors leave out."""

    url: str | None = attrs.field(repr=False)  # it may hold a password
    sync: redis.Redis | None
    async_client: redis.asyncio.Redis | None
    where: str
    password: str | None = attrs.field(repr=False)

    @classmethod
    def of(cls, url_or_client: object) -> GivenRedis:
        url, sync, async_client = None, None, None
        if isinstance(url_or_client, str):
            url = url_or_client
            settings = url_settings(url_or_client)
        elif isinstance(url_or_client, redis.Redis):
            sync = url_or_client
            settings = dict(url_or_client.connection_pool.connection_kwargs)
        elif isinstance(url_or_client, redis.asyncio.Redis):
            async_client = url_or_client
            settings = dict(url_or_client.connection_pool.connection_kwargs)
        else:
            raise TypeError(
                "url_or_client must be a Redis URL (str), a redis.Redis or a redis.asyncio.Redis, "
                f"got {describe(url_or_client)}"
            )
        return cls(url, sync, async_client, where(settings), settings.get("password"))


def url_settings(url: str) -> dict[str, Any]:
    try:
        # Parsed only (a pool connects when first used): the clients are made when needed.
        return dict(redis.ConnectionPool.from_url(url).connection_kwargs)
    except ValueError:
        # The URL may hold a password: the message names its expected form, never the URL.
        raise ValueError(
            "url_or_client must be a Redis URL: redis://[[user]:password@]host[:port][/db], "
            "rediss://... or unix:///path/to/socket"
        ) from None


def where(settings: dict[str, Any]) -> str:
    """Where the server is, for reprs and logs: never the user name or password."""
    if settings.get("path"):
        return f"unix://{settings['path']}"
    return f"redis://{settings.get('host', 'localhost')}:{settings.get('port', 6379)}/{settings.get('db', 0)}"


class RedisLink:
    """A store's clients of its server, and the steps it takes there, each within ``timeout``.

    ``refusals`` say what a sync caller of a store given an async client is told, and the reverse.
    """

    def __init__(self, given: GivenRedis, timeout: float, refusals: tuple[str, str]) -> None:
        self.given = given
        self.timeout = timeout
        self._refusals = refusals
        self._lock = fork_safe_lock(self)
        self._sync = given.sync
        # One client per event loop: a redis.asyncio connection belongs to the loop it was made in.
        self._loops: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, LoopClient] = (
            weakref.WeakKeyDictionary()
        )

    def run(self, step: Callable[[redis.Redis], T]) -> T:
        """``step`` on the sync client: its answer, or redis-py's error (``TimeoutError`` past the bound)."""
        client = self._sync_client()
        with watched(client.connection_pool, self.timeout) as watch:
            try:
                try:
                    return step(client)
                except redis.ConnectionError:
                    if watch.fired:
                        raise
                    # Once more, on a new connection: a pooled one that the server (restarted) or a
                    # NAT closed fails once. A timeout is not tried again: it has cost enough.
                    return step(client)
            except Exception as error:
                if watch.fired:  # whatever redis-py made of its connections closed under it
                    raise self._too_late() from error
                raise

    async def async_run(self, step: Callable[[redis.asyncio.Redis], Awaitable[T]]) -> T:
        """``run`` for the event loop: the same bound, the same one retry."""
        client = await self._async_client()
        bound = asyncio.timeout(self.timeout)
        try:
            async with bound:
                try:
                    return await step(client)
                except redis.ConnectionError:
                    return await step(client)
        except TimeoutError as error:
            if bound.expired():
                raise self._too_late() from error
            raise

    def _too_late(self) -> redis.TimeoutError:
        return redis.TimeoutError(f"no whole answer within the store's timeout of {self.timeout:g} s")

    def _sync_client(self) -> redis.Redis:
        # Read once: a close() by another thread between two reads would leave None.
        made = self._sync
        if made is None:
            with self._lock:
                if self.given.url is None:
                    raise WrongClientError(self._refusals[0])
                made = self._sync
                if made is None:
                    made = self._sync = redis.Redis.from_url(
                        self.given.url,
                        socket_connect_timeout=CONNECT_TIMEOUT,
                        socket_timeout=READ_TIMEOUT,
                        retry=Retry(NoBackoff(), 0),  # the step is tried again by ``run`` alone
                    )
        return made

    async def _async_client(self) -> redis.asyncio.Redis:
        if self.given.async_client is not None:
            return self.given.async_client
        if self.given.url is None:
            raise WrongClientError(self._refusals[1])
        loop = asyncio.get_running_loop()
        with self._lock:
            made = self._loops.get(loop)
            if made is None:
                client = redis.asyncio.Redis.from_url(
                    self.given.url,
                    socket_connect_timeout=CONNECT_TIMEOUT,
                    socket_timeout=READ_TIMEOUT,
                    retry=AsyncRetry(NoBackoff(), 0),
                )
                made = self._loops[loop] = LoopClient(client, owned=True)
        await made.close_with_loop()
        return made.client

    def close(self) -> None:
        """Close the sync client made from the URL (the next step makes a new one)."""
        with self._lock:
            made, self._sync = self._sync, self.given.sync
        if made is not None and made is not self.given.sync:
            made.close()

    async def aclose(self) -> None:
        """Close the async client made from the URL for the running event loop."""
        with self._lock:
            made = self._loops.pop(asyncio.get_running_loop(), None)
        if made is not None:
            await made.close()
