"""POST /send and POST /send/validate-recipients: the document's rules (Errors cases 1-4 and 7), the
send rate limit, the outbox, the delivery records, and the signed events a send raises."""

from __future__ import annotations

import datetime
import json
import threading
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import textsvc
from textsvc import webhooks
from textsvc.testing import FakeService, ManualClock
from textsvc_schemas import models as schemas

from tests.fake.loopback_listener import Listener
from tests.fake.raw import error_of, http
from tests.spec_document import load_spec

NUMBER = "+15555550100"
OTHER = "+447700900123"


@pytest.fixture
def raw(fake: FakeService) -> Iterator[httpx.Client]:
    with http(fake) as client:
        yield client


@pytest.fixture
def listener() -> Iterator[Listener]:
    server = Listener([200])
    yield server
    server.close()


def _refusal(response: httpx.Response, status: int = 400, kind: str = "invalid_field_error") -> str:
    body = error_of(response)
    assert (response.status_code, body["type"]) == (status, kind), body
    message: str = body["message"]
    return message


# ------------------------------------------------------------------- the rules


@pytest.mark.parametrize("body", [{}, {"subscribers": [NUMBER]}, {"message": "", "subscribers": [NUMBER]}])
def test_a_send_without_message_image_or_template_is_refused(raw: httpx.Client, body: dict[str, Any]) -> None:
    assert "message, image and templateId" in _refusal(raw.post("/send", json=body))


@pytest.mark.parametrize(
    "body", [{"message": "Hi"}, {"image": "https://img.example/a.png"}, {"templateId": 1}]
)
def test_any_one_of_message_image_and_template_is_enough(
    fake: FakeService, raw: httpx.Client, body: dict[str, Any]
) -> None:
    raw.post("/templates", json={"message": "Weekly deals"})
    assert raw.post("/send", json={**body, "subscribers": [NUMBER]}).status_code == 200


def test_a_message_of_2000_characters_is_sent_and_one_of_2001_refused(raw: httpx.Client) -> None:
    assert raw.post("/send", json={"message": "é" * 2000, "subscribers": [NUMBER]}).status_code == 200
    assert "message" in _refusal(raw.post("/send", json={"message": "é" * 2001, "subscribers": [NUMBER]}))


@pytest.mark.parametrize("text", ["Shop at https://shop.example", "See HTTP://shop.example/x now"])
def test_a_template_with_a_link_needs_a_link_id(raw: httpx.Client, text: str) -> None:
    template = raw.post("/templates", json={"message": text}).json()["data"]
    link = raw.post("/links", json={"url": "https://shop.example"}).json()["data"]
    refused = raw.post("/send", json={"templateId": template["id"], "subscribers": [NUMBER]})
    assert "linkId" in _refusal(refused)
    sent = raw.post(
        "/send", json={"templateId": template["id"], "linkId": link["id"], "subscribers": [NUMBER]}
    )
    assert sent.status_code == 200


def test_a_template_without_a_link_needs_none(raw: httpx.Client) -> None:
    template = raw.post("/templates", json={"message": "shop.example has deals"}).json()["data"]
    assert raw.post("/send", json={"templateId": template["id"], "subscribers": [NUMBER]}).status_code == 200


def test_a_controlled_template_that_requires_a_link_needs_a_link_id(
    fake: FakeService, raw: httpx.Client
) -> None:
    fake.seed("controlled_templates", [{"id": 70, "requiresLink": True, "message": "Deals"}])
    assert "linkId" in _refusal(raw.post("/send", json={"templateId": 70, "subscribers": [NUMBER]}))


def test_an_unknown_template_or_link_is_404(raw: httpx.Client) -> None:
    _refusal(raw.post("/send", json={"templateId": 99, "subscribers": [NUMBER]}), 404, "not_found_error")
    body = {"message": "Hi", "linkId": 99, "subscribers": [NUMBER]}
    _refusal(raw.post("/send", json=body), 404, "not_found_error")


@pytest.mark.parametrize(
    "number",
    ["5555550100", "+1 555 555 0100", "+0555550100", "+123456", "+1234567890123456", "+1555555010x", 15],
)
def test_a_recipient_that_is_not_an_e164_number_is_refused(raw: httpx.Client, number: object) -> None:
    _refusal(raw.post("/send", json={"message": "Hi", "subscribers": [NUMBER, number]}))


