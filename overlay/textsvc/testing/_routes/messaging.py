"""Verify, threads, chatbots, delivery analytics, dedicated numbers, deliveries."""

from __future__ import annotations

import datetime
import enum
import secrets
import uuid
from collections import defaultdict
from collections.abc import Mapping
from typing import Any

from textsvc_schemas import models as schemas

from .._errors import invalid_field, not_found
from .._phone import is_phone_number
from .._routing import Call, Reply, RouteTable, bare, envelope, paged
from .._state import ACCOUNT_ID, CodeRecord
from .._store import (
    Record,
    path_id,
    public,
    query_bool,
    query_date,
    query_int,
    shown,
    timestamp,
    whole_number,
)

routes = RouteTable()

DEFAULT_CODE_TIMEOUT = 300
DEFAULT_CODE_LENGTH = 6
ANALYTICS_WINDOW = datetime.timedelta(hours=24)

# --------------------------------------------------------------------- verify


def _number_check(number: str) -> dict[str, Any]:
    if is_phone_number(number, strict=True):
        return {
            "deliverable": True,
            "reason": "",
            "carrier": "Fake Wireless",
            "lineType": "mobile",
            "risk": "low",
        }
    return {
        "deliverable": False,
        "reason": "invalid_format",
        "carrier": "",
        "lineType": "unknown",
        "risk": "invalid_format",
    }


@routes.post("/verify/sms/send-code", body=schemas.SendCodeInput)
def send_code(call: Call) -> Reply:
    body = call.body
    timeout = body.get("timeoutSeconds", DEFAULT_CODE_TIMEOUT)
    length = body.get("codeLength", DEFAULT_CODE_LENGTH)  # their ranges: the spec's, checked by the model
    check = _number_check(body["to"])
    created = datetime.datetime.now(datetime.UTC)
    verification = {
        "id": str(uuid.uuid4()),
        "number": body["to"],
        "serviceName": body["serviceName"],
        "timeoutSeconds": timeout,
        "codeLength": length,
        "createdAt": created.isoformat().replace("+00:00", "Z"),
        "expiresAt": (created + datetime.timedelta(seconds=timeout)).isoformat().replace("+00:00", "Z"),
    }
    if check["deliverable"]:
        code = "".join(secrets.choice("0123456789") for _ in range(length))
        call.state.codes[verification["id"]] = CodeRecord(
            verification, code, call.state.clock.now() + timeout
        )
    return bare(
        {
            "to": body["to"],
            "timeoutSeconds": timeout,
            "type": "sms",
            "status": "PENDING" if check["deliverable"] else "FAILED",
            "messageId": str(uuid.uuid4()),
            "verificationId": verification["id"],
            **check,
        }
    )


@routes.post("/verify/sms/check-code", body=schemas.CheckCodeInput)
def check_code(call: Call) -> Reply:
    body = call.body
    if "verificationId" in body:
        entry = call.state.codes.get(body["verificationId"])
    elif "to" in body:
        entry = call.state.latest_code_for(body["to"])
    else:
        raise invalid_field("verificationId or to is required")
    if entry is None:
        raise not_found("verification", body.get("verificationId", body.get("to")))
    if call.state.clock.now() > entry.expires_at:
        status = "EXPIRED"
    elif secrets.compare_digest(body["code"], entry.code):
        status = "APPROVED"
    else:
        status = "DENIED"
    return bare(
        {"to": entry.verification["number"], "verificationId": entry.verification["id"], "status": status}
    )


@routes.post("/verify/number", body=schemas.CheckNumberInput)
def check_number(call: Call) -> Reply:
    return bare(_number_check(call.body["number"]))


@routes.get("/verify/{verificationId}")
def get_verification(call: Call) -> Reply:
    entry = call.state.codes.get(call.params["verificationId"])
    if entry is None:
        raise not_found("verification", call.params["verificationId"])
    return envelope(entry.verification)


@routes.get("/verify")
def list_verifications(call: Call) -> Reply:
    return paged(call, call.state.verifications())


# -------------------------------------------------------------------- threads


def _thread(call: Call) -> Record:
    return call.state["threads"].get(path_id(call.params["threadId"], "threadId"))


