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

from ..models.webhook_event_type import WebhookEventType, check_webhook_event_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookUpdate")


@_attrs_define
class WebhookUpdate:
    """Body of webhook update; every field is optional and `poolId` cannot be changed (delete and register again)."""

    event: WebhookEventType | Unset = UNSET
    """ Registrable webhook event types. """
    url: str | Unset = UNSET
    """ An absolute http or https URL, as on registration. """
    secret: str | Unset = UNSET
    alert_email: str | Unset = UNSET
    send_alert_email: bool | Unset = UNSET
    skip_errors: bool | Unset = UNSET
    skip_error_codes: list[str] | Unset = UNSET
    retry_on_error: bool | Unset = UNSET
    max_throughput_per_minute: int | Unset = UNSET
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "event": "event",
        "url": "url",
        "secret": "secret",
        "alert_email": "alertEmail",
        "send_alert_email": "sendAlertEmail",
        "skip_errors": "skipErrors",
        "skip_error_codes": "skipErrorCodes",
        "retry_on_error": "retryOnError",
        "max_throughput_per_minute": "maxThroughputPerMinute",
    }

    def to_dict(self) -> dict[str, Any]:
        event: str | Unset = UNSET
        if not isinstance(self.event, Unset):
            event = self.event

        url = self.url

        secret = self.secret

        alert_email = self.alert_email

        send_alert_email = self.send_alert_email

        skip_errors = self.skip_errors

        skip_error_codes: list[str] | Unset = UNSET
        if not isinstance(self.skip_error_codes, Unset):
            skip_error_codes = self.skip_error_codes

        retry_on_error = self.retry_on_error

        max_throughput_per_minute = self.max_throughput_per_minute

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if event is not UNSET:
            field_dict["event"] = event
        if url is not UNSET:
            field_dict["url"] = url
        if secret is not UNSET:
            field_dict["secret"] = secret
        if alert_email is not UNSET:
            field_dict["alertEmail"] = alert_email
        if send_alert_email is not UNSET:
            field_dict["sendAlertEmail"] = send_alert_email
        if skip_errors is not UNSET:
            field_dict["skipErrors"] = skip_errors
        if skip_error_codes is not UNSET:
            field_dict["skipErrorCodes"] = skip_error_codes
        if retry_on_error is not UNSET:
            field_dict["retryOnError"] = retry_on_error
        if max_throughput_per_minute is not UNSET:
            field_dict["maxThroughputPerMinute"] = max_throughput_per_minute

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _event = d.pop("event", UNSET)
        event: WebhookEventType | Unset
        if isinstance(_event, Unset):
            event = UNSET
        else:
            event = check_webhook_event_type(_event)

        url = d.pop("url", UNSET)

        secret = d.pop("secret", UNSET)

        alert_email = d.pop("alertEmail", UNSET)

        send_alert_email = d.pop("sendAlertEmail", UNSET)

        skip_errors = d.pop("skipErrors", UNSET)

        skip_error_codes = cast(list[str], d.pop("skipErrorCodes", UNSET))

        retry_on_error = d.pop("retryOnError", UNSET)

        max_throughput_per_minute = d.pop("maxThroughputPerMinute", UNSET)

        webhook_update = cls(
            event=event,
            url=url,
            secret=secret,
            alert_email=alert_email,
            send_alert_email=send_alert_email,
            skip_errors=skip_errors,
            skip_error_codes=skip_error_codes,
            retry_on_error=retry_on_error,
            max_throughput_per_minute=max_throughput_per_minute,
        )

        return webhook_update
