# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""Custom subscriber fields."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, Unpack

from textsvc_generated.api import custom_fields as generated
from textsvc_generated.api.custom_fields import bulk_create_custom_fields
from textsvc_generated.models.custom_field_bulk_input import CustomFieldBulkInput
from textsvc_generated.models.custom_field_input import CustomFieldInput
from textsvc_generated.types import RequestOptions

from .._arguments import describe, each_of
from .._raw import RawResponse
from .._request_models import check_input
from ._resource import APIResource, raw_of

if TYPE_CHECKING:
    from ._client import Client

_BULK_KEYS = frozenset({"name", "type", "hidden", "options", "format"})


def _field_input(name: str, entry: CustomFieldInput | Mapping[str, Any]) -> CustomFieldInput:
    if isinstance(entry, CustomFieldInput):
        return check_input(entry)
    if not isinstance(entry, Mapping):
        raise TypeError(f"{name} must be a mapping or a CustomFieldInput, got {describe(entry)}")
    unknown = set(entry) - _BULK_KEYS
    if unknown:
        raise ValueError(f"{name} has unknown keys {sorted(unknown)}; allowed: {sorted(_BULK_KEYS)}")
    if "name" not in entry:
        raise ValueError(f"{name} needs a 'name'")
    return check_input(CustomFieldInput.from_dict(entry))


class CustomFields(APIResource, generated.CustomFields):
    """Quirk: ``bulk_create`` takes records as models or mappings, and refuses unknown keys."""

    def __init__(self, client: Client) -> None:
        super().__init__(client)
        self._client = client

    @property
    def with_raw_response(self) -> CustomFieldsWithRawResponse:
        return CustomFieldsWithRawResponse(self)

    def bulk_create(
        self,
        custom_fields: Iterable[CustomFieldInput | Mapping[str, Any]],
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Create several fields in one request; each entry has ``name`` and optionally
        ``type``, ``hidden``, ``options``, ``format``. Unknown keys are refused, not dropped."""
        entries = each_of("custom_fields", custom_fields, _field_input, "mappings or CustomFieldInputs")
        if not entries:
            raise ValueError("custom_fields is empty")
        body = CustomFieldBulkInput(custom_fields=entries)
        return self._call(bulk_create_custom_fields.OPERATION, body=body, options=request_options)


class CustomFieldsWithRawResponse(generated.CustomFieldsWithRawResponse):
    """The raw response of ``bulk_create`` too."""

    def __init__(self, custom_fields: CustomFields) -> None:
        super().__init__(custom_fields)
        self._custom_fields = custom_fields

    def bulk_create(
        self,
        custom_fields: Iterable[CustomFieldInput | Mapping[str, Any]],
        **request_options: Unpack[RequestOptions],
    ) -> RawResponse[None]:
        return raw_of(lambda: self._custom_fields.bulk_create(custom_fields, **request_options))
