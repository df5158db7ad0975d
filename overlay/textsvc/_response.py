"""The response side of a call: from an ``httpx.Response`` to what the method returns.

The status first (an error status raises the error its body names), then the JSON body, then the
wrapper the operation's ``x-response-style`` gives (an envelope, a page, a bare object), then the
part ``x-sdk-payload`` points at, read by the converter as the descriptor's ``payload_type``.
``RawResponse`` is the same answer for ``with_raw_response``, read on demand.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar, cast

import httpx

from ._arguments import REQUEST_ID_HEADER
from ._converter import ResponseShapeError, reader
from ._descriptors import Applied, OperationDescriptor
from ._exceptions import SvcResponseValidationError, error_from_response
from ._json import decode_json_body
from ._rate_limit import RateLimit
from ._request import Call
from ._transport import kept_part, unreadable_reason

T = TypeVar("T")

_WRAPPED = frozenset({"envelope", "page"})
"""Styles whose body is ``{success, data}``: ``success: false`` is an error."""
_DATA = frozenset({"message-data", "data-page"})
"""Styles whose payload is the body's ``data``, without ``success``."""


def invalid(response: httpx.Response, detail: str) -> SvcResponseValidationError:
    """A success whose body is not what the spec says, with what of the body an error keeps."""
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
        raise invalid(response, unreadable)
    content = response.content
    if not content or content.isspace():
        return None
    try:
        return decode_json_body(content)
    except ValueError:
        raise invalid(response, "not JSON") from None


def _member(response: httpx.Response, body: Any, key: str) -> Any:
    if not isinstance(body, Mapping):
        raise invalid(response, f"expected an object with {key!r}")
    if key not in body:
        raise invalid(response, f"missing {key!r}")
    return body[key]


def unwrap(style: str, response: httpx.Response, body: Any) -> Any:
    """The payload of a success body of the given style; an envelope saying ``success: false`` raises."""
    if style in _WRAPPED:
        if _member(response, body, "success") is not True:
            raise error_from_response(response, body)
        return _member(response, body, "data")
    if style in _DATA:
        return _member(response, body, "data")
    if style == "auto":  # client.request: an envelope's data when there is one, else the body
        if isinstance(body, Mapping) and "success" in body:
            return unwrap("envelope", response, body)
        return body
    if style == "bare":
        if not isinstance(body, Mapping):
            raise invalid(response, "expected an object")
        return body
    return body  # "empty" and "unspecified": whatever came, usually nothing.


def read_in_context(response: httpx.Response, read: Callable[[Any], T], data: Any) -> T:
    """``read(data)``; data not shaped as the spec says raises for ``response``."""
    try:
        return read(data)
    except ResponseShapeError as mismatch:
        raise invalid(response, str(mismatch)) from None


def payload_of(call: Call[T], response: httpx.Response) -> T:
    """What the SDK method returns for this response, or the exception it raises."""
    if not 200 <= response.status_code < 300:
        raise error_from_response(response)
    data = unwrap(call.style, response, decode_body(response))
    return read_in_context(response, call.read, data)


def result_of(call: Call[T], response: httpx.Response, *, confirmed: bool) -> T:
    """What the method returns: the payload (what a null one reads as, for a call confirmed by a
    409); for an operation retried under one ``X-Request-Id``, its payload in an ``Applied``."""
    descriptor = call.descriptor
    if descriptor is None or descriptor.retry != "request-id":
        return call.read(None) if confirmed else payload_of(call, response)
    data = None if confirmed else payload_of(call, response)
    return cast(T, Applied(data, confirmed, response.request.headers[REQUEST_ID_HEADER]))


def listed(operation: OperationDescriptor[Any]) -> bool:
    """A chunked operation returns the list of each request's result, but for a null payload, which
    returns nothing (unless each says whether a 409 confirmed it: ``Applied``)."""
    return operation.chunking is not None and (
        operation.payload_type is not None or operation.retry == "request-id"
    )


def payload_reader(operation: OperationDescriptor[Any]) -> Callable[[Any], Any]:
    """Reads the unwrapped payload of ``operation`` into what its method returns: the part
    ``x-sdk-payload`` points at (``payload_pointer``), as its ``payload_type``."""
    if operation.response_style == "unspecified":
        return _ignored
    pointer = operation.payload_pointer
    read = reader(operation.payload_type, ".".join(pointer) or "the payload")
    if not pointer:
        return read

    def read_at_pointer(data: Any) -> Any:
        for key in pointer:
            if type(data) is not dict or key not in data:
                raise ResponseShapeError(f"the payload has no {key!r}")
            data = data[key]
        return read(data)

    return read_at_pointer


def _ignored(data: Any) -> None:
    """The service document does not show this body: whatever came is left to ``with_raw_response``."""
    return None


def passed_through(data: Any) -> Any:
    """``client.request``'s payload: the decoded JSON as it is."""
    return data


class RawResponse(Generic[T]):
    """Status, headers, request id and rate limit of a response; ``parse()`` gives the usual value."""

    def __init__(
        self, call: Call[Any], http_response: httpx.Response, *, confirmed: bool, listed: bool
    ) -> None:
        self._call = call
        self.http_response = http_response
        self.confirmed = confirmed
        """A 409 that confirms an earlier attempt or call was applied (``parse()`` does not raise)."""
        self._listed = listed

    @property
    def status_code(self) -> int:
        return self.http_response.status_code

    @property
    def headers(self) -> Mapping[str, str]:
        return self.http_response.headers

    @property
    def request_id(self) -> str | None:
        """The service's ``X-Request-ID``, else the one the SDK sent."""
        sent: str | None = self.http_response.request.headers.get("X-Request-Id")
        answered: str | None = self.http_response.headers.get("X-Request-ID")
        return answered or sent

    @property
    def rate_limit(self) -> RateLimit:
        return RateLimit.from_headers(self.http_response.headers)

    def parse(self) -> T:
        """The value the plain method returns (raises the same errors it would): for a chunked
        operation, the list of this one request's result."""
        value = result_of(self._call, self.http_response, confirmed=self.confirmed)
        return cast(T, [value] if self._listed else value)

    def __repr__(self) -> str:
        request = self.http_response.request
        return f"<RawResponse {request.method} {request.url.path} {self.status_code}>"
