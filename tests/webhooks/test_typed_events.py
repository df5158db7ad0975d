"""``construct_event`` types a body the spec shapes, and keeps every other body as a plain event."""

from __future__ import annotations

import datetime
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from textsvc import types as public_types
from textsvc import webhooks
from textsvc.webhooks import (
    DeliveryStatusEvent,
    MessageReplyEvent,
    MessageSendEvent,
    NumberOptInEvent,
    WebhookEvent,
)
from textsvc_generated.api import webhook_payloads

SECRET = webhooks.generate_secret()
WHEN = "2026-03-01T12:30:00Z"
WHEN_READ = datetime.datetime(2026, 3, 1, 12, 30, tzinfo=datetime.UTC)

# A body of each registrable type in the spec's shape, and the typed values it must give.
BODIES: dict[str, tuple[type[WebhookEvent], dict[str, Any], dict[str, Any]]] = {
    "message-reply": (
        MessageReplyEvent,
        {
            "event": "message-reply",
            "from": "+15555550100",
            "to": "+15550200001",
            "message": "YES",
            "date": WHEN,
        },
        {"from_": "+15555550100", "to": "+15550200001", "message": "YES", "date": WHEN_READ},
    ),
    "delivery-status": (
        DeliveryStatusEvent,
        {"event": "delivery-status", "messageId": 7, "to": "+15555550100", "status": "sent", "date": WHEN},
        {"message_id": 7, "to": "+15555550100", "status": "sent", "date": WHEN_READ},
    ),
    "message-send": (
        MessageSendEvent,
        {
            "event": "message-send",
            "messageId": 7,
            "to": "+15555550100",
            "message": "Hi",
            "image": None,
            "templateId": None,
            "requestId": "r-1",
            "sentAt": WHEN,
        },
        {"message_id": 7, "to": "+15555550100", "message": "Hi", "image": None, "request_id": "r-1"},
    ),
    "number-opt-in": (
        NumberOptInEvent,
        {"event": "number-opt-in", "number": "+15555550100", "date": WHEN},
        {"number": "+15555550100", "date": WHEN_READ},
    ),
}


def delivered(data: Any) -> WebhookEvent:
    body = json.dumps(data).encode()
    return webhooks.construct_event(body, webhooks.sign(body, SECRET), SECRET)


def test_every_registrable_type_has_a_typed_event_and_the_spec_a_body_for_it() -> None:
    assert set(webhook_payloads()) == public_types.WEBHOOK_EVENT_TYPE_VALUES == set(BODIES)
    for event_class, _, _ in BODIES.values():
        assert getattr(public_types, event_class.__name__) is event_class


@pytest.mark.parametrize("event_type", sorted(BODIES))
def test_a_body_of_the_spec_shape_is_its_typed_event(event_type: str) -> None:
    event_class, data, expected = BODIES[event_type]
    event = delivered(data)
    assert type(event) is event_class
    assert isinstance(event, WebhookEvent)
    assert event.data == data
    assert event.body == json.dumps(data).encode()
    typed = event.typed  # type: ignore[attr-defined]
    assert type(typed) is webhook_payloads()[event_type]
    assert typed.event == event_type
    assert {name: getattr(typed, name) for name in expected} == expected
    assert typed.additional_properties == {}


def test_a_field_the_shape_does_not_know_is_kept_in_data_and_the_model() -> None:
    data = {**BODIES["delivery-status"][1], "carrier": "Fake Wireless", "errorCode": {"code": 30003}}
    event = delivered(data)
    assert isinstance(event, DeliveryStatusEvent)
    assert event.data == data
    assert event.typed.additional_properties == {"carrier": "Fake Wireless", "errorCode": {"code": 30003}}


def _without(data: dict[str, Any], key: str) -> dict[str, Any]:
    return {name: value for name, value in data.items() if name != key}


NOT_TYPED: dict[str, Any] = {
    "an unknown type": {**BODIES["delivery-status"][1], "event": "message-deleted"},
    "no event field": _without(BODIES["delivery-status"][1], "event"),
    "an event that is not text": {**BODIES["delivery-status"][1], "event": ["delivery-status"]},
    "an event of null": {**BODIES["number-opt-in"][1], "event": None},
    "a required field missing": _without(BODIES["delivery-status"][1], "messageId"),
    "an id as text": {**BODIES["delivery-status"][1], "messageId": "7"},
    "an id with a fraction": {**BODIES["message-send"][1], "messageId": 7.5},
    "a date that is not ISO 8601": {**BODIES["message-reply"][1], "date": "yesterday"},
    "a date that is a number": {**BODIES["number-opt-in"][1], "date": 1767225600},
    "another type's shape": {**BODIES["delivery-status"][1], "event": "message-reply"},
    "a JSON array": [BODIES["delivery-status"][1]],
    "a JSON string": "delivery-status",
    "null": None,
}


@pytest.mark.parametrize("data", list(NOT_TYPED.values()), ids=list(NOT_TYPED))
def test_a_body_that_is_not_a_spec_shape_is_a_plain_event_with_all_of_it(data: Any) -> None:
    event = delivered(data)
    assert type(event) is WebhookEvent
    assert event.data == data
    assert event.body == json.dumps(data).encode()


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(), inner, max_size=3),
    max_leaves=8,
)


@given(
    event_type=st.sampled_from(sorted(BODIES)),
    changes=st.dictionaries(
        st.sampled_from(["event", "messageId", "to", "from", "date", "sentAt", "x"]), JSON
    ),
    dropped=st.sets(st.sampled_from(["event", "messageId", "to", "from", "date", "number", "status"])),
)
def test_no_body_makes_typing_raise(event_type: str, changes: dict[str, Any], dropped: set[str]) -> None:
    data = {key: value for key, value in {**BODIES[event_type][1], **changes}.items() if key not in dropped}
    event = delivered(data)
    assert event.data == data
    if type(event) is not WebhookEvent:
        assert data["event"] in BODIES
        assert type(event) is BODIES[data["event"]][0]
