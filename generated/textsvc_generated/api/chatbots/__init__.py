"""The ``chatbots`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from ...models.chatbot import Chatbot
from ...models.chatbot_page import ChatbotPage
from ...models.sort_direction import SortDirection, check_sort_direction
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
)
from . import create_chatbot, get_chatbot, list_chatbots, update_chatbot

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    list_chatbots.OPERATION,
    create_chatbot.OPERATION,
    get_chatbot.OPERATION,
    update_chatbot.OPERATION,
)
"""Every operation of the group, in spec order."""


class Chatbots:
    """chatbots: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
    ) -> Pages[Chatbot]:
        """List chatbots, one page at a time."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_chatbots.OPERATION, arguments, Chatbot, page=page, page_size=page_size
        )

    def create(
        self,
        *,
        name: str,
        instructions: str,
        longcode_id: int,
        is_enabled: bool,
        description: str | None = None,
        files: Sequence[str] | None = None,
    ) -> Chatbot:
        """Create a chatbot on a long code."""
        arguments: dict[str, Any] = {
            "name": name,
            "instructions": instructions,
            "longcode_id": longcode_id,
            "is_enabled": is_enabled,
            "description": description,
            "files": files,
        }
        return self._runner.call(create_chatbot.OPERATION, arguments)

    def get(
        self,
        chatbot_id: int,
    ) -> Chatbot:
        """Read one chatbot."""
        arguments: dict[str, Any] = {
            "chatbot_id": chatbot_id,
        }
        return self._runner.call(get_chatbot.OPERATION, arguments)

    def update(
        self,
        chatbot_id: int,
        *,
        name: str | None = None,
        description: str | None = None,
        instructions: str | None = None,
        files: Sequence[str] | None = None,
        is_enabled: bool | None = None,
    ) -> Chatbot:
        """Update a chatbot; `longcodeId` is not updatable."""
        arguments: dict[str, Any] = {
            "chatbot_id": chatbot_id,
            "name": name,
            "description": description,
            "instructions": instructions,
            "files": files,
            "is_enabled": is_enabled,
        }
        return self._runner.call(update_chatbot.OPERATION, arguments)


class AsyncChatbots:
    """chatbots: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
    ) -> AsyncPages[Chatbot]:
        """List chatbots, one page at a time."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_chatbots.OPERATION, arguments, Chatbot, page=page, page_size=page_size
        )

    async def create(
        self,
        *,
        name: str,
        instructions: str,
        longcode_id: int,
        is_enabled: bool,
        description: str | None = None,
        files: Sequence[str] | None = None,
    ) -> Chatbot:
        """Create a chatbot on a long code."""
        arguments: dict[str, Any] = {
            "name": name,
            "instructions": instructions,
            "longcode_id": longcode_id,
            "is_enabled": is_enabled,
            "description": description,
            "files": files,
        }
        return await self._runner.call(create_chatbot.OPERATION, arguments)

    async def get(
        self,
        chatbot_id: int,
    ) -> Chatbot:
        """Read one chatbot."""
        arguments: dict[str, Any] = {
            "chatbot_id": chatbot_id,
        }
        return await self._runner.call(get_chatbot.OPERATION, arguments)

    async def update(
        self,
        chatbot_id: int,
        *,
        name: str | None = None,
        description: str | None = None,
        instructions: str | None = None,
        files: Sequence[str] | None = None,
        is_enabled: bool | None = None,
    ) -> Chatbot:
        """Update a chatbot; `longcodeId` is not updatable."""
        arguments: dict[str, Any] = {
            "chatbot_id": chatbot_id,
            "name": name,
            "description": description,
            "instructions": instructions,
            "files": files,
            "is_enabled": is_enabled,
        }
        return await self._runner.call(update_chatbot.OPERATION, arguments)
