"""The SDK's public surface as the generator makes it from a spec, for ``sdk_changes`` to compare.

``surface(spec)`` reads a spec the way ``scripts/regenerate.py`` and the templates do: each typed
method (``x-sdk-method``) with its arguments (``x-sdk-name`` or the generator's Python name; path
ids and ``x-sdk-positional`` ones positional, in order; each one's annotation, required flag,
limits and choices) and its return type (``x-response-style``, ``x-sdk-payload``, ``x-sdk-chunk``,
``x-retry: request-id``). ``models(spec)`` reads each model and enum of ``textsvc.types`` (the
component schemas) and whether answers or arguments hold it. ``tests/distribution/
test_sdk_changes.py`` holds both to the committed generated methods and descriptors.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
VERDICTS = ("none", "patch", "minor", "major")
# The limits on what an argument accepts: a lower upper bound or a higher lower bound narrows it.
UPPER_BOUNDS = ("maxLength", "maxItems", "maximum", "exclusiveMaximum")
LOWER_BOUNDS = ("minLength", "minItems", "minimum", "exclusiveMinimum")
SDK_TYPE_ANNOTATIONS = {
    "boolean-text": "bool | str",
    "id-list": "Iterable[int]",
    "secret": "str | bytes",
    "date-time": "datetime.datetime | str",
}
PRIMITIVES = {"string": "str", "integer": "int", "number": "float", "boolean": "bool", "null": "None"}


@dataclass(frozen=True)
class Argument:
    """One argument of a typed method: a parameter or a JSON body field."""

    json: str
    """Where it is sent: ``query linkId``, ``body message``."""
    annotation: str
    """What the method accepts, as the generated signature writes it (without ``| None``)."""
    required: bool
    limits: dict[str, Any] = field(default_factory=dict)
    choices: tuple[str, ...] | None = None
    """The values of a closed enum, else None."""


@dataclass(frozen=True)
class Method:
    """One typed method: ``resource.method`` of the SDK."""

    operation: str
    """``POST /send``."""
    operation_id: str
    arguments: dict[str, Argument]
    """SDK name -> argument."""
    positional: tuple[str, ...]
    """The arguments taken positionally, in order: the path ids, then ``x-sdk-positional`` ones."""
    returns: str
    retry: str
    rules: dict[str, tuple[str, ...]]
    """``at least one of`` / ``exactly one of``: the arguments (SDK names) they bind."""
    chunk: str | None
    """``x-sdk-chunk``: how many entries of which argument each request sends."""
    hand_written: bool
    """``x-sdk-quirk``: written in the overlay, so its arguments and return are not the spec's."""


@dataclass(frozen=True)
class Model:
    """A model (its fields: name -> (annotation, required)) or an enum (its values) of textsvc.types."""

    fields: dict[str, tuple[str, bool]]
    """Empty for a request body, whose fields are its method's arguments (compared as such)."""
    values: tuple[str, ...] | None = None
    uses: frozenset[str] = frozenset()
    """``read`` where an answer holds it, ``written`` where an argument does (``SubscriberRecord``)."""


@dataclass(frozen=True)
class Change:
    """One difference, as the report shows it: ``messages.send: argument message: maxLength 2000 →
    160 (narrowed: major)``."""

    verdict: str
    """``major``, ``minor`` or ``patch``."""
    text: str
    why: str
    """What it does to the method: ``narrowed``, ``removed``, ``added``, ..."""

    def __str__(self) -> str:
        return f"{self.text} ({self.why}: {self.verdict})"


def _resolve(spec: dict[str, Any], node: Any) -> Any:
    while isinstance(node, dict) and isinstance(node.get("$ref"), str):
        target: Any = spec
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


def _python_name(json_name: str) -> str:
    """openapi-python-client's snake case: ``linkId`` -> ``link_id``, ``isMMS`` -> ``is_mms``."""
    words = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", json_name)
    words = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", words)
    return re.sub(r"[^0-9a-zA-Z]+", "_", words).strip("_").lower()


def _sdk_name(json_name: str, node: dict[str, Any]) -> str:
    name = node.get("x-sdk-name")
    return name if isinstance(name, str) else _python_name(json_name)


def type_of(spec: dict[str, Any], node: Any) -> str:
    """A schema's Python type as the generated code writes it (``LinkTag``, ``list[str]``, ``Any``)."""
    if not isinstance(node, dict) or not node:
        return "Any"
    if isinstance(node.get("$ref"), str):
        target = _resolve(spec, node)
        if isinstance(target, dict) and target.get("type") in PRIMITIVES and "enum" not in target:
            return type_of(spec, target)  # a component that is a plain string is no class
        return str(node["$ref"]).rsplit("/", 1)[-1]
    kinds = node.get("type")
    kinds = [kind for kind in (kinds if isinstance(kinds, list) else [kinds]) if kind != "null"] or ["null"]
    if len(kinds) > 1:
        return " | ".join(PRIMITIVES.get(kind, "Any") for kind in kinds)
    kind = kinds[0]
    if kind == "array":
        return f"list[{type_of(spec, node.get('items'))}]"
    if kind == "object" or kind is None:
        extra = node.get("additionalProperties")
        if not node.get("properties") and isinstance(extra, dict):
            return f"dict[str, {type_of(spec, extra)}]"
        return "Any"
    if kind == "string" and node.get("format") == "date-time":
        return "datetime.datetime"
    return PRIMITIVES.get(kind, "Any")


