"""Answers made from a schema of the served spec: its example, else an echo of the request.

An echo is built from what the request sent (body fields and path parameters, by name): every
property of the schema that the request gave a fitting value for gets it, an ``id`` the request does
not give is the resource's path parameter or a new one, and the other required properties get the
least value their schema allows (``""``, ``0``, ``false``, ``null`` where allowed, the first ``enum``
value, now for a ``date-time``). Properties the schema does not declare are not echoed.

A record the fake makes (``record``) or answers from a route of its own (``complete``) also carries
every optional property of its schema, with a plausible value: the property's name and the record's
number for a string, 0 for a number, false, an empty list, a fixed date for a date-time; so that a
field the vendor adds to the spec is sent without a change to the fake.
"""

from __future__ import annotations

import datetime
import uuid
from collections.abc import Callable, Mapping
from typing import Any

import attrs

from ._schema_check import SchemaChecker, json_types
from ._spec import Schema, ServedSpec
from ._store import timestamp

_MAX_FILL_DEPTH = 32
_PLAUSIBLE_MOMENT = "2026-01-01T00:00:00.000Z"
"""The date-time of an optional property the fake fills: fixed, so a record reads the same twice."""
_MINIMAL_STRINGS: dict[str, Callable[[], str]] = {
    "date-time": timestamp,
    "date": lambda: datetime.datetime.now(datetime.UTC).date().isoformat(),
    "uuid": lambda: str(uuid.UUID(int=0)),
    "email": lambda: "someone@example.com",
    "uri": lambda: "https://example.com/",
}


@attrs.frozen
class Found:
    """A value that was looked for and found (``None`` is a value too)."""

    value: Any


def example_of(node: Schema, spec: ServedSpec) -> Found | None:
    """The example a schema or media type object gives: ``example``, else its first ``examples``."""
    if "example" in node:
        return Found(node["example"])
    examples = node.get("examples")
    if isinstance(examples, list) and examples:  # a schema's examples (JSON Schema)
        return Found(examples[0])
    if isinstance(examples, Mapping) and examples:  # a media type's named examples (OpenAPI)
        first = spec.resolve(next(iter(examples.values())))
        if isinstance(first, Mapping) and "value" in first:
            return Found(first["value"])
    return None


def merged(schema: Any, spec: ServedSpec) -> dict[str, Any]:
    """``schema`` resolved, with the ``properties`` and ``required`` of its ``allOf`` parts merged in."""
    resolved = spec.resolve(schema)
    if not isinstance(resolved, Mapping):
        return {}
    result = dict(resolved)
    properties = dict(resolved.get("properties", {}))
    required = list(resolved.get("required", ()))
    for part in resolved.get("allOf", ()):
        inner = merged(part, spec)
        properties.update(inner.get("properties", {}))
        required += [name for name in inner.get("required", ()) if name not in required]
        if "type" not in result and "type" in inner:
            result["type"] = inner["type"]
    if properties:
        result["properties"] = properties
    if required:
        result["required"] = required
    return result


def property_schema(schema: Any, name: str, spec: ServedSpec) -> Any:
    """The schema of property ``name`` of ``schema``; ``{}`` (anything) when it declares none."""
    return merged(schema, spec).get("properties", {}).get(name, {})


