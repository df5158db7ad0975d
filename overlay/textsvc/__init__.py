"""textsvc: the Python SDK for the textsvc business text-messaging HTTP API."""

from ._async._client import AsyncClient
from ._exceptions import (
    SvcAPIConnectionError,
    SvcAPIError,
    SvcAPITimeoutError,
    SvcBadRequestError,
    SvcBulkOperationError,
    SvcConflictError,
    SvcError,
    SvcForbiddenError,
    SvcInternalServerError,
    SvcInvalidFieldError,
    SvcNotFoundError,
    SvcRateLimitError,
    SvcResponseValidationError,
    SvcSignatureVerificationError,
    SvcUnauthorizedError,
)
from ._pagination import Page
from ._rate_headers import MAX_WAIT, RateLimit
from ._raw import RawResponse
from ._sync._client import Client
from ._version import __version__

__all__ = [
    "MAX_WAIT",
    "AsyncClient",
    "Client",
    "Page",
    "RateLimit",
    "RawResponse",
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
    "__version__",
]
