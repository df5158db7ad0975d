from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DripCampaignGroupInput")


@_attrs_define
class DripCampaignGroupInput:
    """Body of drip campaign start and stop."""

    group_id: int
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "group_id": "groupId",
    }

    def to_dict(self) -> dict[str, Any]:
        group_id = self.group_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "groupId": group_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        group_id = d.pop("groupId")

        drip_campaign_group_input = cls(
            group_id=group_id,
        )

        return drip_campaign_group_input
