"""Checks that each operation's retry policy (x-retry) and rate-limit bucket (x-rate-limit-bucket)
follow the document.

Like tests/spec/fidelity.py: each ``check_*`` takes the spec and the document's text and returns
its problems; test_operation_policies.py runs them on the spec, test_spec_mutations.py on edited
copies.
"""

from __future__ import annotations

import re
from typing import Any

from tests.spec import doc_tables as doc
from tests.spec.fidelity import ENDPOINT, Check, Problems, Spec, operations, resolve

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
SEND = ("POST", "/send")
GROUP_BULK = {
    ("POST", "/groups/{groupId}/subscribers/bulk-create"),
    ("POST", "/groups/{groupId}/subscribers/bulk-delete"),
}


def check_retry_and_bucket_are_known(spec: Spec, text: str) -> Problems:
    buckets = set(spec.get("x-rate-limits", {}))
    return [
        f"{key}: x-retry {operation.get('x-retry')!r}, bucket {operation.get('x-rate-limit-bucket')!r}"
        for key, operation in operations(spec).items()
        if operation.get("x-retry") not in RETRY_POLICIES
        or operation.get("x-rate-limit-bucket") not in buckets
    ]


def check_every_bucket_is_used(spec: Spec, text: str) -> Problems:
    used = {operation.get("x-rate-limit-bucket") for operation in operations(spec).values()}
    unused = set(spec.get("x-rate-limits", {})) - used
    return [f"x-rate-limits {bucket} is used by no operation" for bucket in sorted(unused)]


def check_every_get_is_idempotent(spec: Spec, text: str) -> Problems:
    return [
        f"GET {path}: x-retry {operation.get('x-retry')!r}"
        for (method, path), operation in operations(spec).items()
        if method == "GET" and operation.get("x-retry") != "idempotent"
    ]


def check_other_choices_give_their_reason(spec: Spec, text: str) -> Problems:
    return [
        f"{method} {path}: x-retry {operation.get('x-retry')} unexplained (no x-retry-note)"
        for (method, path), operation in operations(spec).items()
        if operation.get("x-retry") != METHOD_DEFAULT.get(method, "unsent-only")
        and not operation.get("x-retry-note")
    ]


def check_creates_are_never_assumed_repeatable(spec: Spec, text: str) -> Problems:
    repeated_would_duplicate = re.compile(r"^(create|bulkCreate|clone|start)[A-Z]")
    chosen = {
        operation["operationId"]: operation
        for operation in operations(spec).values()
        if repeated_would_duplicate.match(operation["operationId"])
    }
    # A create may be repeatable only where the document says a repeat updates (Errors case 5).
    problems = [
        f"{name}: x-retry {operation.get('x-retry')!r}, a repeat could create twice"
        for name, operation in sorted(chosen.items())
        if operation.get("x-retry") != "unsent-only"
        and not re.search(r"\(Errors case \d\)", operation.get("x-retry-note", ""))
    ]
    if len(chosen) < 14:
        problems.append(f"only {len(chosen)} create, clone and start operations: review this check")
    return problems


def _success_payload_is_null(spec: Spec, operation: dict[str, Any]) -> bool:
    for status, response in operation["responses"].items():
        if not status.startswith("2"):
            continue
        for media in resolve(spec, response).get("content", {}).values():
            if resolve(spec, media["schema"]).get("properties", {}).get("data") != {"type": "null"}:
                return False
    return True


def check_request_id_where_the_document_or_the_payload_allows(spec: Spec, text: str) -> Problems:
    """request-id is POST /send's (Errors case 7) and the group bulk actions' (nothing to lose)."""
    promise = "A repeated `POST /send` with the same `X-Request-Id` request header: 409"
    problems = [] if promise in text else ["Errors case 7 no longer promises 409 for a repeated POST /send"]
    ops = operations(spec)
    chosen = {key for key, operation in ops.items() if operation.get("x-retry") == "request-id"}
    if chosen != {SEND, *GROUP_BULK}:
        problems.append(
            f"x-retry request-id on {sorted(chosen)}: expected POST /send and the group bulk actions"
        )
    for key in chosen - {SEND}:
        if not _success_payload_is_null(spec, ops[key]):
            problems.append(f"{key}: request-id where a repeat's answer (a 409) would lose a payload")
    for key in GROUP_BULK & ops.keys():
        if "only for POST /send" not in ops[key].get("x-retry-note", ""):
            problems.append(f"{key}: x-retry-note must say the document promises the 409 only for POST /send")
    return problems


def _documented_buckets(text: str) -> dict[tuple[str, str], str]:
    """The bucket of every operation a rate-limit row of the Limits table names."""
    named: dict[tuple[str, str], str] = {}
    for name, (_, _, _, applies_to) in doc.rate_limits(text).items():
        if applies_to == "most endpoints":
            continue
        keys = list(ENDPOINT.findall(applies_to))
        if not keys:  # "bulk-create and bulk-delete of group subscribers"
            actions = set(re.findall(r"\bbulk-\w+", applies_to))
            keys = [
                (method, path)
                for method, path in doc.endpoints(text)
                if path.startswith("/groups/") and path.rsplit("/", 1)[1] in actions
            ]
        assert keys, f"the document's {name} names no endpoint this check can read: {applies_to!r}"
        named.update(dict.fromkeys(keys, BUCKET_OF_LIMIT[name]))
    return named


def check_buckets_are_the_limits_tables(spec: Spec, text: str) -> Problems:
    problems = []
    if set(doc.rate_limits(text)) != set(BUCKET_OF_LIMIT):
        problems.append("a rate limit of the document has no bucket here: review this check")
    named = _documented_buckets(text)
    ops = operations(spec)
    problems += [
        f"{key}: named by the Limits table, missing from the spec" for key in sorted(set(named) - set(ops))
    ]
    for key, operation in ops.items():
        if operation.get("x-rate-limit-bucket") != named.get(key, "general"):
            problems.append(
                f"{key}: bucket {operation.get('x-rate-limit-bucket')!r}, not {named.get(key, 'general')!r}"
            )
    return problems


def check_rate_limits_are_the_documents(spec: Spec, text: str) -> Problems:
    documented = {
        BUCKET_OF_LIMIT[name]: (requests, seconds, scope)
        for name, (requests, seconds, scope, _) in doc.rate_limits(text).items()
    }
    written = {
        bucket: (
            limit.get("requests"),
            limit.get("seconds"),
            limit.get("scope") if limit.get("scope-documented") else None,
        )
        for bucket, limit in spec.get("x-rate-limits", {}).items()
    }
    return [] if written == documented else [f"x-rate-limits {written}, the Limits table's {documented}"]


def check_undocumented_scopes_are_noted(spec: Spec, text: str) -> Problems:
    problems = []
    for bucket, limit in spec.get("x-rate-limits", {}).items():
        if limit.get("scope") not in {"ip", "account"} or not isinstance(limit.get("scope-documented"), bool):
            problems.append(f"x-rate-limits {bucket}: scope {limit.get('scope')!r}")
        elif not limit["scope-documented"] and not limit.get("x-note"):
            problems.append(f"x-rate-limits {bucket}: a scope the document does not give, without x-note")
    return problems


POLICY_CHECKS: tuple[Check, ...] = (
    check_retry_and_bucket_are_known,
    check_every_bucket_is_used,
    check_every_get_is_idempotent,
    check_other_choices_give_their_reason,
    check_creates_are_never_assumed_repeatable,
    check_request_id_where_the_document_or_the_payload_allows,
    check_buckets_are_the_limits_tables,
    check_rate_limits_are_the_documents,
    check_undocumented_scopes_are_noted,
)
