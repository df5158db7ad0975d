"""Pydantic models of what the spec gives inline, made from the attrs models of ``textsvc_generated``.

datamodel-codegen models only the spec's named schemas (``components/schemas``), so an inline
request body or answer has no pydantic model in ``textsvc_schemas``; openapi-python-client models
it as an attrs class all the same. A model made here from that class carries what the class says:
each field's JSON name (``JSON_FIELD_NAMES``), its type (lists and their items, literals, nested
models, date-times, as annotated), required unless it defaults to ``UNSET``, and closed (a field it
does not declare refused) unless the class keeps ``additional_properties``, which
openapi-python-client leaves out exactly when the schema says ``additionalProperties: false``. The
rules of a value (lengths, bounds, patterns) are the descriptor's, added by the caller where it has
them (``_routes.generic.body_model``).
"""

from __future__ import annotations

import datetime
import functools
import sys
import types
import typing
from collections.abc import Mapping
from typing import Any

import attrs
from pydantic import MISSING, AwareDatetime, BaseModel, ConfigDict, Field, create_model
from textsvc_generated import models as generated
from textsvc_generated.types import Unset

_MAX_DEPTH = 16


@attrs.frozen
class FieldType:
    """One field of an attrs model as pydantic reads it."""

    json_name: str
    kind: Any
    """The pydantic type of its value (``UNSET`` taken out)."""
    required: bool


def field_types(cls: type) -> dict[str, FieldType]:
    """Python name -> the field of the attrs model ``cls`` (``additional_properties`` left out)."""
    return _field_types(cls, 0)


def is_closed(cls: type) -> bool:
    """Whether the schema ``cls`` was made from refuses fields it does not declare."""
    return "additional_properties" not in attrs.fields_dict(cls)


@functools.cache
def attrs_twin(cls: type) -> type[BaseModel]:
    """The pydantic model of the attrs model ``cls`` (the module's docstring)."""
    return _twin(cls, 0)


def twin_of(fields: Mapping[str, tuple[Any, Any]], name: str, *, closed: bool) -> type[BaseModel]:
    """A pydantic model named ``name`` of ``fields`` (python name -> (type, ``Field``))."""
    config = ConfigDict(extra="forbid" if closed else "ignore", populate_by_name=True)
    model: type[BaseModel] = create_model(name, __config__=config, **fields)  # type: ignore[call-overload]
    return model


def _twin(cls: type, depth: int) -> type[BaseModel]:
    fields: dict[str, tuple[Any, Any]] = {}
    for name, field in _field_types(cls, depth).items():
        if field.required:
            fields[name] = (field.kind, Field(alias=field.json_name))
        else:
            fields[name] = (field.kind | MISSING, Field(MISSING, alias=field.json_name))
    return twin_of(fields, cls.__name__, closed=is_closed(cls))


def _field_types(cls: type, depth: int) -> dict[str, FieldType]:
    # A nested model is imported under TYPE_CHECKING only: the models package names every one.
    hints = typing.get_type_hints(cls, vars(sys.modules[cls.__module__]), vars(generated))
    names: Mapping[str, str] = getattr(cls, "JSON_FIELD_NAMES", {})
    found: dict[str, FieldType] = {}
    for field in attrs.fields(cls):
        if field.name == "additional_properties":
            continue
        annotation = hints[field.name]
        optional = _is_union(annotation) and Unset in typing.get_args(annotation)
        found[field.name] = FieldType(
            names.get(field.name, field.name), _pydantic(annotation, depth), required=not optional
        )
    return found


def _is_union(annotation: Any) -> bool:
    return typing.get_origin(annotation) in (typing.Union, types.UnionType)


def _pydantic(annotation: Any, depth: int) -> Any:
    """The pydantic type of an attrs model's annotation."""
    if _is_union(annotation):
        kept = [_pydantic(arg, depth) for arg in typing.get_args(annotation) if arg is not Unset]
        return kept[0] if len(kept) == 1 else typing.Union[tuple(kept)]  # noqa: UP007 (a tuple of types)
    origin = typing.get_origin(annotation)
    if origin is list:
        (item,) = typing.get_args(annotation) or (Any,)
        return list[_pydantic(item, depth)]  # type: ignore[misc]
    if isinstance(annotation, type) and attrs.has(annotation):
        return _twin(annotation, depth + 1) if depth < _MAX_DEPTH else dict[str, Any]
    if annotation is datetime.datetime:
        return AwareDatetime
    return annotation
