"""Each operation's retry policy and rate-limit bucket, as the spec writes them.

A typed method's call takes them from its descriptor (``x-retry``, ``x-rate-limit-bucket``).
``client.request`` and the fake find them by method and path in a ``PolicyTable`` of every
operation of the spec, indexed once, when first needed.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable, Mapping
from urllib.parse import unquote

import attrs

from ._descriptors import BucketLimit, RetryPolicy

__all__ = [
    "GENERAL_BUCKET",
    "BucketLimit",
    "OperationPolicy",
    "OperationPolicyEntry",
    "PolicyTable",
    "RetryMode",
    "bucket_limits",
    "policy_for",
]

GENERAL_BUCKET = "general"


class RetryMode(enum.StrEnum):
    """When a failed request may be sent again."""

    IDEMPOTENT = "idempotent"
    """On connection errors, timeouts, 408, 429 and 5xx."""
    UNSENT_ONLY = "unsent-only"
    """Only when the request surely was not processed: no connection, pool timeout, 429."""
    REQUEST_ID = "request-id"
    """On any retryable failure, with the same X-Request-Id; a 409 to a retry means applied."""


@attrs.frozen
class OperationPolicy:
    retry: RetryMode
    bucket: str


@attrs.frozen
class OperationPolicyEntry:
    """One operation's method, path template, retry policy and rate-limit bucket."""

    operation_id: str
    method: str
    path: str
    retry: RetryPolicy
    bucket: str


# Methods that are idempotent by definition (RFC 9110 section 9.2.2), for paths the spec does not know.
_IDEMPOTENT_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE"})
_UNKNOWN_IDEMPOTENT = OperationPolicy(RetryMode.IDEMPOTENT, GENERAL_BUCKET)
_UNKNOWN_OTHER = OperationPolicy(RetryMode.UNSENT_ONLY, GENERAL_BUCKET)
_DOT_SEGMENTS = frozenset({".", ".."})

# A template segment: the literal text, or None for a path parameter.
_Template = tuple[str | None, ...]


def _segments(path: str) -> list[str]:
    # Leading and trailing slashes are ignored; an empty segment inside never matches anything.
    stripped = path.strip("/")
    return stripped.split("/") if stripped else []


def _is_dot_segment(segment: str) -> bool:
    # URL resolution removes "." and ".." (RFC 3986 section 5.2.4), so they never name a resource.
    return segment in _DOT_SEGMENTS or ("%" in segment and unquote(segment) in _DOT_SEGMENTS)


def _matches(template: _Template, segments: list[str]) -> bool:
    for expected, segment in zip(template, segments, strict=True):
        if expected is None:
            if not segment or _is_dot_segment(segment):
                return False
        elif expected != segment:
            return False
    return True


class PolicyTable:
    """Operations indexed for lookup: literal paths in one dict, templated ones by method and length."""

    def __init__(self, entries: Iterable[OperationPolicyEntry]) -> None:
        self._literal: dict[tuple[str, str], OperationPolicy] = {}
        templated: dict[tuple[str, int], list[tuple[_Template, OperationPolicy]]] = {}
        for entry in entries:
            policy = OperationPolicy(RetryMode(entry.retry), entry.bucket)
            segments = _segments(entry.path)
            template: _Template = tuple(
                None if segment.startswith("{") and segment.endswith("}") else segment for segment in segments
            )
            if None in template:
                templated.setdefault((entry.method.upper(), len(template)), []).append((template, policy))
            else:
                self._literal[(entry.method.upper(), "/".join(segments))] = policy
        # The leftmost literal segment wins: /keywords/main before /keywords/{keywordId}.
        self._templated = {
            key: tuple(sorted(candidates, key=lambda pair: tuple(part is None for part in pair[0])))
            for key, candidates in templated.items()
        }

    def policy_for(self, method: str, path: str) -> OperationPolicy:
        """The policy of the operation that ``method`` and ``path`` reach.

        ``path`` is relative to the base URL (``/templates/7``); a query or fragment is ignored. A path
        parameter matches one non-empty segment. A request the spec does not know (``client.request``)
        is idempotent for GET, HEAD, OPTIONS, PUT and DELETE, else unsent-only, in the general bucket.
        """
        method = method.upper()
        if "?" in path or "#" in path:
            path = path.partition("?")[0].partition("#")[0]
        segments = _segments(path)
        policy = self._literal.get((method, "/".join(segments)))
        if policy is not None:
            return policy
        for template, candidate in self._templated.get((method, len(segments)), ()):
            if _matches(template, segments):
                return candidate
        return _UNKNOWN_IDEMPOTENT if method in _IDEMPOTENT_METHODS else _UNKNOWN_OTHER


@functools.cache
def _spec_table() -> PolicyTable:
    # Imported here: it loads every operation's module, which only client.request needs.
    from textsvc_generated.api import operations

    return PolicyTable(
        OperationPolicyEntry(
            operation.name, operation.method, operation.path, operation.retry, operation.bucket
        )
        for operation in operations()
    )


def policy_for(method: str, path: str) -> OperationPolicy:
    """The policy of a request to the service, from the spec: see ``PolicyTable.policy_for``."""
    return _spec_table().policy_for(method, path)


def bucket_limits() -> Mapping[str, BucketLimit]:
    """Each rate-limit bucket's documented limit (requests per seconds, and what it is counted per)."""
    from textsvc_generated.api import BUCKET_LIMITS

    return BUCKET_LIMITS
