"""What a generated attrs model says of its fields, as the converter (``_converter``) reads it: their
JSON names, their annotations resolved, the annotation of a value present, and whether the spec lets
a field be absent.

Read only while the converter builds a model's reader or writer (each is built once and kept): none
of it runs on a warm call.
"""

from __future__ import annotations

import functools
import typing
from typing import Any

import attrs
from textsvc_generated.types import Unset


def json_names(model: type) -> dict[str, str]:
    """Field name -> JSON name, as the custom model template records them on each model."""
    names: dict[str, str] = getattr(model, "JSON_FIELD_NAMES", {})
    return names


@functools.cache
def field_hints(model: type) -> dict[str, Any]:
    """Field name -> its annotation, resolved."""
    # Imported here: the models package imports every model; its names resolve the annotations.
    from textsvc_generated import models as generated_models

    return typing.get_type_hints(model, localns=vars(generated_models))


def as_the_spec_says(field: attrs.Attribute[Any], annotation: Any) -> attrs.Attribute[Any]:
    """``field`` with its resolved type; required (no default) unless the spec lets it be absent.

    A field the spec requires may still carry the spec's default (``Webhook.sendAlertEmail``):
    absent from a response, it is missing, not defaulted. Keyword-only, so that it may follow
    fields with defaults in the call cattrs generates.
    """
    if Unset in typing.get_args(annotation) or field.default is attrs.NOTHING:
        return field.evolve(type=annotation)
    return field.evolve(type=annotation, default=attrs.NOTHING, kw_only=True)


def present(annotation: Any) -> Any:
    """The annotation of a field's value when the key is present (``int | Unset`` -> ``int``)."""
    if Unset not in typing.get_args(annotation):
        return annotation
    options = tuple(option for option in typing.get_args(annotation) if option is not Unset)
    return options[0] if len(options) == 1 else typing.Union[options]  # noqa: UP007 (built at run time)
