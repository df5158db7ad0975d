"""The transport of the SDK's own pool: httpx over an httpcore pool held to the attempt's deadline.

What it shares with httpx's transport (defaults, error mapping) is in the top-level ``_transport``.
"""

from __future__ import annotations

from collections.abc import AsyncIterable, AsyncIterator

import httpcore
import httpx

from .._pool_keepers import AsyncPoolKeeper
from .._transport import as_httpx_errors, httpcore_request, pool_settings
from ._network import AsyncDeadlineBackend


class _AsyncResponseStream(httpx.AsyncByteStream):
    def __init__(self, stream: AsyncIterable[bytes], request: httpx.Request) -> None:
        self._stream = stream
        self._request = request

    async def __aiter__(self) -> AsyncIterator[bytes]:
        with as_httpx_errors(self._request):
            async for part in self._stream:
                yield part

    async def aclose(self) -> None:
        aclose = getattr(self._stream, "aclose", None)
        if aclose is not None:
            await aclose()


def _new_pool() -> httpcore.AsyncConnectionPool:
    return httpcore.AsyncConnectionPool(**pool_settings(), network_backend=AsyncDeadlineBackend())


class AsyncDeadlineTransport(httpx.AsyncBaseTransport):
    """``httpx.AsyncHTTPTransport()``, its sockets held to the attempt's deadline."""

    def __init__(self) -> None:
        self._pools = AsyncPoolKeeper(_new_pool)

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        pool = self._pools.pool()
        with as_httpx_errors(request):
            response = await pool.handle_async_request(httpcore_request(request))
        assert isinstance(response.stream, AsyncIterable)
        return httpx.Response(
            status_code=response.status,
            headers=response.headers,
            stream=_AsyncResponseStream(response.stream, request),
            extensions=response.extensions,
        )

    async def aclose(self) -> None:
        await self._pools.pool().aclose()
