from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ErrorBody")


@_attrs_define
class ErrorBody:
    """Every error response body."""

    http_code: int
    """ HTTP status code. """
    message: str
    """ Human-readable description. """
    type_: str
    """ Machine-readable category: `bad_request_error`, `invalid_field_error`, `unauthorized_error`,
    `forbidden_error`, `conflict_error`, `rate_limit_error`, `internal_server_error`; more may be added. """
    timestamp: str | Unset = UNSET
    """ ISO 8601; may carry a UTC offset. """
    name: str | Unset = UNSET
    """ Error class name, with the service's own prefix. """
    request_id: str | Unset = UNSET
    """ Request identifier (UUID) to quote to support. """
    reason: Any | Unset = UNSET
    """ Only on 403: the restriction kind (EXPIRED_TRIAL_ACCOUNT, DISABLED_ACCOUNT, PAUSED_ACCOUNT,
    CANCELED_ACCOUNT, DECLINED_CARD, EXPIRED_CARD) or other context; nullable. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "http_code": "httpCode",
        "message": "message",
        "type_": "type",
        "timestamp": "timestamp",
        "name": "name",
        "request_id": "requestId",
        "reason": "reason",
    }

    def to_dict(self) -> dict[str, Any]:
        http_code = self.http_code

        message = self.message

        type_ = self.type_

        timestamp = self.timestamp

        name = self.name

        request_id = self.request_id

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "httpCode": http_code,
                "message": message,
                "type": type_,
            }
        )
        if timestamp is not UNSET:
            field_dict["timestamp"] = timestamp
        if name is not UNSET:
            field_dict["name"] = name
        if request_id is not UNSET:
            field_dict["requestId"] = request_id
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        http_code = d.pop("httpCode")

        message = d.pop("message")

        type_ = d.pop("type")

        timestamp = d.pop("timestamp", UNSET)

        name = d.pop("name", UNSET)

        request_id = d.pop("requestId", UNSET)

        reason = d.pop("reason", UNSET)

        error_body = cls(
            http_code=http_code,
            message=message,
            type_=type_,
            timestamp=timestamp,
            name=name,
            request_id=request_id,
            reason=reason,
        )

        error_body.additional_properties = d
        return error_body

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
