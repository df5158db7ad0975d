"""Sending (``POST /send``) and checking recipients: the document's rules, the outbox, the events.

An accepted send stores one delivery record per recipient (``GET /deliveries``), adds a
``SentMessage`` to ``fake.sent_messages`` and raises, per recipient, a ``message-send`` event then a
``delivery-status`` event for the webhooks; the shapes are the spec's ``MessageSendPayload`` and
``DeliveryStatusPayload`` (``textsvc.webhooks`` reads them as ``MessageSendEvent`` and
``DeliveryStatusEvent``).
"""

from __future__ import annotations

import re
from typing import Any

from textsvc_schemas import models as schemas

from .._errors import invalid_field, not_found
from .._outbox import SentMessage
from .._phone import invalid_numbers
from .._routing import Call, Reply, RouteTable, envelope
from .._state import FakeState
from .._store import Record, moment, shown, timestamp

routes = RouteTable()

SENDER_NUMBER = "+15550200001"
"""The number the fake's deliveries come from."""
CARRIER = "Fake Wireless"
DELIVERED_STATUS = "sent"
"""The only delivery status the document gives."""
_LINK = re.compile(r"https?://", re.IGNORECASE)
_TYPED_FIELDS = ("message", "image", "templateId", "linkId", "subscribers")


def _template(state: FakeState, template_id: int) -> Record | None:
    """The template a send names: a template, else a controlled template of that id."""
    for kind in ("templates", "controlled_templates"):
        record = state[kind].records.get(template_id)
        if record is not None:
            return record
    return None


def contains_link(template: Record) -> bool:
    """A template contains a link when its text has an http(s) address, or it is a controlled
    template that ``requiresLink``."""
    return bool(template.get("requiresLink")) or _LINK.search(str(template.get("message", ""))) is not None


def _checked_recipients(body: dict[str, Any], *, strict: bool) -> list[str]:
    recipients: list[str] = body.get("subscribers", [])
    invalid = invalid_numbers(list(recipients), strict=strict)
    if invalid:
        more = f" (and {len(invalid) - 1} more)" if len(invalid) > 1 else ""
        raise invalid_field(f"subscribers: {shown(str(invalid[0]))} is not a valid phone number{more}")
    if strict and not recipients:
        raise invalid_field("subscribers: the fake sends only to the numbers listed here, and none is")
    return recipients


def _checked_template(state: FakeState, body: dict[str, Any]) -> Record | None:
    template_id = body.get("templateId")
    if template_id is None:
        return None
    template = _template(state, template_id)
    if template is None and state.strict:
        raise not_found("template", template_id)
    if template is not None and contains_link(template) and "linkId" not in body:
        raise invalid_field(f"linkId is required: template {template_id} contains a link")
    return template


@routes.post("/send", body=schemas.SendMessageInput)
def send(call: Call) -> Reply:
    state, body = call.state, call.body
    if not (body.get("message") or body.get("image") or "templateId" in body):
        raise invalid_field("give at least one of message, image and templateId")
    recipients = _checked_recipients(body, strict=state.strict)
    template = _checked_template(state, body)
    if "linkId" in body and state.strict:
        state["links"].get(body["linkId"])
    text = body.get("message") or (str(template["message"]) if template is not None else "")
    image = body.get("image")
    extra = {key: value for key, value in body.items() if key not in _TYPED_FIELDS}
    pool_id = extra.get("poolId") if isinstance(extra.get("poolId"), str) else None
    sent_at = moment()
    deliveries = [
        state["deliveries"].add(
            {
                "externalId": call.request_id or "",
                "message": text,
                "attachment": image or "",
                "status": DELIVERED_STATUS,
                "date": timestamp(sent_at),
                "carrier": CARRIER,
                "to": number,
                "from": SENDER_NUMBER,
                "type": "mms" if image else "sms",
            }
        )
        for number in recipients
    ]
    message_ids = [delivery["messageId"] for delivery in deliveries]
    state.outbox.append(
        SentMessage(
            message=body.get("message"),
            image=image,
            template_id=body.get("templateId"),
            link_id=body.get("linkId"),
            subscribers=tuple(recipients),
            request_id=call.request_id,
            sent_at=sent_at,
            message_ids=tuple(message_ids),
            extra=extra,
        )
    )
    for delivery in deliveries:
        state.publish("message-send", _send_event(delivery, body, call.request_id), pool_id)
        state.publish("delivery-status", _status_event(delivery), pool_id)
    return envelope({"messageIds": message_ids})


def _send_event(delivery: Record, body: dict[str, Any], request_id: str | None) -> dict[str, Any]:
    return {
        "event": "message-send",
        "messageId": delivery["messageId"],
        "to": delivery["to"],
        "message": body.get("message"),
        "image": body.get("image"),
        "templateId": body.get("templateId"),
        "requestId": request_id,
        "sentAt": delivery["date"],
    }


def _status_event(delivery: Record) -> dict[str, Any]:
    return {
        "event": "delivery-status",
        "messageId": delivery["messageId"],
        "to": delivery["to"],
        "status": delivery["status"],
        "date": delivery["date"],
    }


@routes.post("/send/validate-recipients", body=schemas.ValidateRecipientsInput)
def validate_recipients(call: Call) -> Reply:
    numbers = list(call.body["subscribers"])
    return envelope({"invalidRecipients": invalid_numbers(numbers, strict=call.state.strict)})
