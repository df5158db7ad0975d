"""Contains some shared types for properties"""

from collections.abc import (
    AsyncIterator,
    Awaitable,
    Callable,
    Iterator,
    Mapping,
    MutableMapping,
)
from http import HTTPStatus
from typing import IO, Any, BinaryIO, Generic, Literal, Protocol, TypedDict, TypeVar

import httpx
from attrs import define


class Unset:
    def __bool__(self) -> Literal[False]:
        return False


UNSET: Unset = Unset()

# The types that `httpx.Client(files=)` can accept, copied from that library.
FileContent = IO[bytes] | bytes | str
FileTypes = (
    # (filename, file (or bytes), content_type)
    tuple[str | None, FileContent, str | None]
    # (filename, file (or bytes), content_type, headers)
    | tuple[str | None, FileContent, str | None, Mapping[str, str]]
)
RequestFiles = list[tuple[str, FileTypes]]


@define
class File:
    """Contains information for file uploads"""

    payload: BinaryIO
    file_name: str | None = None
    mime_type: str | None = None

    def to_tuple(self) -> FileTypes:
        """Return a tuple representation that httpx will accept for multipart/form-data"""
        return self.file_name, self.payload, self.mime_type


T = TypeVar("T")


@define
class Response(Generic[T]):
    """A response from an endpoint"""

    status_code: HTTPStatus
    content: bytes
    headers: MutableMapping[str, str]
    parsed: T | None


# ---- textsvc: operation descriptors --------------------------------------------------------

ParameterLocation = Literal["path", "query", "header", "cookie", "body"]
ResponseStyle = Literal[
    "envelope", "page", "bare", "message-data", "data-page", "empty", "unspecified"
]
RetryPolicy = Literal["idempotent", "unsent-only", "request-id"]
SdkType = Literal["boolean-text", "date-time", "secret"]
PayloadT = TypeVar("PayloadT")


@define(frozen=True)
class OperationParameter:
    """One parameter of an operation, or one field of its JSON body (``location="body"``)."""

    python_name: str
    json_name: str
    location: ParameterLocation
    required: bool
    annotation: str
    """The Python type as the generated code writes it (``str``, ``SortDirection``, ``list[int]``)."""
    sdk_name: str
    """The name of the typed method's argument (``x-sdk-name``, else ``python_name``)."""
    sdk_type: SdkType | None = None
    """``x-sdk-type``: what the method accepts beyond the spec's type, converted before sending."""
    choices: tuple[str, ...] = ()
    """The values of a closed enum."""
    description: str = ""
    max_length: int | None = None
    """``maxLength``: the most characters a string may have."""
    max_items: int | None = None
    """``maxItems``: the most entries a list may have."""
    minimum: float | None = None
    """``minimum``: the least value a number may have."""
    maximum: float | None = None
    """``maximum``: the greatest value a number may have."""


@define(frozen=True)
class OperationBody:
    """The request body: the generated model class, its media type and its fields."""

    model: type[Any]
    content_type: str
    fields: tuple[OperationParameter, ...]
    required_one_of: tuple[str, ...] = ()
    """``x-required-one-of``: JSON names of fields of which at least one must be given."""


@define(frozen=True)
class OperationDescriptor(Generic[PayloadT]):
    """Everything the spec says about one operation, for a client that sends it generically.

    ``PayloadT`` is the payload once the ``response_style`` wrapper is taken off: the envelope's
    ``data``, the bare body, or ``None``.
    """

    name: str
    """The operationId as a Python name: the endpoint module's name."""
    group: str
    """The operation's first tag: the SDK resource."""
    sdk_method: str
    """``x-sdk-method``: ``resource.method`` or ``resource.sub.method``."""
    summary: str
    method: str
    path: str
    """The path template; placeholders are the path parameters' Python names."""
    parameters: tuple[OperationParameter, ...]
    body: OperationBody | None
    success_status: int
    response_model: type[Any] | None
    """The generated class of the whole success body (an envelope, a page envelope, a bare object)."""
    response_style: ResponseStyle
    payload_model: type[Any] | None
    """The generated class of the payload, or None (no body, ``data: null``, a scalar)."""
    payload_annotation: str
    row_model: type[Any] | None
    """The generated class of one row: of ``data.rows`` (``page``, ``data-page``), or of a list payload."""
    retry: RetryPolicy
    bucket: str

    def parameters_in(
        self, location: ParameterLocation
    ) -> tuple[OperationParameter, ...]:
        return tuple(
            parameter for parameter in self.parameters if parameter.location == location
        )


RowT = TypeVar("RowT")
RowT_co = TypeVar("RowT_co", covariant=True)


