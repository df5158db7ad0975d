from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    Any,
    ClassVar,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MessageReplyPayload")


@_attrs_define
class MessageReplyPayload:
    """The body of a `message-reply` event: a text a subscriber sent to one of the account's numbers."""

    event: Literal["message-reply"]
    from_: str
    """ The subscriber's number. """
    to: str
    """ The account's number the text was sent to. """
    message: str
    date: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "event": "event",
        "from_": "from",
        "to": "to",
        "message": "message",
        "date": "date",
    }

    def to_dict(self) -> dict[str, Any]:
        event = self.event

        from_ = self.from_

        to = self.to

        message = self.message

        date = self.date.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "event": event,
                "from": from_,
                "to": to,
                "message": message,
                "date": date,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        event = cast(Literal["message-reply"], d.pop("event"))
        if event != "message-reply":
            raise ValueError(f"event must match const 'message-reply', got '{event}'")

        from_ = d.pop("from")

        to = d.pop("to")

        message = d.pop("message")

        date = datetime.datetime.fromisoformat(d.pop("date"))

        message_reply_payload = cls(
            event=event,
            from_=from_,
            to=to,
            message=message,
            date=date,
        )

        message_reply_payload.additional_properties = d
        return message_reply_payload

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
