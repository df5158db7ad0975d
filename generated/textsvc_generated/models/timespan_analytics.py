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
    from ..models.timespan_counters import TimespanCounters


T = TypeVar("T", bound="TimespanAnalytics")


@_attrs_define
class TimespanAnalytics:
    """Maps a timespan key to its counters."""

    additional_properties: dict[str, TimespanCounters] = _attrs_field(
        init=False, factory=dict
    )
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {}

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.timespan_counters import TimespanCounters

        d = dict(src_dict)
        timespan_analytics = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = TimespanCounters.from_dict(prop_dict)

            additional_properties[prop_name] = additional_property

        timespan_analytics.additional_properties = additional_properties
        return timespan_analytics

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> TimespanCounters:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: TimespanCounters) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
