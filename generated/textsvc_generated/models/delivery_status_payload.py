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

T = TypeVar("T", bound="DeliveryStatusPayload")


@_attrs_define
class DeliveryStatusPayload:
    """The body of a `delivery-status` event: one per recipient of a send, after its `message-send`."""

    event: Literal["delivery-status"]
    message_id: int
    to: str
    status: str
    """ The Delivery record's status: `sent` is given; other values are not shown. """
    date: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "event": "event",
        "message_id": "messageId",
        "to": "to",
        "status": "status",
        "date": "date",
    }

    def to_dict(self) -> dict[str, Any]:
        event = self.event

        message_id = self.message_id

        to = self.to

        status = self.status

        date = self.date.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "event": event,
                "messageId": message_id,
                "to": to,
                "status": status,
                "date": date,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        event = cast(Literal["delivery-status"], d.pop("event"))
        if event != "delivery-status":
            raise ValueError(f"event must match const 'delivery-status', got '{event}'")

        message_id = d.pop("messageId")

        to = d.pop("to")

        status = d.pop("status")

        date = datetime.datetime.fromisoformat(d.pop("date"))

        delivery_status_payload = cls(
            event=event,
            message_id=message_id,
            to=to,
            status=status,
            date=date,
        )

        delivery_status_payload.additional_properties = d
        return delivery_status_payload

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
