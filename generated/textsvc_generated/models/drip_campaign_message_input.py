from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DripCampaignMessageInput")


@_attrs_define
class DripCampaignMessageInput:
    """Body of drip campaign message create and update. The unit of `delay` and the format of `time` are not shown."""

    title: str | Unset = UNSET
    content: str | Unset = UNSET
    attachment: str | Unset = UNSET
    delay: float | Unset = UNSET
    time: str | Unset = UNSET
    send_immediately: bool | Unset = UNSET
    is_mms: int | Unset = UNSET
    """ Flag carried as a number. """
    previous_id: int | Unset = UNSET
    template_id: int | Unset = UNSET
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "title": "title",
        "content": "content",
        "attachment": "attachment",
        "delay": "delay",
        "time": "time",
        "send_immediately": "sendImmediately",
        "is_mms": "isMms",
        "previous_id": "previousId",
        "template_id": "templateId",
    }

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        content = self.content

        attachment = self.attachment

        delay = self.delay

        time = self.time

        send_immediately = self.send_immediately

        is_mms = self.is_mms

        previous_id = self.previous_id

        template_id = self.template_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if title is not UNSET:
            field_dict["title"] = title
        if content is not UNSET:
            field_dict["content"] = content
        if attachment is not UNSET:
            field_dict["attachment"] = attachment
        if delay is not UNSET:
            field_dict["delay"] = delay
        if time is not UNSET:
            field_dict["time"] = time
        if send_immediately is not UNSET:
            field_dict["sendImmediately"] = send_immediately
        if is_mms is not UNSET:
            field_dict["isMms"] = is_mms
        if previous_id is not UNSET:
            field_dict["previousId"] = previous_id
        if template_id is not UNSET:
            field_dict["templateId"] = template_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        title = d.pop("title", UNSET)

        content = d.pop("content", UNSET)

        attachment = d.pop("attachment", UNSET)

        delay = d.pop("delay", UNSET)

        time = d.pop("time", UNSET)

        send_immediately = d.pop("sendImmediately", UNSET)

        is_mms = d.pop("isMms", UNSET)

        previous_id = d.pop("previousId", UNSET)

        template_id = d.pop("templateId", UNSET)

        drip_campaign_message_input = cls(
            title=title,
            content=content,
            attachment=attachment,
            delay=delay,
            time=time,
            send_immediately=send_immediately,
            is_mms=is_mms,
            previous_id=previous_id,
            template_id=template_id,
        )

        return drip_campaign_message_input
