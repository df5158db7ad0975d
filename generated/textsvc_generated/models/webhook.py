from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_event_type import WebhookEventType, check_webhook_event_type
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.webhook_pool import WebhookPool


T = TypeVar("T", bound="Webhook")


@_attrs_define
class Webhook:
    """A registered webhook. The `secret` is write-only and never returned."""

    id: int
    """ The `{webhookId}` used in paths. """
    event: str | WebhookEventType
    """ The event type; a type added later still parses, as a plain string. """
    url: str
    alert_email: str
    skip_errors: bool
    skip_error_codes: list[str]
    retry_on_error: bool
    max_throughput_per_minute: int
    created_at: datetime.datetime
    send_alert_email: bool = False
    pools: list[WebhookPool] | Unset = UNSET
    """ Present when the webhook is scoped to a pool. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "id": "id",
        "event": "event",
        "url": "url",
        "alert_email": "alertEmail",
        "send_alert_email": "sendAlertEmail",
        "skip_errors": "skipErrors",
        "skip_error_codes": "skipErrorCodes",
        "retry_on_error": "retryOnError",
        "max_throughput_per_minute": "maxThroughputPerMinute",
        "created_at": "createdAt",
        "pools": "pools",
    }

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        event: str
        if isinstance(self.event, str):
            event = self.event
        else:
            event = self.event

        url = self.url

        alert_email = self.alert_email

        send_alert_email = self.send_alert_email

        skip_errors = self.skip_errors

        skip_error_codes = self.skip_error_codes

        retry_on_error = self.retry_on_error

        max_throughput_per_minute = self.max_throughput_per_minute

        created_at = self.created_at.isoformat()

        pools: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.pools, Unset):
            pools = []
            for pools_item_data in self.pools:
                pools_item = pools_item_data.to_dict()
                pools.append(pools_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "event": event,
                "url": url,
                "alertEmail": alert_email,
                "sendAlertEmail": send_alert_email,
                "skipErrors": skip_errors,
                "skipErrorCodes": skip_error_codes,
                "retryOnError": retry_on_error,
                "maxThroughputPerMinute": max_throughput_per_minute,
                "createdAt": created_at,
            }
        )
        if pools is not UNSET:
            field_dict["pools"] = pools

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.webhook_pool import WebhookPool

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_event(data: object) -> str | WebhookEventType:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                event_type_0 = check_webhook_event_type(data)

                return event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | WebhookEventType, data)

        event = _parse_event(d.pop("event"))

        url = d.pop("url")

        alert_email = d.pop("alertEmail")

        send_alert_email = d.pop("sendAlertEmail")

        skip_errors = d.pop("skipErrors")

        skip_error_codes = cast(list[str], d.pop("skipErrorCodes"))

        retry_on_error = d.pop("retryOnError")

        max_throughput_per_minute = d.pop("maxThroughputPerMinute")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        _pools = d.pop("pools", UNSET)
        pools: list[WebhookPool] | Unset = UNSET
        if _pools is not UNSET:
            pools = []
            for pools_item_data in _pools:
                pools_item = WebhookPool.from_dict(pools_item_data)

                pools.append(pools_item)

        webhook = cls(
            id=id,
            event=event,
            url=url,
            alert_email=alert_email,
            send_alert_email=send_alert_email,
            skip_errors=skip_errors,
            skip_error_codes=skip_error_codes,
            retry_on_error=retry_on_error,
            max_throughput_per_minute=max_throughput_per_minute,
            created_at=created_at,
            pools=pools,
        )

        webhook.additional_properties = d
        return webhook

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
