from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GroupInput")


@_attrs_define
class GroupInput:
    """Body of group create; fields the document does not name pass through (`extra_body`)."""

    name: str
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "name": "name",
    }

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        group_input = cls(
            name=name,
        )

        return group_input
