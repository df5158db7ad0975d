"""Chunked operations (``x-sdk-chunk``): a list argument of any length, sent in requests of the
service's limit, in order.

A request that fails stops the call, and ``SvcBulkOperationError`` says which entries the earlier
requests applied and which were not sent (or, when the failed request got no answer, a server
error or a success it could not read, may not have been).
"""

from __future__ import annotations

from typing import Any, TypeVar

import attrs

from ._descriptors import Chunking, OperationDescriptor
from ._exceptions import SvcAPIError, SvcBulkOperationError, SvcError
from ._request import Call

T = TypeVar("T")


def chunk_key(descriptor: OperationDescriptor[Any]) -> str:
    """The JSON name of the body field a chunked operation cuts."""
    assert descriptor.chunking is not None
    assert descriptor.body is not None
    argument = descriptor.chunking.argument
    return next(field.json_name for field in descriptor.body.fields if field.sdk_name == argument)


@attrs.frozen
class Chunk:
    """One request of a chunked call, and the entries it carries."""

    call: Call[Any]
    entries: list[Any]


def split(call: Call[T], chunking: Chunking, *, raw: bool) -> list[Chunk]:
    """``call``'s requests, ``chunking.size`` entries each (none for no entries).

    Refused before anything is sent: several requests for ``with_raw_response`` (``raw``), which
    gives the response of one, or under one ``X-Request-Id`` of the caller's (``idempotency_key``),
    which names one request (the later ones would be repeats of it to the service).
    """
    assert call.descriptor is not None
    assert isinstance(call.json, dict)
    key = chunk_key(call.descriptor)
    entries: list[Any] = call.json[key]
    size = chunking.size
    chunks = [
        Chunk(
            attrs.evolve(call, json={**call.json, key: entries[start : start + size]}),
            entries[start : start + size],
        )
        for start in range(0, len(entries), size)
    ]
    if len(chunks) > 1:
        what = f"{call.descriptor.sdk_method} of {len(entries)} {chunking.unit} ({size} per request)"
        remedy = f"pass at most {size} {chunking.argument}"
        if raw:
            raise ValueError(
                f"with_raw_response gives the response of a single request, but this {what} takes "
                f"{len(chunks)} requests; {remedy}, or call it without with_raw_response"
            )
        if call.keyed:
            raise ValueError(
                f"an idempotency_key (or X-Request-Id header) names one request, but this {what} "
                f"takes {len(chunks)} requests; {remedy}, or no key"
            )
    return chunks


def failure(
    call: Call[Any], chunking: Chunking, number: int, chunks: list[Chunk], error: SvcError
) -> SvcBulkOperationError:
    """The error of a chunked call whose request ``number`` (1 for the first) failed with ``error``."""
    assert call.descriptor is not None
    applied = [entry for chunk in chunks[: number - 1] for entry in chunk.entries]
    not_applied = [entry for chunk in chunks[number - 1 :] for entry in chunk.entries]
    unknown = " (the failed request may or may not have been applied)"
    return SvcBulkOperationError(
        f"{call.descriptor.sdk_method}: request {number} of {len(chunks)} failed ({error}); "
        f"{len(applied)} {chunking.unit} applied, {len(not_applied)} not"
        + (unknown if _may_have_been_applied(error) else ""),
        applied=applied,
        not_applied=not_applied,
        cause=error,
    )


def _may_have_been_applied(error: SvcError) -> bool:
    """No answer, a server error, or a success whose body did not read: the service may have applied
    the request. Any other error status is the service refusing it."""
    return not isinstance(error, SvcAPIError) or error.status_code >= 500
