"""scripts/conformance.py: the spec Prism reads, and how Prism's log is counted (nox -s conformance
runs Prism itself)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from tests.spec_document import load_spec

ROOT = Path(__file__).resolve().parents[2]
SPEC = load_spec()

# Lines of Prism 5.14.2's log (prism proxy --errors), as it writes them.
LOG = Path(__file__).with_name("prism-5.14.2.log")


@pytest.fixture(scope="module")
def conformance() -> ModuleType:
    found = importlib.util.spec_from_file_location("conformance", ROOT / "scripts" / "conformance.py")
    assert found is not None
    assert found.loader is not None
    module = importlib.util.module_from_spec(found)
    found.loader.exec_module(module)
    return module


def test_prism_reads_every_path_under_v3_and_nothing_else_changed(conformance: ModuleType) -> None:
    """Prism matches paths without the server's /v3; the SDK sends them with it."""
    variant = conformance.prism_spec(SPEC)
    assert "servers" not in variant
    assert list(variant["paths"]) == [f"/v3{path}" for path in SPEC["paths"]]
    assert list(variant["paths"].values()) == list(SPEC["paths"].values())
    assert {key: value for key, value in variant.items() if key != "paths"} == {
        key: value for key, value in SPEC.items() if key not in ("paths", "servers")
    }


def test_the_log_counts_exchanges_and_each_kind_of_refusal(conformance: ModuleType) -> None:
    exchanges, found, lines = conformance.read_log(LOG)
    assert exchanges == 4
    assert dict(found) == {"request": 1, "response": 1, "refused": 1}
    assert [line.split()[6] for line in lines] == ["/v3/chatbots", "/v3/links/1", "/keywords/main"]
