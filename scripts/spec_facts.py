"""The facts ``scripts/regenerate.py`` gives the templates beside the spec: each operation's SDK
extensions (``x-sdk-method``, ``x-response-style``, ``x-retry``, ``x-rate-limit-bucket``, ``x-sdk-payload``,
``x-sdk-chunk``, ``x-sdk-exactly-one-of``, ``x-sdk-max-segments``; of parameters ``x-sdk-name``,
``x-sdk-type``, ``x-sdk-positional``), the JSON type and the limits of its fields and parameters, the spec's
``x-rate-limits`` and the body schema of each webhook event type, checked and written as
``spec_extensions.jinja``. A fact the spec gets wrong stops regeneration, naming where it is.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
RETRY_POLICIES = ("idempotent", "unsent-only", "request-id")
RATE_LIMIT_SCOPES = ("ip", "account")


def _checked(value: Any, allowed: tuple[str, ...], where: str) -> str:
    if value not in allowed:
        raise SystemExit(f"{where}: {value!r} is not one of {', '.join(allowed)}")
    return str(value)


def _bucket_limit(bucket: str, limit: dict[str, Any]) -> dict[str, Any]:
    """One window of ``x-rate-limits``, checked, for the templates."""
    where = f"x-rate-limits {bucket}"
    scope = _checked(limit.get("scope"), RATE_LIMIT_SCOPES, f"{where} scope")
    requests, seconds, documented = limit.get("requests"), limit.get("seconds"), limit.get("scope-documented")
    if not (isinstance(requests, int) and isinstance(seconds, int | float) and min(requests, seconds) > 0):
        raise SystemExit(f"{where}: requests and seconds must be positive numbers")
    if type(documented) is not bool:
        raise SystemExit(f"{where}: scope-documented must be true or false")
    return {"requests": requests, "seconds": float(seconds), "scope": scope, "scope_documented": documented}


RESPONSE_STYLES = ("envelope", "page", "bare", "message-data", "data-page", "empty", "unspecified")


SDK_TYPES = ("boolean-text", "date-time", "secret", "id-list")
# Size limits of a parameter or body field that the SDK checks before sending: the spec's keyword,
# and the key the templates read.
SIZE_LIMITS = (
    ("maxLength", "max_length"),
    ("minLength", "min_length"),
    ("maxItems", "max_items"),
    ("minItems", "min_items"),
)
# The bounds of a number, likewise.
NUMBER_BOUNDS = (("minimum", "minimum"), ("maximum", "maximum"))
JSON_TYPES = ("string", "integer", "number", "boolean", "array", "object")


def _resolved(spec: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    """``node``, or what its ``$ref`` (``#/components/...``) points at."""
    while "$ref" in node:
        target: Any = spec
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


def _parameter_extensions(
    spec: dict[str, Any], shared: list[dict[str, Any]], operation: dict[str, Any], where: str
) -> dict[str, Any]:
    """JSON name -> ``{"json_type": type, "name": x-sdk-name, "type": x-sdk-type, "max_length":
    maxLength, "min_length": minLength, "max_items": maxItems, "min_items": minItems, "minimum": minimum,
    "maximum": maximum, "pattern": pattern as a literal, "pattern_means": its x-pattern-means, if any,
    as a literal, "item_rules": an array parameter's items' json_type and the same rules}`` for every
    parameter (``shared`` are the path item's) and body field, each fact read on the parameter or its
    schema."""
    named: list[tuple[str, dict[str, Any], dict[str, Any] | None]] = []
    for parameter in [*shared, *operation.get("parameters", [])]:
        parameter = _resolved(spec, parameter)
        schema = _resolved(spec, parameter.get("schema", {}))
        _check_array_form(parameter, schema, where)
        items = (
            _resolved(spec, schema["items"]) if schema.get("type") == "array" and "items" in schema else None
        )
        named.append((parameter["name"], {**schema, **parameter}, items))
    body = operation.get("requestBody")
    if body:
        for media in _resolved(spec, body).get("content", {}).values():
            schema = _resolved(spec, media.get("schema", {}))
            fields = schema.get("properties", {}).items()
            named += [(name, _resolved(spec, field), None) for name, field in fields]
    found: dict[str, Any] = {}
    for name, node, items in named:
        # The SDK checks a value by its one JSON type: none, or a list of types, leaves it no check.
        extensions: dict[str, Any] = {
            "json_type": _checked(node.get("type"), JSON_TYPES, f"{where} {name} type")
        }
        if "x-sdk-name" in node:
            sdk_name = node["x-sdk-name"]
            if not (isinstance(sdk_name, str) and sdk_name.isidentifier()):
                raise SystemExit(f"{where} {name} x-sdk-name: {sdk_name!r} is not a Python name")
            extensions["name"] = sdk_name
        if "x-sdk-type" in node:
            extensions["type"] = _checked(node["x-sdk-type"], SDK_TYPES, f"{where} {name} x-sdk-type")
        extensions.update(_value_rules(node, f"{where} {name}"))
        # An array parameter's items (a body field's are checked by the body model's writer).
        if items is not None:  # not "items": Jinja's ``limits.items`` is dict.items
            extensions["item_rules"] = {
                "json_type": _checked(items.get("type"), JSON_TYPES, f"{where} {name} items type"),
                **_value_rules(items, f"{where} {name} items"),
            }
        if "x-sdk-positional" in node:
            if node["x-sdk-positional"] is not True:
                raise SystemExit(f"{where} {name} x-sdk-positional: only true is meaningful")
            extensions["positional"] = True
        found[name] = extensions
    return found


def _value_rules(node: dict[str, Any], where: str) -> dict[str, Any]:
    """The size limits, number bounds and pattern (with its ``x-pattern-means``) ``node`` gives, by
    the templates' keys."""
    rules: dict[str, Any] = {}
    for keyword, key in SIZE_LIMITS:
        if keyword in node:
            rules[key] = _size_limit(node[keyword], f"{where} {keyword}")
    for keyword, key in NUMBER_BOUNDS:
        if keyword in node:
            rules[key] = _number_bound(node[keyword], f"{where} {keyword}")
    if "pattern" in node:
        rules["pattern"] = _pattern(node["pattern"], f"{where} pattern")
        if "x-pattern-means" in node:
            rules["pattern_means"] = _pattern_means(node["x-pattern-means"], where)
    return rules


def _check_array_form(parameter: dict[str, Any], schema: dict[str, Any], where: str) -> None:
    """An array query parameter is sent as OpenAPI's default form writes it, its name once per item
    (``ids=1&ids=2``): the descriptors carry no ``style`` or ``explode``, so the SDK and the fake
    read no other, and a spec that asks for another is refused here rather than misread."""
    if parameter.get("in") != "query" or schema.get("type") != "array":
        return
    if parameter.get("style", "form") != "form" or parameter.get("explode", True) is not True:
        raise SystemExit(
            f"{where} {parameter['name']}: an array query parameter is sent only as form, exploded "
            f"(ids=1&ids=2), not style {parameter.get('style', 'form')!r} with explode "
            f"{parameter.get('explode', True)!r}"
        )


def _pattern(value: Any, where: str) -> str:
    """A ``pattern`` as a Python string literal (JSON's escapes are Python's) for the templates."""
    if not isinstance(value, str):
        raise SystemExit(f"{where}: {value!r} is not a regular expression")
    try:
        re.compile(value)
    except re.error as error:
        raise SystemExit(f"{where}: {error}") from None
    return json.dumps(value)


def _pattern_means(value: Any, where: str) -> str:
    """A pattern's ``x-pattern-means`` (what it asks for, in words) as a literal: refusals say it."""
    if not (isinstance(value, str) and value.strip()):
        raise SystemExit(
            f'{where} x-pattern-means: {value!r} is not words (such as "a whole number, in digits")'
        )
    return json.dumps(value)


def _size_limit(value: Any, where: str) -> int:
    if type(value) is not int or value < 0:
        raise SystemExit(f"{where}: {value!r} is not a whole number of 0 or more")
    return value


def _number_bound(value: Any, where: str) -> int | float:
    if type(value) not in (int, float) or not math.isfinite(value):
        raise SystemExit(f"{where}: {value!r} is not a finite number")
    return value


def _required_one_of(spec: dict[str, Any], operation: dict[str, Any], where: str) -> list[str]:
    """The fields of which at least one must be given: the JSON body schema's ``anyOf`` of
    ``required``, one of its own properties per branch (``anyOf: [{required: [a]}, {required: [b]}]``),
    as standard tools read it."""
    body = operation.get("requestBody")
    if not body:
        return []
    for media in _resolved(spec, body).get("content", {}).values():
        schema = _resolved(spec, media.get("schema", {}))
        branches = schema.get("anyOf")
        if branches is None:
            continue
        properties = schema.get("properties", {})
        names = (
            [
                branch["required"][0]
                for branch in branches
                if isinstance(branch, dict) and list(branch) == ["required"] and len(branch["required"]) == 1
            ]
            if isinstance(branches, list)
            else []
        )
        if not (names and len(names) == len(branches) and all(name in properties for name in names)):
            raise SystemExit(f"{where} anyOf: {branches!r} is not one required field of the body per branch")
        return [str(name) for name in names]
    return []


def spec_extensions_source(spec: dict[str, Any]) -> str:
    """A Jinja module setting ``operations``: operationId -> the operation's SDK extensions.

    Every value is a JSON string, which Jinja reads as a string literal; a missing or unknown
    value fails here, before the generator runs.
    """
    limits = spec.get("x-rate-limits") or {}
    if not limits:
        raise SystemExit("the spec has no x-rate-limits")
    buckets = tuple(limits)
    lines = ["{#- Written by scripts/regenerate.py from openapi/textsvc.yaml for the templates. -#}"]
    lines.append("{% set operations = {")
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            if method not in HTTP_METHODS:
                continue
            where = f"{method.upper()} {path}"
            sdk_method = operation.get("x-sdk-method")
            if not (
                isinstance(sdk_method, str) and all(part.isidentifier() for part in sdk_method.split("."))
            ):
                raise SystemExit(f"{where} x-sdk-method: {sdk_method!r} is not a dotted Python name")
            values = {
                "sdk_method": sdk_method,
                "response_style": _checked(
                    operation.get("x-response-style"), RESPONSE_STYLES, f"{where} x-response-style"
                ),
                "retry": _checked(operation.get("x-retry"), RETRY_POLICIES, f"{where} x-retry"),
                "bucket": _checked(
                    operation.get("x-rate-limit-bucket"), buckets, f"{where} x-rate-limit-bucket"
                ),
            }
            if "x-sdk-quirk" in operation:  # a hand-written overlay method: no generated one
                values["quirk"] = str(operation["x-sdk-quirk"])
            values["parameters"] = _parameter_extensions(spec, item.get("parameters", []), operation, where)
            values["required_one_of"] = _required_one_of(spec, operation, where)
            names = _argument_names(spec, item.get("parameters", []), operation)
            if "x-sdk-payload" in operation:
                values["payload"] = _payload_pointer(operation["x-sdk-payload"], f"{where} x-sdk-payload")
            if "x-sdk-chunk" in operation:
                values["chunk"] = _chunking(operation["x-sdk-chunk"], names, f"{where} x-sdk-chunk")
            values["exactly_one_of"] = _exactly_one_of(
                operation.get("x-sdk-exactly-one-of"), names, f"{where} x-sdk-exactly-one-of"
            )
            if "x-sdk-max-segments" in operation:
                values["max_segments"] = _text_field(spec, operation, f"{where} x-sdk-max-segments")
            values["options"] = _options_name(values)
            lines.append(f"    {json.dumps(operation['operationId'])}: {json.dumps(values)},")
    lines.append("} %}")
    checked = {bucket: _bucket_limit(bucket, limit) for bucket, limit in limits.items()}
    lines.append(f"{{% set bucket_limits = {json.dumps(checked)} %}}")
    lines.append(f"{{% set webhook_payloads = {json.dumps(webhook_payloads(spec))} %}}")
    return "\n".join(lines) + "\n"


def webhook_payloads(spec: dict[str, Any]) -> dict[str, str]:
    """Event type -> the schema name of its body, from the spec's ``webhooks``, checked: each key
    is a value of ``WebhookEventType`` and its body's ``event`` property holds it as a ``const``."""
    event_types = _resolved(spec, {"$ref": "#/components/schemas/WebhookEventType"}).get("enum", [])
    payloads: dict[str, str] = {}
    for event, item in (spec.get("webhooks") or {}).items():
        where = f"webhooks {event}"
        if event not in event_types:
            raise SystemExit(f"{where}: not a value of WebhookEventType ({', '.join(event_types)})")
        try:
            ref = item["post"]["requestBody"]["content"]["application/json"]["schema"]["$ref"]
        except (KeyError, TypeError):
            raise SystemExit(f"{where}: no post with a JSON body given by a $ref to a schema") from None
        name = str(ref).removeprefix("#/components/schemas/")
        schema = _resolved(spec, {"$ref": ref})
        if schema.get("properties", {}).get("event", {}).get("const") != event or "event" not in schema.get(
            "required", []
        ):
            raise SystemExit(f"{where}: {name} must require `event`, with `const: {event}`")
        payloads[event] = name
    return payloads


def _argument_names(
    spec: dict[str, Any], shared: list[dict[str, Any]], operation: dict[str, Any]
) -> set[str]:
    """The JSON names of an operation's parameters and body fields."""
    names = {_resolved(spec, parameter)["name"] for parameter in [*shared, *operation.get("parameters", [])]}
    body = operation.get("requestBody")
    if body:
        for media in _resolved(spec, body).get("content", {}).values():
            names.update(_resolved(spec, media.get("schema", {})).get("properties", {}))
    return names


def _payload_pointer(value: Any, where: str) -> dict[str, Any]:
    """``x-sdk-payload``: a JSON pointer into the payload (``/invalidRecipients``), or an object with
    it and ``keys: integer`` (a map whose keys are read as whole numbers)."""
    pointer, keys = (
        (value, None) if isinstance(value, str) else (dict(value).get("pointer"), value.get("keys"))
    )
    if not (isinstance(pointer, str) and pointer.startswith("/") and len(pointer) > 1):
        raise SystemExit(f"{where}: {pointer!r} is not a JSON pointer such as /invalidRecipients")
    if keys not in (None, "integer"):
        raise SystemExit(f"{where}: keys {keys!r} is not integer")
    found: dict[str, Any] = {"pointer": pointer[1:].split("/")}
    if keys:
        found["keys"] = keys
    return found


def _chunking(value: Any, names: set[str], where: str) -> dict[str, Any]:
    """``x-sdk-chunk``: ``{field, size, unit}``, the list field sent ``size`` entries per request."""
    if not isinstance(value, dict) or value.get("field") not in names:
        raise SystemExit(f"{where}: needs a field of the operation, a size and a unit")
    size, unit = value.get("size"), value.get("unit")
    if type(size) is not int or size < 1 or not (isinstance(unit, str) and unit):
        raise SystemExit(f"{where}: size must be a whole number of 1 or more, and unit a word")
    return {"field": value["field"], "size": size, "unit": unit}


def _exactly_one_of(value: Any, names: set[str], where: str) -> list[str]:
    if value is None:
        return []
    if not (isinstance(value, list) and len(value) > 1 and all(name in names for name in value)):
        raise SystemExit(f"{where}: {value!r} is not a list of two or more of the operation's arguments")
    return [str(name) for name in value]


def _text_field(spec: dict[str, Any], operation: dict[str, Any], where: str) -> str:
    """``x-sdk-max-segments``: the string body field whose text the ``max_segments`` option counts."""
    field = operation["x-sdk-max-segments"]
    for media in _resolved(spec, operation.get("requestBody", {})).get("content", {}).values():
        schema = _resolved(spec, media.get("schema", {})).get("properties", {}).get(field)
        if isinstance(field, str) and schema is not None and _resolved(spec, schema).get("type") == "string":
            return field
    raise SystemExit(f"{where}: {field!r} is not a string field of the request body")


def _options_name(values: dict[str, Any]) -> str:
    """The TypedDict of an operation's per-call options (textsvc._descriptors): ``idempotency_key``
    for one retried under one X-Request-Id, ``max_segments`` for one that sends a text."""
    idempotent = "Idempotent" if values["retry"] == "request-id" else ""
    return f"{idempotent}{'Text' if 'max_segments' in values else ''}RequestOptions"
