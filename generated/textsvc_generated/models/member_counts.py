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
    from ..models.member_count_map import MemberCountMap


T = TypeVar("T", bound="MemberCounts")


@_attrs_define
class MemberCounts:
    """Member counts of groups."""

    member_counts: MemberCountMap
    """ Maps each group id (as a string key) to its member count. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "member_counts": "memberCounts",
    }

    def to_dict(self) -> dict[str, Any]:
        member_counts = self.member_counts.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "memberCounts": member_counts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.member_count_map import MemberCountMap

        d = dict(src_dict)
        member_counts = MemberCountMap.from_dict(d.pop("memberCounts"))

        member_counts = cls(
            member_counts=member_counts,
        )

        member_counts.additional_properties = d
        return member_counts

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