def field_type(spec: dict[str, Any], node: Any) -> str:
    """A model field's type as the generated model writes it: ``None | str`` where the schema's
    ``type`` lists ``null`` beside another (so a field of an answer made nullable is a change)."""
    written = type_of(spec, node)
    kinds = node.get("type") if isinstance(node, dict) else None
    nullable = isinstance(kinds, list) and "null" in kinds and len(kinds) > 1
    return f"None | {written}" if nullable else written


def _annotation(spec: dict[str, Any], schema: dict[str, Any], location: str, sdk_type: Any) -> str:
    """What the typed method accepts (the templates' ``annotation`` macro)."""
    if sdk_type in SDK_TYPE_ANNOTATIONS:
        return SDK_TYPE_ANNOTATIONS[str(sdk_type)]
    written = type_of(spec, schema)
    if written == "datetime.datetime":
        return "datetime.datetime | str"
    if location == "path" and written == "str":
        return "str | int"
    if written.startswith("list["):
        items = _resolve(spec, _resolve(spec, schema).get("items", {}))
        inner = written[5:-1]
        return f"Iterable[{inner} | Mapping[str, Any]]" if "properties" in items else f"Iterable[{inner}]"
    return written.replace("dict[", "Mapping[")


def _argument(
    spec: dict[str, Any], json: str, node: dict[str, Any], location: str, required: bool
) -> Argument:
    """A parameter (its ``schema`` beneath it) or a body field (the schema itself), read as the
    generator reads it: the parameter's keywords over its schema's (``_parameter_extensions``)."""
    schema = node.get("schema", {}) if location != "body" else node
    merged = {**_resolve(spec, schema), **node}
    limits = {key: merged[key] for key in (*UPPER_BOUNDS, *LOWER_BOUNDS, "pattern") if key in merged}
    choices = tuple(sorted(str(value) for value in merged["enum"])) if "enum" in merged else None
    annotation = _annotation(spec, schema, location, merged.get("x-sdk-type"))
    return Argument(json, annotation, required, limits, choices)


def _success(spec: dict[str, Any], operation: dict[str, Any]) -> Any:
    """The JSON schema of the first 2xx response, or None."""
    for status, response in operation.get("responses", {}).items():
        if str(status).startswith("2"):
            content = _resolve(spec, response).get("content", {})
            return content.get("application/json", {}).get("schema") if content else None
    return None


def _returns(spec: dict[str, Any], operation: dict[str, Any]) -> str:
    """What the typed method returns (the templates' ``gather_facts`` and ``method_returns``)."""
    style, schema = operation.get("x-response-style"), _success(spec, operation)
    payload = schema if style == "bare" else None  # "empty" and "unspecified" return None
    if style in ("envelope", "page", "message-data", "data-page") and schema:
        payload = _resolve(spec, schema).get("properties", {}).get("data")
    if style in ("page", "data-page") and payload is not None:
        rows = _resolve(spec, payload).get("properties", {}).get("rows")
        if rows is not None:
            return f"Pages[{type_of(spec, _resolve(spec, rows).get('items'))}]"
    pointer = operation.get("x-sdk-payload")
    keys = pointer.get("keys") if isinstance(pointer, dict) else None
    pointer = pointer.get("pointer") if isinstance(pointer, dict) else pointer
    for key in pointer.lstrip("/").split("/") if isinstance(pointer, str) else []:
        payload = _resolve(spec, payload or {}).get("properties", {}).get(key)
    returned = "None" if payload is None else type_of(spec, payload)
    if keys == "integer":
        returned = f"dict[int, {type_of(spec, _resolve(spec, payload or {}).get('additionalProperties'))}]"
    if operation.get("x-retry") == "request-id":
        returned = f"Applied[{returned}]"
    return f"list[{returned}]" if "x-sdk-chunk" in operation and returned != "None" else returned


