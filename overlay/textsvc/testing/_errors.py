"""Error bodies exactly as the service document's error table gives them."""

from __future__ import annotations

import datetime
from typing import Any

NAMES = {
    "bad_request_error": "SvcBadRequestError",
    "invalid_field_error": "SvcInvalidFieldError",
    "unauthorized_error": "SvcUnauthorizedError",
    "forbidden_error": "SvcForbiddenError",
    "not_found_error": "SvcNotFoundError",
    "method_not_allowed_error": "SvcMethodNotAllowedError",
    "conflict_error": "SvcConflictError",
    "rate_limit_error": "SvcRateLimitError",
    "internal_server_error": "SvcInternalServerError",
}


class FakeError(Exception):
    """Raised by a handler to answer with an error body."""

    def __init__(self, status: int, error_type: str, message: str, *, reason: Any = None) -> None:
        super().__init__(message)
        self.status = status
        self.error_type = error_type
        self.message = message
        self.reason = reason
        self.headers: dict[str, str] = {}

    def body(self, request_id: str) -> dict[str, Any]:
        body: dict[str, Any] = {
            "httpCode": self.status,
            "message": self.message,
            "timestamp": datetime.datetime.now(datetime.UTC).isoformat(timespec="milliseconds"),
            "type": self.error_type,
            "name": NAMES.get(self.error_type, "SvcError"),
            "requestId": request_id,
        }
        if self.status == 403:
            body["reason"] = self.reason
        return body


def invalid_field(message: str) -> FakeError:
    return FakeError(400, "invalid_field_error", message)


def bad_request(message: str) -> FakeError:
    return FakeError(400, "bad_request_error", message)


def not_found(kind: str, identifier: object) -> FakeError:
    written = str(identifier)  # a string path id may be of any length: only its start is named
    if len(written) > ECHO_LENGTH:
        written = written[:ECHO_LENGTH] + "..."
    return FakeError(404, "not_found_error", f"{kind} {written} not found")


ECHO_LENGTH = 40
"""How much of an offending value an error message quotes."""
