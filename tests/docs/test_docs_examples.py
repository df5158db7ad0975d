"""The docs site's API reference names real objects and covers every resource a client has.

The resource pages are made from the spec's tags when the site is built (scripts/docs_reference.py,
an mkdocs hook); these checks run that generator with the rest of the suite. ``nox -s docs``
(``mkdocs build --strict``) checks links and references too, and ``nox -s examples`` runs every
Python block of the pages.
"""

from __future__ import annotations

import asyncio
import importlib
import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest
import textsvc

from tests.spec_document import load_spec

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
PAGES = sorted(DOCS.rglob("*.md"))

# A mkdocstrings directive: `::: dotted.path` on a line of its own.
_DIRECTIVE = re.compile(r"^:::[ \t]+(?P<identifier>[\w.]+)[ \t]*$", re.M)


def directives(text: str) -> list[str]:
    return [match["identifier"] for match in _DIRECTIVE.finditer(text)]


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("docs_reference", ROOT / "scripts" / "docs_reference.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


GENERATED: dict[str, str] = _generator().pages()
"""The resource pages the hook makes: ``{"reference/resources/templates.md": markdown, ...}``."""


def _texts() -> dict[str, str]:
    texts = {str(page.relative_to(DOCS)): page.read_text(encoding="utf-8") for page in PAGES}
    return texts | GENERATED


def test_the_docs_have_pages() -> None:
    assert (DOCS / "index.md") in PAGES
    assert "reference/resources/index.md" in GENERATED


def resolve(identifier: str) -> object:
    """The object a dotted path names: the longest importable module prefix, then attributes."""
    parts = identifier.split(".")
    for split in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:split]))
        except ModuleNotFoundError:
            continue
        for name in parts[split:]:
            found = getattr(found, name)
        return found
    raise ModuleNotFoundError(identifier)


@pytest.mark.parametrize("page", sorted(_texts()))
def test_every_reference_directive_names_an_object(page: str) -> None:
    for identifier in directives(_texts()[page]):
        try:
            resolve(identifier)
        except (ImportError, AttributeError) as error:
            pytest.fail(f"docs/{page}: `::: {identifier}` names nothing ({error})")


def _documented() -> set[str]:
    return {identifier for text in _texts().values() for identifier in directives(text)}


def _is_resource(value: object) -> bool:
    return "with_raw_response" in dir(type(value))


def resources_of(client: object) -> dict[str, object]:
    """``{"client.templates": resource, "client.drip_campaigns.messages": resource, ...}``."""
    found: dict[str, object] = {}
    pending: list[tuple[str, object]] = [("client", client)]
    while pending:
        path, owner = pending.pop()
        for name in dir(type(owner)):
            if name.startswith("_") or name == "with_raw_response":
                continue
            value = getattr(owner, name)
            if _is_resource(value):
                found[f"{path}.{name}"] = value
                pending.append((f"{path}.{name}", value))
    return found


def _qualified_name(value: object) -> str:
    return f"{type(value).__module__}.{type(value).__qualname__}"


def test_the_reference_covers_every_resource_of_the_clients() -> None:
    # A tag added to the spec becomes a client attribute by regeneration alone, and its reference
    # page is made from the spec: this holds the pages to the resources (sub-resources included).
    options = {"api_key": "docs-check", "base_url": "http://127.0.0.1:9/v3"}
    with textsvc.Client(**options) as client:
        resources = resources_of(client)
    async_client = textsvc.AsyncClient(**options)
    resources |= {f"a{path}": resource for path, resource in resources_of(async_client).items()}
    asyncio.run(async_client.close())
    assert {"client.templates", "aclient.templates", "client.drip_campaigns.messages"} <= set(resources)
    documented = _documented()
    missing = [
        f"{path}: {_qualified_name(resource)}"
        for path, resource in sorted(resources.items())
        if _qualified_name(resource) not in documented
    ]
    assert not missing, f"resources missing from the reference pages: {missing}"


def test_the_resource_index_lists_every_tag_of_the_spec() -> None:

    tags = load_spec()["tags"]
    for tag in tags:
        attribute = tag["name"].replace("-", "_")
        assert f"reference/resources/{attribute}.md" in GENERATED
        assert f"[`{attribute}`]({attribute}.md)" in GENERATED["reference/resources/index.md"]
