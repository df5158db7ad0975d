from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GroupUpdate")


@_attrs_define
class GroupUpdate:
    """Body of group update; fields the document does not name pass through (`extra_body`)."""

    name: str | Unset = UNSET
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "name": "name",
    }

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        group_update = cls(
            name=name,
        )

        return group_update
