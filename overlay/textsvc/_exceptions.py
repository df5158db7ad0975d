"""The exceptions the SDK raises, and the choice of class for an HTTP error response.

An error from an exchange keeps its ``httpx.Request`` and ``httpx.Response``; what it shows
(``str``, ``repr``, the pickled form) never holds the secrets that request carries.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import httpx

from ._json import decode_json_body
from ._rate_limit import retry_delay_from_headers
from ._transport import kept_part, unreadable_reason

__all__ = [
    "SvcAPIConnectionError",
    "SvcAPIError",
    "SvcAPITimeoutError",
    "SvcBadRequestError",
    "SvcBulkOperationError",
    "SvcConflictError",
    "SvcError",
    "SvcForbiddenError",
    "SvcInternalServerError",
    "SvcInvalidFieldError",
    "SvcNotFoundError",
    "SvcRateLimitError",
    "SvcResponseValidationError",
    "SvcSignatureVerificationError",
    "SvcUnauthorizedError",
]

# Bodies are cut to this many characters in messages (.body keeps the decoded body, else its text
# up to _body.KEPT_BODY_BYTES).
_MESSAGE_BODY_LIMIT = 200

# A secret shorter than this is not looked for in messages: replacing it would mangle them, and
# no API key or webhook secret worth the name is that short.
_SHORTEST_HIDDEN_SECRET = 8
_HIDDEN = "***"


def _request_of(response: httpx.Response) -> httpx.Request | None:
    try:
        return response.request
    except RuntimeError:  # a response made by hand, without a request
        return None


def _secrets_of(request: httpx.Request) -> list[str]:
    """What ``request`` carries that must not be shown: its credentials and a body's ``secret``."""
    found: list[str] = []
    authorization = request.headers.get("Authorization")
    if authorization:
        found += [authorization, authorization.partition(" ")[2]]
    try:
        content = request.content
    except httpx.RequestNotRead:  # a streamed upload: never read for an error
        content = b""
    if b'"secret"' in content:
        try:
            body = decode_json_body(content)
        except ValueError:
            body = None
        if isinstance(body, Mapping) and isinstance(body.get("secret"), str):
            found.append(body["secret"])
    return sorted(
        (secret for secret in found if len(secret) >= _SHORTEST_HIDDEN_SECRET), key=len, reverse=True
    )


def _hidden(text: str, secrets: list[str]) -> str:
    for secret in secrets:
        text = text.replace(secret, _HIDDEN)
    return text


def _rebuilt(cls: type[SvcError], args: tuple[Any, ...], state: Mapping[str, Any]) -> SvcError:
    """An error of ``cls`` with these ``args`` and attributes, made without calling ``__init__``."""
    error = cls.__new__(cls, *args)  # sets error.args
    error.__dict__.update(state)
    return error


class SvcError(Exception):
    """Every error the SDK raises.

    ``request`` is the ``httpx.Request`` of the exchange the error came from and ``response`` the
    ``httpx.Response`` that answered it; each is None when there was none (no answer came, or the
    error is not about an exchange). ``repr`` shows the method, path (not the query), status and
    request id. The request holds the API key in its headers: the pickled form leaves the request
    and response out, and a message that quotes the key or a body's ``secret`` (a service echoing
    what it was sent) shows ``***`` instead.
    """

    request: httpx.Request | None = None
    response: httpx.Response | None = None
    _request_line: tuple[str, str] | None = None  # (method, path), kept when pickled

    def __init__(
        self, *args: object, request: httpx.Request | None = None, response: httpx.Response | None = None
    ) -> None:
        if request is None and response is not None:
            request = _request_of(response)
        if request is not None:
            secrets = _secrets_of(request)
            args = tuple(_hidden(arg, secrets) if isinstance(arg, str) else arg for arg in args)
        super().__init__(*args)
        self.request = request
        self.response = response
        if request is not None:
            self._request_line = (request.method, request.url.path)

    def _context(self) -> list[tuple[str, object]]:
        """What ``repr`` shows after the message: (name, value) pairs, None values left out."""
        method, path = self._request_line or (None, None)
        return [("method", method), ("path", path)]

    def __repr__(self) -> str:
        shown = [repr(arg) for arg in self.args]
        shown += [f"{name}={value!r}" for name, value in self._context() if value is not None]
        return f"{type(self).__name__}({', '.join(shown)})"

    def __reduce__(self) -> tuple[Any, ...]:
        # The request holds the API key, and a response its request: neither goes into the pickle.
        state = {**vars(self), "request": None, "response": None}
        return (_rebuilt, (type(self), self.args, state))

    def __copy__(self) -> SvcError:
        return _rebuilt(type(self), self.args, vars(self))


