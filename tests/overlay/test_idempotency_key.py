"""``idempotency_key=``: the caller's ``X-Request-Id`` of every attempt of an operation retried under
one, a 409 to any attempt under it returning the call as confirmed (``Applied``), and the keys and
calls refused before anything is sent.

Against the fake over loopback (a second client stands for a second process: the key is all they
share) and against scripted servers for the answers the fake does not give; both clients are driven.
"""

from __future__ import annotations

from typing import Any

import pytest
import textsvc
from textsvc.testing import FakeService

from tests.facade import client_of
from tests.hostile import Exchange, envelope
from tests.overlay.clocked_clients import clocked
from tests.overlay.mocking import error_body
from tests.overlay.scripted_clients import MODES, serve
from tests.overlay.test_messages import LosesFirstAnswer

NUMBERS = ["+15555550100"]
KEY = "spring-sale:+15555550100"


def accepted(exchange: Exchange) -> None:
    exchange.respond(200, json=envelope({"messageIds": [1]}))


def duplicate(exchange: Exchange) -> None:
    exchange.respond(409, json=error_body(409, "conflict_error", "duplicate request"))


@pytest.mark.parametrize("mode", MODES)
def test_a_task_run_again_in_another_process_is_confirmed_not_sent_twice(
    mode: str, fake: FakeService
) -> None:
    with client_of(mode, api_key=fake.api_key, base_url=fake.base_url) as first_worker:
        first = first_worker.messages.send(message="Shipped", subscribers=NUMBERS, idempotency_key=KEY)
    with client_of(mode, api_key=fake.api_key, base_url=fake.base_url) as second_worker:
        again = second_worker.messages.send(message="Shipped", subscribers=NUMBERS, idempotency_key=KEY)
        other = second_worker.messages.send(
            message="Shipped", subscribers=NUMBERS, idempotency_key=KEY + "-b"
        )
    assert first == textsvc.Applied({"messageIds": [1]}, confirmed=False, request_id=KEY)
    assert again == textsvc.Applied(None, confirmed=True, request_id=KEY)
    assert other == textsvc.Applied({"messageIds": [2]}, confirmed=False, request_id=KEY + "-b")
    assert [sent.request_id for sent in fake.sent_messages] == [KEY, KEY + "-b"]


@pytest.mark.parametrize("mode", MODES)
def test_a_key_is_the_request_id_of_every_attempt_across_a_lost_answer(mode: str, fake: FakeService) -> None:
    with clocked(LosesFirstAnswer(fake), mode, max_retries=2, api_key=fake.api_key) as (server, client, _):
        sent = client.messages.send(message="Hi", subscribers=NUMBERS, idempotency_key=KEY)
    assert sent == textsvc.Applied(None, confirmed=True, request_id=KEY)
    assert [request.header_values("x-request-id") for request in server.requests] == [[KEY], [KEY]]
    assert [sent.request_id for sent in fake.sent_messages] == [KEY]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "headers", [{}, {"x-request-id": KEY}], ids=["idempotency_key", "X-Request-Id header"]
)
def test_a_409_to_the_first_attempt_under_a_callers_key_confirms(mode: str, headers: dict[str, str]) -> None:
    options: dict[str, Any] = {"extra_headers": headers} if headers else {"idempotency_key": KEY}
    with clocked(duplicate, mode, max_retries=2) as (server, client, _):
        sent = client.messages.send(message="Hi", subscribers=NUMBERS, **options)
        raw = client.messages.with_raw_response.send(message="Hi", **options)
    assert sent == raw.parse() == textsvc.Applied(None, confirmed=True, request_id=KEY)
    assert (raw.status_code, raw.confirmed) == (409, True)
    assert len(server.requests) == 2  # one attempt each: a confirmation is not retried


def locked(exchange: Exchange) -> None:
    exchange.respond(409, json=error_body(409, "invalid_field_error", "group 7 is locked"))


