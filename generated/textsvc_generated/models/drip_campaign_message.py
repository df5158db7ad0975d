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

T = TypeVar("T", bound="DripCampaignMessage")


@_attrs_define
class DripCampaignMessage:
    """A message of a drip campaign, as answered by message create and update."""

    id: int
    account_id: int
    title: str
    content: str
    attachment: str
    added: datetime.datetime
    sequence: int
    """ Position in the campaign. """
    delay: float
    """ Unit not shown by the document. """
    time_of_day: str
    drip_campaign_id: int
    is_mms: int
    """ Flag carried as a number. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "id": "id",
        "account_id": "accountId",
        "title": "title",
        "content": "content",
        "attachment": "attachment",
        "added": "added",
        "sequence": "sequence",
        "delay": "delay",
        "time_of_day": "timeOfDay",
        "drip_campaign_id": "dripCampaignId",
        "is_mms": "isMms",
    }

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        account_id = self.account_id

        title = self.title

        content = self.content

        attachment = self.attachment

        added = self.added.isoformat()

        sequence = self.sequence

        delay = self.delay

        time_of_day = self.time_of_day

        drip_campaign_id = self.drip_campaign_id

        is_mms = self.is_mms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "accountId": account_id,
                "title": title,
                "content": content,
                "attachment": attachment,
                "added": added,
                "sequence": sequence,
                "delay": delay,
                "timeOfDay": time_of_day,
                "dripCampaignId": drip_campaign_id,
                "isMms": is_mms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        account_id = d.pop("accountId")

        title = d.pop("title")

        content = d.pop("content")

        attachment = d.pop("attachment")

        added = datetime.datetime.fromisoformat(d.pop("added"))

        sequence = d.pop("sequence")

        delay = d.pop("delay")

        time_of_day = d.pop("timeOfDay")

        drip_campaign_id = d.pop("dripCampaignId")

        is_mms = d.pop("isMms")

        drip_campaign_message = cls(
            id=id,
            account_id=account_id,
            title=title,
            content=content,
            attachment=attachment,
            added=added,
            sequence=sequence,
            delay=delay,
            time_of_day=time_of_day,
            drip_campaign_id=drip_campaign_id,
            is_mms=is_mms,
        )

        drip_campaign_message.additional_properties = d
        return drip_campaign_message

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
