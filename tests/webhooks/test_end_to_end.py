"""The fake registers a webhook, emits events, and a real listener built with each adapter verifies them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textsvc import webhooks
from textsvc.testing import FakeService
from textsvc.webhooks import (
    DeliveryStatusEvent,
    MessageReplyEvent,
    MessageSendEvent,
    NumberOptInEvent,
    WebhookEvent,
)

from tests.webhooks.listeners import (
    fastapi_app,
    flask_app,
    plain_wsgi_app,
    serve_asgi,
    serve_wsgi,
    starlette_app,
)

SERVERS: list[tuple[str, Callable[..., Any], Callable[..., Any]]] = [
    ("starlette", starlette_app, serve_asgi),
    ("fastapi", fastapi_app, serve_asgi),
    ("flask", flask_app, serve_wsgi),
    ("wsgi", plain_wsgi_app, serve_wsgi),
]


@pytest.mark.parametrize(("name", "build", "serve"), SERVERS, ids=[entry[0] for entry in SERVERS])
def test_events_from_the_fake_arrive_verified(fake: FakeService, name: str, build: Any, serve: Any) -> None:
    secret = webhooks.generate_secret()
    received: list[WebhookEvent] = []
    with serve(build(received, secret)) as url, fake.client() as client:
        client.webhooks.create(event="message-reply", url=url, secret=secret)
        attempts = fake.emit("message-reply", {"from": "+15555550100", "text": "yes please"})
    assert [attempt.status for attempt in attempts] == [200]
    assert [event.data for event in received] == [{"from": "+15555550100", "text": "yes please"}]


def test_a_listener_with_the_wrong_secret_refuses_and_the_fake_records_the_failure(fake: FakeService) -> None:
    received: list[WebhookEvent] = []
    with serve_asgi(starlette_app(received, "the-wrong-secret")) as url, fake.client() as client:
        client.webhooks.create(
            event="delivery-status", url=url, secret=webhooks.generate_secret(), send_alert_email=True
        )
        attempts = fake.emit("delivery-status", {"status": "delivered"})
    assert [attempt.status for attempt in attempts] == [400]
    assert received == []
    assert [(alert.status, alert.event) for alert in fake.alerts] == [(400, "delivery-status")]


SUBSCRIBER = "+15555550100"


# With ``deduplicate=``, the typed event reaches the handler through ``SeenStore.handle`` or
# ``async_handle``; FastAPI's ``verified_event`` is a dependency and takes no store.
TYPED_SERVERS = [(*entry, False) for entry in SERVERS] + [
    (*entry, True) for entry in SERVERS if entry[0] != "fastapi"
]


@pytest.mark.parametrize(
    ("name", "build", "serve", "deduplicate"),
    TYPED_SERVERS,
    ids=[f"{entry[0]}-deduplicated" if entry[3] else entry[0] for entry in TYPED_SERVERS],
)
def test_the_fakes_own_events_arrive_typed(
    fake: FakeService, name: str, build: Any, serve: Any, deduplicate: bool
) -> None:
    secret = webhooks.generate_secret()
    received: list[WebhookEvent] = []
    options = {"deduplicate": webhooks.InProcessSeen()} if deduplicate else {}
    with serve(build(received, secret, **options)) as url, fake.client() as client:
        client.webhooks.create(event="message-send", url=url, secret=secret)
        client.webhooks.create(event="delivery-status", url=url, secret=secret)
        sent = client.messages.send(message="Doors open at 9", subscribers=[SUBSCRIBER])
        fake.wait_for_webhooks()
    [message_id] = sent.data["messageIds"]
    [record] = fake.sent_messages
    match received:
        case [MessageSendEvent() as send, DeliveryStatusEvent() as status]:
            assert (send.typed.message_id, send.typed.to, send.typed.message) == (
                message_id,
                SUBSCRIBER,
                "Doors open at 9",
            )
            assert send.typed.sent_at == record.sent_at
            assert (status.typed.message_id, status.typed.to, status.typed.status) == (
                message_id,
                SUBSCRIBER,
                "sent",
            )
            assert send.typed.additional_properties == status.typed.additional_properties == {}
        case _:
            pytest.fail(f"not a typed send then status: {[type(event).__name__ for event in received]}")


# What the fake delivers for the two types no operation of the document raises, in the spec's shapes.
REPLY = {
    "event": "message-reply",
    "from": SUBSCRIBER,
    "to": "+15550200001",
    "message": "YES",
    "date": "2026-03-01T12:30:00Z",
}
OPT_IN = {"event": "number-opt-in", "number": SUBSCRIBER, "date": "2026-03-01T12:30:00Z"}
EMITTED: list[tuple[str, str, Any, type[WebhookEvent]]] = [
    ("a reply", "message-reply", REPLY, MessageReplyEvent),
    ("an opt-in", "number-opt-in", OPT_IN, NumberOptInEvent),
    ("an unknown type", "message-reply", {**REPLY, "event": "message-deleted"}, WebhookEvent),
    ("a wrong shape", "delivery-status", {"event": "delivery-status", "status": "delivered"}, WebhookEvent),
    ("a JSON array", "number-opt-in", [OPT_IN], WebhookEvent),
]


@pytest.mark.parametrize(("name", "build", "serve"), SERVERS, ids=[entry[0] for entry in SERVERS])
def test_emitted_bodies_arrive_typed_or_plain_never_refused(
    fake: FakeService, name: str, build: Any, serve: Any
) -> None:
    secret = webhooks.generate_secret()
    received: list[WebhookEvent] = []
    with serve(build(received, secret)) as url, fake.client() as client:
        for event_type in ("message-reply", "delivery-status", "number-opt-in"):
            client.webhooks.create(event=event_type, url=url, secret=secret)
        statuses = [attempt.status for _, event, body, _ in EMITTED for attempt in fake.emit(event, body)]
    assert statuses == [200] * len(EMITTED)
    assert [(type(event), event.data) for event in received] == [(kind, body) for _, _, body, kind in EMITTED]
    reply, opt_in = received[:2]
    assert isinstance(reply, MessageReplyEvent)
    assert isinstance(opt_in, NumberOptInEvent)
    assert (reply.typed.from_, reply.typed.message) == (SUBSCRIBER, "YES")
    assert opt_in.typed.number == SUBSCRIBER
