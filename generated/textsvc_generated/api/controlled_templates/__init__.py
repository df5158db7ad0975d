"""The ``controlled_templates`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from ...models.controlled_template import ControlledTemplate
from ...models.controlled_template_page import ControlledTemplatePage
from ...models.sort_direction import SortDirection, check_sort_direction
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
)
from . import (
    get_controlled_template,
    list_controlled_templates,
    list_global_controlled_templates,
)

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    list_controlled_templates.OPERATION,
    list_global_controlled_templates.OPERATION,
    get_controlled_template.OPERATION,
)
"""Every operation of the group, in spec order."""


class ControlledTemplates:
    """controlled_templates: one method per operation of the spec."""

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
    ) -> Pages[ControlledTemplate]:
        """List controlled templates, one page at a time."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_controlled_templates.OPERATION,
            arguments,
            ControlledTemplate,
            page=page,
            page_size=page_size,
        )

    def list_global(
        self,
    ) -> builtins.list[ControlledTemplate]:
        """List the global controlled templates (unverified toll-free templates); not paginated."""
        arguments: dict[str, Any] = {}
        return self._runner.call(list_global_controlled_templates.OPERATION, arguments)

    def get(
        self,
        controlled_template_id: int,
    ) -> ControlledTemplate:
        """Read one controlled template."""
        arguments: dict[str, Any] = {
            "controlled_template_id": controlled_template_id,
        }
        return self._runner.call(get_controlled_template.OPERATION, arguments)


class AsyncControlledTemplates:
    """controlled_templates: one method per operation of the spec."""

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
    ) -> AsyncPages[ControlledTemplate]:
        """List controlled templates, one page at a time."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_controlled_templates.OPERATION,
            arguments,
            ControlledTemplate,
            page=page,
            page_size=page_size,
        )

    async def list_global(
        self,
    ) -> builtins.list[ControlledTemplate]:
        """List the global controlled templates (unverified toll-free templates); not paginated."""
        arguments: dict[str, Any] = {}
        return await self._runner.call(
            list_global_controlled_templates.OPERATION, arguments
        )

    async def get(
        self,
        controlled_template_id: int,
    ) -> ControlledTemplate:
        """Read one controlled template."""
        arguments: dict[str, Any] = {
            "controlled_template_id": controlled_template_id,
        }
        return await self._runner.call(get_controlled_template.OPERATION, arguments)
