"""How ``nox -s spec-diff`` reads Optic's report and the specs (Optic itself runs in the session:
``nox -s spec-diff -- --self-check`` runs it on scratch copies, too slow for the suite)."""

from __future__ import annotations

import copy
import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.spec_document import load_spec

ROOT = Path(__file__).resolve().parents[2]
SPEC = load_spec()

# The report of `optic diff --check` for the four vendor changes, then for LinkTag's tag renamed.
ADDITIONS = """\
✔ textsvc base.yaml
Operations: 2 operations added, 2 changed
✔  Checks: 3/3 passed

✔ GET /opt-outs: added

✔ GET /deliveries:
  - response 200:
    - body application/json:
      - property /schema/properties/data/properties/rows/items/properties/status: changed
✔ GET /link-tags/{linkTagId}/stats: added

✔ POST /link-tags:
  - request:
    - body application/json:
      - property /schema/properties/note: added
  - response 200:
    - body application/json:
      - property /schema/properties/data/properties/clickCount: added
"""
RENAMED = (
    "x textsvc base.yaml\n"
    "Operations: 1 operations changed\n"
    "x  Checks: 0/1 passed\n\n"
    "x GET /link-tags/{linkTagId}:\n"
    "  - response 200:\n"
    "    - body application/json:\n"
    "      - property /schema/properties/data/properties/tag: removed\n\n"
    "        x [prevent removing response property] cannot remove response property 'tag'."
    " This is a breaking change.\n"
    "        at base.yaml:3087:150098\n\n"
    "      - property /schema/properties/data/properties/label: added\n"
)


@pytest.fixture(scope="module")
def spec_diff() -> ModuleType:
    found = importlib.util.spec_from_file_location("spec_diff", ROOT / "scripts" / "spec_diff.py")
    assert found is not None
    assert found.loader is not None
    module = sys.modules["spec_diff"] = importlib.util.module_from_spec(found)
    found.loader.exec_module(module)
    return module


def test_additions_are_listed_and_mean_the_minor_version(spec_diff: ModuleType) -> None:
    report = spec_diff.read(ADDITIONS, 0, SPEC, SPEC)
    assert report.added == ["GET /opt-outs", "GET /link-tags/{linkTagId}/stats"]
    assert report.changed == ["GET /deliveries", "POST /link-tags"]
    assert report.fields_added == ["POST /link-tags: clickCount"]  # a request field is no answer's
    assert (report.breaking, report.kind) == ([], "additions")
    assert spec_diff.next_version("0.1.0", report.kind) == "0.2.0"
    assert spec_diff.next_version("1.4.2", report.kind) == "1.5.0"


def test_a_change_optic_flags_is_breaking(spec_diff: ModuleType) -> None:
    report = spec_diff.read(RENAMED, 1, SPEC, SPEC)
    assert report.breaking == [
        "GET /link-tags/{linkTagId}: cannot remove response property 'tag'. This is a breaking change."
        " [prevent removing response property]"
    ]
    assert report.kind == "breaking"
    assert spec_diff.next_version("0.1.0", "breaking") == "0.2.0"
    assert spec_diff.next_version("1.4.2", "breaking") == "2.0.0"
    assert spec_diff.next_version("1.4.2", "other") == "1.4.3"


def _renamed(spec: dict[str, Any], method: str, path: str, key: str, value: str) -> dict[str, Any]:
    changed = copy.deepcopy(spec)
    changed["paths"][path][method][key] = value
    return changed


def test_the_sdks_own_breaking_changes_are_flagged(spec_diff: ModuleType) -> None:
    renamed = _renamed(SPEC, "get", "/link-tags/{linkTagId}", "x-sdk-method", "link_tags.read")
    parameter = {"name": "linkId", "in": "query", "schema": {"type": "integer"}, "x-sdk-name": "link"}
    renamed["paths"]["/link-tags"]["get"]["parameters"][-1] = parameter
    assert spec_diff.sdk_breaking(SPEC, renamed) == [
        "GET /link-tags: argument linkId is now link (query linkId, x-sdk-name)",
        "GET /link-tags/{linkTagId}: method link_tags.get is now link_tags.read (x-sdk-method)",
    ]
    report = spec_diff.read(ADDITIONS, 0, SPEC, renamed)
    assert report.kind == "breaking"
    # A method written by hand (x-sdk-quirk) never took the spec's names: none is compared.
    quirky = _renamed(SPEC, "get", "/link-tags", "x-sdk-quirk", "written by hand")
    assert spec_diff.sdk_breaking(quirky, renamed) == [
        "GET /link-tags/{linkTagId}: method link_tags.get is now link_tags.read (x-sdk-method)"
    ]
