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
    from ..models.analytics_row import AnalyticsRow


T = TypeVar("T", bound="DeliveryAnalytics")


@_attrs_define
class DeliveryAnalytics:
    """Delivery analytics result."""

    total_messages: float
    deliverability: float
    inflight: float
    rows: list[AnalyticsRow]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "total_messages": "totalMessages",
        "deliverability": "deliverability",
        "inflight": "inflight",
        "rows": "rows",
    }

    def to_dict(self) -> dict[str, Any]:
        total_messages = self.total_messages

        deliverability = self.deliverability

        inflight = self.inflight

        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data.to_dict()
            rows.append(rows_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "totalMessages": total_messages,
                "deliverability": deliverability,
                "inflight": inflight,
                "rows": rows,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.analytics_row import AnalyticsRow

        d = dict(src_dict)
        total_messages = d.pop("totalMessages")

        deliverability = d.pop("deliverability")

        inflight = d.pop("inflight")

        rows = []
        _rows = d.pop("rows")
        for rows_item_data in _rows:
            rows_item = AnalyticsRow.from_dict(rows_item_data)

            rows.append(rows_item)

        delivery_analytics = cls(
            total_messages=total_messages,
            deliverability=deliverability,
            inflight=inflight,
            rows=rows,
        )

        delivery_analytics.additional_properties = d
        return delivery_analytics

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
