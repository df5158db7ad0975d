"""The ``link_tags`` operations: descriptors and typed methods."""

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

from ...models.link_tag import LinkTag
from ...models.link_tag_page import LinkTagPage
from ...models.link_tag_sort_field import LinkTagSortField, check_link_tag_sort_field
from ...models.sort_direction import SortDirection, check_sort_direction
from . import (
    create_link_tag,
    delete_link_tag,
    get_link_tag,
    list_link_tags,
    update_link_tag,
)

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    list_link_tags.OPERATION,
    create_link_tag.OPERATION,
    get_link_tag.OPERATION,
    delete_link_tag.OPERATION,
    update_link_tag.OPERATION,
)
"""Every operation of the group, in spec order."""


class LinkTags:
    """link_tags: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> LinkTagsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return LinkTagsWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: LinkTagSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        link_id: int | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[LinkTag]:
        """List link tags, one page at a time, optionally for one link.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
            "link_id": link_id,
        }
        return self._runner.pages(
            list_link_tags.OPERATION,
            arguments,
            LinkTag,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def create(
        self,
        *,
        tag: str,
        **request_options: Unpack[RequestOptions],
    ) -> LinkTag:
        """Create a link tag."""
        arguments: dict[str, Any] = {
            "tag": tag,
        }
        return self._runner.call(create_link_tag.OPERATION, arguments, request_options)

    def get(
        self,
        link_tag_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> LinkTag:
        """Read one link tag."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
        }
        return self._runner.call(get_link_tag.OPERATION, arguments, request_options)

    def delete(
        self,
        link_tag_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete a link tag."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
        }
        return self._runner.call(delete_link_tag.OPERATION, arguments, request_options)

    def update(
        self,
        link_tag_id: int,
        *,
        tag: str,
        **request_options: Unpack[RequestOptions],
    ) -> LinkTag:
        """Rename a link tag."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
            "tag": tag,
        }
        return self._runner.call(update_link_tag.OPERATION, arguments, request_options)


class LinkTagsWithRawResponse:
    """``LinkTags.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: LinkTags) -> None:
        self._resource = resource
        self._runner = resource._runner

    def list(
        self,
        *,
        sort_by: LinkTagSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        link_id: int | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[LinkTag]]:
        """List link tags, one page at a time, optionally for one link. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
            "link_id": link_id,
        }
        return self._runner.raw_first_page(
            list_link_tags.OPERATION,
            arguments,
            LinkTag,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def create(
        self,
        *,
        tag: str,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[LinkTag]:
        """Create a link tag. The raw response."""
        arguments: dict[str, Any] = {
            "tag": tag,
        }
        return self._runner.raw(create_link_tag.OPERATION, arguments, request_options)

    def get(
        self,
        link_tag_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[LinkTag]:
        """Read one link tag. The raw response."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
        }
        return self._runner.raw(get_link_tag.OPERATION, arguments, request_options)

    def delete(
        self,
        link_tag_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete a link tag. The raw response."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
        }
        return self._runner.raw(delete_link_tag.OPERATION, arguments, request_options)

    def update(
        self,
        link_tag_id: int,
        *,
        tag: str,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[LinkTag]:
        """Rename a link tag. The raw response."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
            "tag": tag,
        }
        return self._runner.raw(update_link_tag.OPERATION, arguments, request_options)


class AsyncLinkTags:
    """link_tags: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncLinkTagsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncLinkTagsWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: LinkTagSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        link_id: int | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[LinkTag]:
        """List link tags, one page at a time, optionally for one link.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
            "link_id": link_id,
        }
        return self._runner.pages(
            list_link_tags.OPERATION,
            arguments,
            LinkTag,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def create(
        self,
        *,
        tag: str,
        **request_options: Unpack[RequestOptions],
    ) -> LinkTag:
        """Create a link tag."""
        arguments: dict[str, Any] = {
            "tag": tag,
        }
        return await self._runner.call(
            create_link_tag.OPERATION, arguments, request_options
        )

    async def get(
        self,
        link_tag_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> LinkTag:
        """Read one link tag."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
        }
        return await self._runner.call(
            get_link_tag.OPERATION, arguments, request_options
        )

    async def delete(
        self,
        link_tag_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete a link tag."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
        }
        return await self._runner.call(
            delete_link_tag.OPERATION, arguments, request_options
        )

    async def update(
        self,
        link_tag_id: int,
        *,
        tag: str,
        **request_options: Unpack[RequestOptions],
    ) -> LinkTag:
        """Rename a link tag."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
            "tag": tag,
        }
        return await self._runner.call(
            update_link_tag.OPERATION, arguments, request_options
        )


class AsyncLinkTagsWithRawResponse:
    """``AsyncLinkTags.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncLinkTags) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def list(
        self,
        *,
        sort_by: LinkTagSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        link_id: int | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[LinkTag]]:
        """List link tags, one page at a time, optionally for one link. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
            "link_id": link_id,
        }
        return await self._runner.raw_first_page(
            list_link_tags.OPERATION,
            arguments,
            LinkTag,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def create(
        self,
        *,
        tag: str,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[LinkTag]:
        """Create a link tag. The raw response."""
        arguments: dict[str, Any] = {
            "tag": tag,
        }
        return await self._runner.raw(
            create_link_tag.OPERATION, arguments, request_options
        )

    async def get(
        self,
        link_tag_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[LinkTag]:
        """Read one link tag. The raw response."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
        }
        return await self._runner.raw(
            get_link_tag.OPERATION, arguments, request_options
        )

    async def delete(
        self,
        link_tag_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete a link tag. The raw response."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
        }
        return await self._runner.raw(
            delete_link_tag.OPERATION, arguments, request_options
        )

    async def update(
        self,
        link_tag_id: int,
        *,
        tag: str,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[LinkTag]:
        """Rename a link tag. The raw response."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
            "tag": tag,
        }
        return await self._runner.raw(
            update_link_tag.OPERATION, arguments, request_options
        )
