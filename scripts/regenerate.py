"""Regenerate ``generated/`` from ``openapi/textsvc.yaml``, or check the committed copy.

Both generators write into a fresh temporary directory (openapi-python-client's
``--overwrite`` leaves stale files behind), then the result replaces the committed
tree (``--write``) or is compared with it (``--check``). The generator tools must be
on ``PATH``; the nox sessions install the pinned versions.

The operation descriptors also carry each request field's ``maxLength``, ``maxItems``, ``minimum``
and ``maximum``, each parameter's ``pattern``, and each body's ``anyOf`` of ``required`` (fields of which
at least one must be given), which the SDK checks before sending.

The templates also read the SDK's extensions of each operation (``x-sdk-method``,
``x-response-style``, ``x-retry``, ``x-rate-limit-bucket``, ``x-sdk-payload``, ``x-sdk-chunk``,
``x-sdk-exactly-one-of``, ``x-sdk-max-segments``, and of parameters ``x-sdk-name``, ``x-sdk-type``,
``x-sdk-positional``) and the spec's ``x-rate-limits``, written for them into
``spec_extensions.jinja``, with the body schema of each event type of the spec's ``webhooks``.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML  # a dependency of openapi-python-client

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "openapi" / "textsvc.yaml"
CONFIG = ROOT / "openapi" / "generator-config.yaml"
TEMPLATES = ROOT / "openapi" / "templates"
GENERATED = ROOT / "generated"
MARKS = ROOT / "tests" / "spec" / "inferred_marks.txt"
"""The spec's x-inferred marks, listed so that a change of them shows in the diff for review."""
PACKAGES = ("textsvc_generated", "textsvc_schemas")
HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
RETRY_POLICIES = ("idempotent", "unsent-only", "request-id")
RATE_LIMIT_SCOPES = ("ip", "account")

SCHEMAS_INIT = '''"""Pydantic v2 models generated from openapi/textsvc.yaml, for the fake service."""

from .models import *  # noqa: F403
'''


def _run(*command: str, cwd: Path) -> None:
    env = dict(os.environ)
    # openapi-python-client orders literal enum values through a set: fix str hashing.
    env["PYTHONHASHSEED"] = "0"
    # No ruff cache: none inside the output, and none shared by generations running at once (a
    # shared one has made ruff skip formatting files of another run's output).
    env["RUFF_NO_CACHE"] = "true"
    completed = subprocess.run(command, cwd=cwd, capture_output=True, text=True, env=env)
    if completed.returncode != 0:
        sys.stderr.write(completed.stdout + completed.stderr)
        raise SystemExit(f"command failed ({completed.returncode}): {' '.join(command)}")


def _require_tools() -> None:
    # openapi-python-client skips formatting silently when ruff is missing.
    missing = [
        tool for tool in ("openapi-python-client", "datamodel-codegen", "ruff") if not shutil.which(tool)
    ]
    if missing:
        raise SystemExit(f"missing generator tools on PATH: {', '.join(missing)} (run through nox)")


