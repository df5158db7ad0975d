"""The ``custom_fields`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from ...models.custom_field import CustomField
from ...models.custom_field_input import CustomFieldInput
from ...models.custom_field_page import CustomFieldPage
from ...models.sort_direction import SortDirection, check_sort_direction
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
)
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
    ) -> Pages[CustomField]:
        """List custom fields, one page at a time."""
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
        )

    def create(
        self,
        *,
        name: str,
        type: str | None = None,
        hidden: bool | None = None,
        options: Sequence[str] | None = None,
        format: str | None = None,
    ) -> CustomField:
        """Create a custom subscriber field."""
        arguments: dict[str, Any] = {
            "name": name,
            "type": type,
            "hidden": hidden,
            "options": options,
            "format": format,
        }
        return self._runner.call(create_custom_field.OPERATION, arguments)

    def get(
        self,
        custom_field_id: int,
    ) -> CustomField:
        """Read one custom field."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
        }
        return self._runner.call(get_custom_field.OPERATION, arguments)

    def delete(
        self,
        custom_field_id: int,
    ) -> None:
        """Delete a custom field."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
        }
        return self._runner.call(delete_custom_field.OPERATION, arguments)

    def update(
        self,
        custom_field_id: int,
        *,
        name: str | None = None,
        type: str | None = None,
        options: Sequence[str] | None = None,
    ) -> CustomField:
        """Update a custom field's name, type or options."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
            "name": name,
            "type": type,
            "options": options,
        }
        return self._runner.call(update_custom_field.OPERATION, arguments)


class AsyncCustomFields:
    """custom_fields: one method per operation of the spec."""

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
    ) -> AsyncPages[CustomField]:
        """List custom fields, one page at a time."""
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
        )

    async def create(
        self,
        *,
        name: str,
        type: str | None = None,
        hidden: bool | None = None,
        options: Sequence[str] | None = None,
        format: str | None = None,
    ) -> CustomField:
        """Create a custom subscriber field."""
        arguments: dict[str, Any] = {
            "name": name,
            "type": type,
            "hidden": hidden,
            "options": options,
            "format": format,
        }
        return await self._runner.call(create_custom_field.OPERATION, arguments)

    async def get(
        self,
        custom_field_id: int,
    ) -> CustomField:
        """Read one custom field."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
        }
        return await self._runner.call(get_custom_field.OPERATION, arguments)

    async def delete(
        self,
        custom_field_id: int,
    ) -> None:
        """Delete a custom field."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
        }
        return await self._runner.call(delete_custom_field.OPERATION, arguments)

    async def update(
        self,
        custom_field_id: int,
        *,
        name: str | None = None,
        type: str | None = None,
        options: Sequence[str] | None = None,
    ) -> CustomField:
        """Update a custom field's name, type or options."""
        arguments: dict[str, Any] = {
            "custom_field_id": custom_field_id,
            "name": name,
            "type": type,
            "options": options,
        }
        return await self._runner.call(update_custom_field.OPERATION, arguments)
