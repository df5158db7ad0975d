from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.embedded_drip_campaign_message import EmbeddedDripCampaignMessage


T = TypeVar("T", bound="DripCampaign")


@_attrs_define
class DripCampaign:
    """A drip campaign with its messages in sequence."""

    id: int
    name: str
    end_date: datetime.datetime
    created: datetime.datetime
    group_ids: list[int]
    campaign_messages: list[EmbeddedDripCampaignMessage]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "id": "id",
        "name": "name",
        "end_date": "endDate",
        "created": "created",
        "group_ids": "groupIds",
        "campaign_messages": "campaignMessages",
    }

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        end_date = self.end_date.isoformat()

        created = self.created.isoformat()

        group_ids = self.group_ids

        campaign_messages = []
        for campaign_messages_item_data in self.campaign_messages:
            campaign_messages_item = campaign_messages_item_data.to_dict()
            campaign_messages.append(campaign_messages_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "endDate": end_date,
                "created": created,
                "groupIds": group_ids,
                "campaignMessages": campaign_messages,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.embedded_drip_campaign_message import EmbeddedDripCampaignMessage

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        end_date = datetime.datetime.fromisoformat(d.pop("endDate"))

        created = datetime.datetime.fromisoformat(d.pop("created"))

        group_ids = cast(list[int], d.pop("groupIds"))

        campaign_messages = []
        _campaign_messages = d.pop("campaignMessages")
        for campaign_messages_item_data in _campaign_messages:
            campaign_messages_item = EmbeddedDripCampaignMessage.from_dict(
                campaign_messages_item_data
            )

            campaign_messages.append(campaign_messages_item)

        drip_campaign = cls(
            id=id,
            name=name,
            end_date=end_date,
            created=created,
            group_ids=group_ids,
            campaign_messages=campaign_messages,
        )

        drip_campaign.additional_properties = d
        return drip_campaign

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
