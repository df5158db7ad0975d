from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SubscriberInput")


@_attrs_define
class SubscriberInput:
    """Body of subscriber create; fields the document does not name pass through (`extra_body`)."""

    number: str
    """ The phone number; a number that exists updates that subscriber. """
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "number": "number",
    }

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        number = d.pop("number")

        subscriber_input = cls(
            number=number,
        )

        return subscriber_input
