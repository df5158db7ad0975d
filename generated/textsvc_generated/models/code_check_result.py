from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CodeCheckResult")


@_attrs_define
class CodeCheckResult:
    """The bare result of checking a verification code."""

    to: str
    verification_id: str
    status: str
    """ `PENDING` is one value; the others are not shown. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "to": "to",
        "verification_id": "verificationId",
        "status": "status",
    }

    def to_dict(self) -> dict[str, Any]:
        to = self.to

        verification_id = self.verification_id

        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "to": to,
                "verificationId": verification_id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        to = d.pop("to")

        verification_id = d.pop("verificationId")

        status = d.pop("status")

        code_check_result = cls(
            to=to,
            verification_id=verification_id,
            status=status,
        )

        code_check_result.additional_properties = d
        return code_check_result

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
