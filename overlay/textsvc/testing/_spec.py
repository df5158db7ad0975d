"""The OpenAPI document the fake serves: read once per file, its operations listed, ``$ref``s followed.

By default the fake serves the spec the package carries (``openapi/textsvc.yaml`` of the source tree,
copied into the wheel; an editable install reads the source tree's); ``FakeService(spec_path=...)``
serves another, such as a copy with operations added. A spec is only read, never changed, so one
read serves every fake of a process.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import json
import logging
import os
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import attrs

logger = logging.getLogger("textsvc.testing")

Schema = Mapping[str, Any]

PACKAGED_SPEC = Path(__file__).resolve().with_name("openapi.yaml")
"""The spec the wheel carries (``openapi/textsvc.yaml``, put here when the wheel is built)."""
SOURCE_TREE_SPEC = Path(__file__).resolve().parents[3] / "openapi" / "textsvc.yaml"
"""``openapi/textsvc.yaml`` of the source tree this package is imported from (an editable install)."""
HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
RESPONSE_STYLES = frozenset({"envelope", "page", "bare", "message-data", "data-page", "empty", "unspecified"})
GENERAL_BUCKET = "general"
_MAX_REF_HOPS = 64
_TEMPLATE_PARAMETER = re.compile(r"\{(\w+)\}")


@attrs.frozen
class Parameter:
    name: str
    location: str
    """``path``, ``query``, ``header`` or ``cookie``."""
    required: bool
    schema: Schema


@attrs.frozen
class SpecOperation:
    """One operation as the fake needs it to answer it without a handler of its own."""

    method: str
    template: str
    operation_id: str
    summary: str
    style: str
    """``x-response-style``; ``unspecified`` when the operation has none."""
    retry: str | None
    """``x-retry``; ``None`` when the operation has none."""
    bucket: str
    """``x-rate-limit-bucket``; ``general`` when the operation has none."""
    parameters: tuple[Parameter, ...]
    body_schema: Schema | None
    """The schema of the JSON request body; ``None`` when the operation takes none (or not JSON)."""
    body_required: bool
    body_types: tuple[str, ...]
    """The media types the request body may be sent as (none when the operation takes no body)."""
    status: int
    """The success status: the lowest 2xx status the operation declares."""
    media: Schema
    """The success response's JSON media type object (``schema``, ``example``, ``examples``)."""


