"""Webhook registrations: one per event type and pool; the secret is kept but never answered."""

from __future__ import annotations

from typing import Any

from textsvc_schemas import models as schemas

from .._errors import invalid_field
from .._routing import Call, Reply, RouteTable, bare
from .._state import FakeState
from .._store import Record, path_id, public, timestamp
from .._webhook_delivery import listener_url

routes = RouteTable()

PRESENT_ONLY_WHEN_SET = {"Webhook": frozenset({"pools"})}
"""Optional fields the fake never fills (``_model_values.complete``): the document's Webhook
table gives ``pools`` only when the webhook is scoped to a pool."""


def answer(webhook: Record) -> dict[str, Any]:
    body = public(webhook)
    if webhook["_poolId"] is not None:
        body["pools"] = [{"id": webhook["_poolId"], "name": f"Pool {webhook['_poolId']}"}]
    return body


def _check_url(state: FakeState, url: str) -> None:
    """Strict, the listener address must be one a delivery can be POSTed to (the fake's choice)."""
    if state.strict:
        try:
            listener_url(url)
        except ValueError as problem:
            raise invalid_field(f"url {problem}") from None


@routes.post("/webhooks", body=schemas.WebhookInput)
def create_webhook(call: Call) -> Reply:
    body = call.body
    _check_url(call.state, body["url"])
    pool_id = body.get("poolId")
    for existing in call.state["webhooks"].all():
        if existing["event"] == body["event"] and existing["_poolId"] == pool_id:
            scope = f"pool {pool_id}" if pool_id else "the account"
            raise invalid_field(
                f"a {body['event']} webhook is already registered for {scope} (id {existing['id']})"
            )
    webhook = call.state["webhooks"].add(
        {
            "event": body["event"],
            "url": body["url"],
            "alertEmail": body.get("alertEmail", ""),
            "sendAlertEmail": body.get("sendAlertEmail", False),
            "skipErrors": body.get("skipErrors", False),
            "skipErrorCodes": body.get("skipErrorCodes", []),
            "retryOnError": body.get("retryOnError", False),
            "maxThroughputPerMinute": body.get("maxThroughputPerMinute", 600),
            "createdAt": timestamp(),
            "_secret": body["secret"],
            "_poolId": pool_id,
        }
    )
    return bare({"message": "Webhook registered", "data": answer(webhook)})


@routes.get("/webhooks")
def list_webhooks(call: Call) -> Reply:
    rows = [answer(webhook) for webhook in call.state["webhooks"].all()]
    return bare({"data": {"rows": rows, "page": 0, "pageSize": max(len(rows), 1), "total": len(rows)}})


@routes.patch("/webhooks/{webhookId}", body=schemas.WebhookUpdate)
def update_webhook(call: Call) -> Reply:
    webhook = call.state["webhooks"].get(path_id(call.params["webhookId"], "webhookId"))
    body = call.body
    if "url" in body:
        _check_url(call.state, body["url"])
    if "event" in body and body["event"] != webhook["event"]:
        for existing in call.state["webhooks"].all():
            if existing["event"] == body["event"] and existing["_poolId"] == webhook["_poolId"]:
                raise invalid_field(f"a {body['event']} webhook is already registered (id {existing['id']})")
    for field, value in body.items():
        webhook["_secret" if field == "secret" else field] = value
    return bare({"message": "Webhook updated", "data": answer(webhook)})


@routes.delete("/webhooks/{webhookId}")
def delete_webhook(call: Call) -> Reply:
    call.state["webhooks"].delete(path_id(call.params["webhookId"], "webhookId"))
    return bare({"message": "Webhook deleted"})
