"""The ``controlled_templates`` operations: descriptors and typed methods."""

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

from ...models.controlled_template import ControlledTemplate
from ...models.controlled_template_page import ControlledTemplatePage
from ...models.controlled_template_sort_field import (
    ControlledTemplateSortField,
    check_controlled_template_sort_field,
)
from ...models.sort_direction import SortDirection, check_sort_direction
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
    def with_raw_response(self) -> ControlledTemplatesWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return ControlledTemplatesWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: ControlledTemplateSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[ControlledTemplate]:
        """List controlled templates, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
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
            options=request_options,
        )

    def list_global(
        self,
        **request_options: Unpack[RequestOptions],
    ) -> builtins.list[ControlledTemplate]:
        """List the global controlled templates (unverified toll-free templates); not paginated."""
        arguments: dict[str, Any] = {}
        return self._runner.call(
            list_global_controlled_templates.OPERATION, arguments, request_options
        )

    def get(
        self,
        controlled_template_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> ControlledTemplate:
        """Read one controlled template."""
        arguments: dict[str, Any] = {
            "controlled_template_id": controlled_template_id,
        }
        return self._runner.call(
            get_controlled_template.OPERATION, arguments, request_options
        )


class ControlledTemplatesWithRawResponse:
    """``ControlledTemplates.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: ControlledTemplates) -> None:
        self._resource = resource
        self._runner = resource._runner

    def list(
        self,
        *,
        sort_by: ControlledTemplateSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[ControlledTemplate]]:
        """List controlled templates, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.raw_first_page(
            list_controlled_templates.OPERATION,
            arguments,
            ControlledTemplate,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def list_global(
        self,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[builtins.list[ControlledTemplate]]:
        """List the global controlled templates (unverified toll-free templates); not paginated. The raw response."""
        arguments: dict[str, Any] = {}
        return self._runner.raw(
            list_global_controlled_templates.OPERATION, arguments, request_options
        )

    def get(
        self,
        controlled_template_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[ControlledTemplate]:
        """Read one controlled template. The raw response."""
        arguments: dict[str, Any] = {
            "controlled_template_id": controlled_template_id,
        }
        return self._runner.raw(
            get_controlled_template.OPERATION, arguments, request_options
        )


class AsyncControlledTemplates:
    """controlled_templates: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncControlledTemplatesWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncControlledTemplatesWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: ControlledTemplateSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[ControlledTemplate]:
        """List controlled templates, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
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
            options=request_options,
        )

    async def list_global(
        self,
        **request_options: Unpack[RequestOptions],
    ) -> builtins.list[ControlledTemplate]:
        """List the global controlled templates (unverified toll-free templates); not paginated."""
        arguments: dict[str, Any] = {}
        return await self._runner.call(
            list_global_controlled_templates.OPERATION, arguments, request_options
        )

    async def get(
        self,
        controlled_template_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> ControlledTemplate:
        """Read one controlled template."""
        arguments: dict[str, Any] = {
            "controlled_template_id": controlled_template_id,
        }
        return await self._runner.call(
            get_controlled_template.OPERATION, arguments, request_options
        )


class AsyncControlledTemplatesWithRawResponse:
    """``AsyncControlledTemplates.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncControlledTemplates) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def list(
        self,
        *,
        sort_by: ControlledTemplateSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[ControlledTemplate]]:
        """List controlled templates, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return await self._runner.raw_first_page(
            list_controlled_templates.OPERATION,
            arguments,
            ControlledTemplate,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def list_global(
        self,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[builtins.list[ControlledTemplate]]:
        """List the global controlled templates (unverified toll-free templates); not paginated. The raw response."""
        arguments: dict[str, Any] = {}
        return await self._runner.raw(
            list_global_controlled_templates.OPERATION, arguments, request_options
        )

    async def get(
        self,
        controlled_template_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[ControlledTemplate]:
        """Read one controlled template. The raw response."""
        arguments: dict[str, Any] = {
            "controlled_template_id": controlled_template_id,
        }
        return await self._runner.raw(
            get_controlled_template.OPERATION, arguments, request_options
        )
