from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    ClassVar,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChatbotInput")


@_attrs_define
class ChatbotInput:
    """Body of chatbot create."""

    name: str
    instructions: str
    longcode_id: int
    is_enabled: bool
    description: str | Unset = UNSET
    files: list[str] | Unset = UNSET
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "name": "name",
        "instructions": "instructions",
        "longcode_id": "longcodeId",
        "is_enabled": "isEnabled",
        "description": "description",
        "files": "files",
    }

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        instructions = self.instructions

        longcode_id = self.longcode_id

        is_enabled = self.is_enabled

        description = self.description

        files: list[str] | Unset = UNSET
        if not isinstance(self.files, Unset):
            files = self.files

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "instructions": instructions,
                "longcodeId": longcode_id,
                "isEnabled": is_enabled,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if files is not UNSET:
            field_dict["files"] = files

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        instructions = d.pop("instructions")

        longcode_id = d.pop("longcodeId")

        is_enabled = d.pop("isEnabled")

        description = d.pop("description", UNSET)

        files = cast(list[str], d.pop("files", UNSET))

        chatbot_input = cls(
            name=name,
            instructions=instructions,
            longcode_id=longcode_id,
            is_enabled=is_enabled,
            description=description,
            files=files,
        )

        return chatbot_input
