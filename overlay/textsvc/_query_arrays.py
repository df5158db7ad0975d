"""An array query parameter of a typed method: its items checked one by one, by the item type the
descriptor's annotation names (``list[int]``, ``list[ColorsItem]``).

The descriptor gives an array parameter's type as its annotation only; an item enum is the
generated type of that name (a ``Literal`` alias or an enum of ``textsvc_generated.models``). The
items are sent as OpenAPI's default form writes them, the parameter's name once per item
(``ids=1&ids=2``): generation refuses any other form (``scripts/spec_facts.py``).
"""

from __future__ import annotations

import enum
import functools
import re
import typing
from collections.abc import Callable
from typing import Any

from ._arguments import choice, each_of, flag, number, text, whole_number
from ._descriptors import OperationParameter

_LIST_OF = re.compile(r"list\[(\w+)\]")
_SCALARS: dict[str, Callable[..., Any]] = {"int": whole_number, "float": number, "bool": flag, "str": text}


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


def query_items(parameter: OperationParameter, values: Any, name: str) -> list[Any]:
    """``values`` (any iterable but text) as the items sent, each checked by the items' type."""
    kind = item_type(parameter)
    allowed = enum_values(kind)
    if allowed:
        return each_of(name, values, lambda where, value: choice(where, value, allowed), "values")
    check = _SCALARS.get(kind, text)
    return each_of(name, values, check, f"{kind}s")
