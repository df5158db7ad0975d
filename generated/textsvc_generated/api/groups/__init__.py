"""The ``groups`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any, Unpack

from ...models.group import Group
from ...models.group_page import GroupPage
from ...models.member_counts import MemberCounts
from ...models.sort_direction import SortDirection, check_sort_direction
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
    RawResult,
    RequestOptions,
    RowPage,
)
from . import (
    add_group_subscribers,
    create_group,
    delete_group,
    get_group,
    get_group_member_counts,
    list_groups,
    remove_group_subscribers,
    update_group,
)

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    list_groups.OPERATION,
    create_group.OPERATION,
    get_group.OPERATION,
    delete_group.OPERATION,
    update_group.OPERATION,
    get_group_member_counts.OPERATION,
    add_group_subscribers.OPERATION,
    remove_group_subscribers.OPERATION,
)
"""Every operation of the group, in spec order."""


class Groups:
    """groups: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> GroupsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return GroupsWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[Group]:
        """List groups, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_groups.OPERATION,
            arguments,
            Group,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def create(
        self,
        *,
        name: str,
        **request_options: Unpack[RequestOptions],
    ) -> Group:
        """Create a group."""
        arguments: dict[str, Any] = {
            "name": name,
        }
        return self._runner.call(create_group.OPERATION, arguments, request_options)

    def get(
        self,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> Group:
        """Read one group."""
        arguments: dict[str, Any] = {
            "group_id": group_id,
        }
        return self._runner.call(get_group.OPERATION, arguments, request_options)

    def delete(
        self,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete a group."""
        arguments: dict[str, Any] = {
            "group_id": group_id,
        }
        return self._runner.call(delete_group.OPERATION, arguments, request_options)

    def update(
        self,
        group_id: int,
        *,
        name: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Group:
        """Update a group."""
        arguments: dict[str, Any] = {
            "group_id": group_id,
            "name": name,
        }
        return self._runner.call(update_group.OPERATION, arguments, request_options)


class GroupsWithRawResponse:
    """``Groups.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Groups) -> None:
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
    ) -> RawResult[RowPage[Group]]:
        """List groups, one page at a time. The raw response of the first page."""
        return self._runner.raw_first_page(
            lambda: self._resource.list(
                sort_by=sort_by,
                sort_direction=sort_direction,
                query=query,
                page=page,
                page_size=page_size,
                **request_options,
            )
        )

    def create(
        self,
        *,
        name: str,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Group]:
        """Create a group. The raw response."""
        return self._runner.raw(
            lambda: self._resource.create(
                name=name,
                **request_options,
            )
        )

    def get(
        self,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Group]:
        """Read one group. The raw response."""
        return self._runner.raw(
            lambda: self._resource.get(
                group_id,
                **request_options,
            )
        )

    def delete(
        self,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete a group. The raw response."""
        return self._runner.raw(
            lambda: self._resource.delete(
                group_id,
                **request_options,
            )
        )

    def update(
        self,
        group_id: int,
        *,
        name: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Group]:
        """Update a group. The raw response."""
        return self._runner.raw(
            lambda: self._resource.update(
                group_id,
                name=name,
                **request_options,
            )
        )


class AsyncGroups:
    """groups: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncGroupsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncGroupsWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[Group]:
        """List groups, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_groups.OPERATION,
            arguments,
            Group,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def create(
        self,
        *,
        name: str,
        **request_options: Unpack[RequestOptions],
    ) -> Group:
        """Create a group."""
        arguments: dict[str, Any] = {
            "name": name,
        }
        return await self._runner.call(
            create_group.OPERATION, arguments, request_options
        )

    async def get(
        self,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> Group:
        """Read one group."""
        arguments: dict[str, Any] = {
            "group_id": group_id,
        }
        return await self._runner.call(get_group.OPERATION, arguments, request_options)

    async def delete(
        self,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete a group."""
        arguments: dict[str, Any] = {
            "group_id": group_id,
        }
        return await self._runner.call(
            delete_group.OPERATION, arguments, request_options
        )

    async def update(
        self,
        group_id: int,
        *,
        name: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Group:
        """Update a group."""
        arguments: dict[str, Any] = {
            "group_id": group_id,
            "name": name,
        }
        return await self._runner.call(
            update_group.OPERATION, arguments, request_options
        )


class AsyncGroupsWithRawResponse:
    """``AsyncGroups.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncGroups) -> None:
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
    ) -> RawResult[RowPage[Group]]:
        """List groups, one page at a time. The raw response of the first page."""
        return await self._runner.raw_first_page(
            lambda: self._resource.list(
                sort_by=sort_by,
                sort_direction=sort_direction,
                query=query,
                page=page,
                page_size=page_size,
                **request_options,
            )
        )

    async def create(
        self,
        *,
        name: str,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Group]:
        """Create a group. The raw response."""
        return await self._runner.raw(
            lambda: self._resource.create(
                name=name,
                **request_options,
            )
        )

    async def get(
        self,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Group]:
        """Read one group. The raw response."""
        return await self._runner.raw(
            lambda: self._resource.get(
                group_id,
                **request_options,
            )
        )

    async def delete(
        self,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete a group. The raw response."""
        return await self._runner.raw(
            lambda: self._resource.delete(
                group_id,
                **request_options,
            )
        )

    async def update(
        self,
        group_id: int,
        *,
        name: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Group]:
        """Update a group. The raw response."""
        return await self._runner.raw(
            lambda: self._resource.update(
                group_id,
                name=name,
                **request_options,
            )
        )
