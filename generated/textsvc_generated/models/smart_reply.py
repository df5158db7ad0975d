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
    from ..models.smart_reply_account import SmartReplyAccount
    from ..models.smart_reply_keyword import SmartReplyKeyword


T = TypeVar("T", bound="SmartReply")


@_attrs_define
class SmartReply:
    """A keyword auto-reply."""

    id: int
    word: str
    message: str
    include_contact_card: bool
    include_signup_link: bool
    created: datetime.datetime
    account: SmartReplyAccount
    """ The full account record embedded in a smart reply; its complete field list is not shown. """
    keyword: SmartReplyKeyword
    """ The keyword embedded in a smart reply. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "id": "id",
        "word": "word",
        "message": "message",
        "include_contact_card": "includeContactCard",
        "include_signup_link": "includeSignupLink",
        "created": "created",
        "account": "account",
        "keyword": "keyword",
    }

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        word = self.word

        message = self.message

        include_contact_card = self.include_contact_card

        include_signup_link = self.include_signup_link

        created = self.created.isoformat()

        account = self.account.to_dict()

        keyword = self.keyword.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "word": word,
                "message": message,
                "includeContactCard": include_contact_card,
                "includeSignupLink": include_signup_link,
                "created": created,
                "account": account,
                "keyword": keyword,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.smart_reply_account import SmartReplyAccount
        from ..models.smart_reply_keyword import SmartReplyKeyword

        d = dict(src_dict)
        id = d.pop("id")

        word = d.pop("word")

        message = d.pop("message")

        include_contact_card = d.pop("includeContactCard")

        include_signup_link = d.pop("includeSignupLink")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        account = SmartReplyAccount.from_dict(d.pop("account"))

        keyword = SmartReplyKeyword.from_dict(d.pop("keyword"))

        smart_reply = cls(
            id=id,
            word=word,
            message=message,
            include_contact_card=include_contact_card,
            include_signup_link=include_signup_link,
            created=created,
            account=account,
            keyword=keyword,
        )

        smart_reply.additional_properties = d
        return smart_reply

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
