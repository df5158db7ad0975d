from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LinkTagInput")


@_attrs_define
class LinkTagInput:
    """Body of link tag create and update."""

    tag: str
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "tag": "tag",
    }

    def to_dict(self) -> dict[str, Any]:
        tag = self.tag

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tag": tag,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        tag = d.pop("tag")

        link_tag_input = cls(
            tag=tag,
        )

        return link_tag_input
