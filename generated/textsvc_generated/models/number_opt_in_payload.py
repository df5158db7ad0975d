from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    Any,
    ClassVar,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="NumberOptInPayload")


@_attrs_define
class NumberOptInPayload:
    """The body of a `number-opt-in` event: a number that agreed to receive the account's texts."""

    event: Literal["number-opt-in"]
    number: str
    """ The subscriber's number. """
    date: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "event": "event",
        "number": "number",
        "date": "date",
    }

    def to_dict(self) -> dict[str, Any]:
        event = self.event

        number = self.number

        date = self.date.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "event": event,
                "number": number,
                "date": date,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        event = cast(Literal["number-opt-in"], d.pop("event"))
        if event != "number-opt-in":
            raise ValueError(f"event must match const 'number-opt-in', got '{event}'")

        number = d.pop("number")

        date = datetime.datetime.fromisoformat(d.pop("date"))

        number_opt_in_payload = cls(
            event=event,
            number=number,
            date=date,
        )

        number_opt_in_payload.additional_properties = d
        return number_opt_in_payload

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
