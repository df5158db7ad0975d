"""The fake registers a webhook, emits events, and a real listener built with each adapter verifies them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textsvc import webhooks
from textsvc.testing import FakeService
from textsvc.webhooks import WebhookEvent

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
