"""Listeners built with each adapter, served for real on loopback, recording what they receive."""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from urllib.parse import urlsplit

import uvicorn
from fastapi import Depends, FastAPI
from flask import Flask
from starlette.applications import Starlette
from starlette.routing import Route
from textsvc.webhooks import WebhookEvent
from textsvc.webhooks.asgi import verified_event, webhook_endpoint
from textsvc.webhooks.wsgi import WebhookApp, flask_view
from werkzeug.serving import make_server

# Each builder passes ``options`` (such as ``max_body_bytes``) on to the adapter.


def starlette_app(received: list[WebhookEvent], secret: Any, **options: Any) -> Starlette:
    endpoint = webhook_endpoint(received.append, secret=secret, **options)
    return Starlette(routes=[Route("/hooks", endpoint, methods=["POST"])])


def fastapi_app(received: list[WebhookEvent], secret: Any, **options: Any) -> FastAPI:
    app = FastAPI()
    dependency = verified_event(secret, **options)

    @app.post("/hooks")
    async def hooks(event: WebhookEvent = Depends(dependency)) -> dict[str, str]:  # noqa: B008
        received.append(event)
        return {"status": "ok"}

    return app


def flask_app(received: list[WebhookEvent], secret: Any, **options: Any) -> Flask:
    app = Flask(__name__)
    view = flask_view(received.append, secret=secret, **options)
    app.add_url_rule("/hooks", view_func=view, methods=["POST"])
    return app


@contextmanager
def serve_asgi(app: Any) -> Iterator[str]:
    config = uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", lifespan="off")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        thread.join(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}/hooks"
    finally:
        server.should_exit = True
        thread.join(5)


@contextmanager
def serve_wsgi(app: Any, path: str = "/hooks") -> Iterator[str]:
    server = make_server("127.0.0.1", 0, app, threaded=True)
    # A short poll: shutdown() waits for serve_forever to look (0.5 s by default).
    thread = threading.Thread(target=server.serve_forever, args=(0.01,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.port}{path}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


def plain_wsgi_app(received: list[WebhookEvent], secret: Any, **options: Any) -> WebhookApp:
    return WebhookApp(received.append, secret=secret, **options)


SERVED: list[tuple[str, Callable[..., Any], Callable[..., Any]]] = [
    ("starlette", starlette_app, serve_asgi),
    ("fastapi", fastapi_app, serve_asgi),
    ("flask", flask_app, serve_wsgi),
    ("wsgi", plain_wsgi_app, serve_wsgi),
]
"""(name, app builder, server) for every adapter: uvicorn for ASGI, werkzeug's server for WSGI."""


def padded_json(size: int) -> bytes:
    """A JSON object of exactly ``size`` bytes (at least 12)."""
    frame = b'{"pad": ""}'
    return frame[:-2] + b"x" * (size - len(frame)) + frame[-2:]


def chunked(*pieces: bytes, last: bool = True) -> bytes:
    """``pieces`` framed as a chunked body; without ``last`` the terminating chunk is left out."""
    framed = b"".join(b"%x\r\n%s\r\n" % (len(piece), piece) for piece in pieces)
    return framed + (b"0\r\n\r\n" if last else b"")


def raw_status(url: str, data: bytes, *, timeout: float = 10.0) -> int:
    """Send ``data`` as it is on a new connection, keep the connection open, and read the status.

    The connection is never half-closed, so a server that waits for more of the body than was
    sent waits until ``timeout`` (then ``TimeoutError``) instead of seeing the end of the input.
    """
    parsed = urlsplit(url)
    with socket.create_connection((parsed.hostname or "", parsed.port or 80), timeout=timeout) as conn:
        conn.sendall(data)
        received = b""
        while b"\r\n" not in received:
            piece = conn.recv(65536)
            if not piece:
                raise ConnectionError(f"the server closed the connection after {received!r}")
            received += piece
    return int(received.split(b" ", 2)[1])


def request_head(method: str, target: str, headers: dict[str, str]) -> bytes:
    lines = [f"{method} {target} HTTP/1.1", "Host: 127.0.0.1", *(f"{k}: {v}" for k, v in headers.items())]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")
