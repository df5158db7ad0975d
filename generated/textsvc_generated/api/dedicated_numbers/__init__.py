"""The ``dedicated_numbers`` operations: descriptors and typed methods."""

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

from ...models.dedicated_number import DedicatedNumber
from ...models.dedicated_number_page import DedicatedNumberPage
from ...models.dedicated_number_sort_field import (
    DedicatedNumberSortField,
    check_dedicated_number_sort_field,
)
from ...models.sort_direction import SortDirection, check_sort_direction
from . import list_dedicated_numbers

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (list_dedicated_numbers.OPERATION,)
"""Every operation of the group, in spec order."""


class DedicatedNumbers:
    """dedicated_numbers: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> DedicatedNumbersWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return DedicatedNumbersWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: DedicatedNumberSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[DedicatedNumber]:
        """List the account's dedicated numbers, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_dedicated_numbers.OPERATION,
            arguments,
            DedicatedNumber,
            page=page,
            page_size=page_size,
            options=request_options,
        )


class DedicatedNumbersWithRawResponse:
    """``DedicatedNumbers.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: DedicatedNumbers) -> None:
        self._resource = resource
        self._runner = resource._runner

    def list(
        self,
        *,
        sort_by: DedicatedNumberSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[DedicatedNumber]]:
        """List the account's dedicated numbers, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.raw_first_page(
            list_dedicated_numbers.OPERATION,
            arguments,
            DedicatedNumber,
            page=page,
            page_size=page_size,
            options=request_options,
        )


class AsyncDedicatedNumbers:
    """dedicated_numbers: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncDedicatedNumbersWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncDedicatedNumbersWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: DedicatedNumberSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[DedicatedNumber]:
        """List the account's dedicated numbers, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_dedicated_numbers.OPERATION,
            arguments,
            DedicatedNumber,
            page=page,
            page_size=page_size,
            options=request_options,
        )


class AsyncDedicatedNumbersWithRawResponse:
    """``AsyncDedicatedNumbers.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncDedicatedNumbers) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def list(
        self,
        *,
        sort_by: DedicatedNumberSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[DedicatedNumber]]:
        """List the account's dedicated numbers, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return await self._runner.raw_first_page(
            list_dedicated_numbers.OPERATION,
            arguments,
            DedicatedNumber,
            page=page,
            page_size=page_size,
            options=request_options,
        )
