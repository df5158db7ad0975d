"""One API call, described once and run by either client."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Generic, TypeVar
from urllib.parse import quote

import attrs
import httpx
from textsvc_generated.types import UNSET, OperationBody, OperationDescriptor, OperationParameter, Unset

from ._arguments import checked_argument
from ._pagination import Page
from ._payloads import row_page_parser
from ._policies import OperationPolicy, RetryMode
from ._request_models import check_field, check_input, nested_model

if TYPE_CHECKING:
    from ._options import CallOptions

T = TypeVar("T")


class ResponseStyle(StrEnum):
    """The shape of a success body: the ``x-response-style`` of each operation in the spec."""

    ENVELOPE = "envelope"
    PAGE = "page"
    BARE = "bare"
    MESSAGE_DATA = "message-data"
    DATA_PAGE = "data-page"
    EMPTY = "empty"
    UNSPECIFIED = "unspecified"
    AUTO = "auto"
    """Not in the spec: ``client.request`` takes an envelope's ``data`` when there is one, else the body."""


@attrs.frozen
class Operation(Generic[T]):
    method: str
    path: str
    style: ResponseStyle
    parse: Callable[[Any], T]
    """Turns the unwrapped payload into what the SDK method returns."""
    params: Mapping[str, Any] | None = None
    # A body or headers may carry a secret (a webhook's, a caller's token): kept out of repr.
    json: Any = attrs.field(default=None, repr=False)
    headers: Mapping[str, str] | None = attrs.field(default=None, repr=False)
    timeout: httpx.Timeout | None = None
    """This call's timeout (``extra`` options), else the client's."""
    max_retries: int | None = None
    """This call's ``max_retries``, else the client's."""
    policy: OperationPolicy | None = None
    """Retry policy and bucket from the operation's descriptor; ``None``: looked up by method and path."""
    descriptor: OperationDescriptor[Any] | None = attrs.field(default=None, repr=False, eq=False)
    """The spec's operation, whose body rules the body sent is held to (``sent_body``); ``None`` for
    ``client.request``."""

    @classmethod
    def from_descriptor(
        cls,
        descriptor: OperationDescriptor[Any],
        parse: Callable[[Any], T],
        arguments: Mapping[str, Any],
        body: Any = None,
    ) -> Operation[T]:
        """The request the spec describes: path, query and headers from ``arguments`` (by Python name).

        ``body`` is a generated model (or a list of them), serialised with its ``to_dict``. Omitted
        values (``None``, ``UNSET``) are left out of the query; every path parameter must be given.
        """
        unknown = arguments.keys() - {parameter.python_name for parameter in descriptor.parameters}
        if unknown:
            raise TypeError(f"{descriptor.name} has no parameter {', '.join(sorted(unknown))}")
        path = descriptor.path
        params: dict[str, Any] = {}
        headers: dict[str, str] = {}
        cookies: list[str] = []
        for parameter in descriptor.parameters:
            value = arguments.get(parameter.python_name, UNSET)
            if value is None or isinstance(value, Unset):
                if parameter.required:
                    where = f"{parameter.location} parameter {parameter.python_name}"
                    raise TypeError(f"{descriptor.name} needs its {where}")
                continue
            if parameter.location == "path":
                segment = quote(str(value), safe="")
                path = path.replace("{" + parameter.python_name + "}", segment)
            elif parameter.location == "query":
                params[parameter.json_name] = value
            elif parameter.location == "header":
                headers[parameter.json_name] = str(value)
            else:  # a cookie parameter goes in the Cookie header
                cookies.append(f"{parameter.json_name}={value}")
        if cookies:
            headers["Cookie"] = "; ".join(cookies)
        return cls(
            method=descriptor.method,
            policy=OperationPolicy(RetryMode(descriptor.retry), descriptor.bucket),
            descriptor=descriptor,
            path=path,
            style=ResponseStyle(descriptor.response_style),
            parse=parse,
            params=params or None,
            json=None if body is None else _json_of(body),
            headers=headers or None,
        )


def _json_of(body: Any) -> Any:
    if isinstance(body, list):
        return [_json_of(item) for item in body]
    to_dict = getattr(body, "to_dict", None)
    return body if to_dict is None else to_dict()


def call_operation(
    descriptor: OperationDescriptor[Any], parse: Callable[[Any], T], arguments: Mapping[str, Any]
) -> Operation[T]:
    """The request of a typed method: its arguments (by their names in the method) checked and placed."""
    return Operation.from_descriptor(
        descriptor, parse, _checked_parameters(descriptor, arguments), _body(descriptor, arguments)
    )


