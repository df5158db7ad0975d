"""The one cattrs converter, both ways: decoded JSON into the generated models, and values a caller
gives into the JSON a request body sends.

Reading (``structure``): each model gets one structuring function from
``cattrs.gen.make_dict_structure_fn_from_attrs``, its fields under their JSON names (the
``JSON_FIELD_NAMES`` the model template records) and, per field, a hook checking the value against
the field's annotation. A wrong value raises ``ResponseShapeError`` naming ``Model.field`` and the
value's type, never a string's text (it may be a secret; only a date-time that does not parse is
quoted). Unknown keys go to ``additional_properties``. Where the spec says integer, a float
without a fraction (``7.0``, ``1e3``) reads as that integer. Enums stay open: a value the service
adds later still reads.

Writing (``write``): a body field's value, checked against its annotation and made JSON: a model
given as an instance or as a mapping (its JSON names; keys it does not know are refused unless it
keeps additional properties), a list given as any iterable but text, an aware ``datetime`` in ISO
8601, a ``uuid.UUID`` (a ``format: uuid`` string, read as one too) as its canonical text. Errors
name the argument and the position in it (``records[3]['number']``), and the type of a wrong value.
"""

from __future__ import annotations

import datetime
import functools
import sys
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, cast

import attrs
from textsvc_generated.types import UNSET, Unset

from ._arguments import describe, json_value
from ._model_fields import as_the_spec_says, field_hints, json_names, present

if TYPE_CHECKING:
    import cattrs

Hook = Callable[..., Any]
"""A cattrs structure hook, ``hook(value, type)``; the ones here also take ``hook(value)``."""
Writer = Callable[[Any, str], Any]
"""Checks a caller's value (named by the second argument in errors) and gives its JSON form."""


class ResponseShapeError(Exception):
    """A response value does not have the shape or type the spec gives it."""


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


# ---- reading --------------------------------------------------------------------------------


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


def _null(where: str) -> Hook:
    def check(value: Any, _: object = None) -> None:
        if value is not None:
            raise ResponseShapeError(
                f"{where} has an unexpected value of type {type(value).__name__} (expected null)"
            )

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


def _dict_of(key: Hook, entry: Hook, where: str) -> Hook:
    def convert(value: Any, _: object = None) -> dict[Any, Any]:
        if type(value) is not dict:
            raise _unexpected(where, value)
        if key is _anything and entry is _anything:
            return value
        return {key(name): entry(item) for name, item in value.items()}

    return convert


def _integer_key(where: str) -> Hook:
    """A key the spec's ``x-sdk-payload`` reads as a whole number (a map of group id to count)."""

    def convert(value: Any, _: object = None) -> int:
        if type(value) is str and value.isascii() and value.isdigit():
            return int(value)
        raise ResponseShapeError(f"{where} has a key that is not a whole number")

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
    if annotation is type(None) or annotation is None:
        return _null(where)
    if annotation is datetime.datetime:
        return _date_time(where)
    if _is_uuid(annotation):
        from ._uuid_fields import uuid_reader

        return uuid_reader(where)
    if attrs.has(annotation):
        return converter.get_structure_hook(annotation)
    origin, arguments = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Literal:
        return field_hook(type(arguments[0]), converter, where)
    if origin in (typing.Union, types.UnionType):
        return _union(arguments, converter, where)
    if origin is list:
        return _list_of(field_hook(arguments[0], converter, where), where)
    if origin is dict:
        key = _integer_key(where) if arguments[0] is int else _anything
        return _dict_of(key, field_hook(arguments[1], converter, where), where)
    raise TypeError(f"no parser for {where}: {annotation!r}")


def _is_uuid(annotation: Any) -> bool:
    """Whether ``annotation`` is ``uuid.UUID`` (a ``format: uuid`` string), told without importing
    ``uuid``: a model annotated with it has imported it. Its hooks are in ``_uuid_fields``."""
    module = sys.modules.get("uuid")
    return module is not None and annotation is module.UUID


