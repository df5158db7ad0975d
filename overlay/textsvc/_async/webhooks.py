"""Webhook registrations. Verifying the requests a webhook receives is ``textsvc.webhooks``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textsvc_generated.api.webhooks import create_webhook, delete_webhook, list_webhooks, update_webhook
from textsvc_generated.models.webhook import Webhook
from textsvc_generated.models.webhook_event_type import WEBHOOK_EVENT_TYPE_VALUES, WebhookEventType
from textsvc_generated.models.webhook_input import WebhookInput
from textsvc_generated.models.webhook_update import WebhookUpdate

from .._arguments import choice, omit, one_of, secret_text, whole_number
from .._operation import Operation, ResponseStyle
from .._pagination import Page, page_parser
from .._validation import check_input, model_parser
from ._pager import AsyncPager
from ._resource import AsyncAPIResource

_webhook = model_parser(Webhook)
_webhook_page = page_parser(Webhook)


def _codes(skip_error_codes: Sequence[str] | None) -> list[str] | None:
    return None if skip_error_codes is None else list(skip_error_codes)


def _ignore_body(data: Any) -> None:
    """The document does not show the body of a webhook delete."""
    return None


class AsyncWebhooks(AsyncAPIResource):
    async def create(
        self,
        *,
        event: WebhookEventType,
        url: str,
        secret: str | bytes,
        alert_email: str | None = None,
        send_alert_email: bool | None = None,
        skip_errors: bool | None = None,
        skip_error_codes: Sequence[str] | None = None,
        retry_on_error: bool | None = None,
        max_throughput_per_minute: int | None = None,
        pool_id: str | None = None,
    ) -> Webhook:
        """Register ``url`` for one event type, signed with ``secret`` (see ``webhooks.generate_secret()``).

        One webhook per event type (per pool); ``pool_id`` scopes it to a dedicated number pool and
        cannot be changed later. The secret is never returned; as bytes it is taken as UTF-8 text,
        as ``webhooks.sign`` takes it.
        """
        body = check_input(
            WebhookInput(
                event=choice("event", event, WEBHOOK_EVENT_TYPE_VALUES),
                url=url,
                secret=secret_text("secret", secret),
                alert_email=omit(alert_email),
                send_alert_email=omit(send_alert_email),
                skip_errors=omit(skip_errors),
                skip_error_codes=omit(_codes(skip_error_codes)),
                retry_on_error=omit(retry_on_error),
                max_throughput_per_minute=omit(max_throughput_per_minute),
                pool_id=omit(pool_id),
            )
        )
        return await self._call(create_webhook._get_kwargs(body=body), ResponseStyle.MESSAGE_DATA, _webhook)

    async def update(
        self,
        webhook_id: int,
        *,
        event: WebhookEventType | None = None,
        url: str | None = None,
        secret: str | bytes | None = None,
        alert_email: str | None = None,
        send_alert_email: bool | None = None,
        skip_errors: bool | None = None,
        skip_error_codes: Sequence[str] | None = None,
        retry_on_error: bool | None = None,
        max_throughput_per_minute: int | None = None,
    ) -> Webhook:
        """Change a webhook. Its pool cannot change: delete it and register again."""
        body = check_input(
            WebhookUpdate(
                event=one_of("event", event, WEBHOOK_EVENT_TYPE_VALUES),
                url=omit(url),
                secret=omit(None if secret is None else secret_text("secret", secret)),
                alert_email=omit(alert_email),
                send_alert_email=omit(send_alert_email),
                skip_errors=omit(skip_errors),
                skip_error_codes=omit(_codes(skip_error_codes)),
                retry_on_error=omit(retry_on_error),
                max_throughput_per_minute=omit(max_throughput_per_minute),
            )
        )
        kwargs = update_webhook._get_kwargs(whole_number("webhook_id", webhook_id), body=body)
        return await self._call(kwargs, ResponseStyle.MESSAGE_DATA, _webhook)

    async def delete(self, webhook_id: int) -> None:
        """Delete a webhook (the service's answer body is not documented; see ``with_raw_response``)."""
        kwargs = delete_webhook._get_kwargs(whole_number("webhook_id", webhook_id))
        return await self._call(kwargs, ResponseStyle.UNSPECIFIED, _ignore_body)

    def list(self) -> AsyncPager[Webhook]:
        """The account's webhooks. The endpoint takes no page parameters: one page is read."""

        def fetch(number: int, size: int) -> Operation[Page[Webhook]]:
            return Operation.from_generated(
                list_webhooks._get_kwargs(), ResponseStyle.DATA_PAGE, _webhook_page
            )

        return self._pager(fetch, single_page=True)
