# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""The transport of the SDK's own pool: httpx over an httpcore pool held to the attempt's deadline.

What it shares with httpx's transport (defaults, error mapping) is in the top-level ``_transport``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import httpcore
import httpx

from .._pool_keepers import PoolKeeper
from .._transport import DEFAULT_LIMITS, as_httpx_errors, httpcore_request
from ._network import DeadlineBackend


class _ResponseStream(httpx.SyncByteStream):
    def __init__(self, response: httpcore.Response, request: httpx.Request) -> None:
        assert isinstance(response.stream, Iterable)
        self._stream = response.stream
        self._response = response
        self._request = request

    def __iter__(self) -> Iterator[bytes]:
        with as_httpx_errors(self._request):
            for part in self._stream:
                yield part

    def close(self) -> None:
        self._response.close()


class DeadlineTransport(httpx.BaseTransport):
    """``httpx.HTTPTransport(limits=limits)``, its sockets held to the attempt's deadline."""

    def __init__(self, limits: httpx.Limits = DEFAULT_LIMITS) -> None:
        self._limits = limits
        self._pools = PoolKeeper(self._new_pool)

    def _new_pool(self) -> httpcore.ConnectionPool:
        return httpcore.ConnectionPool(
            ssl_context=httpx.create_ssl_context(),
            max_connections=self._limits.max_connections,
            max_keepalive_connections=self._limits.max_keepalive_connections,
            keepalive_expiry=self._limits.keepalive_expiry,
            network_backend=DeadlineBackend(),
        )

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        pool = self._pools.pool()
        with as_httpx_errors(request):
            response = pool.handle_request(httpcore_request(request))
        return httpx.Response(
            status_code=response.status,
            headers=response.headers,
            stream=_ResponseStream(response, request),
            extensions=response.extensions,
        )

    def close(self) -> None:
        self._pools.pool().close()
