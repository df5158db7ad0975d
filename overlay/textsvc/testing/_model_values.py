"""Values made from the generated pydantic models (``textsvc_schemas``): records, echoes, completions.

An echo of a request fits a model: every field the request gave a fitting value for (body fields
and path parameters, by JSON name) gets it, an ``id`` it does not give is the path's id or a new
one, and every other required field gets the least value its type allows (``""``, ``0``, ``false``,
``null`` where allowed, the first value of an enum, now for a date-time). A record the fake makes
(``record``), or a success of one of its own routes (``complete``), also carries every optional
field with a plausible value: the field's name and the record's number for a string, 0, false, an
empty list, a fixed date-time; so a field the vendor adds to the spec is sent, after regeneration,
without a change to the fake. A value fits when the model's own validator takes it as JSON.
"""

from __future__ import annotations

import datetime
import enum
import functools
import json
import types
import typing
import uuid
from collections.abc import Callable, Mapping
from typing import Any

import annotated_types
from pydantic import MISSING, BaseModel, RootModel, TypeAdapter, ValidationError
from pydantic.fields import FieldInfo
from textsvc_schemas import models as schemas

from ._store import timestamp

_MAX_DEPTH = 32
_PLAUSIBLE_MOMENT = "2026-01-01T00:00:00.000Z"
"""The date-time of an optional field the fake fills: fixed, so a record reads the same twice."""


def schema_model(generated: Any) -> type[BaseModel] | None:
    """The pydantic model of the spec schema an attrs model of ``textsvc_generated`` was made from
    (both generators name a schema's class after it); ``None`` for anything else."""
    named = isinstance(generated, type) and typing.get_origin(generated) is None  # not list[Model]
    found = getattr(schemas, generated.__name__, None) if named else None
    return found if isinstance(found, type) and issubclass(found, BaseModel) else None


def json_name(name: str, field: FieldInfo) -> str:
    return field.alias or name


def describe(error: ValidationError) -> str:
    """The first problem of ``error``, where it is: ``kind: Input should be 'text' or 'list'``."""
    first = error.errors()[0]
    location = ".".join(str(part) for part in first["loc"]) or "body"
    more = f" (and {error.error_count() - 1} more)" if error.error_count() > 1 else ""
    return f"{location}: {first['msg']}{more}"


def problem(model: type[BaseModel], value: Any) -> str | None:
    """What keeps ``value`` from being a ``model``, as JSON; ``None`` when it is one."""
    try:
        model.model_validate_json(json.dumps(value), strict=True)
    except ValidationError as error:
        return describe(error)
    return None


@functools.cache
def _adapter(annotation: Any) -> TypeAdapter[Any]:
    return TypeAdapter(annotation)


def _field_type(field: FieldInfo) -> Any:
    """The field's type without ``MISSING`` (absent is not a value), with its constraints."""
    kind = _without_missing(field.annotation)
    return typing.Annotated[kind, *field.metadata] if field.metadata else kind


def _without_missing(annotation: Any) -> Any:
    if not _is_union(annotation):
        return annotation
    kept = tuple(arg for arg in typing.get_args(annotation) if arg is not MISSING)
    return kept[0] if len(kept) == 1 else typing.Union[kept]  # noqa: UP007 (a tuple of types)


def _is_union(annotation: Any) -> bool:
    return typing.get_origin(annotation) in (typing.Union, types.UnionType)


def fits(annotation: Any, value: Any) -> bool:
    try:
        _adapter(annotation).validate_json(json.dumps(value), strict=True)
    except (ValidationError, TypeError, ValueError):
        return False
    return True


def field_fits(model: type[BaseModel], key: str, value: Any) -> bool:
    """Whether ``model`` declares a field of JSON name ``key`` that ``value`` fits."""
    for name, field in model.model_fields.items():
        if json_name(name, field) == key:
            return fits(_field_type(field), value)
    return False


def _parts(annotation: Any) -> tuple[Any, tuple[Any, ...]]:
    """``annotation`` without ``Annotated``, and the constraints it carried."""
    if typing.get_origin(annotation) is typing.Annotated:
        inner, *metadata = typing.get_args(annotation)
        base, more = _parts(inner)
        return base, (*more, *metadata)
    return annotation, ()


