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
    from ..models.recent_reply import RecentReply
    from ..models.thread_item import ThreadItem


T = TypeVar("T", bound="ThreadItems")


@_attrs_define
class ThreadItems:
    """Thread items result."""

    account_id: int
    name: str
    items: list[ThreadItem]
    count: int
    multiple_recipients: bool
    recent_reply: RecentReply
    """ The most recent reply of a thread. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "account_id": "accountId",
        "name": "name",
        "items": "items",
        "count": "count",
        "multiple_recipients": "multipleRecipients",
        "recent_reply": "recentReply",
    }

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        name = self.name

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        count = self.count

        multiple_recipients = self.multiple_recipients

        recent_reply = self.recent_reply.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accountId": account_id,
                "name": name,
                "items": items,
                "count": count,
                "multipleRecipients": multiple_recipients,
                "recentReply": recent_reply,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.recent_reply import RecentReply
        from ..models.thread_item import ThreadItem

        d = dict(src_dict)
        account_id = d.pop("accountId")

        name = d.pop("name")

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = ThreadItem.from_dict(items_item_data)

            items.append(items_item)

        count = d.pop("count")

        multiple_recipients = d.pop("multipleRecipients")

        recent_reply = RecentReply.from_dict(d.pop("recentReply"))

        thread_items = cls(
            account_id=account_id,
            name=name,
            items=items,
            count=count,
            multiple_recipients=multiple_recipients,
            recent_reply=recent_reply,
        )

        thread_items.additional_properties = d
        return thread_items

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
