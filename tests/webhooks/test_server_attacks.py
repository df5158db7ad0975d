"""Breaks found by attacking the webhook listeners as a hostile client would (issue 11 review).

Each test here failed on the code it was written against; the fix is in the module it names.
"""

from __future__ import annotations

import selectors
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

import httpx
import pytest
import uvicorn
from starlette.types import Receive, Scope, Send
from textsvc import webhooks
from textsvc.webhooks import SvcSignatureVerificationError, WebhookEvent
from textsvc.webhooks._listener import ListenerServer
from textsvc.webhooks.wsgi import WebhookApp

from tests.webhooks.listeners import SERVED, fastapi_app, request_head, starlette_app

SECRET = webhooks.generate_secret()
TOO_DEEP = b"[" * 5000 + b"]" * 5000
"""Far deeper than Python's JSON decoder can recurse, yet only 10 kB: well under the body cap."""


def signed(body: bytes) -> dict[str, str]:
    return {"X-Signature": webhooks.sign(body, SECRET)}


# ------------------------------------------------------- a verified body nested too deeply (__init__)
# Before: json.loads raised RecursionError out of construct_event; every adapter answered 500.


def test_construct_event_refuses_a_verified_body_nested_too_deeply() -> None:
    with pytest.raises(SvcSignatureVerificationError, match="too deeply") as refused:
        webhooks.construct_event(TOO_DEEP, webhooks.sign(TOO_DEEP, SECRET), SECRET)
    assert SECRET not in str(refused.value)


@pytest.mark.parametrize(("name", "build", "serve"), SERVED, ids=[entry[0] for entry in SERVED])
def test_every_adapter_answers_400_to_a_verified_body_nested_too_deeply(
    name: str, build: Any, serve: Any
) -> None:
    received: list[WebhookEvent] = []
    with serve(build(received, SECRET)) as url:
        response = httpx.post(url, content=TOO_DEEP, headers=signed(TOO_DEEP), timeout=10)
    assert response.status_code == 400
    assert "too deeply" in response.text
    assert received == []


# ------------------------------------------------------ a burst of connections (_listener backlog)
# Before: the CLI listener listened with socketserver's backlog of 5. While it was busy for a
# moment, a burst of deliveries overflowed the queue: the kernel dropped their connections
# (the senders retried the handshake a second later, or saw a reset).

BURST = 32


def _handshakes_completed(address: tuple[str, int], count: int, *, within: float) -> list[socket.socket]:
    """Start ``count`` connections at once; those whose handshake the kernel completed in time."""
    selector = selectors.DefaultSelector()
    pending = []
    for _ in range(count):
        conn = socket.socket()
        conn.setblocking(False)
        conn.connect_ex(address)
        selector.register(conn, selectors.EVENT_WRITE)
        pending.append(conn)
    connected: list[socket.socket] = []
    deadline = time.monotonic() + within
    while len(connected) < count and (left := deadline - time.monotonic()) > 0:
        for key, _ in selector.select(left):
            ready = pending[[conn.fileno() for conn in pending].index(key.fd)]
            selector.unregister(ready)
            if ready.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR) == 0:
                connected.append(ready)
    selector.close()
    for conn in pending:
        if conn not in connected:
            conn.close()
    return connected


def test_the_cli_listener_queues_a_burst_of_deliveries_while_it_is_busy() -> None:
    received: list[WebhookEvent] = []
    app = WebhookApp(received.append, secret=SECRET)
    with ListenerServer(("127.0.0.1", 0), app, read_timeout=10) as server, ExitStack() as cleanup:
        # Nothing accepts yet (the listener is busy): only the kernel's queue holds the connections.
        # The bound is below the one second after which a dropped handshake would be retried.
        connections = _handshakes_completed(("127.0.0.1", server.server_port), BURST, within=0.5)
        for conn in connections:
            cleanup.callback(conn.close)
        thread = threading.Thread(target=server.serve_forever, args=(0.01,), daemon=True)
        thread.start()
        cleanup.callback(thread.join, 10)
        cleanup.callback(server.shutdown)
        statuses = [_deliver(conn, {"n": number}) for number, conn in enumerate(connections)]
    assert len(connections) == BURST
    assert statuses == [200] * BURST
    assert sorted(event.data["n"] for event in received) == list(range(BURST))


def _deliver(conn: socket.socket, data: dict[str, int]) -> int:
    body = httpx.Request("POST", "http://x", json=data).read()
    head = request_head("POST", "/", {"Content-Length": str(len(body)), **signed(body)})
    conn.setblocking(True)
    conn.settimeout(10)
    conn.sendall(head + body)
    answer = b""
    while b"\r\n" not in answer:
        piece = conn.recv(65536)
        if not piece:
            break
        answer += piece
    return int(answer.split(b" ", 2)[1])


# ------------------------------------------------------- a client leaving mid-body (asgi)
# Before: starlette's ClientDisconnect escaped the endpoint, and the server logged an "Exception
# in ASGI application" traceback for every client that hung up mid-body.


class _Outcome:
    """Wraps an ASGI app and records how each request ended: ``None`` or the exception it raised."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.ended: list[BaseException | None] = []
        self.event = threading.Event()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        try:
            await self.app(scope, receive, send)
        except BaseException as error:
            self.ended.append(error)
            raise
        else:
            self.ended.append(None)
        finally:
            self.event.set()


@contextmanager
def _served(app: Any) -> Iterator[int]:
    config = uvicorn.Config(app, host="127.0.0.1", port=0, log_config=None, lifespan="off")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started and time.monotonic() < deadline:
        thread.join(0.01)
    try:
        yield server.servers[0].sockets[0].getsockname()[1]
    finally:
        server.should_exit = True
        thread.join(10)


@pytest.mark.parametrize("build", [starlette_app, fastapi_app], ids=["starlette", "fastapi"])
def test_a_client_that_hangs_up_mid_body_raises_nothing_in_the_asgi_adapter(build: Any) -> None:
    received: list[WebhookEvent] = []
    outcome = _Outcome(build(received, SECRET))
    body = b'{"text": "cut short"}'
    with _served(outcome) as port:
        with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
            head = request_head("POST", "/hooks", {"Content-Length": "1000", **signed(body)})
            conn.sendall(head + body)
        assert outcome.event.wait(10), "the adapter never noticed the client leave"
    assert outcome.ended == [None]
    assert received == []
