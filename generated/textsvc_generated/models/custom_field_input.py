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

T = TypeVar("T", bound="CustomFieldInput")


@_attrs_define
class CustomFieldInput:
    """Body of custom field create, and one entry of bulk create."""

    name: str
    type_: str | Unset = UNSET
    """ Field type; `string` is one value, the full list is not shown. """
    hidden: bool | Unset = UNSET
    options: list[str] | Unset = UNSET
    format_: str | Unset = UNSET
    """ Display format; `MMM D, YYYY` is one value, the full list is not shown. """
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "name": "name",
        "type_": "type",
        "hidden": "hidden",
        "options": "options",
        "format_": "format",
    }

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_ = self.type_

        hidden = self.hidden

        options: list[str] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options

        format_ = self.format_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if type_ is not UNSET:
            field_dict["type"] = type_
        if hidden is not UNSET:
            field_dict["hidden"] = hidden
        if options is not UNSET:
            field_dict["options"] = options
        if format_ is not UNSET:
            field_dict["format"] = format_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        type_ = d.pop("type", UNSET)

        hidden = d.pop("hidden", UNSET)

        options = cast(list[str], d.pop("options", UNSET))

        format_ = d.pop("format", UNSET)

        custom_field_input = cls(
            name=name,
            type_=type_,
            hidden=hidden,
            options=options,
            format_=format_,
        )

        return custom_field_input