def generate_into(target: Path, spec_path: Path = SPEC) -> None:
    """Write both generated packages from ``spec_path`` below ``target`` (which must be empty)."""
    _require_tools()
    spec = YAML(typ="safe", pure=True).load(spec_path.read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory(prefix="textsvc-spec-") as scratch:
        # The same name as the spec's: datamodel-codegen writes it into its output.
        plain = Path(scratch) / spec_path.name
        plain.write_text(json.dumps(generator_input(spec)), encoding="utf-8")
        _generate(target, plain, spec)


def generator_input(spec: dict[str, Any]) -> dict[str, Any]:
    """The spec as the generators read it: without the request bodies' ``anyOf`` of ``required``.

    openapi-python-client 0.29.1 turns a body schema with such an ``anyOf`` into ``Any`` (no model,
    no fields) and datamodel-codegen into a union of three models; the rule reaches the descriptors
    through ``spec_extensions.jinja`` instead (``required_one_of``), and the fake checks it in its
    route, where a null or an empty value also counts as not given.
    """
    copied: dict[str, Any] = json.loads(json.dumps(spec))
    for schema in copied.get("components", {}).get("schemas", {}).values():
        branches = schema.get("anyOf") if isinstance(schema, dict) else None
        if isinstance(branches, list) and all(
            isinstance(branch, dict) and list(branch) == ["required"] for branch in branches
        ):
            del schema["anyOf"]
    return copied


def _generate(target: Path, spec_path: Path, spec: dict[str, Any]) -> None:
    client_dir = target / "textsvc_generated"
    command = [
        "openapi-python-client",
        "generate",
        "--path",
        str(spec_path),
        "--config",
        str(CONFIG),
        "--meta",
        "none",
        "--output-path",
        str(client_dir),
        "--fail-on-warning",
    ]
    # The custom templates read the operations' vendor extensions from spec_extensions.jinja:
    # openapi-python-client parses them but keeps none on the Endpoint its templates receive.
    with tempfile.TemporaryDirectory(prefix="textsvc-templates-") as scratch:
        templates = Path(scratch) / "templates"
        shutil.copytree(TEMPLATES, templates)
        (templates / "spec_extensions.jinja").write_text(spec_extensions_source(spec), encoding="utf-8")
        _run(*command, "--custom-template-path", str(templates), cwd=target)
    (client_dir / "py.typed").write_text("")

    schemas_dir = target / "textsvc_schemas"
    schemas_dir.mkdir()
    _run(
        "datamodel-codegen",
        "--input",
        str(spec_path),
        "--input-file-type",
        "openapi",
        "--output",
        str(schemas_dir / "models.py"),
        "--output-model-type",
        "pydantic_v2.BaseModel",
        "--disable-timestamp",
        "--target-python-version",
        "3.11",
        "--use-standard-collections",
        "--use-union-operator",
        "--use-annotated",
        "--field-constraints",
        "--use-schema-description",
        "--use-double-quotes",
        # Optional but not nullable, as the spec says: an explicit null is refused.
        "--use-missing-sentinel",
        "--strict-nullable",
        "--target-pydantic-version",
        "2.14",
        "--formatters",
        "ruff-format",
        cwd=target,
    )
    # datamodel-codegen's formatter reads the ruff settings of a project around the output (a
    # temporary directory under .nox sits in this one): format again with ruff's defaults alone.
    _run("ruff", "format", "--quiet", "--isolated", "--no-respect-gitignore", str(schemas_dir), cwd=target)
    (schemas_dir / "__init__.py").write_text(SCHEMAS_INIT)
    (schemas_dir / "py.typed").write_text("")
    for cache in target.rglob("__pycache__"):
        shutil.rmtree(cache)


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
SIZE_LIMITS = (("maxLength", "max_length"), ("maxItems", "max_items"), ("minItems", "min_items"))
# The bounds of a number, likewise.
NUMBER_BOUNDS = (("minimum", "minimum"), ("maximum", "maximum"))


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
    """JSON name -> ``{"name": x-sdk-name, "type": x-sdk-type, "max_length": maxLength, "max_items":
    maxItems, "minimum": minimum, "maximum": maximum, "pattern": pattern as a literal}`` for the
    parameters (``shared`` are the path item's) and body fields that carry any of them, on themselves
    or their schema."""
    named: list[tuple[str, dict[str, Any]]] = []
    for parameter in [*shared, *operation.get("parameters", [])]:
        parameter = _resolved(spec, parameter)
        schema = _resolved(spec, parameter.get("schema", {}))
        named.append((parameter["name"], {**schema, **parameter}))
    body = operation.get("requestBody")
    if body:
        for media in _resolved(spec, body).get("content", {}).values():
            schema = _resolved(spec, media.get("schema", {}))
            named += [(name, _resolved(spec, field)) for name, field in schema.get("properties", {}).items()]
    found: dict[str, Any] = {}
    for name, node in named:
        extensions = {}
        if "x-sdk-name" in node:
            sdk_name = node["x-sdk-name"]
            if not (isinstance(sdk_name, str) and sdk_name.isidentifier()):
                raise SystemExit(f"{where} {name} x-sdk-name: {sdk_name!r} is not a Python name")
            extensions["name"] = sdk_name
        if "x-sdk-type" in node:
            extensions["type"] = _checked(node["x-sdk-type"], SDK_TYPES, f"{where} {name} x-sdk-type")
        for keyword, key in SIZE_LIMITS:
            if keyword in node:
                extensions[key] = _size_limit(node[keyword], f"{where} {name} {keyword}")
        for keyword, key in NUMBER_BOUNDS:
            if keyword in node:
                extensions[key] = _number_bound(node[keyword], f"{where} {name} {keyword}")
        if "pattern" in node:
            extensions["pattern"] = _pattern(node["pattern"], f"{where} {name} pattern")
        if "x-sdk-positional" in node:
            if node["x-sdk-positional"] is not True:
                raise SystemExit(f"{where} {name} x-sdk-positional: only true is meaningful")
            extensions["positional"] = True
        if extensions:
            found[name] = extensions
    return found


def _pattern(value: Any, where: str) -> str:
    """A ``pattern`` as a Python string literal (JSON's escapes are Python's) for the templates."""
    if not isinstance(value, str):
        raise SystemExit(f"{where}: {value!r} is not a regular expression")
    try:
        re.compile(value)
    except re.error as error:
        raise SystemExit(f"{where}: {error}") from None
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


def differences(expected: Path, actual: Path) -> list[str]:
    """Relative paths that differ, are missing or are extra in ``actual``."""

    def files(root: Path) -> set[str]:
        return {
            str(path.relative_to(root))
            for path in root.rglob("*")
            if path.is_file() and "__pycache__" not in path.parts
        }

    wanted, present = files(expected), files(actual)
    changed = [
        name
        for name in sorted(wanted & present)
        if not filecmp.cmp(expected / name, actual / name, shallow=False)
    ]
    return (
        [f"differs: {name}" for name in changed]
        + [f"missing: {name}" for name in sorted(wanted - present)]
        + [f"extra:   {name}" for name in sorted(present - wanted)]
    )


def marks_listing(spec_path: Path = SPEC) -> str:
    """The text of ``MARKS`` for the spec (``tests.spec.inferred_marks`` says how it is made)."""
    sys.path.insert(0, str(ROOT))
    from tests.spec.inferred_marks import inferred_marks, listing

    return listing(inferred_marks(YAML(typ="safe", pure=True).load(spec_path.read_text(encoding="utf-8"))))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true", help="replace generated/ with fresh output")
    mode.add_argument("--check", action="store_true", help="fail when generated/ differs from fresh output")
    parser.add_argument("--tree", type=Path, default=GENERATED, help="the generated tree to write or check")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="textsvc-gen-") as scratch:
        fresh = Path(scratch)
        generate_into(fresh)
        marks = marks_listing()
        if args.check:
            problems = differences(fresh, args.tree)
            if MARKS.read_text(encoding="utf-8") != marks:
                problems.append(f"differs: {MARKS.relative_to(ROOT)} (the spec's x-inferred marks)")
            if problems:
                print(f"{args.tree} differs from what the spec generates (run `nox -s generate`):")
                print("\n".join(f"  {line}" for line in problems))
                return 1
            print(f"{args.tree} and {MARKS.relative_to(ROOT)} match the spec.")
            return 0
        MARKS.write_text(marks, encoding="utf-8")
        args.tree.mkdir(exist_ok=True)
        for package in PACKAGES:
            shutil.rmtree(args.tree / package, ignore_errors=True)
            shutil.copytree(fresh / package, args.tree / package)
        print(f"regenerated {', '.join(PACKAGES)} in {args.tree}, and {MARKS.relative_to(ROOT)}")
        return 0


if __name__ == "__main__":
    sys.exit(main())