class Echoes:
    """Builds answers from schemas of one spec; ``new_id`` numbers the integer ids it makes up."""

    def __init__(self, spec: ServedSpec, checker: SchemaChecker, new_id: Callable[[], int]) -> None:
        self.spec = spec
        self.checker = checker
        self.new_id = new_id
        self._optional: dict[int, tuple[Any, bool]] = {}
        """id of a schema node -> (the node, kept so that its id is not reused; whether it or a
        schema inside it declares an optional property)."""

    def echo(self, schema: Any, seed: Mapping[str, Any], resource_id: Found | None = None) -> Any:
        """``seed`` (what the request sent) made to fit ``schema``; ``resource_id``: the path's id."""
        shape = merged(schema, self.spec)
        if not shape:
            return dict(seed)  # The schema allows anything: the request itself.
        if not _is_object(shape):
            return self.minimal(shape)
        return self._object(shape, seed, resource_id, 0)

    def _object(
        self, shape: Mapping[str, Any], seed: Mapping[str, Any], resource_id: Found | None, depth: int
    ) -> dict[str, Any]:
        result: dict[str, Any] = {}
        required = set(shape.get("required", ()))
        for name, schema in shape.get("properties", {}).items():
            fitted = self._fitted(schema, seed[name], depth) if name in seed else None
            if fitted is None and name == "id":
                fitted = self._id(schema, resource_id)
            if fitted is not None:
                result[name] = fitted.value
            elif name in required:
                result[name] = self._minimal(schema, depth + 1)
        return result

    def _fitted(self, schema: Any, value: Any, depth: int) -> Found | None:
        """``value`` as is when it fits ``schema``; an object or list completed so that it fits; or None."""
        if self.checker.fits(schema, value):
            return Found(value)
        if depth >= _MAX_FILL_DEPTH:
            return None
        shape = merged(schema, self.spec)
        candidate: Any = None
        if isinstance(value, dict) and _is_object(shape):
            candidate = self._object(shape, value, None, depth + 1)
        elif isinstance(value, list) and "array" in json_types(shape):
            items = [self._fitted(shape.get("items", {}), item, depth + 1) for item in value]
            candidate = [item.value for item in items if item is not None]
        return Found(candidate) if candidate is not None and self.checker.fits(schema, candidate) else None

    def _id(self, schema: Any, resource_id: Found | None) -> Found | None:
        if resource_id is not None and self.checker.fits(schema, resource_id.value):
            return resource_id
        if self.checker.fits(schema, 1):
            return Found(self.new_id())
        made_up = str(uuid.uuid4())
        return Found(made_up) if self.checker.fits(schema, made_up) else None

    def record(self, schema: Any, seed: Mapping[str, Any], resource_id: Found | None, number: int) -> Any:
        """The echo of ``seed``, what it does not give filled with plausible values (``complete``)."""
        echo = self.echo(schema, seed, resource_id)
        if not isinstance(echo, dict):
            return echo
        given = {name: value for name, value in echo.items() if name in seed or name == "id"}
        return {**echo, **self.complete(schema, given, number)}

    def complete(
        self, schema: Any, value: Any, number: int, absent: Mapping[str, frozenset[str]] | None = None
    ) -> Any:
        """``value`` with every property its schema declares and it lacks given a plausible value.

        ``absent``: schema name -> properties left out (a route's rule says when they are present).
        Where a value would not fit, the property stays absent.
        """
        return self._complete(schema, value, number, absent or {}, 0)

    def _complete(
        self, schema: Any, value: Any, number: int, absent: Mapping[str, frozenset[str]], depth: int
    ) -> Any:
        if depth >= _MAX_FILL_DEPTH or not self._has_optional(schema):
            return value  # nothing to fill: a page of a thousand rows is not walked
        shape = merged(schema, self.spec)
        if isinstance(value, list) and "array" in json_types(shape):
            items = shape.get("items", {})
            return [self._complete(items, item, number, absent, depth + 1) for item in value]
        if not (isinstance(value, dict) and _is_object(shape)):
            return value
        left_out = absent.get(_ref_name(schema), frozenset())
        if isinstance(value.get("id"), int) and not isinstance(value["id"], bool):
            number = value["id"]  # a record's plausible values name the record
        result = dict(value)
        for name, inner in shape.get("properties", {}).items():
            if name in result:
                result[name] = self._complete(inner, result[name], number, absent, depth + 1)
            elif name not in left_out:
                candidate = self._plausible(inner, name, number, absent, depth + 1)
                if self.checker.fits(inner, candidate):
                    result[name] = candidate
        return result

    def _has_optional(self, schema: Any) -> bool:
        key = id(schema)
        if key not in self._optional:
            self._optional[key] = (schema, False)  # a schema that contains itself
            shape = merged(schema, self.spec)
            properties = shape.get("properties", {})
            required = set(shape.get("required", ()))
            found = (
                any(name not in required for name in properties)
                or any(self._has_optional(inner) for inner in properties.values())
                or ("items" in shape and self._has_optional(shape["items"]))
            )
            self._optional[key] = (schema, found)
        return self._optional[key][1]

    def _plausible(
        self, schema: Any, name: str, number: int, absent: Mapping[str, frozenset[str]], depth: int
    ) -> Any:
        shape = merged(schema, self.spec)
        types = [kind for kind in json_types(shape) if kind != "null"]
        if "enum" in shape or "const" in shape or not types:
            return self._minimal(shape, depth)
        kind = types[0]
        if kind == "string":
            if shape.get("format") == "date-time":
                return _PLAUSIBLE_MOMENT
            made = f"{name} {number}"
            return made if self.checker.fits(shape, made) else self._string(shape)
        if kind == "object":
            return self._complete(schema, self._minimal(shape, depth), number, absent, depth)
        return self._minimal(shape, depth)

    def minimal(self, schema: Any) -> Any:
        """The least value ``schema`` allows (not checked: a ``pattern`` may refuse it)."""
        return self._minimal(schema, 0)

    def _minimal(self, schema: Any, depth: int) -> Any:
        shape = merged(schema, self.spec)
        if "const" in shape:
            return shape["const"]
        if shape.get("enum"):
            return shape["enum"][0]
        if "default" in shape and self.checker.fits(shape, shape["default"]):
            return shape["default"]
        branches = shape.get("anyOf") or shape.get("oneOf")
        if branches:
            return self._minimal(branches[0], depth + 1)
        types = json_types(shape)
        if "null" in types or depth >= _MAX_FILL_DEPTH:
            return None
        kind = types[0] if types else ("object" if "properties" in shape else "null")
        if kind == "object":
            return self._object(shape, {}, None, depth)
        if kind == "array":
            return [self._minimal(shape.get("items", {}), depth + 1) for _ in range(shape.get("minItems", 0))]
        if kind == "string":
            return self._string(shape)
        if kind in ("integer", "number"):
            return _least_number(shape)
        return False if kind == "boolean" else None

    def _string(self, shape: Mapping[str, Any]) -> str:
        make = _MINIMAL_STRINGS.get(shape.get("format", ""))
        candidates = [make()] if make else []
        candidates += ["x" * shape.get("minLength", 0), timestamp(), "0", "x"]
        for candidate in candidates:
            if self.checker.fits(shape, candidate):
                return candidate
        return candidates[0]


def _ref_name(schema: Any) -> str:
    reference = schema.get("$ref") if isinstance(schema, Mapping) else None
    return reference.rsplit("/", 1)[-1] if isinstance(reference, str) else ""


def _is_object(shape: Mapping[str, Any]) -> bool:
    types = json_types(shape)
    return "object" in types or (not types and "properties" in shape)


def _least_number(shape: Mapping[str, Any]) -> int | float:
    low, high = shape.get("minimum"), shape.get("maximum")
    low_open, high_open = shape.get("exclusiveMinimum"), shape.get("exclusiveMaximum")
    if low_open is True:
        low_open, low = low, None
    if high_open is True:
        high_open, high = high, None
    if isinstance(low, int | float):
        return low
    if isinstance(low_open, int | float) and not isinstance(low_open, bool):
        return low_open + 1
    if isinstance(high, int | float) and high < 0:
        return high
    if isinstance(high_open, int | float) and not isinstance(high_open, bool) and high_open <= 0:
        return high_open - 1
    return 0
