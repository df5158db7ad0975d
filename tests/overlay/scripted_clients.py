"""Sync and async clients of a scripted hostile server, driven through one interface.

Every script here answers a bounded number of requests: a client that keeps asking gets a 500
(which it does not retry, ``max_retries=0``), so a regression fails a test instead of hanging it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from tests.facade import client_of
from tests.hostile import Exchange, HostileServer, ReceivedRequest
from tests.overlay.mocking import API_KEY, error_body

MODES = ["sync", "async"]


class Bounded:
    """Runs ``answer`` for at most ``limit`` requests; every later request is answered 500."""

    def __init__(self, answer: Callable[[Exchange], None], *, limit: int) -> None:
        self._answer = answer
        self._limit = limit
        self._lock = threading.Lock()
        self.count = 0

    def __call__(self, exchange: Exchange) -> None:
        with self._lock:
            self.count += 1
            over = self.count > self._limit
        if over:
            exchange.respond(
                500, json=error_body(500, "internal_server_error", "request limit of the script")
            )
            return
        self._answer(exchange)


@contextmanager
def serve(
    answer: Callable[[Exchange], None], mode: str, *, limit: int = 8
) -> Iterator[tuple[HostileServer, Any]]:
    """A hostile server running ``answer`` (bounded), and a client of it: a ``Client``, or an
    ``AsyncClient`` driven through an event loop with the same calls."""
    with HostileServer(Bounded(answer, limit=limit), read_timeout=10.0) as server:
        options: dict[str, Any] = {
            "api_key": API_KEY,
            "base_url": server.base_url,
            "max_retries": 0,
            "timeout": 10.0,
        }
        with client_of(mode, **options) as client:
            yield server, client


def query_int(request: ReceivedRequest, name: str, default: int = 0) -> int:
    values = [value for key, value in request.query if key == name]
    return int(values[0]) if values else default
