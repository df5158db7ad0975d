"""The ``webhooks`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Iterable, Mapping
from typing import Any, Unpack

from textsvc._descriptors import (
    Applied,
    AsyncOperationRunner,
    AsyncPages,
    IdempotentRequestOptions,
    IdempotentTextRequestOptions,
    OperationDescriptor,
    OperationRunner,
    Pages,
    RawResult,
    RequestOptions,
    RowPage,
    TextRequestOptions,
)

from ...models.webhook import Webhook
from ...models.webhook_event_type import WebhookEventType, check_webhook_event_type
from ...models.webhook_page import WebhookPage
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
    def with_raw_response(self) -> WebhooksWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return WebhooksWithRawResponse(self)

    def list(
        self,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[Webhook]:
        """List the account's webhooks.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.

        Takes no parameters; answers `{data: {rows, page, pageSize, total}}` without `success`.
        """
        arguments: dict[str, Any] = {}
        return self._runner.pages(
            list_webhooks.OPERATION,
            arguments,
            Webhook,
            page=0,
            page_size=None,
            options=request_options,
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
        skip_error_codes: Iterable[str] | None = None,
        retry_on_error: bool | None = None,
        max_throughput_per_minute: int | None = None,
        pool_id: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Webhook:
        """Register a webhook for one event type.

        One webhook is registered per event type; the same `url` may serve several event types
        through several registrations. Account-wide (global) and pool-scoped webhooks coexist: an
        event that matches no pool-scoped webhook goes to the global webhook of its type. A webhook
        registered with a `poolId` carries `pools` and cannot change that assignment by update; it
        must be deleted and registered again. The `secret` is write-only and never returned.
        """
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
        return self._runner.call(create_webhook.OPERATION, arguments, request_options)

    def delete(
        self,
        webhook_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete a webhook; the document does not show the response body."""
        arguments: dict[str, Any] = {
            "webhook_id": webhook_id,
        }
        return self._runner.call(delete_webhook.OPERATION, arguments, request_options)

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
        skip_error_codes: Iterable[str] | None = None,
        retry_on_error: bool | None = None,
        max_throughput_per_minute: int | None = None,
        **request_options: Unpack[RequestOptions],
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
        return self._runner.call(update_webhook.OPERATION, arguments, request_options)


class WebhooksWithRawResponse:
    """``Webhooks.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Webhooks) -> None:
        self._resource = resource
        self._runner = resource._runner

    def list(
        self,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Webhook]]:
        """List the account's webhooks. The raw response of the first page."""
        arguments: dict[str, Any] = {}
        return self._runner.raw_first_page(
            list_webhooks.OPERATION,
            arguments,
            Webhook,
            page=0,
            page_size=None,
            options=request_options,
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
        skip_error_codes: Iterable[str] | None = None,
        retry_on_error: bool | None = None,
        max_throughput_per_minute: int | None = None,
        pool_id: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Webhook]:
        """Register a webhook for one event type. The raw response."""
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
        return self._runner.raw(create_webhook.OPERATION, arguments, request_options)

    def delete(
        self,
        webhook_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete a webhook; the document does not show the response body. The raw response."""
        arguments: dict[str, Any] = {
            "webhook_id": webhook_id,
        }
        return self._runner.raw(delete_webhook.OPERATION, arguments, request_options)

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
        skip_error_codes: Iterable[str] | None = None,
        retry_on_error: bool | None = None,
        max_throughput_per_minute: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Webhook]:
        """Update a webhook; `poolId` cannot be changed. The raw response."""
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
        return self._runner.raw(update_webhook.OPERATION, arguments, request_options)


class AsyncWebhooks:
    """webhooks: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncWebhooksWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncWebhooksWithRawResponse(self)

    def list(
        self,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[Webhook]:
        """List the account's webhooks.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.

        Takes no parameters; answers `{data: {rows, page, pageSize, total}}` without `success`.
        """
        arguments: dict[str, Any] = {}
        return self._runner.pages(
            list_webhooks.OPERATION,
            arguments,
            Webhook,
            page=0,
            page_size=None,
            options=request_options,
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
        skip_error_codes: Iterable[str] | None = None,
        retry_on_error: bool | None = None,
        max_throughput_per_minute: int | None = None,
        pool_id: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Webhook:
        """Register a webhook for one event type.

        One webhook is registered per event type; the same `url` may serve several event types
        through several registrations. Account-wide (global) and pool-scoped webhooks coexist: an
        event that matches no pool-scoped webhook goes to the global webhook of its type. A webhook
        registered with a `poolId` carries `pools` and cannot change that assignment by update; it
        must be deleted and registered again. The `secret` is write-only and never returned.
        """
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
        return await self._runner.call(
            create_webhook.OPERATION, arguments, request_options
        )

    async def delete(
        self,
        webhook_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete a webhook; the document does not show the response body."""
        arguments: dict[str, Any] = {
            "webhook_id": webhook_id,
        }
        return await self._runner.call(
            delete_webhook.OPERATION, arguments, request_options
        )

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
        skip_error_codes: Iterable[str] | None = None,
        retry_on_error: bool | None = None,
        max_throughput_per_minute: int | None = None,
        **request_options: Unpack[RequestOptions],
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
        return await self._runner.call(
            update_webhook.OPERATION, arguments, request_options
        )


class AsyncWebhooksWithRawResponse:
    """``AsyncWebhooks.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncWebhooks) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def list(
        self,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Webhook]]:
        """List the account's webhooks. The raw response of the first page."""
        arguments: dict[str, Any] = {}
        return await self._runner.raw_first_page(
            list_webhooks.OPERATION,
            arguments,
            Webhook,
            page=0,
            page_size=None,
            options=request_options,
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
        skip_error_codes: Iterable[str] | None = None,
        retry_on_error: bool | None = None,
        max_throughput_per_minute: int | None = None,
        pool_id: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Webhook]:
        """Register a webhook for one event type. The raw response."""
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
        return await self._runner.raw(
            create_webhook.OPERATION, arguments, request_options
        )

    async def delete(
        self,
        webhook_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete a webhook; the document does not show the response body. The raw response."""
        arguments: dict[str, Any] = {
            "webhook_id": webhook_id,
        }
        return await self._runner.raw(
            delete_webhook.OPERATION, arguments, request_options
        )

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
        skip_error_codes: Iterable[str] | None = None,
        retry_on_error: bool | None = None,
        max_throughput_per_minute: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Webhook]:
        """Update a webhook; `poolId` cannot be changed. The raw response."""
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
        return await self._runner.raw(
            update_webhook.OPERATION, arguments, request_options
        )
