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
    from ..models.subscriber_record import SubscriberRecord


T = TypeVar("T", bound="SubscriberBulkInput")


@_attrs_define
class SubscriberBulkInput:
    """Body of bulk subscriber create; at most 1000 records."""

    subscribers: list[SubscriberRecord]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "subscribers": "subscribers",
    }

    def to_dict(self) -> dict[str, Any]:
        subscribers = []
        for subscribers_item_data in self.subscribers:
            subscribers_item = subscribers_item_data.to_dict()
            subscribers.append(subscribers_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "subscribers": subscribers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.subscriber_record import SubscriberRecord

        d = dict(src_dict)
        subscribers = []
        _subscribers = d.pop("subscribers")
        for subscribers_item_data in _subscribers:
            subscribers_item = SubscriberRecord.from_dict(subscribers_item_data)

            subscribers.append(subscribers_item)

        subscriber_bulk_input = cls(
            subscribers=subscribers,
        )

        subscriber_bulk_input.additional_properties = d
        return subscriber_bulk_input

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