def test_a_send_to_no_one_is_refused(raw: httpx.Client) -> None:
    assert "subscribers" in _refusal(raw.post("/send", json={"message": "Hi", "subscribers": []}))


def test_validate_recipients_lists_the_invalid_ones_in_order_instead_of_a_400(raw: httpx.Client) -> None:
    numbers = ["12", NUMBER, "+1 555 555 0100", OTHER, "not a number", "12"]
    answer = raw.post("/send/validate-recipients", json={"subscribers": numbers})
    assert answer.status_code == 200
    assert answer.json()["data"] == {"invalidRecipients": ["12", "+1 555 555 0100", "not a number", "12"]}


def test_validate_recipients_with_the_sdk(fake: FakeService) -> None:
    with fake.client() as client:
        answer = client.request("POST", "/send/validate-recipients", json={"subscribers": [NUMBER, "x"]})
    assert answer == {"invalidRecipients": ["x"]}


# ------------------------------------------------------------- repeats and limits


@pytest.mark.parametrize(
    "request_id", ["4a84b732-e895-4291-aa40-1ff9e424de6f", "order-1234"], ids=["uuid", "order"]
)
def test_a_repeated_request_id_is_409_and_sends_nothing_more(
    fake: FakeService, raw: httpx.Client, request_id: str
) -> None:
    body = {"message": "Hi", "subscribers": [NUMBER]}
    headers = {"X-Request-Id": request_id}
    assert raw.post("/send", json=body, headers=headers).status_code == 200
    _refusal(raw.post("/send", json=body, headers=headers), 409, "conflict_error")
    assert len(fake.sent_messages) == 1
    assert fake.sent_messages[0].request_id == request_id


def test_a_refused_send_can_be_sent_again_with_its_request_id(fake: FakeService, raw: httpx.Client) -> None:
    headers = {"X-Request-Id": "retry-me"}
    _refusal(raw.post("/send", json={"message": "Hi", "subscribers": ["12"]}, headers=headers))
    assert (
        raw.post("/send", json={"message": "Hi", "subscribers": [NUMBER]}, headers=headers).status_code == 200
    )


def test_the_sdk_reads_a_409_to_a_repeated_key_as_confirming_the_first_send(fake: FakeService) -> None:
    body = {"message": "Hi", "subscribers": [NUMBER]}
    with fake.client() as client:
        client.request("POST", "/send", json=body, headers={"X-Request-Id": "once"})
        # client.request returns the bare payload, which could not say "confirmed": a 409 is an error.
        with pytest.raises(textsvc.SvcConflictError):
            client.request("POST", "/send", json=body, headers={"X-Request-Id": "once"})
        # A typed method's key may name a send of another process: the 409 confirms it.
        again = client.messages.send(message="Hi", subscribers=[NUMBER], idempotency_key="once")
    assert (again.confirmed, again.data) == (True, None)
    assert [sent.request_id for sent in fake.sent_messages] == ["once"]


def test_the_send_limit_is_25_per_15_seconds_per_account() -> None:
    clock = ManualClock()
    with FakeService(clock=clock) as fake, http(fake) as raw:
        body = {"message": "Hi", "subscribers": [NUMBER]}
        answers = [raw.post("/send", json=body) for _ in range(26)]
        assert [answer.status_code for answer in answers] == [200] * 25 + [429]
        assert answers[0].headers["X-RateLimit-Limit"] == "25"
        assert _refusal(answers[-1], 429, "rate_limit_error")
        assert raw.get("/templates").status_code == 200  # the general window is another one
        clock.advance(15)
        assert raw.post("/send", json=body).status_code == 200
        assert fake.state.rejections["send"] == 1


# ---------------------------------------------------------------- what a send keeps


