"""Hostile review of issue 34 (7): a retry is rebuilt with the cookies known when it is sent, which
also means without the ones the failed attempt's answer removed or scoped elsewhere, and with the
caller's own headers and the same ``X-Request-Id``."""

from __future__ import annotations

import threading

import pytest

from tests.facade import client_of
from tests.hostile import Exchange, HostileServer, envelope
from tests.overlay.mocking import API_KEY, LINK_TAG, RecordingClock, error_body
from tests.overlay.scripted_clients import MODES, Bounded

REMOVED = ("Set-Cookie", "lb=; Max-Age=0; Path=/")
# What the 503 to a send's first attempt sets: the affinity cookie removed (the jar left empty, or
# holding only cookies for elsewhere).
SET_BY_THE_503 = {
    "removed": [REMOVED],
    "removed, others elsewhere": [
        REMOVED,
        ("Set-Cookie", "other=1; Path=/elsewhere"),
        ("Set-Cookie", "far=1; Domain=example.org; Path=/"),
    ],
}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("set_by_the_503", list(SET_BY_THE_503.values()), ids=list(SET_BY_THE_503))
def test_a_retry_drops_a_cookie_its_failed_attempt_removed_and_keeps_the_callers_headers(
    mode: str, set_by_the_503: list[tuple[str, str]]
) -> None:
    sends: list[tuple[str | None, str | None, str | None]] = []  # Cookie, X-Request-Id, X-Trace
    lock = threading.Lock()

    def script(exchange: Exchange) -> None:
        if not exchange.request.path.endswith("/send"):
            exchange.respond(200, json=envelope(LINK_TAG), headers=[("Set-Cookie", "lb=node-7; Path=/")])
            return
        request = exchange.request
        with lock:
            sends.append(
                (request.header("cookie"), request.header("x-request-id"), request.header("x-trace"))
            )
            first = len(sends) == 1
        if first:
            exchange.respond(
                503, json=error_body(503, "internal_server_error", "busy"), headers=set_by_the_503
            )
        else:
            exchange.respond(200, json=envelope({"messageIds": [1]}))

    with HostileServer(Bounded(script, limit=4), read_timeout=10.0) as server:
        options = {"api_key": API_KEY, "base_url": server.base_url, "clock": RecordingClock()}
        with client_of(mode, max_retries=2, **options) as client:
            client.link_tags.get(3)
            client.messages.send(message="Hi", extra_headers={"X-Trace": "t-1"})
    (first_cookie, first_id, first_trace), (retry_cookie, retry_id, retry_trace) = sends
    assert first_cookie == "lb=node-7"
    assert retry_cookie is None
    assert retry_id == first_id
    assert first_trace == retry_trace == "t-1"
