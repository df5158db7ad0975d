"""The ``verify`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from ...models.code_check_result import CodeCheckResult
from ...models.code_send_result import CodeSendResult
from ...models.number_check_result import NumberCheckResult
from ...models.send_code_input_tags import SendCodeInputTags
from ...models.sort_direction import SortDirection, check_sort_direction
from ...models.verification import Verification
from ...models.verification_page import VerificationPage
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
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
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

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
        tags: SendCodeInputTags | None = None,
        pool_id: str | None = None,
        sender_name: str | None = None,
    ) -> CodeSendResult:
        """Send a one-time verification code by text message."""
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
        return self._runner.call(send_verification_code.OPERATION, arguments)

    def check_code(
        self,
        *,
        code: str,
        to: str | None = None,
        verification_id: str | None = None,
    ) -> CodeCheckResult:
        """Check a verification code."""
        arguments: dict[str, Any] = {
            "code": code,
            "to": to,
            "verification_id": verification_id,
        }
        return self._runner.call(check_verification_code.OPERATION, arguments)

    def check_number(
        self,
        *,
        number: str,
        bypass: bool | None = None,
    ) -> NumberCheckResult:
        """Check whether a phone number is deliverable."""
        arguments: dict[str, Any] = {
            "number": number,
            "bypass": bypass,
        }
        return self._runner.call(check_number.OPERATION, arguments)

    def get(
        self,
        verification_id: str | int,
    ) -> Verification:
        """Read one verification record."""
        arguments: dict[str, Any] = {
            "verification_id": verification_id,
        }
        return self._runner.call(get_verification.OPERATION, arguments)

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
    ) -> Pages[Verification]:
        """List verification records, one page at a time."""
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
        )


class AsyncVerify:
    """verify: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

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
        tags: SendCodeInputTags | None = None,
        pool_id: str | None = None,
        sender_name: str | None = None,
    ) -> CodeSendResult:
        """Send a one-time verification code by text message."""
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
        return await self._runner.call(send_verification_code.OPERATION, arguments)

    async def check_code(
        self,
        *,
        code: str,
        to: str | None = None,
        verification_id: str | None = None,
    ) -> CodeCheckResult:
        """Check a verification code."""
        arguments: dict[str, Any] = {
            "code": code,
            "to": to,
            "verification_id": verification_id,
        }
        return await self._runner.call(check_verification_code.OPERATION, arguments)

    async def check_number(
        self,
        *,
        number: str,
        bypass: bool | None = None,
    ) -> NumberCheckResult:
        """Check whether a phone number is deliverable."""
        arguments: dict[str, Any] = {
            "number": number,
            "bypass": bypass,
        }
        return await self._runner.call(check_number.OPERATION, arguments)

    async def get(
        self,
        verification_id: str | int,
    ) -> Verification:
        """Read one verification record."""
        arguments: dict[str, Any] = {
            "verification_id": verification_id,
        }
        return await self._runner.call(get_verification.OPERATION, arguments)

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
    ) -> AsyncPages[Verification]:
        """List verification records, one page at a time."""
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
        )
