"""Breaks found by attacking the SDK as a careless caller and a hostile server would (issue 11 review).

Each test here failed on the code it was written against; the fix is in the module it names.
"""

from __future__ import annotations

import asyncio
import math
from typing import Any

import httpx
import pytest
import textsvc

from tests.hostile import Exchange, HostileServer, envelope

API_KEY = "sk_test_do_not_leak_hostile_review"
LINK_TAG = {"id": 3, "tag": "promo", "created": "2026-01-01T00:00:00Z"}
CLIENT_CLASSES = [textsvc.Client, textsvc.AsyncClient]


def answer_link_tag(exchange: Exchange) -> None:
    exchange.respond(200, json=envelope(LINK_TAG))


@pytest.fixture
def server() -> Any:
    with HostileServer(answer_link_tag) as running:
        yield running


def call_once(client_class: type[Any], base_url: str, **options: Any) -> Any:
    """One ``link_tags.get`` on a fresh client of ``client_class``."""
    if client_class is textsvc.Client:
        with textsvc.Client(api_key=API_KEY, base_url=base_url, **options) as client:
            return client.link_tags.get(3)

    async def main() -> Any:
        async with textsvc.AsyncClient(api_key=API_KEY, base_url=base_url, **options) as client:
            return await client.link_tags.get(3)

    return asyncio.run(main())


# ------------------------------------------------------------------ timeout (_config.resolve_timeout)
# Before: 0 and negative numbers were accepted and every attempt failed at once (then was retried);
# nan raised a bare ValueError and inf or 1e308 an OverflowError from the socket layer, at call
# time; "5" a TypeError from deep inside httpx; True was taken as one second.

BAD_TIMEOUTS = [
    pytest.param(0, ValueError, id="zero"),
    pytest.param(0.0, ValueError, id="zero float"),
    pytest.param(-1, ValueError, id="negative"),
    pytest.param(-math.inf, ValueError, id="-inf"),
    pytest.param(math.nan, ValueError, id="nan"),
    pytest.param(math.inf, ValueError, id="inf"),
    pytest.param(1e308, ValueError, id="beyond what a socket takes"),
    pytest.param("5", TypeError, id="text"),
    pytest.param(True, TypeError, id="bool"),
    pytest.param(httpx.Timeout(1.0, connect=-1), ValueError, id="httpx.Timeout with a negative part"),
    pytest.param(httpx.Timeout(1.0, read=math.nan), ValueError, id="httpx.Timeout with a nan part"),
    pytest.param(httpx.Timeout(1.0, pool=0), ValueError, id="httpx.Timeout with a zero part"),
]


@pytest.mark.parametrize("client_class", CLIENT_CLASSES)
@pytest.mark.parametrize(("timeout", "error"), BAD_TIMEOUTS)
def test_an_unusable_timeout_is_refused_at_construction_naming_it(
    client_class: type[Any], timeout: Any, error: type[Exception], server: HostileServer
) -> None:
    with pytest.raises(error, match="timeout") as caught:
        client_class(api_key=API_KEY, base_url=server.base_url, timeout=timeout)
    assert API_KEY not in str(caught.value)
    assert server.requests == []


@pytest.mark.parametrize("client_class", CLIENT_CLASSES)
@pytest.mark.parametrize(
    "timeout",
    [None, 0.5, 2, 86400, httpx.Timeout(None), httpx.Timeout(2.0), httpx.Timeout(2.0, connect=None)],
    ids=[
        "None",
        "half a second",
        "int",
        "a day",
        "httpx no limit",
        "httpx.Timeout",
        "httpx partly unlimited",
    ],
)
def test_a_usable_timeout_still_works(client_class: type[Any], timeout: Any, server: HostileServer) -> None:
    assert call_once(client_class, server.base_url, timeout=timeout).id == 3


# ------------------------------------------------------------------ clock (_clock.check_clock)
# Before: SystemClock.now became a staticmethod, so the class itself (clock=RealClock, without the
# parentheses) passed for a clock: a call went out, and failed at its first wait (a retry, a
# pacing wait) with a TypeError from inside the SDK, after a request had been sent.


def _unavailable_then_link_tag() -> Any:
    answered = 0

    def script(exchange: Exchange) -> None:
        nonlocal answered
        answered += 1
        if answered == 1:
            exchange.respond(503, json={"message": "try again"})
        else:
            exchange.respond(200, json=envelope(LINK_TAG))

    return script


@pytest.mark.parametrize("client_class", CLIENT_CLASSES)
def test_a_clock_class_for_a_clock_is_refused_at_construction(client_class: type[Any]) -> None:
    from textsvc.testing import RealClock

    with HostileServer(_unavailable_then_link_tag()) as server:
        with pytest.raises(TypeError, match=r"^clock must be a clock, not the class SystemClock"):
            call_once(client_class, server.base_url, max_retries=1, clock=RealClock)
        assert server.requests == []
