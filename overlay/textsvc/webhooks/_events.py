"""A delivery as an event: typed for the four registrable event types, plain otherwise.

The service document shows no payload shapes (Events rule 6). The spec's ``webhooks`` give each
event type a body schema of our inference, whose ``event`` field holds the type; the generated
``webhook_payloads()`` maps one to the other. A body whose ``event`` names a type there and that fits
the model becomes that type's event, its ``typed`` the model, structured by the SDK's converter. Any
other body (another type, no ``event``, a shape the inference did not foresee, not an object) stays
a plain ``WebhookEvent``: a delivery is never lost to a guessed shape.
"""

from __future__ import annotations

import functools
import typing
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from .._converter import ResponseShapeError, reader

if TYPE_CHECKING:
    from textsvc_generated.models import (
        DeliveryStatusPayload,
        MessageReplyPayload,
        MessageSendPayload,
        NumberOptInPayload,
    )


@attrs.frozen
class WebhookEvent:
    """A verified delivery: the raw body and its decoded JSON.

    A delivery of one of the four registrable event types whose body fits the spec's (inferred)
    shape is a subclass that also carries the body typed: ``MessageReplyEvent``,
    ``DeliveryStatusEvent``, ``MessageSendEvent``, ``NumberOptInEvent``.
    """

    body: bytes
    data: Any


@attrs.frozen
class MessageReplyEvent(WebhookEvent):
    """A ``message-reply`` delivery; ``typed`` is its body in the spec's inferred shape."""

    typed: MessageReplyPayload


@attrs.frozen
class DeliveryStatusEvent(WebhookEvent):
    """A ``delivery-status`` delivery; ``typed`` is its body in the spec's inferred shape."""

    typed: DeliveryStatusPayload


@attrs.frozen
class MessageSendEvent(WebhookEvent):
    """A ``message-send`` delivery; ``typed`` is its body in the spec's inferred shape."""

    typed: MessageSendPayload


@attrs.frozen
class NumberOptInEvent(WebhookEvent):
    """A ``number-opt-in`` delivery; ``typed`` is its body in the spec's inferred shape."""

    typed: NumberOptInPayload


TYPED_EVENTS = (MessageReplyEvent, DeliveryStatusEvent, MessageSendEvent, NumberOptInEvent)


@functools.cache
def _readers() -> dict[str, tuple[Callable[[Any], Any], Callable[[bytes, Any, Any], WebhookEvent]]]:
    """Event type -> (the reader of its body's model, the event class whose ``typed`` is that model).

    Built on the first delivery: it imports the models and cattrs, which a listener that never
    receives an event should not pay for.
    """
    from textsvc_generated import models
    from textsvc_generated.api import webhook_payloads

    by_model: dict[Any, Callable[[bytes, Any, Any], WebhookEvent]] = {
        typing.get_type_hints(event_class, localns=vars(models))["typed"]: event_class
        for event_class in TYPED_EVENTS
    }
    return {
        event_type: (reader(model), by_model[model])
        for event_type, model in webhook_payloads().items()
        if model in by_model  # a type the spec adds later stays plain until the SDK names it
    }


def typed_event(body: bytes, data: Any) -> WebhookEvent:
    """The event of a verified, decoded delivery: typed when it is one the spec shapes, else plain."""
    event_type = data.get("event") if type(data) is dict else None
    found = _readers().get(event_type) if type(event_type) is str else None
    if found is not None:
        read, event_class = found
        try:
            return event_class(body, data, read(data))
        except ResponseShapeError:
            pass  # not the shape we inferred: still a delivery, kept whole as a plain event
    return WebhookEvent(body=body, data=data)
