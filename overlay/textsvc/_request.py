"""The request side of a call: from a typed method's arguments to the ``httpx.Request`` sent.

``prepare`` reads the operation's descriptor: it checks every argument and body field the one way
(``_arguments.checked_argument``, by its descriptor's facts), places each by its location (path,
query, header, cookie, body), applies the rules the spec gives across arguments (a body's ``anyOf``
of ``required``, ``x-sdk-exactly-one-of``), then the per-call options, and holds
the body that is sent to the body's rules however each field arrived. ``unlisted`` does the same for
``client.request``. The result, a ``Call``, is what a client's attempt loop sends;
``RequestBuilder`` makes each of its attempts an ``httpx.Request`` with one ``X-Request-Id``.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar
from urllib.parse import quote, unquote

import attrs
import httpx

from ._arguments import (
    REQUEST_ID_HEADER,
    checked_argument,
    checked_headers,
    describe,
    idempotency_key,
    json_value,
    merge_headers,
    whole_number,
)
from ._backoff import Backoff, check_backoff
from ._config import resolve_timeout
from ._descriptors import IdempotentTextRequestOptions, OperationBody, OperationDescriptor
from ._keywords import REQUEST_KEYWORDS, known_keywords, unexpected_keyword
from ._policies import OperationPolicy, RetryMode
from ._text import checked_max_segments, refuse_over

T = TypeVar("T")

AUTO_STYLE = "auto"
"""Not in the spec: ``client.request`` takes an envelope's ``data`` when there is one, else the body."""


@attrs.frozen
class Call(Generic[T]):
    """One call of an operation, checked and placed: what the attempt loop sends, and how its
    answer is read (``read`` turns the unwrapped payload into what the method returns)."""

    method: str
    path: str
    style: str
    """The ``x-response-style`` of the operation, or ``auto``."""
    read: Callable[[Any], T]
    policy: OperationPolicy
    params: Mapping[str, Any] | None = None
    # A body or headers may carry a secret (a webhook's, a caller's token): kept out of repr.
    json: Any = attrs.field(default=None, repr=False)
    headers: Mapping[str, str] | None = attrs.field(default=None, repr=False)
    timeout: httpx.Timeout | None = None
    """This call's timeout (the ``timeout`` option), else the client's."""
    max_retries: int | None = None
    """This call's ``max_retries``, else the client's."""
    backoff: Backoff | None = None
    """This call's ``backoff``, else the client's."""
    descriptor: OperationDescriptor[Any] | None = attrs.field(default=None, repr=False, eq=False)
    """The spec's operation; ``None`` for ``client.request``."""

    @property
    def keyed(self) -> bool:
        """A typed method's caller chose the ``X-Request-Id`` (``idempotency_key``, or a header): an
        earlier call under it, in any process, may have been applied. (``client.request`` returns
        the bare payload, which could not say that a 409 confirmed it: a 409 stays an error there.)"""
        return self.descriptor is not None and _sets_request_id(self.headers)


# ---- per-call options -----------------------------------------------------------------------

# Every option of any operation; one an operation does not take is refused when applied to its call.
OPTION_NAMES = IdempotentTextRequestOptions.__required_keys__ | IdempotentTextRequestOptions.__optional_keys__


