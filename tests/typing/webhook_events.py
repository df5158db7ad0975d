"""Checked by mypy (``nox -s typecheck``), never run: a delivery narrows to its typed event.

Each ``# type: ignore[...]`` marks a line mypy must reject; with ``warn_unused_ignores`` (strict), a
line it accepted would fail the check.
"""

from __future__ import annotations

import datetime
from typing import Any, assert_type

from textsvc import webhooks
from textsvc.types import (
    DeliveryStatusPayload,
    MessageReplyPayload,
    MessageSendPayload,
    NumberOptInPayload,
    Unset,
)
from textsvc.webhooks import (
    DeliveryStatusEvent,
    MessageReplyEvent,
    MessageSendEvent,
    NumberOptInEvent,
    SeenStore,
    WebhookEvent,
)
from textsvc.webhooks.asgi import webhook_endpoint
from textsvc.webhooks.wsgi import WebhookApp


def narrowed_by_match(body: bytes, signature: str, secret: str) -> None:
    event = webhooks.construct_event(body, signature, secret)
    assert_type(event, WebhookEvent)
    assert_type(event.data, Any)
    match event:
        case MessageReplyEvent(typed=reply):
            assert_type(reply, MessageReplyPayload)
            assert_type(reply.from_, str)
            assert_type(reply.date, datetime.datetime)
        case DeliveryStatusEvent():
            assert_type(event.typed, DeliveryStatusPayload)
            assert_type(event.typed.message_id, int)
            assert_type(event.typed.status, str)
        case MessageSendEvent():
            assert_type(event.typed, MessageSendPayload)
            assert_type(event.typed.message, str | Unset | None)  # a field the shape may leave out
            assert_type(event.typed.sent_at, datetime.datetime)
        case NumberOptInEvent():
            assert_type(event.typed, NumberOptInPayload)
            assert_type(event.typed.number, str)
        case _:
            assert_type(event, WebhookEvent)
            print(event.typed)  # type: ignore[attr-defined]


def narrowed_by_isinstance(event: WebhookEvent) -> int | None:
    if isinstance(event, DeliveryStatusEvent):
        return event.typed.message_id
    print(event.typed.message_id)  # type: ignore[attr-defined]
    if isinstance(event, NumberOptInEvent):
        print(event.typed.message_id)  # type: ignore[attr-defined]
    return None


def handlers_take_the_event(seen: SeenStore, event: WebhookEvent) -> None:
    def on_event(received: WebhookEvent) -> None:
        if isinstance(received, MessageSendEvent):
            assert_type(received.typed.to, str)

    def on_status_only(received: DeliveryStatusEvent) -> None:
        del received

    WebhookApp(on_event, secret="s")
    webhook_endpoint(on_event, secret="s")
    seen.handle(event, on_event)
    # A handler of one event type cannot be given every delivery: it must narrow.
    WebhookApp(on_status_only, secret="s")  # type: ignore[arg-type]
    seen.handle(event, on_status_only)  # type: ignore[arg-type]
