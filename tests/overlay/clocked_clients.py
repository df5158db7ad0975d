"""Sync and async clients of a scripted hostile server whose clock records retry waits instead of
sleeping, so that a test of retries neither waits nor depends on how long anything takes."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import textsvc

from tests.facade import AsyncFacade
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
        if mode == "sync":
            with textsvc.Client(**settings) as client:
                yield server, client, clock
            return
        with asyncio.Runner() as runner:
            async_client = textsvc.AsyncClient(**settings)
            try:
                yield server, AsyncFacade(async_client, runner), clock
            finally:
                runner.run(async_client.close())
