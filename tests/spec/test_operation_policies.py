"""Each operation's retry policy (x-retry) and rate-limit bucket (x-rate-limit-bucket) follow the document."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.spec import doc_tables as doc

SPEC_PATH = Path(__file__).resolve().parents[2] / "openapi" / "textsvc.yaml"
HTTP_METHODS = {"get", "post", "put", "patch", "delete"}
RETRY_POLICIES = {"idempotent", "unsent-only", "request-id"}
# What an operation gets from its method alone; any other choice must give its reason.
METHOD_DEFAULT = {"GET": "idempotent", "PUT": "idempotent", "PATCH": "idempotent", "DELETE": "idempotent"}
# The spec's name for each rate limit of the document's Limits table.
BUCKET_OF_LIMIT = {
    "General rate limit": "general",
    "Analytics rate limit": "analytics",
    "Subscriber list rate limit": "subscribers",
    "Send rate limit": "send",
    "Bulk group rate limit": "bulk-groups",
}
ENDPOINT = re.compile(r"\b(GET|POST|PUT|PATCH|DELETE) (/[^\s`,;)]*)")


@pytest.fixture(scope="module")
def spec() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load(SPEC_PATH.read_text(encoding="utf-8"))
    return loaded


@pytest.fixture(scope="module")
def text() -> str:
    return doc.document_text()


def operations(spec: dict[str, Any]) -> dict[tuple[str, str], dict[str, Any]]:
    return {
        (method.upper(), path): operation
        for path, item in spec["paths"].items()
        for method, operation in item.items()
        if method in HTTP_METHODS
    }


def unshaped(spec: dict[str, Any]) -> dict[tuple[str, str], dict[str, Any]]:
    return {(entry["method"], entry["path"]): entry for entry in spec["x-unshaped-operations"]}


def every_operation(spec: dict[str, Any]) -> dict[tuple[str, str], dict[str, Any]]:
    return operations(spec) | unshaped(spec)


def test_every_operation_has_a_retry_policy_and_a_known_bucket(spec: dict[str, Any]) -> None:
    buckets = set(spec["x-rate-limits"])
    for key, operation in every_operation(spec).items():
        assert operation.get("x-retry") in RETRY_POLICIES, key
        assert operation.get("x-rate-limit-bucket") in buckets, key


def test_every_bucket_is_used(spec: dict[str, Any]) -> None:
    used = {operation["x-rate-limit-bucket"] for operation in every_operation(spec).values()}
    assert used == set(spec["x-rate-limits"])


def test_every_get_is_idempotent(spec: dict[str, Any]) -> None:
    for (method, path), operation in every_operation(spec).items():
        if method == "GET":
            assert operation["x-retry"] == "idempotent", path


def test_a_choice_other_than_the_methods_default_gives_its_reason(spec: dict[str, Any]) -> None:
    for (method, path), operation in every_operation(spec).items():
        if operation["x-retry"] != METHOD_DEFAULT.get(method, "unsent-only"):
            assert operation.get("x-retry-note"), (
                f"{method} {path}: x-retry {operation['x-retry']} unexplained"
            )


def test_creates_sends_clones_and_starts_are_never_assumed_repeatable(spec: dict[str, Any]) -> None:
    repeated_would_duplicate = re.compile(r"^(create|bulkCreate|clone|start|send)[A-Z]")
    chosen = {
        operation["operationId"]: operation["x-retry"]
        for operation in operations(spec).values()
        if repeated_would_duplicate.match(operation["operationId"])
    }
    assert len(chosen) >= 14
    assert set(chosen.values()) == {"unsent-only"}, chosen


def _success_payload_is_null(spec: dict[str, Any], operation: dict[str, Any]) -> bool:
    for status, response in operation["responses"].items():
        if not status.startswith("2"):
            continue
        if "$ref" in response:
            response = spec["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
        for media in response.get("content", {}).values():
            schema = media["schema"]
            if "$ref" in schema:
                schema = spec["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
            if schema.get("properties", {}).get("data") != {"type": "null"}:
                return False
    return True


def test_request_id_only_where_a_repeat_returns_nothing_to_lose(spec: dict[str, Any]) -> None:
    chosen = {key for key, operation in operations(spec).items() if operation["x-retry"] == "request-id"}
    assert chosen, "the group bulk operations use request-id"
    for key in chosen:
        assert _success_payload_is_null(spec, operations(spec)[key]), key


def test_request_id_is_send_and_the_group_bulk_operations_only(spec: dict[str, Any]) -> None:
    chosen = {key for key, operation in every_operation(spec).items() if operation["x-retry"] == "request-id"}
    assert chosen == {
        ("POST", "/send"),
        ("POST", "/groups/{groupId}/subscribers/bulk-create"),
        ("POST", "/groups/{groupId}/subscribers/bulk-delete"),
    }


def test_send_keeps_its_request_id_as_errors_case_7_promises(spec: dict[str, Any], text: str) -> None:
    assert "A repeated `POST /send` with the same `X-Request-Id` request header: 409" in text
    assert unshaped(spec)[("POST", "/send")]["x-retry"] == "request-id"


def test_the_group_bulk_operations_use_request_id_and_say_the_document_promises_it_only_for_send(
    spec: dict[str, Any],
) -> None:
    for path in ("/groups/{groupId}/subscribers/bulk-create", "/groups/{groupId}/subscribers/bulk-delete"):
        operation = operations(spec)[("POST", path)]
        assert operation["x-retry"] == "request-id", path
        assert "only for POST /send" in operation["x-retry-note"], path


def _documented_buckets(spec: dict[str, Any], text: str) -> dict[tuple[str, str], str]:
    """The bucket of every operation a rate-limit row of the Limits table names."""
    named: dict[tuple[str, str], str] = {}
    for name, (_, _, _, applies_to) in doc.rate_limits(text).items():
        bucket = BUCKET_OF_LIMIT[name]
        if applies_to == "most endpoints":
            continue
        keys = [(method, path) for method, path in ENDPOINT.findall(applies_to)]
        if not keys:  # "bulk-create and bulk-delete of group subscribers"
            actions = set(re.findall(r"\bbulk-\w+", applies_to))
            keys = [
                (method, path)
                for method, path in doc.endpoints(text)
                if path.startswith("/groups/") and path.rsplit("/", 1)[1] in actions
            ]
        assert keys, f"the document's {name} names no endpoint this test can read: {applies_to!r}"
        named.update(dict.fromkeys(keys, bucket))
    return named


def test_buckets_are_the_limits_tables(spec: dict[str, Any], text: str) -> None:
    assert set(doc.rate_limits(text)) == set(BUCKET_OF_LIMIT), "a rate limit of the document has no bucket"
    named = _documented_buckets(spec, text)
    assert named[("POST", "/groups/{groupId}/subscribers/bulk-delete")] == "bulk-groups"
    assert named[("GET", "/analytics/delivery")] == "analytics"
    everything = every_operation(spec)
    assert set(named) <= set(everything), "an endpoint of the Limits table is missing from the spec"
    for key, operation in everything.items():
        assert operation["x-rate-limit-bucket"] == named.get(key, "general"), key


def test_rate_limits_are_the_documents(spec: dict[str, Any], text: str) -> None:
    documented = {}
    for name, (requests, seconds, scope, _) in doc.rate_limits(text).items():
        documented[BUCKET_OF_LIMIT[name]] = (requests, seconds, scope)
    written = {
        bucket: (limit["requests"], limit["seconds"], limit["scope"] if limit["scope-documented"] else None)
        for bucket, limit in spec["x-rate-limits"].items()
    }
    assert written == documented


def test_a_scope_the_document_does_not_give_is_a_valid_choice_with_a_note(spec: dict[str, Any]) -> None:
    for bucket, limit in spec["x-rate-limits"].items():
        assert limit["scope"] in {"ip", "account"}, bucket
        assert isinstance(limit["scope-documented"], bool), bucket
        if not limit["scope-documented"]:
            assert limit.get("x-note"), bucket


def test_unshaped_operations_are_the_ones_the_document_names_without_shapes(
    spec: dict[str, Any], text: str
) -> None:
    note = next(
        line for line in text.splitlines() if "whose request and response shapes are: not shown" in line
    )
    named = set(ENDPOINT.findall(note))
    assert named == {
        ("POST", "/send"),
        ("POST", "/send/validate-recipients"),
        ("POST", "/subscribers"),
        ("GET", "/subscribers"),
    }
    listed = unshaped(spec)
    assert len(listed) == len(spec["x-unshaped-operations"]), "an unshaped endpoint is listed twice"
    assert named <= set(listed)
    assert "`/subscribers/bulk` create and update" in note
    bulk = {method for method, path in listed if path == "/subscribers/bulk"}
    assert len(bulk) == 2, "the /subscribers/bulk create and update are both listed"
    for method, path in listed:
        assert path not in spec["paths"], f"{method} {path} has shapes in the spec now: move its extensions"
