# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""Custom subscriber fields."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from textsvc_generated.api.custom_fields import (
    bulk_create_custom_fields,
    create_custom_field,
    delete_custom_field,
    get_custom_field,
    list_custom_fields,
    update_custom_field,
)
from textsvc_generated.models.custom_field import CustomField
from textsvc_generated.models.custom_field_bulk_input import CustomFieldBulkInput
from textsvc_generated.models.custom_field_input import CustomFieldInput
from textsvc_generated.models.custom_field_update import CustomFieldUpdate
from textsvc_generated.models.sort_direction import SortDirection

from .._arguments import omit, whole_number
from .._operation import ResponseStyle
from .._pagination import page_parser
from .._validation import check_input, model_parser, parse_null
from ._pager import Pager
from ._resource import APIResource

ENVELOPE = ResponseStyle.ENVELOPE
_custom_field = model_parser(CustomField)
_BULK_KEYS = frozenset({"name", "type", "hidden", "options", "format"})


def _field_input(entry: CustomFieldInput | Mapping[str, Any], position: int) -> CustomFieldInput:
    if isinstance(entry, CustomFieldInput):
        return check_input(entry)
    if not isinstance(entry, Mapping):
        raise TypeError(f"custom_fields[{position}] must be a mapping or CustomFieldInput")
    unknown = set(entry) - _BULK_KEYS
    if unknown:
        raise ValueError(
            f"custom_fields[{position}] has unknown keys {sorted(unknown)}; allowed: {sorted(_BULK_KEYS)}"
        )
    if "name" not in entry:
        raise ValueError(f"custom_fields[{position}] needs a 'name'")
    return check_input(CustomFieldInput.from_dict(entry))


class CustomFields(APIResource):
    def create(
        self,
        *,
        name: str,
        type: str | None = None,
        hidden: bool | None = None,
        options: Sequence[str] | None = None,
        format: str | None = None,
    ) -> CustomField:
        """Create a custom field. ``type`` (e.g. ``"string"``) and ``format`` (e.g. ``"MMM D, YYYY"``)
        take values the document lists only in part, so any string is passed on."""
        body = CustomFieldInput(
            name=name,
            type_=omit(type),
            hidden=omit(hidden),
            options=omit(None if options is None else list(options)),
            format_=omit(format),
        )
        return self._call(create_custom_field._get_kwargs(body=check_input(body)), ENVELOPE, _custom_field)

    def get(self, custom_field_id: int) -> CustomField:
        """Read one custom field."""
        kwargs = get_custom_field._get_kwargs(whole_number("custom_field_id", custom_field_id))
        return self._call(kwargs, ENVELOPE, _custom_field)

    def update(
        self,
        custom_field_id: int,
        *,
        name: str | None = None,
        type: str | None = None,
        options: Sequence[str] | None = None,
    ) -> CustomField:
        """Change a custom field's name, type or options."""
        body = check_input(
            CustomFieldUpdate(
                name=omit(name), type_=omit(type), options=omit(None if options is None else list(options))
            )
        )
        kwargs = update_custom_field._get_kwargs(whole_number("custom_field_id", custom_field_id), body=body)
        return self._call(kwargs, ENVELOPE, _custom_field)

    def delete(self, custom_field_id: int) -> None:
        """Delete a custom field."""
        kwargs = delete_custom_field._get_kwargs(whole_number("custom_field_id", custom_field_id))
        return self._call(kwargs, ENVELOPE, parse_null)

    def bulk_create(self, custom_fields: Iterable[CustomFieldInput | Mapping[str, Any]]) -> None:
        """Create several fields in one request; each entry has ``name`` and optionally
        ``type``, ``hidden``, ``options``, ``format``. Unknown keys are refused, not dropped."""
        entries = [_field_input(entry, position) for position, entry in enumerate(custom_fields)]
        if not entries:
            raise ValueError("custom_fields is empty")
        body = CustomFieldBulkInput(custom_fields=entries)
        return self._call(bulk_create_custom_fields._get_kwargs(body=body), ENVELOPE, parse_null)

    def list(
        self,
        *,
        page: int = 0,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
    ) -> Pager[CustomField]:
        """Every custom field, page after page (nothing is sent until iterated)."""
        return self._list(
            list_custom_fields._get_kwargs,
            page_parser(CustomField),
            page=page,
            page_size=page_size,
            sort_by=sort_by,
            sort_direction=sort_direction,
            query=query,
        )
