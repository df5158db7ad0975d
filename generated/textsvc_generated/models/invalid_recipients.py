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
from attrs import field as _attrs_field

T = TypeVar("T", bound="InvalidRecipients")


@_attrs_define
class InvalidRecipients:
    """The recipients that are not valid phone numbers (Errors case 4)."""

    invalid_recipients: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "invalid_recipients": "invalidRecipients",
    }

    def to_dict(self) -> dict[str, Any]:
        invalid_recipients = self.invalid_recipients

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "invalidRecipients": invalid_recipients,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        invalid_recipients = cast(list[str], d.pop("invalidRecipients"))

        invalid_recipients = cls(
            invalid_recipients=invalid_recipients,
        )

        invalid_recipients.additional_properties = d
        return invalid_recipients

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