class SvcAPIError(SvcError):
    """An HTTP error response, or an envelope with ``success: false``."""

    def __init__(
        self,
        message: str,
        *,
        status_code: int,
        type: str | None = None,
        request_id: str | None = None,
        timestamp: str | None = None,
        reason: Any = None,
        body: Any = None,
        headers: Mapping[str, str] | None = None,
        request: httpx.Request | None = None,
        response: httpx.Response | None = None,
    ) -> None:
        super().__init__(message, request=request, response=response)
        self.message: str = self.args[0]
        self.status_code = status_code
        self.type = type
        self.request_id = request_id
        self.timestamp = timestamp
        self.reason = reason
        self.body = body
        if headers is None:
            headers = response.headers if response is not None else httpx.Headers()
        self.headers: Mapping[str, str] = headers

    def _context(self) -> list[tuple[str, object]]:
        return [*super()._context(), ("status_code", self.status_code), ("request_id", self.request_id)]

    def __str__(self) -> str:
        details = [f"status {self.status_code}"]
        if self.type:
            details.append(f"type {self.type}")
        if self.reason is not None:
            details.append(f"reason {self.reason}")
        if self.request_id:
            details.append(f"request id {self.request_id}")
        return f"{self.message} ({', '.join(details)})"


class SvcBadRequestError(SvcAPIError):
    """400: the service could not understand the request."""


class SvcInvalidFieldError(SvcBadRequestError):
    """400 with type ``invalid_field_error``: a field is missing, too long or invalid."""


class SvcUnauthorizedError(SvcAPIError):
    """401: missing, invalid, expired or revoked API key."""

    def __str__(self) -> str:
        # Where the key comes from, never the key: the service's message alone names neither.
        return f"{super().__str__()}; set TEXTSVC_API_KEY or pass api_key= to textsvc.Client"


class SvcForbiddenError(SvcAPIError):
    """403: a valid key whose account may not do this; ``reason`` says why (e.g. ``PAUSED_ACCOUNT``)."""


class SvcNotFoundError(SvcAPIError):
    """404: no such resource."""


class SvcConflictError(SvcAPIError):
    """409: a duplicate request. The service's own answer to a repeated ``X-Request-Id`` is not
    raised where it confirms an earlier request (the call returns ``Applied(confirmed=True)``), so
    this error never says that a text was sent."""


class SvcRateLimitError(SvcAPIError):
    """429: rate limit exceeded; ``retry_after`` is the wait in seconds the service asked for."""

    @property
    def retry_after(self) -> float | None:
        return retry_delay_from_headers(self.headers)


class SvcInternalServerError(SvcAPIError):
    """500 and every other 5xx."""


class SvcAPIConnectionError(SvcError):
    """No response: DNS failure, connection refused or reset.

    ``request`` is the request that got no answer, ``response`` is None; ``request_id`` is the
    ``X-Request-Id`` it was sent with (the service may have applied it: see the retry policy).
    """

    def __init__(self, *args: object, request: httpx.Request | None = None) -> None:
        super().__init__(*args, request=request)
        self.request_id: str | None = None if request is None else request.headers.get("X-Request-Id")

    def _context(self) -> list[tuple[str, object]]:
        return [*super()._context(), ("request_id", self.request_id)]


class SvcAPITimeoutError(SvcAPIConnectionError):
    """The request timed out."""


class SvcResponseValidationError(SvcError):
    """A 2xx response whose body is not what the spec says; the raw body is attached."""

    def __init__(
        self,
        message: str,
        *,
        body: bytes,
        status_code: int,
        request_id: str | None = None,
        request: httpx.Request | None = None,
        response: httpx.Response | None = None,
    ) -> None:
        super().__init__(message, request=request, response=response)
        self.body = body
        self.status_code = status_code
        self.request_id = request_id

    def _context(self) -> list[tuple[str, object]]:
        return [*super()._context(), ("status_code", self.status_code), ("request_id", self.request_id)]


