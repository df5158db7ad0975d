"""Sync and async clients of a scripted hostile server whose clock records retry waits instead of
sleeping, so that a test of retries neither waits nor depends on how long anything takes."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from tests.facade import client_of
from tests.hostile import Exchange, HostileServer
from tests.overlay.mocking import API_KEY, RecordingClock
from tests.overlay.scripted_clients import Bounded


@contextmanager
def clocked(
    answer: Callable[[Exchange], None], mode: str, *, limit: int = 8, **options: Any
) -> Iterator[tuple[HostileServer, Any, RecordingClock]]:
    """A hostile server running ``answer`` (bounded), a ``Client`` of it or an ``AsyncClient`` driven
    through an event loop, and the clock both use; ``options`` go to the client (``max_retries``)."""
    clock = RecordingClock()
    with HostileServer(Bounded(answer, limit=limit), read_timeout=10.0) as server:
        settings: dict[str, Any] = {
            "api_key": API_KEY,
            "base_url": server.base_url,
            "timeout": 10.0,
            "clock": clock,
            **options,
        }
        with client_of(mode, **settings) as client:
            yield server, client, clock
