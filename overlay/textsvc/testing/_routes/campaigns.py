"""Drip campaigns with their ordered messages, and campaigns with analytics."""

from __future__ import annotations

import datetime
from typing import Any

from textsvc_schemas import models as schemas

from .._errors import invalid_field, not_found
from .._routing import NO_CONTENT, Call, Reply, RouteTable, envelope, paged
from .._state import ACCOUNT_ID, FakeState
from .._store import Record, parse_date, path_id, public, query_date, query_text, timestamp

routes = RouteTable()

# ------------------------------------------------------------- drip campaigns

_MESSAGE_FIELDS = {"title": "", "content": "", "attachment": "", "delay": 0, "isMms": 0}


def _campaign_id(call: Call) -> int:
    return path_id(call.params["dripCampaignId"], "dripCampaignId")


def _messages_of(state: FakeState, campaign: Record) -> list[Record]:
    messages = [state["drip_messages"].get(identifier) for identifier in campaign["_messageIds"]]
    for position, message in enumerate(messages, start=1):
        message["sequence"] = position
    return messages


def _drip_campaign(state: FakeState, campaign: Record) -> dict[str, Any]:
    member_count = sum(len(state.members(group_id)) for group_id in campaign["groupIds"])
    answer = public(campaign)
    answer["campaignMessages"] = [
        {**public(message), "memberCount": member_count} for message in _messages_of(state, campaign)
    ]
    return answer


def _checked_end_date(body: dict[str, Any]) -> dict[str, Any]:
    if "endDate" in body:
        moment = parse_date(body["endDate"], "endDate")
        body = {**body, "endDate": moment.isoformat().replace("+00:00", "Z")}
    return body


@routes.post("/drip-campaigns", body=schemas.DripCampaignInput)
def create_drip_campaign(call: Call) -> Reply:
    body = _checked_end_date(call.body)
    campaign = call.state["drip_campaigns"].add(
        {
            "name": body.get("name", ""),
            "endDate": body.get("endDate", timestamp()),
            "created": timestamp(),
            "groupIds": [],
            "_messageIds": [],
        }
    )
    return envelope(_drip_campaign(call.state, campaign))


@routes.get("/drip-campaigns/{dripCampaignId}")
def get_drip_campaign(call: Call) -> Reply:
    return envelope(_drip_campaign(call.state, call.state["drip_campaigns"].get(_campaign_id(call))))


@routes.patch("/drip-campaigns/{dripCampaignId}", body=schemas.DripCampaignInput)
def update_drip_campaign(call: Call) -> Reply:
    campaign = call.state["drip_campaigns"].get(_campaign_id(call))
    campaign.update(_checked_end_date(call.body))
    return envelope(_drip_campaign(call.state, campaign))


@routes.delete("/drip-campaigns/{dripCampaignId}")
def delete_drip_campaign(call: Call) -> Reply:
    campaign = call.state["drip_campaigns"].delete(_campaign_id(call))
    for identifier in campaign["_messageIds"]:
        call.state["drip_messages"].delete(identifier)
    return NO_CONTENT


@routes.get("/drip-campaigns")
def list_drip_campaigns(call: Call) -> Reply:
    campaigns = [_drip_campaign(call.state, campaign) for campaign in call.state["drip_campaigns"].all()]
    return paged(call, campaigns)


@routes.post("/drip-campaigns/{dripCampaignId}/start", body=schemas.DripCampaignGroupInput)
def start_drip_campaign(call: Call) -> Reply:
    campaign = call.state["drip_campaigns"].get(_campaign_id(call))
    group_id = call.body["groupId"]
    if call.state.strict:
        call.state["groups"].get(group_id)
        if group_id in campaign["groupIds"]:
            raise invalid_field(f"the campaign already runs for group {group_id}")
    if group_id not in campaign["groupIds"]:
        campaign["groupIds"].append(group_id)
    return envelope(None)


