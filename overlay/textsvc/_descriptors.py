"""The runtime model of an operation: what the spec says of it, as data a client interprets.

Every endpoint module of ``textsvc_generated.api`` holds one ``OperationDescriptor``, written by
the generator from ``openapi/textsvc.yaml`` (its shapes and its ``x-`` extensions); the typed
resources the generator writes hand it to a client through the ``OperationRunner`` protocol. The
client's request side (``_request``) and response side (``_response``) read nothing else. This
module is hand-written and imported by the generated code: the generator writes data, never the
code that runs it.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from typing import Any, Generic, Literal, Protocol, TypedDict, TypeVar

import attrs
import httpx

from ._backoff import Backoff  # at run time too: typing.get_type_hints reads the options types

__all__ = [
    "Applied",
    "AsyncOperationRunner",
    "AsyncPages",
    "BucketLimit",
    "Chunking",
    "IdempotentRequestOptions",
    "IdempotentTextRequestOptions",
    "ItemRules",
    "JsonType",
    "OperationBody",
    "OperationDescriptor",
    "OperationParameter",
    "OperationRunner",
    "Pages",
    "ParameterLocation",
    "RateLimitInfo",
    "RawResult",
    "RequestOptions",
    "ResponseStyle",
    "RetryPolicy",
    "RowPage",
    "SdkType",
    "TextRequestOptions",
]

ParameterLocation = Literal["path", "query", "header", "cookie", "body"]
ResponseStyle = Literal["envelope", "page", "bare", "message-data", "data-page", "empty", "unspecified"]
RetryPolicy = Literal["idempotent", "unsent-only", "request-id"]
SdkType = Literal["boolean-text", "date-time", "secret", "id-list"]
JsonType = Literal["string", "integer", "number", "boolean", "array", "object"]
PayloadT = TypeVar("PayloadT")


@attrs.frozen
class ItemRules:
    """What the spec asks of each item of an array parameter (its ``items``): checked item by item,
    as the parameter's own rules are."""

    annotation: str = "str"
    """The items' Python type, as the generated method names it (``int``, ``ColorsItem``)."""
    json_type: JsonType = "string"
    choices: tuple[str, ...] = ()
    max_length: int | None = None
    min_length: int | None = None
    minimum: float | None = None
    maximum: float | None = None
    pattern: str | None = None
    pattern_means: str | None = None


@attrs.frozen
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
    json_type: JsonType = "string"
    """The spec's ``type``, by which a value given is checked (an array or object by the body
    model's writer); regeneration refuses a parameter or field with none or several."""
    sdk_type: SdkType | None = None
    """``x-sdk-type``: what the method accepts beyond the spec's type, converted before sending
    (``id-list``: any iterable of ids, sent as one text of ids separated by commas)."""
    choices: tuple[str, ...] = ()
    """The values of a closed enum."""
    description: str = ""
    max_length: int | None = None
    """``maxLength``: the most characters a string may have."""
    min_length: int | None = None
    """``minLength``: the fewest characters a string may have."""
    max_items: int | None = None
    """``maxItems``: the most entries a list may have (for a chunked argument: per request)."""
    min_items: int | None = None
    """``minItems``: the fewest entries a list may have."""
    minimum: float | None = None
    """``minimum``: the least value a number may have."""
    maximum: float | None = None
    """``maximum``: the greatest value a number may have."""
    pattern: str | None = None
    """``pattern``: the regular expression (ECMA-262, as JSON Schema's) a string must match."""
    pattern_means: str | None = None
    """``x-pattern-means``: what ``pattern`` asks for, in words (the refusals say it)."""
    positional: bool = False
    """``x-sdk-positional``: the typed method takes it positionally, after the path ids."""
    items: ItemRules | None = None
    """The rules of an array parameter's ``items`` (``maxLength``, ``minLength``, ``minimum``,
    ``maximum``, ``pattern`` and its ``x-pattern-means``), where its items have any."""


@attrs.frozen
class OperationBody:
    """The request body: the generated model class, its media type and its fields."""

    model: type[Any]
    content_type: str
    fields: tuple[OperationParameter, ...]
    required_one_of: tuple[str, ...] = ()
    """JSON names of fields of which at least one must be given: the body schema's ``anyOf`` of
    ``required``."""


@attrs.frozen
class Chunking:
    """``x-sdk-chunk``: a list argument of any length, sent ``size`` entries per request.

    The requests go in order; one that fails stops the call with ``SvcBulkOperationError`` saying
    which entries were applied. The call returns the list of each request's payload (nothing, for
    an operation whose payload is null).
    """

    argument: str
    """The typed method's name of the list argument that is cut (``subscriber_ids``)."""
    size: int
    unit: str
    """What its entries are called in messages (``ids``, ``records``)."""


