"""An array query parameter of a typed method: its items checked one by one, as a parameter of their
own (``item_parameter``): by the item type the descriptor's annotation names (``list[int]``,
``list[ColorsItem]``) and by the rules of the spec's ``items`` (``ItemRules``: pattern, bounds,
lengths).

The descriptor gives an array parameter's type as its annotation only; an item enum is the
generated type of that name (a ``Literal`` alias or an enum of ``textsvc_generated.models``). The
items are sent as OpenAPI's default form writes them, the parameter's name once per item
(``ids=1&ids=2``): generation refuses any other form (``scripts/spec_facts.py``). The fake checks
what it is sent by the same ``item_parameter`` (``testing/_operation_target.py``).
"""

from __future__ import annotations

import enum
import functools
import re
import typing
from typing import Any

import attrs

from ._arguments import checked_argument, each_of
from ._descriptors import JsonType, OperationParameter

_LIST_OF = re.compile(r"list\[(\w+)\]")
_ITEM_TYPES: dict[str, JsonType] = {"int": "integer", "float": "number", "bool": "boolean"}
_NO_RULES: dict[str, Any] = dict.fromkeys(
    ("max_length", "min_length", "max_items", "min_items", "minimum", "maximum", "pattern", "pattern_means")
)


def item_type(parameter: OperationParameter) -> str:
    """The name of the items' type (``int``, ``ColorsItem``); ``str`` when the annotation says none."""
    found = _LIST_OF.fullmatch(parameter.annotation)
    return found.group(1) if found else "str"


@functools.cache
def enum_values(name: str) -> tuple[str, ...]:
    """The values of the generated enum called ``name``, sorted; none when it is no enum."""
    from textsvc_generated import models  # the generated package imports the overlay's modules

    found = getattr(models, name, None)
    if typing.get_origin(found) is typing.Literal:
        return tuple(sorted(str(value) for value in typing.get_args(found)))
    if isinstance(found, type) and issubclass(found, enum.Enum):
        return tuple(sorted(str(member.value) for member in found))
    return ()


@functools.cache
def item_parameter(parameter: OperationParameter) -> OperationParameter:
    """One item of the array parameter ``parameter``, as a parameter of its own name and place: the
    items' JSON type and enum, and the rules of the spec's ``items`` (none of the array's own)."""
    kind = item_type(parameter)
    rules = attrs.asdict(parameter.items) if parameter.items is not None else {}
    return attrs.evolve(
        parameter,
        annotation=kind,
        json_type=_ITEM_TYPES.get(kind, "string"),
        sdk_type=None,
        choices=enum_values(kind),
        items=None,
        **{**_NO_RULES, **rules},
    )


def query_items(parameter: OperationParameter, values: Any, name: str) -> list[Any]:
    """``values`` (any iterable but text) as the items sent, each checked as ``item_parameter``
    (``name[position]`` in errors)."""
    item = item_parameter(parameter)
    kind = "values" if item.choices else f"{item.annotation}s"
    return each_of(name, values, lambda where, value: checked_argument(item, value, where), kind)
