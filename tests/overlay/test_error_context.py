"""Errors carry the exchange they came from (``.request``, ``.response``) and show it safely.

``repr`` names the class, method, path (never the query), status and request id; ``str``, ``repr``
and the pickled form never hold the API key or a webhook secret, even when the service echoes
them back. Real HTTP against the scripted hostile server, with both clients.
"""

from __future__ import annotations

import copy
import pickle
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest
import textsvc
from textsvc.webhooks import verify_signature

from tests import facade
from tests.hostile import Exchange, HostileServer, envelope
from tests.overlay.mocking import error_body
from tests.overlay.scripted_clients import MODES, Bounded

API_KEY = "sk_live_error_context_0123456789"
WEBHOOK_SECRET = "whsec_error_context_" + "ab" * 20
SECRETS = {"the API key": API_KEY, "the webhook secret": WEBHOOK_SECRET}
ERROR_ID = "0f6c1d9e-0000-4000-8000-000000000001"  # error_body's requestId
JSON_TYPE = ("Content-Type", "application/json")
WEBHOOK = {
    "id": 1,
    "event": "message-reply",
    "url": "https://hooks.example/in",
    "alertEmail": "",
    "sendAlertEmail": False,
    "skipErrors": False,
    "skipErrorCodes": [],
    "retryOnError": False,
    "maxThroughputPerMinute": 5,
    "createdAt": "2026-01-01T00:00:00Z",
}


@contextmanager
def client_of(mode: str, base_url: str, **options: Any) -> Iterator[Any]:
    """A client of ``base_url`` that does not retry (``tests.facade.client_of``)."""
    settings: dict[str, Any] = {"api_key": API_KEY, "base_url": base_url, "max_retries": 0, "timeout": 10.0}
    with facade.client_of(mode, **{**settings, **options}) as client:
        yield client


@contextmanager
def against(
    answer: Callable[[Exchange], None], mode: str, **options: Any
) -> Iterator[tuple[HostileServer, Any]]:
    """A hostile server running ``answer`` (at most 8 requests), and a client of it."""
    with (
        HostileServer(Bounded(answer, limit=8), read_timeout=10.0) as server,
        client_of(mode, server.base_url, **options) as client,
    ):
        yield server, client


def raised(call: Callable[[], object]) -> Any:
    """The ``SvcError`` that ``call`` raises."""
    with pytest.raises(textsvc.SvcError) as caught:
        call()
    return caught.value


def answer_with(status: int, body: bytes | Any, headers: tuple[tuple[str, str], ...] = ()) -> Any:
    def answer(exchange: Exchange) -> None:
        if isinstance(body, bytes):
            exchange.respond(status, body, headers=[JSON_TYPE, *headers])
        else:
            exchange.respond(status, json=body, headers=headers)

    return answer


def create_webhook(client: Any, secret: str = WEBHOOK_SECRET) -> Any:
    return client.webhooks.create(event="message-reply", url="https://hooks.example/in", secret=secret)


