"""A scripted HTTP/1.1 server on loopback that misbehaves on purpose.

The fake service shares our reading of the service document, so it cannot catch a mistake we both
make. This server does exactly what a test tells it, byte by byte: answer late or never, drip a
body, lie in its headers, process a request and then drop the connection, send huge bodies.

    def script(exchange: Exchange) -> None:
        exchange.respond(200, json=envelope({"id": 1}), headers={"RateLimit-Remaining": "nan"})

    with HostileServer(script) as server:
        client = textsvc.Client(api_key="k", base_url=server.base_url)

Every connection runs in its own thread; the script runs once per request and may keep state
(guard it with a lock: requests arrive concurrently).
"""

from __future__ import annotations

import contextlib
import json as jsonlib
import socket
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from types import TracebackType
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import attrs

Script = Callable[["Exchange"], None]

_MAX_HEAD = 256 * 1024


@attrs.frozen
class ReceivedRequest:
    method: str
    target: str
    """The request target as sent: path and query, percent-encoding untouched."""
    headers: tuple[tuple[str, str], ...]
    """Every header line in order, names lowercased (repeats kept)."""
    body: bytes
    arrived_at: float
    """``time.monotonic()`` when the request head was read."""

    @property
    def path(self) -> str:
        return urlsplit(self.target).path

    @property
    def query(self) -> list[tuple[str, str]]:
        return parse_qsl(urlsplit(self.target).query, keep_blank_values=True)

    def header(self, name: str) -> str | None:
        values = self.header_values(name)
        return values[0] if values else None

    def header_values(self, name: str) -> list[str]:
        name = name.lower()
        return [value for key, value in self.headers if key == name]

    def json(self) -> Any:
        return jsonlib.loads(self.body)


class ConnectionDroppedError(Exception):
    """Raised inside a script when the client went away; ends the connection quietly."""


class Exchange:
    """One request on one connection, and the ways to answer it (or not)."""

    def __init__(self, server: HostileServer, conn: socket.socket, request: ReceivedRequest) -> None:
        self.server = server
        self.request = request
        self._conn = conn
        self.closed = False

    def send_raw(self, data: bytes) -> None:
        try:
            self._conn.sendall(data)
        except OSError as error:
            raise ConnectionDroppedError from error

    def respond(
        self,
        status: int,
        body: bytes | str = b"",
        *,
        json: Any = None,
        headers: Mapping[str, str] | Iterable[tuple[str, str]] = (),
        reason: str = "X",
    ) -> None:
        """A complete response with ``Content-Length``; ``json`` is encoded as the body."""
        if json is not None:
            body = jsonlib.dumps(json)
        data = body.encode() if isinstance(body, str) else body
        pairs = list(headers.items()) if isinstance(headers, Mapping) else list(headers)
        names = {name.lower() for name, _ in pairs}
        if "content-type" not in names and json is not None:
            pairs.append(("Content-Type", "application/json"))
        if "content-length" not in names and "transfer-encoding" not in names:
            pairs.append(("Content-Length", str(len(data))))
        self.send_raw(head(status, pairs, reason=reason) + data)

    def drip(self, data: bytes, *, interval: float, chunk: int = 1) -> None:
        """Send ``data`` a few bytes at a time, pausing between writes."""
        for start in range(0, len(data), chunk):
            self.send_raw(data[start : start + chunk])
            time.sleep(interval)

    def close(self) -> None:
        """Drop the connection without (the rest of) a response: processed, answer lost."""
        self.closed = True
        with contextlib.suppress(OSError):
            self._conn.shutdown(socket.SHUT_RDWR)
        self._conn.close()

    def hang(self, seconds: float) -> None:
        """Say nothing for a while (bounded, so the server always stops)."""
        self.server.stopping.wait(seconds)


def head(status: int, headers: Iterable[tuple[str, str]], *, reason: str = "X") -> bytes:
    lines = [f"HTTP/1.1 {status} {reason}"] + [f"{name}: {value}" for name, value in headers]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


def envelope(data: Any) -> dict[str, Any]:
    return {"success": True, "error": None, "message": None, "data": data}


