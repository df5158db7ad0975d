"""Talk to the fake with plain httpx, or with a raw socket where httpx is too polite, to check the
protocol itself."""

from __future__ import annotations

import socket
import time
from typing import Any

import httpx
from textsvc.testing import FakeService


def http(fake: FakeService, *, key: str | None = None) -> httpx.Client:
    token = fake.api_key if key is None else key
    return httpx.Client(base_url=fake.base_url, headers={"Authorization": f"Bearer {token}"})


def error_of(response: httpx.Response) -> dict[str, Any]:
    body: dict[str, Any] = response.json()
    assert set(body) >= {"httpCode", "message", "timestamp", "type", "name", "requestId"}
    assert body["httpCode"] == response.status_code
    assert body["name"].startswith("Svc")
    assert response.headers["content-type"] == "application/json"
    return body


def connect(fake: FakeService) -> socket.socket:
    return socket.create_connection((fake.host, fake.port), timeout=10)


def request_head(fake: FakeService, method: str, path: str, headers: dict[str, str]) -> bytes:
    """A request line and headers for ``path`` under the fake's base path, authenticated."""
    lines = [f"{method} /v3{path} HTTP/1.1", f"Host: {fake.host}", f"Authorization: Bearer {fake.api_key}"]
    lines += [f"{name}: {value}" for name, value in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def _receive(sock: socket.socket, deadline: float) -> bytes:
    remaining = deadline - time.monotonic()
    if remaining <= 0:
        raise TimeoutError("no complete response in time")
    sock.settimeout(remaining)
    chunk = sock.recv(65536)
    if not chunk:
        raise ConnectionError("the connection closed before a complete response")
    return chunk


def read_response(sock: socket.socket, *, within: float) -> httpx.Response:
    """One HTTP/1.1 response with a Content-Length, read from ``sock`` in at most ``within`` seconds."""
    deadline = time.monotonic() + within
    data = b""
    while b"\r\n\r\n" not in data:
        data += _receive(sock, deadline)
    head, _, body = data.partition(b"\r\n\r\n")
    status_line, *header_lines = head.decode("latin-1").split("\r\n")
    headers = [
        (name.strip(), value.strip()) for name, _, value in (line.partition(":") for line in header_lines)
    ]
    length = int(dict((name.lower(), value) for name, value in headers).get("content-length", "0"))
    while len(body) < length:
        body += _receive(sock, deadline)
    return httpx.Response(int(status_line.split()[1]), headers=headers, content=body[:length])


def closed_by_server(sock: socket.socket, *, within: float) -> bool:
    """Whether the server closes ``sock`` (nothing more to read) within ``within`` seconds."""
    sock.settimeout(within)
    try:
        return sock.recv(65536) == b""
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False
