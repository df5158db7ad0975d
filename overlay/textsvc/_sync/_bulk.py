# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""Bulk calls: any number of records, sent in requests of the service's 1000-record limit.

A request that fails stops the call, and ``SvcBulkOperationError`` says which records the
earlier requests applied and which were not sent (or, after a lost answer, may not have been).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from .._exceptions import SvcAPIConnectionError, SvcBulkOperationError, SvcError
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
) -> list[R]:
    """Send ``records`` in order, ``BULK_LIMIT`` per request; gives what each request returned.

    Errors name the ``method`` (``add_subscribers``) and the ``action`` (``add subscribers of group
    8``), count records as ``unit`` (``ids``) and name the ``argument`` that holds them. Under
    ``with_raw_response`` a call of more than one request is refused before anything is sent.
    """
    chunks = [records[start : start + BULK_LIMIT] for start in range(0, len(records), BULK_LIMIT)]
    refuse_several_requests(
        len(chunks),
        f"{method} of {len(records)} {unit} ({BULK_LIMIT} per request)",
        f"pass at most {BULK_LIMIT} {argument}, or call it without with_raw_response",
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
                + (unknown if isinstance(error, SvcAPIConnectionError) else ""),
                applied=applied,
                not_applied=not_applied,
                cause=error,
            ) from error
        applied.extend(chunk)
    return results
