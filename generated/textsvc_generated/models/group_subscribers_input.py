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

T = TypeVar("T", bound="GroupSubscribersInput")


@_attrs_define
class GroupSubscribersInput:
    """Body of bulk add and remove of group subscribers; at most 1000 ids."""

    subscriber_ids: list[int]
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "subscriber_ids": "subscriberIds",
    }

    def to_dict(self) -> dict[str, Any]:
        subscriber_ids = self.subscriber_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "subscriberIds": subscriber_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        subscriber_ids = cast(list[int], d.pop("subscriberIds"))

        group_subscribers_input = cls(
            subscriber_ids=subscriber_ids,
        )

        return group_subscribers_input
