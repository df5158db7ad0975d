"""The ``groups`` operations: descriptors and typed methods."""

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

from ...models.group import Group
from ...models.group_page import GroupPage
from ...models.member_counts import MemberCounts
from ...models.sort_direction import SortDirection, check_sort_direction
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

    def member_counts(
        self,
        group_ids: Iterable[int],
        **request_options: Unpack[RequestOptions],
    ) -> dict[int, int]:
        """Read the member counts of several groups."""
        arguments: dict[str, Any] = {
            "group_ids": group_ids,
        }
        return self._runner.call(
            get_group_member_counts.OPERATION, arguments, request_options
        )

    def add_subscribers(
        self,
        group_id: int,
        subscriber_ids: Iterable[int],
        **request_options: Unpack[IdempotentRequestOptions],
    ) -> builtins.list[Applied[None]]:
        """Add up to 1000 subscribers to a group.

        At most 1000 records per request; rate limited to 5 requests every 15 seconds, counted per
        account.
        """
        arguments: dict[str, Any] = {
            "group_id": group_id,
            "subscriber_ids": subscriber_ids,
        }
        return self._runner.call(
            add_group_subscribers.OPERATION, arguments, request_options
        )

    def remove_subscribers(
        self,
        group_id: int,
        subscriber_ids: Iterable[int],
        **request_options: Unpack[IdempotentRequestOptions],
    ) -> builtins.list[Applied[None]]:
        """Remove up to 1000 subscribers from a group.

        At most 1000 records per request; rate limited to 5 requests every 15 seconds, counted per
        account.
        """
        arguments: dict[str, Any] = {
            "group_id": group_id,
            "subscriber_ids": subscriber_ids,
        }
        return self._runner.call(
            remove_group_subscribers.OPERATION, arguments, request_options
        )


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
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.raw_first_page(
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
    ) -> RawResult[Group]:
        """Create a group. The raw response."""
        arguments: dict[str, Any] = {
            "name": name,
        }
        return self._runner.raw(create_group.OPERATION, arguments, request_options)

    def get(
        self,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Group]:
        """Read one group. The raw response."""
        arguments: dict[str, Any] = {
            "group_id": group_id,
        }
        return self._runner.raw(get_group.OPERATION, arguments, request_options)

    def delete(
        self,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete a group. The raw response."""
        arguments: dict[str, Any] = {
            "group_id": group_id,
        }
        return self._runner.raw(delete_group.OPERATION, arguments, request_options)

    def update(
        self,
        group_id: int,
        *,
        name: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Group]:
        """Update a group. The raw response."""
        arguments: dict[str, Any] = {
            "group_id": group_id,
            "name": name,
        }
        return self._runner.raw(update_group.OPERATION, arguments, request_options)

    def member_counts(
        self,
        group_ids: Iterable[int],
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[dict[int, int]]:
        """Read the member counts of several groups. The raw response."""
        arguments: dict[str, Any] = {
            "group_ids": group_ids,
        }
        return self._runner.raw(
            get_group_member_counts.OPERATION, arguments, request_options
        )

    def add_subscribers(
        self,
        group_id: int,
        subscriber_ids: Iterable[int],
        **request_options: Unpack[IdempotentRequestOptions],
    ) -> RawResult[builtins.list[Applied[None]]]:
        """Add up to 1000 subscribers to a group. The raw response."""
        arguments: dict[str, Any] = {
            "group_id": group_id,
            "subscriber_ids": subscriber_ids,
        }
        return self._runner.raw(
            add_group_subscribers.OPERATION, arguments, request_options
        )

    def remove_subscribers(
        self,
        group_id: int,
        subscriber_ids: Iterable[int],
        **request_options: Unpack[IdempotentRequestOptions],
    ) -> RawResult[builtins.list[Applied[None]]]:
        """Remove up to 1000 subscribers from a group. The raw response."""
        arguments: dict[str, Any] = {
            "group_id": group_id,
            "subscriber_ids": subscriber_ids,
        }
        return self._runner.raw(
            remove_group_subscribers.OPERATION, arguments, request_options
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

    async def member_counts(
        self,
        group_ids: Iterable[int],
        **request_options: Unpack[RequestOptions],
    ) -> dict[int, int]:
        """Read the member counts of several groups."""
        arguments: dict[str, Any] = {
            "group_ids": group_ids,
        }
        return await self._runner.call(
            get_group_member_counts.OPERATION, arguments, request_options
        )

    async def add_subscribers(
        self,
        group_id: int,
        subscriber_ids: Iterable[int],
        **request_options: Unpack[IdempotentRequestOptions],
    ) -> builtins.list[Applied[None]]:
        """Add up to 1000 subscribers to a group.

        At most 1000 records per request; rate limited to 5 requests every 15 seconds, counted per
        account.
        """
        arguments: dict[str, Any] = {
            "group_id": group_id,
            "subscriber_ids": subscriber_ids,
        }
        return await self._runner.call(
            add_group_subscribers.OPERATION, arguments, request_options
        )

    async def remove_subscribers(
        self,
        group_id: int,
        subscriber_ids: Iterable[int],
        **request_options: Unpack[IdempotentRequestOptions],
    ) -> builtins.list[Applied[None]]:
        """Remove up to 1000 subscribers from a group.

        At most 1000 records per request; rate limited to 5 requests every 15 seconds, counted per
        account.
        """
        arguments: dict[str, Any] = {
            "group_id": group_id,
            "subscriber_ids": subscriber_ids,
        }
        return await self._runner.call(
            remove_group_subscribers.OPERATION, arguments, request_options
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
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return await self._runner.raw_first_page(
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
    ) -> RawResult[Group]:
        """Create a group. The raw response."""
        arguments: dict[str, Any] = {
            "name": name,
        }
        return await self._runner.raw(
            create_group.OPERATION, arguments, request_options
        )

    async def get(
        self,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Group]:
        """Read one group. The raw response."""
        arguments: dict[str, Any] = {
            "group_id": group_id,
        }
        return await self._runner.raw(get_group.OPERATION, arguments, request_options)

    async def delete(
        self,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete a group. The raw response."""
        arguments: dict[str, Any] = {
            "group_id": group_id,
        }
        return await self._runner.raw(
            delete_group.OPERATION, arguments, request_options
        )

    async def update(
        self,
        group_id: int,
        *,
        name: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Group]:
        """Update a group. The raw response."""
        arguments: dict[str, Any] = {
            "group_id": group_id,
            "name": name,
        }
        return await self._runner.raw(
            update_group.OPERATION, arguments, request_options
        )

    async def member_counts(
        self,
        group_ids: Iterable[int],
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[dict[int, int]]:
        """Read the member counts of several groups. The raw response."""
        arguments: dict[str, Any] = {
            "group_ids": group_ids,
        }
        return await self._runner.raw(
            get_group_member_counts.OPERATION, arguments, request_options
        )

    async def add_subscribers(
        self,
        group_id: int,
        subscriber_ids: Iterable[int],
        **request_options: Unpack[IdempotentRequestOptions],
    ) -> RawResult[builtins.list[Applied[None]]]:
        """Add up to 1000 subscribers to a group. The raw response."""
        arguments: dict[str, Any] = {
            "group_id": group_id,
            "subscriber_ids": subscriber_ids,
        }
        return await self._runner.raw(
            add_group_subscribers.OPERATION, arguments, request_options
        )

    async def remove_subscribers(
        self,
        group_id: int,
        subscriber_ids: Iterable[int],
        **request_options: Unpack[IdempotentRequestOptions],
    ) -> RawResult[builtins.list[Applied[None]]]:
        """Remove up to 1000 subscribers from a group. The raw response."""
        arguments: dict[str, Any] = {
            "group_id": group_id,
            "subscriber_ids": subscriber_ids,
        }
        return await self._runner.raw(
            remove_group_subscribers.OPERATION, arguments, request_options
        )
