from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LinkInput")


@_attrs_define
class LinkInput:
    """Body of link create; fields the document does not name pass through (`extra_body`)."""

    url: str
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "url": "url",
    }

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        link_input = cls(
            url=url,
        )

        return link_input
