from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    Any,
    ClassVar,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MessageSendPayload")


@_attrs_define
class MessageSendPayload:
    """The body of a `message-send` event: one per recipient of a send."""

    event: Literal["message-send"]
    message_id: int
    to: str
    sent_at: datetime.datetime
    message: None | str | Unset = UNSET
    image: None | str | Unset = UNSET
    template_id: int | None | Unset = UNSET
    request_id: None | str | Unset = UNSET
    """ The send's `X-Request-Id`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "event": "event",
        "message_id": "messageId",
        "to": "to",
        "sent_at": "sentAt",
        "message": "message",
        "image": "image",
        "template_id": "templateId",
        "request_id": "requestId",
    }

    def to_dict(self) -> dict[str, Any]:
        event = self.event

        message_id = self.message_id

        to = self.to

        sent_at = self.sent_at.isoformat()

        message: None | str | Unset
        if isinstance(self.message, Unset):
            message = UNSET
        else:
            message = self.message

        image: None | str | Unset
        if isinstance(self.image, Unset):
            image = UNSET
        else:
            image = self.image

        template_id: int | None | Unset
        if isinstance(self.template_id, Unset):
            template_id = UNSET
        else:
            template_id = self.template_id

        request_id: None | str | Unset
        if isinstance(self.request_id, Unset):
            request_id = UNSET
        else:
            request_id = self.request_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "event": event,
                "messageId": message_id,
                "to": to,
                "sentAt": sent_at,
            }
        )
        if message is not UNSET:
            field_dict["message"] = message
        if image is not UNSET:
            field_dict["image"] = image
        if template_id is not UNSET:
            field_dict["templateId"] = template_id
        if request_id is not UNSET:
            field_dict["requestId"] = request_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        event = cast(Literal["message-send"], d.pop("event"))
        if event != "message-send":
            raise ValueError(f"event must match const 'message-send', got '{event}'")

        message_id = d.pop("messageId")

        to = d.pop("to")

        sent_at = datetime.datetime.fromisoformat(d.pop("sentAt"))

        def _parse_message(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        message = _parse_message(d.pop("message", UNSET))

        def _parse_image(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        image = _parse_image(d.pop("image", UNSET))

        def _parse_template_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        template_id = _parse_template_id(d.pop("templateId", UNSET))

        def _parse_request_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        request_id = _parse_request_id(d.pop("requestId", UNSET))

        message_send_payload = cls(
            event=event,
            message_id=message_id,
            to=to,
            sent_at=sent_at,
            message=message,
            image=image,
            template_id=template_id,
            request_id=request_id,
        )

        message_send_payload.additional_properties = d
        return message_send_payload

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
