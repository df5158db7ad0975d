from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DripCampaignInput")


@_attrs_define
class DripCampaignInput:
    """Body of drip campaign create and update; which fields are required is not shown."""

    name: str | Unset = UNSET
    end_date: str | Unset = UNSET
    """ An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`, sub-minute precision allowed, or an
    explicit UTC offset. """
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "name": "name",
        "end_date": "endDate",
    }

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        end_date = self.end_date

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if end_date is not UNSET:
            field_dict["endDate"] = end_date

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        end_date = d.pop("endDate", UNSET)

        drip_campaign_input = cls(
            name=name,
            end_date=end_date,
        )

        return drip_campaign_input
