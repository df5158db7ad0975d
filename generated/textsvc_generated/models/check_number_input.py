from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CheckNumberInput")


@_attrs_define
class CheckNumberInput:
    """Body of the number check."""

    number: str
    bypass: bool | Unset = UNSET
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "number": "number",
        "bypass": "bypass",
    }

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        bypass = self.bypass

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
            }
        )
        if bypass is not UNSET:
            field_dict["bypass"] = bypass

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        number = d.pop("number")

        bypass = d.pop("bypass", UNSET)

        check_number_input = cls(
            number=number,
            bypass=bypass,
        )

        return check_number_input
