"""Validating parsers from decoded JSON to the generated attrs models.

The generated ``from_dict`` copies each dict, checks no types and falls back silently; here each
model class gets one parser from a cattrs converter with strict hooks (``_structuring``). A value
of the wrong type raises ``ResponseShapeError`` naming the field; unknown keys go to
``additional_properties``. Where the spec says integer, a float without a fraction (``7.0``,
``1e3``) reads as that integer.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    import cattrs

Parser = Callable[[Any], Any]


class ResponseShapeError(Exception):
    """A response value does not have the shape or type the spec gives it."""


_PARSERS: dict[type, Parser] = {}
"""The parser of each model asked for; ``parser_for`` runs on every response, a dict is quickest."""


@functools.cache
def _converter() -> cattrs.Converter:
    # Imported on first use: ``import textsvc`` should not pay for importing cattrs.
    from ._structuring import new_converter

    return new_converter()


def parser_for(model: type) -> Parser:
    """The parser of ``model``: decoded JSON in, a model instance out, or ``ResponseShapeError``."""
    parser = _PARSERS.get(model)
    if parser is None:
        # Kept here rather than in the converter, which keeps the models nested in others. A cattrs
        # hook is ``hook(value, type)``; the model hooks of ``_structuring`` also take the value alone.
        hook = _converter().get_structure_hook(model, cache_result=False)
        parser = _PARSERS[model] = cast(Parser, hook)
    return parser


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
