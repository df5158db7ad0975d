# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""The transport of the SDK's own async pool: httpx over an httpcore pool whose every socket
operation keeps to the attempt's deadline, and the reader of whole bodies within their size cap
(see ``.._transport``, which holds what the sync and async sides share).

The network backend wraps httpcore's own through its public interface
(``httpcore.NetworkBackend``): each connect, TLS handshake, read and write gets the smaller of
its own timeout and what is left of the deadline, and raises httpcore's timeout for that operation
once the deadline has passed.
"""

from __future__ import annotations

import ssl
from collections.abc import Generator, Iterable, Iterator, Mapping
from typing import Any

import httpcore
import httpx

from .._transport import (
    DEFAULT_LIMITS,
    Body,
    PoolKeeper,
    TooLargeError,
    as_httpx_errors,
    check_max_response_bytes,
    cut_to_deadline,
    environment_names_a_proxy,
    httpcore_request,
    tls_context,
)


class DeadlineStream(httpcore.NetworkStream):
    def __init__(self, stream: httpcore.NetworkStream) -> None:
        self._stream = stream

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._stream.read(max_bytes, cut_to_deadline(timeout, httpcore.ReadTimeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._stream.write(buffer, cut_to_deadline(timeout, httpcore.WriteTimeout))

    def close(self) -> None:
        self._stream.close()

    def start_tls(
        self,
        ssl_context: ssl.SSLContext,
        server_hostname: str | None = None,
        timeout: float | None = None,
    ) -> httpcore.NetworkStream:
        timeout = cut_to_deadline(timeout, httpcore.ConnectTimeout)
        return DeadlineStream(self._stream.start_tls(ssl_context, server_hostname, timeout))

    def get_extra_info(self, info: str) -> Any:
        return self._stream.get_extra_info(info)


class DeadlineBackend(httpcore.NetworkBackend):
    def __init__(self, backend: httpcore.NetworkBackend | None = None) -> None:
        # httpcore's own backend; the async one is anyio's, which runs on asyncio and on trio alike.
        self._backend = backend or httpcore.SyncBackend()

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.NetworkStream:
        timeout = cut_to_deadline(timeout, httpcore.ConnectTimeout)
        stream = self._backend.connect_tcp(host, port, timeout, local_address, socket_options)
        return DeadlineStream(stream)

    def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.NetworkStream:
        timeout = cut_to_deadline(timeout, httpcore.ConnectTimeout)
        return DeadlineStream(self._backend.connect_unix_socket(path, timeout, socket_options))

    def sleep(self, seconds: float) -> None:
        self._backend.sleep(seconds)


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
            ssl_context=tls_context(),
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


class _RecordingStream(httpx.SyncByteStream):
    def __init__(self, stream: httpx.SyncByteStream, body: Body) -> None:
        self._stream = stream
        self._body = body

    def __iter__(self) -> Iterator[bytes]:
        for chunk in self._stream:
            self._body.take_raw(chunk)
            yield chunk

    def close(self) -> None:
        self._stream.close()


class BodyReader:
    """Reads whole bodies of at most ``max_bytes`` (decoded) within the attempt's deadline."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = check_max_response_bytes(max_bytes)

    def read(self, response: httpx.Response) -> httpx.Response:
        """``response``, sent with ``stream=True``, read and closed (see ``_body``'s docstring)."""
        body = Body(response, self.max_bytes)
        try:
            if body.unreadable is None and not body.read_already(response):
                assert isinstance(response.stream, httpx.SyncByteStream)
                response.stream = _RecordingStream(response.stream, body)
                if body.in_place:
                    response.read()
                else:
                    chunks = response.iter_raw()
                    try:
                        for chunk in chunks:
                            body.take_encoded(chunk)
                        body.finish()
                    finally:
                        if isinstance(chunks, Generator):  # closed now, not whenever collected
                            chunks.close()
        except httpx.DecodingError as error:
            body.undecodable(error)
        except TooLargeError:
            pass
        finally:
            response.close()
            # httpx binds a streamed response and its stream to each other: a cycle that would
            # keep every page's body until a full garbage collection. Read and closed, the
            # stream is done with.
            response.stream = httpx.ByteStream(b"")
        return body.response(response)


def owned_pool(*, timeout: httpx.Timeout, headers: Mapping[str, str]) -> httpx.Client:
    """A plain ``httpx.Client`` sending ``headers``, its attempts held to their deadlines."""
    if environment_names_a_proxy():
        # httpx applies HTTP_PROXY and the like only with its own transport.
        return httpx.Client(timeout=timeout, headers=headers, limits=DEFAULT_LIMITS)
    return httpx.Client(
        timeout=timeout,
        headers=headers,
        limits=DEFAULT_LIMITS,
        transport=DeadlineTransport(DEFAULT_LIMITS),
    )
