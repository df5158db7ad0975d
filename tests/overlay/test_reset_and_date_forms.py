"""The less common forms of a wait a server may announce: ``X-RateLimit-Reset`` as a Unix time at
the edges of the range read that way, and ``Retry-After`` as an HTTP-date without a zone (the
asctime form RFC 9110 asks recipients to accept, and ``-0000``)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from typing import Any

import httpx
import pytest
import textsvc
from textsvc import RateLimit

from tests.hostile import Exchange, HostileServer, envelope
from tests.overlay.mocking import API_KEY, LINK_TAG, RecordingClock, error_body


def reset_of(value: str) -> float | None:
    return RateLimit.from_headers(httpx.Headers({"X-RateLimit-Reset": value})).reset


@pytest.mark.parametrize("unix_time", ["1000000000", "1500000000"])
def test_an_x_ratelimit_reset_that_is_a_past_unix_time_means_no_wait(unix_time: str) -> None:
    assert reset_of(unix_time) == 0.0


def test_the_largest_x_ratelimit_reset_read_as_a_unix_time() -> None:
    reset = reset_of("100000000000")
    assert reset is not None
    assert reset == pytest.approx(1e11 - time.time(), abs=5.0)


def test_an_x_ratelimit_reset_below_the_unix_time_range_is_milliseconds() -> None:
    assert reset_of("999999999") == pytest.approx(999_999.999)


def _asctime(moment: datetime) -> str:
    return moment.strftime("%a %b %e %H:%M:%S %Y")


def _minus_zero(moment: datetime) -> str:
    return format_datetime(moment.replace(tzinfo=None))  # "... -0000": UTC, zone not stated


@pytest.mark.parametrize("form", [_asctime, _minus_zero], ids=["asctime", "minus-zero"])
@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_429_with_a_zoneless_http_date_retry_after_is_waited_out(
    form: Callable[[datetime], str], mode: str
) -> None:
    answers: list[str] = []

    def script(exchange: Exchange) -> None:
        answers.append(exchange.request.target)
        if len(answers) == 1:
            moment = datetime.now(UTC) + timedelta(seconds=30)
            headers = {"Retry-After": form(moment)}
            exchange.respond(429, json=error_body(429, "rate_limit_error"), headers=headers)
        else:
            exchange.respond(200, json=envelope(LINK_TAG))

    clock = RecordingClock()
    with HostileServer(script, read_timeout=10.0) as server:
        options: dict[str, Any] = {
            "api_key": API_KEY,
            "base_url": server.base_url,
            "clock": clock,
            "timeout": 10.0,
        }
        if mode == "sync":
            with textsvc.Client(**options) as client:
                assert client.link_tags.get(3).id == 3
        else:

            async def call() -> None:
                async with textsvc.AsyncClient(**options) as client:
                    assert (await client.link_tags.get(3)).id == 3

            asyncio.run(call())
    assert len(answers) == 2
    assert len(clock.sleeps) == 1
    assert 28.0 <= clock.sleeps[0] <= 30.0
