"""The ``verify`` operations: descriptors and typed methods."""

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

from ...models.code_check_result import CodeCheckResult
from ...models.code_send_result import CodeSendResult
from ...models.number_check_result import NumberCheckResult
from ...models.send_code_input_tags import SendCodeInputTags
from ...models.sort_direction import SortDirection, check_sort_direction
from ...models.verification import Verification
from ...models.verification_page import VerificationPage
from ...models.verification_sort_field import (
    VerificationSortField,
    check_verification_sort_field,
)
from . import (
    check_number,
    check_verification_code,
    get_verification,
    list_verifications,
    send_verification_code,
)

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    send_verification_code.OPERATION,
    check_verification_code.OPERATION,
    check_number.OPERATION,
    get_verification.OPERATION,
    list_verifications.OPERATION,
)
"""Every operation of the group, in spec order."""


class Verify:
    """verify: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> VerifyWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return VerifyWithRawResponse(self)

    def send_code(
        self,
        *,
        to: str,
        service_name: str,
        timeout_seconds: int | None = None,
        code_length: int | None = None,
        realtime: bool | None = None,
        bypass: bool | None = None,
        external_id: str | None = None,
        longcode_id: int | None = None,
        tags: Mapping[str, str] | None = None,
        pool_id: str | None = None,
        sender_name: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> CodeSendResult:
        """Send a one-time verification code by text message.

        Answers with the bare code send result, without the envelope.
        """
        arguments: dict[str, Any] = {
            "to": to,
            "service_name": service_name,
            "timeout_seconds": timeout_seconds,
            "code_length": code_length,
            "realtime": realtime,
            "bypass": bypass,
            "external_id": external_id,
            "longcode_id": longcode_id,
            "tags": tags,
            "pool_id": pool_id,
            "sender_name": sender_name,
        }
        return self._runner.call(
            send_verification_code.OPERATION, arguments, request_options
        )

    def check_code(
        self,
        *,
        code: str,
        to: str | None = None,
        verification_id: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> CodeCheckResult:
        """Check a verification code.

        Answers with the bare code check result, without the envelope.
        """
        arguments: dict[str, Any] = {
            "code": code,
            "to": to,
            "verification_id": verification_id,
        }
        return self._runner.call(
            check_verification_code.OPERATION, arguments, request_options
        )

    def check_number(
        self,
        *,
        number: str,
        bypass: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> NumberCheckResult:
        """Check whether a phone number is deliverable.

        Answers with the bare number check result, without the envelope.
        """
        arguments: dict[str, Any] = {
            "number": number,
            "bypass": bypass,
        }
        return self._runner.call(check_number.OPERATION, arguments, request_options)

    def get(
        self,
        verification_id: str | int,
        **request_options: Unpack[RequestOptions],
    ) -> Verification:
        """Read one verification record."""
        arguments: dict[str, Any] = {
            "verification_id": verification_id,
        }
        return self._runner.call(get_verification.OPERATION, arguments, request_options)

    def list(
        self,
        *,
        sort_by: VerificationSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[Verification]:
        """List verification records, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_verifications.OPERATION,
            arguments,
            Verification,
            page=page,
            page_size=page_size,
            options=request_options,
        )


class VerifyWithRawResponse:
    """``Verify.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Verify) -> None:
        self._resource = resource
        self._runner = resource._runner

    def send_code(
        self,
        *,
        to: str,
        service_name: str,
        timeout_seconds: int | None = None,
        code_length: int | None = None,
        realtime: bool | None = None,
        bypass: bool | None = None,
        external_id: str | None = None,
        longcode_id: int | None = None,
        tags: Mapping[str, str] | None = None,
        pool_id: str | None = None,
        sender_name: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[CodeSendResult]:
        """Send a one-time verification code by text message. The raw response."""
        arguments: dict[str, Any] = {
            "to": to,
            "service_name": service_name,
            "timeout_seconds": timeout_seconds,
            "code_length": code_length,
            "realtime": realtime,
            "bypass": bypass,
            "external_id": external_id,
            "longcode_id": longcode_id,
            "tags": tags,
            "pool_id": pool_id,
            "sender_name": sender_name,
        }
        return self._runner.raw(
            send_verification_code.OPERATION, arguments, request_options
        )

    def check_code(
        self,
        *,
        code: str,
        to: str | None = None,
        verification_id: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[CodeCheckResult]:
        """Check a verification code. The raw response."""
        arguments: dict[str, Any] = {
            "code": code,
            "to": to,
            "verification_id": verification_id,
        }
        return self._runner.raw(
            check_verification_code.OPERATION, arguments, request_options
        )

    def check_number(
        self,
        *,
        number: str,
        bypass: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[NumberCheckResult]:
        """Check whether a phone number is deliverable. The raw response."""
        arguments: dict[str, Any] = {
            "number": number,
            "bypass": bypass,
        }
        return self._runner.raw(check_number.OPERATION, arguments, request_options)

    def get(
        self,
        verification_id: str | int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Verification]:
        """Read one verification record. The raw response."""
        arguments: dict[str, Any] = {
            "verification_id": verification_id,
        }
        return self._runner.raw(get_verification.OPERATION, arguments, request_options)

    def list(
        self,
        *,
        sort_by: VerificationSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Verification]]:
        """List verification records, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.raw_first_page(
            list_verifications.OPERATION,
            arguments,
            Verification,
            page=page,
            page_size=page_size,
            options=request_options,
        )


