from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    Any,
    ClassVar,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CustomField")


@_attrs_define
class CustomField:
    """A custom subscriber field."""

    id: int
    name: str
    type_: str
    """ Field type; `string` is one value, the full list is not shown. """
    hidden: bool
    options: list[str]
    format_: str
    """ Display format; `MMM D, YYYY` is one value, the full list is not shown. """
    created: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "id": "id",
        "name": "name",
        "type_": "type",
        "hidden": "hidden",
        "options": "options",
        "format_": "format",
        "created": "created",
    }

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        type_ = self.type_

        hidden = self.hidden

        options = self.options

        format_ = self.format_

        created = self.created.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "type": type_,
                "hidden": hidden,
                "options": options,
                "format": format_,
                "created": created,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        type_ = d.pop("type")

        hidden = d.pop("hidden")

        options = cast(list[str], d.pop("options"))

        format_ = d.pop("format")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        custom_field = cls(
            id=id,
            name=name,
            type_=type_,
            hidden=hidden,
            options=options,
            format_=format_,
            created=created,
        )

        custom_field.additional_properties = d
        return custom_field

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
