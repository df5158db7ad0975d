"""scripts/schema_fuzz.py: which of Schemathesis's failures fail the run (nox -s fuzz runs
Schemathesis itself), and the spec's list of the rules no schema states."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.spec_document import load_spec

ROOT = Path(__file__).resolve().parents[2]
SPEC = load_spec()


@pytest.fixture(scope="module")
def schema_fuzz() -> ModuleType:
    found = importlib.util.spec_from_file_location("schema_fuzz", ROOT / "scripts" / "schema_fuzz.py")
    assert found is not None
    assert found.loader is not None
    module = importlib.util.module_from_spec(found)
    found.loader.exec_module(module)
    return module


def _failure(check: str, message: str) -> dict[str, Any]:
    return {"check": check, "operation": "GET /x", "status": 400, "message": message, "request": ""}


def test_every_unstated_rule_gives_its_reason_and_the_fakes_refusal() -> None:
    rules = SPEC["x-unstated-rules"]
    assert rules
    for name, rule in rules.items():
        assert set(rule) <= {"reason", "refusal", "strict-only"}, name
        assert len(rule["reason"]) > 40, name
        re.compile(rule["refusal"])
        assert rule.get("strict-only", False) in (True, False), name


def test_a_refusal_for_a_listed_rule_is_counted_and_any_other_failure_fails(schema_fuzz: ModuleType) -> None:
    strict = schema_fuzz.unstated_rules(SPEC, "strict")
    lenient = schema_fuzz.unstated_rules(SPEC, "lenient")
    assert set(lenient) < set(strict)  # the strict fake's own checks hold in strict mode only
    listed_refusal = _failure("positive_data_acceptance", "sortBy 'x' is not a field of these records")
    strict_only = _failure("positive_data_acceptance", "endDate is before startDate")
    unlisted_refusal = _failure("positive_data_acceptance", "page must be a whole number, got '1e99'")
    server_error = _failure("not_a_server_error", "sortBy 'x' is not a field of these records")
    failures = [listed_refusal, strict_only, unlisted_refusal, server_error]
    listed, unlisted = schema_fuzz.sort_failures(failures, strict)
    assert (dict(listed), unlisted) == (
        {"sort-by-fields": 1, "date-range-order": 1},
        [unlisted_refusal, server_error],
    )
    listed, unlisted = schema_fuzz.sort_failures(failures, lenient)
    assert (dict(listed), unlisted) == ({"sort-by-fields": 1}, [strict_only, unlisted_refusal, server_error])
