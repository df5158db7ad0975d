from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SmartReplyUpdate")


@_attrs_define
class SmartReplyUpdate:
    """Body of smart reply update; every field is optional."""

    word: str | Unset = UNSET
    message: str | Unset = UNSET
    include_contact_card: bool | Unset = UNSET
    include_signup_link: bool | Unset = UNSET
    template_id: int | Unset = UNSET
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "word": "word",
        "message": "message",
        "include_contact_card": "includeContactCard",
        "include_signup_link": "includeSignupLink",
        "template_id": "templateId",
    }

    def to_dict(self) -> dict[str, Any]:
        word = self.word

        message = self.message

        include_contact_card = self.include_contact_card

        include_signup_link = self.include_signup_link

        template_id = self.template_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if word is not UNSET:
            field_dict["word"] = word
        if message is not UNSET:
            field_dict["message"] = message
        if include_contact_card is not UNSET:
            field_dict["includeContactCard"] = include_contact_card
        if include_signup_link is not UNSET:
            field_dict["includeSignupLink"] = include_signup_link
        if template_id is not UNSET:
            field_dict["templateId"] = template_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        word = d.pop("word", UNSET)

        message = d.pop("message", UNSET)

        include_contact_card = d.pop("includeContactCard", UNSET)

        include_signup_link = d.pop("includeSignupLink", UNSET)

        template_id = d.pop("templateId", UNSET)

        smart_reply_update = cls(
            word=word,
            message=message,
            include_contact_card=include_contact_card,
            include_signup_link=include_signup_link,
            template_id=template_id,
        )

        return smart_reply_update
