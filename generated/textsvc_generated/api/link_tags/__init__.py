"""The ``link_tags`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from ...models.link_tag import LinkTag
from ...models.link_tag_page import LinkTagPage
from ...models.sort_direction import SortDirection, check_sort_direction
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
)
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
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        link_id: int | None = None,
        page: int = 0,
        page_size: int | None = None,
    ) -> Pages[LinkTag]:
        """List link tags, one page at a time, optionally for one link."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
            "link_id": link_id,
        }
        return self._runner.pages(
            list_link_tags.OPERATION, arguments, LinkTag, page=page, page_size=page_size
        )

    def create(
        self,
        *,
        tag: str,
    ) -> LinkTag:
        """Create a link tag."""
        arguments: dict[str, Any] = {
            "tag": tag,
        }
        return self._runner.call(create_link_tag.OPERATION, arguments)

    def get(
        self,
        link_tag_id: int,
    ) -> LinkTag:
        """Read one link tag."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
        }
        return self._runner.call(get_link_tag.OPERATION, arguments)

    def delete(
        self,
        link_tag_id: int,
    ) -> None:
        """Delete a link tag."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
        }
        return self._runner.call(delete_link_tag.OPERATION, arguments)

    def update(
        self,
        link_tag_id: int,
        *,
        tag: str,
    ) -> LinkTag:
        """Rename a link tag."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
            "tag": tag,
        }
        return self._runner.call(update_link_tag.OPERATION, arguments)


class AsyncLinkTags:
    """link_tags: one method per operation of the spec."""

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
        link_id: int | None = None,
        page: int = 0,
        page_size: int | None = None,
    ) -> AsyncPages[LinkTag]:
        """List link tags, one page at a time, optionally for one link."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
            "link_id": link_id,
        }
        return self._runner.pages(
            list_link_tags.OPERATION, arguments, LinkTag, page=page, page_size=page_size
        )

    async def create(
        self,
        *,
        tag: str,
    ) -> LinkTag:
        """Create a link tag."""
        arguments: dict[str, Any] = {
            "tag": tag,
        }
        return await self._runner.call(create_link_tag.OPERATION, arguments)

    async def get(
        self,
        link_tag_id: int,
    ) -> LinkTag:
        """Read one link tag."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
        }
        return await self._runner.call(get_link_tag.OPERATION, arguments)

    async def delete(
        self,
        link_tag_id: int,
    ) -> None:
        """Delete a link tag."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
        }
        return await self._runner.call(delete_link_tag.OPERATION, arguments)

    async def update(
        self,
        link_tag_id: int,
        *,
        tag: str,
    ) -> LinkTag:
        """Rename a link tag."""
        arguments: dict[str, Any] = {
            "link_tag_id": link_tag_id,
            "tag": tag,
        }
        return await self._runner.call(update_link_tag.OPERATION, arguments)
