# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""The transport of the SDK's own pool: httpx over an httpcore pool held to the attempt's deadline.

What it shares with httpx's transport (defaults, error mapping) is in the top-level ``_transport``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import httpcore
import httpx

from .._pool_keepers import PoolKeeper
from .._transport import as_httpx_errors, httpcore_request, pool_settings
from ._network import DeadlineBackend


class _ResponseStream(httpx.SyncByteStream):
    def __init__(self, stream: Iterable[bytes], request: httpx.Request) -> None:
        self._stream = stream
        self._request = request

    def __iter__(self) -> Iterator[bytes]:
        with as_httpx_errors(self._request):
            for part in self._stream:
                yield part

    def close(self) -> None:
        close = getattr(self._stream, "close", None)
        if close is not None:
            close()


def _new_pool() -> httpcore.ConnectionPool:
    return httpcore.ConnectionPool(**pool_settings(), network_backend=DeadlineBackend())


class DeadlineTransport(httpx.BaseTransport):
    """``httpx.HTTPTransport()``, its sockets held to the attempt's deadline."""

    def __init__(self) -> None:
        self._pools = PoolKeeper(_new_pool)

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        pool = self._pools.pool()
        with as_httpx_errors(request):
            response = pool.handle_request(httpcore_request(request))
        assert isinstance(response.stream, Iterable)
        return httpx.Response(
            status_code=response.status,
            headers=response.headers,
            stream=_ResponseStream(response.stream, request),
            extensions=response.extensions,
        )

    def close(self) -> None:
        self._pools.pool().close()
