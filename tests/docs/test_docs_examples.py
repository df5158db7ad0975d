"""The docs site cannot rot silently: its examples compile, and its API reference names real objects
and covers every resource a client has.

``nox -s docs`` (``mkdocs build --strict``) checks links and references too, but needs the docs
toolchain; these checks run with the rest of the suite.
"""

from __future__ import annotations

import ast
import asyncio
import importlib
import re
from pathlib import Path

import pytest
import textsvc

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
PAGES = sorted(DOCS.rglob("*.md"))

# A fenced block: its opening fence (``` or longer), its language, its body, the same fence closing it.
_FENCE = re.compile(r"^(?P<fence>`{3,})(?P<language>[^\n`]*)\n(?P<body>.*?)^(?P=fence)[ \t]*$", re.M | re.S)
# A mkdocstrings directive: `::: dotted.path` on a line of its own.
_DIRECTIVE = re.compile(r"^:::[ \t]+(?P<identifier>[\w.]+)[ \t]*$", re.M)


def python_blocks(text: str) -> list[tuple[int, str]]:
    """Each ```python block of a page: the line its code starts on, and its code."""
    blocks = []
    for match in _FENCE.finditer(text):
        if match["language"].strip().split(" ")[0] in ("python", "py"):
            line = text.count("\n", 0, match.start("body")) + 1
            blocks.append((line, match["body"]))
    return blocks


def directives(text: str) -> list[str]:
    return [match["identifier"] for match in _DIRECTIVE.finditer(text)]


def test_the_docs_have_pages_and_examples() -> None:
    assert (DOCS / "index.md") in PAGES
    assert sum(len(python_blocks(page.read_text(encoding="utf-8"))) for page in PAGES) >= 20


@pytest.mark.parametrize("page", PAGES, ids=lambda page: str(page.relative_to(DOCS)))
def test_every_python_example_compiles(page: Path) -> None:
    # Examples are fragments: they may use names set up on the page before them (`client`), and
    # async ones may `await` at top level, as in `python -m asyncio`.
    for line, code in python_blocks(page.read_text(encoding="utf-8")):
        try:
            compile(code, f"{page.relative_to(ROOT)}:{line}", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
        except SyntaxError as error:
            pytest.fail(f"{page.relative_to(ROOT)}, block at line {line}: {error}")


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


@pytest.mark.parametrize("page", PAGES, ids=lambda page: str(page.relative_to(DOCS)))
def test_every_reference_directive_names_an_object(page: Path) -> None:
    for identifier in directives(page.read_text(encoding="utf-8")):
        try:
            resolve(identifier)
        except (ImportError, AttributeError) as error:
            pytest.fail(f"{page.relative_to(ROOT)}: `::: {identifier}` names nothing ({error})")


def _documented() -> set[str]:
    return {identifier for page in PAGES for identifier in directives(page.read_text(encoding="utf-8"))}


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
    # A tag added to the spec becomes a client attribute by regeneration alone; its reference page
    # is the one thing to add by hand, and this names it.
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
    assert not missing, f"resources missing from docs/reference/resources/: {missing}"
