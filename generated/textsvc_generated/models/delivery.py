from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Delivery")


@_attrs_define
class Delivery:
    """A message delivery."""

    message_id: int
    external_id: str
    message: str
    attachment: str
    status: str
    """ `sent` is one value; the others are not shown. """
    date: str
    carrier: str
    to: str
    from_: str
    type_: str
    """ `sms` is one value; the others are not shown. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "message_id": "messageId",
        "external_id": "externalId",
        "message": "message",
        "attachment": "attachment",
        "status": "status",
        "date": "date",
        "carrier": "carrier",
        "to": "to",
        "from_": "from",
        "type_": "type",
    }

    def to_dict(self) -> dict[str, Any]:
        message_id = self.message_id

        external_id = self.external_id

        message = self.message

        attachment = self.attachment

        status = self.status

        date = self.date

        carrier = self.carrier

        to = self.to

        from_ = self.from_

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "messageId": message_id,
                "externalId": external_id,
                "message": message,
                "attachment": attachment,
                "status": status,
                "date": date,
                "carrier": carrier,
                "to": to,
                "from": from_,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        message_id = d.pop("messageId")

        external_id = d.pop("externalId")

        message = d.pop("message")

        attachment = d.pop("attachment")

        status = d.pop("status")

        date = d.pop("date")

        carrier = d.pop("carrier")

        to = d.pop("to")

        from_ = d.pop("from")

        type_ = d.pop("type")

        delivery = cls(
            message_id=message_id,
            external_id=external_id,
            message=message,
            attachment=attachment,
            status=status,
            date=date,
            carrier=carrier,
            to=to,
            from_=from_,
            type_=type_,
        )

        delivery.additional_properties = d
        return delivery

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
