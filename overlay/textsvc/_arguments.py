"""Checks and conversions of method arguments, done before anything is sent."""

from __future__ import annotations

from collections.abc import Collection
from typing import TypeVar

from textsvc_generated.models.sort_direction import SORT_DIRECTION_VALUES
from textsvc_generated.types import UNSET, Unset

V = TypeVar("V")


def omit(value: V | None) -> V | Unset:
    """``None`` means "not given": the field is left out of the request."""
    return UNSET if value is None else value


def one_of(name: str, value: V | None, allowed: Collection[V]) -> V | Unset:
    return UNSET if value is None else choice(name, value, allowed)


def choice(name: str, value: V, allowed: Collection[V]) -> V:
    """A required value from a closed list."""
    if value not in allowed:
        choices = ", ".join(sorted(repr(option) for option in allowed))
        raise ValueError(f"{name} must be one of {choices}, got {value!r}")
    return value


def whole_number(name: str, value: int) -> int:
    if type(value) is not int:
        raise TypeError(f"{name} must be an int, got {type(value).__name__} {value!r}")
    return value


def text(name: str, value: str) -> str:
    if type(value) is not str:
        raise TypeError(f"{name} must be a str, got {type(value).__name__} {value!r}")
    return value


def boolean_text(name: str, value: bool | str) -> str:
    """A query flag the service types as a string: ``True`` -> ``"true"``; a string passes through."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return value
    raise TypeError(f"{name} must be a bool or a string, got {type(value).__name__}")


SORT_DIRECTIONS = SORT_DIRECTION_VALUES
