"""``with_raw_response``: the HTTP details of a call, with the usual return value on demand."""

from __future__ import annotations

import contextvars
from collections.abc import Mapping
from typing import Any, Generic, TypeVar

import httpx

from ._operation import Operation
from ._rate_headers import RateLimit
from ._response import payload_of

T = TypeVar("T")


class RawResponse(Generic[T]):
    """Status, headers, request id and rate limit of a response; ``parse()`` gives the usual value."""

    def __init__(
        self, operation: Operation[T], http_response: httpx.Response, *, confirmed: bool = False
    ) -> None:
        self._operation = operation
        self.http_response = http_response
        self.confirmed = confirmed
        """A 409 to a retry that confirms an earlier attempt was applied (``parse()`` does not raise)."""

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
        """The value the plain method returns (raises the same errors it would)."""
        if self.confirmed:
            return self._operation.parse(None)
        return payload_of(self._operation, self.http_response)

    def __repr__(self) -> str:
        request = self.http_response.request
        return f"<RawResponse {request.method} {request.url.path} {self.status_code}>"


class RawCapture:
    """Set while a ``with_raw_response`` call runs: the client records the response here."""

    def __init__(self) -> None:
        self.response: RawResponse[Any] | None = None


raw_capture: contextvars.ContextVar[RawCapture | None] = contextvars.ContextVar("textsvc_raw", default=None)


def refuse_several_requests(requests: int, call: str, remedy: str) -> None:
    """Inside ``with_raw_response``, refuse (before anything is sent) a call of more than one request.

    A raw response is the response of one request; a call that takes several has none to give.
    """
    if requests > 1 and raw_capture.get() is not None:
        raise ValueError(
            f"with_raw_response gives the response of a single request, but this {call} takes "
            f"{requests} requests; {remedy}"
        )
