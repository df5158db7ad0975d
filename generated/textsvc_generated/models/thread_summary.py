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
    from ..models.latest_message import LatestMessage


T = TypeVar("T", bound="ThreadSummary")


@_attrs_define
class ThreadSummary:
    """Thread list entry."""

    id: int
    name: str
    unread: bool
    latest_message: LatestMessage
    """ The latest message of a thread. """
    multiple_recipients: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "id": "id",
        "name": "name",
        "unread": "unread",
        "latest_message": "latestMessage",
        "multiple_recipients": "multipleRecipients",
    }

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        unread = self.unread

        latest_message = self.latest_message.to_dict()

        multiple_recipients = self.multiple_recipients

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "unread": unread,
                "latestMessage": latest_message,
                "multipleRecipients": multiple_recipients,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.latest_message import LatestMessage

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        unread = d.pop("unread")

        latest_message = LatestMessage.from_dict(d.pop("latestMessage"))

        multiple_recipients = d.pop("multipleRecipients")

        thread_summary = cls(
            id=id,
            name=name,
            unread=unread,
            latest_message=latest_message,
            multiple_recipients=multiple_recipients,
        )

        thread_summary.additional_properties = d
        return thread_summary

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
