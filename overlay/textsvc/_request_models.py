"""Checks of the request models a call sends, before anything is sent.

Checkers are compiled once per model class from its attrs fields and their annotations.
"""

from __future__ import annotations

import datetime
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any, TypeVar, cast

import attrs
from textsvc_generated.types import Unset

from ._arguments import describe
from ._decoding import ResponseShapeError

M = TypeVar("M")
Check = Callable[[Any], bool]


def _is_int(value: Any) -> bool:
    return type(value) is int


def _is_float(value: Any) -> bool:
    return type(value) in (int, float)


_SCALAR_CHECKS: dict[Any, Check] = {
    int: _is_int,
    float: _is_float,
    str: lambda value: type(value) is str,
    bool: lambda value: type(value) is bool,
    datetime.datetime: lambda value: isinstance(value, datetime.datetime),
    Any: lambda value: True,
    Unset: lambda value: isinstance(value, Unset),
    type(None): lambda value: value is None,
}


def _check_for(annotation: Any) -> Check:
    if annotation in _SCALAR_CHECKS:
        return _SCALAR_CHECKS[annotation]
    origin = typing.get_origin(annotation)
    arguments = typing.get_args(annotation)
    if origin in (typing.Union, types.UnionType):
        options = [_check_for(argument) for argument in arguments]
        return lambda value: any(option(value) for option in options)
    if origin is typing.Literal:
        allowed = frozenset(arguments)
        return lambda value: value in allowed
    if origin is list:
        item_check = _check_for(arguments[0])
        return lambda value: type(value) is list and all(item_check(item) for item in value)
    if origin is dict:
        value_check = _check_for(arguments[1])
        return lambda value: type(value) is dict and all(value_check(item) for item in value.values())
    if attrs.has(annotation):
        return lambda value: isinstance(value, annotation) and _valid(value)
    raise TypeError(f"no check for annotation {annotation!r}")


_FIELD_CHECKS: dict[type, tuple[tuple[str, Check], ...]] = {}


def _field_checks(model: type) -> tuple[tuple[str, Check], ...]:
    checks = _FIELD_CHECKS.get(model)
    if checks is None:
        checks = _FIELD_CHECKS[model] = _compile_field_checks(model)
    return checks


def _compile_field_checks(model: type) -> tuple[tuple[str, Check], ...]:
    # Imported here: the models package imports every model, which ``import textsvc`` should not pay for.
    from textsvc_generated import models as generated_models

    hints = typing.get_type_hints(model, localns=vars(generated_models))
    return tuple((field.name, _check_for(hints[field.name])) for field in attrs.fields(model))


def _valid(instance: Any) -> bool:
    for name, check in _field_checks(type(instance)):
        if not check(getattr(instance, name)):
            raise ResponseShapeError(f"{type(instance).__name__}.{name} has an unexpected value")
    return True


def check_input(instance: M) -> M:
    """Refuse a request model whose fields have the wrong types, naming the field, before sending."""
    for name, check in _field_checks(type(instance)):
        _check_value(check, getattr(instance, name), name)
    return instance


def check_field(model: type, field: str, value: Any, name: str) -> Any:
    """``value`` if ``model``'s ``field`` takes it (as ``check_input`` would); else refused, naming
    ``name``."""
    return _check_value(dict(_field_checks(model))[field], value, name)


def _check_value(check: Check, value: Any, name: str) -> Any:
    try:
        accepted = check(value)
    except ResponseShapeError:
        accepted = False
    if not accepted:
        raise TypeError(f"{name}: {describe(value)} is not what the service accepts")
    return value


_NESTED_MODELS: dict[tuple[type, str], type | None] = {}


def nested_model(model: type, field: str, value: Any) -> Any:
    """A mapping given for a field whose type is a model (such as a map of tags) as that model."""
    if not isinstance(value, Mapping) or attrs.has(type(value)):
        return value
    key = (model, field)
    if key not in _NESTED_MODELS:
        from textsvc_generated import models as generated_models

        hint = typing.get_type_hints(model, localns=vars(generated_models))[field]
        options = typing.get_args(hint) or (hint,)
        _NESTED_MODELS[key] = next((option for option in options if attrs.has(option)), None)
    target = _NESTED_MODELS[key]
    # Every generated model has the public classmethod ``from_dict``.
    return value if target is None else cast(Any, target).from_dict(dict(value))