def page_operations(
    descriptor: OperationDescriptor[Any], arguments: Mapping[str, Any], options: CallOptions
) -> tuple[Callable[[int, int], Operation[Page[Any]]], bool]:
    """Builds the request for each page of a list method, and whether the operation takes page numbers.

    Arguments and options are checked here, when the method is called, not when the first page is
    fetched.
    """
    fixed = _checked_parameters(descriptor, arguments)
    parse = row_page_parser(descriptor)
    numbered = any(parameter.python_name == "page" for parameter in descriptor.parameters)

    def fetch(number: int, size: int) -> Operation[Page[Any]]:
        page_arguments = {**fixed, "page": number, "page_size": size} if numbered else fixed
        return options.apply(Operation.from_descriptor(descriptor, parse, page_arguments))

    fetch(0, 1)  # an extra query parameter or body field that clashes is refused now
    return fetch, numbered


def _checked_parameters(descriptor: OperationDescriptor[Any], arguments: Mapping[str, Any]) -> dict[str, Any]:
    known = {parameter.sdk_name for parameter in descriptor.parameters}
    if descriptor.body is not None:
        known.update(field.sdk_name for field in descriptor.body.fields)
    unknown = arguments.keys() - known
    if unknown:
        raise TypeError(
            f"{descriptor.sdk_method}() got an unexpected keyword argument {sorted(unknown)[0]!r}"
        )
    checked = {}
    for parameter in descriptor.parameters:
        value = arguments.get(parameter.sdk_name)
        if value is not None or parameter.required:  # a required None is refused by its check
            checked[parameter.python_name] = checked_argument(parameter, value)
    return checked


def _body(descriptor: OperationDescriptor[Any], arguments: Mapping[str, Any]) -> Any:
    body = descriptor.body
    if body is None:
        return None
    fields = {}
    for field in body.fields:
        value = arguments.get(field.sdk_name)
        if value is None:
            if field.required:
                raise TypeError(f"{field.sdk_name} is required, got None")
            # Left out of the body, even where the spec names a default: the service applies it.
            fields[field.python_name] = UNSET
            continue
        fields[field.python_name] = nested_model(
            body.model, field.python_name, checked_argument(field, value)
        )
    return check_input(body.model(**fields))


def sent_body(descriptor: OperationDescriptor[Any] | None, json: Any, extra_body: Mapping[str, Any]) -> Any:
    """The body a call sends (``json``, ``extra_body`` merged in already) held to the checks of the
    operation's body, whichever way each field arrived: a field the body names that came through
    ``extra_body`` is checked and converted as its argument is, and the spec's one-of rule holds for
    the whole body."""
    if descriptor is None or descriptor.body is None or not (json is None or isinstance(json, Mapping)):
        return json  # no body rules, or a list body (which takes no extra_body)
    schema = descriptor.body
    sent = json or {}
    if extra_body:
        fields = {field.json_name: field for field in schema.fields}
        named = {key: _extra_field(schema, fields[key], sent[key]) for key in extra_body if key in fields}
        if named:
            json = sent = {**sent, **named}
    _require_one_of(descriptor.sdk_method, schema, sent)
    return json


def _extra_field(schema: OperationBody, field: OperationParameter, value: Any) -> Any:
    """A field of the body given through ``extra_body``, as its argument would be sent; errors name
    it as ``extra_body['jsonName']``."""
    name = f"extra_body[{field.json_name!r}]"
    converted = checked_argument(attrs.evolve(field, sdk_name=name), value)
    value = check_field(
        schema.model, field.python_name, nested_model(schema.model, field.python_name, converted), name
    )
    return _json_of(value)


def _require_one_of(sdk_method: str, body: OperationBody, sent: Mapping[str, Any]) -> None:
    """The spec's ``x-required-one-of``: refuse a body that gives none of those fields. A null or an
    empty text counts as not given (the service takes an empty value as absent)."""
    if not body.required_one_of:
        return
    if not any(_given(sent.get(key)) for key in body.required_one_of):
        names = [field.sdk_name for field in body.fields if field.json_name in body.required_one_of]
        raise ValueError(
            f"{sdk_method}() needs at least one of {', '.join(names)} (empty text counts as none)"
        )


def _given(value: Any) -> bool:
    return value is not None and not (isinstance(value, str) and value == "")