@contextmanager
def refusing_port() -> Iterator[str]:
    """A base URL on a loopback port that is bound but not listening: every connection is refused."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as bound:
        bound.bind(("127.0.0.1", 0))
        yield f"http://127.0.0.1:{bound.getsockname()[1]}/v3"


def leaks(shown: dict[str, str | bytes]) -> list[str]:
    """Which secret shows where; a failing assertion on it names them without printing them."""
    return [
        f"{label} in {where}"
        for label, secret in SECRETS.items()
        for where, text in shown.items()
        if (secret.encode() if isinstance(text, bytes) else secret) in text
    ]


def error_leaks(error: BaseException) -> list[str]:
    """Which secret ``str``, ``repr`` or ``args`` of ``error`` shows.

    Tests assert on the list held in a name: an assertion on the call itself would print the error.
    """
    shown: dict[str, str | bytes] = {"str": str(error), "repr": repr(error)}
    shown.update({f"args[{number}]": str(arg) for number, arg in enumerate(error.args)})
    return leaks(shown)


# ------------------------------------------------------------------ status errors


@pytest.mark.parametrize("mode", MODES)
def test_a_status_error_carries_its_request_and_response(mode: str) -> None:
    body = error_body(404, "not_found_error", "no such link tag")
    with against(answer_with(404, body), mode) as (server, client):
        error = raised(lambda: client.link_tags.get(3))
    assert type(error) is textsvc.SvcNotFoundError
    assert isinstance(error.request, httpx.Request)
    assert (error.request.method, error.request.url.path) == ("GET", "/v3/link-tags/3")
    assert error.request.headers["X-Request-Id"] == server.requests[0].header("x-request-id")
    assert isinstance(error.response, httpx.Response)
    assert error.response.status_code == 404
    assert error.response.request is error.request
    assert error.response.json() == body  # already read: no I/O
    # Today's fields and message are unchanged.
    assert (error.status_code, error.type, error.message, error.request_id) == (
        404,
        "not_found_error",
        "no such link tag",
        ERROR_ID,
    )
    assert str(error) == f"no such link tag (status 404, type not_found_error, request id {ERROR_ID})"
    assert repr(error) == (
        f"SvcNotFoundError('no such link tag', method='GET', path='/v3/link-tags/3', "
        f"status_code=404, request_id='{ERROR_ID}')"
    )
    leaked = error_leaks(error)
    assert leaked == []


@pytest.mark.parametrize("mode", MODES)
def test_an_envelope_refusing_with_200_carries_its_response(mode: str) -> None:
    body = {"success": False, "message": "tag is taken", "type": "invalid_field_error", "data": None}
    with against(answer_with(200, body), mode) as (_, client):
        error = raised(lambda: client.link_tags.create(tag="dup"))
    assert type(error) is textsvc.SvcInvalidFieldError
    assert error.response.status_code == 200
    assert (error.request.method, error.request.url.path) == ("POST", "/v3/link-tags")
    assert (
        repr(error)
        == "SvcInvalidFieldError('tag is taken', method='POST', path='/v3/link-tags', status_code=200)"
    )


@pytest.mark.parametrize("mode", MODES)
def test_the_query_string_is_left_out_of_the_repr(mode: str) -> None:
    with against(answer_with(404, error_body(404, "not_found_error", "no such list")), mode) as (_, client):
        error = raised(lambda: client.request("GET", "/lists", params={"token": WEBHOOK_SECRET}))
    sent_as_given = error.request.url.params.get("token") == WEBHOOK_SECRET  # the request as it was sent
    assert sent_as_given
    leaked = error_leaks(error)
    assert leaked == []
    assert "path='/v3/lists'," in repr(error)
    assert "token" not in repr(error)


@pytest.mark.parametrize("mode", MODES)
def test_a_raw_responses_parse_error_carries_that_response(mode: str) -> None:
    with against(answer_with(409, error_body(409, "conflict_error", "duplicate")), mode) as (_, client):
        raw = client.link_tags.with_raw_response.get(3)
        error = raised(raw.parse)
    assert type(error) is textsvc.SvcConflictError
    assert error.response.status_code == raw.status_code == 409
    assert error.request.url.path == "/v3/link-tags/3"


@pytest.mark.parametrize("mode", MODES)
def test_a_bulk_error_carries_the_exchange_of_the_chunk_that_failed(mode: str) -> None:
    lock = threading.Lock()
    seen: list[int] = []

    def second_fails(exchange: Exchange) -> None:
        with lock:
            seen.append(1)
            number = len(seen)
        if number == 2:
            exchange.respond(
                400, json=error_body(400, "invalid_field_error", "subscriber 1500 does not exist")
            )
        else:
            exchange.respond(200, json=envelope(None))

    with against(second_fails, mode) as (server, client):
        error = raised(lambda: client.groups.add_subscribers(8, range(2500)))
    assert type(error) is textsvc.SvcBulkOperationError
    assert error.request is error.cause.request
    assert error.response is error.cause.response
    assert error.response.status_code == 400
    assert error.request.headers["X-Request-Id"] == server.requests[1].header("x-request-id")
    assert repr(error) == (
        f"SvcBulkOperationError({error.args[0]!r}, method={error.request.method!r}, "
        f"path={error.request.url.path!r}, status_code=400, request_id='{ERROR_ID}')"
    )


# ------------------------------------------------------------------ bodies not as the spec says


@pytest.mark.parametrize("mode", MODES)
def test_a_malformed_body_carries_its_request_and_response(mode: str) -> None:
    answer = answer_with(200, b"<html>oops</html>", (("X-Request-ID", "req-77"),))
    with against(answer, mode) as (_, client):
        error = raised(lambda: client.link_tags.get(3))
    assert type(error) is textsvc.SvcResponseValidationError
    assert error.response.status_code == 200
    assert error.response.content == error.body == b"<html>oops</html>"
    assert error.request.url.path == "/v3/link-tags/3"
    assert repr(error) == (
        "SvcResponseValidationError('unexpected response body for GET /v3/link-tags/3: not JSON', "
        "method='GET', path='/v3/link-tags/3', status_code=200, request_id='req-77')"
    )


@pytest.mark.parametrize("mode", MODES)
def test_a_page_that_is_not_a_page_carries_its_response(mode: str) -> None:
    with against(answer_with(200, envelope("not a page")), mode) as (_, client):
        error = raised(lambda: list(client.link_tags.list()))
    assert type(error) is textsvc.SvcResponseValidationError
    assert error.response.status_code == 200
    assert (error.request.method, error.request.url.path) == ("GET", "/v3/link-tags")


# ------------------------------------------------------------------ no response


@pytest.mark.parametrize("mode", MODES)
def test_a_timeout_has_its_request_and_no_response(mode: str) -> None:
    def silent(exchange: Exchange) -> None:
        exchange.hang(30)

    started = time.monotonic()
    with against(silent, mode, timeout=0.5) as (server, client):
        error = raised(lambda: client.link_tags.get(3))
        sent_id = server.requests[0].header("x-request-id")
    assert time.monotonic() - started < 10
    assert type(error) is textsvc.SvcAPITimeoutError
    assert error.response is None
    assert (error.request.method, error.request.url.path) == ("GET", "/v3/link-tags/3")
    assert error.request_id == sent_id
    assert repr(error) == (
        f"SvcAPITimeoutError({error.args[0]!r}, method='GET', path='/v3/link-tags/3', request_id={sent_id!r})"
    )
    assert error.args[0].startswith("GET /link-tags/3 timed out")  # the message is today's
    leaked = error_leaks(error)
    assert leaked == []


@pytest.mark.parametrize("mode", MODES)
def test_a_refused_connection_has_its_request_and_no_response(mode: str) -> None:
    with refusing_port() as base_url, client_of(mode, base_url) as client:
        error = raised(lambda: create_webhook(client))
    assert type(error) is textsvc.SvcAPIConnectionError
    assert error.response is None
    assert (error.request.method, error.request.url.path) == ("POST", "/v3/webhooks")
    assert error.request_id == error.request.headers["X-Request-Id"]
    assert repr(error) == (
        f"SvcAPIConnectionError({error.args[0]!r}, method='POST', path='/v3/webhooks', "
        f"request_id={error.request_id!r})"
    )
    assert error.args[0].startswith("POST /webhooks failed without a response: ConnectError")
    leaked = error_leaks(error)
    assert leaked == []


# ------------------------------------------------------------------ secrets the service echoes


def echo_what_was_sent(exchange: Exchange) -> None:
    """A 400 whose message quotes the request's body, its Authorization header and the key alone."""
    authorization = exchange.request.header("authorization") or ""
    key = authorization.partition(" ")[2]
    sent = f"{exchange.request.body.decode()} with {authorization} (key {key})"
    exchange.respond(400, json=error_body(400, "invalid_field_error", f"rejected {sent}"))