@routes.post("/drip-campaigns/{dripCampaignId}/stop", body=schemas.DripCampaignGroupInput)
def stop_drip_campaign(call: Call) -> Reply:
    campaign = call.state["drip_campaigns"].get(_campaign_id(call))
    group_id = call.body["groupId"]
    if group_id in campaign["groupIds"]:
        campaign["groupIds"].remove(group_id)
    elif call.state.strict:
        call.state["groups"].get(group_id)  # an unknown group is 404, as on start
        raise invalid_field(f"the campaign does not run for group {group_id}")
    return envelope(None)


@routes.post("/drip-campaigns/{dripCampaignId}/clone")
def clone_drip_campaign(call: Call) -> Reply:
    state = call.state
    original = state["drip_campaigns"].get(_campaign_id(call))
    copies = [
        state["drip_messages"].add({key: value for key, value in message.items() if key != "id"})
        for message in _messages_of(state, original)
    ]
    clone = state["drip_campaigns"].add(
        {
            "name": f"{original['name']} (copy)",
            "endDate": original["endDate"],
            "created": timestamp(),
            "groupIds": [],
            "_messageIds": [message["id"] for message in copies],
        }
    )
    for message in copies:
        message["dripCampaignId"] = clone["id"]
    return envelope(_drip_campaign(state, clone))


@routes.get("/drip-campaigns/{dripCampaignId}/numbers/{sequenceId}")
def list_drip_campaign_numbers(call: Call) -> Reply:
    campaign = call.state["drip_campaigns"].get(_campaign_id(call))
    sequence = path_id(call.params["sequenceId"], "sequenceId")
    if not 1 <= sequence <= len(campaign["_messageIds"]):
        raise not_found(f"step of drip campaign {campaign['id']}", sequence)
    subscribers = sorted(
        {member for group_id in campaign["groupIds"] for member in call.state.members(group_id)}
    )
    rows = [{"id": subscriber, "name": f"Subscriber {subscriber}"} for subscriber in subscribers]
    return envelope({"rows": rows, "page": 0, "pageSize": max(len(rows), 1), "total": len(rows)})


def _apply_message_body(message: Record, body: dict[str, Any]) -> None:
    for field in _MESSAGE_FIELDS:
        if field in body:
            message[field] = body[field]
    if "time" in body:
        message["timeOfDay"] = body["time"]


def _place(campaign: Record, message_id: int, previous_id: int | None) -> None:
    """Put the message after ``previous_id`` (last without one); 404 when no message of the campaign
    has that id, as for an unknown id anywhere."""
    order: list[int] = campaign["_messageIds"]
    if message_id in order:
        order.remove(message_id)
    if previous_id is None:
        order.append(message_id)
    elif previous_id in order:
        order.insert(order.index(previous_id) + 1, message_id)
    else:
        raise not_found(f"message of drip campaign {campaign['id']}", previous_id)


@routes.post("/drip-campaigns/{dripCampaignId}/messages", body=schemas.DripCampaignMessageInput)
def create_drip_campaign_message(call: Call) -> Reply:
    campaign = call.state["drip_campaigns"].get(_campaign_id(call))
    message: Record = {
        "accountId": ACCOUNT_ID,
        **_MESSAGE_FIELDS,
        "added": timestamp(),
        "sequence": 0,
        "timeOfDay": "",
        "dripCampaignId": campaign["id"],
    }
    _apply_message_body(message, call.body)
    if "templateId" in call.body:
        template = call.state["templates"].records.get(call.body["templateId"])
        if template is None and call.state.strict:
            raise not_found("template", call.body["templateId"])
        if template is not None:
            message["content"] = message["content"] or template["message"]
    previous_id = call.body.get("previousId")
    if previous_id is not None and previous_id not in campaign["_messageIds"]:
        raise not_found(f"message of drip campaign {campaign['id']}", previous_id)
    call.state["drip_messages"].add(message)
    _place(campaign, message["id"], previous_id)
    _messages_of(call.state, campaign)
    return envelope(public(message))


