"""Listeners built with each adapter, served for real on loopback, recording what they receive."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn
from fastapi import Depends, FastAPI
from flask import Flask
from starlette.applications import Starlette
from starlette.routing import Route
from textsvc.webhooks import WebhookEvent
from textsvc.webhooks.asgi import verified_event, webhook_endpoint
from textsvc.webhooks.wsgi import WebhookApp, flask_view
from werkzeug.serving import make_server


def starlette_app(received: list[WebhookEvent], secret: Any) -> Starlette:
    return Starlette(
        routes=[Route("/hooks", webhook_endpoint(received.append, secret=secret), methods=["POST"])]
    )


def fastapi_app(received: list[WebhookEvent], secret: Any) -> FastAPI:
    app = FastAPI()

    @app.post("/hooks")
    async def hooks(event: WebhookEvent = Depends(verified_event(secret))) -> dict[str, str]:  # noqa: B008
        received.append(event)
        return {"status": "ok"}

    return app


def flask_app(received: list[WebhookEvent], secret: Any) -> Flask:
    app = Flask(__name__)
    app.add_url_rule("/hooks", view_func=flask_view(received.append, secret=secret), methods=["POST"])
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
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.port}{path}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


def plain_wsgi_app(received: list[WebhookEvent], secret: Any) -> WebhookApp:
    return WebhookApp(received.append, secret=secret)