def _model(annotation: Any) -> type[BaseModel] | None:
    base, _ = _parts(annotation)
    return base if isinstance(base, type) and issubclass(base, BaseModel) else None


def _least_length(metadata: tuple[Any, ...]) -> int:
    return max([0, *(item.min_length for item in metadata if isinstance(item, annotated_types.MinLen))])


def _number_candidates(metadata: tuple[Any, ...]) -> list[Any]:
    """0, else the bound nearest it (a bound just past an open one, for whole numbers)."""
    found: list[Any] = [0]
    for item in metadata:
        bound: Any = getattr(item, "ge", getattr(item, "le", None))
        if isinstance(item, annotated_types.Gt | annotated_types.Lt):
            edge: Any = getattr(item, "gt", None)
            bound = edge + 1 if edge is not None else getattr(item, "lt", 1) - 1
        if bound is not None:
            found.append(bound)
    return found


_STRINGS: tuple[Callable[[], str], ...] = (
    lambda: "",
    timestamp,
    lambda: datetime.datetime.now(datetime.UTC).date().isoformat(),
    lambda: str(uuid.UUID(int=0)),
    lambda: "someone@example.com",
    lambda: "https://example.com/",
    lambda: "0",
    lambda: "x",
)


def least(annotation: Any, depth: int = 0) -> Any:
    """The least value ``annotation`` allows (a pattern no candidate matches is not met)."""
    annotation = _without_missing(annotation)
    base, metadata = _parts(annotation)
    origin, args = typing.get_origin(base), typing.get_args(base)
    if depth >= _MAX_DEPTH or base is Any or base is None or base is type(None):
        return None
    if _is_union(base):
        return None if type(None) in args else least(args[0], depth + 1)
    if origin is typing.Literal:
        return args[0]
    if isinstance(base, type) and issubclass(base, enum.Enum):
        return next(iter(base)).value
    if isinstance(base, type) and issubclass(base, RootModel):
        return least(_field_type(base.model_fields["root"]), depth + 1)
    if isinstance(base, type) and issubclass(base, BaseModel):
        return echo(base, {}, depth=depth + 1)
    if origin in (list, tuple, set, frozenset) or base in (list, tuple):
        item = args[0] if args else Any
        return [least(item, depth + 1) for _ in range(_least_length(metadata))]
    if origin is dict or base is dict:
        return {}
    if base is bool:
        return False
    if base in (int, float):
        candidates = _number_candidates(metadata)
    else:  # str, and what is sent as one (a date-time, a date, a UUID)
        candidates = ["x" * _least_length(metadata), *(make() for make in _STRINGS)]
    return next((value for value in candidates if fits(annotation, value)), candidates[0])


def plausible(annotation: Any, name: str, number: int, depth: int = 0) -> Any:
    """A value of an optional field the fake fills: one that reads as the record's."""
    annotation = _without_missing(annotation)
    base, _ = _parts(annotation)
    if _is_union(base):
        kept = [arg for arg in typing.get_args(base) if arg is not type(None)]
        return plausible(kept[0], name, number, depth + 1) if kept else None
    if base is str:
        if fits(annotation, made := f"{name} {number}"):
            return made
    elif fits(annotation, _PLAUSIBLE_MOMENT) and not fits(annotation, "x"):
        return _PLAUSIBLE_MOMENT
    model = _model(annotation)
    if model is not None and not issubclass(model, RootModel):
        return complete(model, least(annotation, depth), number, depth=depth + 1)
    return least(annotation, depth)


def echo(
    model: type[BaseModel],
    seed: Mapping[str, Any],
    resource_id: Any = None,
    new_id: Callable[[], int] | None = None,
    *,
    depth: int = 0,
) -> dict[str, Any]:
    """``seed`` made to fit ``model``: its fitting values, the id, the least of the other required."""
    result: dict[str, Any] = {}
    for name, field in model.model_fields.items():
        key, kind = json_name(name, field), _field_type(field)
        given = _fitted(kind, seed[key], depth) if key in seed else None
        if given is None and key == "id":
            given = _id(kind, resource_id, new_id)
        if given is not None:
            result[key] = given[0]
        elif field.is_required():
            result[key] = least(kind, depth + 1)
    return result


