from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AnalyticsRow")


@_attrs_define
class AnalyticsRow:
    """Delivery analytics of one messaging profile."""

    messaging_profile: str
    deliverability: float
    total: float
    delivered: float
    not_delivered: float
    parts: float
    in_flight: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "messaging_profile": "messagingProfile",
        "deliverability": "deliverability",
        "total": "total",
        "delivered": "delivered",
        "not_delivered": "notDelivered",
        "parts": "parts",
        "in_flight": "inFlight",
    }

    def to_dict(self) -> dict[str, Any]:
        messaging_profile = self.messaging_profile

        deliverability = self.deliverability

        total = self.total

        delivered = self.delivered

        not_delivered = self.not_delivered

        parts = self.parts

        in_flight = self.in_flight

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "messagingProfile": messaging_profile,
                "deliverability": deliverability,
                "total": total,
                "delivered": delivered,
                "notDelivered": not_delivered,
                "parts": parts,
                "inFlight": in_flight,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        messaging_profile = d.pop("messagingProfile")

        deliverability = d.pop("deliverability")

        total = d.pop("total")

        delivered = d.pop("delivered")

        not_delivered = d.pop("notDelivered")

        parts = d.pop("parts")

        in_flight = d.pop("inFlight")

        analytics_row = cls(
            messaging_profile=messaging_profile,
            deliverability=deliverability,
            total=total,
            delivered=delivered,
            not_delivered=not_delivered,
            parts=parts,
            in_flight=in_flight,
        )

        analytics_row.additional_properties = d
        return analytics_row

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
