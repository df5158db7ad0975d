"""The collections of the served spec: where its operations list, create, read, update and delete records.

A collection is a path the spec lists records at (a ``GET`` in the ``page`` or ``data-page`` style)
or reads one record of by id (``/notes/{noteId}``). Its kind, the name ``FakeService.seed`` takes,
is the path's literal segments (``/opt-outs`` is ``opt_outs``, ``/notes/{noteId}/items`` is
``notes_items``); its record schema is the one its operations answer. A list at another path of
the same record schema lists the same collection (``/notes/export``). Each path parameter that
follows a collection's path names a record of it, which must exist (else the fake's 404).
"""

from __future__ import annotations

import re
from typing import Any, Literal

import attrs

from ._spec import ServedSpec, SpecOperation
from ._spec_answers import merged, property_schema

Action = Literal["list", "create", "read", "update", "delete", "other"]
_PARAMETER = re.compile(r"^\{(\w*)\}$")
_LIST_STYLES = ("page", "data-page")
_BY_ID: dict[str, Action] = {"GET": "read", "PATCH": "update", "PUT": "update", "DELETE": "delete"}


@attrs.frozen
class Role:
    """What an operation does to the records of the spec's collections."""

    action: Action
    kind: str | None
    """The collection it lists or creates in, or whose record it reads, updates or deletes."""
    owners: tuple[tuple[str, str], ...]
    """(path parameter, kind) of every record its path names, outermost first."""
    schema: Any = None
    """The record schema of ``kind``'s collection."""


def kind_of(template: str) -> str:
    """``/opt-outs`` -> ``opt_outs``: the path's literal segments, joined."""
    literal = [segment for segment in template.strip("/").split("/") if not _PARAMETER.match(segment)]
    return "_".join(segment.replace("-", "_") for segment in literal)


def _segments(template: str) -> list[str]:
    return template.strip("/").split("/")


def record_schema(operation: SpecOperation, spec: ServedSpec) -> Any:
    """The schema of the record an operation answers (a row of a list), or None."""
    schema = operation.media.get("schema", {})
    if operation.style in _LIST_STYLES:
        rows = property_schema(property_schema(schema, "data", spec), "rows", spec)
        return merged(rows, spec).get("items")
    if operation.style in ("envelope", "message-data"):
        return property_schema(schema, "data", spec)
    return schema if operation.style == "bare" else None


def _name(schema: Any) -> str | None:
    reference = schema.get("$ref") if isinstance(schema, dict) else None
    return reference if isinstance(reference, str) else None


class SpecRecords:
    """The collections of a spec, and each operation's role among them."""

    def __init__(self, spec: ServedSpec) -> None:
        self.spec = spec
        self.kind_of_path: dict[str, str] = {}
        self.schemas: dict[str, Any] = {}
        """Kind -> its record schema."""
        by_path: dict[str, list[SpecOperation]] = {}
        for operation in spec.operations:
            by_path.setdefault(operation.template, []).append(operation)
        collections = {
            "/" + "/".join(_segments(template)[:-1])
            for template in by_path
            if len(_segments(template)) > 1 and _PARAMETER.match(_segments(template)[-1])
        }
        collections = {path for path in collections if not _PARAMETER.match(_segments(path)[-1])}
        lists = {
            operation.template
            for operation in spec.operations
            if operation.method == "GET" and operation.style in _LIST_STYLES
        }
        kind_of_schema: dict[str, str] = {}
        for path in sorted(collections | lists, key=lambda path: (len(_segments(path)), path)):
            schema = self._schema_at(path, by_path)
            name = _name(schema)
            if path not in collections and name in kind_of_schema:
                self.kind_of_path[path] = kind_of_schema[name]  # another list of the same records
                continue
            kind = self.kind_of_path[path] = kind_of(path)
            if name is not None:
                kind_of_schema.setdefault(name, kind)
            if schema is not None:
                self.schemas.setdefault(kind, schema)

    def _schema_at(self, path: str, by_path: dict[str, list[SpecOperation]]) -> Any:
        """The record schema of a collection: from its list, else its create or a read by id."""
        candidates = [*by_path.get(path, ())]
        candidates += [
            operation
            for template, operations in by_path.items()
            if template.rsplit("/", 1)[0] == path and _PARAMETER.match(_segments(template)[-1])
            for operation in operations
            if operation.method == "GET"
        ]
        for operation in candidates:
            if operation.method != "DELETE":
                schema = record_schema(operation, self.spec)
                if _name(schema) is not None:
                    return schema
        return None

    def role(self, operation: SpecOperation) -> Role:
        template, method = operation.template, operation.method
        segments = _segments(template)
        owners = tuple(
            (match.group(1), self.kind_of_path[prefix])
            for index, segment in enumerate(segments)
            if (match := _PARAMETER.match(segment))
            and (prefix := "/" + "/".join(segments[:index])) in self.kind_of_path
            and self.kind_of_path[prefix] == kind_of(prefix)
        )
        kind = self.kind_of_path.get(template)
        if kind is not None:
            if method == "GET" and operation.style in _LIST_STYLES:
                return Role("list", kind, owners, self.schemas.get(kind))
            if method == "POST" and kind == kind_of(template):
                return Role("create", kind, owners, self.schemas.get(kind))
        prefix = template.rsplit("/", 1)[0]
        if owners and _PARAMETER.match(segments[-1]) and self.kind_of_path.get(prefix) == owners[-1][1]:
            action = _BY_ID.get(method)
            if action is not None:
                return Role(action, owners[-1][1], owners, self.schemas.get(owners[-1][1]))
        return Role("other", None, owners)