class ServedSpec:
    """A parsed OpenAPI document: its operations, and ``$ref`` resolution within it."""

    def __init__(self, document: Mapping[str, Any], source: Path | None = None) -> None:
        paths = document.get("paths")
        if not isinstance(paths, Mapping):
            raise ValueError(f"{source or 'the spec'} is not an OpenAPI document: it has no paths")
        self.document = document
        self.source = source
        self.operations: tuple[SpecOperation, ...] = tuple(self._operations(paths))

    def resolve(self, node: Any) -> Any:
        """``node`` with its ``$ref`` followed (to the end of a chain of them); anything else as is."""
        for _ in range(_MAX_REF_HOPS):
            if not (isinstance(node, Mapping) and isinstance(node.get("$ref"), str)):
                return node
            node = self._pointer(node["$ref"])
        raise ValueError(f"{self.source or 'the spec'}: a $ref chain does not end")

    def _pointer(self, ref: str) -> Any:
        if not ref.startswith("#/"):
            raise ValueError(f"the fake follows only $refs within the spec, not {ref!r}")
        node: Any = self.document
        for raw_part in ref[2:].split("/"):
            part = raw_part.replace("~1", "/").replace("~0", "~")
            if not isinstance(node, Mapping) or part not in node:
                raise ValueError(f"{self.source or 'the spec'}: $ref {ref!r} names nothing")
            node = node[part]
        return node

    def _operations(self, paths: Mapping[str, Any]) -> Iterator[SpecOperation]:
        for template, item in paths.items():
            item = self.resolve(item)
            for method in HTTP_METHODS:
                if isinstance(item.get(method), Mapping):
                    yield self._operation(method.upper(), template, item, item[method])

    def _operation(
        self, method: str, template: str, item: Mapping[str, Any], operation: Mapping[str, Any]
    ) -> SpecOperation:
        where = f"{method} {template}"
        body = self.resolve(operation.get("requestBody", {}))
        body_media = _json_media(body.get("content", {}))
        status, media = self._success(operation.get("responses", {}))
        return SpecOperation(
            method=method,
            template=template,
            operation_id=str(operation.get("operationId", where)),
            summary=str(operation.get("summary", "")),
            style=str(operation.get("x-response-style", "unspecified")),
            retry=operation.get("x-retry"),
            bucket=str(operation.get("x-rate-limit-bucket", GENERAL_BUCKET)),
            parameters=self._parameters(template, item, operation),
            body_schema=body_media.get("schema", {}) if body_media is not None else None,
            body_required=bool(body.get("required", False)),
            body_types=tuple(map(str, body.get("content", {}))),
            status=status,
            media=media,
        )

    def _parameters(
        self, template: str, item: Mapping[str, Any], operation: Mapping[str, Any]
    ) -> tuple[Parameter, ...]:
        # The operation's own parameters replace the path item's of the same name and location.
        declared: dict[tuple[str, str], Parameter] = {}
        for node in (*item.get("parameters", ()), *operation.get("parameters", ())):
            parameter = self.resolve(node)
            name, location = str(parameter["name"]), str(parameter["in"])
            declared[(name, location)] = Parameter(
                name,
                location,
                bool(parameter.get("required", location == "path")),
                parameter.get("schema", {}),
            )
        for name in _TEMPLATE_PARAMETER.findall(template):
            declared.setdefault((name, "path"), Parameter(name, "path", True, {"type": "string"}))
        return tuple(declared.values())

    def _success(self, responses: Mapping[str, Any]) -> tuple[int, Schema]:
        # YAML reads an unquoted status as an integer.
        successes = sorted(
            (200 if key.upper() == "2XX" else int(key), index)
            for index, key in enumerate(map(str, responses))
            if key.upper() == "2XX" or (key.isdigit() and 200 <= int(key) < 300)
        )
        if not successes:
            return 200, {}
        status, index = successes[0]
        response = self.resolve(list(responses.values())[index])
        media = _json_media(response.get("content", {}))
        return status, media if media is not None else {}


def _json_media(content: Mapping[str, Any]) -> Schema | None:
    for media_type, media in content.items():
        if media_type.split(";")[0].strip() == "application/json" or media_type.endswith("+json"):
            return media if isinstance(media, Mapping) else {}
    return None


def load_spec(path: str | os.PathLike[str]) -> ServedSpec:
    """The spec at ``path`` (YAML, or JSON when it ends in ``.json``), read again only once it changes."""
    resolved = Path(path).resolve()
    status = resolved.stat()
    return _read(resolved, status.st_mtime_ns, status.st_size)


@functools.lru_cache(maxsize=16)
def _read(path: Path, modified_ns: int, size: int) -> ServedSpec:
    text = path.read_text(encoding="utf-8")
    document = json.loads(text) if path.suffix == ".json" else _parse_yaml(text, path)
    if not isinstance(document, Mapping):
        raise ValueError("the spec is not an OpenAPI document")
    return ServedSpec(document, path)


def _parse_yaml(text: str, path: Path) -> Any:
    try:
        yaml = importlib.import_module("yaml")
    except ModuleNotFoundError:
        raise ModuleNotFoundError(
            f"reading the YAML spec {path} needs PyYAML (pip install pyyaml); a JSON spec needs nothing"
        ) from None
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        return yaml.load(text, Loader=loader)
    except yaml.YAMLError as error:
        raise ValueError(f"the spec is not valid YAML: {error}") from None


def served_spec(spec_path: str | os.PathLike[str] | None) -> ServedSpec | None:
    """The spec a fake serves: ``spec_path``, else the one the wheel carries, else the source tree's.

    ``None`` when there is no spec to read: the fake then answers its own routes only, which cover
    every operation of the spec it was built from.
    """
    if spec_path is not None:
        return load_spec(spec_path)
    default = next((path for path in (PACKAGED_SPEC, SOURCE_TREE_SPEC) if path.is_file()), None)
    if default is None:
        return None
    if importlib.util.find_spec("yaml") is None:
        logger.warning("PyYAML is not installed: the fake answers only the operations it has routes for")
        return None
    return load_spec(default)
