from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TemplateInput")


@_attrs_define
class TemplateInput:
    """Body of template create and update. The MMS flag is sent as `isMMS`."""

    message: str
    name: str | Unset = UNSET
    attachment: str | Unset = UNSET
    is_mms: bool | Unset = UNSET
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "message": "message",
        "name": "name",
        "attachment": "attachment",
        "is_mms": "isMMS",
    }

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        name = self.name

        attachment = self.attachment

        is_mms = self.is_mms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if attachment is not UNSET:
            field_dict["attachment"] = attachment
        if is_mms is not UNSET:
            field_dict["isMMS"] = is_mms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        message = d.pop("message")

        name = d.pop("name", UNSET)

        attachment = d.pop("attachment", UNSET)

        is_mms = d.pop("isMMS", UNSET)

        template_input = cls(
            message=message,
            name=name,
            attachment=attachment,
            is_mms=is_mms,
        )

        return template_input
