"""The ``smart_replies`` operations: descriptors and typed methods."""

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

from ...models.smart_reply import SmartReply
from . import create_smart_reply, get_smart_reply, update_smart_reply

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    create_smart_reply.OPERATION,
    get_smart_reply.OPERATION,
    update_smart_reply.OPERATION,
)
"""Every operation of the group, in spec order."""


class SmartReplies:
    """smart_replies: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> SmartRepliesWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return SmartRepliesWithRawResponse(self)

    def create(
        self,
        *,
        word: str,
        message: str,
        include_contact_card: bool | None = None,
        include_signup_link: bool | None = None,
        template_id: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> SmartReply:
        """Create a keyword auto-reply.

        List and delete operations for smart replies are not shown by the document.
        """
        arguments: dict[str, Any] = {
            "word": word,
            "message": message,
            "include_contact_card": include_contact_card,
            "include_signup_link": include_signup_link,
            "template_id": template_id,
        }
        return self._runner.call(
            create_smart_reply.OPERATION, arguments, request_options
        )

    def get(
        self,
        smart_reply_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> SmartReply:
        """Read one smart reply."""
        arguments: dict[str, Any] = {
            "smart_reply_id": smart_reply_id,
        }
        return self._runner.call(get_smart_reply.OPERATION, arguments, request_options)

    def update(
        self,
        smart_reply_id: int,
        *,
        word: str | None = None,
        message: str | None = None,
        include_contact_card: bool | None = None,
        include_signup_link: bool | None = None,
        template_id: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> SmartReply:
        """Update a smart reply; every field is optional."""
        arguments: dict[str, Any] = {
            "smart_reply_id": smart_reply_id,
            "word": word,
            "message": message,
            "include_contact_card": include_contact_card,
            "include_signup_link": include_signup_link,
            "template_id": template_id,
        }
        return self._runner.call(
            update_smart_reply.OPERATION, arguments, request_options
        )


class SmartRepliesWithRawResponse:
    """``SmartReplies.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: SmartReplies) -> None:
        self._resource = resource
        self._runner = resource._runner

    def create(
        self,
        *,
        word: str,
        message: str,
        include_contact_card: bool | None = None,
        include_signup_link: bool | None = None,
        template_id: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[SmartReply]:
        """Create a keyword auto-reply. The raw response."""
        arguments: dict[str, Any] = {
            "word": word,
            "message": message,
            "include_contact_card": include_contact_card,
            "include_signup_link": include_signup_link,
            "template_id": template_id,
        }
        return self._runner.raw(
            create_smart_reply.OPERATION, arguments, request_options
        )

    def get(
        self,
        smart_reply_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[SmartReply]:
        """Read one smart reply. The raw response."""
        arguments: dict[str, Any] = {
            "smart_reply_id": smart_reply_id,
        }
        return self._runner.raw(get_smart_reply.OPERATION, arguments, request_options)

    def update(
        self,
        smart_reply_id: int,
        *,
        word: str | None = None,
        message: str | None = None,
        include_contact_card: bool | None = None,
        include_signup_link: bool | None = None,
        template_id: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[SmartReply]:
        """Update a smart reply; every field is optional. The raw response."""
        arguments: dict[str, Any] = {
            "smart_reply_id": smart_reply_id,
            "word": word,
            "message": message,
            "include_contact_card": include_contact_card,
            "include_signup_link": include_signup_link,
            "template_id": template_id,
        }
        return self._runner.raw(
            update_smart_reply.OPERATION, arguments, request_options
        )


class AsyncSmartReplies:
    """smart_replies: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncSmartRepliesWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncSmartRepliesWithRawResponse(self)

    async def create(
        self,
        *,
        word: str,
        message: str,
        include_contact_card: bool | None = None,
        include_signup_link: bool | None = None,
        template_id: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> SmartReply:
        """Create a keyword auto-reply.

        List and delete operations for smart replies are not shown by the document.
        """
        arguments: dict[str, Any] = {
            "word": word,
            "message": message,
            "include_contact_card": include_contact_card,
            "include_signup_link": include_signup_link,
            "template_id": template_id,
        }
        return await self._runner.call(
            create_smart_reply.OPERATION, arguments, request_options
        )

    async def get(
        self,
        smart_reply_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> SmartReply:
        """Read one smart reply."""
        arguments: dict[str, Any] = {
            "smart_reply_id": smart_reply_id,
        }
        return await self._runner.call(
            get_smart_reply.OPERATION, arguments, request_options
        )

    async def update(
        self,
        smart_reply_id: int,
        *,
        word: str | None = None,
        message: str | None = None,
        include_contact_card: bool | None = None,
        include_signup_link: bool | None = None,
        template_id: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> SmartReply:
        """Update a smart reply; every field is optional."""
        arguments: dict[str, Any] = {
            "smart_reply_id": smart_reply_id,
            "word": word,
            "message": message,
            "include_contact_card": include_contact_card,
            "include_signup_link": include_signup_link,
            "template_id": template_id,
        }
        return await self._runner.call(
            update_smart_reply.OPERATION, arguments, request_options
        )


class AsyncSmartRepliesWithRawResponse:
    """``AsyncSmartReplies.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncSmartReplies) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def create(
        self,
        *,
        word: str,
        message: str,
        include_contact_card: bool | None = None,
        include_signup_link: bool | None = None,
        template_id: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[SmartReply]:
        """Create a keyword auto-reply. The raw response."""
        arguments: dict[str, Any] = {
            "word": word,
            "message": message,
            "include_contact_card": include_contact_card,
            "include_signup_link": include_signup_link,
            "template_id": template_id,
        }
        return await self._runner.raw(
            create_smart_reply.OPERATION, arguments, request_options
        )

    async def get(
        self,
        smart_reply_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[SmartReply]:
        """Read one smart reply. The raw response."""
        arguments: dict[str, Any] = {
            "smart_reply_id": smart_reply_id,
        }
        return await self._runner.raw(
            get_smart_reply.OPERATION, arguments, request_options
        )

    async def update(
        self,
        smart_reply_id: int,
        *,
        word: str | None = None,
        message: str | None = None,
        include_contact_card: bool | None = None,
        include_signup_link: bool | None = None,
        template_id: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[SmartReply]:
        """Update a smart reply; every field is optional. The raw response."""
        arguments: dict[str, Any] = {
            "smart_reply_id": smart_reply_id,
            "word": word,
            "message": message,
            "include_contact_card": include_contact_card,
            "include_signup_link": include_signup_link,
            "template_id": template_id,
        }
        return await self._runner.raw(
            update_smart_reply.OPERATION, arguments, request_options
        )