@pytest.mark.parametrize("mode", MODES)
def test_a_409_naming_another_error_confirms_nothing(mode: str) -> None:
    with clocked(locked, mode, max_retries=2) as (server, client, _):
        with pytest.raises(textsvc.SvcInvalidFieldError, match="group 7 is locked"):
            client.messages.send(message="Hi", idempotency_key=KEY)
        with pytest.raises(textsvc.SvcBulkOperationError) as raised:
            client.groups.add_subscribers(7, [1, 2], idempotency_key=KEY)
    assert isinstance(raised.value.cause, textsvc.SvcInvalidFieldError)
    assert len(server.requests) == 2


@pytest.mark.parametrize("mode", MODES)
def test_a_409_to_client_request_under_a_key_stays_a_conflict(mode: str) -> None:
    # Its bare payload could not say "confirmed": None would read as a success with no data.
    with (
        clocked(duplicate, mode, max_retries=2) as (server, client, _),
        pytest.raises(textsvc.SvcConflictError),
    ):
        client.request("POST", "/send", json={"message": "Hi"}, headers={"X-Request-Id": KEY})
    assert len(server.requests) == 1


@pytest.mark.parametrize("mode", MODES)
def test_a_bulk_call_of_one_request_takes_a_key(mode: str) -> None:
    with serve(lambda exchange: exchange.respond(200, json=envelope(None)), mode) as (server, client):
        added = client.groups.add_subscribers(7, range(1, 1001), idempotency_key=KEY)
    assert added == [textsvc.Applied(None, confirmed=False, request_id=KEY)]
    assert server.requests[0].header_values("x-request-id") == [KEY]


UNUSABLE = {
    "empty": "",
    "inner space": "order 1",
    "newline": "order\n1",
    "256 characters": "k" * 256,
    "é": "ordér",
}
KEY_RULE = (
    "idempotency_key must be 1 to 255 visible ASCII characters without spaces (it names one request "
    "to the service), got str of length {length}"
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("key", list(UNUSABLE.values()), ids=list(UNUSABLE))
def test_a_key_that_cannot_name_one_request_is_refused_before_sending(mode: str, key: str) -> None:
    with (
        serve(accepted, mode) as (server, client),
        pytest.raises(ValueError, match=r"^idempotency_key") as raised,
    ):
        client.messages.send(message="Hi", idempotency_key=key)
    assert str(raised.value) == KEY_RULE.format(length=len(key))
    assert server.requests == []


REFUSED: dict[str, tuple[Any, type[Exception], str]] = {
    "not a str": (
        lambda client: client.messages.send(message="Hi", idempotency_key=b"order-1"),
        TypeError,
        "idempotency_key must be a str, got bytes of length 7",
    ),
    "an operation not retried under one X-Request-Id": (
        lambda client: client.templates.create(message="Hi", idempotency_key=KEY),
        TypeError,
        "templates.create() takes no idempotency_key: only operations retried under one X-Request-Id "
        "(retry policy request-id) do",
    ),
    "client.request": (
        lambda client: client.request("POST", "/send", json={"message": "Hi"}, idempotency_key=KEY),
        TypeError,
        "client.request() takes no idempotency_key: call the typed method (messages.send, for one), "
        "which takes it and returns whether a 409 confirmed the request",
    ),
    "a key and an X-Request-Id header": (
        lambda client: client.messages.send(
            message="Hi", idempotency_key=KEY, extra_headers={"X-REQUEST-ID": KEY}
        ),
        ValueError,
        "idempotency_key and an X-Request-Id header both name the request: give one",
    ),
    "a bulk call of several requests": (
        lambda client: client.groups.remove_subscribers(7, range(1, 1002), idempotency_key=KEY),
        ValueError,
        "an idempotency_key (or X-Request-Id header) names one request, but this "
        "groups.remove_subscribers of 1001 ids (1000 per request) takes 2 requests; pass at most 1000 "
        "subscriber_ids, or no key",
    ),
}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("call", "error", "message"), list(REFUSED.values()), ids=list(REFUSED))
def test_a_key_where_it_cannot_name_one_request_is_refused_before_sending(
    mode: str, call: Any, error: type[Exception], message: str
) -> None:
    with serve(accepted, mode) as (server, client), pytest.raises(error) as raised:
        call(client)
    assert str(raised.value) == message
    assert server.requests == []
