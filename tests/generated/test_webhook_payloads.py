"""Regeneration reads the spec's ``webhooks`` into ``webhook_payloads()`` (event type -> body model),
and stops on a webhook that cannot say which bodies are its own, naming it."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest
from textsvc_generated import models
from textsvc_generated.api import webhook_payloads

from tests.spec_document import load_spec

from .test_regeneration import _load_script

SPEC: dict[str, Any] = load_spec()


@pytest.fixture(scope="module")
def regenerate() -> ModuleType:
    return _load_script()


def test_every_webhook_of_the_spec_is_a_type_and_the_generated_model_of_its_body(
    regenerate: ModuleType,
) -> None:
    read = regenerate.webhook_payloads(SPEC)
    assert list(read) == list(SPEC["webhooks"])
    assert set(read) == set(SPEC["components"]["schemas"]["WebhookEventType"]["enum"])
    assert {event: getattr(models, name) for event, name in read.items()} == dict(webhook_payloads())


def _body(spec: dict[str, Any], event: str) -> dict[str, Any]:
    ref = spec["webhooks"][event]["post"]["requestBody"]["content"]["application/json"]["schema"]["$ref"]
    body: dict[str, Any] = spec["components"]["schemas"][ref.rsplit("/", 1)[1]]
    return body


BROKEN: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "a webhook of no registrable type": (
        lambda spec: spec["webhooks"].update({"message-deleted": spec["webhooks"]["message-send"]}),
        "webhooks message-deleted: not a value of WebhookEventType",
    ),
    "a body its event type cannot be read from": (
        lambda spec: _body(spec, "number-opt-in")["properties"]["event"].pop("const"),
        "webhooks number-opt-in: NumberOptInPayload must require `event`, with `const: number-opt-in`",
    ),
    "a body whose event is another type": (
        lambda spec: _body(spec, "message-reply")["properties"]["event"].update(const="message-send"),
        "webhooks message-reply: MessageReplyPayload must require `event`, with `const: message-reply`",
    ),
    "a body whose event may be left out": (
        lambda spec: _body(spec, "delivery-status")["required"].remove("event"),
        "webhooks delivery-status: DeliveryStatusPayload must require `event`",
    ),
    "a webhook without a body schema": (
        lambda spec: spec["webhooks"]["message-send"]["post"].pop("requestBody"),
        "webhooks message-send: no post with a JSON body given by a $ref to a schema",
    ),
}


@pytest.mark.parametrize(("change", "message"), list(BROKEN.values()), ids=list(BROKEN))
def test_a_webhook_that_cannot_name_its_bodies_stops_regeneration(
    regenerate: ModuleType, change: Callable[[dict[str, Any]], None], message: str
) -> None:
    spec = copy.deepcopy(SPEC)
    change(spec)
    with pytest.raises(SystemExit, match=re.escape(message)):
        regenerate.spec_extensions_source(spec)
