"""httpcore network backends whose every socket operation keeps to the attempt's deadline.

They wrap httpcore's own backend through its public interface (``httpcore.AsyncNetworkBackend``):
each connect, TLS handshake, read and write gets the smaller of its own timeout and what is left
of the deadline (see ``_deadline``), and raises httpcore's timeout for that operation once the
deadline has passed.
"""

from __future__ import annotations

import ssl
from collections.abc import Iterable
from typing import Any

import httpcore

from .._deadline import cut_to_deadline


class AsyncDeadlineStream(httpcore.AsyncNetworkStream):
    def __init__(self, stream: httpcore.AsyncNetworkStream) -> None:
        self._stream = stream

    async def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return await self._stream.read(max_bytes, cut_to_deadline(timeout, httpcore.ReadTimeout))

    async def write(self, buffer: bytes, timeout: float | None = None) -> None:
        await self._stream.write(buffer, cut_to_deadline(timeout, httpcore.WriteTimeout))

    async def aclose(self) -> None:
        await self._stream.aclose()

    async def start_tls(
        self,
        ssl_context: ssl.SSLContext,
        server_hostname: str | None = None,
        timeout: float | None = None,
    ) -> httpcore.AsyncNetworkStream:
        timeout = cut_to_deadline(timeout, httpcore.ConnectTimeout)
        return AsyncDeadlineStream(await self._stream.start_tls(ssl_context, server_hostname, timeout))

    def get_extra_info(self, info: str) -> Any:
        return self._stream.get_extra_info(info)


class AsyncDeadlineBackend(httpcore.AsyncNetworkBackend):
    def __init__(self, backend: httpcore.AsyncNetworkBackend | None = None) -> None:
        # httpcore's own backend; the async one is anyio's, which runs on asyncio and on trio alike.
        self._backend = backend or httpcore.AnyIOBackend()

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        timeout = cut_to_deadline(timeout, httpcore.ConnectTimeout)
        stream = await self._backend.connect_tcp(host, port, timeout, local_address, socket_options)
        return AsyncDeadlineStream(stream)

    async def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        timeout = cut_to_deadline(timeout, httpcore.ConnectTimeout)
        return AsyncDeadlineStream(await self._backend.connect_unix_socket(path, timeout, socket_options))

    async def sleep(self, seconds: float) -> None:
        await self._backend.sleep(seconds)
