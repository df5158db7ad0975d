"""The Redis clients a ``RedisPacing`` or a ``RedisSeen`` talks through, and how it names their server.

A store makes a sync client and one async client per event loop from its URL when first needed,
or uses the client it was given.
"""

from __future__ import annotations

from collections.abc import AsyncGenerator
from typing import Any

import attrs
import redis
import redis.asyncio

from ._arguments import describe

__all__ = ["GivenRedis", "LoopClient", "url_settings", "where"]


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
