"""policy_for: a concrete request path finds its operation's retry policy and bucket, as the spec says."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from textsvc._policies import (
    OperationPolicy,
    OperationPolicyEntry,
    PolicyTable,
    RetryMode,
    bucket_limits,
    policy_for,
)

from tests.spec import doc_tables as doc
from tests.spec.fidelity import PARTIAL_OPERATIONS, check_partial_operations
from tests.spec_document import load_spec

SPEC = load_spec()
PARAMETER = re.compile(r"\{[^}]+\}")


def _spec_operations() -> list[tuple[str, str, dict[str, Any]]]:
    return [
        (method.upper(), path, operation)
        for path, item in SPEC["paths"].items()
        for method, operation in item.items()
        if method in {"get", "post", "put", "patch", "delete"}
    ]


OPERATIONS = _spec_operations()
LITERAL_SEGMENTS = {
    segment for _, path, _ in OPERATIONS for segment in path.split("/") if not PARAMETER.fullmatch(segment)
}
BULK_ADD = "/groups/{}/subscribers/bulk-create"
REQUEST_ID_GROUPS = OperationPolicy(RetryMode.REQUEST_ID, "bulk-groups")
UNKNOWN_IDEMPOTENT = OperationPolicy(RetryMode.IDEMPOTENT, "general")
UNKNOWN_OTHER = OperationPolicy(RetryMode.UNSENT_ONLY, "general")


def _expected(operation: dict[str, Any]) -> OperationPolicy:
    return OperationPolicy(RetryMode(operation["x-retry"]), operation["x-rate-limit-bucket"])


@pytest.mark.parametrize(("method", "template", "operation"), OPERATIONS, ids=lambda value: str(value)[:60])
def test_every_operation_of_the_spec_is_found_from_a_concrete_path(
    method: str, template: str, operation: dict[str, Any]
) -> None:
    path = PARAMETER.sub("7", template)
    assert policy_for(method, path) == _expected(operation)


def test_the_partial_operations_are_the_ones_common_conventions_9_names_and_are_found() -> None:
    assert check_partial_operations(SPEC, doc.document_text()) == []
    partial = [(method, path, operation) for method, path, operation in OPERATIONS if "x-shape" in operation]
    assert {(method, path) for method, path, _ in partial} == PARTIAL_OPERATIONS
    for method, template, operation in partial:
        assert (operation["x-shape"], bool(operation["x-shape-note"])) == ("partial", True), template
        assert policy_for(method, PARAMETER.sub("7", template)) == _expected(operation)
    assert policy_for("PATCH", "/subscribers/bulk") == OperationPolicy(RetryMode.IDEMPOTENT, "general")
    assert policy_for("POST", "/subscribers/bulk") == OperationPolicy(RetryMode.UNSENT_ONLY, "general")
    assert policy_for("DELETE", "/groups/3") == OperationPolicy(RetryMode.IDEMPOTENT, "general")


def test_the_policies_read_through_the_generated_module_are_the_specs() -> None:
    assert {(m, p): _expected(o) for m, p, o in OPERATIONS} == {
        (m, p): policy_for(m, PARAMETER.sub("x", p)) for m, p, _ in OPERATIONS
    }


@pytest.mark.parametrize(
    ("method", "path", "expected"),
    [
        ("GET", "/analytics/delivery", OperationPolicy(RetryMode.IDEMPOTENT, "analytics")),
        ("POST", "/groups/42/subscribers/bulk-create", REQUEST_ID_GROUPS),
        ("POST", "/groups/42/subscribers/bulk-delete", REQUEST_ID_GROUPS),
        ("POST", "/verify/sms/send-code", OperationPolicy(RetryMode.UNSENT_ONLY, "general")),
        ("POST", "/templates", OperationPolicy(RetryMode.UNSENT_ONLY, "general")),
        ("POST", "/templates/7", OperationPolicy(RetryMode.UNSENT_ONLY, "general")),
        ("PATCH", "/templates/7", OperationPolicy(RetryMode.IDEMPOTENT, "general")),
        ("PATCH", "/threads/9/read", OperationPolicy(RetryMode.IDEMPOTENT, "general")),
        ("POST", "/send", OperationPolicy(RetryMode.REQUEST_ID, "send")),
        ("GET", "/subscribers", OperationPolicy(RetryMode.IDEMPOTENT, "subscribers")),
    ],
)
def test_named_operations(method: str, path: str, expected: OperationPolicy) -> None:
    assert policy_for(method, path) == expected


@pytest.mark.parametrize(("post", "get"), [("post", "get"), ("Post", "Get"), ("pOST", "gET")])
def test_the_method_may_be_in_any_case(post: str, get: str) -> None:
    assert policy_for(post, BULK_ADD.format(3)) == REQUEST_ID_GROUPS
    assert policy_for(post, "/send") == OperationPolicy(RetryMode.REQUEST_ID, "send")
    assert policy_for(get, "/subscribers") == OperationPolicy(RetryMode.IDEMPOTENT, "subscribers")
    assert policy_for(get, "/analytics/delivery").bucket == "analytics"


@pytest.mark.parametrize(
    "odd_id",
    [
        "a b",
        "%2F",
        "a%2Fb",
        "%3F",
        "1%3Fx=y",
        "ü",
        "…",
        "-1",
        "0",
        "7.0",
        "{groupId}",
        "%20",
        "..a",
        ".x.",
        "~",
    ],
)
def test_an_id_with_odd_characters_is_one_segment(odd_id: str) -> None:
    assert policy_for("POST", BULK_ADD.format(odd_id)) == REQUEST_ID_GROUPS


@pytest.mark.parametrize(
    "path",
    [
        BULK_ADD.format(""),
        "/groups//subscribers/bulk-create",
        "/groups/42//subscribers/bulk-create",
        BULK_ADD.format("1/2"),
        BULK_ADD.format(".."),
        BULK_ADD.format("."),
        BULK_ADD.format("%2e%2E"),
        BULK_ADD.format("%2E"),
        "/groups/42/subscribers/bulk-create/extra",
        "/groups/42/subscribers",
        "/v3/groups/42/subscribers/bulk-create",
    ],
)
def test_a_path_that_is_not_one_segment_per_parameter_is_unknown(path: str) -> None:
    # A dot segment is resolved away by the URL, so it never names the group.
    assert policy_for("POST", path) == UNKNOWN_OTHER


@pytest.mark.parametrize(
    "path",
    [
        "/subscribers?page=2",
        "/subscribers/",
        "subscribers",
        "//subscribers",
        "/subscribers#top",
        "/subscribers/?",
    ],
)
def test_query_fragment_and_outer_slashes_are_ignored(path: str) -> None:
    assert policy_for("GET", path) == OperationPolicy(RetryMode.IDEMPOTENT, "subscribers")


@pytest.mark.parametrize(
    ("method", "expected"),
    [
        ("GET", UNKNOWN_IDEMPOTENT),
        ("HEAD", UNKNOWN_IDEMPOTENT),
        ("OPTIONS", UNKNOWN_IDEMPOTENT),
        ("PUT", UNKNOWN_IDEMPOTENT),
        ("DELETE", UNKNOWN_IDEMPOTENT),
        ("delete", UNKNOWN_IDEMPOTENT),
        ("POST", UNKNOWN_OTHER),
        ("PATCH", UNKNOWN_OTHER),
        ("TRACE", UNKNOWN_OTHER),
        ("PURGE", UNKNOWN_OTHER),
    ],
)
def test_unknown_paths_take_the_methods_policy_in_the_general_bucket(
    method: str, expected: OperationPolicy
) -> None:
    assert policy_for(method, "/nowhere/5") == expected
    assert policy_for(method, "/") == expected
    assert policy_for(method, "") == expected


def test_a_known_path_with_a_method_the_spec_does_not_give_is_unknown() -> None:
    assert policy_for("PUT", "/templates/7") == UNKNOWN_IDEMPOTENT
    assert policy_for("POST", "/keywords/main") == UNKNOWN_OTHER
    assert policy_for("DELETE", "/groups/4/subscribers/bulk-delete") == UNKNOWN_IDEMPOTENT
    assert policy_for("GET", "/analytics/delivery/extra") == UNKNOWN_IDEMPOTENT


segment_ids = st.text(
    st.characters(blacklist_characters="/?#", blacklist_categories=["Cs"]), min_size=1, max_size=12
).filter(lambda text: text.strip(".") != "" and text not in LITERAL_SEGMENTS)


@given(
    operation=st.sampled_from([entry for entry in OPERATIONS if PARAMETER.search(entry[1])]),
    ids=st.lists(segment_ids, min_size=2, max_size=2),
    lower=st.booleans(),
)
def test_any_single_segment_id_reaches_its_operation(
    operation: tuple[str, str, dict[str, Any]], ids: list[str], lower: bool
) -> None:
    method, template, spec_operation = operation
    values = iter(ids * 2)
    path = PARAMETER.sub(lambda _: next(values), template)
    assert policy_for(method.lower() if lower else method, path) == _expected(spec_operation)


def _entry(method: str, path: str, retry: str, bucket: str = "general") -> OperationPolicyEntry:
    return OperationPolicyEntry(operation_id=None, method=method, path=path, retry=retry, bucket=bucket)  # type: ignore[arg-type]


def test_a_literal_segment_wins_over_a_parameter_leftmost_first() -> None:
    table = PolicyTable(
        [
            _entry("GET", "/things/{id}/parts", "unsent-only", "by-id"),
            _entry("GET", "/things/main", "request-id", "main"),
            _entry("GET", "/things/{id}", "unsent-only", "by-id"),
            _entry("GET", "/things/main/{part}", "request-id", "main-part"),
        ]
    )
    assert table.policy_for("GET", "/things/main").bucket == "main"
    assert table.policy_for("GET", "/things/7").bucket == "by-id"
    assert table.policy_for("GET", "/things/main/parts").bucket == "main-part"
    assert table.policy_for("GET", "/things/7/parts").bucket == "by-id"
    assert table.policy_for("get", "/things/main/x").retry is RetryMode.REQUEST_ID


def test_a_table_reads_methods_in_any_case() -> None:
    table = PolicyTable([_entry("post", "/jobs/{id}", "request-id"), _entry("Post", "/jobs", "idempotent")])
    assert table.policy_for("POST", "/jobs/1").retry is RetryMode.REQUEST_ID
    assert table.policy_for("post", "/jobs").retry is RetryMode.IDEMPOTENT


def test_bucket_limits_are_the_specs_and_read_only() -> None:
    limits = bucket_limits()
    assert {
        name: (limit.requests, limit.seconds, limit.scope, limit.scope_documented)
        for name, limit in limits.items()
    } == {
        name: (written["requests"], written["seconds"], written["scope"], written["scope-documented"])
        for name, written in SPEC["x-rate-limits"].items()
    }
    assert (limits["general"].requests, limits["general"].scope) == (30, "ip")
    assert (limits["bulk-groups"].seconds, limits["bulk-groups"].scope) == (15.0, "account")
    with pytest.raises(TypeError):
        limits["general"] = limits["send"]  # type: ignore[index]


def test_retry_modes_are_the_specs_words() -> None:
    assert {mode.value for mode in RetryMode} == {"idempotent", "unsent-only", "request-id"}
    assert RetryMode("unsent-only") is RetryMode.UNSENT_ONLY
    assert str(RetryMode.REQUEST_ID) == "request-id"


def test_only_a_whole_braced_segment_is_a_parameter() -> None:
    # "{draft" and "draft}" are literal text: they match only themselves, never any segment.
    table = PolicyTable(
        [_entry("GET", "/notes/{draft", "request-id"), _entry("GET", "/memos/draft}", "request-id")]
    )
    assert table.policy_for("GET", "/notes/{draft").retry is RetryMode.REQUEST_ID
    assert table.policy_for("GET", "/memos/draft}").retry is RetryMode.REQUEST_ID
    assert table.policy_for("GET", "/notes/7").retry is RetryMode.IDEMPOTENT  # unknown: a GET
    assert table.policy_for("GET", "/memos/7").retry is RetryMode.IDEMPOTENT
    assert table.policy_for("POST", "/notes/{draft").retry is RetryMode.UNSENT_ONLY
