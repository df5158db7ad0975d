"""Subscribers: added or updated by number (Errors case 5), listed, and created or updated in bulk.

A subscriber is ``{id, number}`` and whatever other fields it was given (the document shows none). No
two subscribers share a number: adding an existing number updates that subscriber. ``id`` in a body
is not taken: the fake numbers subscribers itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from textsvc_schemas import models as schemas

from .._errors import invalid_field, not_found
from .._pass_through import SubscriberBulkBody, SubscriberBulkUpdateBody
from .._routing import Call, Reply, RouteTable, envelope, paged
from .._state import FakeState
from .._store import Record, public

routes = RouteTable()

MAX_BULK_RECORDS: int = next(
    rule.max_length
    for rule in schemas.SubscriberBulkInput.model_fields["subscribers"].metadata
    if hasattr(rule, "max_length")
)
"""The document's bulk record limit (the spec's ``maxItems``), for subscriber create and update; a
subscriber's number is held to the spec's pattern by the body models, in both modes."""


def _checked_size(records: list[Any]) -> None:
    if len(records) > MAX_BULK_RECORDS:
        raise invalid_field(
            f"subscribers: at most {MAX_BULK_RECORDS} records per request, got {len(records)}"
        )


def _by_number(state: FakeState) -> dict[str, Record]:
    return {record["number"]: record for record in state["subscribers"].all()}


def _upsert(state: FakeState, by_number: dict[str, Record], fields: Mapping[str, Any]) -> Record:
    """Update the subscriber with ``fields["number"]``, else add one (``by_number`` kept up to date)."""
    given = {key: value for key, value in fields.items() if key != "id"}
    record = by_number.get(given["number"])
    if record is None:
        record = by_number[given["number"]] = state["subscribers"].add(given)
    else:
        record.update(given)
    return record


@routes.post("/subscribers", body=schemas.SubscriberInput)
def create_subscriber(call: Call) -> Reply:
    return envelope(public(_upsert(call.state, _by_number(call.state), call.body)))


@routes.get("/subscribers")
def list_subscribers(call: Call) -> Reply:
    return paged(call, call.state["subscribers"].all())


@routes.post("/subscribers/bulk", body=SubscriberBulkBody)
def bulk_create_subscribers(call: Call) -> Reply:
    records: list[dict[str, Any]] = call.body["subscribers"]
    _checked_size(records)
    by_number = _by_number(call.state)
    ids = [_upsert(call.state, by_number, record)["id"] for record in records]
    return envelope({"subscriberIds": ids})


@routes.patch("/subscribers/bulk", body=SubscriberBulkUpdateBody)
def bulk_update_subscribers(call: Call) -> Reply:
    """All or nothing: every record is checked before any is applied."""
    state = call.state
    records: list[dict[str, Any]] = call.body["subscribers"]
    _checked_size(records)
    collection = state["subscribers"]
    owners = {record["number"]: record["id"] for record in collection.all()}
    numbers = {identifier: record["number"] for identifier, record in collection.records.items()}
    updates: list[tuple[Record, dict[str, Any]]] = []
    for index, fields in enumerate(records):
        identifier = fields["id"]
        subscriber = collection.records.get(identifier)
        if subscriber is None:
            if state.strict:
                raise not_found("subscriber", identifier)
            continue  # Lenient: an unknown id is skipped.
        if "number" in fields:
            number = fields["number"]
            owner = owners.get(number)
            if owner is not None and owner != identifier:
                raise invalid_field(f"subscribers.{index}.number is the number of subscriber {owner}")
            owners.pop(numbers[identifier], None)
            owners[number], numbers[identifier] = identifier, number
        updates.append((subscriber, {key: value for key, value in fields.items() if key != "id"}))
    for subscriber, changes in updates:
        subscriber.update(changes)
    return envelope({"subscriberIds": [subscriber["id"] for subscriber, _ in updates]})
