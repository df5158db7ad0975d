"""The overlay uses httpx and httpcore through their public names only, and keeps one ``Clock``.

Read from the source (every module of ``overlay/textsvc``, the derived ``_sync`` included), so a
private name cannot slip in on a path the behaviour tests do not reach.
"""

from __future__ import annotations

import ast
import typing
from collections.abc import Iterator
from pathlib import Path

import pytest
import textsvc
from textsvc import _clock as clock_module
from textsvc.testing import RealClock
from textsvc.testing._limits import RateLimiter
from textsvc.testing._service import FakeService
from textsvc.testing._state import FakeState

OVERLAY = Path(textsvc.__file__).parent
LIBRARIES = ("httpx", "httpcore")

# Private attributes of httpx's and httpcore's objects (requests, responses, clients, pools,
# streams) that a caller might be tempted to reach for.
PRIVATE_ATTRIBUTES = frozenset(
    {
        "_content",
        "_request",
        "_elapsed",
        "_decoder",
        "_num_bytes_downloaded",
        "_text",
        "_encoding",
        "_transport",
        "_mounts",
        "_transport_for_url",
        "_pool",
        "_connections",
        "_requests",
        "_network_stream",
        "_httpcore_stream",
        "_merge_cookies",
        "_merge_headers",
        "_merge_url",
        "_merge_queryparams",
        "_send_single_request",
        "_send_handling_auth",
        "_send_handling_redirects",
        "_get_proxy_map",
        "_is_closed",
        "_trust_env",
        "_base_url",
        "_cookies",
        "_event_hooks",
        "_state",
    }
)


def modules() -> Iterator[tuple[str, ast.Module]]:
    for path in sorted(OVERLAY.rglob("*.py")):
        yield str(path.relative_to(OVERLAY)), ast.parse(path.read_text(), filename=str(path))


def _dotted(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return None if base is None else f"{base}.{node.attr}"
    return None


def _is_private_library_path(dotted: str) -> bool:
    root, *parts = dotted.split(".")
    return root in LIBRARIES and any(part.startswith("_") for part in parts)


def private_uses(tree: ast.Module) -> Iterator[tuple[int, str]]:
    """(line, what) for each private name of httpx or httpcore that ``tree`` refers to."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if _is_private_library_path(alias.name):
                    yield node.lineno, f"import {alias.name}"
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            for alias in node.names:
                if _is_private_library_path(f"{node.module}.{alias.name}"):
                    yield node.lineno, f"from {node.module} import {alias.name}"
        elif isinstance(node, ast.Attribute):
            dotted = _dotted(node)
            if dotted is not None and _is_private_library_path(dotted):
                yield node.lineno, dotted
            elif node.attr in PRIVATE_ATTRIBUTES and not (
                isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")
            ):
                yield node.lineno, f"<object>.{node.attr}"
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and node.value.startswith(tuple(f"{library}._" for library in LIBRARIES))
        ):
            yield node.lineno, repr(node.value)


def test_no_overlay_module_uses_a_private_name_of_httpx_or_httpcore() -> None:
    found = [f"{name}:{line}: {what}" for name, tree in modules() for line, what in private_uses(tree)]
    assert found == []


def test_no_overlay_class_subclasses_an_httpx_client() -> None:
    clients = {f"{library}.{name}" for library in LIBRARIES for name in ("Client", "AsyncClient")}
    found = [
        f"{name}:{node.lineno}: class {node.name}"
        for name, tree in modules()
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef) and any(_dotted(base) in clients for base in node.bases)
    ]
    assert found == []


@pytest.mark.parametrize(
    "source",
    [
        "import httpx._models",
        "from httpcore._backends.sync import SyncBackend",
        "from httpx import _config",
        "limits = httpx._config.DEFAULT_LIMITS",
        "content = response._content",
        "patch('httpcore._sync.connection_pool.ConnectionPool')",
    ],
)
def test_the_check_finds_a_private_name(source: str) -> None:
    assert list(private_uses(ast.parse(source))) != []


def test_one_clock_protocol_serves_the_sdk_and_the_fake() -> None:
    clocks = [
        name
        for name, tree in modules()
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef) and node.name == "Clock"
    ]
    assert clocks == ["_clock.py"]
    for fake_part in (RateLimiter.__init__, FakeState.__init__, FakeService.__init__):
        assert typing.get_type_hints(fake_part)["clock"] in (clock_module.Clock, clock_module.Clock | None)
    assert RealClock is clock_module.SystemClock