def model_hook(model: type, converter: cattrs.Converter) -> Hook:
    """The structure hook of one generated model: a dict of its JSON in, an instance out."""
    from cattrs.gen import make_dict_structure_fn_from_attrs, override

    owner = model.__name__
    hints = field_hints(model)
    keys = json_names(model)
    fields = [field for field in attrs.fields(model) if field.name in keys]
    overrides: dict[str, Any] = {
        field.name: override(
            rename=keys[field.name],
            struct_hook=field_hook(present(hints[field.name]), converter, f"{owner}.{field.name}"),
        )
        for field in fields
    }
    build: Callable[[Mapping[str, Any], type], Any] = make_dict_structure_fn_from_attrs(
        [as_the_spec_says(field, hints[field.name]) for field in fields],
        model,
        converter,
        _cattrs_forbid_extra_keys=False,
        _cattrs_detailed_validation=False,
        **overrides,
    )
    known = frozenset(keys.values())
    required = sum(1 for field in fields if Unset not in typing.get_args(hints[field.name]))
    # An optional field with a default of the spec's (``WebhookInput.sendAlertEmail``) is still
    # absent when its key is: UNSET, as the generated ``from_dict`` reads it, not the default.
    unset_when_absent = [
        (field.name, keys[field.name])
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


_READERS: dict[Any, Hook] = {}
"""The reader of each type asked for; ``reader`` runs on every response, a dict is quickest."""


def reader(annotation: Any, where: str = "the payload") -> Callable[[Any], Any]:
    """Decoded JSON in, a value of ``annotation`` out (a model, ``list[str]``, ``dict[int, int]``,
    ``Any``...), or ``ResponseShapeError`` naming ``where`` (a model's errors name its fields)."""
    found = _READERS.get((annotation, where))
    if found is None:
        if attrs.has(annotation):
            # A cattrs hook is ``hook(value, type)``; the model hooks here take the value alone too.
            found = converter().get_structure_hook(annotation, cache_result=False)
        else:
            found = field_hook(annotation, converter(), where)
        _READERS[(annotation, where)] = found
    return cast(Callable[[Any], Any], found)


# ---- writing --------------------------------------------------------------------------------


def _wrong(where: str, expected: str, value: Any) -> TypeError:
    return TypeError(f"{where} must be {expected}, got {describe(value)}")


def _write_exactly(kind: type, expected: str) -> Writer:
    def write(value: Any, where: str) -> Any:
        if type(value) is kind or (kind is str and isinstance(value, str)):
            return str.__str__(value) if kind is str else value
        raise _wrong(where, expected, value)

    return write


def _write_number(value: Any, where: str) -> Any:
    if type(value) in (int, float):
        return json_value(where, value)
    raise _wrong(where, "a number", value)


def _write_date_time(value: Any, where: str) -> str:
    if not isinstance(value, datetime.datetime):
        raise _wrong(where, "a datetime", value)
    return value.isoformat()


def _write_any(value: Any, where: str) -> Any:
    return json_value(where, value)


def _write_choice(allowed: frozenset[Any], shown: str) -> Writer:
    def write(value: Any, where: str) -> Any:
        if value in allowed:
            return str.__str__(value) if isinstance(value, str) else value
        raise ValueError(f"{where} must be one of {shown}, got {describe(value)}")

    return write


def _write_list(item: Writer, kind: str) -> Writer:
    """Any iterable but text or a mapping (a str is iterable too: ``"+1555"`` would be five entries)."""

    def write(value: Any, where: str) -> list[Any]:
        if isinstance(value, (str, bytes, bytearray, Mapping)) or not isinstance(value, Iterable):
            raise _wrong(where, f"an iterable of {kind} (such as a list)", value)
        return [item(entry, f"{where}[{position}]") for position, entry in enumerate(value)]

    return write


def _write_mapping(entry: Writer) -> Writer:
    def write(value: Any, where: str) -> dict[str, Any]:
        if not isinstance(value, Mapping):
            raise _wrong(where, "a mapping", value)
        written = {}
        for key, item in value.items():
            if type(key) is not str:
                raise TypeError(f"{where} has a key that is not a str ({describe(key)})")
            written[key] = entry(item, f"{where}[{key!r}]")
        return written

    return write


def _write_optional(inner: Writer, allows_none: bool) -> Writer:
    def write(value: Any, where: str) -> Any:
        if value is None and allows_none:
            return None
        return inner(value, where)

    return write


def _write_model(model: type) -> Writer:
    """A model given as an instance (its fields checked) or as a mapping of its JSON names."""
    hints = field_hints(model)
    names = json_names(model)
    fields = [(name, key, writer(present(hints[name]))) for name, key in names.items()]
    required = frozenset(key for name, key in names.items() if Unset not in typing.get_args(hints[name]))
    by_key = {key: write for _, key, write in fields}
    extras: Writer | None = None
    if "additional_properties" in attrs.fields_dict(model):
        extras = writer(typing.get_args(hints["additional_properties"])[1])

    def write(value: Any, where: str) -> dict[str, Any]:
        if isinstance(value, model):
            written = {
                key: write_field(getattr(value, name), f"{where}.{name}")
                for name, key, write_field in fields
                if not isinstance(getattr(value, name), Unset)
            }
            if extras is not None:
                written.update(_write_mapping(extras)(cast(Any, value).additional_properties, where))
            return written
        if not isinstance(value, Mapping):
            raise _wrong(where, f"a {model.__name__} or a mapping", value)
        written = {}
        for key, item in value.items():
            if type(key) is not str:
                raise TypeError(f"{where} has a key that is not a str ({describe(key)})")
            known = by_key.get(key, extras)
            if known is None:
                allowed = ", ".join(sorted(by_key))
                raise ValueError(f"{where} has a key {key!r} that {model.__name__} does not have ({allowed})")
            written[key] = known(item, f"{where}[{key!r}]")
        missing = sorted(required - written.keys())
        if missing:
            raise ValueError(f"{where} has no {missing[0]!r}, which {model.__name__} requires")
        return written

    return write


_WRITERS: dict[Any, Writer] = {}
"""The writer of each annotation, and of each ``(model, field)`` asked for."""


def writer(annotation: Any) -> Writer:
    """The writer of a value annotated ``annotation`` (compiled once per annotation)."""
    found = _WRITERS.get(annotation)
    if found is None:
        found = _WRITERS[annotation] = _new_writer(annotation)
    return found


def _new_writer(annotation: Any) -> Writer:
    simple: dict[Any, Writer] = {
        Any: _write_any,
        int: _write_exactly(int, "an int"),
        bool: _write_exactly(bool, "a bool"),
        str: _write_exactly(str, "a str"),
        float: _write_number,
        datetime.datetime: _write_date_time,
    }
    if annotation in simple:
        return simple[annotation]
    if _is_uuid(annotation):
        from ._uuid_fields import write_uuid

        return write_uuid
    if attrs.has(annotation):
        return _write_model(annotation)
    origin, arguments = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Literal:
        return _write_choice(frozenset(arguments), ", ".join(sorted(repr(option) for option in arguments)))
    if origin is list:
        return _write_list(writer(arguments[0]), _plural(arguments[0]))
    if origin is dict:
        return _write_mapping(writer(arguments[1]))
    if origin in (typing.Union, types.UnionType):
        options = [option for option in arguments if option not in (Unset, type(None))]
        if len(options) != 1:
            raise TypeError(f"no writer for {annotation!r}")
        return _write_optional(writer(options[0]), type(None) in arguments)
    raise TypeError(f"no writer for {annotation!r}")


def _plural(annotation: Any) -> str:
    """What a list of ``annotation`` holds, for messages: ``strs``, ``ints``, ``Templates or mappings``."""
    if attrs.has(annotation):
        return f"{annotation.__name__}s or mappings"
    return f"{getattr(annotation, '__name__', 'value')}s"


def write_field(model: type, field: str, value: Any, where: str) -> Any:
    """The JSON of ``value`` given for the body field ``field`` (a Python name) of ``model``."""
    write = _WRITERS.get((model, field))
    if write is None:
        write = _WRITERS[(model, field)] = writer(present(field_hints(model)[field]))
    return write(value, where)


@functools.cache
def converter() -> cattrs.Converter:
    """The converter: structures every attrs model with ``model_hook``, unstructures it with its
    writer. Made on first use: ``import textsvc`` should not pay for importing cattrs and the models."""
    import cattrs

    made = cattrs.Converter(detailed_validation=False, forbid_extra_keys=False)
    made.register_structure_hook_factory(attrs.has, lambda model: model_hook(model, made))
    made.register_unstructure_hook_factory(
        attrs.has, lambda model: lambda value: writer(model)(value, model.__name__)
    )
    return made
