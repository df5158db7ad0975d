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

T = TypeVar("T", bound="ChatbotUpdate")


@_attrs_define
class ChatbotUpdate:
    """Body of chatbot update; every field is optional and `longcodeId` is not updatable."""

    name: str | Unset = UNSET
    description: str | Unset = UNSET
    instructions: str | Unset = UNSET
    files: list[str] | Unset = UNSET
    is_enabled: bool | Unset = UNSET
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "name": "name",
        "description": "description",
        "instructions": "instructions",
        "files": "files",
        "is_enabled": "isEnabled",
    }

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        instructions = self.instructions

        files: list[str] | Unset = UNSET
        if not isinstance(self.files, Unset):
            files = self.files

        is_enabled = self.is_enabled

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if instructions is not UNSET:
            field_dict["instructions"] = instructions
        if files is not UNSET:
            field_dict["files"] = files
        if is_enabled is not UNSET:
            field_dict["isEnabled"] = is_enabled

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        description = d.pop("description", UNSET)

        instructions = d.pop("instructions", UNSET)

        files = cast(list[str], d.pop("files", UNSET))

        is_enabled = d.pop("isEnabled", UNSET)

        chatbot_update = cls(
            name=name,
            description=description,
            instructions=instructions,
            files=files,
            is_enabled=is_enabled,
        )

        return chatbot_update
