from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Self,
    TypeVar,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.custom_field_input import CustomFieldInput


T = TypeVar("T", bound="CustomFieldBulkInput")


@_attrs_define
class CustomFieldBulkInput:
    """Body of custom field bulk create; the maximum number of entries is not shown."""

    custom_fields: list[CustomFieldInput]
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "custom_fields": "customFields",
    }

    def to_dict(self) -> dict[str, Any]:
        custom_fields = []
        for custom_fields_item_data in self.custom_fields:
            custom_fields_item = custom_fields_item_data.to_dict()
            custom_fields.append(custom_fields_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "customFields": custom_fields,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.custom_field_input import CustomFieldInput

        d = dict(src_dict)
        custom_fields = []
        _custom_fields = d.pop("customFields")
        for custom_fields_item_data in _custom_fields:
            custom_fields_item = CustomFieldInput.from_dict(custom_fields_item_data)

            custom_fields.append(custom_fields_item)

        custom_field_bulk_input = cls(
            custom_fields=custom_fields,
        )

        return custom_field_bulk_input
