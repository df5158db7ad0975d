from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ThreadItem")


@_attrs_define
class ThreadItem:
    """A thread item; `message`, `inbound`, `table`, `users`, `replyFrom` and `url` are carried as numbers in the
    document's shape.

    """

    id: int
    timestamp: str
    message: float
    inbound: float
    table: float
    users: float
    reply_from: float
    url: float
    scheduled: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "id": "id",
        "timestamp": "timestamp",
        "message": "message",
        "inbound": "inbound",
        "table": "table",
        "users": "users",
        "reply_from": "replyFrom",
        "url": "url",
        "scheduled": "scheduled",
    }

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        timestamp = self.timestamp

        message = self.message

        inbound = self.inbound

        table = self.table

        users = self.users

        reply_from = self.reply_from

        url = self.url

        scheduled = self.scheduled

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "timestamp": timestamp,
                "message": message,
                "inbound": inbound,
                "table": table,
                "users": users,
                "replyFrom": reply_from,
                "url": url,
                "scheduled": scheduled,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        timestamp = d.pop("timestamp")

        message = d.pop("message")

        inbound = d.pop("inbound")

        table = d.pop("table")

        users = d.pop("users")

        reply_from = d.pop("replyFrom")

        url = d.pop("url")

        scheduled = d.pop("scheduled")

        thread_item = cls(
            id=id,
            timestamp=timestamp,
            message=message,
            inbound=inbound,
            table=table,
            users=users,
            reply_from=reply_from,
            url=url,
            scheduled=scheduled,
        )

        thread_item.additional_properties = d
        return thread_item

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
