"""The ``deeplinks`` operations: descriptors and typed methods."""

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

from ...models.deeplink_result import DeeplinkResult
from . import create_deeplink, create_imessage_deeplink

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    create_deeplink.OPERATION,
    create_imessage_deeplink.OPERATION,
)
"""Every operation of the group, in spec order."""


class Deeplinks:
    """deeplinks: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> DeeplinksWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return DeeplinksWithRawResponse(self)

    def create(
        self,
        *,
        android_uri: str,
        ios_uri: str,
        mac_uri: str,
        windows_uri: str,
        default_uri: str,
        **request_options: Unpack[RequestOptions],
    ) -> str:
        """Create a deep link with a URI per platform."""
        arguments: dict[str, Any] = {
            "android_uri": android_uri,
            "ios_uri": ios_uri,
            "mac_uri": mac_uri,
            "windows_uri": windows_uri,
            "default_uri": default_uri,
        }
        return self._runner.call(create_deeplink.OPERATION, arguments, request_options)

    def create_imessage(
        self,
        *,
        opt_in_message: str,
        longcode_id: int | None = None,
        sender_name: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> str:
        """Create an iMessage opt-in deep link."""
        arguments: dict[str, Any] = {
            "opt_in_message": opt_in_message,
            "longcode_id": longcode_id,
            "sender_name": sender_name,
        }
        return self._runner.call(
            create_imessage_deeplink.OPERATION, arguments, request_options
        )


class DeeplinksWithRawResponse:
    """``Deeplinks.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Deeplinks) -> None:
        self._resource = resource
        self._runner = resource._runner

    def create(
        self,
        *,
        android_uri: str,
        ios_uri: str,
        mac_uri: str,
        windows_uri: str,
        default_uri: str,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[str]:
        """Create a deep link with a URI per platform. The raw response."""
        arguments: dict[str, Any] = {
            "android_uri": android_uri,
            "ios_uri": ios_uri,
            "mac_uri": mac_uri,
            "windows_uri": windows_uri,
            "default_uri": default_uri,
        }
        return self._runner.raw(create_deeplink.OPERATION, arguments, request_options)

    def create_imessage(
        self,
        *,
        opt_in_message: str,
        longcode_id: int | None = None,
        sender_name: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[str]:
        """Create an iMessage opt-in deep link. The raw response."""
        arguments: dict[str, Any] = {
            "opt_in_message": opt_in_message,
            "longcode_id": longcode_id,
            "sender_name": sender_name,
        }
        return self._runner.raw(
            create_imessage_deeplink.OPERATION, arguments, request_options
        )


class AsyncDeeplinks:
    """deeplinks: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncDeeplinksWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncDeeplinksWithRawResponse(self)

    async def create(
        self,
        *,
        android_uri: str,
        ios_uri: str,
        mac_uri: str,
        windows_uri: str,
        default_uri: str,
        **request_options: Unpack[RequestOptions],
    ) -> str:
        """Create a deep link with a URI per platform."""
        arguments: dict[str, Any] = {
            "android_uri": android_uri,
            "ios_uri": ios_uri,
            "mac_uri": mac_uri,
            "windows_uri": windows_uri,
            "default_uri": default_uri,
        }
        return await self._runner.call(
            create_deeplink.OPERATION, arguments, request_options
        )

    async def create_imessage(
        self,
        *,
        opt_in_message: str,
        longcode_id: int | None = None,
        sender_name: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> str:
        """Create an iMessage opt-in deep link."""
        arguments: dict[str, Any] = {
            "opt_in_message": opt_in_message,
            "longcode_id": longcode_id,
            "sender_name": sender_name,
        }
        return await self._runner.call(
            create_imessage_deeplink.OPERATION, arguments, request_options
        )


class AsyncDeeplinksWithRawResponse:
    """``AsyncDeeplinks.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncDeeplinks) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def create(
        self,
        *,
        android_uri: str,
        ios_uri: str,
        mac_uri: str,
        windows_uri: str,
        default_uri: str,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[str]:
        """Create a deep link with a URI per platform. The raw response."""
        arguments: dict[str, Any] = {
            "android_uri": android_uri,
            "ios_uri": ios_uri,
            "mac_uri": mac_uri,
            "windows_uri": windows_uri,
            "default_uri": default_uri,
        }
        return await self._runner.raw(
            create_deeplink.OPERATION, arguments, request_options
        )

    async def create_imessage(
        self,
        *,
        opt_in_message: str,
        longcode_id: int | None = None,
        sender_name: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[str]:
        """Create an iMessage opt-in deep link. The raw response."""
        arguments: dict[str, Any] = {
            "opt_in_message": opt_in_message,
            "longcode_id": longcode_id,
            "sender_name": sender_name,
        }
        return await self._runner.raw(
            create_imessage_deeplink.OPERATION, arguments, request_options
        )