def _method(spec: dict[str, Any], path: str, verb: str, operation: dict[str, Any]) -> Method:
    arguments: dict[str, Argument] = {}
    positional: list[str] = []
    body_fields: list[tuple[str, dict[str, Any], bool]] = []
    params = [
        _resolve(spec, node)
        for node in [*spec["paths"][path].get("parameters", []), *operation.get("parameters", [])]
    ]
    body = _resolve(spec, operation.get("requestBody", {})).get("content", {}).get("application/json", {})
    schema = _resolve(spec, body.get("schema", {}))
    required_fields = schema.get("required", [])
    for name, node in schema.get("properties", {}).items():
        body_fields.append((name, node, name in required_fields))
    by_json: dict[str, str] = {}
    # The generator takes the path ids in the order the path names them, whatever the list's order.
    in_path = re.findall(r"\{([^}]+)\}", path)

    def order(node: dict[str, Any]) -> tuple[bool, int]:
        named = node["in"] == "path" and node["name"] in in_path
        return node["in"] != "path", in_path.index(node["name"]) if named else len(in_path)

    for parameter in sorted(params, key=order):
        name = _sdk_name(parameter["name"], parameter)
        by_json[parameter["name"]] = name
        location = parameter["in"]
        arguments[name] = _argument(
            spec, f"{location} {parameter['name']}", parameter, location, bool(parameter.get("required"))
        )
        if location == "path" or parameter.get("x-sdk-positional"):
            positional.append(name)
    for json_name, node, required in sorted(body_fields, key=lambda entry: not entry[2]):
        resolved = {**_resolve(spec, node), **node}
        name = _sdk_name(json_name, resolved)
        by_json[json_name] = name
        arguments[name] = _argument(spec, f"body {json_name}", resolved, "body", required)
        if resolved.get("x-sdk-positional"):
            positional.append(name)
    rules = {}
    one_of = [
        branch.get("required", [None])[0] for branch in schema.get("anyOf", []) if isinstance(branch, dict)
    ]
    if one_of:
        rules["at least one of"] = tuple(by_json.get(str(name), str(name)) for name in one_of)
    if operation.get("x-sdk-exactly-one-of"):
        rules["exactly one of"] = tuple(by_json.get(name, name) for name in operation["x-sdk-exactly-one-of"])
    return Method(
        operation=f"{verb.upper()} {path}",
        operation_id=str(operation.get("operationId")),
        arguments=arguments,
        positional=tuple(positional),
        returns=_returns(spec, operation),
        retry=str(operation.get("x-retry")),
        rules=rules,
        chunk=_chunk(operation.get("x-sdk-chunk"), by_json),
        hand_written="x-sdk-quirk" in operation,
    )


def _chunk(chunk: Any, by_json: dict[str, str]) -> str | None:
    if not isinstance(chunk, dict):
        return None
    argument = str(chunk.get("field"))
    return f"{by_json.get(argument, argument)}: {chunk.get('size')} {chunk.get('unit')} a request"


def surface(spec: dict[str, Any]) -> dict[str, Method]:
    """``x-sdk-method`` -> the typed method, for every operation of the spec."""
    return {
        str(operation.get("x-sdk-method")): _method(spec, path, verb, operation)
        for path, item in spec.get("paths", {}).items()
        for verb, operation in item.items()
        if verb in HTTP_METHODS
    }


def _refs(node: Any) -> set[str]:
    """The component schemas ``node`` names by ``$ref``, directly or inside it."""
    if isinstance(node, list):
        return set().union(*map(_refs, node)) if node else set()
    if not isinstance(node, dict):
        return set()
    ref = node.get("$ref")
    found = (
        {ref.rsplit("/", 1)[-1]}
        if isinstance(ref, str) and ref.startswith("#/components/schemas/")
        else set()
    )
    return found.union(*map(_refs, node.values()))


def _reached(spec: dict[str, Any], start: set[str]) -> set[str]:
    """``start`` and every component schema reached from it."""
    schemas, seen, todo = spec.get("components", {}).get("schemas", {}), set(), set(start)
    while todo:
        name = todo.pop()
        if name not in seen and name in schemas:
            seen.add(name)
            todo |= _refs(schemas[name])
    return seen


def _uses(spec: dict[str, Any]) -> tuple[set[str], set[str], set[str]]:
    """The models read (in answers), written (in arguments: parameters and body fields) and the
    request bodies themselves (whose fields are a method's arguments, compared as such)."""
    read, written, bodies = set(), set(), set()
    for item in spec.get("paths", {}).values():
        for verb, operation in item.items():
            if verb not in HTTP_METHODS:
                continue
            read |= {
                name
                for response in operation.get("responses", {}).values()
                for name in _refs(_resolve(spec, response))
            }
            written |= _refs(
                [
                    _resolve(spec, node)
                    for node in [*item.get("parameters", []), *operation.get("parameters", [])]
                ]
            )
            body = (
                _resolve(spec, operation.get("requestBody", {}))
                .get("content", {})
                .get("application/json", {})
            )
            bodies |= _refs(body)
            written |= _refs(_resolve(spec, body.get("schema", {})).get("properties", {}))
    read, written = _reached(spec, read), _reached(spec, written)
    return read, written, bodies - read - written


def models(spec: dict[str, Any]) -> dict[str, Model]:
    """The component schemas that are classes or enums of ``textsvc.types``."""
    read, written, bodies = _uses(spec)
    found = {}
    for name, schema in spec.get("components", {}).get("schemas", {}).items():
        uses = frozenset({"read"} if name in read else set()) | ({"written"} if name in written else set())
        if not uses and name not in bodies:
            uses = frozenset({"read"})  # in no operation: a webhook event's payload, which callers read
        if "enum" in schema:
            found[name] = Model({}, tuple(sorted(str(value) for value in schema["enum"])), uses)
        elif schema.get("type") == "object" or "properties" in schema:
            required = schema.get("required", [])
            fields = {
                key: (field_type(spec, node), key in required)
                for key, node in schema.get("properties", {}).items()
            }
            found[name] = Model({} if name in bodies else fields, None, uses)
    return found
