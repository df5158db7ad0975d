from __future__ import annotations

import datetime
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
    from ..models.chatbot_file import ChatbotFile


T = TypeVar("T", bound="Chatbot")


@_attrs_define
class Chatbot:
    """A chatbot."""

    id: int
    name: str
    description: str
    instructions: str
    longcode_id: int
    is_enabled: int
    """ Enabled flag carried as a number. """
    created_at: datetime.datetime
    conversation_count: int
    files: list[ChatbotFile]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "id": "id",
        "name": "name",
        "description": "description",
        "instructions": "instructions",
        "longcode_id": "longcodeId",
        "is_enabled": "isEnabled",
        "created_at": "createdAt",
        "conversation_count": "conversationCount",
        "files": "files",
    }

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description = self.description

        instructions = self.instructions

        longcode_id = self.longcode_id

        is_enabled = self.is_enabled

        created_at = self.created_at.isoformat()

        conversation_count = self.conversation_count

        files = []
        for files_item_data in self.files:
            files_item = files_item_data.to_dict()
            files.append(files_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "instructions": instructions,
                "longcodeId": longcode_id,
                "isEnabled": is_enabled,
                "createdAt": created_at,
                "conversationCount": conversation_count,
                "files": files,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chatbot_file import ChatbotFile

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        description = d.pop("description")

        instructions = d.pop("instructions")

        longcode_id = d.pop("longcodeId")

        is_enabled = d.pop("isEnabled")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        conversation_count = d.pop("conversationCount")

        files = []
        _files = d.pop("files")
        for files_item_data in _files:
            files_item = ChatbotFile.from_dict(files_item_data)

            files.append(files_item)

        chatbot = cls(
            id=id,
            name=name,
            description=description,
            instructions=instructions,
            longcode_id=longcode_id,
            is_enabled=is_enabled,
            created_at=created_at,
            conversation_count=conversation_count,
            files=files,
        )

        chatbot.additional_properties = d
        return chatbot

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
