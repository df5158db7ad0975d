"""The ``chatbots`` operations: descriptors and typed methods."""

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

from ...models.chatbot import Chatbot
from ...models.chatbot_page import ChatbotPage
from ...models.chatbot_sort_field import ChatbotSortField, check_chatbot_sort_field
from ...models.sort_direction import SortDirection, check_sort_direction
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
    def with_raw_response(self) -> ChatbotsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return ChatbotsWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: ChatbotSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[Chatbot]:
        """List chatbots, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_chatbots.OPERATION,
            arguments,
            Chatbot,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def create(
        self,
        *,
        name: str,
        instructions: str,
        longcode_id: int,
        is_enabled: bool,
        description: str | None = None,
        files: Iterable[str] | None = None,
        **request_options: Unpack[RequestOptions],
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
        return self._runner.call(create_chatbot.OPERATION, arguments, request_options)

    def get(
        self,
        chatbot_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> Chatbot:
        """Read one chatbot."""
        arguments: dict[str, Any] = {
            "chatbot_id": chatbot_id,
        }
        return self._runner.call(get_chatbot.OPERATION, arguments, request_options)

    def update(
        self,
        chatbot_id: int,
        *,
        name: str | None = None,
        description: str | None = None,
        instructions: str | None = None,
        files: Iterable[str] | None = None,
        is_enabled: bool | None = None,
        **request_options: Unpack[RequestOptions],
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
        return self._runner.call(update_chatbot.OPERATION, arguments, request_options)


class ChatbotsWithRawResponse:
    """``Chatbots.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Chatbots) -> None:
        self._resource = resource
        self._runner = resource._runner

    def list(
        self,
        *,
        sort_by: ChatbotSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Chatbot]]:
        """List chatbots, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.raw_first_page(
            list_chatbots.OPERATION,
            arguments,
            Chatbot,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def create(
        self,
        *,
        name: str,
        instructions: str,
        longcode_id: int,
        is_enabled: bool,
        description: str | None = None,
        files: Iterable[str] | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Chatbot]:
        """Create a chatbot on a long code. The raw response."""
        arguments: dict[str, Any] = {
            "name": name,
            "instructions": instructions,
            "longcode_id": longcode_id,
            "is_enabled": is_enabled,
            "description": description,
            "files": files,
        }
        return self._runner.raw(create_chatbot.OPERATION, arguments, request_options)

    def get(
        self,
        chatbot_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Chatbot]:
        """Read one chatbot. The raw response."""
        arguments: dict[str, Any] = {
            "chatbot_id": chatbot_id,
        }
        return self._runner.raw(get_chatbot.OPERATION, arguments, request_options)

    def update(
        self,
        chatbot_id: int,
        *,
        name: str | None = None,
        description: str | None = None,
        instructions: str | None = None,
        files: Iterable[str] | None = None,
        is_enabled: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Chatbot]:
        """Update a chatbot; `longcodeId` is not updatable. The raw response."""
        arguments: dict[str, Any] = {
            "chatbot_id": chatbot_id,
            "name": name,
            "description": description,
            "instructions": instructions,
            "files": files,
            "is_enabled": is_enabled,
        }
        return self._runner.raw(update_chatbot.OPERATION, arguments, request_options)


class AsyncChatbots:
    """chatbots: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncChatbotsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncChatbotsWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: ChatbotSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[Chatbot]:
        """List chatbots, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_chatbots.OPERATION,
            arguments,
            Chatbot,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def create(
        self,
        *,
        name: str,
        instructions: str,
        longcode_id: int,
        is_enabled: bool,
        description: str | None = None,
        files: Iterable[str] | None = None,
        **request_options: Unpack[RequestOptions],
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
        return await self._runner.call(
            create_chatbot.OPERATION, arguments, request_options
        )

    async def get(
        self,
        chatbot_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> Chatbot:
        """Read one chatbot."""
        arguments: dict[str, Any] = {
            "chatbot_id": chatbot_id,
        }
        return await self._runner.call(
            get_chatbot.OPERATION, arguments, request_options
        )

    async def update(
        self,
        chatbot_id: int,
        *,
        name: str | None = None,
        description: str | None = None,
        instructions: str | None = None,
        files: Iterable[str] | None = None,
        is_enabled: bool | None = None,
        **request_options: Unpack[RequestOptions],
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
        return await self._runner.call(
            update_chatbot.OPERATION, arguments, request_options
        )


class AsyncChatbotsWithRawResponse:
    """``AsyncChatbots.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncChatbots) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def list(
        self,
        *,
        sort_by: ChatbotSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Chatbot]]:
        """List chatbots, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return await self._runner.raw_first_page(
            list_chatbots.OPERATION,
            arguments,
            Chatbot,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def create(
        self,
        *,
        name: str,
        instructions: str,
        longcode_id: int,
        is_enabled: bool,
        description: str | None = None,
        files: Iterable[str] | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Chatbot]:
        """Create a chatbot on a long code. The raw response."""
        arguments: dict[str, Any] = {
            "name": name,
            "instructions": instructions,
            "longcode_id": longcode_id,
            "is_enabled": is_enabled,
            "description": description,
            "files": files,
        }
        return await self._runner.raw(
            create_chatbot.OPERATION, arguments, request_options
        )

    async def get(
        self,
        chatbot_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Chatbot]:
        """Read one chatbot. The raw response."""
        arguments: dict[str, Any] = {
            "chatbot_id": chatbot_id,
        }
        return await self._runner.raw(get_chatbot.OPERATION, arguments, request_options)

    async def update(
        self,
        chatbot_id: int,
        *,
        name: str | None = None,
        description: str | None = None,
        instructions: str | None = None,
        files: Iterable[str] | None = None,
        is_enabled: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Chatbot]:
        """Update a chatbot; `longcodeId` is not updatable. The raw response."""
        arguments: dict[str, Any] = {
            "chatbot_id": chatbot_id,
            "name": name,
            "description": description,
            "instructions": instructions,
            "files": files,
            "is_enabled": is_enabled,
        }
        return await self._runner.raw(
            update_chatbot.OPERATION, arguments, request_options
        )