@attrs.frozen
class OperationDescriptor(Generic[PayloadT]):
    """Everything the spec says about one operation, for a client that sends it generically.

    ``PayloadT`` is what the typed method returns: the envelope's ``data`` (or the bare body), or
    the part of it ``payload_pointer`` names; ``None`` where the spec says ``data: null``.
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
    response_style: ResponseStyle
    payload_type: Any
    """The type of the payload the method returns (a model, ``list[str]``, ``dict[int, int]``,
    ``Any`` where the spec leaves it open, ``None``), structured by the client's converter."""
    row_model: type[Any] | None
    """The generated class of one row of a list operation (``page``, ``data-page``)."""
    retry: RetryPolicy
    bucket: str
    payload_pointer: tuple[str, ...] = ()
    """``x-sdk-payload``: the keys leading from the envelope's ``data`` to what is returned."""
    chunking: Chunking | None = None
    exactly_one_of: tuple[str, ...] = ()
    """``x-sdk-exactly-one-of``: arguments (typed names) of which exactly one must be given."""
    max_segments_field: str | None = None
    """``x-sdk-max-segments``: the JSON name of the body field whose text ``max_segments`` counts."""


@attrs.frozen
class BucketLimit:
    """A rate-limit window of the spec's ``x-rate-limits``: ``requests`` per ``seconds``, counted per
    ``scope``."""

    bucket: str
    requests: int
    seconds: float
    scope: Literal["ip", "account"]
    scope_documented: bool
    """False where the service document does not say how the limit is counted."""


RowT = TypeVar("RowT")
RowT_co = TypeVar("RowT_co", covariant=True)


class RowPage(Protocol[RowT_co]):
    """One page of a list: its rows and where it sits."""

    @property
    def rows(self) -> Sequence[RowT_co]: ...
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


ResultT_co = TypeVar("ResultT_co", covariant=True)


class RequestOptions(TypedDict, total=False):
    """Options every method takes for one call, keyword-only after the operation's own arguments."""

    timeout: float | httpx.Timeout | None
    """This call's timeout, instead of the client's (``None``: no timeout)."""
    max_retries: int
    """How many times this call may be sent again, instead of the client's ``max_retries``."""
    backoff: Backoff
    """The waits between this call's attempts, instead of the client's ``backoff``."""
    extra_headers: Mapping[str, str]
    """Headers sent with this call besides the SDK's."""
    extra_query: Mapping[str, Any]
    """Query parameters sent besides the operation's (one of the same name is refused)."""
    extra_body: Mapping[str, Any]
    """JSON body fields sent besides the operation's (one of the same name is refused)."""


class IdempotentRequestOptions(RequestOptions, total=False):
    """The options of an operation retried under one ``X-Request-Id`` (retry policy ``request-id``)."""

    idempotency_key: str
    """The ``X-Request-Id`` of every attempt, instead of one the SDK makes: a key of yours, kept
    across processes (a task's), so that a call made again after its first answer was lost is
    confirmed by the service (409) rather than applied twice."""


class TextRequestOptions(RequestOptions, total=False):
    """The options of an operation that sends a text message (``x-sdk-max-segments``)."""

    max_segments: int
    """The most SMS segments the text may need (``textsvc.segments``), 1 or more: a text that needs
    more is refused with ``ValueError`` before anything is sent. Counted as written: a placeholder
    the service fills in (``{firstName}``) counts as its own characters, and a template's text
    (``template_id``), which the SDK does not know, is not counted (a call without a text of its
    own is refused)."""


class IdempotentTextRequestOptions(IdempotentRequestOptions, TextRequestOptions, total=False):
    """The options of an operation that sends a text and is retried under one ``X-Request-Id``."""


@attrs.frozen
class Applied(Generic[PayloadT]):
    """What an operation retried under one ``X-Request-Id`` returns: the service applied the
    request, by this call or by an earlier one under the same key."""

    data: PayloadT | None
    """The service's answer; ``None`` when ``confirmed`` (a 409 carries no answer of the first)."""
    confirmed: bool
    """True when the service answered 409: a request under this ``X-Request-Id`` was applied before
    (an attempt whose answer was lost, or a call of another process), so this call applied nothing."""
    request_id: str
    """The ``X-Request-Id`` sent: the ``idempotency_key`` given, else the SDK's own."""


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
    """Sends a described operation; the SDK's ``Client`` implements it (checks, retries, pacing,
    errors). ``raw`` and ``raw_first_page`` are the ``with_raw_response`` twins of ``call`` and
    ``pages``."""

    def call(
        self, operation: OperationDescriptor[PayloadT], arguments: Mapping[str, Any], options: RequestOptions
    ) -> PayloadT: ...
    def raw(
        self, operation: OperationDescriptor[PayloadT], arguments: Mapping[str, Any], options: RequestOptions
    ) -> RawResult[PayloadT]: ...
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
    def raw_first_page(
        self,
        operation: OperationDescriptor[Any],
        arguments: Mapping[str, Any],
        row: type[RowT],
        *,
        page: int,
        page_size: int | None,
        options: RequestOptions,
    ) -> RawResult[RowPage[RowT]]: ...


class AsyncOperationRunner(Protocol):
    """``OperationRunner`` for ``AsyncClient``."""

    async def call(
        self, operation: OperationDescriptor[PayloadT], arguments: Mapping[str, Any], options: RequestOptions
    ) -> PayloadT: ...
    async def raw(
        self, operation: OperationDescriptor[PayloadT], arguments: Mapping[str, Any], options: RequestOptions
    ) -> RawResult[PayloadT]: ...
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
    async def raw_first_page(
        self,
        operation: OperationDescriptor[Any],
        arguments: Mapping[str, Any],
        row: type[RowT],
        *,
        page: int,
        page_size: int | None,
        options: RequestOptions,
    ) -> RawResult[RowPage[RowT]]: ...