@routes.get("/threads/{threadId}")
def get_thread(call: Call) -> Reply:
    thread = _thread(call)
    keys = ("id", "name", "allSubscribers", "groups", "subscribers")
    return envelope({key: thread[key] for key in keys})


@routes.delete("/threads/{threadId}")
def delete_thread(call: Call) -> Reply:
    call.state["threads"].delete(_thread(call)["id"])
    return envelope(None)


def _summary(thread: Record) -> dict[str, Any]:
    items = thread["_items"]
    latest = items[-1] if items else None
    return {
        "id": thread["id"],
        "name": thread["name"],
        "unread": thread["unread"],
        "latestMessage": {
            "message": latest["_text"] if latest else "",
            "timestamp": latest["timestamp"] if latest else "",
        },
        "multipleRecipients": len(thread["subscribers"]) > 1 or bool(thread["groups"]),
    }


@routes.get("/threads")
def list_threads(call: Call) -> Reply:
    return paged(call, [_summary(thread) for thread in call.state["threads"].all()])


@routes.patch("/threads/{threadId}/read")
def mark_thread_read(call: Call) -> Reply:
    _thread(call)["unread"] = False
    return envelope(None)


@routes.get("/threads/{threadId}/items")
def list_thread_items(call: Call) -> Reply:
    thread = _thread(call)
    page = query_int(call.query, "page")
    page_size = query_int(call.query, "pageSize", low=1)
    scheduled = query_bool(call.query, "getScheduled")
    items = [item for item in thread["_items"] if scheduled or not item["scheduled"]]
    start = page * page_size
    summary = _summary(thread)
    return envelope(
        {
            "accountId": ACCOUNT_ID,
            "name": thread["name"],
            "items": [public(item) for item in items[start : start + page_size]],
            "count": len(items),
            "multipleRecipients": summary["multipleRecipients"],
            "recentReply": thread["recentReply"],
        }
    )


def _item_ids(raw: str) -> set[int]:
    numbers = [whole_number(part) for part in raw.split(",")]
    ids = {number for number in numbers if number is not None and number >= 0}
    if len(ids) != len(set(numbers)):
        raise invalid_field(f"itemIds must be item ids separated by commas, got {shown(raw)}")
    return ids


@routes.delete("/threads/{threadId}/items")
def delete_thread_items(call: Call) -> Reply:
    """The spec's selection: ``itemIds`` (ids separated by commas) or ``all=true``, exactly one of them."""
    thread = _thread(call)
    delete_all = call.query.get("all")
    if delete_all not in (None, "true", "false"):
        raise invalid_field(f"all must be true or false, got {shown(delete_all)}")
    if ("itemIds" in call.query) == (delete_all == "true"):
        raise invalid_field("give either itemIds or all=true, to say which items to delete")
    if delete_all == "true":
        thread["_items"] = []
        return envelope(None)
    ids = _item_ids(call.query["itemIds"])
    if call.state.strict:
        unknown = sorted(ids - {item["id"] for item in thread["_items"]})
        if unknown:
            raise not_found(f"item of thread {thread['id']}", unknown[0])
    thread["_items"] = [item for item in thread["_items"] if item["id"] not in ids]
    return envelope(None)


# ------------------------------------------------------------------- chatbots


def _chatbot_files(paths: list[str]) -> list[dict[str, Any]]:
    return [
        {"id": number, "filePath": path, "url": f"https://files.fake-textsvc.invalid/{path}"}
        for number, path in enumerate(paths, start=1)
    ]


@routes.post("/chatbots", body=schemas.ChatbotInput)
def create_chatbot(call: Call) -> Reply:
    body = call.body
    record = call.state["chatbots"].add(
        {
            "name": body["name"],
            "description": body.get("description", ""),
            "instructions": body["instructions"],
            "longcodeId": body["longcodeId"],
            "isEnabled": int(body["isEnabled"]),
            "createdAt": timestamp(),
            "conversationCount": 0,
            "files": _chatbot_files(body.get("files", [])),
        }
    )
    return envelope(public(record))


@routes.get("/chatbots/{chatbotId}")
def get_chatbot(call: Call) -> Reply:
    return envelope(public(call.state["chatbots"].get(path_id(call.params["chatbotId"], "chatbotId"))))


