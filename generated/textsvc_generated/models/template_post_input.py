from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TemplatePostInput")


@_attrs_define
class TemplatePostInput:
    """Body of `POST /templates/{id}`; its effect is not shown by the document."""

    is_mms: bool | Unset = UNSET
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "is_mms": "isMMS",
    }

    def to_dict(self) -> dict[str, Any]:
        is_mms = self.is_mms

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if is_mms is not UNSET:
            field_dict["isMMS"] = is_mms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        is_mms = d.pop("isMMS", UNSET)

        template_post_input = cls(
            is_mms=is_mms,
        )

        return template_post_input
