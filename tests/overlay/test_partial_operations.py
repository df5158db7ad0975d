"""Partial operations (issue 14) at their edges: each test failed before the fix it guards.

The client side runs over real HTTP against ``tests/hostile.py``'s server (which records exactly what
arrives) or the fake; both ``Client`` and ``AsyncClient`` are driven. The pacer is driven on its own,
as ``tests/overlay/test_pacer.py`` does.
"""

from __future__ import annotations

import datetime
import threading
import uuid
from collections.abc import Callable
from typing import Any

import pytest
import textsvc
from textsvc._rate_limit import RateLimit
from textsvc.pacing import InProcessPacing
from textsvc.pacing._rules import Slot
from textsvc.testing import FakeService, ManualClock

from tests.hostile import Exchange, envelope
from tests.overlay.mocking import error_body
from tests.overlay.scripted_clients import MODES, serve
from tests.overlay.test_subscribers import VERBS, records_for

UNKNOWN = "the failed request may or may not have been applied"


def numbered(exchange: Exchange) -> None:
    """Answers a subscriber bulk request with how many records it carried, a group one with null."""
    body = exchange.request.json()
    if "subscriberIds" in body:
        exchange.respond(200, json=envelope(None))
    else:
        exchange.respond(200, json=envelope({"count": len(body["subscribers"])}))


def request_fails(number: int, fail: Callable[[Exchange], None]) -> Callable[[Exchange], None]:
    """Request ``number`` (from 1) fails with ``fail``; every other is answered by ``numbered``."""
    lock = threading.Lock()
    seen: list[int] = []

    def answer(exchange: Exchange) -> None:
        with lock:
            seen.append(1)
            current = len(seen)
        (fail if current == number else numbered)(exchange)

    return answer


# ------------------------------------------- a record JSON cannot carry, found after a request went


