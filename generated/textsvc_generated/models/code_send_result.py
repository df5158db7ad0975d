from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CodeSendResult")


@_attrs_define
class CodeSendResult:
    """The bare result of sending a verification code."""

    to: str
    timeout_seconds: int
    type_: str
    """ `sms`. """
    status: str
    """ `PENDING` is one value; the others are not shown. """
    message_id: str
    verification_id: str
    deliverable: bool
    reason: str
    carrier: str
    line_type: str
    risk: str
    """ `invalid_format` is one value; the others are not shown. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "to": "to",
        "timeout_seconds": "timeoutSeconds",
        "type_": "type",
        "status": "status",
        "message_id": "messageId",
        "verification_id": "verificationId",
        "deliverable": "deliverable",
        "reason": "reason",
        "carrier": "carrier",
        "line_type": "lineType",
        "risk": "risk",
    }

    def to_dict(self) -> dict[str, Any]:
        to = self.to

        timeout_seconds = self.timeout_seconds

        type_ = self.type_

        status = self.status

        message_id = self.message_id

        verification_id = self.verification_id

        deliverable = self.deliverable

        reason = self.reason

        carrier = self.carrier

        line_type = self.line_type

        risk = self.risk

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "to": to,
                "timeoutSeconds": timeout_seconds,
                "type": type_,
                "status": status,
                "messageId": message_id,
                "verificationId": verification_id,
                "deliverable": deliverable,
                "reason": reason,
                "carrier": carrier,
                "lineType": line_type,
                "risk": risk,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        to = d.pop("to")

        timeout_seconds = d.pop("timeoutSeconds")

        type_ = d.pop("type")

        status = d.pop("status")

        message_id = d.pop("messageId")

        verification_id = d.pop("verificationId")

        deliverable = d.pop("deliverable")

        reason = d.pop("reason")

        carrier = d.pop("carrier")

        line_type = d.pop("lineType")

        risk = d.pop("risk")

        code_send_result = cls(
            to=to,
            timeout_seconds=timeout_seconds,
            type_=type_,
            status=status,
            message_id=message_id,
            verification_id=verification_id,
            deliverable=deliverable,
            reason=reason,
            carrier=carrier,
            line_type=line_type,
            risk=risk,
        )

        code_send_result.additional_properties = d
        return code_send_result

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
