from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="NumberCheckResult")


@_attrs_define
class NumberCheckResult:
    """The bare result of checking a number."""

    deliverable: bool
    reason: str
    carrier: str
    line_type: str
    risk: str
    """ `invalid_format` is one value; the others are not shown. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "deliverable": "deliverable",
        "reason": "reason",
        "carrier": "carrier",
        "line_type": "lineType",
        "risk": "risk",
    }

    def to_dict(self) -> dict[str, Any]:
        deliverable = self.deliverable

        reason = self.reason

        carrier = self.carrier

        line_type = self.line_type

        risk = self.risk

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deliverable": deliverable,
                "reason": reason,
                "carrier": carrier,
                "lineType": line_type,
                "risk": risk,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        deliverable = d.pop("deliverable")

        reason = d.pop("reason")

        carrier = d.pop("carrier")

        line_type = d.pop("lineType")

        risk = d.pop("risk")

        number_check_result = cls(
            deliverable=deliverable,
            reason=reason,
            carrier=carrier,
            line_type=line_type,
            risk=risk,
        )

        number_check_result.additional_properties = d
        return number_check_result

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
