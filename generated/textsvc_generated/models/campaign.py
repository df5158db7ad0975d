from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    Any,
    ClassVar,
    Self,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Campaign")


@_attrs_define
class Campaign:
    """A campaign with its counters."""

    id: int
    name: str
    description: str
    last_message_activity: datetime.datetime
    delivered_count: int
    unsubscribe_count: int
    response_count: int
    click_count: int
    click_rate: float
    conversion_count: int
    conversion_revenue: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "id": "id",
        "name": "name",
        "description": "description",
        "last_message_activity": "lastMessageActivity",
        "delivered_count": "deliveredCount",
        "unsubscribe_count": "unsubscribeCount",
        "response_count": "responseCount",
        "click_count": "clickCount",
        "click_rate": "clickRate",
        "conversion_count": "conversionCount",
        "conversion_revenue": "conversionRevenue",
    }

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description = self.description

        last_message_activity = self.last_message_activity.isoformat()

        delivered_count = self.delivered_count

        unsubscribe_count = self.unsubscribe_count

        response_count = self.response_count

        click_count = self.click_count

        click_rate = self.click_rate

        conversion_count = self.conversion_count

        conversion_revenue = self.conversion_revenue

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "lastMessageActivity": last_message_activity,
                "deliveredCount": delivered_count,
                "unsubscribeCount": unsubscribe_count,
                "responseCount": response_count,
                "clickCount": click_count,
                "clickRate": click_rate,
                "conversionCount": conversion_count,
                "conversionRevenue": conversion_revenue,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        description = d.pop("description")

        last_message_activity = datetime.datetime.fromisoformat(
            d.pop("lastMessageActivity")
        )

        delivered_count = d.pop("deliveredCount")

        unsubscribe_count = d.pop("unsubscribeCount")

        response_count = d.pop("responseCount")

        click_count = d.pop("clickCount")

        click_rate = d.pop("clickRate")

        conversion_count = d.pop("conversionCount")

        conversion_revenue = d.pop("conversionRevenue")

        campaign = cls(
            id=id,
            name=name,
            description=description,
            last_message_activity=last_message_activity,
            delivered_count=delivered_count,
            unsubscribe_count=unsubscribe_count,
            response_count=response_count,
            click_count=click_count,
            click_rate=click_rate,
            conversion_count=conversion_count,
            conversion_revenue=conversion_revenue,
        )

        campaign.additional_properties = d
        return campaign

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