@routes.patch("/chatbots/{chatbotId}", body=schemas.ChatbotUpdate)
def update_chatbot(call: Call) -> Reply:
    record = call.state["chatbots"].get(path_id(call.params["chatbotId"], "chatbotId"))
    for field in ("name", "description", "instructions"):
        if field in call.body:
            record[field] = call.body[field]
    if "isEnabled" in call.body:
        record["isEnabled"] = int(call.body["isEnabled"])
    if "files" in call.body:
        record["files"] = _chatbot_files(call.body["files"])
    return envelope(public(record))


@routes.get("/chatbots")
def list_chatbots(call: Call) -> Reply:
    return paged(call, call.state["chatbots"].all())


# ------------------------------------------------------- analytics, numbers, deliveries


def _delivery_time(delivery: Record) -> datetime.datetime:
    moment = datetime.datetime.fromisoformat(delivery["date"])
    return moment if moment.tzinfo else moment.replace(tzinfo=datetime.UTC)


def _choice(query: Mapping[str, str], name: str, choices: type[enum.StrEnum]) -> str | None:
    """The query's ``name``, one of the spec's enum ``choices`` (its generated model), if given."""
    value = query.get(name)
    if value is not None and value not in list(choices):
        raise invalid_field(f"{name} must be one of {', '.join(choices)}, got {value!r}")
    return value


@routes.get("/analytics/delivery")
def delivery_analytics(call: Call) -> Reply:
    start = query_date(call.query, "startDate", required=True)
    end = query_date(call.query, "endDate", required=True)
    if start is None or end is None:
        raise invalid_field("startDate and endDate are required")
    if end < start and call.state.strict:
        raise invalid_field("endDate is before startDate")
    kind = _choice(call.query, "type", schemas.AnalyticsMessageType) or "all"
    direction = _choice(call.query, "sortDirection", schemas.AnalyticsSortDirection)
    end = min(end, start + ANALYTICS_WINDOW)  # The document's clamp: 24 hours after startDate.
    profiles: dict[str, dict[str, int]] = defaultdict(lambda: {"total": 0, "delivered": 0, "inFlight": 0})
    for delivery in call.state["deliveries"].all():
        if not start <= _delivery_time(delivery) < end or (kind != "all" and delivery["type"] != kind):
            continue
        counts = profiles[delivery["from"]]
        counts["total"] += 1
        counts["delivered"] += delivery["status"] in ("delivered", "sent")
        counts["inFlight"] += delivery["status"] in ("queued", "sending")
    rows = [
        {
            "messagingProfile": profile,
            "deliverability": round(100 * counts["delivered"] / counts["total"], 2),
            "total": counts["total"],
            "delivered": counts["delivered"],
            "notDelivered": counts["total"] - counts["delivered"] - counts["inFlight"],
            "parts": counts["total"],
            "inFlight": counts["inFlight"],
        }
        for profile, counts in sorted(profiles.items(), reverse=direction in ("desc", "DESC"))
    ]
    total = sum(counts["total"] for counts in profiles.values())
    delivered = sum(counts["delivered"] for counts in profiles.values())
    return envelope(
        {
            "totalMessages": total,
            "deliverability": round(100 * delivered / total, 2) if total else 0,
            "inflight": sum(counts["inFlight"] for counts in profiles.values()),
            "rows": rows,
        }
    )


@routes.get("/dedicated-numbers")
def list_dedicated_numbers(call: Call) -> Reply:
    return paged(call, call.state["dedicated_numbers"].all())


@routes.get("/deliveries")
def list_deliveries(call: Call) -> Reply:
    records = call.state["deliveries"].all()
    status, kind = call.query.get("filters[status]"), call.query.get("filters[type]")
    start, end = query_date(call.query, "filters[startDate]"), query_date(call.query, "filters[endDate]")
    if status is not None:
        records = [record for record in records if record["status"] == status]
    if kind is not None:
        records = [record for record in records if record["type"] == kind]
    if start is not None:
        records = [record for record in records if _delivery_time(record) >= start]
    if end is not None:
        records = [record for record in records if _delivery_time(record) <= end]
    return paged(call, records)