def test_the_outbox_keeps_each_send_with_the_fields_the_document_does_not_name() -> None:
    clock = ManualClock(100.0)
    with FakeService(rate_limits=False, clock=clock) as timed, timed.client() as client:
        template = client.templates.create(message="Deals at https://shop.example")
        link = client.request("POST", "/links", json={"url": "https://shop.example"})
        clock.advance(5)
        answer = client.request(
            "POST",
            "/send",
            json={
                "templateId": template.id,
                "linkId": link["id"],
                "image": "https://img.example/a.png",
                "subscribers": [NUMBER, OTHER],
                "scheduledAt": "2026-05-01T09:00:00Z",
                "groups": [{"id": 4}],
            },
            headers={"X-Request-Id": "first-send"},
        )
        [sent] = timed.sent_messages
        dates = [datetime.datetime.fromisoformat(delivery.date) for delivery in client.deliveries.list()]
    assert answer == {"messageIds": list(sent.message_ids)}
    assert (sent.message, sent.image, sent.template_id, sent.link_id) == (
        None,
        "https://img.example/a.png",
        template.id,
        link["id"],
    )
    assert sent.subscribers == (NUMBER, OTHER)
    assert sent.request_id == "first-send"
    assert sent.sent_at.utcoffset() == datetime.timedelta(0)  # aware, in UTC
    assert dates == [sent.sent_at, sent.sent_at]  # the date of each recipient's delivery
    assert sent.extra == {"scheduledAt": "2026-05-01T09:00:00Z", "groups": [{"id": 4}]}
    with pytest.raises(AttributeError):
        sent.message = "changed"  # type: ignore[misc]


def test_a_send_stores_one_delivery_per_recipient(fake: FakeService, raw: httpx.Client) -> None:
    answer = raw.post("/send", json={"message": "Hello", "subscribers": [NUMBER, OTHER]}).json()["data"]
    rows = raw.get("/deliveries", params={"filters[status]": "sent"}).json()["data"]["rows"]
    assert [(row["messageId"], row["to"], row["message"], row["type"]) for row in rows] == [
        (answer["messageIds"][0], NUMBER, "Hello", "sms"),
        (answer["messageIds"][1], OTHER, "Hello", "sms"),
    ]
    for row in rows:
        schemas.Delivery.model_validate(row, strict=False)


def test_reset_empties_the_outbox_and_every_record(fake: FakeService, raw: httpx.Client) -> None:
    raw.post("/send", json={"message": "Hi", "subscribers": [NUMBER]}, headers={"X-Request-Id": "r1"})
    raw.post("/subscribers", json={"number": NUMBER})
    fake.reset()
    assert fake.sent_messages == []
    assert raw.get("/subscribers").json()["data"]["total"] == 0
    assert raw.get("/deliveries").json()["data"]["total"] == 0
    assert raw.get("/keywords/main").json()["data"]["keyword"] == "JOIN"
    assert raw.post(
        "/send", json={"message": "Hi", "subscribers": [NUMBER]}, headers={"X-Request-Id": "r1"}
    ).is_success


# ---------------------------------------------------------------------- events

SPEC = load_spec()


def _assert_fits_the_spec(event: str, payload: dict[str, Any]) -> None:
    """``payload`` is the body the spec's ``webhooks`` give ``event``, no more: its generated model
    takes it as JSON, strictly, and declares every field of it."""
    body = SPEC["webhooks"][event]["post"]["requestBody"]["content"]["application/json"]
    model = getattr(schemas, body["schema"]["$ref"].removeprefix("#/components/schemas/"))
    model.model_validate_json(json.dumps(payload), strict=True)
    declared = {field.alias or name for name, field in model.model_fields.items()}
    assert set(payload) <= declared


def _register(client: textsvc.Client, listener: Listener, secret: str) -> None:
    client.webhooks.create(event="message-send", url=listener.url("/message-send"), secret=secret)
    client.webhooks.create(event="delivery-status", url=listener.url("/delivery-status"), secret=secret)


