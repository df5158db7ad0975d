"""Webhook listener throughput: verified deliveries per second through each adapter, against a bare
app that checks the signature by hand. ``python -m benchmarks.listeners`` (also ``benchmarks.run
listeners``).

Each app runs in a server process of its own on loopback; ours and the bare one are served the same
way (uvicorn for ASGI; werkzeug's threaded server, the one ``flask run`` uses, for Flask and WSGI),
so only the app differs. The load comes from this process: several keep-alive connections, each
posting a signed delivery and reading the answer before the next, over raw sockets so that the
load itself costs little. Ours and the bare app take turns, round after round.

The bare apps do what a listener written by hand does: read the body, ``hmac.new`` +
``hmac.compare_digest`` against ``X-Signature``, answer 400 if it differs, decode the JSON with
``json.loads``, call the handler, answer 200. Every answer is checked: only 200s count.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import os
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

import attrs

from benchmarks.effort import rounds, sized
from benchmarks.figures import Figure, loopback_listener

SECRET = "bench-listener-secret-" + "5f" * 32
"""A made-up webhook secret; the load generator signs with it."""
BODY = json.dumps(
    {
        "event": "message.delivered",
        "data": {
            "messageId": 123456,
            "externalId": "ext-123456",
            "to": "+15550301234",
            "from": "+15550200001",
            "status": "delivered",
            "carrier": "Fake Wireless",
            "date": "2026-01-05T10:00:00.123Z",
            "message": "Hello Ada, our spring sale ends Sunday! Reply STOP to opt out.",
        },
    }
).encode()
CONNECTIONS = 8
TARGET = 0.9
ROUNDS = 11
KINDS = {
    "asgi": ("ASGI adapter (`webhook_endpoint`) on uvicorn", "a bare Starlette route on uvicorn"),
    "flask": ("Flask adapter (`flask_view`) on werkzeug", "a bare Flask view on werkzeug"),
    "wsgi": ("WSGI app (`WebhookApp`) on werkzeug", "a bare WSGI callable on werkzeug"),
}
DELIVERIES = {"asgi": 3000, "flask": 800, "wsgi": 900}
"""Deliveries per round: about a second's worth of each, so that many short rounds alternate."""


def handle(event: object) -> None:
    """The listener's own work is what is measured: the handler does nothing."""


def _signature_matches(body: bytes, signature: str | None) -> bool:
    expected = hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest()
    return signature is not None and hmac.compare_digest(expected, signature)


# ------------------------------------------------------------------------------------------ apps


def asgi_app(ours: bool) -> Any:
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import PlainTextResponse
    from starlette.routing import Route

    if ours:
        from textsvc.webhooks.asgi import webhook_endpoint

        endpoint = webhook_endpoint(handle, secret=SECRET)
    else:

        async def endpoint(request: Request) -> PlainTextResponse:
            body = await request.body()
            if not _signature_matches(body, request.headers.get("x-signature")):
                return PlainTextResponse("bad signature", status_code=400)
            handle(json.loads(body))
            return PlainTextResponse("ok")

    return Starlette(routes=[Route("/hooks", endpoint, methods=["POST"])])


def flask_app(ours: bool) -> Any:
    from flask import Flask, request

    app = Flask(__name__)
    if ours:
        from textsvc.webhooks.wsgi import flask_view

        app.add_url_rule("/hooks", view_func=flask_view(handle, secret=SECRET), methods=["POST"])
    else:

        @app.post("/hooks")
        def hooks() -> Any:
            body = request.get_data()
            if not _signature_matches(body, request.headers.get("X-Signature")):
                return "bad signature", 400, {"Content-Type": "text/plain"}
            handle(json.loads(body))
            return "ok", 200, {"Content-Type": "text/plain"}

    return app


def wsgi_app(ours: bool) -> Any:
    if ours:
        from textsvc.webhooks.wsgi import WebhookApp

        return WebhookApp(handle, secret=SECRET)

    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        if environ["REQUEST_METHOD"] != "POST":
            start_response("405 Method Not Allowed", [("Content-Type", "text/plain")])
            return [b"POST only"]
        body = environ["wsgi.input"].read(int(environ.get("CONTENT_LENGTH") or 0))
        if not _signature_matches(body, environ.get("HTTP_X_SIGNATURE")):
            start_response("400 Bad Request", [("Content-Type", "text/plain")])
            return [b"bad signature"]
        handle(json.loads(body))
        start_response("200 OK", [("Content-Type", "text/plain")])
        return [b"ok"]

    return app


def serve(kind: str, ours: bool) -> None:
    """Serve one app on a free loopback port, printing the port first."""
    if kind == "asgi":
        import uvicorn

        listener = loopback_listener()
        config = uvicorn.Config(asgi_app(ours), log_level="warning", access_log=False, lifespan="off")
        print(listener.getsockname()[1], flush=True)
        uvicorn.Server(config).run(sockets=[listener])
        return
    from werkzeug.serving import make_server

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # no line per request
    app = flask_app(ours) if kind == "flask" else wsgi_app(ours)
    server = make_server("127.0.0.1", 0, app, threaded=True)
    print(server.server_port, flush=True)
    server.serve_forever()


