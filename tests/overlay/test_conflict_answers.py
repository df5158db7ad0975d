"""Only the service's own 409 confirms a send: a 409 that is not the service speaking (a proxy's
page, another JSON shape, an empty or cut body, the wrong content type) is an error, never
``Applied(confirmed=True)``: a text never sent must not be reported sent.

The service's 409 for a repeated ``X-Request-Id`` is its error body (``Content-Type:
application/json``; ``httpCode`` 409, ``message``, ``type`` ``conflict_error``). Scripted servers
answer it and its look-alikes, to the first attempt under a caller's key and to a retry.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from typing import Any

import pytest
import textsvc

from tests.hostile import Exchange, envelope
from tests.overlay.clocked_clients import clocked
from tests.overlay.mocking import error_body
from tests.overlay.scripted_clients import MODES

KEY = "spring-sale:+15555550100"
SERVICE_BODY = json.dumps(error_body(409, "conflict_error", "duplicate request"))
HTML = {"Content-Type": "text/html"}
JSON = {"Content-Type": "application/json"}

# Each: (status, body, headers) of a 409 that is not the service's confirmation.
NOT_THE_SERVICE: dict[str, tuple[bytes | str, dict[str, str]]] = {
    "a proxy's HTML page": ("<html><body><h1>409 Conflict</h1></body></html>", HTML),
    "JSON of another shape": (json.dumps({"error": "Conflict", "status": 409}), JSON),
    "an empty body": (b"", {}),
    "an empty JSON body": (b"", JSON),
    "an envelope saying success": (json.dumps(envelope({"messageIds": [1]})), JSON),
    "the service's body as text/html": (SERVICE_BODY, HTML),
    "the service's body without a content type": (SERVICE_BODY, {}),
    "the service's body cut short": (SERVICE_BODY[: len(SERVICE_BODY) // 2], JSON),
    "a conflict_error body whose httpCode is not 409": (
        json.dumps(error_body(400, "conflict_error", "duplicate request")),
        JSON,
    ),
    "a conflict_error body without a message": (
        json.dumps({k: v for k, v in error_body(409, "conflict_error").items() if k != "message"}),
        JSON,
    ),
}


def answering(body: bytes | str, headers: dict[str, str]) -> Callable[[Exchange], None]:
    def answer(exchange: Exchange) -> None:
        exchange.respond(409, body, headers=headers)

    return answer


def after_a_503(answer: Callable[[Exchange], None]) -> Callable[[Exchange], None]:
    """Each request id's first attempt gets a 503, its retry ``answer``."""
    seen: set[str | None] = set()
    lock = threading.Lock()

    def script(exchange: Exchange) -> None:
        request_id = exchange.request.header("x-request-id")
        with lock:
            first = request_id not in seen
            seen.add(request_id)
        if first:
            exchange.respond(503, json=error_body(503, "internal_server_error", "busy"))
        else:
            answer(exchange)

    return script


def assert_a_409_error(error: BaseException) -> None:
    assert isinstance(error, textsvc.SvcAPIError)
    assert error.status_code == 409


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("body", "headers"), list(NOT_THE_SERVICE.values()), ids=list(NOT_THE_SERVICE))
def test_a_409_not_from_the_service_to_a_keyed_first_attempt_confirms_nothing(
    mode: str, body: bytes | str, headers: dict[str, str]
) -> None:
    with clocked(answering(body, headers), mode, max_retries=2) as (server, client, _):
        with pytest.raises(textsvc.SvcAPIError) as sent:
            client.messages.send(message="Hi", subscribers=["+15555550100"], idempotency_key=KEY)
        raw = client.messages.with_raw_response.send(message="Hi", idempotency_key=KEY)
        with pytest.raises(textsvc.SvcBulkOperationError) as added:
            client.groups.add_subscribers(7, [1, 2], idempotency_key=KEY)
    assert_a_409_error(sent.value)
    assert raw.confirmed is False
    with pytest.raises(textsvc.SvcAPIError):
        raw.parse()
    assert_a_409_error(added.value.cause)
    assert (added.value.applied, added.value.not_applied) == ([], [1, 2])
    assert len(server.requests) == 3  # a 409 is not retried


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("body", "headers"), list(NOT_THE_SERVICE.values()), ids=list(NOT_THE_SERVICE))
def test_a_409_not_from_the_service_to_a_retry_confirms_nothing(
    mode: str, body: bytes | str, headers: dict[str, str]
) -> None:
    script = after_a_503(answering(body, headers))
    with clocked(script, mode, max_retries=2) as (server, client, _):
        with pytest.raises(textsvc.SvcAPIError) as sent:
            client.messages.send(message="Hi", subscribers=["+15555550100"])
        with pytest.raises(textsvc.SvcBulkOperationError) as added:
            client.groups.remove_subscribers(7, [1, 2])
        with pytest.raises(textsvc.SvcAPIError) as requested:
            client.request("POST", "/send", json={"message": "Hi"})
    assert_a_409_error(sent.value)
    assert_a_409_error(added.value.cause)
    assert added.value.not_applied == [1, 2]
    assert_a_409_error(requested.value)
    assert len(server.requests) == 6  # each call: its attempt, and one retry


@pytest.mark.parametrize("mode", MODES)
def test_the_services_409_cut_by_max_response_bytes_confirms_nothing(mode: str) -> None:
    # The body is whole on the wire, but the client read only a part of it: not the service's answer.
    options: dict[str, Any] = {"max_retries": 2, "max_response_bytes": 64}
    with (
        clocked(answering(SERVICE_BODY, JSON), mode, **options) as (server, client, _),
        pytest.raises(textsvc.SvcConflictError, match="max_response_bytes"),
    ):
        client.messages.send(message="Hi", idempotency_key=KEY)
    assert len(server.requests) == 1


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("content_type", ["application/json; charset=utf-8", "Application/JSON"])
def test_the_services_409_confirms_under_any_spelling_of_its_content_type(
    mode: str, content_type: str
) -> None:
    answer = answering(SERVICE_BODY, {"Content-Type": content_type})
    with clocked(after_a_503(answer), mode, max_retries=2) as (_, client, _clock):
        on_retry = client.messages.send(message="Hi")
    with clocked(answer, mode, max_retries=2) as (_, client, _clock):
        keyed = client.messages.send(message="Hi", idempotency_key=KEY)
    assert (on_retry.confirmed, keyed.confirmed) == (True, True)
