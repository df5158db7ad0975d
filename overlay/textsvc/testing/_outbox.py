"""The fake's outbox: what each accepted ``POST /send`` asked to send, for tests to read."""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any

import attrs


@attrs.frozen
class SentMessage:
    """One accepted send, as the request gave it (``fake.sent_messages``)."""

    message: str | None
    image: str | None
    template_id: int | None
    link_id: int | None
    subscribers: tuple[str, ...]
    """The recipients' numbers, as sent."""
    request_id: str | None
    """The send's ``X-Request-Id`` header, as sent; ``None`` without one."""
    sent_at: datetime.datetime
    """When the send was accepted (UTC, to the millisecond): the ``sentAt`` of its ``message-send``
    events and the ``date`` of its deliveries."""
    message_ids: tuple[int, ...]
    """One per recipient: the ``messageId`` of its delivery record and of its events."""
    extra: Mapping[str, Any] = attrs.field(factory=dict)
    """Body fields other than the ones above, passed through as sent."""