class AsyncVerify:
    """verify: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncVerifyWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncVerifyWithRawResponse(self)

    async def send_code(
        self,
        *,
        to: str,
        service_name: str,
        timeout_seconds: int | None = None,
        code_length: int | None = None,
        realtime: bool | None = None,
        bypass: bool | None = None,
        external_id: str | None = None,
        longcode_id: int | None = None,
        tags: Mapping[str, str] | None = None,
        pool_id: str | None = None,
        sender_name: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> CodeSendResult:
        """Send a one-time verification code by text message.

        Answers with the bare code send result, without the envelope.
        """
        arguments: dict[str, Any] = {
            "to": to,
            "service_name": service_name,
            "timeout_seconds": timeout_seconds,
            "code_length": code_length,
            "realtime": realtime,
            "bypass": bypass,
            "external_id": external_id,
            "longcode_id": longcode_id,
            "tags": tags,
            "pool_id": pool_id,
            "sender_name": sender_name,
        }
        return await self._runner.call(
            send_verification_code.OPERATION, arguments, request_options
        )

    async def check_code(
        self,
        *,
        code: str,
        to: str | None = None,
        verification_id: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> CodeCheckResult:
        """Check a verification code.

        Answers with the bare code check result, without the envelope.
        """
        arguments: dict[str, Any] = {
            "code": code,
            "to": to,
            "verification_id": verification_id,
        }
        return await self._runner.call(
            check_verification_code.OPERATION, arguments, request_options
        )

    async def check_number(
        self,
        *,
        number: str,
        bypass: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> NumberCheckResult:
        """Check whether a phone number is deliverable.

        Answers with the bare number check result, without the envelope.
        """
        arguments: dict[str, Any] = {
            "number": number,
            "bypass": bypass,
        }
        return await self._runner.call(
            check_number.OPERATION, arguments, request_options
        )

    async def get(
        self,
        verification_id: str | int,
        **request_options: Unpack[RequestOptions],
    ) -> Verification:
        """Read one verification record."""
        arguments: dict[str, Any] = {
            "verification_id": verification_id,
        }
        return await self._runner.call(
            get_verification.OPERATION, arguments, request_options
        )

    def list(
        self,
        *,
        sort_by: VerificationSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[Verification]:
        """List verification records, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_verifications.OPERATION,
            arguments,
            Verification,
            page=page,
            page_size=page_size,
            options=request_options,
        )


class AsyncVerifyWithRawResponse:
    """``AsyncVerify.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncVerify) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def send_code(
        self,
        *,
        to: str,
        service_name: str,
        timeout_seconds: int | None = None,
        code_length: int | None = None,
        realtime: bool | None = None,
        bypass: bool | None = None,
        external_id: str | None = None,
        longcode_id: int | None = None,
        tags: Mapping[str, str] | None = None,
        pool_id: str | None = None,
        sender_name: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[CodeSendResult]:
        """Send a one-time verification code by text message. The raw response."""
        arguments: dict[str, Any] = {
            "to": to,
            "service_name": service_name,
            "timeout_seconds": timeout_seconds,
            "code_length": code_length,
            "realtime": realtime,
            "bypass": bypass,
            "external_id": external_id,
            "longcode_id": longcode_id,
            "tags": tags,
            "pool_id": pool_id,
            "sender_name": sender_name,
        }
        return await self._runner.raw(
            send_verification_code.OPERATION, arguments, request_options
        )

    async def check_code(
        self,
        *,
        code: str,
        to: str | None = None,
        verification_id: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[CodeCheckResult]:
        """Check a verification code. The raw response."""
        arguments: dict[str, Any] = {
            "code": code,
            "to": to,
            "verification_id": verification_id,
        }
        return await self._runner.raw(
            check_verification_code.OPERATION, arguments, request_options
        )

    async def check_number(
        self,
        *,
        number: str,
        bypass: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[NumberCheckResult]:
        """Check whether a phone number is deliverable. The raw response."""
        arguments: dict[str, Any] = {
            "number": number,
            "bypass": bypass,
        }
        return await self._runner.raw(
            check_number.OPERATION, arguments, request_options
        )

    async def get(
        self,
        verification_id: str | int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Verification]:
        """Read one verification record. The raw response."""
        arguments: dict[str, Any] = {
            "verification_id": verification_id,
        }
        return await self._runner.raw(
            get_verification.OPERATION, arguments, request_options
        )

    async def list(
        self,
        *,
        sort_by: VerificationSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Verification]]:
        """List verification records, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return await self._runner.raw_first_page(
            list_verifications.OPERATION,
            arguments,
            Verification,
            page=page,
            page_size=page_size,
            options=request_options,
        )
