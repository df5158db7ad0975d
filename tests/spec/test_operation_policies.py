"""Each operation's retry policy (x-retry) and rate-limit bucket (x-rate-limit-bucket) follow the document.

The checks are in tests/spec/policies.py; test_spec_mutations.py shows that they catch edits.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.spec import doc_tables as doc
from tests.spec import fidelity, policies
from tests.spec_document import load_spec


@pytest.fixture(scope="module")
def spec() -> dict[str, Any]:
    loaded: dict[str, Any] = load_spec()
    return loaded


@pytest.fixture(scope="module")
def text() -> str:
    return doc.document_text()


def test_every_operation_has_a_retry_policy_and_a_known_bucket(spec, text) -> None:
    fidelity.assert_faithful(policies.check_retry_and_bucket_are_known(spec, text))


def test_every_bucket_is_used(spec, text) -> None:
    fidelity.assert_faithful(policies.check_every_bucket_is_used(spec, text))


def test_every_get_is_idempotent(spec, text) -> None:
    fidelity.assert_faithful(policies.check_every_get_is_idempotent(spec, text))


def test_a_choice_other_than_the_methods_default_gives_its_reason(spec, text) -> None:
    fidelity.assert_faithful(policies.check_other_choices_give_their_reason(spec, text))


def test_creates_clones_and_starts_are_never_assumed_repeatable(spec, text) -> None:
    fidelity.assert_faithful(policies.check_creates_are_never_assumed_repeatable(spec, text))


def test_request_id_is_send_and_the_group_bulk_operations_only(spec, text) -> None:
    fidelity.assert_faithful(policies.check_request_id_where_the_document_or_the_payload_allows(spec, text))
    assert fidelity.operations(spec)[("POST", "/send")]["x-retry"] == "request-id"


def test_buckets_are_the_limits_tables(spec, text) -> None:
    fidelity.assert_faithful(policies.check_buckets_are_the_limits_tables(spec, text))
    assert fidelity.operations(spec)[("GET", "/subscribers")]["x-rate-limit-bucket"] == "subscribers"
    assert fidelity.operations(spec)[("POST", "/send")]["x-rate-limit-bucket"] == "send"


def test_rate_limits_are_the_documents(spec, text) -> None:
    fidelity.assert_faithful(policies.check_rate_limits_are_the_documents(spec, text))


def test_a_scope_the_document_does_not_give_is_a_valid_choice_with_a_note(spec, text) -> None:
    fidelity.assert_faithful(policies.check_undocumented_scopes_are_noted(spec, text))


def test_partial_operations_are_the_ones_the_document_names_without_shapes(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_partial_operations(spec, text))
    partial = {
        key for key, operation in fidelity.operations(spec).items() if operation.get("x-shape") == "partial"
    }
    assert partial == fidelity.PARTIAL_OPERATIONS
    assert "x-unshaped-operations" not in spec, "the partial operations are paths now"
