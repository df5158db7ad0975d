"""Whether a JSON value fits a schema of the served spec: the JSON Schema keywords OpenAPI specs use.

Types are read strictly, as the fake's pydantic models read them: ``true`` is not an integer and
``1.0`` is not one either. Problems name where they are and what is wrong, never the value found
there (a body may hold a secret). Keywords that say nothing about validity (``description``,
``example``, ``readOnly``...) and formats other than ``date-time``, ``date`` and ``uuid`` are not
checked.
"""

from __future__ import annotations

import datetime
import functools
import json
import math
import re
import uuid
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

import attrs

Location = tuple[str | int, ...]

_MAX_SCHEMA_DEPTH = 128
_TYPE_NAMES = {
    "string": "a string",
    "integer": "an integer",
    "number": "a number",
    "boolean": "true or false",
    "array": "a list",
    "object": "an object",
    "null": "null",
}


@attrs.frozen
class Problem:
    location: Location
    text: str
    """Reads after the location: ``is required``, ``must be an integer``."""

    def describe(self) -> str:
        where = ".".join(str(part) for part in self.location) or "the body"
        return f"{where} {self.text}"


def describe(problems: list[Problem]) -> str:
    """The first problem, and how many more there are."""
    more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
    return problems[0].describe() + more


def json_types(schema: Mapping[str, Any]) -> list[str]:
    """The JSON types ``schema`` allows by its ``type`` (and OpenAPI 3.0's ``nullable``); empty: any."""
    declared = schema.get("type")
    types = [declared] if isinstance(declared, str) else list(declared or ())
    if types and schema.get("nullable") is True and "null" not in types:
        types.append("null")
    return types


def is_type(value: Any, name: str) -> bool:
    if name == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if name == "number":
        return isinstance(value, int | float) and not isinstance(value, bool)
    kinds: dict[str, type | tuple[type, ...]] = {
        "string": str,
        "boolean": bool,
        "array": list,
        "object": dict,
        "null": type(None),
    }
    kind = kinds.get(name)
    return kind is not None and isinstance(value, kind)


def _same(left: Any, right: Any) -> bool:
    # JSON tells true from 1; Python's == does not.
    if isinstance(left, bool) or isinstance(right, bool):
        return type(left) is type(right) and left == right
    return bool(left == right)


@functools.lru_cache(maxsize=256)
def _pattern(source: str) -> re.Pattern[str]:
    return re.compile(source)


def _exact(number: float) -> Fraction:
    """The number as written: a float by its shortest repr (0.07 is 7/100, not the nearest binary)."""
    return Fraction(repr(number)) if isinstance(number, float) else Fraction(number)


def _fits_step(value: float, step: float) -> bool:
    """Whether ``value`` is a whole multiple of ``multipleOf: step``, exactly (no float division)."""
    if isinstance(step, bool) or not math.isfinite(step) or step <= 0:
        return True  # not a step JSON Schema allows: it checks nothing
    return math.isfinite(value) and (_exact(value) / _exact(step)).denominator == 1


def _fits_format(value: str, name: Any) -> bool:
    try:
        if name == "date-time":
            return "T" in value.upper() and datetime.datetime.fromisoformat(value) is not None
        if name == "date":
            return datetime.date.fromisoformat(value) is not None
        if name == "uuid":
            return uuid.UUID(value) is not None
    except ValueError:
        return False
    return True


