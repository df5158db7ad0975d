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

T = TypeVar("T", bound="ValidateRecipientsInput")


@_attrs_define
class ValidateRecipientsInput:
    """Body of validate-recipients."""

    subscribers: list[str]
    """ Phone numbers to check. """
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "subscribers": "subscribers",
    }

    def to_dict(self) -> dict[str, Any]:
        subscribers = self.subscribers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "subscribers": subscribers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        subscribers = cast(list[str], d.pop("subscribers"))

        validate_recipients_input = cls(
            subscribers=subscribers,
        )

        return validate_recipients_input
