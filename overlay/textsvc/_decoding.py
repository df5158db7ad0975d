"""Fast, validating parsers from decoded JSON to the generated attrs models.

The generated ``from_dict`` copies each dict, checks no types and falls back silently; here each
model class gets one parser, compiled from its attrs fields, their annotations and the JSON
names the custom model template records (``_json_field_names``). A value of the wrong type
raises ``ResponseShapeError`` naming the field; unknown keys go to ``additional_properties``.
Where the spec says integer, a float without a fraction (``7.0``, ``1e3``) reads as that integer.
"""

from __future__ import annotations

import datetime
import types
import typing
from collections.abc import Callable
from typing import Any

import attrs
from textsvc_generated.types import UNSET, Unset

Parser = Callable[[Any], Any]


class ResponseShapeError(Exception):
    """A response value does not have the shape or type the spec gives it."""


_PARSERS: dict[type, Parser] = {}
# Inline checks for the common scalar fields, as source with ``{}`` for the value's name
# (integer fields have their own line: a float may still be an integer).
_SIMPLE = {
    str: "type({}) is str",
    bool: "type({}) is bool",
    float: "type({}) in _NUMBER",
}


def parser_for(model: type) -> Parser:
    parser = _PARSERS.get(model)
    if parser is None:
        parser = _PARSERS[model] = _compile(model)
    return parser


def _fail(owner: str, field: str, value: Any) -> None:
    raise ResponseShapeError(f"{owner}.{field} has an unexpected value of type {type(value).__name__}")


def as_integer(value: Any, where: str) -> int:
    """A value the spec calls an integer: an ``int``, or a float without a fraction (``7.0`` -> ``7``).

    JSON has one number type, so a server may write an integer as ``7.0`` or ``1e3``; a fraction,
    ``inf``, ``nan`` or a bool is not an integer.
    """
    if type(value) is int:
        return value
    if type(value) is float and value.is_integer():  # False for inf and nan
        return int(value)
    shown = repr(value) if type(value) is float else f"a value of type {type(value).__name__}"
    raise ResponseShapeError(f"{where} is {shown}, not an integer")


def _datetime(owner: str, field: str) -> Parser:
    def convert(value: Any) -> datetime.datetime:
        if type(value) is not str:
            raise ResponseShapeError(f"{owner}.{field} could not be read: not a date-time string")
        try:
            return datetime.datetime.fromisoformat(value)
        except ValueError:
            raise ResponseShapeError(
                f"{owner}.{field} could not be read: {value!r} is not ISO 8601"
            ) from None

    return convert


def _converter(annotation: Any, owner: str, field: str) -> Parser | None:
    """A function that checks (and converts) one value, or ``None`` when any value passes."""
    if annotation is Any:
        return None
    if annotation is int:
        where = f"{owner}.{field}"
        return lambda value: value if type(value) is int else as_integer(value, where)
    simple = _SIMPLE.get(annotation)
    if simple is not None:
        expected = annotation

        def check(value: Any) -> Any:
            if type(value) is expected or (expected is float and type(value) is int):
                return value
            _fail(owner, field, value)
            return None

        return check
    if annotation is datetime.datetime:
        return _datetime(owner, field)
    if attrs.has(annotation):
        return parser_for(annotation)
    origin, arguments = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Literal:
        return _converter(type(arguments[0]), owner, field)
    if origin in (typing.Union, types.UnionType):
        options = [argument for argument in arguments if argument is not Unset]
        nullable = type(None) in options
        options = [argument for argument in options if argument is not type(None)]
        inner = _converter(options[0], owner, field) if len(options) == 1 else _union(options, owner, field)
        if not nullable or inner is None:
            return inner
        return lambda value: None if value is None else inner(value)
    if origin is list:
        item = _converter(arguments[0], owner, field)

        def convert_list(value: Any) -> list[Any]:
            if type(value) is not list:
                _fail(owner, field, value)
            return value if item is None else [item(entry) for entry in value]

        return convert_list
    if origin is dict:
        entry = _converter(arguments[1], owner, field)

        def convert_dict(value: Any) -> dict[str, Any]:
            if type(value) is not dict:
                _fail(owner, field, value)
            return value if entry is None else {key: entry(item) for key, item in value.items()}

        return convert_dict
    raise TypeError(f"no parser for {owner}.{field}: {annotation!r}")