class SchemaChecker:
    """Checks values against schemas of one spec; ``resolve`` follows its ``$ref``s."""

    def __init__(self, resolve: Callable[[Any], Any]) -> None:
        self.resolve = resolve

    def fits(self, schema: Any, value: Any) -> bool:
        return not self.problems(schema, value)

    def problems(self, schema: Any, value: Any, location: Location = ()) -> list[Problem]:
        found: list[Problem] = []
        self._check(schema, value, location, found, 0)
        return found

    def _check(self, schema: Any, value: Any, location: Location, found: list[Problem], depth: int) -> None:
        if depth > _MAX_SCHEMA_DEPTH:
            raise ValueError("a schema of the spec nests deeper than the fake follows")
        schema = self.resolve(schema)
        if schema is True or schema is None:
            return
        if schema is False:
            found.append(Problem(location, "is not allowed"))
            return
        for part in schema.get("allOf", ()):
            self._check(part, value, location, found, depth + 1)
        self._alternatives(schema, value, location, found, depth)
        if "const" in schema and not _same(value, schema["const"]):
            found.append(Problem(location, f"must be {json.dumps(schema['const'])}"))
        options = schema.get("enum")
        if options is not None and not any(_same(value, option) for option in options):
            found.append(Problem(location, f"must be one of {', '.join(json.dumps(o) for o in options)}"))
        types = json_types(schema)
        if types and not any(is_type(value, name) for name in types):
            found.append(Problem(location, "must be " + " or ".join(_TYPE_NAMES.get(t, t) for t in types)))
            return
        if isinstance(value, str):
            self._string(schema, value, location, found)
        elif isinstance(value, int | float) and not isinstance(value, bool):
            self._number(schema, value, location, found)
        elif isinstance(value, list):
            self._array(schema, value, location, found, depth)
        elif isinstance(value, dict):
            self._object(schema, value, location, found, depth)

    def _alternatives(
        self, schema: Mapping[str, Any], value: Any, location: Location, found: list[Problem], depth: int
    ) -> None:
        for keyword in ("anyOf", "oneOf"):
            branches = schema.get(keyword)
            if not branches:
                continue
            fitting = 0
            for branch in branches:
                attempt: list[Problem] = []
                self._check(branch, value, location, attempt, depth + 1)
                fitting += not attempt
            if not fitting:
                found.append(Problem(location, "fits none of the shapes allowed here"))
            elif keyword == "oneOf" and fitting > 1:
                found.append(Problem(location, "fits more than one of the shapes allowed here"))

    @staticmethod
    def _string(schema: Mapping[str, Any], value: str, location: Location, found: list[Problem]) -> None:
        if "minLength" in schema and len(value) < schema["minLength"]:
            found.append(Problem(location, f"must be at least {schema['minLength']} characters long"))
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            found.append(Problem(location, f"must be at most {schema['maxLength']} characters long"))
        if "pattern" in schema and not _pattern(schema["pattern"]).search(value):
            means = schema.get("x-pattern-means")
            rule = (
                f"must be {means}"
                if isinstance(means, str)
                else f"must match the pattern {schema['pattern']}"
            )
            found.append(Problem(location, rule))
        if not _fits_format(value, schema.get("format")):
            found.append(Problem(location, f"must be a {schema['format']}"))

    @staticmethod
    def _number(schema: Mapping[str, Any], value: float, location: Location, found: list[Problem]) -> None:
        low, high = schema.get("minimum"), schema.get("maximum")
        low_open, high_open = schema.get("exclusiveMinimum"), schema.get("exclusiveMaximum")
        # OpenAPI 3.0 writes exclusiveMinimum as a flag on minimum; 3.1 as a bound of its own.
        if low_open is True:
            low_open, low = low, None
        if high_open is True:
            high_open, high = high, None
        if isinstance(low, int | float) and value < low:
            found.append(Problem(location, f"must be at least {low}"))
        if isinstance(low_open, int | float) and not isinstance(low_open, bool) and value <= low_open:
            found.append(Problem(location, f"must be more than {low_open}"))
        if isinstance(high, int | float) and value > high:
            found.append(Problem(location, f"must be at most {high}"))
        if isinstance(high_open, int | float) and not isinstance(high_open, bool) and value >= high_open:
            found.append(Problem(location, f"must be less than {high_open}"))
        step = schema.get("multipleOf")
        if isinstance(step, int | float) and not _fits_step(value, step):
            found.append(Problem(location, f"must be a multiple of {step}"))

    def _array(
        self,
        schema: Mapping[str, Any],
        value: list[Any],
        location: Location,
        found: list[Problem],
        depth: int,
    ) -> None:
        if "minItems" in schema and len(value) < schema["minItems"]:
            found.append(Problem(location, f"must hold at least {schema['minItems']} items"))
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            found.append(Problem(location, f"must hold at most {schema['maxItems']} items"))
        items = schema.get("items")
        if items is not None:
            for index, item in enumerate(value):
                self._check(items, item, (*location, index), found, depth + 1)

    def _object(
        self,
        schema: Mapping[str, Any],
        value: dict[str, Any],
        location: Location,
        found: list[Problem],
        depth: int,
    ) -> None:
        properties: Mapping[str, Any] = schema.get("properties", {})
        for name in schema.get("required", ()):
            if name not in value:
                found.append(Problem((*location, name), "is required"))
        extra = schema.get("additionalProperties", True)
        for name, item in value.items():
            if name in properties:
                self._check(properties[name], item, (*location, name), found, depth + 1)
            elif extra is False:
                found.append(Problem((*location, name), "is not a field here"))
            elif extra is not True:
                self._check(extra, item, (*location, name), found, depth + 1)
