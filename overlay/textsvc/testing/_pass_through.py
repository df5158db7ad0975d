"""Request models of the operations the spec marks ``x-shape: partial``: the generated ones, made open.

The document shows only part of these requests, so the fake types what the spec does and keeps every
other field as sent (the SDK sends them as ``extra_body``), at every level, strict or not.
"""

from __future__ import annotations

from pydantic import ConfigDict
from textsvc_schemas import models as schemas

_OPEN = ConfigDict(extra="allow")


class SendBody(schemas.SendMessageInput):
    model_config = _OPEN


class RecipientsBody(schemas.ValidateRecipientsInput):
    model_config = _OPEN


class SubscriberBody(schemas.SubscriberInput):
    model_config = _OPEN


class SubscriberRecordBody(schemas.SubscriberRecord):
    model_config = _OPEN


class SubscriberUpdateRecordBody(schemas.SubscriberUpdateRecord):
    model_config = _OPEN


class SubscriberBulkBody(schemas.SubscriberBulkInput):
    """The record limit is checked by the route, so that its refusal can say what the limit is."""

    model_config = _OPEN
    subscribers: list[SubscriberRecordBody]  # type: ignore[assignment]


class SubscriberBulkUpdateBody(schemas.SubscriberBulkUpdate):
    model_config = _OPEN
    subscribers: list[SubscriberUpdateRecordBody]  # type: ignore[assignment]


class GroupBody(schemas.GroupInput):
    model_config = _OPEN


class GroupUpdateBody(schemas.GroupUpdate):
    model_config = _OPEN


class LinkBody(schemas.LinkInput):
    model_config = _OPEN
