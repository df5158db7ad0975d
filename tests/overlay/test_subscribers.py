"""``subscribers.bulk_create`` and ``bulk_update``: any number of records, 1000 per request, every
record checked before the first request, and a failure part-way reported as applied / not applied.

What reaches the wire is read from ``tests/hostile.py``'s server; both clients are driven.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
import textsvc
from textsvc.testing import FakeService

from tests.hostile import Exchange, envelope
from tests.overlay.clocked_clients import clocked
from tests.overlay.mocking import error_body
from tests.overlay.scripted_clients import MODES, serve

VERBS = ["bulk_create", "bulk_update"]
WIRE = {"bulk_create": "POST", "bulk_update": "PATCH"}


def records_for(verb: str, count: int) -> list[dict[str, Any]]:
    """``count`` records of ``verb``, each with a field of its own to pass through."""
    if verb == "bulk_create":
        return [{"number": f"+1555{n:07d}", "firstName": f"F{n}"} for n in range(count)]
    return [{"id": n + 1, "custom": {"tier": n % 3}} for n in range(count)]


def numbered(exchange: Exchange) -> None:
    """Answers each request with how many records it carried."""
    exchange.respond(200, json=envelope({"count": len(exchange.request.json()["subscribers"])}))


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


def refused(exchange: Exchange) -> None:
    exchange.respond(400, json=error_body(400, "invalid_field_error", "record 1500 is not valid"))


def lost(exchange: Exchange) -> None:
    exchange.close()  # read, maybe processed, never answered


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("verb", VERBS)
def test_records_go_1000_per_request_in_order_with_their_own_fields(mode: str, verb: str) -> None:
    records = records_for(verb, 2500)
    with serve(numbered, mode) as (server, client):
        result = getattr(client.subscribers, verb)(iter(records))
    assert result == [{"count": 1000}, {"count": 1000}, {"count": 500}]
    assert [(request.method, request.path) for request in server.requests] == [
        (WIRE[verb], "/v3/subscribers/bulk")
    ] * 3
    assert [request.json() for request in server.requests] == [
        {"subscribers": records[:1000]},
        {"subscribers": records[1000:2000]},
        {"subscribers": records[2000:]},
    ]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("verb", VERBS)
def test_a_chunk_refused_part_way_says_what_was_applied_and_what_was_not(mode: str, verb: str) -> None:
    records = records_for(verb, 2500)
    with (
        serve(request_fails(2, refused), mode) as (server, client),
        pytest.raises(textsvc.SvcBulkOperationError) as raised,
    ):
        getattr(client.subscribers, verb)(records)
    error = raised.value
    assert error.applied == records[:1000]
    assert error.not_applied == records[1000:]
    assert isinstance(error.cause, textsvc.SvcInvalidFieldError)
    assert f"subscribers.{verb}: request 2 of 3 failed" in str(error)
    assert "1000 records applied, 1500 not" in str(error)
    assert "may or may not" not in str(error)
    assert len(server.requests) == 2  # the third chunk is never sent


@pytest.mark.parametrize("mode", MODES)
def test_a_chunk_whose_answer_was_lost_may_have_been_applied(mode: str) -> None:
    records = records_for("bulk_create", 2500)
    with (
        serve(request_fails(2, lost), mode) as (_, client),
        pytest.raises(textsvc.SvcBulkOperationError) as raised,
    ):
        client.subscribers.bulk_create(records)
    assert "the failed request may or may not have been applied" in str(raised.value)
    assert raised.value.not_applied == records[1000:]


@pytest.mark.parametrize("mode", MODES)
def test_a_lost_answer_is_retried_by_bulk_update_only(mode: str) -> None:
    # bulk_create may add subscribers twice (the spec's x-retry: unsent-only); bulk_update sets
    # fields to values, which a repeat leaves as they are (idempotent).
    with (
        clocked(request_fails(2, lost), mode, max_retries=1) as (server, client, _),
        pytest.raises(textsvc.SvcBulkOperationError),
    ):
        client.subscribers.bulk_create(records_for("bulk_create", 1500))
    assert len(server.requests) == 2
    with clocked(request_fails(2, lost), mode, max_retries=1) as (server, client, _):
        assert client.subscribers.bulk_update(records_for("bulk_update", 1500)) == [
            {"count": 1000},
            {"count": 500},
        ]
    assert len(server.requests) == 3


BAD_RECORDS = [
    pytest.param(
        "bulk_create", {"firstName": "Ana"}, ValueError, r"records\[1500\] has no 'number'", id="no number"
    ),
    pytest.param(
        "bulk_create",
        {"number": 15555550100},
        TypeError,
        r"records\[1500\]\['number'\] must be a str",
        id="int",
    ),
    pytest.param(
        "bulk_create", {"number": None}, TypeError, r"records\[1500\]\['number'\] must be a str", id="None"
    ),
    pytest.param(
        "bulk_create",
        "+15555550100",
        TypeError,
        r"records\[1500\] must be a Subscriber(Update)?Record or a mapping",
        id="str record",
    ),
    pytest.param(
        "bulk_create",
        {"number": "+1", 3: "x"},
        TypeError,
        r"records\[1500\] has a key that is not a str",
        id="key",
    ),
    pytest.param("bulk_update", {"firstName": "Ana"}, ValueError, r"records\[1500\] has no 'id'", id="no id"),
    pytest.param(
        "bulk_update", {"id": "7"}, TypeError, r"records\[1500\]\['id'\] must be an int", id="id str"
    ),
    pytest.param(
        "bulk_update", {"id": True}, TypeError, r"records\[1500\]\['id'\] must be an int", id="id bool"
    ),
    pytest.param(
        "bulk_update",
        [("id", 7)],
        TypeError,
        r"records\[1500\] must be a Subscriber(Update)?Record or a mapping",
        id="pairs",
    ),
    # Keys that JSON writes as one: the object would carry the key "1" twice.
    pytest.param(
        "bulk_create",
        {"number": "+1", "customFields": {1: "a", "1": "b"}},
        ValueError,
        r"^records\[1500\]\['customFields'\] cannot be sent as JSON: two keys of "
        r"records\[1500\]\['customFields'\] are written as the same JSON key",
        id="colliding keys",
    ),
    pytest.param(
        "bulk_update",
        {"id": 7, "tags": [{}, {True: "a", "true": "b"}]},
        ValueError,
        r"two keys of records\[1500\]\['tags'\]\[1\] are written as the same JSON key",
        id="colliding keys in a list",
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("verb", "bad", "error", "match"), BAD_RECORDS)
def test_a_bad_record_anywhere_fails_before_the_first_request(
    mode: str, verb: str, bad: Any, error: type[Exception], match: str
) -> None:
    records: list[Any] = records_for(verb, 2500)
    records[1500] = bad
    with serve(numbered, mode) as (server, client), pytest.raises(error, match=match):
        getattr(client.subscribers, verb)(records)
    assert server.requests == []


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("verb", VERBS)
@pytest.mark.parametrize(
    "records", ["+15555550100", {"number": "+15555550100", "id": 1}, 7], ids=["str", "one", "int"]
)
def test_records_must_be_an_iterable_of_mappings(mode: str, verb: str, records: Any) -> None:
    with (
        serve(numbered, mode) as (server, client),
        pytest.raises(TypeError, match="records must be an iterable"),
    ):
        getattr(client.subscribers, verb)(records)
    assert server.requests == []


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("verb", VERBS)
@pytest.mark.parametrize(("count", "requests"), [(1001, 2), (2500, 3)])
def test_a_raw_response_of_more_than_one_request_is_refused_before_sending(
    mode: str, verb: str, count: int, requests: int
) -> None:
    with (
        serve(numbered, mode) as (server, client),
        pytest.raises(ValueError, match=rf"with_raw_response .* takes {requests} requests") as raised,
    ):
        getattr(client.subscribers.with_raw_response, verb)(records_for(verb, count))
    assert "at most 1000 records" in str(raised.value)
    assert server.requests == []


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("verb", VERBS)
def test_the_raw_response_of_a_bulk_call_of_one_request(mode: str, verb: str) -> None:
    records = records_for(verb, 1000)
    with serve(numbered, mode) as (server, client):
        raw = getattr(client.subscribers.with_raw_response, verb)(records)
    assert raw.status_code == 200
    assert raw.parse() == [{"count": 1000}]  # what the plain call returns
    assert [request.json() for request in server.requests] == [{"subscribers": records}]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("verb", VERBS)
def test_no_records_send_nothing(mode: str, verb: str) -> None:
    with serve(numbered, mode) as (server, client):
        assert getattr(client.subscribers, verb)([]) == []
    assert server.requests == []


# ---------------------------------------------------------------------------------- the fake

Surface = tuple[str, FakeService, Any]


def test_a_record_whose_keys_collide_in_json_is_refused_before_any_is_applied(fake: FakeService) -> None:
    records = [{"number": f"+1444{n:07d}"} for n in range(1001)]
    records[1000]["customFields"] = {1: "private", "1": "private"}
    with fake.client() as client:
        with pytest.raises(
            ValueError, match=r"^records\[1000\]\['customFields'\] cannot be sent as JSON"
        ) as raised:
            client.subscribers.bulk_create(records)
        assert list(client.subscribers.list()) == []  # before: the first 1000 were applied
    assert "private" not in str(raised.value)


def test_the_fake_creates_and_updates_subscribers_in_bulk(surface: Surface) -> None:
    _, _, client = surface
    numbers = [f"+1444{n:07d}" for n in range(1200)]
    client.subscribers.bulk_create([{"number": number} for number in numbers])
    listed = {subscriber.number: subscriber for subscriber in client.subscribers.list()}
    assert set(numbers) <= listed.keys()
    chosen = listed[numbers[1100]]
    client.subscribers.bulk_update([{"id": chosen.id, "firstName": "Ana"}])
    updated = {subscriber.id: subscriber for subscriber in client.subscribers.list()}[chosen.id]
    assert updated.additional_properties.get("firstName") == "Ana"
