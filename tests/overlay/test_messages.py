"""``messages.send`` and ``messages.validate_recipients``: what reaches the wire, what is refused
before anything is sent, and a send confirmed by a 409 to its retry.

What reaches the wire is read from ``tests/hostile.py``'s server; both clients are driven.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import httpx
import pytest
import textsvc
from textsvc.testing import FakeService

from tests.hostile import Exchange, envelope
from tests.overlay.clocked_clients import clocked
from tests.overlay.mocking import error_body
from tests.overlay.scripted_clients import MODES, serve

NUMBERS = ["+15555550100", "+15555550101"]
SENT = {"queued": 2}


def accepts(exchange: Exchange) -> None:
    """Validate-recipients finds the numbers without a leading ``+``; a send answers ``SENT``."""
    request = exchange.request
    if request.path.endswith("/send/validate-recipients"):
        invalid = [number for number in request.json()["subscribers"] if not number.startswith("+")]
        exchange.respond(200, json=envelope({"invalidRecipients": invalid}), headers={"X-Request-ID": "r-1"})
    else:
        exchange.respond(200, json=envelope(SENT), headers={"X-Request-ID": "r-1"})


def in_turn(*steps: Callable[[Exchange], None]) -> Callable[[Exchange], None]:
    """Answers requests with ``steps`` in turn; the last one repeats."""
    lock = threading.Lock()
    answered: list[int] = []

    def answer(exchange: Exchange) -> None:
        with lock:
            step = steps[min(len(answered), len(steps) - 1)]
            answered.append(1)
        step(exchange)

    return answer


def lost(exchange: Exchange) -> None:
    exchange.close()  # read (and, for all the client knows, processed), never answered


def failed(exchange: Exchange) -> None:
    exchange.respond(500, json=error_body(500, "internal_server_error"), headers={"Retry-After": "0"})


def duplicate(exchange: Exchange) -> None:
    exchange.respond(409, json=error_body(409, "conflict_error", "duplicate request"))


# ---------------------------------------------------------------------------------------- send


@pytest.mark.parametrize("mode", MODES)
def test_send_puts_its_fields_and_extra_body_on_the_wire_and_returns_data(mode: str) -> None:
    with serve(accepts, mode) as (server, client):
        data = client.messages.send(
            message="Spring sale",
            image="https://img.example/sale.png",
            template_id=4,
            link_id=9,
            subscribers=(number for number in NUMBERS),  # any iterable of numbers
            extra_body={"scheduledAt": "2026-06-01T09:00:00Z"},
        )
    assert (data.data, data.confirmed) == (SENT, False)
    [request] = server.requests
    assert (request.method, request.path) == ("POST", "/v3/send")
    assert request.json() == {
        "message": "Spring sale",
        "image": "https://img.example/sale.png",
        "templateId": 4,
        "linkId": 9,
        "subscribers": NUMBERS,
        "scheduledAt": "2026-06-01T09:00:00Z",
    }
    assert request.header("x-request-id")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "arguments",
    [{"message": "Hi"}, {"image": "https://img.example/a.png"}, {"template_id": 4}],
    ids=["message", "image", "template_id"],
)
def test_any_one_of_message_image_and_template_id_is_enough(mode: str, arguments: dict[str, Any]) -> None:
    with serve(accepts, mode) as (server, client):
        client.messages.send(**arguments, subscribers=NUMBERS[:1])
    [request] = server.requests
    assert request.json() == {
        {"message": "message", "image": "image", "template_id": "templateId"}[name]: value
        for name, value in arguments.items()
    } | {"subscribers": NUMBERS[:1]}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("message", ["x" * 2000, "é" * 2000], ids=["ascii", "two bytes each"])
def test_a_message_of_2000_characters_is_sent(mode: str, message: str) -> None:
    with serve(accepts, mode) as (server, client):
        client.messages.send(message=message)
    assert server.requests[0].json() == {"message": message}


ONE_OF = r"needs at least one of message, image, template_id"
ITERABLE = r"subscribers must be an iterable of strs"


def refused(name: str, error: type[Exception], match: str, **arguments: Any) -> Any:
    return pytest.param(arguments, error, match, id=name)


REFUSED_SENDS = [
    refused("empty", ValueError, r"^messages\.send\(\) " + ONE_OF + r" \(empty text counts as none\)$"),
    refused("no content", ValueError, ONE_OF, message=None, link_id=3, subscribers=NUMBERS),
    # The service takes an empty value as absent: sent, it would be answered 400.
    refused("empty message", ValueError, ONE_OF, message="", subscribers=NUMBERS),
    refused("empty image", ValueError, ONE_OF, image="", subscribers=NUMBERS),
    refused("long", ValueError, r"^message is 2001 characters long; .* at most 2000$", message="x" * 2001),
    # A field of the send's body is held to its checks whichever way it arrives.
    refused(
        "long through extra_body",
        ValueError,
        r"^extra_body\['message'\] is 2001 characters long; .* at most 2000$",
        image="https://img.example/a.png",
        extra_body={"message": "x" * 2001},
    ),
    refused(
        "template_id through extra_body",
        TypeError,
        r"extra_body\['templateId'\] must be an int",
        message="Hi",
        extra_body={"templateId": "4"},
    ),
    refused(
        "subscribers through extra_body",
        TypeError,
        r"extra_body\['subscribers'\]",
        message="Hi",
        extra_body={"subscribers": ["+15555550100", 15555550101]},
    ),
    refused("str", TypeError, ITERABLE, message="Hi", subscribers=NUMBERS[0]),
    refused("bytes", TypeError, ITERABLE, message="Hi", subscribers=b"+15555550100"),
    refused("int", TypeError, ITERABLE, message="Hi", subscribers=15555550100),
    refused("entry", TypeError, r"subscribers\[1\] must be a str", message="Hi", subscribers=[NUMBERS[0], 1]),
    refused("message", TypeError, r"message must be a str", message=7),
    refused("image", TypeError, r"image must be a str", image=b"png"),
    refused("template_id", TypeError, r"template_id must be an int", template_id="4"),
    refused("link_id", TypeError, r"link_id must be an int", message="Hi", link_id=True),
    refused("extra", TypeError, r"extra_body must be a mapping", message="Hi", extra_body=["x"]),
    refused("clash", ValueError, r"extra_body sets", message="Hi", extra_body={"message": "x"}),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("arguments", "error", "match"), REFUSED_SENDS)
def test_a_send_the_service_would_refuse_is_refused_before_sending(
    mode: str, arguments: dict[str, Any], error: type[Exception], match: str
) -> None:
    with serve(accepts, mode) as (server, client), pytest.raises(error, match=match):
        client.messages.send(**arguments)
    assert server.requests == []


@pytest.mark.parametrize("mode", MODES)
def test_a_message_given_through_extra_body_is_content(mode: str) -> None:
    with serve(accepts, mode) as (server, client):
        with pytest.raises(ValueError, match=ONE_OF):
            client.messages.send(subscribers=NUMBERS, extra_body={"message": ""})  # empty: none
        client.messages.send(subscribers=NUMBERS, extra_body={"message": "Hi"})
    [request] = server.requests
    assert request.json() == {"message": "Hi", "subscribers": NUMBERS}


@pytest.mark.parametrize("mode", MODES)
def test_a_message_too_long_is_never_quoted_in_the_error(mode: str) -> None:
    private = "my account number is 0042 " * 100  # 2600 characters
    with serve(accepts, mode) as (server, client), pytest.raises(ValueError, match="2000") as raised:
        client.messages.send(message=private, subscribers=NUMBERS)
    assert "0042" not in str(raised.value)
    assert str(raised.value).startswith("message ")
    assert server.requests == []


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("first", [lost, failed], ids=["answer lost", "500"])
def test_a_send_whose_retry_is_answered_409_returns_as_sent(
    mode: str, first: Callable[[Exchange], None]
) -> None:
    with clocked(in_turn(first, duplicate), mode, max_retries=2) as (server, client, _):
        sent = client.messages.send(message="Hi", subscribers=NUMBERS)
    attempt, retry = server.requests
    assert attempt.json() == retry.json() == {"message": "Hi", "subscribers": NUMBERS}
    request_id = attempt.header("x-request-id")
    assert request_id
    assert attempt.header_values("x-request-id") == retry.header_values("x-request-id") == [request_id]
    assert sent == textsvc.Applied(None, confirmed=True, request_id=request_id)


@pytest.mark.parametrize("mode", MODES)
def test_the_raw_response_of_a_confirmed_send_says_so(mode: str) -> None:
    with clocked(in_turn(lost, duplicate), mode, max_retries=1) as (server, client, _):
        raw = client.messages.with_raw_response.send(message="Hi", subscribers=NUMBERS)
    assert (raw.status_code, raw.confirmed) == (409, True)
    request_id = server.requests[0].header("x-request-id")
    assert raw.parse() == textsvc.Applied(None, confirmed=True, request_id=request_id)
    assert len(server.requests) == 2


@pytest.mark.parametrize("mode", MODES)
def test_a_409_to_the_first_attempt_is_a_conflict(mode: str) -> None:
    with (
        clocked(duplicate, mode, max_retries=2) as (server, client, _),
        pytest.raises(textsvc.SvcConflictError),
    ):
        client.messages.send(message="Hi", subscribers=NUMBERS)
    assert len(server.requests) == 1


@pytest.mark.parametrize("mode", MODES)
def test_the_raw_response_of_a_send(mode: str) -> None:
    with serve(accepts, mode) as (server, client):
        raw = client.messages.with_raw_response.send(template_id=4, link_id=2, subscribers=NUMBERS)
    assert (raw.status_code, raw.request_id, raw.confirmed) == (200, "r-1", False)
    sent_id = server.requests[0].header("x-request-id")
    assert raw.parse() == textsvc.Applied(SENT, confirmed=False, request_id=sent_id)
    assert server.requests[0].json() == {"templateId": 4, "linkId": 2, "subscribers": NUMBERS}


# ------------------------------------------------------------- the caller's X-Request-Id


class LosesFirstAnswer:
    """A proxy in front of ``fake``: every request reaches the fake, which applies it, but the
    answer to the first is dropped, so the client cannot know it was sent."""

    HOP_BY_HOP = frozenset({"host", "content-length", "connection", "transfer-encoding", "content-encoding"})

    def __init__(self, fake: FakeService) -> None:
        self._origin = fake.base_url.removesuffix("/v3")
        self._lock = threading.Lock()
        self._answered = 0

    def __call__(self, exchange: Exchange) -> None:
        request = exchange.request
        headers = [(name, value) for name, value in request.headers if name not in self.HOP_BY_HOP]
        with httpx.Client() as http:
            answer = http.request(
                request.method, self._origin + request.target, headers=headers, content=request.body
            )
        with self._lock:
            self._answered += 1
            first = self._answered == 1
        if first:
            exchange.close()
            return
        relayed = [
            (name, value) for name, value in answer.headers.items() if name.lower() not in self.HOP_BY_HOP
        ]
        exchange.respond(answer.status_code, answer.content, headers=relayed)


UNUSABLE_KEYS = {
    "empty": "",
    "spaces": "   ",
    "inner space": "order 1",
    "tab": "order\t1",
    "256 characters": "k" * 256,
}
KEY_RULE = r"the value of 'X-Request-Id' must be 1 to 255 visible ASCII characters without spaces"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("key", list(UNUSABLE_KEYS.values()), ids=list(UNUSABLE_KEYS))
def test_a_request_id_that_cannot_name_one_request_is_refused_before_sending(
    mode: str, key: str, fake: FakeService
) -> None:
    # Sent, an empty id is no id: the retry after the lost answer is applied again (sent twice).
    with (
        clocked(LosesFirstAnswer(fake), mode, max_retries=2, api_key=fake.api_key) as (server, client, _),
        pytest.raises(ValueError, match=r"^extra_headers: " + KEY_RULE) as raised,
    ):
        client.messages.send(message="Hi", subscribers=NUMBERS, extra_headers={"X-Request-Id": key})
    assert server.requests == []
    assert fake.sent_messages == []
    assert key.strip() == "" or key not in str(raised.value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("usable", "unusable"),
    [("k" * 255, "k" * 256), ("!#order-1~", "order-1 "), ("7", "")],
    ids=["255 characters, not 256", "visible ASCII, no space", "one character, not none"],
)
def test_a_request_id_at_the_edge_of_the_rule_sends_once_across_a_lost_answer(
    mode: str, usable: str, unusable: str, fake: FakeService
) -> None:
    with clocked(LosesFirstAnswer(fake), mode, max_retries=2, api_key=fake.api_key) as (server, client, _):
        with pytest.raises(ValueError, match=KEY_RULE):
            client.messages.send(message="Hi", subscribers=NUMBERS, extra_headers={"X-Request-Id": unusable})
        assert server.requests == []
        # The retry carries the same id, and the fake's 409 confirms the lost attempt.
        confirmed = client.messages.send(
            message="Hi", subscribers=NUMBERS, extra_headers={"X-Request-Id": usable}
        )
        assert confirmed == textsvc.Applied(None, confirmed=True, request_id=usable)
    assert [request.header_values("x-request-id") for request in server.requests] == [[usable], [usable]]
    assert [(sent.message, sent.request_id) for sent in fake.sent_messages] == [("Hi", usable)]


def add_to_group(client: Any, headers: dict[str, str]) -> Any:
    return client.groups.add_subscribers(8, [1, 2], extra_headers=headers)


def send_through_request(client: Any, headers: dict[str, str]) -> Any:
    return client.request("POST", "/send", json={"message": "Hi"}, headers=headers)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("call", "argument"),
    [(add_to_group, "extra_headers"), (send_through_request, "headers")],
    ids=["groups.add_subscribers", "request"],
)
def test_every_way_to_set_a_request_id_is_held_to_the_rule(
    mode: str, call: Callable[[Any, dict[str, str]], Any], argument: str
) -> None:
    with (
        serve(accepts, mode) as (server, client),
        pytest.raises(ValueError, match=f"^{argument}: {KEY_RULE}"),
    ):
        call(client, {"X-Request-Id": ""})
    assert server.requests == []


# --------------------------------------------------------------------------- validate_recipients


@pytest.mark.parametrize("mode", MODES)
def test_validate_recipients_returns_the_invalid_numbers(mode: str) -> None:
    with serve(accepts, mode) as (server, client):
        invalid = client.messages.validate_recipients(subscribers=[*NUMBERS, "555-1234"])
        raw = client.messages.with_raw_response.validate_recipients(iter(["12"]))
    assert invalid == ["555-1234"]
    assert raw.parse() == ["12"]
    assert raw.status_code == 200
    first = server.requests[0]
    assert (first.method, first.path) == ("POST", "/v3/send/validate-recipients")
    assert first.json() == {"subscribers": [*NUMBERS, "555-1234"]}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("subscribers", "match"),
    [(NUMBERS[0], r"subscribers must be an iterable"), ([None], r"subscribers\[0\] must be a str")],
    ids=["one number as a str", "None"],
)
def test_validate_recipients_refuses_what_is_not_numbers_before_sending(
    mode: str, subscribers: Any, match: str
) -> None:
    with serve(accepts, mode) as (server, client), pytest.raises(TypeError, match=match):
        client.messages.validate_recipients(subscribers)
    assert server.requests == []


@pytest.mark.parametrize("mode", MODES)
def test_a_validate_recipients_answer_without_the_list_is_a_validation_error(mode: str) -> None:
    def wrong(exchange: Exchange) -> None:
        exchange.respond(200, json=envelope({"invalid": []}))

    with serve(wrong, mode) as (_, client), pytest.raises(textsvc.SvcResponseValidationError):
        client.messages.validate_recipients(NUMBERS)


# ---------------------------------------------------------------------------------- the fake


Surface = tuple[str, FakeService, Any]


def test_the_fake_keeps_what_was_sent(surface: Surface) -> None:
    _, fake, client = surface
    before = len(fake.sent_messages)
    client.messages.send(message="Hello from the tests", subscribers=NUMBERS)
    sent = fake.sent_messages[before:]
    assert [(item.message, list(item.subscribers)) for item in sent] == [("Hello from the tests", NUMBERS)]


def test_the_fake_finds_invalid_recipients(surface: Surface) -> None:
    _, _, client = surface
    assert client.messages.validate_recipients([NUMBERS[0], "not a number"]) == ["not a number"]


def test_the_fake_refuses_a_send_without_content_as_the_document_says(surface: Surface) -> None:
    _, _, client = surface
    # Past the SDK's own check (client.request sends anything), the service's answer is a 400.
    with pytest.raises(textsvc.SvcInvalidFieldError):
        client.request("POST", "/send", json={"subscribers": NUMBERS})
