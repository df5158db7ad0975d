"""The ``messages`` operations: descriptors and typed methods."""

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

from ...models.invalid_recipients import InvalidRecipients
from . import send_message, validate_recipients

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    send_message.OPERATION,
    validate_recipients.OPERATION,
)
"""Every operation of the group, in spec order."""


class Messages:
    """messages: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> MessagesWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return MessagesWithRawResponse(self)

    def send(
        self,
        *,
        message: str | None = None,
        image: str | None = None,
        template_id: int | None = None,
        link_id: int | None = None,
        subscribers: Iterable[str] | None = None,
        **request_options: Unpack[IdempotentTextRequestOptions],
    ) -> Applied[Any]:
        """Send a text message to subscribers.

        At least one of `message`, `image` and `templateId`; a `message` of at most 2000 characters; a
        `templateId` whose template contains a link needs a `linkId`; every entry of `subscribers` must
        be a valid phone number (else 400 `invalid_field_error`). A repeated `X-Request-Id` is answered
        409: the first request succeeded.
        """
        arguments: dict[str, Any] = {
            "message": message,
            "image": image,
            "template_id": template_id,
            "link_id": link_id,
            "subscribers": subscribers,
        }
        return self._runner.call(send_message.OPERATION, arguments, request_options)

    def validate_recipients(
        self,
        subscribers: Iterable[str],
        **request_options: Unpack[RequestOptions],
    ) -> builtins.list[str]:
        """Find the recipients that are not valid phone numbers, without sending."""
        arguments: dict[str, Any] = {
            "subscribers": subscribers,
        }
        return self._runner.call(
            validate_recipients.OPERATION, arguments, request_options
        )


class MessagesWithRawResponse:
    """``Messages.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Messages) -> None:
        self._resource = resource
        self._runner = resource._runner

    def send(
        self,
        *,
        message: str | None = None,
        image: str | None = None,
        template_id: int | None = None,
        link_id: int | None = None,
        subscribers: Iterable[str] | None = None,
        **request_options: Unpack[IdempotentTextRequestOptions],
    ) -> RawResult[Applied[Any]]:
        """Send a text message to subscribers. The raw response."""
        arguments: dict[str, Any] = {
            "message": message,
            "image": image,
            "template_id": template_id,
            "link_id": link_id,
            "subscribers": subscribers,
        }
        return self._runner.raw(send_message.OPERATION, arguments, request_options)

    def validate_recipients(
        self,
        subscribers: Iterable[str],
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[builtins.list[str]]:
        """Find the recipients that are not valid phone numbers, without sending. The raw response."""
        arguments: dict[str, Any] = {
            "subscribers": subscribers,
        }
        return self._runner.raw(
            validate_recipients.OPERATION, arguments, request_options
        )


class AsyncMessages:
    """messages: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncMessagesWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncMessagesWithRawResponse(self)

    async def send(
        self,
        *,
        message: str | None = None,
        image: str | None = None,
        template_id: int | None = None,
        link_id: int | None = None,
        subscribers: Iterable[str] | None = None,
        **request_options: Unpack[IdempotentTextRequestOptions],
    ) -> Applied[Any]:
        """Send a text message to subscribers.

        At least one of `message`, `image` and `templateId`; a `message` of at most 2000 characters; a
        `templateId` whose template contains a link needs a `linkId`; every entry of `subscribers` must
        be a valid phone number (else 400 `invalid_field_error`). A repeated `X-Request-Id` is answered
        409: the first request succeeded.
        """
        arguments: dict[str, Any] = {
            "message": message,
            "image": image,
            "template_id": template_id,
            "link_id": link_id,
            "subscribers": subscribers,
        }
        return await self._runner.call(
            send_message.OPERATION, arguments, request_options
        )

    async def validate_recipients(
        self,
        subscribers: Iterable[str],
        **request_options: Unpack[RequestOptions],
    ) -> builtins.list[str]:
        """Find the recipients that are not valid phone numbers, without sending."""
        arguments: dict[str, Any] = {
            "subscribers": subscribers,
        }
        return await self._runner.call(
            validate_recipients.OPERATION, arguments, request_options
        )


class AsyncMessagesWithRawResponse:
    """``AsyncMessages.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncMessages) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def send(
        self,
        *,
        message: str | None = None,
        image: str | None = None,
        template_id: int | None = None,
        link_id: int | None = None,
        subscribers: Iterable[str] | None = None,
        **request_options: Unpack[IdempotentTextRequestOptions],
    ) -> RawResult[Applied[Any]]:
        """Send a text message to subscribers. The raw response."""
        arguments: dict[str, Any] = {
            "message": message,
            "image": image,
            "template_id": template_id,
            "link_id": link_id,
            "subscribers": subscribers,
        }
        return await self._runner.raw(
            send_message.OPERATION, arguments, request_options
        )

    async def validate_recipients(
        self,
        subscribers: Iterable[str],
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[builtins.list[str]]:
        """Find the recipients that are not valid phone numbers, without sending. The raw response."""
        arguments: dict[str, Any] = {
            "subscribers": subscribers,
        }
        return await self._runner.raw(
            validate_recipients.OPERATION, arguments, request_options
        )
