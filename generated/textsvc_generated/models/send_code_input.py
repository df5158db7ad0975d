from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Self,
    TypeVar,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.send_code_input_tags import SendCodeInputTags


T = TypeVar("T", bound="SendCodeInput")


@_attrs_define
class SendCodeInput:
    """Body of send-code."""

    to: str
    service_name: str
    timeout_seconds: int | Unset = UNSET
    code_length: int | Unset = UNSET
    realtime: bool | Unset = UNSET
    bypass: bool | Unset = UNSET
    external_id: str | Unset = UNSET
    longcode_id: int | Unset = UNSET
    tags: SendCodeInputTags | Unset = UNSET
    pool_id: str | Unset = UNSET
    sender_name: str | Unset = UNSET
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "to": "to",
        "service_name": "serviceName",
        "timeout_seconds": "timeoutSeconds",
        "code_length": "codeLength",
        "realtime": "realtime",
        "bypass": "bypass",
        "external_id": "externalId",
        "longcode_id": "longcodeId",
        "tags": "tags",
        "pool_id": "poolId",
        "sender_name": "senderName",
    }

    def to_dict(self) -> dict[str, Any]:
        to = self.to

        service_name = self.service_name

        timeout_seconds = self.timeout_seconds

        code_length = self.code_length

        realtime = self.realtime

        bypass = self.bypass

        external_id = self.external_id

        longcode_id = self.longcode_id

        tags: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags.to_dict()

        pool_id = self.pool_id

        sender_name = self.sender_name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to": to,
                "serviceName": service_name,
            }
        )
        if timeout_seconds is not UNSET:
            field_dict["timeoutSeconds"] = timeout_seconds
        if code_length is not UNSET:
            field_dict["codeLength"] = code_length
        if realtime is not UNSET:
            field_dict["realtime"] = realtime
        if bypass is not UNSET:
            field_dict["bypass"] = bypass
        if external_id is not UNSET:
            field_dict["externalId"] = external_id
        if longcode_id is not UNSET:
            field_dict["longcodeId"] = longcode_id
        if tags is not UNSET:
            field_dict["tags"] = tags
        if pool_id is not UNSET:
            field_dict["poolId"] = pool_id
        if sender_name is not UNSET:
            field_dict["senderName"] = sender_name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.send_code_input_tags import SendCodeInputTags

        d = dict(src_dict)
        to = d.pop("to")

        service_name = d.pop("serviceName")

        timeout_seconds = d.pop("timeoutSeconds", UNSET)

        code_length = d.pop("codeLength", UNSET)

        realtime = d.pop("realtime", UNSET)

        bypass = d.pop("bypass", UNSET)

        external_id = d.pop("externalId", UNSET)

        longcode_id = d.pop("longcodeId", UNSET)

        _tags = d.pop("tags", UNSET)
        tags: SendCodeInputTags | Unset
        if isinstance(_tags, Unset):
            tags = UNSET
        else:
            tags = SendCodeInputTags.from_dict(_tags)

        pool_id = d.pop("poolId", UNSET)

        sender_name = d.pop("senderName", UNSET)

        send_code_input = cls(
            to=to,
            service_name=service_name,
            timeout_seconds=timeout_seconds,
            code_length=code_length,
            realtime=realtime,
            bypass=bypass,
            external_id=external_id,
            longcode_id=longcode_id,
            tags=tags,
            pool_id=pool_id,
            sender_name=sender_name,
        )

        return send_code_input
