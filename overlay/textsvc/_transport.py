"""The transport of the SDK's own pool: httpx over an httpcore pool held to the attempt's deadline.

It is ``httpx.HTTPTransport`` with httpx's defaults (certificates, limits, HTTP/1.1), except that
its httpcore pool runs on the deadline-keeping network backends of ``_network``. httpx has no
public way to hand its transport a network backend, hence this small copy of what it does.
"""

from __future__ import annotations

import threading
import urllib.request
from collections.abc import AsyncIterable, AsyncIterator, Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import httpcore
import httpx

from ._network import AsyncDeadlineBackend, DeadlineBackend

if TYPE_CHECKING:
    import asyncio

# httpx's defaults for a client's pool.
_LIMITS = httpx.Limits(max_connections=100, max_keepalive_connections=20, keepalive_expiry=5.0)

# Most specific first: the first match wins.
_HTTPX_ERROR: tuple[tuple[type[Exception], type[httpx.RequestError]], ...] = (
    (httpcore.ConnectTimeout, httpx.ConnectTimeout),
    (httpcore.ReadTimeout, httpx.ReadTimeout),
    (httpcore.WriteTimeout, httpx.WriteTimeout),
    (httpcore.PoolTimeout, httpx.PoolTimeout),
    (httpcore.TimeoutException, httpx.TimeoutException),
    (httpcore.ConnectError, httpx.ConnectError),
    (httpcore.ReadError, httpx.ReadError),
    (httpcore.WriteError, httpx.WriteError),
    (httpcore.NetworkError, httpx.NetworkError),
    (httpcore.ProxyError, httpx.ProxyError),
    (httpcore.UnsupportedProtocol, httpx.UnsupportedProtocol),
    (httpcore.LocalProtocolError, httpx.LocalProtocolError),
    (httpcore.RemoteProtocolError, httpx.RemoteProtocolError),
    (httpcore.ProtocolError, httpx.ProtocolError),
)


def environment_names_a_proxy() -> bool:
    """``HTTP_PROXY``, ``HTTPS_PROXY`` or ``ALL_PROXY`` is set: httpx routes through it by itself.

    httpx honours these only with its own transports, so the SDK then keeps httpx's.
    """
    proxies = urllib.request.getproxies()
    return any(scheme in proxies for scheme in ("http", "https", "all"))


@contextmanager
def _as_httpx_errors(request: httpx.Request) -> Iterator[None]:
    try:
        yield
    except Exception as error:
        for httpcore_class, httpx_class in _HTTPX_ERROR:
            if isinstance(error, httpcore_class):
                raise httpx_class(str(error), request=request) from error
        raise


def _httpcore_request(request: httpx.Request) -> httpcore.Request:
    # The wait for a free connection needs no cut: it is bounded by the pool timeout, which is
    # no longer than the deadline, and the first socket operation after it finds the time spent.
    return httpcore.Request(
        method=request.method,
        url=httpcore.URL(
            scheme=request.url.raw_scheme,
            host=request.url.raw_host,
            port=request.url.port,
            target=request.url.raw_path,
        ),
        headers=request.headers.raw,
        content=request.stream,
        extensions=request.extensions,
    )


class _ResponseStream(httpx.SyncByteStream):
    def __init__(self, stream: Iterable[bytes], request: httpx.Request) -> None:
        self._stream = stream
        self._request = request

    def __iter__(self) -> Iterator[bytes]:
        with _as_httpx_errors(self._request):
            yield from self._stream

    def close(self) -> None:
        close = getattr(self._stream, "close", None)
        if close is not None:
            close()


class _AsyncResponseStream(httpx.AsyncByteStream):
    def __init__(self, stream: AsyncIterable[bytes], request: httpx.Request) -> None:
        self._stream = stream
        self._request = request

    async def __aiter__(self) -> AsyncIterator[bytes]:
        with _as_httpx_errors(self._request):
            async for part in self._stream:
                yield part

    async def aclose(self) -> None:
        aclose = getattr(self._stream, "aclose", None)
        if aclose is not None:
            await aclose()


def _pool_settings() -> dict[str, Any]:
    return {
        "ssl_context": httpx.create_ssl_context(),
        "max_connections": _LIMITS.max_connections,
        "max_keepalive_connections": _LIMITS.max_keepalive_connections,
        "keepalive_expiry": _LIMITS.keepalive_expiry,
    }


class DeadlineTransport(httpx.BaseTransport):
    """``httpx.HTTPTransport()``, its sockets held to the attempt's deadline."""

    def __init__(self) -> None:
        self._pool = httpcore.ConnectionPool(**_pool_settings(), network_backend=DeadlineBackend())

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        with _as_httpx_errors(request):
            response = self._pool.handle_request(_httpcore_request(request))
        assert isinstance(response.stream, Iterable)
        return httpx.Response(
            status_code=response.status,
            headers=response.headers,
            stream=_ResponseStream(response.stream, request),
            extensions=response.extensions,
        )

    def close(self) -> None:
        self._pool.close()


def _async_pool() -> httpcore.AsyncConnectionPool:
    return httpcore.AsyncConnectionPool(**_pool_settings(), network_backend=AsyncDeadlineBackend())


def _running_asyncio_loop() -> asyncio.AbstractEventLoop | None:
    """The running asyncio event loop (None under another async library)."""
    import asyncio  # here: ``import textsvc`` does not load asyncio, and async callers have it

    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class AsyncDeadlineTransport(httpx.AsyncBaseTransport):
    """``httpx.AsyncHTTPTransport()``, its sockets held to the attempt's deadline.

    Connections belong to the event loop that opened them. Once that loop is closed (one
    ``asyncio.run`` after another) the transport starts a new pool in the next loop; while it is
    still open, a call from another loop is refused before anything is sent, since sharing the
    pool across loops hangs on its waiters.
    """

    def __init__(self) -> None:
        self._pool = _async_pool()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._loop_lock = threading.Lock()

    def _follow_event_loop(self) -> None:
        loop = _running_asyncio_loop()
        if loop is None:
            return
        with self._loop_lock:
            if loop is self._loop:
                return
            if self._loop is not None:
                if not self._loop.is_closed():
                    raise RuntimeError(
                        "this AsyncClient's connections belong to another event loop, which is still "
                        "open; use one AsyncClient per event loop"
                    )
                # The closed loop's connections can be neither used nor closed: start afresh.
                self._pool = _async_pool()
            self._loop = loop

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self._follow_event_loop()
        with _as_httpx_errors(request):
            response = await self._pool.handle_async_request(_httpcore_request(request))
        assert isinstance(response.stream, AsyncIterable)
        return httpx.Response(
            status_code=response.status,
            headers=response.headers,
            stream=_AsyncResponseStream(response.stream, request),
            extensions=response.extensions,
        )

    async def aclose(self) -> None:
        self._follow_event_loop()
        await self._pool.aclose()
