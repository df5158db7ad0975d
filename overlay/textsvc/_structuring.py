"""The cattrs converter that structures decoded JSON into the generated attrs models, strictly.

Each model gets one structuring function from ``cattrs.gen.make_dict_structure_fn_from_attrs``:
its fields under their JSON names (the ``JSON_FIELD_NAMES`` the custom model template records)
and, per field, a hook that checks the value against the field's annotation. A hook knows its
``Model.field``, so a wrong value raises ``ResponseShapeError`` naming it and the value's type,
not a string's text (it may be a secret; only a date-time that does not parse is quoted). Nested
models come from the same converter; unknown keys go to ``additional_properties``.
"""

from __future__ import annotations

import datetime
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any

import attrs
import cattrs
from cattrs.gen import make_dict_structure_fn_from_attrs, override
from textsvc_generated.types import UNSET, Unset

from ._decoding import ResponseShapeError, as_integer

Hook = Callable[..., Any]
"""A cattrs structure hook, ``hook(value, type)``; the ones here also take ``hook(value)``."""


def _unexpected(where: str, value: Any) -> ResponseShapeError:
    return ResponseShapeError(f"{where} has an unexpected value of type {type(value).__name__}")


def _anything(value: Any, _: object = None) -> Any:
    return value


def _exactly(expected: type, where: str) -> Hook:
    def check(value: Any, _: object = None) -> Any:
        if type(value) is expected:  # not isinstance: a bool is no int, a str subclass is no str
            return value
        raise _unexpected(where, value)

    return check


def _integer(where: str) -> Hook:
    def check(value: Any, _: object = None) -> int:
        return value if type(value) is int else as_integer(value, where)

    return check


def _number(where: str) -> Hook:
    def check(value: Any, _: object = None) -> Any:
        if type(value) is float or type(value) is int:
            return value
        raise _unexpected(where, value)

    return check


def _date_time(where: str) -> Hook:
    def convert(value: Any, _: object = None) -> datetime.datetime:
        if type(value) is not str:
            raise ResponseShapeError(f"{where} could not be read: not a date-time string")
        try:
            return datetime.datetime.fromisoformat(value)
        except ValueError:
            raise ResponseShapeError(f"{where} could not be read: {value!r} is not ISO 8601") from None

    return convert


def _nullable(inner: Hook) -> Hook:
    def convert(value: Any, _: object = None) -> Any:
        return None if value is None else inner(value)

    return convert


def _first_that_reads(options: list[Hook], where: str) -> Hook:
    def convert(value: Any, _: object = None) -> Any:
        for option in options:
            try:
                return option(value)
            except ResponseShapeError:
                continue
        raise _unexpected(where, value)

    return convert


def _list_of(item: Hook, where: str) -> Hook:
    def convert(value: Any, _: object = None) -> list[Any]:
        if type(value) is not list:
            raise _unexpected(where, value)
        return value if item is _anything else [item(entry) for entry in value]

    return convert


def _dict_of(entry: Hook, where: str) -> Hook:
    def convert(value: Any, _: object = None) -> dict[str, Any]:
        if type(value) is not dict:
            raise _unexpected(where, value)
        return value if entry is _anything else {key: entry(item) for key, item in value.items()}

    return convert


def _union(options: tuple[Any, ...], converter: cattrs.Converter, where: str) -> Hook:
    present = [option for option in options if option is not Unset]  # absence is the field's business
    nullable = type(None) in present and len(present) > 1
    if nullable:
        present.remove(type(None))
    hooks = [field_hook(option, converter, where) for option in present]
    inner = hooks[0] if len(hooks) == 1 else _first_that_reads(hooks, where)
    return _nullable(inner) if nullable and inner is not _anything else inner


def field_hook(annotation: Any, converter: cattrs.Converter, where: str) -> Hook:
    """The strict hook for a value annotated ``annotation``, its errors naming ``where`` (Model.field)."""
    if annotation is Any:
        return _anything
    if annotation is int:
        return _integer(where)
    if annotation is float:
        return _number(where)
    if annotation in (str, bool):
        return _exactly(annotation, where)
    if annotation is type(None):
        return _exactly(type(None), where)
    if annotation is datetime.datetime:
        return _date_time(where)
    if attrs.has(annotation):
        return converter.get_structure_hook(annotation)
    origin, arguments = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Literal:
        # Enums stay open: a value added to the service later still reads (as its plain type).
        return field_hook(type(arguments[0]), converter, where)
    if origin in (typing.Union, types.UnionType):
        return _union(arguments, converter, where)
    if origin is list:
        return _list_of(field_hook(arguments[0], converter, where), where)
    if origin is dict:
        return _dict_of(field_hook(arguments[1], converter, where), where)
    raise TypeError(f"no parser for {where}: {annotation!r}")


