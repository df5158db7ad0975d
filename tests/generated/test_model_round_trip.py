"""Every generated model reads its JSON through the overlay's parser and writes it back unchanged.

The models are found in ``textsvc_generated.models`` at collection time, so a model added to the
spec is covered by regeneration alone. Each sample is built from the model's own annotations:
every field filled (or only the required ones), nested models built the same way, one item per
list and per map, the first value of an enum, and one unknown key at every level, which must come
back through ``additional_properties``. A model whose parser cannot be built or reads a field
wrongly fails here, not at its first response; so does one that lets a required field be absent
or takes a value of the wrong type.
"""

from __future__ import annotations

import copy
import datetime
import importlib
import pkgutil
import types
import typing
from typing import Any

import attrs
import pytest
from textsvc._converter import ResponseShapeError
from textsvc._converter import reader as parser_for
from textsvc_generated import models
from textsvc_generated.types import Unset

EXTRA_KEY = "roundTripExtra"
"""A key no model has: it must land in ``additional_properties`` and be written back."""
MOMENT = "2026-01-02T03:04:05.123000+00:00"  # the form ``datetime.isoformat()`` writes back
SECRET = "sk_live_never_in_a_message"

SCALARS: dict[Any, Any] = {
    int: 7,
    float: 2.5,
    str: "text",
    bool: True,
    datetime.datetime: MOMENT,
    type(None): None,
    Any: {"any": [1, "two", None]},
}


def generated_models() -> list[type]:
    """Every attrs class defined in a module of ``textsvc_generated.models``."""
    found = []
    for module_info in pkgutil.iter_modules(models.__path__):
        module = importlib.import_module(f"{models.__name__}.{module_info.name}")
        found += [
            value
            for value in vars(module).values()
            if isinstance(value, type) and attrs.has(value) and value.__module__ == module.__name__
        ]
    return sorted(found, key=lambda model: model.__name__)


MODELS = generated_models()


def hints(model: type) -> dict[str, Any]:
    return typing.get_type_hints(model, localns=vars(models))


def json_names(model: type) -> dict[str, str]:
    """Field name -> JSON name, as the custom model template records them (the parser reads the same)."""
    names: dict[str, str] = model.JSON_FIELD_NAMES  # type: ignore[attr-defined]
    return names


def sample(annotation: Any, every_field: bool) -> Any:
    """A JSON value of the type ``annotation`` gives."""
    if annotation in SCALARS:
        return SCALARS[annotation]
    if attrs.has(annotation):
        return model_sample(annotation, every_field)
    origin, arguments = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Literal:
        return arguments[0]
    if origin in (typing.Union, types.UnionType):
        options = [option for option in arguments if option not in (Unset, type(None))] or [type(None)]
        return sample(options[0], every_field)
    if origin is list:
        return [sample(arguments[0], every_field)]
    if origin is dict:
        return {"key": sample(arguments[1], every_field)}
    raise AssertionError(f"no sample for {annotation!r}: a new shape for this test and the parser")


def model_sample(model: type, every_field: bool) -> dict[str, Any]:
    """The JSON of one ``model``: its fields (optional ones only if ``every_field``) and an unknown key."""
    annotations = hints(model)
    data = {
        json_name: sample(annotations[name], every_field)
        for name, json_name in json_names(model).items()
        if every_field or Unset not in typing.get_args(annotations[name])
    }
    if "additional_properties" in attrs.fields_dict(model):
        data[EXTRA_KEY] = sample(typing.get_args(annotations["additional_properties"])[1], every_field)
    return data


def test_every_model_of_the_spec_is_found() -> None:
    exported = {value for value in vars(models).values() if isinstance(value, type) and attrs.has(value)}
    assert exported <= set(MODELS)
    assert len(MODELS) > 90  # the spec's models today; a broken discovery finds none


@pytest.mark.parametrize("every_field", [True, False], ids=["every-field", "required-fields"])
@pytest.mark.parametrize("model", MODELS, ids=[model.__name__ for model in MODELS])
def test_a_model_read_from_json_writes_the_same_json_back(model: type, every_field: bool) -> None:
    data = model_sample(model, every_field)
    expected = copy.deepcopy(data)
    instance = parser_for(model)(data)
    built = type(instance)
    assert built is model
    assert instance.to_dict() == expected
    if EXTRA_KEY in expected:
        assert list(instance.additional_properties) == [EXTRA_KEY]


def required_keys(model: type) -> list[str]:
    annotations = hints(model)
    return [key for name, key in json_names(model).items() if Unset not in typing.get_args(annotations[name])]


@pytest.mark.parametrize("model", MODELS, ids=[model.__name__ for model in MODELS])
def test_a_required_field_that_is_absent_is_named(model: type) -> None:
    """Required even where the spec also gives a default (``Webhook.sendAlertEmail``)."""
    for key in required_keys(model):
        data = model_sample(model, every_field=True)
        del data[key]
        with pytest.raises(ResponseShapeError) as raised:
            parser_for(model)(data)
        assert str(raised.value) == f"{model.__name__} is missing the field {key!r}"


def kinds_taken(annotation: Any) -> set[type] | None:
    """The JSON kinds (``str``, ``dict``, ``list``, ...) a field takes; ``None`` when it takes any."""
    options = (
        typing.get_args(annotation)
        if typing.get_origin(annotation) in (typing.Union, types.UnionType)
        else (annotation,)
    )
    kinds: set[type] = set()
    for option in options:
        origin = typing.get_origin(option)
        if option is Any:
            return None
        if option in (str, datetime.datetime) or origin is typing.Literal:
            kinds.add(str)
        elif attrs.has(option) or origin is dict:
            kinds.add(dict)
        elif origin is list:
            kinds.add(list)
    return kinds


def wrong_value(annotation: Any) -> Any:
    """A value of a JSON kind the field does not take, a secret inside; ``None`` if it takes every kind."""
    kinds = kinds_taken(annotation)
    if kinds is None:
        return None
    for value in (SECRET, {"token": SECRET}, [SECRET]):
        if type(value) not in kinds:
            return value
    return None


@pytest.mark.parametrize("model", MODELS, ids=[model.__name__ for model in MODELS])
def test_a_value_of_the_wrong_kind_is_refused_naming_the_field_not_the_value(model: type) -> None:
    annotations = hints(model)
    for name, key in json_names(model).items():
        wrong = wrong_value(annotations[name])
        if wrong is None:
            continue
        data = {**model_sample(model, every_field=True), key: wrong}
        with pytest.raises(ResponseShapeError) as raised:
            parser_for(model)(data)
        message = str(raised.value)
        assert SECRET not in message
        # A nested model's own parser names the model it expected.
        assert f"{model.__name__}.{name} " in message or message.startswith("expected an object for ")
