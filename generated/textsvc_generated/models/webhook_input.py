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

T = TypeVar("T", bound="WebhookInput")


@_attrs_define
class WebhookInput:
    """Body of webhook register."""

    event: WebhookEventType
    """ Registrable webhook event types. """
    url: str
    """ The listener address, an absolute http or https URL; it must answer POST requests with HTTP 200. """
    secret: str
    """ Shared secret used to sign requests; typically 128 hexadecimal characters. """
    alert_email: str | Unset = UNSET
    """ Recipient of failure alerts; when absent and `sendAlertEmail` is true, the account's main email. """
    send_alert_email: bool | Unset = False
    """ When true a failure alert email goes to `alertEmail`. """
    skip_errors: bool | Unset = UNSET
    """ When true all non-200 listener responses are ignored and trigger no alert. """
    skip_error_codes: list[str] | Unset = UNSET
    """ Error codes that are ignored and trigger no alert. """
    retry_on_error: bool | Unset = UNSET
    """ When true a failed request is retried, at most twice with exponential backoff. """
    max_throughput_per_minute: int | Unset = UNSET
    """ Maximum requests to the listener in a 60 second window. """
    pool_id: str | Unset = UNSET
    """ Scopes the webhook to events from this pool; the response then carries `pools`. """
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
        "pool_id": "poolId",
    }

    def to_dict(self) -> dict[str, Any]:
        event: str = self.event

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

        pool_id = self.pool_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "event": event,
                "url": url,
                "secret": secret,
            }
        )
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
        if pool_id is not UNSET:
            field_dict["poolId"] = pool_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        event = check_webhook_event_type(d.pop("event"))

        url = d.pop("url")

        secret = d.pop("secret")

        alert_email = d.pop("alertEmail", UNSET)

        send_alert_email = d.pop("sendAlertEmail", UNSET)

        skip_errors = d.pop("skipErrors", UNSET)

        skip_error_codes = cast(list[str], d.pop("skipErrorCodes", UNSET))

        retry_on_error = d.pop("retryOnError", UNSET)

        max_throughput_per_minute = d.pop("maxThroughputPerMinute", UNSET)

        pool_id = d.pop("poolId", UNSET)

        webhook_input = cls(
            event=event,
            url=url,
            secret=secret,
            alert_email=alert_email,
            send_alert_email=send_alert_email,
            skip_errors=skip_errors,
            skip_error_codes=skip_error_codes,
            retry_on_error=retry_on_error,
            max_throughput_per_minute=max_throughput_per_minute,
            pool_id=pool_id,
        )

        return webhook_input
