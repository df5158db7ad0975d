"""The ``dedicated_numbers`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from ...models.dedicated_number import DedicatedNumber
from ...models.dedicated_number_page import DedicatedNumberPage
from ...models.sort_direction import SortDirection, check_sort_direction
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
)
from . import list_dedicated_numbers

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (list_dedicated_numbers.OPERATION,)
"""Every operation of the group, in spec order."""


class DedicatedNumbers:
    """dedicated_numbers: one method per operation of the spec."""

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
        page: int = 0,
        page_size: int | None = None,
    ) -> Pages[DedicatedNumber]:
        """List the account's dedicated numbers, one page at a time."""
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
        )


class AsyncDedicatedNumbers:
    """dedicated_numbers: one method per operation of the spec."""

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
        page: int = 0,
        page_size: int | None = None,
    ) -> AsyncPages[DedicatedNumber]:
        """List the account's dedicated numbers, one page at a time."""
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
        )
