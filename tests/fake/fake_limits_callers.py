"""Callers of the fake for the rate-limit tests: a sync or async ``textsvc`` client with any key, from
any loopback address, each call giving the ``RateLimit-Remaining`` its answer announced."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator
from typing import Any

import httpx
import textsvc
from textsvc.testing import FakeService

from tests.facade import AsyncFacade

HOME = "127.0.0.1"
"""The address clients connect from unless told otherwise (the fake listens there)."""
NEIGHBOUR = "127.0.0.2"
"""Another loopback address: Linux routes all of 127.0.0.0/8 to the loopback interface."""
HOUR_START, HOUR_END = "2026-01-01T00:00:00Z", "2026-01-01T01:00:00Z"
"""An hour of delivery analytics: one request of the analytics bucket."""


class FakeCaller:
    """One SDK client of the fake; its calls return what their answers announced."""

    def __init__(self, client: Any) -> None:
        self.client = client

    def general(self) -> int | None:
        """``keywords.main()``, in the general (per-IP) window."""
        remaining: int | None = self.client.keywords.with_raw_response.main().rate_limit.remaining
        return remaining

    def analytics(self) -> int | None:
        """``analytics.delivery()`` of one hour, in the analytics (per-account) window."""
        raw = self.client.analytics.with_raw_response.delivery(start_date=HOUR_START, end_date=HOUR_END)
        remaining: int | None = raw.rate_limit.remaining
        return remaining


@contextlib.contextmanager
def open_caller(
    mode: str, fake: FakeService, *, key: str | None = None, address: str = HOME
) -> Iterator[FakeCaller]:
    """A ``Client`` (``mode`` "sync") or ``AsyncClient`` ("async") of ``fake``, never retrying.

    ``key`` defaults to the fake's; ``address`` is the local address its connections come from. The
    client runs on the fake's clock: a fake that miscounts makes it wait on a ``ManualClock``, which
    moves that clock instead of holding up the test.
    """
    options: dict[str, Any] = {"max_retries": 0, "clock": fake.clock}
    if key is not None:
        options["api_key"] = key
    if mode == "sync":
        with contextlib.ExitStack() as stack:
            if address != HOME:
                transport = httpx.HTTPTransport(local_address=address)
                options["http_client"] = stack.enter_context(httpx.Client(transport=transport))
            client: textsvc.Client = stack.enter_context(fake.client(**options))
            yield FakeCaller(client)
        return
    with asyncio.Runner() as runner:
        own_pool: httpx.AsyncClient | None = None
        if address != HOME:
            own_pool = httpx.AsyncClient(transport=httpx.AsyncHTTPTransport(local_address=address))
            options["http_client"] = own_pool
        async_client = fake.async_client(**options)
        try:
            yield FakeCaller(AsyncFacade(async_client, runner))
        finally:
            runner.run(async_client.close())
            if own_pool is not None:
                runner.run(own_pool.aclose())
