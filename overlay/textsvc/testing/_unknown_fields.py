"""Lenient mode (``strict=False``): body fields a route's model does not declare are dropped, not refused.

The generated request models refuse undeclared fields (``additionalProperties: false``), though the
document never says the service does; a lenient fake ignores them instead, at every depth.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

Schema = Mapping[str, Any]


@functools.cache
def _json_schema(model: type[BaseModel]) -> Schema:
    return model.model_json_schema()


def without_unknown_fields(model: type[BaseModel], document: Any) -> Any:
    """A copy of ``document`` without the object fields ``model`` refuses as undeclared."""
    schema = _json_schema(model)
    return _pruned(document, schema, schema.get("$defs", {}))


def _pruned(value: Any, schema: Schema, definitions: Schema) -> Any:
    shape = _object_or_array(schema, definitions, value)
    if isinstance(value, dict) and shape is not None:
        properties: Schema = shape.get("properties", {})
        closed = shape.get("additionalProperties") is False
        return {
            key: _pruned(item, properties[key], definitions) if key in properties else item
            for key, item in value.items()
            if key in properties or not closed
        }
    if isinstance(value, list) and shape is not None and isinstance(shape.get("items"), Mapping):
        return [_pruned(item, shape["items"], definitions) for item in value]
    return value


def _object_or_array(schema: Schema, definitions: Schema, value: Any) -> Schema | None:
    """The branch of ``schema`` (``$ref`` followed, ``anyOf`` searched) that describes ``value``'s kind."""
    wanted = "object" if isinstance(value, dict) else "array" if isinstance(value, list) else None
    if wanted is None:
        return None
    pending = [schema]
    for _ in range(64):
        if not pending:
            return None
        node = pending.pop(0)
        reference = node.get("$ref")
        if isinstance(reference, str) and reference.startswith("#/$defs/"):
            node = definitions.get(reference.removeprefix("#/$defs/"), {})
        if node.get("type") == wanted:
            return node
        pending += [branch for branch in node.get("anyOf", ()) if isinstance(branch, Mapping)]
    return None