NOT_JSON = [
    pytest.param(datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC), TypeError, id="datetime"),
    pytest.param({"tier", "gold"}, TypeError, id="set"),
    pytest.param(b"bytes", TypeError, id="bytes"),
    pytest.param(float("nan"), ValueError, id="nan"),
    pytest.param(float("inf"), ValueError, id="infinity"),
    pytest.param("\ud800", ValueError, id="lone surrogate"),
    pytest.param({"nested": [float("-inf")]}, ValueError, id="nested"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("verb", VERBS)
@pytest.mark.parametrize(("value", "error"), NOT_JSON)
def test_a_record_json_cannot_carry_fails_before_the_first_request(
    mode: str, verb: str, value: Any, error: type[Exception]
) -> None:
    # Was: the first 1000 records were sent and applied, then the second request failed to encode
    # with a bare TypeError/ValueError that said nothing of what had been applied.
    records = records_for(verb, 2500)
    records[1500]["private"] = value
    with serve(numbered, mode) as (server, client), pytest.raises(error, match=r"records\[1500\]") as raised:
        getattr(client.subscribers, verb)(records)
    assert server.requests == []
    assert "JSON" in str(raised.value)


# --------------------------------------------- one caller's X-Request-Id on each of several requests


BULK_CALLS: list[Any] = [
    pytest.param(
        lambda client, count, **options: client.subscribers.bulk_create(
            records_for("bulk_create", count), **options
        ),
        id="subscribers.bulk_create",
    ),
    pytest.param(
        lambda client, count, **options: client.subscribers.bulk_update(
            records_for("bulk_update", count), **options
        ),
        id="subscribers.bulk_update",
    ),
    pytest.param(
        lambda client, count, **options: client.groups.add_subscribers(8, range(count), **options),
        id="groups.add_subscribers",
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("call", BULK_CALLS)
@pytest.mark.parametrize("name", ["X-Request-Id", "x-request-id"])
def test_a_bulk_call_of_several_requests_refuses_one_request_id_for_all(
    mode: str, call: Callable[..., Any], name: str
) -> None:
    # Was: every request carried the caller's id, so the service took the second for a repeat of
    # the first (a 409 from the fake) after the first 1000 records were applied.
    with serve(numbered, mode) as (server, client), pytest.raises(ValueError, match="X-Request-Id"):
        call(client, 1500, extra_headers={name: str(uuid.uuid4())})
    assert server.requests == []


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("call", BULK_CALLS)
def test_a_bulk_call_of_one_request_keeps_the_callers_request_id(mode: str, call: Callable[..., Any]) -> None:
    request_id = str(uuid.uuid4())
    with serve(numbered, mode) as (server, client):
        call(client, 1000, extra_headers={"X-Request-Id": request_id})
    assert [request.header("x-request-id") for request in server.requests] == [request_id]


def test_the_fake_applies_every_record_of_a_call_that_names_its_request_id() -> None:
    # The visible harm before the fix: against the fake, half the records then a 409.
    with FakeService(rate_limits=False) as fake, fake.client() as client:
        with pytest.raises(ValueError, match="X-Request-Id"):
            client.subscribers.bulk_create(
                records_for("bulk_create", 1500), extra_headers={"X-Request-Id": str(uuid.uuid4())}
            )
        assert list(client.subscribers.list()) == []


# ------------------------------------------------- what a failed chunk's note says about its fate


def unreadable_success(exchange: Exchange) -> None:
    exchange.respond(200, body=b"<html>saved</html>", headers={"Content-Type": "text/html"})


def server_error(exchange: Exchange) -> None:
    exchange.respond(500, json=error_body(500, "internal_server_error", "the database went away"))


def refused(exchange: Exchange) -> None:
    exchange.respond(400, json=error_body(400, "invalid_field_error", "record 1500 is not valid"))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("verb", VERBS)
@pytest.mark.parametrize(
    ("fail", "unknown"),
    [(unreadable_success, True), (server_error, True), (refused, False)],
    ids=["2xx unreadable", "500", "400"],
)
def test_a_chunk_answered_with_success_or_a_server_error_may_have_been_applied(
    mode: str, verb: str, fail: Callable[[Exchange], None], unknown: bool
) -> None:
    # Was: a 200 whose body did not read, and a 500 (which the unsent-only policy will not retry
    # because it may have been applied), were both reported as surely not applied.
    records = records_for(verb, 2500)
    with (
        serve(request_fails(2, fail), mode) as (_, client),
        pytest.raises(textsvc.SvcBulkOperationError) as raised,
    ):
        getattr(client.subscribers, verb)(records)
    assert (UNKNOWN in str(raised.value)) is unknown
    assert raised.value.applied == records[:1000]
    assert raised.value.not_applied == records[1000:]


@pytest.mark.parametrize("mode", MODES)
def test_a_group_chunk_answered_with_a_server_error_may_have_been_applied(mode: str) -> None:
    with (
        serve(request_fails(2, server_error), mode) as (_, client),
        pytest.raises(textsvc.SvcBulkOperationError) as raised,
    ):
        client.groups.add_subscribers(8, range(2500))
    assert UNKNOWN in str(raised.value)


# ------------------------------------------- the pacer: lost answers where no window end is known

BUCKET = "general"


def _no_reset(remaining: int) -> RateLimit:
    return RateLimit(limit=None, remaining=remaining, reset=None, retry_after=None)


def _slot(pacer: InProcessPacing) -> Slot:
    taken = pacer.acquire(BUCKET)
    assert isinstance(taken, Slot), f"expected a slot, had to wait {taken}s"
    return taken


def test_lost_answers_do_not_shrink_a_window_without_reset_for_ever() -> None:
    # Was: with no reset announced the window never ended, so every answer lost over the client's
    # life was subtracted from every later answer: after 40, a server saying 29 got one at a time.
    pacer = InProcessPacing(clock=ManualClock())
    pacer.release(_slot(pacer), _no_reset(29))
    for _ in range(40):
        pacer.release(_slot(pacer), None)
        pacer.release(_slot(pacer), _no_reset(29))
    pacer.release(_slot(pacer), _no_reset(29))  # an answer after the last one lost
    granted = 0
    while isinstance(pacer.acquire(BUCKET), Slot) and granted < 100:
        granted += 1
    assert granted == 29


def test_without_reset_the_count_follows_the_latest_answer_and_the_requests_out_after_it() -> None:
    # A request taken after the one answered may not be counted yet: it stays spent.
    pacer = InProcessPacing(clock=ManualClock())
    pacer.release(_slot(pacer), _no_reset(10))
    answered, still_out = _slot(pacer), _slot(pacer)
    pacer.release(answered, _no_reset(9))
    granted = 0
    while isinstance(pacer.acquire(BUCKET), Slot) and granted < 100:
        granted += 1
    assert granted == 8
    assert still_out.place > answered.place
