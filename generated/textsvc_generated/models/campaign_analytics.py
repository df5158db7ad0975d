from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Self,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.timespan_analytics import TimespanAnalytics


T = TypeVar("T", bound="CampaignAnalytics")


@_attrs_define
class CampaignAnalytics:
    """A campaign's analytics by timespan."""

    id: int
    name: str
    description: str
    is_archived: bool
    link_recipient_count: int
    timespan_analytics: list[TimespanAnalytics]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "id": "id",
        "name": "name",
        "description": "description",
        "is_archived": "isArchived",
        "link_recipient_count": "linkRecipientCount",
        "timespan_analytics": "timespanAnalytics",
    }

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description = self.description

        is_archived = self.is_archived

        link_recipient_count = self.link_recipient_count

        timespan_analytics = []
        for timespan_analytics_item_data in self.timespan_analytics:
            timespan_analytics_item = timespan_analytics_item_data.to_dict()
            timespan_analytics.append(timespan_analytics_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "isArchived": is_archived,
                "linkRecipientCount": link_recipient_count,
                "timespanAnalytics": timespan_analytics,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.timespan_analytics import TimespanAnalytics

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        description = d.pop("description")

        is_archived = d.pop("isArchived")

        link_recipient_count = d.pop("linkRecipientCount")

        timespan_analytics = []
        _timespan_analytics = d.pop("timespanAnalytics")
        for timespan_analytics_item_data in _timespan_analytics:
            timespan_analytics_item = TimespanAnalytics.from_dict(
                timespan_analytics_item_data
            )

            timespan_analytics.append(timespan_analytics_item)

        campaign_analytics = cls(
            id=id,
            name=name,
            description=description,
            is_archived=is_archived,
            link_recipient_count=link_recipient_count,
            timespan_analytics=timespan_analytics,
        )

        campaign_analytics.additional_properties = d
        return campaign_analytics

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
