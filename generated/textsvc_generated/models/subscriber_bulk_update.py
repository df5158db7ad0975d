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

if TYPE_CHECKING:
    from ..models.subscriber_update_record import SubscriberUpdateRecord


T = TypeVar("T", bound="SubscriberBulkUpdate")


@_attrs_define
class SubscriberBulkUpdate:
    """Body of bulk subscriber update; at most 1000 records."""

    subscribers: list[SubscriberUpdateRecord]
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "subscribers": "subscribers",
    }

    def to_dict(self) -> dict[str, Any]:
        subscribers = []
        for subscribers_item_data in self.subscribers:
            subscribers_item = subscribers_item_data.to_dict()
            subscribers.append(subscribers_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "subscribers": subscribers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.subscriber_update_record import SubscriberUpdateRecord

        d = dict(src_dict)
        subscribers = []
        _subscribers = d.pop("subscribers")
        for subscribers_item_data in _subscribers:
            subscribers_item = SubscriberUpdateRecord.from_dict(subscribers_item_data)

            subscribers.append(subscribers_item)

        subscriber_bulk_update = cls(
            subscribers=subscribers,
        )

        return subscriber_bulk_update
