"""The ``keywords`` operations: descriptors and typed methods."""

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

from ...models.keyword import Keyword
from ...models.keyword_page import KeywordPage
from ...models.keyword_sort_field import KeywordSortField, check_keyword_sort_field
from ...models.sort_direction import SortDirection, check_sort_direction
from . import get_keyword, get_main_keyword, list_keywords

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    list_keywords.OPERATION,
    get_main_keyword.OPERATION,
    get_keyword.OPERATION,
)
"""Every operation of the group, in spec order."""


class Keywords:
    """keywords: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> KeywordsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return KeywordsWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: KeywordSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[Keyword]:
        """List keywords, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_keywords.OPERATION,
            arguments,
            Keyword,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def main(
        self,
        **request_options: Unpack[RequestOptions],
    ) -> Keyword:
        """Read the account's main keyword."""
        arguments: dict[str, Any] = {}
        return self._runner.call(get_main_keyword.OPERATION, arguments, request_options)

    def get(
        self,
        keyword_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> Keyword:
        """Read one keyword."""
        arguments: dict[str, Any] = {
            "keyword_id": keyword_id,
        }
        return self._runner.call(get_keyword.OPERATION, arguments, request_options)


class KeywordsWithRawResponse:
    """``Keywords.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Keywords) -> None:
        self._resource = resource
        self._runner = resource._runner

    def list(
        self,
        *,
        sort_by: KeywordSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Keyword]]:
        """List keywords, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.raw_first_page(
            list_keywords.OPERATION,
            arguments,
            Keyword,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def main(
        self,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Keyword]:
        """Read the account's main keyword. The raw response."""
        arguments: dict[str, Any] = {}
        return self._runner.raw(get_main_keyword.OPERATION, arguments, request_options)

    def get(
        self,
        keyword_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Keyword]:
        """Read one keyword. The raw response."""
        arguments: dict[str, Any] = {
            "keyword_id": keyword_id,
        }
        return self._runner.raw(get_keyword.OPERATION, arguments, request_options)


class AsyncKeywords:
    """keywords: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncKeywordsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncKeywordsWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: KeywordSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[Keyword]:
        """List keywords, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_keywords.OPERATION,
            arguments,
            Keyword,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def main(
        self,
        **request_options: Unpack[RequestOptions],
    ) -> Keyword:
        """Read the account's main keyword."""
        arguments: dict[str, Any] = {}
        return await self._runner.call(
            get_main_keyword.OPERATION, arguments, request_options
        )

    async def get(
        self,
        keyword_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> Keyword:
        """Read one keyword."""
        arguments: dict[str, Any] = {
            "keyword_id": keyword_id,
        }
        return await self._runner.call(
            get_keyword.OPERATION, arguments, request_options
        )


class AsyncKeywordsWithRawResponse:
    """``AsyncKeywords.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncKeywords) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def list(
        self,
        *,
        sort_by: KeywordSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Keyword]]:
        """List keywords, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return await self._runner.raw_first_page(
            list_keywords.OPERATION,
            arguments,
            Keyword,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def main(
        self,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Keyword]:
        """Read the account's main keyword. The raw response."""
        arguments: dict[str, Any] = {}
        return await self._runner.raw(
            get_main_keyword.OPERATION, arguments, request_options
        )

    async def get(
        self,
        keyword_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Keyword]:
        """Read one keyword. The raw response."""
        arguments: dict[str, Any] = {
            "keyword_id": keyword_id,
        }
        return await self._runner.raw(get_keyword.OPERATION, arguments, request_options)
