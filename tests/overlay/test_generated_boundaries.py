"""The overlay uses only public names of the generated code, and the generated code sends nothing."""

from __future__ import annotations

import ast
import importlib
import pkgutil
from collections.abc import Iterator
from pathlib import Path

import pytest
import textsvc
import textsvc_generated
import textsvc_generated.api

OVERLAY = Path(textsvc.__file__).parent


def _generated_names(tree: ast.Module) -> set[str]:
    """Local names bound to modules or objects of ``textsvc_generated``."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("textsvc_generated"):
            names.update(alias.asname or alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            names.update(
                (alias.asname or alias.name).split(".")[0]
                for alias in node.names
                if alias.name.startswith("textsvc_generated")
            )
    return names


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def private_generated_uses(tree: ast.Module) -> Iterator[tuple[int, str]]:
    local = _generated_names(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("textsvc_generated"):
            for part in [*(node.module or "").split("."), *(alias.name for alias in node.names)]:
                if _private(part):
                    yield node.lineno, f"from {node.module} import {part}"
        elif isinstance(node, ast.Attribute) and _private(node.attr):
            root = node.value
            while isinstance(root, ast.Attribute):
                root = root.value
            if isinstance(root, ast.Name) and root.id in local:
                yield node.lineno, f"{root.id}...{node.attr}"
        elif isinstance(node, ast.Constant) and node.value in ("_get_kwargs", "_parse_response"):
            yield node.lineno, repr(node.value)


def test_no_overlay_module_uses_a_private_name_of_the_generated_code() -> None:
    found = [
        f"{path.relative_to(OVERLAY)}:{line}: {what}"
        for path in sorted(OVERLAY.rglob("*.py"))
        for line, what in private_generated_uses(ast.parse(path.read_text(), filename=str(path)))
    ]
    assert found == []


@pytest.mark.parametrize(
    "source",
    [
        "from textsvc_generated.api.templates import get_template\nget_template._get_kwargs('1')",
        "from textsvc_generated.api.templates.get_template import _get_kwargs",
        "import textsvc_generated.api.templates.get_template as g\ng._parse_response",
        "from textsvc_generated.models import Template\nTemplate._json_field_names",
    ],
)
def test_the_check_finds_a_private_generated_name(source: str) -> None:
    assert list(private_generated_uses(ast.parse(source)))


def test_the_generated_package_has_no_working_client() -> None:
    assert not {"Client", "AuthenticatedClient"} & set(vars(textsvc_generated))
    for group in pkgutil.iter_modules(textsvc_generated.api.__path__):
        package = importlib.import_module(f"textsvc_generated.api.{group.name}")
        for endpoint in pkgutil.iter_modules(package.__path__):
            module = importlib.import_module(f"{package.__name__}.{endpoint.name}")
            public = {name for name in vars(module) if not name.startswith("_")}
            assert not {"sync", "asyncio", "sync_detailed", "asyncio_detailed"} & public, module.__name__
            assert not hasattr(module, "_get_kwargs"), module.__name__
    client_module = importlib.import_module("textsvc_generated.client")
    # "@py_builtins" and the like: pytest rewrites the asserts of every module of a distribution
    # that brings a pytest plugin (textsvc.pytest_plugin), textsvc_generated's among them.
    assert not [name for name in vars(client_module) if not name.startswith(("__", "@"))]