def _union(options: list[Any], owner: str, field: str) -> Parser:
    converters = [_converter(option, owner, field) for option in options]

    def convert(value: Any) -> Any:
        for converter in converters:
            if converter is None:
                return value
            try:
                return converter(value)
            except ResponseShapeError:
                continue
        _fail(owner, field, value)

    return convert


def _compile(model: type) -> Parser:
    from textsvc_generated import models as generated_models

    owner = model.__name__
    hints = typing.get_type_hints(model, localns=vars(generated_models))
    json_names: dict[str, str] = getattr(model, "_json_field_names", {})
    fields = [field for field in attrs.fields(model) if field.name in json_names]
    namespace: dict[str, Any] = {
        "_model": model,
        "_UNSET": UNSET,
        "_NUMBER": (int, float),
        "_fail": _fail,
        "_as_integer": as_integer,
        "ResponseShapeError": ResponseShapeError,
        "_known": frozenset(json_names.values()),
    }
    required, optional, checks, assigns = [], [], [], []
    optional_locals: list[str] = []
    for position, field in enumerate(fields):
        local, key = f"v{position}", json_names[field.name]
        annotation = hints[field.name]
        is_optional = typing.get_origin(annotation) in (
            typing.Union,
            types.UnionType,
        ) and Unset in typing.get_args(annotation)
        if is_optional:
            optional.append(f"    {local} = data.get({key!r}, _UNSET)")
            optional_locals.append(local)
            present_types = tuple(option for option in typing.get_args(annotation) if option is not Unset)
            required_annotation: Any = typing.Union[present_types]  # noqa: UP007 (built at run time)
        else:
            required.append(f"        {local} = data[{key!r}]")
            required_annotation = annotation
        simple = _SIMPLE.get(required_annotation)
        guard = f"{local} is not _UNSET and " if is_optional else ""
        if required_annotation is int:
            checks.append(
                f"    if {guard}type({local}) is not int: "
                f"{local} = _as_integer({local}, {f'{owner}.{field.name}'!r})"
            )
        elif simple is not None:
            checks.append(
                f"    if {guard}not ({simple.format(local)}): _fail({owner!r}, {field.name!r}, {local})"
            )
        else:
            converter = _converter(required_annotation, owner, field.name)
            if converter is not None:
                namespace[f"c{position}"] = converter
                prefix = f"if {local} is not _UNSET: " if is_optional else ""
                checks.append(f"    {prefix}{local} = c{position}({local})")
        assigns.append(f"    instance.{field.name} = {local}")
    # Keys present in the data that are fields; any more are additional properties.
    present = " + ".join([str(len(required)), *(f"({local} is not _UNSET)" for local in optional_locals)])
    extras = "    instance.additional_properties = {}"
    if any(field.name == "additional_properties" for field in attrs.fields(model)):
        extra_type = typing.get_args(hints["additional_properties"])[1]
        extra_converter = _converter(extra_type, owner, "additional_properties")
        namespace["cx"] = extra_converter or (lambda value: value)
        extras = (
            f"    if len(data) == {present}:\n        instance.additional_properties = {{}}\n    else:\n"
            "        instance.additional_properties = "
            "{key: cx(value) for key, value in data.items() if key not in _known}"
        )
    lines = [
        "def parse(data):",
        "    if type(data) is not dict:",
        f"        raise ResponseShapeError('expected an object for {owner}, got ' + type(data).__name__)",
    ]
    if required:
        lines += [
            "    try:",
            *required,
            "    except KeyError as missing:",
            f"        raise ResponseShapeError('{owner} is missing the field ' + str(missing)) from None",
        ]
    lines += [
        *optional,
        *checks,
        "    instance = _model.__new__(_model)",
        *assigns,
        extras,
        "    return instance",
    ]
    exec("\n".join(lines), namespace)  # noqa: S102 (source built above from attrs metadata, not input)
    parser: Parser = namespace["parse"]
    return parser