def _message_of(call: Call) -> tuple[Record, Record]:
    campaign = call.state["drip_campaigns"].get(_campaign_id(call))
    message_id = path_id(call.params["messageId"], "messageId")
    if message_id not in campaign["_messageIds"]:
        raise not_found(f"message of drip campaign {campaign['id']}", message_id)
    return campaign, call.state["drip_messages"].get(message_id)


@routes.patch("/drip-campaigns/{dripCampaignId}/messages/{messageId}", body=schemas.DripCampaignMessageInput)
def update_drip_campaign_message(call: Call) -> Reply:
    campaign, message = _message_of(call)
    _apply_message_body(message, call.body)
    if "previousId" in call.body:
        _place(campaign, message["id"], call.body["previousId"])
    _messages_of(call.state, campaign)
    return envelope(public(message))


@routes.delete("/drip-campaigns/{dripCampaignId}/messages/{messageId}")
def delete_drip_campaign_message(call: Call) -> Reply:
    campaign, message = _message_of(call)
    campaign["_messageIds"].remove(message["id"])
    call.state["drip_messages"].delete(message["id"])
    _messages_of(call.state, campaign)
    return envelope(None)


# ------------------------------------------------------------------ campaigns

_STEPS = {"hours": datetime.timedelta(hours=1), "weeks": datetime.timedelta(weeks=1)}
"""How long a bucket of each interval is; any other (``days``, or a value the spec adds) is a day."""


@routes.get("/campaigns/options")
def list_campaign_options(call: Call) -> Reply:
    options = [{"id": campaign["id"], "name": campaign["name"]} for campaign in call.state["campaigns"].all()]
    return paged(call, options)


@routes.get("/campaigns/{campaignId}")
def get_campaign(call: Call) -> Reply:
    return envelope(public(call.state["campaigns"].get(path_id(call.params["campaignId"], "campaignId"))))


@routes.get("/campaigns")
def list_campaigns(call: Call) -> Reply:
    return paged(call, call.state["campaigns"].all())


@routes.get("/campaigns/{campaignId}/analytics")
def get_campaign_analytics(call: Call) -> Reply:
    campaign = call.state["campaigns"].get(path_id(call.params["campaignId"], "campaignId"))
    start = query_date(call.query, "startDate", required=True)
    end = query_date(call.query, "endDate", required=True)
    interval = query_text(call.query, "interval", required=True)
    if start is None or end is None or interval is None:
        raise invalid_field("startDate, endDate and interval are required")
    if end < start and call.state.strict:
        raise invalid_field("endDate is before startDate")
    step = _STEPS.get(interval, datetime.timedelta(days=1))
    spans: list[dict[str, dict[str, Any]]] = []
    moment = start
    while moment < end and len(spans) < 1000:
        spans.append(
            {
                moment.isoformat().replace("+00:00", "Z"): {
                    "deliveredCount": campaign["deliveredCount"] // 10,
                    "clickCount": campaign["clickCount"] // 10,
                    "spend": 0.0,
                    "replyCount": campaign["responseCount"] // 10,
                    "unsubscribeCount": campaign["unsubscribeCount"] // 10,
                    "creditCount": 0,
                    "conversionCount": campaign["conversionCount"] // 10,
                }
            }
        )
        moment += step
    return envelope(
        {
            "id": campaign["id"],
            "name": campaign["name"],
            "description": campaign["description"],
            "isArchived": campaign.get("_archived", False),
            "linkRecipientCount": campaign["deliveredCount"],
            "timespanAnalytics": spans,
        }
    )


@routes.get("/campaigns/{campaignId}/messages")
def list_campaign_messages(call: Call) -> Reply:
    campaign = call.state["campaigns"].get(path_id(call.params["campaignId"], "campaignId"))
    messages = [
        message
        for message in call.state["campaign_messages"].all()
        if message["_campaignId"] == campaign["id"]
    ]
    return paged(call, messages)
