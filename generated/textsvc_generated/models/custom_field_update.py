from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    ClassVar,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CustomFieldUpdate")


@_attrs_define
class CustomFieldUpdate:
    """Body of custom field update; every field is optional."""

    name: str | Unset = UNSET
    type_: str | Unset = UNSET
    """ Field type; `string` is one value, the full list is not shown. """
    options: list[str] | Unset = UNSET
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "name": "name",
        "type_": "type",
        "options": "options",
    }

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_ = self.type_

        options: list[str] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if type_ is not UNSET:
            field_dict["type"] = type_
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        type_ = d.pop("type", UNSET)

        options = cast(list[str], d.pop("options", UNSET))

        custom_field_update = cls(
            name=name,
            type_=type_,
            options=options,
        )

        return custom_field_update