class SvcSignatureVerificationError(SvcError):
    """A webhook signature is missing or does not match the body."""


class SvcBulkOperationError(SvcError):
    """A chunk of a bulk call failed: says which records (ids, or subscriber records as given) were
    applied and which were not.

    ``request`` and ``response`` are those of the failed chunk (``cause``'s).
    """

    def __init__(self, message: str, *, applied: list[Any], not_applied: list[Any], cause: SvcError) -> None:
        super().__init__(message, request=cause.request, response=cause.response)
        self.applied = applied
        self.not_applied = not_applied
        self.cause = cause

    def _context(self) -> list[tuple[str, object]]:
        return self.cause._context()


_CLASS_BY_TYPE: dict[str, type[SvcAPIError]] = {
    "bad_request_error": SvcBadRequestError,
    "invalid_field_error": SvcInvalidFieldError,
    "unauthorized_error": SvcUnauthorizedError,
    "forbidden_error": SvcForbiddenError,
    "not_found_error": SvcNotFoundError,
    "conflict_error": SvcConflictError,
    "rate_limit_error": SvcRateLimitError,
    "internal_server_error": SvcInternalServerError,
}

_CLASS_BY_STATUS: dict[int, type[SvcAPIError]] = {
    400: SvcBadRequestError,
    401: SvcUnauthorizedError,
    403: SvcForbiddenError,
    404: SvcNotFoundError,
    409: SvcConflictError,
    429: SvcRateLimitError,
}


def error_class(error_type: str | None, status_code: int) -> type[SvcAPIError]:
    """The body's ``type`` decides first, then the status."""
    if error_type in _CLASS_BY_TYPE:
        return _CLASS_BY_TYPE[error_type]
    if status_code in _CLASS_BY_STATUS:
        return _CLASS_BY_STATUS[status_code]
    if status_code >= 500:
        return SvcInternalServerError
    return SvcAPIError


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _error_body(response: httpx.Response) -> tuple[Any, str | None]:
    """The decoded body, else (too large, too deep, not JSON) its text, cut; and a note on what was cut."""
    unreadable = unreadable_reason(response)
    if unreadable is None:
        try:
            return decode_json_body(response.content), None
        except ValueError:
            pass
    kept, note = kept_part(response.content)
    return kept.decode(response.encoding or "utf-8", errors="replace"), unreadable or note


def confirms_repeat(response: httpx.Response) -> bool:
    """``response`` is the service's own answer to a repeated ``X-Request-Id``: a 409 with the
    document's error body (``Content-Type: application/json``; ``httpCode`` 409, a ``message``,
    ``type`` ``conflict_error``), whole. Anything else (a proxy's page, an empty or cut body,
    another shape or type) is not the service confirming, and confirms nothing."""
    if response.status_code != 409 or unreadable_reason(response) is not None:
        return False
    media_type = response.headers.get("Content-Type", "").partition(";")[0].strip().lower()
    if media_type != "application/json":
        return False
    try:
        body = decode_json_body(response.content)
    except ValueError:
        return False
    return (
        isinstance(body, Mapping)
        and body.get("type") == "conflict_error"
        and type(body.get("httpCode")) is int
        and body["httpCode"] == 409
        and isinstance(body.get("message"), str)
    )


def error_from_response(response: httpx.Response, decoded: Any = None) -> SvcAPIError:
    """An exception for an error response, whatever its body (JSON, HTML, empty, undecodable, huge)."""
    body: Any = decoded
    note: str | None = None
    if body is None:
        body, note = _error_body(response)
    fields: Mapping[str, Any] = body if isinstance(body, Mapping) else {}
    error_type = _text(fields.get("type"))
    message = _text(fields.get("message")) or _text(fields.get("error"))
    if not message:
        snippet = body.strip()[:_MESSAGE_BODY_LIMIT] if isinstance(body, str) else ""
        phrase = response.reason_phrase or "HTTP error"
        message = f"{phrase}: {snippet}" if snippet else phrase
    if note:
        message = f"{message} ({note})"
    status_code = response.status_code
    return error_class(error_type, status_code)(
        message,
        status_code=status_code,
        type=error_type,
        request_id=_text(fields.get("requestId")) or response.headers.get("X-Request-ID"),
        timestamp=_text(fields.get("timestamp")),
        reason=fields.get("reason"),
        body=body,
        headers=response.headers,
        response=response,
    )
