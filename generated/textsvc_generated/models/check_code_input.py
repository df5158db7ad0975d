from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CheckCodeInput")


@_attrs_define
class CheckCodeInput:
    """Body of check-code."""

    code: str
    to: str | Unset = UNSET
    verification_id: str | Unset = UNSET
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "code": "code",
        "to": "to",
        "verification_id": "verificationId",
    }

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        to = self.to

        verification_id = self.verification_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
            }
        )
        if to is not UNSET:
            field_dict["to"] = to
        if verification_id is not UNSET:
            field_dict["verificationId"] = verification_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        code = d.pop("code")

        to = d.pop("to", UNSET)

        verification_id = d.pop("verificationId", UNSET)

        check_code_input = cls(
            code=code,
            to=to,
            verification_id=verification_id,
        )

        return check_code_input
