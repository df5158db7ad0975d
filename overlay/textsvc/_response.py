"""From an HTTP response to the payload: status check, JSON decoding, envelope unwrapping."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import httpx

from ._body import kept_part, unreadable_reason
from ._decoding import ResponseShapeError
from ._exceptions import SvcResponseValidationError, error_from_response
from ._json import decode_json as decode_json  # still imported from here (tests, benchmarks)
from ._json import decode_json_body
from ._operation import Operation, ResponseStyle

T = TypeVar("T")


def _invalid(response: httpx.Response, detail: str) -> SvcResponseValidationError:
    body, note = kept_part(response.content)
    if note:
        detail = f"{detail} ({note})"
    return SvcResponseValidationError(
        f"unexpected response body for {response.request.method} {response.request.url.path}: {detail}",
        body=body,
        status_code=response.status_code,
        request_id=response.headers.get("X-Request-ID"),
        response=response,
    )


def decode_body(response: httpx.Response) -> Any:
    """The JSON body, ``None`` when there is none."""
    unreadable = unreadable_reason(response)
    if unreadable is not None:
        raise _invalid(response, unreadable)
    content = response.content
    if not content or content.isspace():
        return None
    try:
        return decode_json_body(content)
    except ValueError:
        raise _invalid(response, "not JSON") from None


def _member(response: httpx.Response, body: Any, key: str) -> Any:
    if not isinstance(body, Mapping):
        raise _invalid(response, f"expected an object with {key!r}")
    if key not in body:
        raise _invalid(response, f"missing {key!r}")
    return body[key]


def unwrap(style: ResponseStyle, response: httpx.Response, body: Any) -> Any:
    """The payload of a success body of the given style; an envelope saying ``success: false`` raises."""
    if style in (ResponseStyle.ENVELOPE, ResponseStyle.PAGE):
        if _member(response, body, "success") is not True:
            raise error_from_response(response, body)
        return _member(response, body, "data")
    if style in (ResponseStyle.MESSAGE_DATA, ResponseStyle.DATA_PAGE):
        return _member(response, body, "data")
    if style is ResponseStyle.AUTO:
        if isinstance(body, Mapping) and "success" in body:
            return unwrap(ResponseStyle.ENVELOPE, response, body)
        return body
    if style is ResponseStyle.BARE:
        if not isinstance(body, Mapping):
            raise _invalid(response, "expected an object")
        return body
    return body  # EMPTY and UNSPECIFIED: whatever came, usually nothing.


def parse_in_context(response: httpx.Response, parse: Callable[[Any], T], data: Any) -> T:
    """``parse(data)``; data not shaped as the spec says raises for ``response``."""
    try:
        return parse(data)
    except ResponseShapeError as mismatch:
        raise _invalid(response, str(mismatch)) from None


def payload_of(operation: Operation[T], response: httpx.Response) -> T:
    """What the SDK method returns for this response, or the exception it raises."""
    if not 200 <= response.status_code < 300:
        raise error_from_response(response)
    data = unwrap(operation.style, response, decode_body(response))
    return parse_in_context(response, operation.parse, data)
