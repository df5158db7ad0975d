"""The ``templates`` operations: descriptors and typed methods."""

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

from ...models.sort_direction import SortDirection, check_sort_direction
from ...models.template import Template
from ...models.template_page import TemplatePage
from ...models.template_sort_field import TemplateSortField, check_template_sort_field
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
    def with_raw_response(self) -> TemplatesWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return TemplatesWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: TemplateSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[Template]:
        """List templates, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
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
            options=request_options,
        )

    def create(
        self,
        *,
        message: str,
        name: str | None = None,
        attachment: str | None = None,
        is_mms: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Template:
        """Create a message template.

        The MMS flag is sent as `isMMS` and read back as `mms`.
        """
        arguments: dict[str, Any] = {
            "message": message,
            "name": name,
            "attachment": attachment,
            "is_mms": is_mms,
        }
        return self._runner.call(create_template.OPERATION, arguments, request_options)

    def get(
        self,
        template_id: str | int,
        *,
        is_mms: bool | str,
        **request_options: Unpack[RequestOptions],
    ) -> Template:
        """Read one template."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "is_mms": is_mms,
        }
        return self._runner.call(get_template.OPERATION, arguments, request_options)

    def post(
        self,
        template_id: str | int,
        *,
        is_mms: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """POST to a template; the document does not show its effect or purpose."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "is_mms": is_mms,
        }
        return self._runner.call(post_template.OPERATION, arguments, request_options)

    def update(
        self,
        template_id: str | int,
        *,
        message: str,
        name: str | None = None,
        attachment: str | None = None,
        is_mms: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Template:
        """Update a template; the body is as on create."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "message": message,
            "name": name,
            "attachment": attachment,
            "is_mms": is_mms,
        }
        return self._runner.call(update_template.OPERATION, arguments, request_options)


class TemplatesWithRawResponse:
    """``Templates.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Templates) -> None:
        self._resource = resource
        self._runner = resource._runner

    def list(
        self,
        *,
        sort_by: TemplateSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Template]]:
        """List templates, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.raw_first_page(
            list_templates.OPERATION,
            arguments,
            Template,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def create(
        self,
        *,
        message: str,
        name: str | None = None,
        attachment: str | None = None,
        is_mms: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Template]:
        """Create a message template. The raw response."""
        arguments: dict[str, Any] = {
            "message": message,
            "name": name,
            "attachment": attachment,
            "is_mms": is_mms,
        }
        return self._runner.raw(create_template.OPERATION, arguments, request_options)

    def get(
        self,
        template_id: str | int,
        *,
        is_mms: bool | str,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Template]:
        """Read one template. The raw response."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "is_mms": is_mms,
        }
        return self._runner.raw(get_template.OPERATION, arguments, request_options)

    def post(
        self,
        template_id: str | int,
        *,
        is_mms: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """POST to a template; the document does not show its effect or purpose. The raw response."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "is_mms": is_mms,
        }
        return self._runner.raw(post_template.OPERATION, arguments, request_options)

    def update(
        self,
        template_id: str | int,
        *,
        message: str,
        name: str | None = None,
        attachment: str | None = None,
        is_mms: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Template]:
        """Update a template; the body is as on create. The raw response."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "message": message,
            "name": name,
            "attachment": attachment,
            "is_mms": is_mms,
        }
        return self._runner.raw(update_template.OPERATION, arguments, request_options)


class AsyncTemplates:
    """templates: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncTemplatesWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncTemplatesWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: TemplateSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[Template]:
        """List templates, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
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
            options=request_options,
        )

    async def create(
        self,
        *,
        message: str,
        name: str | None = None,
        attachment: str | None = None,
        is_mms: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Template:
        """Create a message template.

        The MMS flag is sent as `isMMS` and read back as `mms`.
        """
        arguments: dict[str, Any] = {
            "message": message,
            "name": name,
            "attachment": attachment,
            "is_mms": is_mms,
        }
        return await self._runner.call(
            create_template.OPERATION, arguments, request_options
        )

    async def get(
        self,
        template_id: str | int,
        *,
        is_mms: bool | str,
        **request_options: Unpack[RequestOptions],
    ) -> Template:
        """Read one template."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "is_mms": is_mms,
        }
        return await self._runner.call(
            get_template.OPERATION, arguments, request_options
        )

    async def post(
        self,
        template_id: str | int,
        *,
        is_mms: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """POST to a template; the document does not show its effect or purpose."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "is_mms": is_mms,
        }
        return await self._runner.call(
            post_template.OPERATION, arguments, request_options
        )

    async def update(
        self,
        template_id: str | int,
        *,
        message: str,
        name: str | None = None,
        attachment: str | None = None,
        is_mms: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Template:
        """Update a template; the body is as on create."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "message": message,
            "name": name,
            "attachment": attachment,
            "is_mms": is_mms,
        }
        return await self._runner.call(
            update_template.OPERATION, arguments, request_options
        )


class AsyncTemplatesWithRawResponse:
    """``AsyncTemplates.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncTemplates) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def list(
        self,
        *,
        sort_by: TemplateSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Template]]:
        """List templates, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return await self._runner.raw_first_page(
            list_templates.OPERATION,
            arguments,
            Template,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def create(
        self,
        *,
        message: str,
        name: str | None = None,
        attachment: str | None = None,
        is_mms: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Template]:
        """Create a message template. The raw response."""
        arguments: dict[str, Any] = {
            "message": message,
            "name": name,
            "attachment": attachment,
            "is_mms": is_mms,
        }
        return await self._runner.raw(
            create_template.OPERATION, arguments, request_options
        )

    async def get(
        self,
        template_id: str | int,
        *,
        is_mms: bool | str,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Template]:
        """Read one template. The raw response."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "is_mms": is_mms,
        }
        return await self._runner.raw(
            get_template.OPERATION, arguments, request_options
        )

    async def post(
        self,
        template_id: str | int,
        *,
        is_mms: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """POST to a template; the document does not show its effect or purpose. The raw response."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "is_mms": is_mms,
        }
        return await self._runner.raw(
            post_template.OPERATION, arguments, request_options
        )

    async def update(
        self,
        template_id: str | int,
        *,
        message: str,
        name: str | None = None,
        attachment: str | None = None,
        is_mms: bool | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Template]:
        """Update a template; the body is as on create. The raw response."""
        arguments: dict[str, Any] = {
            "template_id": template_id,
            "message": message,
            "name": name,
            "attachment": attachment,
            "is_mms": is_mms,
        }
        return await self._runner.raw(
            update_template.OPERATION, arguments, request_options
        )