class HostileServer:
    """Serves ``script`` on 127.0.0.1 (a free port) from a background thread."""

    def __init__(self, script: Script, *, read_timeout: float = 30.0) -> None:
        self.script = script
        self.requests: list[ReceivedRequest] = []
        self.stopping = threading.Event()
        self._read_timeout = read_timeout
        self._lock = threading.Lock()
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(0.1)
        self.port: int = self._listener.getsockname()[1]
        self._threads: list[threading.Thread] = []
        self._conns: list[socket.socket] = []
        self._acceptor = threading.Thread(target=self._accept_loop, name="hostile-accept", daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v3"

    @property
    def connections(self) -> int:
        with self._lock:
            return len(self._conns)

    def __enter__(self) -> HostileServer:
        self._acceptor.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()

    def stop(self) -> None:
        self.stopping.set()
        # Wakes the acceptor's accept() at once (Linux), rather than at its next 0.1 s timeout: with
        # hundreds of servers a run, the wait was most of some test files' time.
        with contextlib.suppress(OSError):
            self._listener.shutdown(socket.SHUT_RDWR)
        self._acceptor.join(5)
        with self._lock:
            conns = list(self._conns)
        for conn in conns:
            with contextlib.suppress(OSError):
                conn.shutdown(socket.SHUT_RDWR)
            conn.close()
        for thread in self._threads:
            thread.join(5)
        self._listener.close()

    def _accept_loop(self) -> None:
        while not self.stopping.is_set():
            try:
                conn, _ = self._listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            conn.settimeout(self._read_timeout)
            thread = threading.Thread(target=self._serve, args=(conn,), name="hostile-conn", daemon=True)
            with self._lock:
                self._conns.append(conn)
                self._threads.append(thread)
            thread.start()

    def _serve(self, conn: socket.socket) -> None:
        reader = _Reader(conn)
        try:
            while not self.stopping.is_set():
                request = reader.read_request()
                if request is None:
                    return
                with self._lock:
                    self.requests.append(request)
                exchange = Exchange(self, conn, request)
                self.script(exchange)
                if exchange.closed:
                    return
        except (ConnectionDroppedError, OSError):
            return
        finally:
            conn.close()


class _Reader:
    def __init__(self, conn: socket.socket) -> None:
        self._conn = conn
        self._buffer = b""

    def _fill(self) -> bool:
        data = self._conn.recv(65536)
        if not data:
            return False
        self._buffer += data
        return True

    def _take(self, size: int) -> bytes | None:
        while len(self._buffer) < size:
            if not self._fill():
                return None
        data, self._buffer = self._buffer[:size], self._buffer[size:]
        return data

    def _line(self) -> bytes | None:
        while b"\r\n" not in self._buffer:
            if len(self._buffer) > _MAX_HEAD or not self._fill():
                return None
        line, _, self._buffer = self._buffer.partition(b"\r\n")
        return line

    def read_request(self) -> ReceivedRequest | None:
        while b"\r\n\r\n" not in self._buffer:
            if len(self._buffer) > _MAX_HEAD or not self._fill():
                return None
        raw_head, _, self._buffer = self._buffer.partition(b"\r\n\r\n")
        arrived_at = time.monotonic()
        request_line, *lines = raw_head.decode("latin-1").split("\r\n")
        method, target, _version = request_line.split(" ", 2)
        headers = tuple(
            (name.strip().lower(), value.strip())
            for name, _, value in (line.partition(":") for line in lines)
        )
        fields = dict(headers)
        if fields.get("transfer-encoding", "").lower() == "chunked":
            body = self._chunked()
        else:
            body = self._take(int(fields.get("content-length", "0"))) if "content-length" in fields else b""
        if body is None:
            return None
        return ReceivedRequest(method, target, headers, body, arrived_at)

    def _chunked(self) -> bytes | None:
        parts: list[bytes] = []
        while True:
            size_line = self._line()
            if size_line is None:
                return None
            size = int(size_line.split(b";")[0], 16)
            if size == 0:
                self._line()
                return b"".join(parts)
            chunk = self._take(size)
            if chunk is None or self._take(2) is None:
                return None
            parts.append(chunk)
