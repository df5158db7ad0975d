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
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dedicated_number_users import DedicatedNumberUsers


T = TypeVar("T", bound="DedicatedNumber")


@_attrs_define
class DedicatedNumber:
    """A dedicated number; `tollFree`, `isShortcode`, `branded`, `pending`, `verified` and `temporary` are numeric flags."""

    name: str
    created: str
    longcode_id: int
    number: str
    toll_free: int
    is_shortcode: int
    branded: int
    pending: int
    verified: int
    temporary: int
    country_code: str
    users: DedicatedNumberUsers
    """ Maps a string key to a string value. """
    type_: str
    status: str
    """ `Basic` is one value; the others are not shown. """
    delivery_rate: float
    toll_free_verification_status: int
    toll_free_verification_submission_date: str
    sender_name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "name": "name",
        "created": "created",
        "longcode_id": "longcodeId",
        "number": "number",
        "toll_free": "tollFree",
        "is_shortcode": "isShortcode",
        "branded": "branded",
        "pending": "pending",
        "verified": "verified",
        "temporary": "temporary",
        "country_code": "countryCode",
        "users": "users",
        "type_": "type",
        "status": "status",
        "delivery_rate": "deliveryRate",
        "toll_free_verification_status": "tollFreeVerificationStatus",
        "toll_free_verification_submission_date": "tollFreeVerificationSubmissionDate",
        "sender_name": "senderName",
    }

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        created = self.created

        longcode_id = self.longcode_id

        number = self.number

        toll_free = self.toll_free

        is_shortcode = self.is_shortcode

        branded = self.branded

        pending = self.pending

        verified = self.verified

        temporary = self.temporary

        country_code = self.country_code

        users = self.users.to_dict()

        type_ = self.type_

        status = self.status

        delivery_rate = self.delivery_rate

        toll_free_verification_status = self.toll_free_verification_status

        toll_free_verification_submission_date = (
            self.toll_free_verification_submission_date
        )

        sender_name = self.sender_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "created": created,
                "longcodeId": longcode_id,
                "number": number,
                "tollFree": toll_free,
                "isShortcode": is_shortcode,
                "branded": branded,
                "pending": pending,
                "verified": verified,
                "temporary": temporary,
                "countryCode": country_code,
                "users": users,
                "type": type_,
                "status": status,
                "deliveryRate": delivery_rate,
                "tollFreeVerificationStatus": toll_free_verification_status,
                "tollFreeVerificationSubmissionDate": toll_free_verification_submission_date,
                "senderName": sender_name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dedicated_number_users import DedicatedNumberUsers

        d = dict(src_dict)
        name = d.pop("name")

        created = d.pop("created")

        longcode_id = d.pop("longcodeId")

        number = d.pop("number")

        toll_free = d.pop("tollFree")

        is_shortcode = d.pop("isShortcode")

        branded = d.pop("branded")

        pending = d.pop("pending")

        verified = d.pop("verified")

        temporary = d.pop("temporary")

        country_code = d.pop("countryCode")

        users = DedicatedNumberUsers.from_dict(d.pop("users"))

        type_ = d.pop("type")

        status = d.pop("status")

        delivery_rate = d.pop("deliveryRate")

        toll_free_verification_status = d.pop("tollFreeVerificationStatus")

        toll_free_verification_submission_date = d.pop(
            "tollFreeVerificationSubmissionDate"
        )

        sender_name = d.pop("senderName")

        dedicated_number = cls(
            name=name,
            created=created,
            longcode_id=longcode_id,
            number=number,
            toll_free=toll_free,
            is_shortcode=is_shortcode,
            branded=branded,
            pending=pending,
            verified=verified,
            temporary=temporary,
            country_code=country_code,
            users=users,
            type_=type_,
            status=status,
            delivery_rate=delivery_rate,
            toll_free_verification_status=toll_free_verification_status,
            toll_free_verification_submission_date=toll_free_verification_submission_date,
            sender_name=sender_name,
        )

        dedicated_number.additional_properties = d
        return dedicated_number

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