def test_each_recipient_gets_a_signed_send_event_then_a_delivery_status_event(
    fake: FakeService, listener: Listener
) -> None:
    secret = webhooks.generate_secret()
    with fake.client() as client:
        _register(client, listener, secret)
        answer = client.request(
            "POST",
            "/send",
            json={"message": "Hello", "subscribers": [NUMBER, OTHER]},
            headers={"X-Request-Id": "send-42"},
        )
    fake.wait_for_webhooks()
    received = []
    for path, headers, body in listener.requests:
        webhooks.verify_signature(body, headers["X-Signature"], secret)
        payload = json.loads(body)
        assert path == f"/{payload['event']}"
        _assert_fits_the_spec(payload["event"], payload)
        received.append(payload)
    first, second = answer["messageIds"]
    assert [(event["event"], event["messageId"], event["to"]) for event in received] == [
        ("message-send", first, NUMBER),
        ("delivery-status", first, NUMBER),
        ("message-send", second, OTHER),
        ("delivery-status", second, OTHER),
    ]
    assert received[0]["message"] == "Hello"
    assert received[0]["requestId"] == "send-42"
    [sent] = fake.sent_messages
    assert {datetime.datetime.fromisoformat(event["sentAt"]) for event in received[::2]} == {sent.sent_at}
    assert received[1]["status"] == "sent"
    assert [attempt.ok for attempt in fake.deliveries] == [True] * 4


def test_events_are_retried_when_the_webhook_asks_and_not_otherwise() -> None:
    failing, flaky = Listener([500]), Listener([503, 503, 200])
    try:
        with FakeService(rate_limits=False, clock=ManualClock()) as fake, fake.client() as client:
            client.webhooks.create(event="message-send", url=failing.url(), secret="s")
            client.webhooks.create(event="delivery-status", url=flaky.url(), secret="s", retry_on_error=True)
            client.request("POST", "/send", json={"message": "Hi", "subscribers": [NUMBER]})
            fake.wait_for_webhooks()
            attempts = [(attempt.event, attempt.status) for attempt in fake.deliveries]
    finally:
        failing.close()
        flaky.close()
    assert attempts == [
        ("message-send", 500),
        ("delivery-status", 503),
        ("delivery-status", 503),
        ("delivery-status", 200),
    ]


def test_a_send_answers_before_its_events_are_delivered(fake: FakeService) -> None:
    """A listener that calls the fake back while it receives an event must not deadlock it."""
    seen: list[int] = []

    def call_back() -> None:
        with http(fake) as raw:
            seen.append(raw.get("/keywords/main").status_code)

    server = Listener([200], on_request=call_back)
    try:
        with fake.client() as client:
            client.webhooks.create(event="message-send", url=server.url(), secret="s")
            client.request("POST", "/send", json={"message": "Hi", "subscribers": [NUMBER]})
        fake.wait_for_webhooks()
    finally:
        server.close()
    assert seen == [200]
    assert [attempt.status for attempt in fake.deliveries] == [200]


def test_a_send_with_a_pool_id_goes_to_the_pool_webhook(fake: FakeService, listener: Listener) -> None:
    with fake.client() as client:
        client.webhooks.create(event="message-send", url=listener.url("/global"), secret="g")
        client.webhooks.create(event="message-send", url=listener.url("/pool"), secret="p", pool_id="p1")
        for pool in ("p1", "p2"):
            client.request("POST", "/send", json={"message": "Hi", "subscribers": [NUMBER], "poolId": pool})
    fake.wait_for_webhooks()
    assert [path for path, _, _ in listener.requests] == ["/pool", "/global"]


def test_no_webhook_no_delivery(fake: FakeService, raw: httpx.Client) -> None:
    raw.post("/send", json={"message": "Hi", "subscribers": [NUMBER]})
    fake.wait_for_webhooks()
    assert fake.deliveries == []


def test_waiting_for_webhooks_times_out_while_a_listener_holds_an_event(fake: FakeService) -> None:
    release = threading.Event()

    def hold() -> None:
        release.wait(30)

    server = Listener([200], on_request=hold)
    try:
        with fake.client() as client:
            client.webhooks.create(event="message-send", url=server.url(), secret="s")
            client.request("POST", "/send", json={"message": "Hi", "subscribers": [NUMBER]})
        with pytest.raises(TimeoutError):
            fake.wait_for_webhooks(timeout=0.01)
        release.set()
        fake.wait_for_webhooks()
    finally:
        release.set()
        server.close()
    assert [attempt.status for attempt in fake.deliveries] == [200]