@attrs.frozen
class Server:
    port: int
    pid: int

    def cpu_seconds(self) -> float | None:
        """CPU time the server process has used (user + system); ``None`` without a /proc."""
        try:
            with open(f"/proc/{self.pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            return None
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@contextmanager
def server_process(kind: str, ours: bool) -> Iterator[Server]:
    side = "ours" if ours else "bare"
    command = [sys.executable, "-m", "benchmarks.listeners", "serve", kind, side]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        yield Server(int(process.stdout.readline()), process.pid)
    finally:
        process.terminate()
        process.wait(10)
        if process.stdout is not None:
            process.stdout.close()


# ------------------------------------------------------------------------------------------- load


def _request(port: int) -> bytes:
    signature = hmac.new(SECRET.encode(), BODY, hashlib.sha256).hexdigest()
    head = (
        f"POST /hooks HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
        f"X-Signature: {signature}\r\nContent-Length: {len(BODY)}\r\n\r\n"
    )
    return head.encode() + BODY


async def _read_answer(reader: asyncio.StreamReader) -> tuple[int, bool]:
    """The status of one answer, read whole; and whether the server closes the connection after it."""
    head = await reader.readuntil(b"\r\n\r\n")
    status = int(head[9:12])
    lowered = head.lower()
    if b"transfer-encoding: chunked" in lowered:
        while True:
            size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
            await reader.readexactly(size + 2)
            if not size:
                break
    else:
        start = lowered.index(b"content-length:") + len(b"content-length:")
        await reader.readexactly(int(lowered[start : lowered.index(b"\r\n", start)]))
    return status, b"connection: close" in lowered


async def _load(port: int, total: int) -> tuple[float, Counter[int]]:
    """Post ``total`` signed deliveries over ``CONNECTIONS`` keep-alive connections: (seconds, statuses)."""
    request = _request(port)
    statuses: Counter[int] = Counter()
    left = total

    async def connection() -> None:
        nonlocal left
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        try:
            while left > 0:
                left -= 1
                writer.write(request)
                status, closing = await _read_answer(reader)
                statuses[status] += 1
                if closing:
                    writer.close()
                    reader, writer = await asyncio.open_connection("127.0.0.1", port)
        finally:
            writer.close()

    started = time.perf_counter()
    await asyncio.gather(*(connection() for _ in range(CONNECTIONS)))
    return time.perf_counter() - started, statuses


@attrs.frozen
class Round:
    rate: float
    """Verified deliveries per second."""
    cpu_per_delivery: float | None
    """Seconds of the server's CPU per delivery: what the machine's other load sways least."""


def one_round(server: Server, total: int) -> Round:
    cpu_before = server.cpu_seconds()
    seconds, statuses = asyncio.run(_load(server.port, total))
    cpu_after = server.cpu_seconds()
    if set(statuses) != {200}:
        raise RuntimeError(f"the listener on port {server.port} answered {dict(statuses)}")
    cpu = None if cpu_before is None or cpu_after is None else (cpu_after - cpu_before) / total
    return Round(total / seconds, cpu)


def measure_kind(kind: str) -> Figure:
    ours_name, bare_name = KINDS[kind]
    deliveries = sized(DELIVERIES[kind], 500)
    with ExitStack() as stack:
        ours_server = stack.enter_context(server_process(kind, ours=True))
        bare_server = stack.enter_context(server_process(kind, ours=False))
        for server in (ours_server, bare_server):
            one_round(server, 300)  # warm up
        results = []
        for index in range(rounds(ROUNDS)):
            if index % 2:
                bare = one_round(bare_server, deliveries)
                ours = one_round(ours_server, deliveries)
            else:
                ours = one_round(ours_server, deliveries)
                bare = one_round(bare_server, deliveries)
            results.append((ours, bare))
    ratios = tuple(ours.rate / bare.rate for ours, bare in results)
    note = (
        f"each round {deliveries:,} signed {len(BODY)}-byte deliveries over {CONNECTIONS} keep-alive "
        "connections, every answer a 200; the bare app checks the HMAC by hand and decodes with "
        "`json.loads`; the handler does nothing"
    )
    cpu = [(ours.cpu_per_delivery, bare.cpu_per_delivery) for ours, bare in results]
    if all(ours is not None and bare for ours, bare in cpu):
        ours_cpu = statistics.median(ours for ours, _ in cpu if ours is not None)
        bare_cpu = statistics.median(bare for _, bare in cpu if bare is not None)
        note += (
            f"; server CPU per delivery (less swayed by the machine's other load): ours "
            f"{ours_cpu * 1e6:.0f} µs, bare {bare_cpu * 1e6:.0f} µs, so ours delivers "
            f"{bare_cpu / ours_cpu:.2f}x as many per CPU-second"
        )
    return Figure(
        f"webhook listener throughput: {ours_name}",
        statistics.median(ours.rate for ours, _ in results),
        statistics.median(bare.rate for _, bare in results),
        "verified deliveries/s",
        f">= {TARGET}x",
        statistics.median(ratios) >= TARGET,
        note,
        ratios,
        bare_name,
    )


def measure() -> list[Figure]:
    return [measure_kind(kind) for kind in KINDS]


def main() -> int:
    if sys.argv[1:2] == ["serve"]:
        serve(sys.argv[2], sys.argv[3] == "ours")
        return 0
    from benchmarks.run import table  # not at the top: benchmarks.run imports this module

    print(table(measure()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
