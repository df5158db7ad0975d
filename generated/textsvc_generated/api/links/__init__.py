"""The ``links`` operations: descriptors and typed methods."""

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

from ...models.link import Link
from ...models.link_page import LinkPage
from ...models.sort_direction import SortDirection, check_sort_direction
from . import create_link, get_link, list_links

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    list_links.OPERATION,
    create_link.OPERATION,
    get_link.OPERATION,
)
"""Every operation of the group, in spec order."""


class Links:
    """links: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> LinksWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return LinksWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[Link]:
        """List links, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_links.OPERATION,
            arguments,
            Link,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def create(
        self,
        *,
        url: str,
        **request_options: Unpack[RequestOptions],
    ) -> Link:
        """Create a link."""
        arguments: dict[str, Any] = {
            "url": url,
        }
        return self._runner.call(create_link.OPERATION, arguments, request_options)

    def get(
        self,
        link_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> Link:
        """Read one link."""
        arguments: dict[str, Any] = {
            "link_id": link_id,
        }
        return self._runner.call(get_link.OPERATION, arguments, request_options)


class LinksWithRawResponse:
    """``Links.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Links) -> None:
        self._resource = resource
        self._runner = resource._runner

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Link]]:
        """List links, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.raw_first_page(
            list_links.OPERATION,
            arguments,
            Link,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def create(
        self,
        *,
        url: str,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Link]:
        """Create a link. The raw response."""
        arguments: dict[str, Any] = {
            "url": url,
        }
        return self._runner.raw(create_link.OPERATION, arguments, request_options)

    def get(
        self,
        link_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Link]:
        """Read one link. The raw response."""
        arguments: dict[str, Any] = {
            "link_id": link_id,
        }
        return self._runner.raw(get_link.OPERATION, arguments, request_options)


class AsyncLinks:
    """links: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncLinksWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncLinksWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[Link]:
        """List links, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_links.OPERATION,
            arguments,
            Link,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def create(
        self,
        *,
        url: str,
        **request_options: Unpack[RequestOptions],
    ) -> Link:
        """Create a link."""
        arguments: dict[str, Any] = {
            "url": url,
        }
        return await self._runner.call(
            create_link.OPERATION, arguments, request_options
        )

    async def get(
        self,
        link_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> Link:
        """Read one link."""
        arguments: dict[str, Any] = {
            "link_id": link_id,
        }
        return await self._runner.call(get_link.OPERATION, arguments, request_options)


class AsyncLinksWithRawResponse:
    """``AsyncLinks.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncLinks) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Link]]:
        """List links, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return await self._runner.raw_first_page(
            list_links.OPERATION,
            arguments,
            Link,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def create(
        self,
        *,
        url: str,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Link]:
        """Create a link. The raw response."""
        arguments: dict[str, Any] = {
            "url": url,
        }
        return await self._runner.raw(create_link.OPERATION, arguments, request_options)

    async def get(
        self,
        link_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Link]:
        """Read one link. The raw response."""
        arguments: dict[str, Any] = {
            "link_id": link_id,
        }
        return await self._runner.raw(get_link.OPERATION, arguments, request_options)
