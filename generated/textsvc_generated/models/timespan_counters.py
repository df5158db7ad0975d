from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TimespanCounters")


@_attrs_define
class TimespanCounters:
    """Counters of one timespan."""

    delivered_count: float
    click_count: float
    spend: float
    reply_count: float
    unsubscribe_count: float
    credit_count: float
    conversion_count: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "delivered_count": "deliveredCount",
        "click_count": "clickCount",
        "spend": "spend",
        "reply_count": "replyCount",
        "unsubscribe_count": "unsubscribeCount",
        "credit_count": "creditCount",
        "conversion_count": "conversionCount",
    }

    def to_dict(self) -> dict[str, Any]:
        delivered_count = self.delivered_count

        click_count = self.click_count

        spend = self.spend

        reply_count = self.reply_count

        unsubscribe_count = self.unsubscribe_count

        credit_count = self.credit_count

        conversion_count = self.conversion_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deliveredCount": delivered_count,
                "clickCount": click_count,
                "spend": spend,
                "replyCount": reply_count,
                "unsubscribeCount": unsubscribe_count,
                "creditCount": credit_count,
                "conversionCount": conversion_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        delivered_count = d.pop("deliveredCount")

        click_count = d.pop("clickCount")

        spend = d.pop("spend")

        reply_count = d.pop("replyCount")

        unsubscribe_count = d.pop("unsubscribeCount")

        credit_count = d.pop("creditCount")

        conversion_count = d.pop("conversionCount")

        timespan_counters = cls(
            delivered_count=delivered_count,
            click_count=click_count,
            spend=spend,
            reply_count=reply_count,
            unsubscribe_count=unsubscribe_count,
            credit_count=credit_count,
            conversion_count=conversion_count,
        )

        timespan_counters.additional_properties = d
        return timespan_counters

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
