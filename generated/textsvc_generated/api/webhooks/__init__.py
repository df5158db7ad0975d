"""The ``webhooks`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from ...models.webhook import Webhook
from ...models.webhook_event_type import WebhookEventType, check_webhook_event_type
from ...models.webhook_page import WebhookPage
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
)
from . import create_webhook, delete_webhook, list_webhooks, update_webhook

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    list_webhooks.OPERATION,
    create_webhook.OPERATION,
    delete_webhook.OPERATION,
    update_webhook.OPERATION,
)
"""Every operation of the group, in spec order."""


class Webhooks:
    """webhooks: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

    def list(
        self,
    ) -> Pages[Webhook]:
        """List the account's webhooks."""
        arguments: dict[str, Any] = {}
        return self._runner.pages(
            list_webhooks.OPERATION, arguments, Webhook, page=0, page_size=None
        )

    def create(
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
        """Register a webhook for one event type."""
        arguments: dict[str, Any] = {
            "event": event,
            "url": url,
            "secret": secret,
            "alert_email": alert_email,
            "send_alert_email": send_alert_email,
            "skip_errors": skip_errors,
            "skip_error_codes": skip_error_codes,
            "retry_on_error": retry_on_error,
            "max_throughput_per_minute": max_throughput_per_minute,
            "pool_id": pool_id,
        }
        return self._runner.call(create_webhook.OPERATION, arguments)

    def delete(
        self,
        webhook_id: int,
    ) -> None:
        """Delete a webhook; the document does not show the response body."""
        arguments: dict[str, Any] = {
            "webhook_id": webhook_id,
        }
        return self._runner.call(delete_webhook.OPERATION, arguments)

    def update(
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
        """Update a webhook; `poolId` cannot be changed."""
        arguments: dict[str, Any] = {
            "webhook_id": webhook_id,
            "event": event,
            "url": url,
            "secret": secret,
            "alert_email": alert_email,
            "send_alert_email": send_alert_email,
            "skip_errors": skip_errors,
            "skip_error_codes": skip_error_codes,
            "retry_on_error": retry_on_error,
            "max_throughput_per_minute": max_throughput_per_minute,
        }
        return self._runner.call(update_webhook.OPERATION, arguments)


class AsyncWebhooks:
    """webhooks: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

    def list(
        self,
    ) -> AsyncPages[Webhook]:
        """List the account's webhooks."""
        arguments: dict[str, Any] = {}
        return self._runner.pages(
            list_webhooks.OPERATION, arguments, Webhook, page=0, page_size=None
        )

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
        """Register a webhook for one event type."""
        arguments: dict[str, Any] = {
            "event": event,
            "url": url,
            "secret": secret,
            "alert_email": alert_email,
            "send_alert_email": send_alert_email,
            "skip_errors": skip_errors,
            "skip_error_codes": skip_error_codes,
            "retry_on_error": retry_on_error,
            "max_throughput_per_minute": max_throughput_per_minute,
            "pool_id": pool_id,
        }
        return await self._runner.call(create_webhook.OPERATION, arguments)

    async def delete(
        self,
        webhook_id: int,
    ) -> None:
        """Delete a webhook; the document does not show the response body."""
        arguments: dict[str, Any] = {
            "webhook_id": webhook_id,
        }
        return await self._runner.call(delete_webhook.OPERATION, arguments)

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
        """Update a webhook; `poolId` cannot be changed."""
        arguments: dict[str, Any] = {
            "webhook_id": webhook_id,
            "event": event,
            "url": url,
            "secret": secret,
            "alert_email": alert_email,
            "send_alert_email": send_alert_email,
            "skip_errors": skip_errors,
            "skip_error_codes": skip_error_codes,
            "retry_on_error": retry_on_error,
            "max_throughput_per_minute": max_throughput_per_minute,
        }
        return await self._runner.call(update_webhook.OPERATION, arguments)
