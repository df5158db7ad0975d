"""textsvc: the Python SDK for the textsvc business text-messaging HTTP API."""

from typing import TYPE_CHECKING

from ._backoff import Backoff
from ._descriptors import Applied
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
from ._hooks import HookCall
from ._logs import log_from_environment
from ._pagination import Page
from ._phone import to_e164
from ._rate_limit import MAX_WAIT, RateLimit
from ._response import RawResponse
from ._sync._client import Client
from ._text import GsmText, Segments, segments, to_gsm
from ._version import __version__

__all__ = [
    "MAX_WAIT",
    "Applied",
    "AsyncClient",
    "Backoff",
    "Client",
    "GsmText",
    "HookCall",
    "Page",
    "RateLimit",
    "RawResponse",
    "Segments",
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
    "segments",
    "to_e164",
    "to_gsm",
]

log_from_environment()

if TYPE_CHECKING:
    from . import types as types
    from ._async._client import AsyncClient
else:

    def __getattr__(name: str) -> object:
        # Loaded on first use, so that `import textsvc` stays light: textsvc.types holds every
        # model, and a program using the sync client never needs the async one.
        from importlib import import_module

        if name == "types":
            return import_module(".types", __name__)
        if name == "AsyncClient":
            async_client: object = import_module("._async._client", __name__).AsyncClient
            globals()[name] = async_client
            return async_client
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