@attrs.frozen
class CallOptions:
    """A call's options, checked when the method is called; ``apply`` puts them on each request."""

    timeout: httpx.Timeout | None = None
    max_retries: int | None = None
    backoff: Backoff | None = None
    extra_headers: Mapping[str, str] | None = attrs.field(default=None, repr=False)
    extra_query: Mapping[str, Any] | None = attrs.field(default=None, repr=False)
    extra_body: Mapping[str, Any] | None = attrs.field(default=None, repr=False)
    idempotency_key: str | None = attrs.field(default=None, repr=False)
    max_segments: int | None = None

    @classmethod
    def check(
        cls, options: Mapping[str, Any], operation: OperationDescriptor[Any] | None = None
    ) -> CallOptions:
        """``options`` of a call of ``operation``'s typed method (``None``: of ``client.request``)."""
        unknown = options.keys() - OPTION_NAMES
        if unknown:
            if operation is None:
                raise unexpected_keyword("client.request", unknown, REQUEST_KEYWORDS)
            raise unexpected_keyword(operation.sdk_method, unknown, known_keywords(operation))
        return cls(
            timeout=resolve_timeout(options["timeout"]) if "timeout" in options else None,
            max_retries=check_max_retries(options["max_retries"]) if "max_retries" in options else None,
            backoff=check_backoff(options["backoff"]) if "backoff" in options else None,
            extra_headers=checked_headers("extra_headers", options.get("extra_headers"), per_call=True)
            or None,
            extra_query=_mapping("extra_query", options.get("extra_query")),
            extra_body=json_value("extra_body", _mapping("extra_body", options.get("extra_body"))),
            idempotency_key=(
                idempotency_key("idempotency_key", options["idempotency_key"])
                if "idempotency_key" in options
                else None
            ),
            max_segments=checked_max_segments(options["max_segments"]) if "max_segments" in options else None,
        )

    def apply(self, call: Call[T]) -> Call[T]:
        """``call`` with these options; an extra query parameter or body field the call sets too is
        refused rather than let one of the two win silently."""
        changes: dict[str, Any] = {}
        if self.timeout is not None:
            changes["timeout"] = self.timeout
        if self.max_retries is not None:
            changes["max_retries"] = self.max_retries
        if self.backoff is not None:
            changes["backoff"] = self.backoff
        if self.extra_headers:
            changes["headers"] = merge_headers(call.headers or {}, self.extra_headers)
        if self.idempotency_key is not None:
            changes["headers"] = _keyed(call, changes.get("headers", call.headers), self.idempotency_key)
        if self.extra_query:
            changes["params"] = _merged("extra_query", "query parameter", call.params, self.extra_query)
        json = call.json
        if self.extra_body:
            if json is not None and not isinstance(json, Mapping):
                raise TypeError("extra_body needs a JSON object body; this operation sends a list")
            json = _merged("extra_body", "body field", json, self.extra_body)
        # The checks of the body hold for the body sent, whichever way each field arrived.
        json = _sent_body(call.descriptor, json, self.extra_body or {})
        if self.max_segments is not None:
            descriptor = call.descriptor
            what = descriptor.sdk_method if descriptor else "client.request"
            refuse_over(what, descriptor.max_segments_field if descriptor else None, json, self.max_segments)
        if json is not call.json:
            changes["json"] = json
        return attrs.evolve(call, **changes) if changes else call


def _keyed(call: Call[Any], headers: Mapping[str, str] | None, key: str) -> dict[str, str]:
    """``headers`` with ``key`` as the ``X-Request-Id``: only for an operation retried under one, and
    only once (a header of the same name too would leave one of the two unsent)."""
    if call.descriptor is None:
        raise TypeError(
            "client.request() takes no idempotency_key: call the typed method (messages.send, for one), "
            "which takes it and returns whether a 409 confirmed the request"
        )
    if call.policy.retry is not RetryMode.REQUEST_ID:
        raise TypeError(
            f"{call.descriptor.sdk_method}() takes no idempotency_key: only operations retried under one "
            "X-Request-Id (retry policy request-id) do"
        )
    if _sets_request_id(headers):
        raise ValueError("idempotency_key and an X-Request-Id header both name the request: give one")
    return {**(headers or {}), REQUEST_ID_HEADER: key}


def _sets_request_id(headers: Mapping[str, str] | None) -> bool:
    return any(name.lower() == REQUEST_ID_HEADER.lower() for name in headers or {})


def check_max_retries(value: int) -> int:
    """``max_retries`` of a client or a call: a whole number, 0 or more."""
    whole_number("max_retries", value, shown=True)
    if value < 0:
        raise ValueError(f"max_retries must be 0 or more, got {value}")
    return value


