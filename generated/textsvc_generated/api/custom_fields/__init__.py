"""The ``custom_fields`` operations: descriptors and typed methods."""

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

from ...models.custom_field import CustomField
from ...models.custom_field_input import CustomFieldInput
from ...models.custom_field_page import CustomFieldPage
from ...models.custom_field_sort_field import (
    CustomFieldSortField,
    check_custom_field_sort_field,
)
from ...models.sort_direction import SortDirection, check_sort_direction
from . import (
    bulk_create_custom_fields,
    create_custom_field,
    delete_custom_field,
    get_custom_field,
    list_custom_fields,
    update_custom_field,
)

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    list_custom_fields.OPERATION,
    create_custom_field.OPERATION,
    bulk_create_custom_fields.OPERATION,
    get_custom_field.OPERATION,
    delete_custom_field.OPERATION,
    update_custom_field.OPERATION,
)
"""Every operation of the group, in spec order."""


class CustomFields:
    """custom_fields: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> CustomFieldsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return CustomFieldsWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: CustomFieldSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[CustomField]:
        """List custom fields, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.

        429 is declared for this endpoint by the document.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_custom_fields.OPERATION,
            arguments,
            CustomField,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def create(
        self,
        *,
        name: str,
        type: str | None = None,
        hidden: bool | None = None,
        options: Iterable[str] | None = None,
        format: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> CustomField:
        """Create a custom subscriber field."""
        arguments: dict[str, Any] = {
            "name": name,
            "type": type,
            "hidden": hidden,
            "options": options,
            "format": format,
        }
        return self._runner.call(
            create_custom_field.OPERATION, arguments, request_options
        )

    def bulk_create(
        self,
        custom_fields: Iterable[CustomFieldInput | Mapping[str, Any]],
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Create several custom fields in one request.

        The maximum number of entries is not shown by the document.
        """
        arguments: dict[str, Any] = {
            "custom_fields": custom_fields,
        }
        return self._runner.call(
            bulk_create_custom_fields.OPERATION, arguments, request_options
        )

    def get(
        self,
        custom_field_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> CustomField:
        """Read one custom field."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
        }
        return self._runner.call(get_custom_field.OPERATION, arguments, request_options)

    def delete(
        self,
        custom_field_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete a custom field."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
        }
        return self._runner.call(
            delete_custom_field.OPERATION, arguments, request_options
        )

    def update(
        self,
        custom_field_id: int,
        *,
        name: str | None = None,
        type: str | None = None,
        options: Iterable[str] | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> CustomField:
        """Update a custom field's name, type or options."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
            "name": name,
            "type": type,
            "options": options,
        }
        return self._runner.call(
            update_custom_field.OPERATION, arguments, request_options
        )


class CustomFieldsWithRawResponse:
    """``CustomFields.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: CustomFields) -> None:
        self._resource = resource
        self._runner = resource._runner

    def list(
        self,
        *,
        sort_by: CustomFieldSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[CustomField]]:
        """List custom fields, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.raw_first_page(
            list_custom_fields.OPERATION,
            arguments,
            CustomField,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def create(
        self,
        *,
        name: str,
        type: str | None = None,
        hidden: bool | None = None,
        options: Iterable[str] | None = None,
        format: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[CustomField]:
        """Create a custom subscriber field. The raw response."""
        arguments: dict[str, Any] = {
            "name": name,
            "type": type,
            "hidden": hidden,
            "options": options,
            "format": format,
        }
        return self._runner.raw(
            create_custom_field.OPERATION, arguments, request_options
        )

    def bulk_create(
        self,
        custom_fields: Iterable[CustomFieldInput | Mapping[str, Any]],
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Create several custom fields in one request. The raw response."""
        arguments: dict[str, Any] = {
            "custom_fields": custom_fields,
        }
        return self._runner.raw(
            bulk_create_custom_fields.OPERATION, arguments, request_options
        )

    def get(
        self,
        custom_field_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[CustomField]:
        """Read one custom field. The raw response."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
        }
        return self._runner.raw(get_custom_field.OPERATION, arguments, request_options)

    def delete(
        self,
        custom_field_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete a custom field. The raw response."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
        }
        return self._runner.raw(
            delete_custom_field.OPERATION, arguments, request_options
        )

    def update(
        self,
        custom_field_id: int,
        *,
        name: str | None = None,
        type: str | None = None,
        options: Iterable[str] | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[CustomField]:
        """Update a custom field's name, type or options. The raw response."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
            "name": name,
            "type": type,
            "options": options,
        }
        return self._runner.raw(
            update_custom_field.OPERATION, arguments, request_options
        )


class AsyncCustomFields:
    """custom_fields: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncCustomFieldsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncCustomFieldsWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: CustomFieldSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[CustomField]:
        """List custom fields, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.

        429 is declared for this endpoint by the document.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_custom_fields.OPERATION,
            arguments,
            CustomField,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def create(
        self,
        *,
        name: str,
        type: str | None = None,
        hidden: bool | None = None,
        options: Iterable[str] | None = None,
        format: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> CustomField:
        """Create a custom subscriber field."""
        arguments: dict[str, Any] = {
            "name": name,
            "type": type,
            "hidden": hidden,
            "options": options,
            "format": format,
        }
        return await self._runner.call(
            create_custom_field.OPERATION, arguments, request_options
        )

    async def bulk_create(
        self,
        custom_fields: Iterable[CustomFieldInput | Mapping[str, Any]],
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Create several custom fields in one request.

        The maximum number of entries is not shown by the document.
        """
        arguments: dict[str, Any] = {
            "custom_fields": custom_fields,
        }
        return await self._runner.call(
            bulk_create_custom_fields.OPERATION, arguments, request_options
        )

    async def get(
        self,
        custom_field_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> CustomField:
        """Read one custom field."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
        }
        return await self._runner.call(
            get_custom_field.OPERATION, arguments, request_options
        )

    async def delete(
        self,
        custom_field_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete a custom field."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
        }
        return await self._runner.call(
            delete_custom_field.OPERATION, arguments, request_options
        )

    async def update(
        self,
        custom_field_id: int,
        *,
        name: str | None = None,
        type: str | None = None,
        options: Iterable[str] | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> CustomField:
        """Update a custom field's name, type or options."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
            "name": name,
            "type": type,
            "options": options,
        }
        return await self._runner.call(
            update_custom_field.OPERATION, arguments, request_options
        )


class AsyncCustomFieldsWithRawResponse:
    """``AsyncCustomFields.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncCustomFields) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def list(
        self,
        *,
        sort_by: CustomFieldSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[CustomField]]:
        """List custom fields, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return await self._runner.raw_first_page(
            list_custom_fields.OPERATION,
            arguments,
            CustomField,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def create(
        self,
        *,
        name: str,
        type: str | None = None,
        hidden: bool | None = None,
        options: Iterable[str] | None = None,
        format: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[CustomField]:
        """Create a custom subscriber field. The raw response."""
        arguments: dict[str, Any] = {
            "name": name,
            "type": type,
            "hidden": hidden,
            "options": options,
            "format": format,
        }
        return await self._runner.raw(
            create_custom_field.OPERATION, arguments, request_options
        )

    async def bulk_create(
        self,
        custom_fields: Iterable[CustomFieldInput | Mapping[str, Any]],
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Create several custom fields in one request. The raw response."""
        arguments: dict[str, Any] = {
            "custom_fields": custom_fields,
        }
        return await self._runner.raw(
            bulk_create_custom_fields.OPERATION, arguments, request_options
        )

    async def get(
        self,
        custom_field_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[CustomField]:
        """Read one custom field. The raw response."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
        }
        return await self._runner.raw(
            get_custom_field.OPERATION, arguments, request_options
        )

    async def delete(
        self,
        custom_field_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete a custom field. The raw response."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
        }
        return await self._runner.raw(
            delete_custom_field.OPERATION, arguments, request_options
        )

    async def update(
        self,
        custom_field_id: int,
        *,
        name: str | None = None,
        type: str | None = None,
        options: Iterable[str] | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[CustomField]:
        """Update a custom field's name, type or options. The raw response."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
            "name": name,
            "type": type,
            "options": options,
        }
        return await self._runner.raw(
            update_custom_field.OPERATION, arguments, request_options
        )