def _json_names(model: type) -> dict[str, str]:
    """Field name -> JSON name, as the custom model template records them on each model."""
    names: dict[str, str] = getattr(model, "JSON_FIELD_NAMES", {})
    return names


def _as_the_spec_says(field: attrs.Attribute[Any], annotation: Any) -> attrs.Attribute[Any]:
    """``field`` with its resolved type; required (no default) unless the spec lets it be absent.

    A field the spec requires may still carry the spec's default (``Webhook.sendAlertEmail``):
    absent from a response, it is missing, not defaulted. Keyword-only, so that it may follow
    fields with defaults in the call cattrs generates.
    """
    if Unset in typing.get_args(annotation) or field.default is attrs.NOTHING:
        return field.evolve(type=annotation)
    return field.evolve(type=annotation, default=attrs.NOTHING, kw_only=True)


def _present(annotation: Any) -> Any:
    """The annotation of a field's value when the key is present (``int | Unset`` -> ``int``)."""
    if Unset not in typing.get_args(annotation):
        return annotation
    options = tuple(option for option in typing.get_args(annotation) if option is not Unset)
    return options[0] if len(options) == 1 else typing.Union[options]  # noqa: UP007 (built at run time)


def model_hook(model: type, converter: cattrs.Converter) -> Hook:
    """The structure hook of one generated model: a dict of its JSON in, an instance out."""
    # Imported here: the models package imports every model; its names resolve the annotations.
    from textsvc_generated import models as generated_models

    owner = model.__name__
    hints = typing.get_type_hints(model, localns=vars(generated_models))
    json_names = _json_names(model)
    fields = [field for field in attrs.fields(model) if field.name in json_names]
    overrides: dict[str, Any] = {
        field.name: override(
            rename=json_names[field.name],
            struct_hook=field_hook(_present(hints[field.name]), converter, f"{owner}.{field.name}"),
        )
        for field in fields
    }
    build: Callable[[Mapping[str, Any], type], Any] = make_dict_structure_fn_from_attrs(
        [_as_the_spec_says(field, hints[field.name]) for field in fields],
        model,
        converter,
        _cattrs_forbid_extra_keys=False,
        _cattrs_detailed_validation=False,
        **overrides,
    )
    known = frozenset(json_names.values())
    required = sum(1 for field in fields if Unset not in typing.get_args(hints[field.name]))
    # An optional field with a default of the spec's (``WebhookInput.sendAlertEmail``) is still
    # absent when its key is: UNSET, as the generated ``from_dict`` reads it, not the default.
    unset_when_absent = [
        (field.name, json_names[field.name])
        for field in fields
        if Unset in typing.get_args(hints[field.name]) and field.default is not UNSET
    ]
    keeps_extras = "additional_properties" in attrs.fields_dict(model)
    extra = _anything
    if keeps_extras:
        extra_type = typing.get_args(hints["additional_properties"])[1]
        extra = field_hook(extra_type, converter, f"{owner}.additional_properties")

    def structure(data: Any, _: object = None) -> Any:
        if type(data) is not dict:
            raise ResponseShapeError(f"expected an object for {owner}, got {type(data).__name__}")
        try:
            instance = build(data, model)
        except KeyError as missing:  # only cattrs' ``data[key]`` raises it: a field's hook never does
            raise ResponseShapeError(f"{owner} is missing the field {missing}") from None
        for name, key in unset_when_absent:
            if key not in data:
                setattr(instance, name, UNSET)
        # Built, so every required key is there: a dict of no more keys has no others.
        if keeps_extras and len(data) > required and not data.keys() <= known:
            instance.additional_properties = {
                key: extra(value) for key, value in data.items() if key not in known
            }
        return instance

    return structure


def new_converter() -> cattrs.Converter:
    """A converter that structures every attrs model with ``model_hook``."""
    converter = cattrs.Converter(detailed_validation=False, forbid_extra_keys=False)
    converter.register_structure_hook_factory(attrs.has, lambda model: model_hook(model, converter))
    return converter