@pytest.mark.parametrize("mode", MODES)
def test_secrets_the_service_echoes_in_an_error_are_hidden_in_the_message(mode: str) -> None:
    with against(echo_what_was_sent, mode) as (_, client):
        error = raised(lambda: create_webhook(client))
    assert type(error) is textsvc.SvcInvalidFieldError
    leaked = error_leaks(error)
    assert leaked == []
    leaked = leaks({"message": error.message})
    assert leaked == []
    assert '"secret": "***"' in error.message or '"secret":"***"' in error.message
    assert error.message.endswith("with *** (key ***)")  # "Bearer <key>" is hidden whole
    # .body is what the service sent, unaltered.
    kept_as_sent = WEBHOOK_SECRET in error.body["message"]
    assert kept_as_sent


@pytest.mark.parametrize("mode", MODES)
def test_secrets_the_service_echoes_in_a_malformed_body_are_hidden_in_the_message(mode: str) -> None:
    webhook = {**WEBHOOK, "createdAt": WEBHOOK_SECRET}
    with against(answer_with(200, {"message": "Webhook created", "data": webhook}), mode) as (_, client):
        error = raised(lambda: create_webhook(client))
    assert type(error) is textsvc.SvcResponseValidationError
    leaked = error_leaks(error)
    assert leaked == []
    assert "'***' is not ISO 8601" in str(error)


@pytest.mark.parametrize("mode", MODES)
def test_a_secret_too_short_to_be_real_does_not_mangle_messages(mode: str) -> None:
    answer = answer_with(400, error_body(400, "invalid_field_error", "subscribers is empty"))
    with against(answer, mode) as (_, client):
        error = raised(lambda: create_webhook(client, secret="s"))
    assert error.message == "subscribers is empty"


