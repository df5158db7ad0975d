"""Each attempt carries the cookies known when it is sent: a cookie a failed attempt's answer set
(a load balancer's affinity, on the 503 or 429 that makes the SDK retry) goes with the retry, and
one another call's answer set while a call waited for its window goes with that call.

Scripted servers note the ``Cookie`` header of every request; the clock records the waits rather
than sleeping them. Both clients, the SDK's own pool and a caller's ``http_client`` with cookies of
its own.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any

import httpx
import pytest
import textsvc

from tests.facade import client_of
from tests.hostile import Exchange, HostileServer, envelope
from tests.overlay.mocking import API_KEY, LINK_TAG, RecordingClock, error_body
from tests.overlay.scripted_clients import MODES, Bounded

AFFINITY = ("Set-Cookie", "lb=node-7; Path=/")
ROOMY_WINDOW = {"X-RateLimit-Limit": "30", "X-RateLimit-Remaining": "29", "X-RateLimit-Reset": "60000"}
SPENT_SEND_WINDOW = {"X-RateLimit-Limit": "25", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "5000"}


class FirstAnswerSetsACookie:
    """The first request is answered ``status`` with a ``Set-Cookie``; the rest succeed. Notes the
    ``Cookie`` and ``X-Request-Id`` of each request."""

    def __init__(self, status: int) -> None:
        self.status = status
        self.sent: list[tuple[str | None, str | None]] = []
        self._lock = threading.Lock()

    def __call__(self, exchange: Exchange) -> None:
        with self._lock:
            self.sent.append((exchange.request.header("cookie"), exchange.request.header("x-request-id")))
            first = len(self.sent) == 1
        if first:
            body = error_body(
                self.status, "rate_limit_error" if self.status == 429 else "internal_server_error"
            )
            exchange.respond(self.status, json=body, headers=[AFFINITY, ("Retry-After", "1")])
        elif exchange.request.path.endswith("/send"):
            exchange.respond(200, json=envelope({"messageIds": [1]}))
        else:
            exchange.respond(200, json=envelope(LINK_TAG))


def given_pool(mode: str, pool: str) -> dict[str, Any]:
    """The client's ``http_client`` option: none (the SDK's own), or a caller's with its own cookie."""
    if pool == "owned":
        return {}
    kind = httpx.Client if mode == "sync" else httpx.AsyncClient
    return {"http_client": kind(cookies={"session": "abc"}, timeout=10.0)}


CALLS: dict[str, Callable[[Any], object]] = {
    "messages.send (request-id)": lambda client: client.messages.send(message="Hi"),
    "link_tags.get (idempotent)": lambda client: client.link_tags.get(3),
}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("status", [503, 429])
@pytest.mark.parametrize("pool", ["owned", "given"])
@pytest.mark.parametrize("call", list(CALLS.values()), ids=list(CALLS))
def test_a_cookie_set_by_a_failed_attempt_goes_with_its_retry(
    mode: str, status: int, pool: str, call: Callable[[Any], object]
) -> None:
    script = FirstAnswerSetsACookie(status)
    with HostileServer(Bounded(script, limit=4), read_timeout=10.0) as server:
        options = {"api_key": API_KEY, "base_url": server.base_url, "clock": RecordingClock()}
        given = given_pool(mode, pool)
        with client_of(mode, max_retries=2, **options, **given) as client:
            call(client)
            if given:  # a caller's pool is the caller's to close
                closed = given["http_client"].close() if mode == "sync" else given["http_client"].aclose()
                if mode == "async":
                    client._runner.run(closed)
    (first_cookie, first_id), (retry_cookie, retry_id) = script.sent
    own = "session=abc" if pool == "given" else None
    assert first_cookie == own
    assert sorted((retry_cookie or "").split("; ")) == sorted(filter(None, [own, "lb=node-7"]))
    assert retry_id == first_id  # still the same request to the service


class RunsACallOnItsFirstWait(RecordingClock):
    """A clock whose first sleep first runs ``during`` (another call on the same client)."""

    def __init__(self) -> None:
        super().__init__()
        self.during: Callable[[], Any] | None = None

    def sleep(self, seconds: float) -> None:
        during, self.during = self.during, None
        if during is not None:
            during()
        super().sleep(seconds)

    async def async_sleep(self, seconds: float) -> None:
        during, self.during = self.during, None
        if during is not None:
            await during()
        super().sleep(seconds)


def spends_the_send_window_then_sets_a_cookie(sent: list[str | None]) -> Callable[[Exchange], None]:
    """Sends: the first spends the window (the rest note their ``Cookie``); a link tag sets one."""

    def script(exchange: Exchange) -> None:
        if not exchange.request.path.endswith("/send"):
            exchange.respond(200, json=envelope(LINK_TAG), headers=[AFFINITY])
            return
        sent.append(exchange.request.header("cookie"))
        headers = SPENT_SEND_WINDOW if len(sent) == 1 else {}
        exchange.respond(200, json=envelope({"messageIds": [1]}), headers=headers)

    return script


@pytest.mark.parametrize("mode", MODES)
def test_a_cookie_set_while_a_call_waits_for_its_window_goes_with_it(mode: str) -> None:
    sent: list[str | None] = []
    clock = RunsACallOnItsFirstWait()
    script = spends_the_send_window_then_sets_a_cookie(sent)
    with HostileServer(Bounded(script, limit=4), read_timeout=10.0) as server:
        options = {"api_key": API_KEY, "base_url": server.base_url, "clock": clock, "max_retries": 0}
        with client_of(mode, **options) as client:
            client.messages.send(message="Hi")
            # The second send waits for the window; meanwhile a call of another window is answered
            # with a cookie (the async client's own call, awaited in the wait).
            other = client if mode == "sync" else client._target
            clock.during = lambda: other.link_tags.get(3)
            client.messages.send(message="Hi")
    assert clock.during is None  # the other call ran in the wait
    assert clock.sleeps
    assert sent == [None, "lb=node-7"]


async def test_a_cookie_another_call_set_meanwhile_goes_with_a_retry() -> None:
    # Two calls of one AsyncClient at once: the second's first attempt is answered 503 only once the
    # first call's answer has set a cookie; its retry, sent after that, carries it.
    cookie_set = threading.Event()
    second_call: list[str | None] = []  # the Cookie of each of its attempts

    def script(exchange: Exchange) -> None:
        if exchange.request.path.endswith("/link-tags/2"):  # a first call: the window's count is known
            exchange.respond(200, json=envelope({**LINK_TAG, "id": 2}), headers=ROOMY_WINDOW)
            return
        if exchange.request.path.endswith("/link-tags/1"):
            exchange.respond(
                200, json=envelope({**LINK_TAG, "id": 1}), headers=[*ROOMY_WINDOW.items(), AFFINITY]
            )
            cookie_set.set()
            return
        second_call.append(exchange.request.header("cookie"))
        if len(second_call) == 1:
            cookie_set.wait(5)
            exchange.respond(503, json=error_body(503, "internal_server_error", "busy"))
        else:
            exchange.respond(200, json=envelope(LINK_TAG))

    with HostileServer(Bounded(script, limit=4), read_timeout=10.0) as server:
        async with textsvc.AsyncClient(
            api_key=API_KEY, base_url=server.base_url, clock=RecordingClock(), max_retries=1
        ) as client:
            await client.link_tags.get(2)
            await asyncio.gather(client.link_tags.get(1), client.link_tags.get(3))
    assert second_call == [None, "lb=node-7"]
