from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.destination_group import DestinationGroup


T = TypeVar("T", bound="Keyword")


@_attrs_define
class Keyword:
    """A keyword."""

    id: int
    keyword: str
    shortcode: str
    destination_group_id: int
    created: datetime.datetime
    nonavid_welcome_message: str
    longcode: int
    include_contact_card: bool
    include_signup_link: bool
    qr_code_template_id: int
    description: str
    destination_group: DestinationGroup
    """ The group a keyword adds subscribers to. """
    text_in_numbers: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "id": "id",
        "keyword": "keyword",
        "shortcode": "shortcode",
        "destination_group_id": "destinationGroupId",
        "created": "created",
        "nonavid_welcome_message": "nonavidWelcomeMessage",
        "longcode": "longcode",
        "include_contact_card": "includeContactCard",
        "include_signup_link": "includeSignupLink",
        "qr_code_template_id": "qrCodeTemplateId",
        "description": "description",
        "destination_group": "destinationGroup",
        "text_in_numbers": "textInNumbers",
    }

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        keyword = self.keyword

        shortcode = self.shortcode

        destination_group_id = self.destination_group_id

        created = self.created.isoformat()

        nonavid_welcome_message = self.nonavid_welcome_message

        longcode = self.longcode

        include_contact_card = self.include_contact_card

        include_signup_link = self.include_signup_link

        qr_code_template_id = self.qr_code_template_id

        description = self.description

        destination_group = self.destination_group.to_dict()

        text_in_numbers = self.text_in_numbers

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "keyword": keyword,
                "shortcode": shortcode,
                "destinationGroupId": destination_group_id,
                "created": created,
                "nonavidWelcomeMessage": nonavid_welcome_message,
                "longcode": longcode,
                "includeContactCard": include_contact_card,
                "includeSignupLink": include_signup_link,
                "qrCodeTemplateId": qr_code_template_id,
                "description": description,
                "destinationGroup": destination_group,
                "textInNumbers": text_in_numbers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.destination_group import DestinationGroup

        d = dict(src_dict)
        id = d.pop("id")

        keyword = d.pop("keyword")

        shortcode = d.pop("shortcode")

        destination_group_id = d.pop("destinationGroupId")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        nonavid_welcome_message = d.pop("nonavidWelcomeMessage")

        longcode = d.pop("longcode")

        include_contact_card = d.pop("includeContactCard")

        include_signup_link = d.pop("includeSignupLink")

        qr_code_template_id = d.pop("qrCodeTemplateId")

        description = d.pop("description")

        destination_group = DestinationGroup.from_dict(d.pop("destinationGroup"))

        text_in_numbers = cast(list[str], d.pop("textInNumbers"))

        keyword = cls(
            id=id,
            keyword=keyword,
            shortcode=shortcode,
            destination_group_id=destination_group_id,
            created=created,
            nonavid_welcome_message=nonavid_welcome_message,
            longcode=longcode,
            include_contact_card=include_contact_card,
            include_signup_link=include_signup_link,
            qr_code_template_id=qr_code_template_id,
            description=description,
            destination_group=destination_group,
            text_in_numbers=text_in_numbers,
        )

        keyword.additional_properties = d
        return keyword

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
