"""How ``nox -s spec-diff`` reads Optic's report and the specs (Optic itself runs in the session:
``nox -s spec-diff -- --self-check`` runs it on scratch copies, too slow for the suite)."""

from __future__ import annotations

import copy
import importlib.util
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

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
    sys.path.insert(0, str(ROOT / "scripts"))  # its sdk_changes and sdk_surface, beside it
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
    renamed["paths"]["/link-tags"]["get"]["parameters"][-1]["x-sdk-name"] = "link"
    report = spec_diff.read(ADDITIONS, 0, SPEC, renamed)  # Optic sees additions only
    assert [str(change) for change in report.sdk] == [
        "link_tags.get: method renamed link_tags.read (renamed: major)",
        "link_tags.list: argument link_id renamed link (renamed: major)",
    ]
    assert (report.optic_verdict, report.kind) == ("minor", "breaking")


# Optic 1.0.9's report for the query argument linkId of GET /link-tags removed: no "Checks" line.
ARGUMENT_REMOVED = (
    "✔ textsvc base.yaml\n"
    "Operations: 1 operation changed\n\n"
    "✔ GET /link-tags: \n"
    "  - query parameter linkId: removed\n"
    "Rerun this command with the --web flag to view the detailed changes in your browser\n"
)
# ... and for the send's message narrowed from 2000 to 160 characters: every check passes.
MESSAGE_NARROWED = (
    "✔ textsvc base.yaml\n"
    "Operations: 1 operation changed\n"
    "✔  Checks: 3/3 passed \n\n"
    "✔ POST /send: \n"
    "  - request: \n"
    "    - body application/json: \n"
    "      - property /schema/properties/message: changed\n"
    "Rerun this command with the --web flag to view the detailed changes in your browser\n"
)


def _without_link_id(spec: dict[str, Any]) -> dict[str, Any]:
    changed = copy.deepcopy(spec)
    assert changed["paths"]["/link-tags"]["get"]["parameters"].pop()["name"] == "linkId"
    return changed


def _message_narrowed(spec: dict[str, Any]) -> dict[str, Any]:
    changed = copy.deepcopy(spec)
    changed["components"]["schemas"]["SendMessageInput"]["properties"]["message"]["maxLength"] = 160
    return changed


def test_a_removed_query_argument_is_breaking(spec_diff: ModuleType) -> None:
    report = spec_diff.read(ARGUMENT_REMOVED, 0, SPEC, _without_link_id(SPEC))
    assert (report.changed, report.breaking) == (["GET /link-tags"], [])  # Optic: a change, no rule
    assert [str(change) for change in report.sdk] == [
        "link_tags.list: argument link_id removed (removed: major)"
    ]
    assert report.kind == "breaking"


def test_a_narrowed_limit_is_breaking_not_a_patch(spec_diff: ModuleType) -> None:
    report = spec_diff.read(MESSAGE_NARROWED, 0, SPEC, _message_narrowed(SPEC))
    assert (report.optic_verdict, report.kind) == ("patch", "breaking")
    assert [str(change) for change in report.sdk] == [
        "messages.send: argument message: maxLength 2000 → 160 (narrowed: major)"
    ]
    rendered = spec_diff.render(report, "v0.1.0", _message_narrowed(SPEC))
    assert "- BREAKING: messages.send: argument message: maxLength 2000 → 160 (narrowed: major)" in rendered


def _stand_in_optic(tmp_path: Path, stdout: str, stderr: str = "", status: int = 0) -> str:
    """An executable in Optic's place that prints ``stdout`` and ``stderr`` and exits ``status``."""
    (tmp_path / "out.txt").write_text(stdout, encoding="utf-8")
    (tmp_path / "err.txt").write_text(stderr, encoding="utf-8")
    optic = tmp_path / "optic"
    optic.write_text(f"#!/bin/sh\ncat '{tmp_path}/out.txt'\ncat '{tmp_path}/err.txt' >&2\nexit {status}\n")
    optic.chmod(0o755)
    return str(optic)


def _spec_file(tmp_path: Path, spec: dict[str, Any]) -> Path:
    path = tmp_path / "head.yaml"
    path.write_text(yaml.safe_dump(spec, allow_unicode=True), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("stdout", "stderr", "status", "reason"),
    [
        ("", "", 0, "optic (exit status 0) printed no report: nothing"),
        (
            "",
            "Error parsing /tmp/head.yaml: unexpected end of the stream\n 1 | openapi: 3.1.0\n",
            1,
            "optic (exit status 1) printed no report:"
            " Error parsing /tmp/head.yaml: unexpected end of the stream",
        ),
    ],
    ids=["prints nothing", "fails"],
)
def test_exit_status_2_with_one_line_when_optic_gives_no_report(
    spec_diff: ModuleType,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    stdout: str,
    stderr: str,
    status: int,
    reason: str,
) -> None:
    optic = _stand_in_optic(tmp_path, stdout, stderr, status)
    assert spec_diff.main(["--optic", optic, "--self-check"]) == 2
    assert capsys.readouterr().err == f"spec-diff: cannot compare: {reason}\n"


def test_exit_status_2_when_optic_or_the_ref_is_missing(
    spec_diff: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = str(tmp_path / "no-optic")
    assert spec_diff.main(["--optic", missing, "--self-check"]) == 2
    error = capsys.readouterr().err
    assert error.startswith(f"spec-diff: cannot compare: optic could not run ({missing}): ")
    assert error.count("\n") == 1
    optic = _stand_in_optic(tmp_path, ARGUMENT_REMOVED)
    assert spec_diff.main(["no-such-ref-h34", "--optic", optic]) == 2
    error = capsys.readouterr().err
    assert error.startswith("spec-diff: cannot compare: git show no-such-ref-h34:openapi/textsvc.yaml: ")
    assert error.count("\n") == 1


def test_a_report_without_checks_line_is_read_and_exits_0(
    spec_diff: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Optic compared (its summary is there) though it printed no checks: the report runs."""
    base = spec_diff.load_yaml(
        subprocess.run(
            ["git", "show", "HEAD:openapi/textsvc.yaml"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout
    )
    head = _spec_file(tmp_path, _without_link_id(base))
    optic = _stand_in_optic(tmp_path, ARGUMENT_REMOVED)
    assert spec_diff.main(["HEAD", "--optic", optic, "--head", str(head)]) == 0
    out = capsys.readouterr().out
    assert "  BREAKING link_tags.list: argument link_id removed (removed: major)\n" in out
    version = re.search(r'__version__ = "([^"]+)"', spec_diff.VERSION.read_text(encoding="utf-8"))
    assert version is not None
    assert f"{version[1]} -> {spec_diff.next_version(version[1], 'breaking')}" in out


def test_the_self_checks_scratch_changes_are_rated_as_they_expect(spec_diff: ModuleType) -> None:
    """``--self-check`` runs Optic on each (too slow here); the SDK side alone rates each the same."""
    text = spec_diff.committed_spec("HEAD")
    base = spec_diff.load_yaml(text)
    for label, edit, expected in spec_diff.SELF_CHECKS:
        report = spec_diff.read("", 0, base, spec_diff.load_yaml(edit(text)))
        assert (label, report.kind) == (label, expected)
