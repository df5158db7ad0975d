"""The ``templates`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from ...models.sort_direction import SortDirection, check_sort_direction
from ...models.template import Template
from ...models.template_page import TemplatePage
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
)
from . import (
    create_template,
    get_template,
    list_templates,
    post_template,
    update_template,
)

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    list_templates.OPERATION,
    create_template.OPERATION,
    get_template.OPERATION,
    post_template.OPERATION,
    update_template.OPERATION,
)
"""Every operation of the group, in spec order."""


class Templates:
    """templates: one method per operation of the spec."""

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
    ) -> Pages[Template]:
        """List templates, one page at a time."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_templates.OPERATION,
            arguments,
            Template,
            page=page,
            page_size=page_size,
        )

    def create(
        self,
        *,
        message: str,
        name: str | None = None,
        attachment: str | None = None,
        is_mms: bool | None = None,
    ) -> Template:
        """Create a message template."""
        arguments: dict[str, Any] = {
            "message": message,
            "name": name,
            "attachment": attachment,
            "is_mms": is_mms,
        }
        return self._runner.call(create_template.OPERATION, arguments)

    def get(
        self,
        template_id: str | int,
        *,
        is_mms: bool | str,
    ) -> Template:
        """Read one template."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "is_mms": is_mms,
        }
        return self._runner.call(get_template.OPERATION, arguments)

    def post(
        self,
        template_id: str | int,
        *,
        is_mms: bool | None = None,
    ) -> None:
        """POST to a template; the document does not show its effect or purpose."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "is_mms": is_mms,
        }
        return self._runner.call(post_template.OPERATION, arguments)

    def update(
        self,
        template_id: str | int,
        *,
        message: str,
        name: str | None = None,
        attachment: str | None = None,
        is_mms: bool | None = None,
    ) -> Template:
        """Update a template; the body is as on create."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "message": message,
            "name": name,
            "attachment": attachment,
            "is_mms": is_mms,
        }
        return self._runner.call(update_template.OPERATION, arguments)


class AsyncTemplates:
    """templates: one method per operation of the spec."""

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
    ) -> AsyncPages[Template]:
        """List templates, one page at a time."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_templates.OPERATION,
            arguments,
            Template,
            page=page,
            page_size=page_size,
        )

    async def create(
        self,
        *,
        message: str,
        name: str | None = None,
        attachment: str | None = None,
        is_mms: bool | None = None,
    ) -> Template:
        """Create a message template."""
        arguments: dict[str, Any] = {
            "message": message,
            "name": name,
            "attachment": attachment,
            "is_mms": is_mms,
        }
        return await self._runner.call(create_template.OPERATION, arguments)

    async def get(
        self,
        template_id: str | int,
        *,
        is_mms: bool | str,
    ) -> Template:
        """Read one template."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "is_mms": is_mms,
        }
        return await self._runner.call(get_template.OPERATION, arguments)

    async def post(
        self,
        template_id: str | int,
        *,
        is_mms: bool | None = None,
    ) -> None:
        """POST to a template; the document does not show its effect or purpose."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "is_mms": is_mms,
        }
        return await self._runner.call(post_template.OPERATION, arguments)

    async def update(
        self,
        template_id: str | int,
        *,
        message: str,
        name: str | None = None,
        attachment: str | None = None,
        is_mms: bool | None = None,
    ) -> Template:
        """Update a template; the body is as on create."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "message": message,
            "name": name,
            "attachment": attachment,
            "is_mms": is_mms,
        }
        return await self._runner.call(update_template.OPERATION, arguments)
