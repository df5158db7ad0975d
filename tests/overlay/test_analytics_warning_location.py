"""The warning for an analytics range over 24 hours points at the caller's own line, so that the
warnings filter and the printed location show the user's code, not the SDK's."""

from __future__ import annotations

import asyncio
import inspect
import warnings

import textsvc
from textsvc._analytics import AnalyticsRangeWarning

from tests.hostile import Exchange, HostileServer, envelope
from tests.overlay.mocking import API_KEY

ANALYTICS = {"totalMessages": 0, "deliverability": 0, "inflight": 0, "rows": []}
START, END = "2026-01-01T00:00:00Z", "2026-01-03T00:00:00Z"  # two days


def answers(exchange: Exchange) -> None:
    exchange.respond(200, json=envelope(ANALYTICS))


def _next_line() -> int:
    caller = inspect.currentframe().f_back  # type: ignore[union-attr]
    assert caller is not None
    return caller.f_lineno + 1


def _the_one_warning(caught: list[warnings.WarningMessage]) -> tuple[str, int]:
    found = [warning for warning in caught if issubclass(warning.category, AnalyticsRangeWarning)]
    assert len(found) == 1
    return found[0].filename, found[0].lineno


def test_the_warning_points_at_the_sync_callers_line() -> None:
    with (
        HostileServer(answers) as server,
        textsvc.Client(api_key=API_KEY, base_url=server.base_url) as client,
        warnings.catch_warnings(record=True) as caught,
    ):
        warnings.simplefilter("always")
        line = _next_line()
        client.analytics.delivery(start_date=START, end_date=END)
    assert _the_one_warning(caught) == (__file__, line)


def test_the_warning_points_at_the_async_callers_line() -> None:
    async def call(base_url: str) -> tuple[int, list[warnings.WarningMessage]]:
        async with textsvc.AsyncClient(api_key=API_KEY, base_url=base_url) as client:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                line = _next_line()
                await client.analytics.delivery(start_date=START, end_date=END)
        return line, caught

    with HostileServer(answers) as server:
        line, caught = asyncio.run(call(server.base_url))
    assert _the_one_warning(caught) == (__file__, line)
