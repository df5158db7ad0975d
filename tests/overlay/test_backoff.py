"""``textsvc.Backoff``: the waits between attempts, set on a client, ``with_options`` or one call.

Over real HTTP against a scripted server (tests/hostile.py); the waits the SDK asks for are seen
through the client's clock, which really sleeps them here.
"""

from __future__ import annotations

import asyncio
import re
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
import textsvc
from textsvc import Backoff

from tests.hostile import Exchange, HostileServer, envelope
from tests.overlay.mocking import API_KEY, LINK_TAG, error_body

FAST = Backoff(initial=0.02, maximum=0.05)


class SleepingClock:
    """The system's time; every sleep the SDK asks for is recorded, then slept."""

    def __init__(self) -> None:
        self.sleeps: list[float] = []

    def now(self) -> float:
        return time.monotonic()

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        time.sleep(seconds)

    async def async_sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        await asyncio.sleep(seconds)


class Unavailable:
    """Answers 503 to the first ``failures`` requests (with ``headers``), then the link tag."""

    def __init__(self, failures: int, headers: dict[str, str] | None = None, body: Any = LINK_TAG) -> None:
        self.failures = failures
        self.body = body
        self.headers = headers or {}
        self.requests = 0
        self._lock = threading.Lock()

    def __call__(self, exchange: Exchange) -> None:
        with self._lock:
            self.requests += 1
            failing = self.requests <= self.failures
        if failing:
            exchange.respond(503, json=error_body(503, "internal_server_error"), headers=self.headers)
        else:
            exchange.respond(200, json=envelope(self.body))


@pytest.fixture
def unavailable_twice() -> Iterator[tuple[HostileServer, Unavailable]]:
    script = Unavailable(2)
    with HostileServer(script) as server:
        yield server, script


def within_bounds(backoff: Backoff, sleeps: list[float]) -> bool:
    bounds = [backoff.bounds(number) for number in range(1, len(sleeps) + 1)]
    return all(low <= slept <= high for slept, (low, high) in zip(sleeps, bounds, strict=True))


def test_a_client_backoff_sets_the_waits_between_retries(
    unavailable_twice: tuple[HostileServer, Unavailable],
) -> None:
    server, script = unavailable_twice
    clock = SleepingClock()
    with textsvc.Client(api_key=API_KEY, base_url=server.base_url, clock=clock, backoff=FAST) as client:
        assert client.link_tags.get(3).id == 3
    assert script.requests == 3
    assert len(clock.sleeps) == 2
    assert within_bounds(FAST, clock.sleeps), clock.sleeps
    assert FAST.bounds(1) == (0.01, 0.02)
    assert FAST.bounds(2) == (0.02, 0.04)
    assert FAST.bounds(3)[1] == 0.05


async def test_the_async_client_takes_a_backoff_too(
    unavailable_twice: tuple[HostileServer, Unavailable],
) -> None:
    server, script = unavailable_twice
    clock = SleepingClock()
    async with textsvc.AsyncClient(
        api_key=API_KEY, base_url=server.base_url, clock=clock, backoff=FAST
    ) as client:
        assert (await client.link_tags.get(3)).id == 3
    assert script.requests == 3
    assert len(clock.sleeps) == 2
    assert within_bounds(FAST, clock.sleeps), clock.sleeps


def test_with_options_and_a_call_set_their_own(unavailable_twice: tuple[HostileServer, Unavailable]) -> None:
    server, script = unavailable_twice
    clock = SleepingClock()
    exact = Backoff(initial=0.01, maximum=0.03, multiplier=3, jitter=0)
    with textsvc.Client(api_key=API_KEY, base_url=server.base_url, clock=clock) as client:
        derived = client.with_options(backoff=exact)
        assert derived.backoff == exact
        assert client.backoff == Backoff()
        derived.link_tags.get(3)
        assert clock.sleeps == [0.01, 0.03]  # 0.01, then 3 times that, no jitter

        script.requests, clock.sleeps = 0, []
        client.link_tags.get(3, backoff=Backoff(initial=0.02, maximum=0.02, jitter=0))
        assert clock.sleeps == [0.02, 0.02]  # the call's, not the client's default (0.25 s or more)


ONE_PAGE = {"rows": [LINK_TAG], "page": 0, "pageSize": 50, "total": 1}


def test_a_pager_sends_each_page_with_the_call_backoff() -> None:
    clock = SleepingClock()
    exact = Backoff(initial=0.01, maximum=0.03, multiplier=3, jitter=0)
    with (
        HostileServer(Unavailable(2, body=ONE_PAGE)) as server,
        textsvc.Client(api_key=API_KEY, base_url=server.base_url, clock=clock) as client,
    ):
        assert [tag.id for tag in client.link_tags.list(backoff=exact)] == [3]
    assert clock.sleeps == [0.01, 0.03]


def test_a_retry_after_the_service_sends_wins_over_the_backoff() -> None:
    clock = SleepingClock()
    with (
        HostileServer(Unavailable(1, headers={"Retry-After": "0.2"})) as server,
        textsvc.Client(api_key=API_KEY, base_url=server.base_url, clock=clock, backoff=FAST) as client,
    ):
        client.link_tags.get(3)
    assert clock.sleeps == [0.2]


def test_the_default_is_the_waits_of_before() -> None:
    default = Backoff()
    assert [default.bounds(number) for number in (1, 2, 5, 6)] == [
        (0.25, 0.5),
        (0.5, 1.0),
        (4.0, 8.0),
        (4.0, 8.0),
    ]


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"initial": -0.1}, "Backoff initial must be 0 or more seconds, got -0.1"),
        ({"maximum": -1}, "Backoff maximum must be 0 or more seconds, got -1"),
        ({"initial": 2, "maximum": 1}, "Backoff maximum (1 s) must be at least its initial wait (2 s)"),
        ({"maximum": 61}, "Backoff maximum must be at most 60 seconds (MAX_WAIT), got 61"),
        ({"multiplier": 0.5}, "Backoff multiplier must be 1 or more (1: equal waits), got 0.5"),
        ({"jitter": 1.5}, "Backoff jitter must be from 0 to 1 (a share of each wait), got 1.5"),
        ({"jitter": -0.1}, "Backoff jitter must be from 0 to 1 (a share of each wait), got -0.1"),
        ({"initial": float("nan")}, "initial must be a finite number"),
    ],
)
def test_bad_values_are_refused(arguments: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match="^" + re.escape(message)):
        Backoff(**arguments)


@pytest.mark.parametrize("name", ["initial", "maximum", "multiplier", "jitter"])
def test_a_bool_or_a_string_is_not_a_number_of_seconds(name: str) -> None:
    for value in (True, "1"):
        with pytest.raises(TypeError, match=f"^{name} must be a number, got "):
            Backoff(**{name: value})


def test_a_backoff_that_is_not_one_is_refused_before_anything_is_sent() -> None:
    with textsvc.Client(api_key=API_KEY, base_url="http://127.0.0.1:9/v3") as client:
        for make in (
            lambda: textsvc.Client(api_key=API_KEY, base_url="http://127.0.0.1:9/v3", backoff=0.5),  # type: ignore[arg-type]
            lambda: client.with_options(backoff={"initial": 1}),  # type: ignore[arg-type]
            lambda: client.link_tags.get(3, backoff=2),  # type: ignore[arg-type]
        ):
            with pytest.raises(TypeError, match=r"^backoff must be a textsvc\.Backoff, got "):
                make()
