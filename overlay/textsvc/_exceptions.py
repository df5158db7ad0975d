"""The exceptions the SDK raises, and the choice of class for an HTTP error response."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import httpx

from ._body import kept_part, unreadable_reason
from ._json import decode_json_body
from ._rate_headers import retry_delay_from_headers

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


class SvcError(Exception):
    """Every error the SDK raises."""


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
    ) -> None:
        super().__init__(message)
        self.message = message
        self.status_code = status_code
        self.type = type
        self.request_id = request_id
        self.timestamp = timestamp
        self.reason = reason
        self.body = body
        self.headers: Mapping[str, str] = headers if headers is not None else httpx.Headers()

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


class SvcForbiddenError(SvcAPIError):
    """403: a valid key whose account may not do this; ``reason`` says why (e.g. ``PAUSED_ACCOUNT``)."""


class SvcNotFoundError(SvcAPIError):
    """404: no such resource."""


class SvcConflictError(SvcAPIError):
    """409: a duplicate request; a repeated ``X-Request-Id`` means the first one succeeded."""


class SvcRateLimitError(SvcAPIError):
    """429: rate limit exceeded; ``retry_after`` is the wait in seconds the service asked for."""

    @property
    def retry_after(self) -> float | None:
        return retry_delay_from_headers(self.headers)


class SvcInternalServerError(SvcAPIError):
    """500 and every other 5xx."""


class SvcAPIConnectionError(SvcError):
    """No response: DNS failure, connection refused or reset."""


class SvcAPITimeoutError(SvcAPIConnectionError):
    """The request timed out."""


class SvcResponseValidationError(SvcError):
    """A 2xx response whose body is not what the spec says; the raw body is attached."""

    def __init__(self, message: str, *, body: bytes, status_code: int, request_id: str | None = None) -> None:
        super().__init__(message)
        self.body = body
        self.status_code = status_code
        self.request_id = request_id


class SvcSignatureVerificationError(SvcError):
    """A webhook signature is missing or does not match the body."""


class SvcBulkOperationError(SvcError):
    """A chunk of a bulk call failed: says which ids were applied and which were not."""

    def __init__(self, message: str, *, applied: list[int], not_applied: list[int], cause: SvcError) -> None:
        super().__init__(message)
        self.applied = applied
        self.not_applied = not_applied
        self.cause = cause


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
    )
