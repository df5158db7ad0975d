from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CampaignMessage")


@_attrs_define
class CampaignMessage:
    """A message of a campaign with its counters."""

    id: int
    is_mms: bool
    message: str
    created_at: str
    recipient_count: int
    processed_count: int
    email_recipient_count: int
    delivered_count: int
    unsubscribe_count: int
    response_count: int
    click_count: int
    click_rate: float
    conversion_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "id": "id",
        "is_mms": "isMMS",
        "message": "message",
        "created_at": "createdAt",
        "recipient_count": "recipientCount",
        "processed_count": "processedCount",
        "email_recipient_count": "emailRecipientCount",
        "delivered_count": "deliveredCount",
        "unsubscribe_count": "unsubscribeCount",
        "response_count": "responseCount",
        "click_count": "clickCount",
        "click_rate": "clickRate",
        "conversion_count": "conversionCount",
    }

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        is_mms = self.is_mms

        message = self.message

        created_at = self.created_at

        recipient_count = self.recipient_count

        processed_count = self.processed_count

        email_recipient_count = self.email_recipient_count

        delivered_count = self.delivered_count

        unsubscribe_count = self.unsubscribe_count

        response_count = self.response_count

        click_count = self.click_count

        click_rate = self.click_rate

        conversion_count = self.conversion_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "isMMS": is_mms,
                "message": message,
                "createdAt": created_at,
                "recipientCount": recipient_count,
                "processedCount": processed_count,
                "emailRecipientCount": email_recipient_count,
                "deliveredCount": delivered_count,
                "unsubscribeCount": unsubscribe_count,
                "responseCount": response_count,
                "clickCount": click_count,
                "clickRate": click_rate,
                "conversionCount": conversion_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        is_mms = d.pop("isMMS")

        message = d.pop("message")

        created_at = d.pop("createdAt")

        recipient_count = d.pop("recipientCount")

        processed_count = d.pop("processedCount")

        email_recipient_count = d.pop("emailRecipientCount")

        delivered_count = d.pop("deliveredCount")

        unsubscribe_count = d.pop("unsubscribeCount")

        response_count = d.pop("responseCount")

        click_count = d.pop("clickCount")

        click_rate = d.pop("clickRate")

        conversion_count = d.pop("conversionCount")

        campaign_message = cls(
            id=id,
            is_mms=is_mms,
            message=message,
            created_at=created_at,
            recipient_count=recipient_count,
            processed_count=processed_count,
            email_recipient_count=email_recipient_count,
            delivered_count=delivered_count,
            unsubscribe_count=unsubscribe_count,
            response_count=response_count,
            click_count=click_count,
            click_rate=click_rate,
            conversion_count=conversion_count,
        )

        campaign_message.additional_properties = d
        return campaign_message

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
