"""Groups: management (``{id, name}`` and other fields kept), and members added and removed in bulk.

Strict, a bulk action needs the group and every subscriber it names to exist (404 otherwise, nothing
applied); lenient, any ids are taken and a group's members are kept even without a group record.
"""

from __future__ import annotations

from textsvc_schemas import models as schemas

from .._errors import invalid_field
from .._routing import Call, Reply, RouteTable, envelope, paged
from .._store import path_id, public, query_text, shown, whole_number

routes = RouteTable()


def _group_id(call: Call) -> int:
    return path_id(call.params["groupId"], "groupId")


@routes.post("/groups", body=schemas.GroupInput)
def create_group(call: Call) -> Reply:
    group = call.state["groups"].add({key: value for key, value in call.body.items() if key != "id"})
    call.state.groups.pop(group["id"], None)  # A new group has no members, whatever a lenient fake kept.
    return envelope(public(group))


@routes.get("/groups")
def list_groups(call: Call) -> Reply:
    return paged(call, call.state["groups"].all())


@routes.get("/groups/{groupId}")
def get_group(call: Call) -> Reply:
    return envelope(public(call.state["groups"].get(_group_id(call))))


@routes.patch("/groups/{groupId}", body=schemas.GroupUpdate)
def update_group(call: Call) -> Reply:
    group = call.state["groups"].get(_group_id(call))
    group.update({key: value for key, value in call.body.items() if key != "id"})
    return envelope(public(group))


@routes.delete("/groups/{groupId}")
def delete_group(call: Call) -> Reply:
    group = call.state["groups"].delete(_group_id(call))
    call.state.groups.pop(group["id"], None)
    return envelope(None)


@routes.get("/groups/member-count/bulk")
def member_counts(call: Call) -> Reply:
    raw = query_text(call.query, "groupIds", required=True) or ""
    group_ids = [number for part in raw.split(",") if (number := whole_number(part)) is not None]
    if len(group_ids) != raw.count(",") + 1:
        raise invalid_field(f"groupIds must be group ids separated by commas, got {shown(raw)}")
    return envelope(
        {"memberCounts": {str(group_id): len(call.state.members(group_id)) for group_id in group_ids}}
    )


def _bulk_target(call: Call) -> tuple[int, list[int]]:
    """The group id and the subscriber ids of a bulk action; strict, both must name records."""
    group_id = _group_id(call)
    subscriber_ids: list[int] = call.body["subscriberIds"]
    state = call.state
    if state.strict:
        state["groups"].get(group_id)
        for subscriber_id in subscriber_ids:
            state["subscribers"].get(subscriber_id)
    return group_id, subscriber_ids


@routes.post("/groups/{groupId}/subscribers/bulk-create", body=schemas.GroupSubscribersInput)
def add_subscribers(call: Call) -> Reply:
    group_id, subscriber_ids = _bulk_target(call)
    members = call.state.groups.setdefault(group_id, [])
    present = set(members)
    for subscriber in subscriber_ids:
        if subscriber not in present:
            members.append(subscriber)
            present.add(subscriber)
    return envelope(None)


@routes.post("/groups/{groupId}/subscribers/bulk-delete", body=schemas.GroupSubscribersInput)
def remove_subscribers(call: Call) -> Reply:
    group_id, subscriber_ids = _bulk_target(call)
    removing = set(subscriber_ids)
    call.state.groups[group_id] = [
        member for member in call.state.members(group_id) if member not in removing
    ]
    return envelope(None)
