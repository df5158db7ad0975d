"""The rate-limit windows and each operation's bucket, as the served spec gives them.

The same extensions the client's policies are generated from (``x-rate-limits``, and each
operation's ``x-rate-limit-bucket`` and ``x-retry``), read from the spec the fake serves, so an
operation added to a copy of the spec counts against its own bucket. The lookup is the
client's ``PolicyTable``: the fake reads a request's bucket from its path exactly as the client does.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType
from typing import Any, Literal, cast

from .._descriptors import RetryPolicy
from .._policies import BucketLimit, OperationPolicyEntry, PolicyTable, bucket_limits
from ._spec import ServedSpec

RETRY_POLICIES = ("idempotent", "unsent-only", "request-id")
SCOPES = ("ip", "account")
_IDEMPOTENT_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE", "PATCH"})


def bucket_limits_of(spec: ServedSpec) -> Mapping[str, BucketLimit]:
    """Each bucket's window from the spec's ``x-rate-limits``; the packaged ones when it has none."""
    declared = spec.document.get("x-rate-limits")
    if not declared:
        return bucket_limits()
    return MappingProxyType({str(bucket): _limit(str(bucket), node) for bucket, node in declared.items()})


def _limit(bucket: str, node: Mapping[str, Any]) -> BucketLimit:
    where = f"x-rate-limits {bucket}"
    requests, seconds, scope = node.get("requests"), node.get("seconds"), node.get("scope")
    if not (isinstance(requests, int) and isinstance(seconds, int | float) and min(requests, seconds) > 0):
        raise ValueError(f"{where}: requests and seconds must be positive numbers")
    if scope not in SCOPES:
        raise ValueError(f"{where}: scope must be one of {', '.join(SCOPES)}, not {scope!r}")
    return BucketLimit(
        bucket=bucket,
        requests=requests,
        seconds=float(seconds),
        scope=cast(Literal["ip", "account"], scope),
        scope_documented=bool(node.get("scope-documented", True)),
    )


def policy_table_of(spec: ServedSpec, limits: Mapping[str, BucketLimit]) -> PolicyTable:
    """Every operation's bucket (and retry policy) by method and path; an unknown bucket is an error."""
    entries = list(_entries(spec))
    for entry in entries:
        if entry.bucket not in limits:
            raise ValueError(
                f"{entry.method} {entry.path}: x-rate-limit-bucket {entry.bucket!r} is not in x-rate-limits"
            )
    return PolicyTable(entries)


def _entries(spec: ServedSpec) -> Iterator[OperationPolicyEntry]:
    for operation in spec.operations:
        yield _entry(
            operation.operation_id, operation.method, operation.template, operation.retry, operation.bucket
        )


def _entry(operation_id: str, method: str, path: str, retry: Any, bucket: str) -> OperationPolicyEntry:
    # The fake never retries: a missing x-retry takes the method's default rather than failing.
    if retry is None:
        retry = "idempotent" if method in _IDEMPOTENT_METHODS else "unsent-only"
    if retry not in RETRY_POLICIES:
        raise ValueError(f"{method} {path}: x-retry {retry!r} is not one of {', '.join(RETRY_POLICIES)}")
    return OperationPolicyEntry(
        operation_id=operation_id, method=method, path=path, retry=cast(RetryPolicy, retry), bucket=bucket
    )
