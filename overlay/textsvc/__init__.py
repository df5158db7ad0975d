"""textsvc: the Python SDK for the textsvc business text-messaging HTTP API."""

from typing import TYPE_CHECKING

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

if TYPE_CHECKING:
    from . import types as types
else:

    def __getattr__(name: str) -> object:
        # textsvc.types holds every model: loaded on first use, so that `import textsvc` stays light.
        if name == "types":
            from importlib import import_module

            return import_module(".types", __name__)
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
