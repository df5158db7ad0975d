"""An array query parameter of a typed method: its items checked one by one, as a parameter of their
own (``item_parameter``): by what the descriptor says of the spec's ``items`` (``ItemRules``: the
items' type and enum, pattern, bounds, lengths).

The items are sent as OpenAPI's default form writes them, the parameter's name once per item
(``ids=1&ids=2``): generation refuses any other form (``scripts/spec_facts.py``). The fake checks
what it is sent by the same ``item_parameter`` (``testing/_operation_target.py``).
"""

from __future__ import annotations

import functools
from typing import Any

import attrs

from ._arguments import checked_argument, each_of
from ._descriptors import ItemRules, OperationParameter

_NO_RULES: dict[str, Any] = dict.fromkeys(
    ("max_length", "min_length", "max_items", "min_items", "minimum", "maximum", "pattern", "pattern_means")
)


@functools.cache
def item_parameter(parameter: OperationParameter) -> OperationParameter:
    """One item of the array parameter ``parameter``, as a parameter of its own name and place: the
    items' type and enum, and the rules of the spec's ``items`` (none of the array's own)."""
    rules = attrs.asdict(parameter.items or ItemRules())
    return attrs.evolve(parameter, sdk_type=None, items=None, **{**_NO_RULES, **rules})


def query_items(parameter: OperationParameter, values: Any, name: str) -> list[Any]:
    """``values`` (any iterable but text) as the items sent, each checked as ``item_parameter``
    (``name[position]`` in errors)."""
    item = item_parameter(parameter)
    kind = "values" if item.choices else f"{item.annotation}s"
    return each_of(name, values, lambda where, value: checked_argument(item, value, where), kind)
