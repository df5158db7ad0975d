"""Records for what the API cannot create (campaigns, threads, keywords, numbers, deliveries, ...),
and many at once of what it can (subscribers, groups, links).

Each builder fills every field the document lists; what the caller gives overrides the default,
and the result is validated with the generated pydantic model so a seed can never break a client.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import attrs
from pydantic import BaseModel, ValidationError
from textsvc_schemas import models as schemas

from .._arguments import describe, each_of, whole_number
from ._state import ACCOUNT_ID, FakeState
from ._store import Record, public, timestamp

Builder = Callable[[int], Record]


@attrs.frozen
class SpecKind:
    """A collection only generic routes serve (``_routes.generic``): records made and checked by its model."""

    build: Builder
    problems: Callable[[Record], list[str]]
    """What is wrong with a record, by the schema; empty when it fits."""


def _controlled_template(number: int) -> Record:
    return {
        "accountId": ACCOUNT_ID,
        "name": f"Controlled template {number}",
        "message": f"Controlled message {number}",
        "requiresLink": False,
        "type": "dispensary",
        "isMMS": False,
        "isGlobal": False,
        "url": "",
        "createdAt": timestamp(),
        "updatedAt": timestamp(),
        "assignedChildAccounts": [],
    }


def _campaign(number: int) -> Record:
    return {
        "name": f"Campaign {number}",
        "description": "",
        "lastMessageActivity": timestamp(),
        "deliveredCount": 100 * number,
        "unsubscribeCount": number,
        "responseCount": 10 * number,
        "clickCount": 20 * number,
        "clickRate": 0.2,
        "conversionCount": number,
        "conversionRevenue": 9.5 * number,
    }


def _campaign_message(number: int) -> Record:
    return {
        "isMMS": False,
        "message": f"Campaign message {number}",
        "createdAt": timestamp(),
        "recipientCount": 100,
        "processedCount": 100,
        "emailRecipientCount": 0,
        "deliveredCount": 98,
        "unsubscribeCount": 1,
        "responseCount": 5,
        "clickCount": 12,
        "clickRate": 0.12,
        "conversionCount": 2,
        "_campaignId": 1,
    }


def _thread(number: int) -> Record:
    return {
        "name": f"Thread {number}",
        "allSubscribers": False,
        "groups": [],
        "subscribers": [number],
        "unread": True,
        "recentReply": {"name": f"Subscriber {number}", "number": f"+1555010{number % 10000:04d}"},
        "_items": [],
    }


def _keyword(number: int) -> Record:
    return {
        "keyword": f"KEYWORD{number}",
        "shortcode": "",
        "destinationGroupId": 1,
        "created": timestamp(),
        "nonavidWelcomeMessage": "Welcome!",
        "longcode": 0,
        "includeContactCard": False,
        "includeSignupLink": False,
        "qrCodeTemplateId": 0,
        "description": "",
        "destinationGroup": {"id": 1, "name": "Everyone"},
        "textInNumbers": [],
    }


def _dedicated_number(number: int) -> Record:
    return {
        "name": f"Line {number}",
        "created": timestamp(),
        "number": f"+1555020{number % 10000:04d}",
        "tollFree": 0,
        "isShortcode": 0,
        "branded": 0,
        "pending": 0,
        "verified": 1,
        "temporary": 0,
        "countryCode": "US",
        "users": {},
        "type": "longcode",
        "status": "Basic",
        "deliveryRate": 99.5,
        "tollFreeVerificationStatus": 0,
        "tollFreeVerificationSubmissionDate": "",
        "senderName": "",
    }


_EPOCH = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)


def _delivery(number: int) -> Record:
    moment = _EPOCH + datetime.timedelta(minutes=number)
    return {
        "externalId": f"ext-{number}",
        "message": f"Message {number}",
        "attachment": "",
        "status": "sent",
        "date": moment.isoformat().replace("+00:00", "Z"),
        "carrier": "Fake Wireless",
        "to": f"+1555030{number % 10000:04d}",
        "from": "+15550200001",
        "type": "sms",
    }


def _subscriber(number: int) -> Record:
    return {"number": f"+1555{number % 10_000_000:07d}"}


def _group(number: int) -> Record:
    return {"name": f"Group {number}"}


def _link(number: int) -> Record:
    return {"url": f"https://example.com/links/{number}"}


def thread_item(number: int, text: str = "", *, inbound: bool = True, scheduled: bool = False) -> Record:
    return {
        "id": number,
        "timestamp": timestamp(),
        "message": number,
        "inbound": int(inbound),
        "table": 0,
        "users": 0,
        "replyFrom": 0,
        "url": 0,
        "scheduled": scheduled,
        "_text": text or f"Item {number}",
    }


# kind -> (builder, model that validates the answer)
BUILDERS: dict[str, tuple[Builder, type[BaseModel]]] = {
    "controlled_templates": (_controlled_template, schemas.ControlledTemplate),
    "campaigns": (_campaign, schemas.Campaign),
    "campaign_messages": (_campaign_message, schemas.CampaignMessage),
    "threads": (_thread, schemas.Thread),
    "keywords": (_keyword, schemas.Keyword),
    "dedicated_numbers": (_dedicated_number, schemas.DedicatedNumber),
    "deliveries": (_delivery, schemas.Delivery),
    "subscribers": (_subscriber, schemas.Subscriber),
    "groups": (_group, schemas.Group),
    "links": (_link, schemas.Link),
}


def _record(name: str, value: Mapping[str, Any]) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise TypeError(f"{name} must be a mapping, got {describe(value)}")
    return value


def seed(
    state: FakeState,
    kind: str,
    records: Iterable[Mapping[str, Any]] | None = None,
    *,
    count: int | None = None,
    spec_kinds: Mapping[str, SpecKind] | None = None,
) -> list[Record]:
    """Add records of ``kind``: the given partial records, or ``count`` generated ones.

    ``spec_kinds``: the collections of generated operations the fake has no builder of its own for.
    """
    spec_kinds = {name: made for name, made in (spec_kinds or {}).items() if name not in BUILDERS}
    if isinstance(kind, str) and kind in spec_kinds:
        return _seed_from_spec(state, kind, spec_kinds[kind], records, count)
    if not isinstance(kind, str) or kind not in BUILDERS:
        seedable = ", ".join(sorted({*BUILDERS, *spec_kinds}))
        error = ValueError if isinstance(kind, str) else TypeError
        raise error(f"kind must be one of the seedable kinds ({seedable}), got {describe(kind, shown=True)}")
    given = None if records is None else each_of("records", records, _record, "mappings")
    _check_how_many(records, count)
    build, model = BUILDERS[kind]
    overrides = given if given is not None else [{} for _ in range(count or 0)]
    collection = state[kind]
    added = []
    with state.lock:
        numbers = {record["number"] for record in collection.all()} if kind == "subscribers" else set()
        for override in overrides:
            record = {**build(collection._next_id), **override}
            if kind == "threads":
                record["_items"] = [dict(item) for item in record["_items"]]
            if kind == "subscribers" and record.get("number") in numbers:
                raise ValueError("seeded subscriber has the number of another subscriber")
            added.append(collection.add(record))
            if kind == "subscribers":
                numbers.add(record["number"])
            try:
                model.model_validate(public(record), strict=False)
            except ValidationError as error:
                collection.records.pop(record[collection.id_field])
                raise ValueError(f"seeded {kind} record is not what the service answers: {error}") from None
    return added


def _check_how_many(records: object, count: int | None) -> None:
    if count is not None and whole_number("count", count) < 0:
        raise ValueError(f"count must be 0 or more, got {count}")
    if (records is None) == (count is None):
        raise ValueError("give either records or count")


def _seed_from_spec(
    state: FakeState,
    kind: str,
    spec_kind: SpecKind,
    records: Iterable[Mapping[str, Any]] | None,
    count: int | None,
) -> list[Record]:
    given = None if records is None else each_of("records", records, _record, "mappings")
    _check_how_many(records, count)
    overrides = given if given is not None else [{} for _ in range(count or 0)]
    added = []
    with state.lock:
        collection = state.collection(kind)
        for override in overrides:
            record = {**spec_kind.build(collection._next_id), **override}
            problems = spec_kind.problems(public(record))
            if problems:
                raise ValueError(f"seeded {kind} record is not what the spec answers: {'; '.join(problems)}")
            added.append(collection.add(record, text_id=True))
    return added