def _fitted(kind: Any, value: Any, depth: int) -> tuple[Any] | None:
    """``value`` when it fits; an object given in part completed so that it fits; else ``None``."""
    if fits(kind, value):
        return (value,)
    model = _model(kind)
    if model is not None and isinstance(value, dict) and depth < _MAX_DEPTH:
        candidate = echo(model, value, depth=depth + 1)
        return (candidate,) if fits(kind, candidate) else None
    return None


def _id(kind: Any, resource_id: Any, new_id: Callable[[], int] | None) -> tuple[Any] | None:
    if resource_id is not None and fits(kind, resource_id):
        return (resource_id,)
    if new_id is not None and fits(kind, 1):
        return (new_id(),)
    made_up = str(uuid.uuid4())
    return (made_up,) if fits(kind, made_up) else None


def record(
    model: type[BaseModel],
    seed: Mapping[str, Any],
    resource_id: Any,
    number: int,
    new_id: Callable[[], int] | None = None,
) -> dict[str, Any]:
    """The echo of ``seed``, what it does not give filled with plausible values (``complete``)."""
    made = echo(model, seed, resource_id, new_id)
    given = {key: value for key, value in made.items() if key in seed or key == "id"}
    return {**made, **complete(model, given, number)}


def complete(
    model: type[BaseModel],
    value: Any,
    number: int,
    absent: Mapping[str, frozenset[str]] | None = None,
    *,
    depth: int = 0,
) -> Any:
    """``value`` with every field ``model`` declares and it lacks given a plausible value, at every
    depth. ``absent``: model name -> fields left out (a route's rule says when they are present).
    Where a value would not fit, the field stays absent."""
    if depth >= _MAX_DEPTH or not isinstance(value, dict) or not _fillable(model):
        return value  # nothing to fill: a page of a thousand rows is not walked
    left_out = (absent or {}).get(model.__name__, frozenset())
    if isinstance(value.get("id"), int) and not isinstance(value["id"], bool):
        number = value["id"]  # a record's plausible values name the record
    result = dict(value)
    for name, field in model.model_fields.items():
        key, kind = json_name(name, field), _field_type(field)
        if key in result:
            result[key] = complete_value(kind, result[key], number, absent, depth + 1)
        elif key not in left_out:
            candidate = plausible(kind, key, number, depth + 1)
            if fits(kind, candidate):
                result[key] = candidate
    return result


def complete_value(
    kind: Any, value: Any, number: int, absent: Mapping[str, frozenset[str]] | None, depth: int = 0
) -> Any:
    """``value`` of type ``kind`` completed (``complete``) where it is a model, or a list of one."""
    base, _ = _parts(_without_missing(kind))
    if _is_union(base):
        for option in typing.get_args(base):
            if _model(option) is not None or typing.get_origin(option) is list:
                base = option
                break
    if typing.get_origin(base) is list and isinstance(value, list):
        (item,) = typing.get_args(base) or (Any,)
        return [complete_value(item, entry, number, absent, depth + 1) for entry in value]
    model = _model(base)
    return complete(model, value, number, absent, depth=depth) if model is not None else value


_FILLABLE: dict[type[BaseModel], bool] = {}


def _fillable(model: type[BaseModel]) -> bool:
    """Whether ``model``, or a model inside it, declares an optional field."""
    if model not in _FILLABLE:
        _FILLABLE[model] = False  # a model that holds itself
        fields = model.model_fields.values()
        _FILLABLE[model] = any(
            not field.is_required() or _holds_fillable(field.annotation) for field in fields
        )
    return _FILLABLE[model]


def _holds_fillable(annotation: Any) -> bool:
    model = _model(annotation)
    if model is not None:
        return _fillable(model)
    return any(_holds_fillable(arg) for arg in typing.get_args(annotation) if arg is not MISSING)