class RowPage(Protocol[RowT_co]):
    """One page of a list: its rows and where it sits."""

    @property
    def rows(self) -> list[RowT_co]: ...
    @property
    def page(self) -> int: ...
    @property
    def page_size(self) -> int: ...
    @property
    def total(self) -> int: ...
    @property
    def has_more(self) -> bool: ...


class Pages(Protocol[RowT_co]):
    """What a list method returns: every row, page after page, when iterated."""

    def __iter__(self) -> Iterator[RowT_co]: ...
    def pages(self) -> Iterator[RowPage[RowT_co]]: ...
    def first_page(self) -> RowPage[RowT_co]: ...


class AsyncPages(Protocol[RowT_co]):
    """What a list method of an async client returns."""

    def __aiter__(self) -> AsyncIterator[RowT_co]: ...
    def pages(self) -> AsyncIterator[RowPage[RowT_co]]: ...
    async def first_page(self) -> RowPage[RowT_co]: ...


ResultT = TypeVar("ResultT")
ResultT_co = TypeVar("ResultT_co", covariant=True)


class RequestOptions(TypedDict, total=False):
    """Options every method takes for one call, keyword-only after the operation's own arguments."""

    timeout: float | httpx.Timeout | None
    """This call's timeout, instead of the client's (``None``: no timeout)."""
    max_retries: int
    """How many times this call may be sent again, instead of the client's ``max_retries``."""
    extra_headers: Mapping[str, str]
    """Headers sent with this call besides the SDK's."""
    extra_query: Mapping[str, Any]
    """Query parameters sent besides the operation's (one of the same name is refused)."""
    extra_body: Mapping[str, Any]
    """JSON body fields sent besides the operation's (one of the same name is refused)."""


class RateLimitInfo(Protocol):
    """The rate-limit headers of one response."""

    @property
    def limit(self) -> int | None: ...
    @property
    def remaining(self) -> int | None: ...
    @property
    def reset(self) -> float | None: ...
    @property
    def retry_after(self) -> float | None: ...


class RawResult(Protocol[ResultT_co]):
    """A method's raw response: status, headers, request id, rate limit; ``parse()`` gives its value."""

    @property
    def status_code(self) -> int: ...
    @property
    def headers(self) -> Mapping[str, str]: ...
    @property
    def request_id(self) -> str | None: ...
    @property
    def rate_limit(self) -> RateLimitInfo: ...
    @property
    def http_response(self) -> httpx.Response: ...
    def parse(self) -> ResultT_co: ...


class OperationRunner(Protocol):
    """Sends a described operation; the SDK's client implements it (checks, retries, pacing, errors)."""

    def call(
        self,
        operation: OperationDescriptor[PayloadT],
        arguments: Mapping[str, Any],
        options: RequestOptions,
    ) -> PayloadT: ...
    def pages(
        self,
        operation: OperationDescriptor[Any],
        arguments: Mapping[str, Any],
        row: type[RowT],
        *,
        page: int,
        page_size: int | None,
        options: RequestOptions,
    ) -> Pages[RowT]: ...
    def raw(self, call: Callable[[], ResultT]) -> RawResult[ResultT]: ...
    def raw_first_page(
        self, call: Callable[[], Pages[RowT]]
    ) -> RawResult[RowPage[RowT]]: ...


class AsyncOperationRunner(Protocol):
    """``OperationRunner`` for an async client."""

    async def call(
        self,
        operation: OperationDescriptor[PayloadT],
        arguments: Mapping[str, Any],
        options: RequestOptions,
    ) -> PayloadT: ...
    def pages(
        self,
        operation: OperationDescriptor[Any],
        arguments: Mapping[str, Any],
        row: type[RowT],
        *,
        page: int,
        page_size: int | None,
        options: RequestOptions,
    ) -> AsyncPages[RowT]: ...
    async def raw(
        self, call: Callable[[], Awaitable[ResultT]]
    ) -> RawResult[ResultT]: ...
    async def raw_first_page(
        self, call: Callable[[], AsyncPages[RowT]]
    ) -> RawResult[RowPage[RowT]]: ...


__all__ = [
    "UNSET",
    "AsyncOperationRunner",
    "AsyncPages",
    "File",
    "FileTypes",
    "OperationBody",
    "OperationDescriptor",
    "OperationParameter",
    "OperationRunner",
    "Pages",
    "ParameterLocation",
    "RateLimitInfo",
    "RawResult",
    "RequestFiles",
    "RequestOptions",
    "Response",
    "ResponseStyle",
    "RetryPolicy",
    "RowPage",
    "SdkType",
    "Unset",
]
