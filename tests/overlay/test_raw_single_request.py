"""``with_raw_response`` gives the response of one request: a call that would take several is
refused before anything is sent; a bulk call of one request gives its raw response."""

from __future__ import annotations

from typing import Any

import pytest
import textsvc

from tests.hostile import Exchange, envelope
from tests.overlay.scripted_clients import MODES, serve

ANALYTICS = {"totalMessages": 3, "deliverability": 1.0, "inflight": 0, "rows": []}
DAY_ONE = "2026-06-01T00:00:00Z"


def accepts(exchange: Exchange) -> None:
    if exchange.request.path.endswith("/analytics/delivery"):
        exchange.respond(200, json=envelope(ANALYTICS), headers={"X-Request-ID": "req-1"})
    else:
        exchange.respond(200, json=envelope(None), headers={"X-Request-ID": "req-1"})


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("verb", ["add_subscribers", "remove_subscribers"])
@pytest.mark.parametrize(("ids", "requests"), [(1001, 2), (2500, 3)])
def test_a_bulk_call_of_more_than_one_request_is_refused_before_sending(
    mode: str, verb: str, ids: int, requests: int
) -> None:
    with serve(accepts, mode) as (server, client):
        method = getattr(client.groups.with_raw_response, verb)
        with pytest.raises(ValueError, match=rf"with_raw_response .* takes {requests} requests") as raised:
            method(7, range(1, ids + 1))
    assert server.requests == []
    assert "at most 1000 subscriber_ids" in str(raised.value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("verb", ["add_subscribers", "remove_subscribers"])
def test_a_bulk_call_of_one_request_gives_its_raw_response(mode: str, verb: str) -> None:
    with serve(accepts, mode) as (server, client):
        raw = getattr(client.groups.with_raw_response, verb)(7, range(1, 1001))
    assert (raw.status_code, raw.request_id) == (200, "req-1")
    sent_id = server.requests[0].header("x-request-id")
    assert raw.parse() == [textsvc.Applied(None, confirmed=False, request_id=sent_id)]
    assert len(server.requests) == 1
    assert server.requests[0].json() == {"subscriberIds": list(range(1, 1001))}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("end_date", "requests"), [("2026-06-02T00:00:01Z", 2), ("2026-06-03T12:00:00Z", 3)])
def test_delivery_windows_over_several_windows_is_refused_before_sending(
    mode: str, end_date: str, requests: int
) -> None:
    with serve(accepts, mode) as (server, client):
        raw_analytics = client.analytics.with_raw_response
        with pytest.raises(ValueError, match=rf"with_raw_response .* takes {requests} requests"):
            raw_analytics.delivery_windows(start_date=DAY_ONE, end_date=end_date)
    assert server.requests == []


@pytest.mark.parametrize("mode", MODES)
def test_delivery_windows_over_one_window_gives_its_raw_response(mode: str) -> None:
    with serve(accepts, mode) as (server, client):
        raw: Any = client.analytics.with_raw_response.delivery_windows(
            start_date=DAY_ONE, end_date="2026-06-01T12:00:00Z"
        )
    assert raw.status_code == 200
    assert raw.parse().total_messages == 3
    assert len(server.requests) == 1


@pytest.mark.parametrize("mode", MODES)
def test_the_plain_calls_still_take_every_request(mode: str) -> None:
    with serve(accepts, mode) as (server, client):
        client.groups.add_subscribers(7, range(1, 2501))
        windows = list(client.analytics.delivery_windows(start_date=DAY_ONE, end_date="2026-06-03T00:00:00Z"))
    assert len(windows) == 2
    assert len(server.requests) == 5
