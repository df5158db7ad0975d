"""The ``groups`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any, Unpack

from ...models.member_counts import MemberCounts
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
from . import add_group_subscribers, get_group_member_counts, remove_group_subscribers

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
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


class GroupsWithRawResponse:
    """``Groups.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Groups) -> None:
        self._resource = resource
        self._runner = resource._runner


class AsyncGroups:
    """groups: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncGroupsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncGroupsWithRawResponse(self)


class AsyncGroupsWithRawResponse:
    """``AsyncGroups.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncGroups) -> None:
        self._resource = resource
        self._runner = resource._runner
