"""mkdocs hook (``hooks:`` in mkdocs.yml): a reference page for every resource, listed from the spec.

Each tag of ``openapi/textsvc.yaml`` is a client attribute (``drip-campaigns`` is
``client.drip_campaigns``); its page, ``reference/resources/<attribute>.md``, holds the tag's
description, a table of its operations (method, endpoint, retry policy, rate-limit window, read from
the spec) and the API of the classes behind the attribute on both clients, sub-resources included.
The pages and their place in the nav are made at build time, so a tag added to the spec gets its
page by regeneration alone, and none can be missing from the index.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "openapi" / "textsvc.yaml"
PAGES = "reference/resources"
INDEX = f"{PAGES}/index.md"
METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


@dataclass(frozen=True)
class Operation:
    sdk_method: str  # "drip_campaigns.messages.create"
    http: str  # "POST /drip-campaigns/{dripCampaignId}/messages"
    summary: str
    retry: str
    bucket: str
    partial: bool


@dataclass
class Resource:
    tag: str
    attribute: str
    description: str
    note: str  # the tag's ``x-docs-note``: what a user must know that the document does not offer
    operations: list[Operation] = field(default_factory=list)
    classes: dict[str, tuple[str, str]] = field(default_factory=dict)
    """``{"client.drip_campaigns": (sync class path, async class path), ...}``, sub-resources after."""


def _qualified(value: object) -> str:
    return f"{type(value).__module__}.{type(value).__qualname__}"


def _is_resource(value: object) -> bool:
    return "with_raw_response" in dir(type(value))


def _resource_tree(path: str, resource: object) -> dict[str, object]:
    """The resource and, depth first, the sub-resources among its public attributes."""
    found = {path: resource}
    for name in dir(type(resource)):
        if name.startswith("_") or name == "with_raw_response":
            continue
        value = getattr(resource, name)
        if _is_resource(value):
            found |= _resource_tree(f"{path}.{name}", value)
    return found


@cache
def resources() -> tuple[Resource, ...]:
    """Every tag of the spec as a resource of both clients; an error names a tag no client has."""
    import textsvc  # the package installed in the docs environment

    spec = yaml.load(SPEC.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # noqa: S506 (safe loaders)
    by_tag = {
        tag["name"]: Resource(
            tag["name"], tag["name"].replace("-", "_"), tag.get("description", ""), tag.get("x-docs-note", "")
        )
        for tag in spec["tags"]
    }
    for path, item in spec["paths"].items():
        for method in METHODS:
            operation = item.get(method)
            if operation is None:
                continue
            for tag in operation["tags"]:
                by_tag[tag].operations.append(
                    Operation(
                        sdk_method=operation["x-sdk-method"],
                        http=f"{method.upper()} {path}",
                        summary=operation.get("summary", ""),
                        retry=operation["x-retry"],
                        bucket=operation["x-rate-limit-bucket"],
                        partial=operation.get("x-shape") == "partial",
                    )
                )
    # No I/O: a client makes no request until a method is called.
    options: dict[str, Any] = {"api_key": "docs", "base_url": "http://127.0.0.1:9/v3"}
    with textsvc.Client(**options) as client:
        async_client = textsvc.AsyncClient(**options)
        try:
            for resource in by_tag.values():
                if not _is_resource(getattr(client, resource.attribute, None)):
                    raise ValueError(f"the spec's tag {resource.tag!r} is no attribute of textsvc.Client")
                sync_tree = _resource_tree(resource.attribute, getattr(client, resource.attribute))
                async_tree = _resource_tree(resource.attribute, getattr(async_client, resource.attribute))
                resource.classes = {
                    f"client.{path}": (_qualified(value), _qualified(async_tree[path]))
                    for path, value in sync_tree.items()
                }
        finally:
            asyncio.run(async_client.close())
    return tuple(sorted(by_tag.values(), key=lambda resource: resource.attribute))


def _directive(identifier: str, heading_level: int) -> str:
    return "\n".join(
        [
            f"::: {identifier}",
            "    options:",
            "      show_root_full_path: false",
            "      merge_init_into_class: false",
            "      inherited_members: true",
            f"      heading_level: {heading_level}",
            "",
        ]
    )


def page(resource: Resource) -> str:
    lines = [
        f"# `client.{resource.attribute}`",
        "",
        f"{resource.description} Generated from the spec's `{resource.tag}` tag; on an `AsyncClient` "
        f"every method is awaited (`await aclient.{resource.attribute}...`) and lists are iterated with "
        "`async for`.",
        "",
        *([f"!!! note\n    {resource.note}", ""] if resource.note else []),
        "| method | endpoint | retried ([policy](../../retries-and-pacing.md#retries-and-idempotency)) "
        "| rate-limit window |",
        "|---|---|---|---|",
    ]
    for operation in resource.operations:
        endpoint = f"`{operation.http}`" + (" (partial)" if operation.partial else "")
        policy, bucket = operation.retry, operation.bucket
        lines.append(f"| `{operation.sdk_method}` | {endpoint} | `{policy}` | `{bucket}` |")
    if any(operation.partial for operation in resource.operations):
        lines += [
            "",
            "*Partial*: the service document names the endpoint without its request and response "
            "shapes; the SDK types what the document's rules give, and passes other fields through "
            "`extra_body` ([Sending texts](../../sending.md#what-the-document-leaves-open)).",
        ]
    lines += [
        "",
        "Every method also takes the [per-call options](../../clients.md#per-call-options) "
        "(`timeout`, `max_retries`, `extra_headers`, `extra_query`, `extra_body`), and "
        f"`client.{resource.attribute}.with_raw_response` has the same methods, each returning a "
        "[raw response](../raw-responses.md).",
        "",
    ]
    for number, (path, (sync_class, async_class)) in enumerate(resource.classes.items()):
        level = 2
        if number:  # a sub-resource
            lines += [f"## `{path}`", ""]
            level = 3
        lines += [_directive(sync_class, level), _directive(async_class, level)]
    return "\n".join(lines)


def index() -> str:
    lines = [
        "# Resources",
        "",
        "Each attribute of a client is a resource, one per tag of the spec (`openapi/textsvc.yaml`): "
        "its methods are generated from the tag's operations, each with the operation's summary as its "
        "docstring, plus hand-written ones where the spec cannot say the shape (the class's docstring "
        "names the quirk). This list and the pages are made from the spec when the site is built.",
        "",
        "| attribute | what | operations |",
        "|---|---|---|",
    ]
    for resource in resources():
        lines.append(
            f"| [`{resource.attribute}`]({resource.attribute}.md) | {resource.description} "
            f"| {len(resource.operations)} |"
        )
    return "\n".join(lines) + "\n"


def pages() -> dict[str, str]:
    """``{src_uri: markdown}`` of every generated page."""
    generated = {INDEX: index()}
    generated |= {f"{PAGES}/{resource.attribute}.md": page(resource) for resource in resources()}
    return generated


# ---------------------------------------------------------------------------------- mkdocs hooks


def _fill_nav(entries: list[Any]) -> bool:
    """Put the resource pages after the entry naming the index; ``True`` once done."""
    for position, entry in enumerate(entries):
        if entry == INDEX:
            entries[position + 1 : position + 1] = [
                f"{PAGES}/{resource.attribute}.md" for resource in resources()
            ]
            return True
        if isinstance(entry, dict):
            for children in entry.values():
                if isinstance(children, list) and _fill_nav(children):
                    return True
    return False


def on_config(config: Any) -> Any:
    if not _fill_nav(config["nav"]):
        raise ValueError(f"mkdocs.yml: the nav names no {INDEX}, after which the resource pages go")
    return config


def on_files(files: Any, config: Any) -> Any:
    from mkdocs.structure.files import File

    for src_uri, content in pages().items():
        files.append(File.generated(config, src_uri, content=content))
    return files
