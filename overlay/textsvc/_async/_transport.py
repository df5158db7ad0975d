"""The transport of the SDK's own pool: httpx over an httpcore pool held to the attempt's deadline.

What it shares with httpx's transport (defaults, error mapping) is in the top-level ``_transport``.
"""

from __future__ import annotations

from collections.abc import AsyncIterable, AsyncIterator

import httpcore
import httpx

from .._pool_keepers import AsyncPoolKeeper
from .._transport import DEFAULT_LIMITS, as_httpx_errors, httpcore_request
from ._network import AsyncDeadlineBackend


class _AsyncResponseStream(httpx.AsyncByteStream):
    def __init__(self, response: httpcore.Response, request: httpx.Request) -> None:
        assert isinstance(response.stream, AsyncIterable)
        self._stream = response.stream
        self._response = response
        self._request = request

    async def __aiter__(self) -> AsyncIterator[bytes]:
        with as_httpx_errors(self._request):
            async for part in self._stream:
                yield part

    async def aclose(self) -> None:
        await self._response.aclose()


class AsyncDeadlineTransport(httpx.AsyncBaseTransport):
    """``httpx.AsyncHTTPTransport(limits=limits)``, its sockets held to the attempt's deadline."""

    def __init__(self, limits: httpx.Limits = DEFAULT_LIMITS) -> None:
        self._limits = limits
        self._pools = AsyncPoolKeeper(self._new_pool)

    def _new_pool(self) -> httpcore.AsyncConnectionPool:
        return httpcore.AsyncConnectionPool(
            ssl_context=httpx.create_ssl_context(),
            max_connections=self._limits.max_connections,
            max_keepalive_connections=self._limits.max_keepalive_connections,
            keepalive_expiry=self._limits.keepalive_expiry,
            network_backend=AsyncDeadlineBackend(),
        )

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        pool = self._pools.pool()
        with as_httpx_errors(request):
            response = await pool.handle_async_request(httpcore_request(request))
        return httpx.Response(
            status_code=response.status,
            headers=response.headers,
            stream=_AsyncResponseStream(response, request),
            extensions=response.extensions,
        )

    async def aclose(self) -> None:
        await self._pools.pool().aclose()
