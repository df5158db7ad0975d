"""How an operation's payload is read, from what its descriptor says of it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

import attrs
from textsvc_generated.types import OperationDescriptor

from ._decoding import ResponseShapeError, as_integer, parser_for
from ._pagination import Page, page_parser

P = TypeVar("P")
M = TypeVar("M")


def payload_parser(operation: OperationDescriptor[P]) -> Callable[[Any], P]:
    """The payload as the spec's model, or ``None`` where the spec says ``data: null`` or no body."""
    model = operation.payload_model
    if model is not None and attrs.has(model):
        return cast(Callable[[Any], P], model_parser(model))
    if operation.payload_annotation.startswith("list[") and operation.row_model is not None:
        return cast(Callable[[Any], P], list_parser(operation.row_model))
    if operation.response_style == "unspecified":
        return cast(Callable[[Any], P], ignore_body)
    scalar = _SCALARS.get(operation.payload_annotation)
    if scalar is not None:
        return cast(Callable[[Any], P], scalar)
    inner = operation.payload_annotation.removeprefix("list[").removesuffix("]")
    if operation.payload_annotation.startswith("list[") and inner in _SCALARS:
        return cast(Callable[[Any], P], _list_of(_SCALARS[inner], operation.payload_annotation))
    if operation.payload_annotation == "None":
        return cast(Callable[[Any], P], parse_null)
    kind = operation.payload_annotation
    raise TypeError(f"{operation.name}: a payload of type {kind} needs its own parser")


def ignore_body(data: Any) -> None:
    """The service document does not show this body: whatever came is left to ``with_raw_response``."""
    return None


def row_page_parser(operation: OperationDescriptor[Any]) -> Callable[[Any], Page[Any]]:
    """One page of a list operation's rows."""
    if operation.row_model is None:
        raise TypeError(f"{operation.name} is not a list of rows")
    return page_parser(operation.row_model)


def parse_model(model: type[M], data: Any) -> M:
    """``data`` as a ``model``, every field checked; raises ``ResponseShapeError``."""
    instance: M = parser_for(model)(data)
    return instance


def model_parser(model: type[M]) -> Callable[[Any], M]:
    return lambda data: parse_model(model, data)


def list_parser(model: type[M]) -> Callable[[Any], list[M]]:
    """A payload that is a list of ``model``."""

    def parse(data: Any) -> list[M]:
        if type(data) is not list:
            raise ResponseShapeError(f"expected a list of {model.__name__}, got {type(data).__name__}")
        return [parse_model(model, item) for item in data]

    return parse


def parse_null(data: Any) -> None:
    if data is not None:
        raise ResponseShapeError(f"expected null data, got {type(data).__name__}")


def _scalar(kind: type, name: str) -> Callable[[Any], Any]:
    def parse(data: Any) -> Any:
        if kind is int:
            return as_integer(data, "the payload")
        if type(data) is kind or (kind is float and type(data) is int):
            return data
        raise ResponseShapeError(f"expected {name} data, got {type(data).__name__}")

    return parse


_SCALARS: dict[str, Callable[[Any], Any]] = {
    name: _scalar(kind, name) for name, kind in (("str", str), ("int", int), ("float", float), ("bool", bool))
}


def _list_of(item: Callable[[Any], Any], annotation: str) -> Callable[[Any], list[Any]]:
    def parse(data: Any) -> list[Any]:
        if type(data) is not list:
            raise ResponseShapeError(f"expected {annotation} data, got {type(data).__name__}")
        return [item(entry) for entry in data]

    return parse
