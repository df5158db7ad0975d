"""Per-call options (``timeout``, ``max_retries``, ``extra_headers``, ``extra_query``, ``extra_body``).

Checked when the method is called, before anything is sent. An extra query parameter or body field
that the operation sets too is refused rather than let one of the two win silently.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

import attrs
import httpx
from textsvc_generated.types import RequestOptions

from ._arguments import describe, json_value, whole_number
from ._config import resolve_timeout
from ._headers import checked_headers, merge_headers
from ._operation import Operation, sent_body

T = TypeVar("T")

OPTION_NAMES = frozenset(RequestOptions.__annotations__)


@attrs.frozen
class CallOptions:
    """A call's options, checked; ``apply`` puts them on each request of the call."""

    timeout: httpx.Timeout | None = None
    max_retries: int | None = None
    extra_headers: Mapping[str, str] | None = attrs.field(default=None, repr=False)
    extra_query: Mapping[str, Any] | None = attrs.field(default=None, repr=False)
    extra_body: Mapping[str, Any] | None = attrs.field(default=None, repr=False)

    @classmethod
    def check(cls, options: Mapping[str, Any]) -> CallOptions:
        unknown = options.keys() - OPTION_NAMES
        if unknown:
            raise TypeError(f"unexpected keyword argument {sorted(unknown)[0]!r}")
        return cls(
            timeout=resolve_timeout(options["timeout"]) if "timeout" in options else None,
            max_retries=check_max_retries(options["max_retries"]) if "max_retries" in options else None,
            extra_headers=checked_headers("extra_headers", options.get("extra_headers"), per_call=True)
            or None,
            extra_query=_mapping("extra_query", options.get("extra_query")),
            extra_body=json_value("extra_body", _mapping("extra_body", options.get("extra_body"))),
        )

    def apply(self, operation: Operation[T]) -> Operation[T]:
        changes: dict[str, Any] = {}
        if self.timeout is not None:
            changes["timeout"] = self.timeout
        if self.max_retries is not None:
            changes["max_retries"] = self.max_retries
        if self.extra_headers:
            changes["headers"] = merge_headers(operation.headers or {}, self.extra_headers)
        if self.extra_query:
            changes["params"] = _merged("extra_query", "query parameter", operation.params, self.extra_query)
        json = operation.json
        if self.extra_body:
            if json is not None and not isinstance(json, Mapping):
                raise TypeError("extra_body needs a JSON object body; this operation sends a list")
            json = _merged("extra_body", "body field", json, self.extra_body)
        # The checks of the body hold for the body sent, whichever way each field arrived.
        json = sent_body(operation.descriptor, json, self.extra_body or {})
        if json is not operation.json:
            changes["json"] = json
        return attrs.evolve(operation, **changes) if changes else operation


def check_max_retries(value: int) -> int:
    """``max_retries`` of a client or a call: a whole number, 0 or more."""
    whole_number("max_retries", value)
    if value < 0:
        raise ValueError(f"max_retries must be 0 or more, got {value}")
    return value


def _mapping(name: str, value: object) -> Mapping[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise TypeError(f"{name} must be a mapping, got {describe(value)}")
    for key in value:
        if type(key) is not str:
            raise TypeError(f"{name} has a key that is not a str ({describe(key)})")
    return dict(value) or None


def _merged(
    name: str, what: str, given: Mapping[str, Any] | None, extra: Mapping[str, Any]
) -> dict[str, Any]:
    clash = sorted(set(given or {}) & set(extra))
    if clash:
        raise ValueError(f"{name} sets the {what} {clash[0]!r}, which the call already sets")
    return {**(given or {}), **extra}
