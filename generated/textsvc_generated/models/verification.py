from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    Any,
    ClassVar,
    Self,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Verification")


@_attrs_define
class Verification:
    """A verification record."""

    id: str
    number: str
    service_name: str
    timeout_seconds: int
    code_length: int
    created_at: datetime.datetime
    expires_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "id": "id",
        "number": "number",
        "service_name": "serviceName",
        "timeout_seconds": "timeoutSeconds",
        "code_length": "codeLength",
        "created_at": "createdAt",
        "expires_at": "expiresAt",
    }

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        number = self.number

        service_name = self.service_name

        timeout_seconds = self.timeout_seconds

        code_length = self.code_length

        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "number": number,
                "serviceName": service_name,
                "timeoutSeconds": timeout_seconds,
                "codeLength": code_length,
                "createdAt": created_at,
                "expiresAt": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        number = d.pop("number")

        service_name = d.pop("serviceName")

        timeout_seconds = d.pop("timeoutSeconds")

        code_length = d.pop("codeLength")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        verification = cls(
            id=id,
            number=number,
            service_name=service_name,
            timeout_seconds=timeout_seconds,
            code_length=code_length,
            created_at=created_at,
            expires_at=expires_at,
        )

        verification.additional_properties = d
        return verification

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
