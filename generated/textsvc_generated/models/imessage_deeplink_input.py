from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ImessageDeeplinkInput")


@_attrs_define
class ImessageDeeplinkInput:
    """Body of iMessage deep link create."""

    opt_in_message: str
    longcode_id: int | Unset = UNSET
    sender_name: str | Unset = UNSET
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "opt_in_message": "optInMessage",
        "longcode_id": "longcodeId",
        "sender_name": "senderName",
    }

    def to_dict(self) -> dict[str, Any]:
        opt_in_message = self.opt_in_message

        longcode_id = self.longcode_id

        sender_name = self.sender_name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "optInMessage": opt_in_message,
            }
        )
        if longcode_id is not UNSET:
            field_dict["longcodeId"] = longcode_id
        if sender_name is not UNSET:
            field_dict["senderName"] = sender_name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        opt_in_message = d.pop("optInMessage")

        longcode_id = d.pop("longcodeId", UNSET)

        sender_name = d.pop("senderName", UNSET)

        imessage_deeplink_input = cls(
            opt_in_message=opt_in_message,
            longcode_id=longcode_id,
            sender_name=sender_name,
        )

        return imessage_deeplink_input