def _mapping(name: str, value: object) -> Mapping[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise TypeError(f"{name} must be a mapping, got {describe(value)}")
    for key in value:
        if type(key) is not str:
            raise TypeError(f"{name} has a key that is not a str ({describe(key)})")
    return dict(value) or None


def _merged(
    name: str, what: str, given: Mapping[str, Any] | None, extra: Mapping[str, Any]
) -> dict[str, Any]:
    clash = sorted(set(given or {}) & set(extra))
    if clash:
        raise ValueError(f"{name} sets the {what} {clash[0]!r}, which the call already sets")
    return {**(given or {}), **extra}


# ---- a typed method's call ------------------------------------------------------------------


def prepare(
    descriptor: OperationDescriptor[Any],
    arguments: Mapping[str, Any],
    options: CallOptions,
    read: Callable[[Any], T],
    *,
    checked: Mapping[str, Any] | None = None,
) -> Call[T]:
    """The call a typed method makes with ``arguments`` (by their names in the method).

    ``checked``: parameters checked already (a pager's, whose page numbers change per page).
    """
    _refuse_unknown(descriptor, arguments)
    _require_exactly_one(descriptor, arguments)
    parameters = dict(checked) if checked is not None else check_parameters(descriptor, arguments)
    path, params, headers = _placed(descriptor, parameters)
    call = Call(
        method=descriptor.method,
        path=path,
        style=descriptor.response_style,
        read=read,
        policy=OperationPolicy(RetryMode(descriptor.retry), descriptor.bucket),
        params=params or None,
        json=_body(descriptor, arguments),
        headers=headers or None,
        descriptor=descriptor,
    )
    return options.apply(call)


PAGE_ARGUMENTS = frozenset({"page", "page_size"})
"""The arguments a pager sets for each page it asks for."""


def check_parameters(
    descriptor: OperationDescriptor[Any], arguments: Mapping[str, Any], *, paged: bool = False
) -> dict[str, Any]:
    """The operation's path, query, header and cookie arguments, checked, by their typed names
    (``paged``: but the page numbers, which a pager sets)."""
    checked = {}
    for parameter in descriptor.parameters:
        if paged and parameter.sdk_name in PAGE_ARGUMENTS:
            continue
        value = arguments.get(parameter.sdk_name)
        if value is False and parameter.sdk_name in descriptor.exactly_one_of:
            continue  # a flag of a selection that does not select: not sent
        if value is not None:
            checked[parameter.sdk_name] = checked_argument(parameter, value)
        elif parameter.required:
            raise TypeError(f"{descriptor.sdk_method}() needs its argument {parameter.sdk_name}, got None")
    return checked


def _refuse_unknown(descriptor: OperationDescriptor[Any], arguments: Mapping[str, Any]) -> None:
    known = {parameter.sdk_name for parameter in descriptor.parameters}
    if descriptor.body is not None:
        known.update(field.sdk_name for field in descriptor.body.fields)
    unknown = arguments.keys() - known
    if unknown:
        raise unexpected_keyword(descriptor.sdk_method, unknown, sorted(known))


def _require_exactly_one(descriptor: OperationDescriptor[Any], arguments: Mapping[str, Any]) -> None:
    """``x-sdk-exactly-one-of``: one selection, never none (a request that selects nothing could be
    read as "all") nor two. ``None`` and ``False`` select nothing."""
    names = descriptor.exactly_one_of
    if not names:
        return
    for parameter in descriptor.parameters:  # a flag of another type is its own error
        if (
            parameter.sdk_name in names
            and parameter.json_type == "boolean"
            and arguments.get(parameter.sdk_name) is not None
        ):
            checked_argument(parameter, arguments[parameter.sdk_name])
    given = [name for name in names if arguments.get(name) is not None and arguments.get(name) is not False]
    if len(given) != 1:
        method = descriptor.sdk_method.rsplit(".", 1)[-1]
        choices = " or ".join(f"{name}=True" if _is_flag(descriptor, name) else name for name in names)
        if not given:
            raise ValueError(f"{method} needs {choices}; a bare {descriptor.method} is never sent")
        raise ValueError(
            f"{method} takes {choices}, not both" if len(names) == 2 else f"{method} takes one of {choices}"
        )


def _is_flag(descriptor: OperationDescriptor[Any], name: str) -> bool:
    return any(
        parameter.sdk_name == name and parameter.json_type == "boolean" for parameter in descriptor.parameters
    )


def _placed(
    descriptor: OperationDescriptor[Any], parameters: Mapping[str, Any]
) -> tuple[str, dict[str, Any], dict[str, str]]:
    """The path with its ids (percent-encoded), the query, and the headers of ``parameters``."""
    path = descriptor.path
    params: dict[str, Any] = {}
    headers: dict[str, str] = {}
    cookies: list[str] = []
    for parameter in descriptor.parameters:
        value = parameters.get(parameter.sdk_name)
        if value is None:
            continue
        if parameter.location == "path":
            path = path.replace("{" + parameter.python_name + "}", quote(str(value), safe=""))
        elif parameter.location == "query":
            params[parameter.json_name] = value
        elif parameter.location == "header":
            headers[parameter.json_name] = str(value)
        else:  # a cookie parameter goes in the Cookie header
            cookies.append(f"{parameter.json_name}={value}")
    if cookies:
        headers["Cookie"] = "; ".join(cookies)
    return path, params, headers


def _body(descriptor: OperationDescriptor[Any], arguments: Mapping[str, Any]) -> dict[str, Any] | None:
    """The JSON body: each field checked and written once, under its JSON name. A field left out
    (``None``) is not sent, even where the spec names a default: the service applies it."""
    body = descriptor.body
    if body is None:
        return None
    chunked = descriptor.chunking.argument if descriptor.chunking is not None else None
    written = {}
    for field in body.fields:
        value = arguments.get(field.sdk_name)
        if value is None:
            if field.required:
                raise TypeError(f"{field.sdk_name} is required, got None")
            continue
        # A chunked argument may be of any length: its requests keep to the limit.
        limits = attrs.evolve(field, max_items=None) if field.sdk_name == chunked else field
        written[field.json_name] = checked_argument(limits, value, model=body.model)
    return written


def _sent_body(descriptor: OperationDescriptor[Any] | None, json: Any, extra_body: Mapping[str, Any]) -> Any:
    """The body a call sends (``extra_body`` merged in already) held to the checks of the operation's
    body: a field the body names that came through ``extra_body`` is checked and written as its
    argument is (named ``extra_body['jsonName']``), and the spec's one-of rule holds for the whole
    body."""
    if descriptor is None or descriptor.body is None or not (json is None or isinstance(json, Mapping)):
        return json  # no body rules, or a list body (which takes no extra_body)
    schema = descriptor.body
    sent = json or {}
    if extra_body:
        fields = {field.json_name: field for field in schema.fields}
        named = {
            key: checked_argument(fields[key], sent[key], f"extra_body[{key!r}]", model=schema.model)
            for key in extra_body
            if key in fields
        }
        if named:
            json = sent = {**sent, **named}
    _require_one_of(descriptor.sdk_method, schema, sent)
    return json


def _require_one_of(sdk_method: str, body: OperationBody, sent: Mapping[str, Any]) -> None:
    """The body schema's ``anyOf`` of ``required``: refuse a body that gives none of those fields. A
    null or an empty text counts as not given (the service takes an empty value as absent)."""
    if not body.required_one_of:
        return
    if not any(_given(sent.get(key)) for key in body.required_one_of):
        names = [field.sdk_name for field in body.fields if field.json_name in body.required_one_of]
        raise ValueError(
            f"{sdk_method}() needs at least one of {', '.join(names)} (empty text counts as none)"
        )


def _given(value: Any) -> bool:
    return value is not None and not (isinstance(value, str) and value == "")


# ---- the httpx.Request of each attempt ------------------------------------------------------

Pool = httpx.Client | httpx.AsyncClient


def new_request_id() -> str:
    """A random (version 4) UUID as text, made more cheaply than ``str(uuid.uuid4())``."""
    raw = bytearray(os.urandom(16))
    raw[6] = raw[6] & 0x0F | 0x40
    raw[8] = raw[8] & 0x3F | 0x80
    text = raw.hex()
    return f"{text[:8]}-{text[8:12]}-{text[12:16]}-{text[16:20]}-{text[20:]}"


def check_segments(path: str) -> None:
    """Refuse a path (relative to the base URL) that could leave it or name the collection instead.

    Every request passes here: a typed method's ids are percent-encoded, so only an empty, ``.`` or
    ``..`` id could still move the request elsewhere.
    """
    for segment in path.split("/")[1:]:
        if not segment:
            raise ValueError("path has an empty segment: an id or name in it is empty")
        if "%" in segment or "." in segment:
            decoded = unquote(segment)
            if decoded in (".", ".."):
                raise ValueError(f"path has a {decoded!r} segment, which would leave the base URL")


class RequestBuilder:
    """Builds the requests of one client, the same way for the typed methods and ``request()``.

    A caller's ``http_client`` (and the SDK's own pool once the service has set a cookie, or when a
    call brings headers of its own) gets each request from its ``build_request``, which applies its
    headers, cookies, auth and params as httpx does. The SDK's own pool otherwise has nothing to
    merge (its headers are the SDK's, it has no params or auth), so its requests are made directly
    with the same method, URL, headers, body and timeout (a test holds the two ways equal). Every
    call sends one ``X-Request-Id``, kept across its retries, so that the service can tell a repeat;
    an attempt sent after a wait is built ``again`` with the cookies known then.
    """

    def __init__(self, base_url: str, headers: Mapping[str, str], timeout: httpx.Timeout) -> None:
        self._base_url = base_url
        self._headers = dict(headers)
        self._timeout = timeout
        self._timeout_extension = timeout.as_dict()
        self._pool_headers: list[tuple[bytes, bytes]] | None = None

    def own_pool(self, pool: Pool) -> None:
        """``pool`` was made by the SDK with its headers: a request adds only its own."""
        self._headers = {}
        self._pool_headers = list(pool.headers.raw)

    def derived(self, timeout: httpx.Timeout, extra_headers: Mapping[str, str]) -> RequestBuilder:
        """The builder of a client made by ``with_options``: same pool, another timeout, more headers."""
        builder = RequestBuilder(self._base_url, merge_headers(self._headers, extra_headers), timeout)
        if self._pool_headers is not None:  # the pool carries the SDK's headers already
            builder._headers = dict(extra_headers)
            builder._pool_headers = None if extra_headers else self._pool_headers
        return builder

    def build(self, pool: Pool, call: Call[Any]) -> httpx.Request:
        check_segments(call.path)
        if self._pool_headers is not None and not call.headers and not pool.cookies:
            return self.direct(call, self._pool_headers)
        return self.merged(pool, call)

    def direct(self, call: Call[Any], pool_headers: list[tuple[bytes, bytes]]) -> httpx.Request:
        """The request as the SDK's own pool would build it, made without merging."""
        timeout = call.timeout
        url = self._base_url + call.path
        if call.params:
            url = f"{url}?{httpx.QueryParams(call.params)}"
        return httpx.Request(
            call.method,
            url,
            json=call.json,
            headers=[*pool_headers, (b"X-Request-Id", new_request_id().encode())],
            extensions={"timeout": self._timeout_extension if timeout is None else timeout.as_dict()},
        )

    def again(self, pool: Pool, call: Call[Any], request: httpx.Request) -> httpx.Request:
        """``request`` (built for ``call`` a while ago) as it is sent now, under the same
        ``X-Request-Id``: with the cookies ``pool`` holds at this moment, such as one an earlier
        attempt's 503 set (a load balancer's affinity) or one another call's answer set while this
        one waited. ``build_request`` reads the cookie jar once, when it builds."""
        if not pool.cookies and "Cookie" not in request.headers:
            return request  # no cookie then, none now
        return self.merged(pool, call, request.headers[REQUEST_ID_HEADER])

    def merged(self, pool: Pool, call: Call[Any], request_id: str | None = None) -> httpx.Request:
        """The request as the pool's ``build_request`` makes it."""
        # Merged case-insensitively, so a call's own ``accept`` replaces the SDK's ``Accept``,
        # and its own ``X-Request-Id`` is the one sent.
        headers = httpx.Headers(self._headers)
        headers.update(call.headers or {})
        headers.setdefault(REQUEST_ID_HEADER, request_id or new_request_id())
        return pool.build_request(
            call.method,
            self._base_url + call.path,
            params=call.params,
            json=call.json,
            headers=headers,
            timeout=self._timeout if call.timeout is None else call.timeout,
        )
