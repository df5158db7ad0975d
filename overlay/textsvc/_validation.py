"""Checks of request models before anything is sent, and the response parsing entry points.

Checkers are compiled once per model class from its attrs fields and their annotations.
"""

from __future__ import annotations

import datetime
import types
import typing
from collections.abc import Callable
from typing import Any, TypeVar

import attrs
from textsvc_generated.types import Unset

from ._arguments import describe
from ._decoding import ResponseShapeError, parser_for

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


def parse_model(model: type[M], data: Any) -> M:
    """``data`` as a ``model``, every field checked; raises ``ResponseShapeError``."""
    instance: M = parser_for(model)(data)
    return instance


def model_parser(model: type[M]) -> Callable[[Any], M]:
    return lambda data: parse_model(model, data)


def parse_null(data: Any) -> None:
    if data is not None:
        raise ResponseShapeError(f"expected null data, got {type(data).__name__}")


def check_input(instance: M) -> M:
    """Refuse a request model whose fields have the wrong types, naming the field, before sending."""
    for name, check in _field_checks(type(instance)):
        value = getattr(instance, name)
        try:
            accepted = check(value)
        except ResponseShapeError:
            accepted = False
        if not accepted:
            raise TypeError(f"{name}: {describe(value)} is not what the service accepts")
    return instance