# ------------------------------------------------------------------ pickling and copying


ERROR_SCRIPTS: dict[str, Callable[[Exchange], None]] = {
    "status": answer_with(429, error_body(429, "rate_limit_error", "slow down"), (("Retry-After", "7"),)),
    "malformed": answer_with(200, b"{not json"),
    "timeout": lambda exchange: exchange.hang(30),
}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("kind", [*ERROR_SCRIPTS, "refused"])
def test_an_error_pickles_without_its_exchange(mode: str, kind: str) -> None:
    if kind == "refused":
        with refusing_port() as base_url, client_of(mode, base_url) as client:
            error = raised(lambda: create_webhook(client))
    else:
        with against(ERROR_SCRIPTS[kind], mode, timeout=0.5) as (_, client):
            error = raised(lambda: create_webhook(client))
    assert error.request is not None

    pickled = pickle.dumps(error)
    leaked = leaks({"the pickle": pickled})
    assert leaked == []
    restored = pickle.loads(pickled)  # noqa: S301 (our own bytes)

    assert type(restored) is type(error)
    assert (restored.request, restored.response) == (None, None)
    assert restored.args == error.args
    assert str(restored) == str(error)
    assert repr(restored) == repr(error)  # still names method, path, status and request id
    assert "method='POST', path='/v3/webhooks'" in repr(restored)
    expected = {
        name: value for name, value in vars(error).items() if name not in ("request", "response", "headers")
    }
    assert {name: value for name, value in vars(restored).items() if name in expected} == expected
    if kind == "status":
        assert restored.retry_after == 7.0
        assert dict(restored.headers) == dict(error.headers)


@pytest.mark.parametrize("mode", MODES)
def test_a_bulk_error_pickles_with_its_cause(mode: str) -> None:
    with against(answer_with(400, error_body(400, "invalid_field_error", "no")), mode) as (_, client):
        error = raised(lambda: client.groups.add_subscribers(8, [1, 2]))
    restored = pickle.loads(pickle.dumps(error))  # noqa: S301 (our own bytes)
    assert (restored.applied, restored.not_applied) == ([], [1, 2])
    assert type(restored.cause) is textsvc.SvcInvalidFieldError
    assert restored.cause.request is None
    assert repr(restored) == repr(error)


def test_a_copy_keeps_the_exchange() -> None:
    with against(answer_with(404, error_body(404, "not_found_error", "gone")), "sync") as (_, client):
        error = raised(lambda: client.link_tags.get(3))
    copied = copy.copy(error)
    assert copied is not error
    assert (copied.request, copied.response) == (error.request, error.response)
    assert (repr(copied), str(copied), copied.status_code) == (repr(error), str(error), 404)


# ------------------------------------------------------------------ errors not about an exchange


def test_an_error_without_an_exchange_shows_what_it_has() -> None:
    with pytest.raises(textsvc.SvcSignatureVerificationError) as caught:
        verify_signature(b"{}", "00" * 32, WEBHOOK_SECRET)
    signature_error = caught.value
    assert (signature_error.request, signature_error.response) == (None, None)
    assert repr(signature_error) == f"SvcSignatureVerificationError({signature_error.args[0]!r})"
    assert repr(pickle.loads(pickle.dumps(signature_error))) == repr(signature_error)  # noqa: S301

    by_hand = textsvc.SvcInternalServerError("upstream failed", status_code=502)
    assert (by_hand.request, by_hand.response) == (None, None)
    assert repr(by_hand) == "SvcInternalServerError('upstream failed', status_code=502)"
    assert str(by_hand) == "upstream failed (status 502)"


def test_an_error_made_by_hand_from_a_response_takes_its_request_and_headers() -> None:
    request = httpx.Request("DELETE", "http://127.0.0.1:9/v3/templates/7?force=1")
    response = httpx.Response(404, headers={"X-Request-ID": "req-9"}, request=request)
    error = textsvc.SvcNotFoundError("gone", status_code=404, request_id="req-9", response=response)
    assert (error.request, error.response) == (request, response)
    assert error.headers["X-Request-ID"] == "req-9"
    assert repr(error) == (
        "SvcNotFoundError('gone', method='DELETE', path='/v3/templates/7', "
        "status_code=404, request_id='req-9')"
    )

    without_request = textsvc.SvcNotFoundError("gone", status_code=404, response=httpx.Response(404))
    assert without_request.request is None
    assert repr(without_request) == "SvcNotFoundError('gone', status_code=404)"
