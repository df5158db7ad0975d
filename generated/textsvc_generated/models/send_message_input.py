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
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SendMessageInput")


@_attrs_define
class SendMessageInput:
    """Body of a send: at least one of `message`, `image` and `templateId` (Errors case 1). Fields the document does not
    name pass through (`extra_body`).

    """

    message: str | Unset = UNSET
    """ The text; the document cites a 2000 character maximum (SMS 160 characters, MMS may be longer). """
    image: str | Unset = UNSET
    """ The image to send. """
    template_id: int | Unset = UNSET
    """ A template to send; one whose template contains a link needs `linkId` (Errors case 3). """
    link_id: int | Unset = UNSET
    """ The link a template with a link sends. """
    subscribers: list[str] | Unset = UNSET
    """ Recipients' phone numbers; an entry that is not a valid phone number is a 400 `invalid_field_error` (Errors
    case 4). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "message": "message",
        "image": "image",
        "template_id": "templateId",
        "link_id": "linkId",
        "subscribers": "subscribers",
    }

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        image = self.image

        template_id = self.template_id

        link_id = self.link_id

        subscribers: list[str] | Unset = UNSET
        if not isinstance(self.subscribers, Unset):
            subscribers = self.subscribers

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if message is not UNSET:
            field_dict["message"] = message
        if image is not UNSET:
            field_dict["image"] = image
        if template_id is not UNSET:
            field_dict["templateId"] = template_id
        if link_id is not UNSET:
            field_dict["linkId"] = link_id
        if subscribers is not UNSET:
            field_dict["subscribers"] = subscribers

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        message = d.pop("message", UNSET)

        image = d.pop("image", UNSET)

        template_id = d.pop("templateId", UNSET)

        link_id = d.pop("linkId", UNSET)

        subscribers = cast(list[str], d.pop("subscribers", UNSET))

        send_message_input = cls(
            message=message,
            image=image,
            template_id=template_id,
            link_id=link_id,
            subscribers=subscribers,
        )

        send_message_input.additional_properties = d
        return send_message_input

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
