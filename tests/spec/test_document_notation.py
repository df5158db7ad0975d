"""The document's notation is read in every form it takes, and a vendor's change needs no edit here.

The four vendor changes of ``scripts/vendor_change.py`` (an optional field ``clickCount?``, a status
value, an operation with a new record, a paged group ``opt-out``), applied in memory to the document
copy and the spec, pass every check of ``fidelity``; the same record without its schema, or a schema
without its record, is reported.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.spec import doc_tables as doc
from tests.spec import fidelity

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import vendor_change  # noqa: E402 (the script beside the tree, not a package)


def _edited(text: str, target: Path) -> str:
    for path, old, new in vendor_change.DOCUMENT_EDITS + vendor_change.SPEC_EDITS:
        if path == target:
            text = text.rstrip("\n") + "\n" + new if not old else text.replace(old, new, 1)
    return text


@pytest.fixture(scope="module")
def changed() -> tuple[dict[str, Any], str]:
    text = _edited(doc.document_text(), vendor_change.DOCUMENT)
    edited = _edited(fidelity.SPEC_PATH.read_text(encoding="utf-8"), vendor_change.SPEC)
    spec = yaml.load(edited, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # noqa: S506 (safe loaders)
    return spec, text


# ------------------------------------------------------------------------------- the forms, one by one


def test_an_optional_mark_in_a_line_of_fields() -> None:
    text = "\n## Resources and their fields\n\n### Link tag\n\n`id` number, `clickCount?` number.\n\n## End\n"
    assert doc.records(text) == {"Link tag": {"id": "number", "clickCount?": "number"}}
    assert doc.optional_marked(doc.records(text)["Link tag"]) == (
        {"id": "number", "clickCount": "number"},
        {"clickCount"},
    )


def test_an_optional_mark_in_a_field_table() -> None:
    text = (
        "\n## Resources and their fields\n\n### Opt-out\n\n| Field | Type |\n|---|---|\n| id | number |\n"
        "| reason? | string |\n\n## End\n"
    )
    assert doc.records(text) == {"Opt-out": {"id": "number", "reason?": "string"}}


def test_an_optional_mark_on_a_request_field() -> None:
    row = doc.Endpoint(
        "POST", "/opt-outs", "Opt-outs", "body: `number` string required, `reason?` string", ""
    )
    fields = doc.request_fields("", row)
    assert fields[("body", "reason")] == doc.InputField("body", "reason", "string", False)
    assert fields[("body", "number")].required is True


def test_a_record_named_on_its_own_line_or_bullet_with_a_remark() -> None:
    text = (
        "\n## Resources and their fields\n\n"
        "Link tag stats (per tag): `clicks` number, `lastClickAt?` date-time.\n"
        "- Opt-out reason: `code` string.\n"
        "Notation: `date-time` is an ISO 8601 string.\n\n## End\n"
    )
    assert doc.records(text) == {
        "Link tag stats": {"clicks": "number", "lastClickAt?": "date-time"},
        "Opt-out reason": {"code": "string"},
    }


def test_a_hyphenated_name_is_one_schema_name() -> None:
    assert fidelity.payload_schema("opt-out") == "OptOut"
    assert fidelity.payload_schema("array of opt-out") == "array of OptOut"
    row = doc.Endpoint("GET", "/opt-outs", "Opt-outs", "paginated query", "paginated `rows` of opt-out")
    assert doc.response_output(row) == doc.Output("page", "opt-out")


@pytest.mark.parametrize(
    ("line", "rule"),
    [
        (
            "`status` string (values `sent` and `queued` are given; other values not shown), `date` string",
            "record",
        ),
        (
            "| type | enum string | allowed values: not shown; the value `string` is one of them |",
            "table notes",
        ),
        ("| POST | /x | body: `kind` enum optional (allowed values: not shown) | `data` = null |", "input"),
        ("Full lists of state values: not shown.", "line"),
    ],
)
def test_not_shown_is_read_wherever_it_stands(line: str, rule: str) -> None:
    """Each position of "not shown" the document uses has a rule of check_not_shown_statements."""
    assert any(pattern.search(line) for pattern, _ in fidelity.NOT_SHOWN_RULES), rule


def test_a_field_whose_values_are_not_shown_is_read_as_a_field() -> None:
    text = (
        "\n## Resources and their fields\n\n### Delivery\n\n"
        "`status` string (values `sent` and `queued` are given; other values not shown), `date` string.\n\n"
        "### Custom field\n\n| Field | Type | Notes |\n|---|---|---|\n"
        "| type | enum string | allowed values: not shown; the value `string` is one of them |\n\n## End\n"
    )
    assert doc.records(text) == {
        "Delivery": {"status": "string", "date": "string"},
        "Custom field": {"type": "enum string"},
    }


# ------------------------------------------------------------------------------ a vendor's change, whole


def test_the_four_vendor_changes_pass_every_check(changed: tuple[dict[str, Any], str]) -> None:
    spec, text = changed
    assert {("GET", "/opt-outs"), ("GET", "/link-tags/{linkTagId}/stats")} <= doc.endpoints(text)
    problems = [problem for check in fidelity.FIDELITY_CHECKS for problem in check(spec, text)]
    # The marks the changes add are listed by `nox -s generate`, not by hand: that check alone speaks.
    assert all(problem.startswith("unlisted mark") for problem in problems), problems
    compared = fidelity.resource_fields(text)
    assert compared["OptOut"] == {
        "id": "number",
        "number": "string",
        "reason?": "string",
        "created": "date-time",
    }
    assert compared["LinkTag"]["clickCount?"] == "number"
    assert "LinkTagStats" in compared


def test_a_record_without_its_schema_and_a_schema_without_its_record_are_reported(
    changed: tuple[dict[str, Any], str],
) -> None:
    spec, text = changed
    problems = fidelity.check_resource_fields(spec, text.replace("Link tag stats: ", "Link tag totals: "))
    assert "schema LinkTagTotals is missing" in problems
    assert any(
        problem.startswith("LinkTagStats: in a success response, compared with no record")
        for problem in problems
    )
