"""The ``keywords`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from ...models.keyword import Keyword
from ...models.keyword_page import KeywordPage
from ...models.sort_direction import SortDirection, check_sort_direction
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
)
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
    ) -> Pages[Keyword]:
        """List keywords, one page at a time."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_keywords.OPERATION, arguments, Keyword, page=page, page_size=page_size
        )

    def main(
        self,
    ) -> Keyword:
        """Read the account's main keyword."""
        arguments: dict[str, Any] = {}
        return self._runner.call(get_main_keyword.OPERATION, arguments)

    def get(
        self,
        keyword_id: int,
    ) -> Keyword:
        """Read one keyword."""
        arguments: dict[str, Any] = {
            "keyword_id": keyword_id,
        }
        return self._runner.call(get_keyword.OPERATION, arguments)


class AsyncKeywords:
    """keywords: one method per operation of the spec."""

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
    ) -> AsyncPages[Keyword]:
        """List keywords, one page at a time."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_keywords.OPERATION, arguments, Keyword, page=page, page_size=page_size
        )

    async def main(
        self,
    ) -> Keyword:
        """Read the account's main keyword."""
        arguments: dict[str, Any] = {}
        return await self._runner.call(get_main_keyword.OPERATION, arguments)

    async def get(
        self,
        keyword_id: int,
    ) -> Keyword:
        """Read one keyword."""
        arguments: dict[str, Any] = {
            "keyword_id": keyword_id,
        }
        return await self._runner.call(get_keyword.OPERATION, arguments)
