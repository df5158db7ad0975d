"""The ``smart_replies`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from ...models.smart_reply import SmartReply
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
)
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
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

    def create(
        self,
        *,
        word: str,
        message: str,
        include_contact_card: bool | None = None,
        include_signup_link: bool | None = None,
        template_id: int | None = None,
    ) -> SmartReply:
        """Create a keyword auto-reply."""
        arguments: dict[str, Any] = {
            "word": word,
            "message": message,
            "include_contact_card": include_contact_card,
            "include_signup_link": include_signup_link,
            "template_id": template_id,
        }
        return self._runner.call(create_smart_reply.OPERATION, arguments)

    def get(
        self,
        smart_reply_id: int,
    ) -> SmartReply:
        """Read one smart reply."""
        arguments: dict[str, Any] = {
            "smart_reply_id": smart_reply_id,
        }
        return self._runner.call(get_smart_reply.OPERATION, arguments)

    def update(
        self,
        smart_reply_id: int,
        *,
        word: str | None = None,
        message: str | None = None,
        include_contact_card: bool | None = None,
        include_signup_link: bool | None = None,
        template_id: int | None = None,
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
        return self._runner.call(update_smart_reply.OPERATION, arguments)


class AsyncSmartReplies:
    """smart_replies: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

    async def create(
        self,
        *,
        word: str,
        message: str,
        include_contact_card: bool | None = None,
        include_signup_link: bool | None = None,
        template_id: int | None = None,
    ) -> SmartReply:
        """Create a keyword auto-reply."""
        arguments: dict[str, Any] = {
            "word": word,
            "message": message,
            "include_contact_card": include_contact_card,
            "include_signup_link": include_signup_link,
            "template_id": template_id,
        }
        return await self._runner.call(create_smart_reply.OPERATION, arguments)

    async def get(
        self,
        smart_reply_id: int,
    ) -> SmartReply:
        """Read one smart reply."""
        arguments: dict[str, Any] = {
            "smart_reply_id": smart_reply_id,
        }
        return await self._runner.call(get_smart_reply.OPERATION, arguments)

    async def update(
        self,
        smart_reply_id: int,
        *,
        word: str | None = None,
        message: str | None = None,
        include_contact_card: bool | None = None,
        include_signup_link: bool | None = None,
        template_id: int | None = None,
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
        return await self._runner.call(update_smart_reply.OPERATION, arguments)
