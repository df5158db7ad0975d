"""The ``groups`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from ...models.member_counts import MemberCounts
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
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
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)


class AsyncGroups:
    """groups: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)
