# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""Bulk calls: any number of records, sent in requests of the service's 1000-record limit.

A request that fails stops the call, and ``SvcBulkOperationError`` says which records the
earlier requests applied and which were not sent (or, when the failed request got no answer, a
server error or a success it could not read, may not have been).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from .._exceptions import SvcAPIError, SvcBulkOperationError, SvcError
from .._raw import refuse_several_requests

T = TypeVar("T")
R = TypeVar("R")

BULK_LIMIT = 1000
"""Records per bulk request (the service's limit); more are sent in several requests."""


def send_in_chunks(
    records: list[T],
    send: Callable[[list[T]], R],
    *,
    method: str,
    action: str,
    unit: str,
    argument: str,
    options: Mapping[str, Any],
) -> list[R]:
    """Send ``records`` in order, ``BULK_LIMIT`` per request; gives what each request returned.

    Errors name the ``method`` (``add_subscribers``) and the ``action`` (``add subscribers of group
    8``), count records as ``unit`` (``ids``) and name the ``argument`` that holds them. Under
    ``with_raw_response``, or with an ``X-Request-Id`` of the caller's in the per-call ``options``,
    a call of more than one request is refused before anything is sent.
    """
    chunks = [records[start : start + BULK_LIMIT] for start in range(0, len(records), BULK_LIMIT)]
    call = f"{method} of {len(records)} {unit} ({BULK_LIMIT} per request)"
    refuse_several_requests(
        len(chunks), call, f"pass at most {BULK_LIMIT} {argument}, or call it without with_raw_response"
    )
    _refuse_one_request_id(
        len(chunks), call, f"pass at most {BULK_LIMIT} {argument}, or no X-Request-Id", options
    )
    results: list[R] = []
    applied: list[T] = []
    for number, chunk in enumerate(chunks, start=1):
        try:
            results.append(send(chunk))
        except SvcError as error:
            not_applied = records[len(applied) :]
            unknown = " (the failed request may or may not have been applied)"
            raise SvcBulkOperationError(
                f"{action}: request {number} of {len(chunks)} failed ({error}); "
                f"{len(applied)} {unit} applied, {len(not_applied)} not"
                + (unknown if _may_have_been_applied(error) else ""),
                applied=applied,
                not_applied=not_applied,
                cause=error,
            ) from error
        applied.extend(chunk)
    return results


def _refuse_one_request_id(requests: int, call: str, remedy: str, options: Mapping[str, Any]) -> None:
    """An ``X-Request-Id`` names one request: sent on each of several, every one after the first
    would be a repeat of it to the service (a 409)."""
    headers = options.get("extra_headers")
    if (
        requests > 1
        and isinstance(headers, Mapping)
        and any(str(name).lower() == "x-request-id" for name in headers)
    ):
        raise ValueError(
            f"extra_headers sets X-Request-Id, which names one request, but this {call} takes "
            f"{requests} requests; {remedy}"
        )


def _may_have_been_applied(error: SvcError) -> bool:
    """No answer, a server error, or a success whose body did not read: the service may have applied
    the request. Any other error status is the service refusing it."""
    return not isinstance(error, SvcAPIError) or error.status_code >= 500
