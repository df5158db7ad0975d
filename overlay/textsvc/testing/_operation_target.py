"""Every request's path parameters and query, checked against its operation's generated descriptor.

The descriptors of ``textsvc_generated.api`` are what the SDK builds its requests from: each
parameter's type, ``choices``, ``minimum`` and ``maximum``, ``pattern``, ``maxLength`` and
``minLength``, and an array parameter's the same of each item (``_query_arrays.item_parameter``), as
the spec gives them. The fake reads the same facts for every route, its own or answered from the spec,
so a rule of the spec holds wherever the operation is served and no route writes one out again.
A query parameter is read as its last value, as the routes read it; an array one by every value.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

from textsvc_generated.api import operations

from .._arguments import matches
from .._descriptors import OperationDescriptor, OperationParameter
from .._query_arrays import item_parameter
from ._errors import FakeError, invalid_field
from ._request_target import Query
from ._store import LARGEST_INTEGER, shown, whole_number

_PLACEHOLDER = re.compile(r"\{\w*\}")
_NUMBER = re.compile(r"-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?")


def shape(template: str) -> str:
    """The template with its parameters unnamed: ``/notes/{noteId}`` and ``/notes/{id}`` are one path."""
    return _PLACEHOLDER.sub("{}", template)


@functools.cache
def _by_shape() -> Mapping[tuple[str, str], OperationDescriptor[object]]:
    return {(operation.method, shape(operation.path)): operation for operation in operations()}


def descriptor_of(method: str, template: str) -> OperationDescriptor[object] | None:
    """The generated descriptor of the operation at ``method`` ``template``; ``None`` when the spec
    the package was generated from has no such operation (one only a served copy of it has)."""
    return _by_shape().get((method, shape(template)))


def check_target(
    operation: OperationDescriptor[object], params: Mapping[str, str], query: Mapping[str, str]
) -> None:
    """400 ``invalid_field_error`` for a path parameter or query parameter the spec refuses; 404 for a
    path id past 64 bits, which names no record."""
    for parameter in operation.parameters:
        if parameter.location == "path" and parameter.json_name in params:
            _check(parameter, params[parameter.json_name], in_path=True)
        elif parameter.location == "query" and parameter.json_type == "array":
            _check_array(parameter, _every(query, parameter.json_name))
        elif parameter.location == "query":
            raw = query.get(parameter.json_name)
            if raw is not None:  # ``isMMS=`` is a value (empty), which its schema judges
                _check(parameter, raw, in_path=False)
            elif parameter.required:
                raise invalid_field(f"{parameter.json_name} is required")


def _every(query: Mapping[str, str], name: str) -> tuple[str, ...]:
    """Every value sent under ``name``; only the last where the query kept no others."""
    if isinstance(query, Query):
        return query.every(name)
    return (query[name],) if name in query else ()


def _check_array(parameter: OperationParameter, sent: tuple[str, ...]) -> None:
    """An array query parameter, sent as OpenAPI's default form writes it: its name once per item
    (``ids=1&ids=2``); the name without a value is an empty array (``ids=``)."""
    name = parameter.json_name
    items = () if sent == ("",) else sent
    if not items and parameter.required:
        raise invalid_field(f"{name} is required")
    item = item_parameter(parameter)
    for raw in items:
        _check(item, raw, in_path=False)
    if parameter.min_items is not None and items and len(items) < parameter.min_items:
        raise invalid_field(f"{name} must hold at least {parameter.min_items} items")
    if parameter.max_items is not None and len(items) > parameter.max_items:
        raise invalid_field(f"{name} must hold at most {parameter.max_items} items")


def _check(parameter: OperationParameter, raw: str, *, in_path: bool) -> None:
    name = parameter.json_name
    if parameter.json_type == "integer":
        _check_integer(parameter, raw, in_path=in_path)
    elif parameter.json_type == "number":
        _check_number(parameter, raw)
    elif parameter.json_type == "boolean" and raw not in ("true", "false"):
        raise invalid_field(f"{name} must be true or false, got {shown(raw)}")
    elif parameter.choices and raw not in parameter.choices:
        raise invalid_field(f"{name} must be one of {', '.join(parameter.choices)}, got {shown(raw)}")
    if parameter.max_length is not None and len(raw) > parameter.max_length:
        raise invalid_field(f"{name} must be at most {parameter.max_length} characters long")
    if parameter.min_length is not None and len(raw) < parameter.min_length:
        raise invalid_field(f"{name} must be at least {parameter.min_length} characters long")
    if parameter.pattern is not None and not matches(parameter.pattern, raw):
        rule = parameter.pattern_means or f"text matching {parameter.pattern}"
        raise invalid_field(f"{name} must be {rule}, got {shown(raw)}")


def _check_integer(parameter: OperationParameter, raw: str, *, in_path: bool) -> None:
    name, value = parameter.json_name, whole_number(raw)
    if value is None and in_path and raw.isascii() and raw.isdigit():
        raise FakeError(404, "not_found_error", f"no record has {name} {shown(raw)}")
    if value is None:
        raise invalid_field(f"{name} must be a {'number' if in_path else 'whole number'}, got {shown(raw)}")
    low, high = parameter.minimum, parameter.maximum
    if low == 0 and value < 0:
        raise invalid_field(f"{name} must not be negative")
    if (low is not None and value < low) or (high is not None and value > high):
        raise invalid_field(f"{name} must be {_bounds(low, high)}, got {value}")


def _check_number(parameter: OperationParameter, raw: str) -> None:
    name = parameter.json_name
    if not _NUMBER.fullmatch(raw):
        raise invalid_field(f"{name} must be a number, got {shown(raw)}")
    value, low, high = float(raw), parameter.minimum, parameter.maximum
    if (low is not None and value < low) or (high is not None and value > high):
        raise invalid_field(f"{name} must be {_bounds(low, high)}, got {shown(raw)}")


def _bounds(low: float | None, high: float | None) -> str:
    # The 64-bit bound of every integer goes without saying: its format, not a rule of the value.
    if high is None or high >= LARGEST_INTEGER:
        return f"at least {low}"
    return f"at most {high}" if low is None else f"from {low} to {high}"
