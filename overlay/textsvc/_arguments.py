"""The one place that checks what a caller gives, before anything is sent: method arguments, by
their parameter in the operation's descriptor, and the headers callers pass.

One rule for every argument error: it names the argument and the rule it breaks. A wrong type is a
``TypeError``, a wrong value a ``ValueError``. What it says of the value given (``describe``) follows
the parameter's spec facts (``shows_value``): a choice, a number, a flag, a date, an id is shown
(``sort_direction must be one of 'ASC', 'DESC', got 'asc'``); free text and secrets (a message, a
webhook secret, a one-time code, a header) only by type and length: messages end up in logs.
"""

from __future__ import annotations

import datetime
import functools
import json
import math
import re
import sys
from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Any, TypeVar, cast

from textsvc_generated.types import UNSET, Unset

from ._dates import format_datetime
from ._descriptors import OperationParameter

V = TypeVar("V")


def omit(value: V | None) -> V | Unset:
    """``None`` means "not given": the field is left out of the request."""
    return UNSET if value is None else value


def one_of(name: str, value: V | None, allowed: Collection[V]) -> V | Unset:
    return UNSET if value is None else choice(name, value, allowed)


def describe(value: object, shown: bool = False) -> str:
    """What an error may say about a value: its type, and the length of text or bytes; where
    ``shown`` (a value that is neither free text nor a secret), the value itself, cut if long."""
    if value is None:
        return "None"
    if shown:
        written = repr(value)
        return written if len(written) <= _SHOWN_LENGTH else f"{written[: _SHOWN_LENGTH - 3]}..."
    kind = type(value).__name__
    return f"{kind} of length {len(value)}" if isinstance(value, (str, bytes, bytearray)) else kind


_SHOWN_LENGTH = 60


def shows_value(parameter: OperationParameter, refused_text: str | None = None) -> bool:
    """Whether an error may show the value given for ``parameter``: a number, a flag, a choice, a
    value of an ``x-sdk-type`` but a secret (a date, a list of ids), an id in the path, and text a
    pattern refused (``refused_text``) if id-like. Never other text, even with a pattern (a
    message, a URL that may carry credentials), a header or a cookie (either may be a credential),
    a model or a list."""
    if parameter.sdk_type == "secret" or parameter.location in ("header", "cookie"):
        return False
    if refused_text is not None and "://" in refused_text:  # a URL, wherever given: never shown
        return False
    return (
        parameter.json_type in ("integer", "number", "boolean")
        or bool(parameter.choices)
        or parameter.sdk_type is not None
        or (parameter.location == "path" and parameter.json_type == "string")
        or (refused_text is not None and _ID_LIKE.fullmatch(refused_text) is not None)
    )


def choice(name: str, value: V, allowed: Collection[V], *, shown: bool = True) -> V:
    """A required value from a closed list: ``TypeError`` for a value of none of the list's types.
    A choice is no secret: the value given is shown, unless the caller says otherwise."""
    if value not in allowed:
        choices = ", ".join(sorted(repr(option) for option in allowed))
        error = ValueError if any(isinstance(value, _kind(option)) for option in allowed) else TypeError
        raise error(f"{name} must be one of {choices}, got {describe(value, shown)}")
    if isinstance(value, str):  # a (str, Enum) member is sent as its text, not as "Kind.MEMBER"
        return cast(V, str.__str__(value))
    return value


def _kind(option: object) -> type:
    """The plain type of a choice (``str`` for a ``StrEnum`` member): another is a wrong type."""
    return next((kind for kind in (str, bool, int, float) if isinstance(option, kind)), type(option))


def whole_number(name: str, value: int, *, shown: bool = False) -> int:
    if type(value) is not int:
        raise TypeError(f"{name} must be an int, got {describe(value, shown)}")
    return value


def each_of(
    name: str, values: Iterable[Any], check: Callable[[str, Any], V], kind: str, *, shown: bool = False
) -> list[V]:
    """Any iterable but text (a str is iterable too: ``"+1555"`` would be five entries), each entry
    passed through ``check`` under a name giving its position; ``kind`` names the entries."""
    if isinstance(values, (str, bytes, bytearray)) or not isinstance(values, Iterable):
        raise TypeError(f"{name} must be an iterable of {kind}, got {describe(values, shown)}")
    return [check(f"{name}[{position}]", value) for position, value in enumerate(values)]


def whole_numbers(name: str, values: Iterable[int], *, shown: bool = False) -> list[int]:
    """Ids given as any iterable of ints but text; an error names the position of a wrong one."""
    check = functools.partial(whole_number, shown=shown)
    return each_of(name, values, check, "ints", shown=shown)


def id_list(name: str, values: Iterable[int], *, shown: bool = False) -> str:
    """Ids given as any iterable of ints, sent as one text of ids separated by commas (``1,2,3``);
    an empty selection is refused (it selects nothing)."""
    ids = whole_numbers(name, values, shown=shown)
    if not ids:
        raise ValueError(f"{name} is empty; give at least one id")
    return ",".join(str(value) for value in ids)


def json_value(name: str, value: V) -> V:
    """``value`` if it can be sent as JSON as the request body is written (no NaN or infinity, no
    lone surrogate, no object JSON has no form for, no two keys of one mapping that become the same
    JSON key)."""
    try:
        json.dumps(value, ensure_ascii=False, allow_nan=False).encode()
    except TypeError as error:  # names the type only: "Object of type datetime is not JSON serializable"
        raise TypeError(f"{name} cannot be sent as JSON: {error}") from None
    except (ValueError, RecursionError):  # UnicodeEncodeError is a ValueError
        raise ValueError(
            f"{name} cannot be sent as JSON: it holds NaN, an infinity, a lone surrogate, "
            "a circular reference or too deep a nesting"
        ) from None
    clash = _colliding_keys(name, value)
    if clash is not None:
        raise ValueError(
            f"{name} cannot be sent as JSON: two keys of {clash} are written as the same JSON key "
            "(such as 1 and '1')"
        )
    return value


def _colliding_keys(name: str, value: Any) -> str | None:
    """Where a mapping in ``value`` has two keys that JSON writes as the same text (``1`` and
    ``"1"``, ``True`` and ``"true"``, ``None`` and ``"null"``), as a path from ``name``. Walked
    without recursion (``value`` is known to be JSON already); a path is spelled out only if needed."""
    pending: list[tuple[_Path, Any]] = [(None, value)]
    while pending:
        path, item = pending.pop()
        if isinstance(item, dict):
            if len({key if isinstance(key, str) else json.dumps(key) for key in item}) < len(item):
                return _spelled(name, path)
            entries: Iterable[tuple[Any, Any]] = item.items()
        elif isinstance(item, (list, tuple)):
            entries = enumerate(item)
        else:
            continue
        pending.extend(((path, step), entry) for step, entry in entries if isinstance(entry, _CONTAINERS))
    return None


_Path = tuple[Any, Any] | None
"""The steps from the root to a value, innermost last: ``(parent path, key or position)``."""
_CONTAINERS = (dict, list, tuple)


def _spelled(name: str, path: _Path) -> str:
    steps: list[str] = []
    while path is not None:
        path, step = path
        steps.append(f"[{step!r}]")
    return name + "".join(reversed(steps))


def text(name: str, value: str, *, shown: bool = False) -> str:
    """A str, or a str subclass (a ``StrEnum`` member) as the plain text it holds."""
    if not isinstance(value, str):
        # Bytes may be the very text (a URL with a credential, a number): shown only as a length.
        raise TypeError(
            f"{name} must be a str, got {describe(value, shown and not isinstance(value, bytes | bytearray))}"
        )
    return str.__str__(value)


def path_id(name: str, value: str | int, *, shown: bool = True) -> str:
    """An id that becomes one path segment (the generated code percent-encodes it).

    ``""``, ``"."`` and ``".."`` cannot be encoded into a segment that stays one: URL
    normalisation would turn ``/templates/..`` into the collection's parent.
    """
    if type(value) is int:
        return str(value)
    if type(value) is not str:
        raise TypeError(f"{name} must be a str or an int, got {describe(value, shown)}")
    if value in ("", ".", ".."):
        raise ValueError(f"{name} must name one item: empty, '.' and '..' are not ids")
    return value


def secret_text(name: str, value: str | bytes) -> str:
    """A secret as text; bytes are taken as the same text in UTF-8 (as ``webhooks.sign`` takes them)."""
    if isinstance(value, bytes):
        try:
            return value.decode("utf-8")
        except UnicodeDecodeError:
            pass  # raised below, outside the handler: the decode error holds the bytes
        raise ValueError(f"{name} is bytes that are not UTF-8 text; pass a str")
    if type(value) is not str:
        raise TypeError(f"{name} must be a str, got {describe(value)}")
    return value


def boolean_text(name: str, value: bool | str, *, shown: bool = True) -> str:
    """A query flag the service types as a string: ``True`` -> ``"true"``; a string passes through."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return value
    raise TypeError(f"{name} must be a bool or a string, got {describe(value, shown)}")


def flag(name: str, value: bool, *, shown: bool = False) -> bool:
    if type(value) is not bool:
        raise TypeError(f"{name} must be a bool, got {describe(value, shown)}")
    return value


def function(name: str, value: Callable[..., V]) -> Callable[..., V]:
    if not callable(value):
        raise TypeError(f"{name} must be callable, got {describe(value)}")
    return value


def number(name: str, value: float, *, shown: bool = False) -> float:
    if type(value) not in (int, float):
        raise TypeError(f"{name} must be a number, got {describe(value, shown)}")
    if type(value) is int and not -_LARGEST_FLOAT <= value <= _LARGEST_FLOAT:  # isfinite would overflow
        raise ValueError(
            f"{name} is out of a number's range (at most about 1.8e308), got {describe(value, shown)}"
        )
    if not math.isfinite(value):
        raise ValueError(f"{name} must be a finite number (JSON has no NaN or infinity)")
    return value


_LARGEST_FLOAT = int(sys.float_info.max)


def date_time(name: str, value: datetime.datetime | str, *, shown: bool = True) -> str:
    """An aware ``datetime`` as ISO 8601 UTC, or a string as given."""
    if not isinstance(value, (datetime.datetime, str)):
        raise TypeError(
            f"{name} must be an aware datetime or an ISO 8601 string, got {describe(value, shown)}"
        )
    try:
        return format_datetime(value)
    except ValueError as error:
        raise ValueError(f"{name}: {error}") from None


def header_value(name: str, value: str) -> str:
    """Text a header can carry, the one rule for every header value a caller gives (never shown in
    an error: it may be a credential).

    RFC 9110's field-value as h11 (httpx's HTTP/1.1) writes it: visible ASCII, with spaces and
    tabs only between visible characters (h11 refuses a value that starts or ends with one). Also
    refused, though h11 would write them: control characters and non-ASCII, which RFC 9110 does
    not allow in a value and httpx cannot encode.
    """
    text(name, value)
    if _NOT_IN_HEADER.search(value):
        raise ValueError(
            f"{name} has a character a header cannot carry (CR, LF, NUL, another control character, "
            "or non-ASCII)"
        )
    if value != value.strip(" \t"):
        raise ValueError(f"{name} starts or ends with a space or tab, which a header value cannot")
    return str.__str__(value)


_NOT_IN_HEADER = re.compile(r"[^\t\x20-\x7e]")

REQUEST_ID_HEADER = "X-Request-Id"

MAX_IDEMPOTENCY_KEY = 255


def idempotency_key(name: str, value: str) -> str:
    """A caller's ``X-Request-Id`` (the one rule for it, however it is given): the key by which the
    service tells a repeat (409) from a new request, so it must identify one. 1 to 255 visible
    ASCII characters, no whitespace: an empty key identifies nothing (a retry after a lost answer
    would be applied again); whitespace is trimmed or folded by servers and proxies; 255 is the
    usual bound of idempotency keys. A UUID, the SDK's own choice, fits."""
    text(name, value)
    if not 1 <= len(value) <= MAX_IDEMPOTENCY_KEY or _NOT_IN_KEY.search(value):
        raise ValueError(
            f"{name} must be 1 to {MAX_IDEMPOTENCY_KEY} visible ASCII characters without spaces "
            f"(it names one request to the service), got {describe(value)}"
        )
    return str.__str__(value)


_NOT_IN_KEY = re.compile(r"[^\x21-\x7e]")


def header_field(name: str, header: str, value: str) -> str:
    """The value a caller gives header ``header`` (``name`` in errors): an ``X-Request-Id`` is an
    idempotency key; any other what a header can carry."""
    if header.lower() == REQUEST_ID_HEADER.lower():
        return idempotency_key(name, value)
    return header_value(name, value)


def cookie_value(name: str, value: str) -> str:
    """A cookie parameter's value: RFC 6265 cookie-octets only, so that it stays one cookie of the
    ``Cookie`` header (a ``;`` would start another, a space or ``,`` is not allowed)."""
    text(name, value)
    if _NOT_IN_COOKIE.search(value):
        raise ValueError(
            f"{name} has a character a cookie value cannot carry (whitespace, a double quote, a comma, "
            "a semicolon, a backslash, a control character, or non-ASCII)"
        )
    return str.__str__(value)


_NOT_IN_COOKIE = re.compile(r"[^\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]")


def checked_argument(
    parameter: OperationParameter, value: Any, name: str | None = None, *, model: type | None = None
) -> Any:
    """A typed method's argument for ``parameter`` (not ``None``), checked and as the service takes it
    (``name`` in errors, else the argument's own): the one check of every argument and body field,
    read from its descriptor's facts alone. An array or object field is written by ``model``'s
    (the body's) writer."""
    name = name or parameter.sdk_name
    return within_limits(parameter, _converted(parameter, value, name, model), name)


def within_limits(parameter: OperationParameter, value: Any, name: str) -> Any:
    """Refuse text longer than the spec's ``maxLength``, shorter than its ``minLength`` or not
    matching its ``pattern``, a list longer than its ``maxItems`` or shorter than its ``minItems``,
    or a number outside its ``minimum`` and ``maximum``. The error gives the size and the limit; a
    number, a value ``shows_value`` allows and id-like text refused by a pattern (``+1555``), also
    the value."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        if parameter.minimum is not None and value < parameter.minimum:
            raise ValueError(f"{name} must be at least {parameter.minimum}, got {value}")
        if parameter.maximum is not None and value > parameter.maximum:
            raise ValueError(f"{name} must be at most {parameter.maximum}, got {value}")
    if parameter.max_length is not None and isinstance(value, str) and len(value) > parameter.max_length:
        raise ValueError(
            f"{name} is {len(value)} characters long; the service takes at most {parameter.max_length}"
        )
    if parameter.min_length is not None and isinstance(value, str) and len(value) < parameter.min_length:
        raise ValueError(
            f"{name} is {len(value)} characters long; the service takes at least {parameter.min_length}"
        )
    if parameter.pattern is not None and isinstance(value, str) and not matches(parameter.pattern, value):
        shown = shows_value(parameter, refused_text=value)
        raise ValueError(f"{name} must {_form(parameter, parameter.pattern)}, got {describe(value, shown)}")
    if isinstance(value, list):
        if parameter.max_items is not None and len(value) > parameter.max_items:
            raise ValueError(
                f"{name} has {len(value)} entries; the service takes at most {parameter.max_items}"
            )
        if parameter.min_items is not None and len(value) < parameter.min_items:
            raise ValueError(
                f"{name} has {len(value)} entries; the service takes at least {parameter.min_items}"
            )
    return value


def _form(parameter: OperationParameter, pattern: str) -> str:
    """What ``pattern`` asks for, in the spec's words (``x-pattern-means``); a long pattern is not
    spelled out."""
    spelled = pattern if len(pattern) <= _SHOWN_LENGTH else "the spec gives"
    if parameter.pattern_means is None:
        return f"match the pattern {spelled}"
    return f"be {parameter.pattern_means}: the pattern {spelled}"


_ID_LIKE = re.compile(r"[0-9A-Za-z_.+-]{1,40}")
"""Text refused by a pattern that an error may show: short, one word, no ``:``, ``/`` or ``@``
(never a URL, which may carry credentials, nor a sentence)."""


def matches(pattern: str, value: str) -> bool:
    """Whether ``value`` matches a spec's ``pattern`` as JSON Schema reads it: anywhere in the text
    unless anchored, ``\\d`` an ASCII digit, ``$`` the very end (Python's also matches before a
    final newline)."""
    found = _compiled(pattern).search(value)
    anchored = pattern.endswith("$") and not pattern.endswith("\\$")
    return found is not None and not (anchored and found.end() != len(value))


@functools.cache
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.ASCII)


def _converted(parameter: OperationParameter, value: Any, name: str, model: type | None) -> Any:
    if parameter.sdk_type is not None:
        return _BY_SDK_TYPE[parameter.sdk_type](name, value)
    if parameter.choices:
        return choice(name, value, parameter.choices)
    if parameter.location == "header":
        return header_field(name, parameter.json_name, value)
    if parameter.location == "cookie":
        return cookie_value(name, value)
    if parameter.location == "path" and parameter.json_type == "string":
        return path_id(name, value)
    scalar = _BY_JSON_TYPE.get(parameter.json_type)
    if scalar is not None and (model is None or parameter.annotation in _PLAIN):
        return scalar(name, value, shown=shows_value(parameter))
    if parameter.location == "query" and parameter.json_type == "array":
        from ._query_arrays import query_items  # it imports this module

        return query_items(parameter, value, name)
    if model is None:
        raise TypeError(f"{name}: an {parameter.json_type} is sent only as a field of a JSON body")
    from ._converter import write_field  # the converter imports this module

    return write_field(model, parameter.python_name, value, name)


_BY_JSON_TYPE: dict[str, Callable[..., Any]]
_BY_JSON_TYPE = {"string": text, "integer": whole_number, "number": number, "boolean": flag}
"""The check of each scalar JSON type: an array or an object is written by the body model's writer."""
_PLAIN = frozenset(("str", "int", "float", "bool"))
"""The annotations of a scalar JSON type's plain values: a body field the generator types otherwise
(``UUID``, a ``format: uuid`` string) is written by the body model's writer, which takes that type."""

_BY_SDK_TYPE: dict[str, Callable[[str, Any], Any]] = {
    "boolean-text": boolean_text,
    "date-time": date_time,
    "secret": secret_text,
    "id-list": functools.partial(id_list, shown=True),
}
"""What a method accepts beyond the spec's type (``x-sdk-type``), converted before sending."""


# ---- headers --------------------------------------------------------------------------------
# Header names compare case-insensitively; a caller's header replaces the SDK's of the same name.
# Errors name the header, never its value (it may be a credential).

_TOKEN = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")
"""An RFC 9110 field name (h11's ``token``)."""

SDK_OWNED = {
    "authorization": "the API key is sent as a Bearer token; pass api_key= instead",
    "host": "the host comes from base_url",
    "content-length": "the body's framing is set from the body",
    "transfer-encoding": "the body's framing is set from the body",
}
"""Headers the SDK alone sets, and why."""

PER_CALL = {"x-request-id": "each call sends its own (pass it per call to choose it)"}
"""Headers that make sense for one call but not for every call of a client."""


def checked_headers(argument: str, headers: Mapping[str, str] | None, *, per_call: bool) -> dict[str, str]:
    """``headers`` as a dict after checking every name and value; raises naming ``argument``."""
    if headers is None:
        return {}
    if not isinstance(headers, Mapping):
        raise TypeError(f"{argument} must be a mapping of header names to values, got {describe(headers)}")
    refused = SDK_OWNED if per_call else {**SDK_OWNED, **PER_CALL}
    seen: dict[str, str] = {}
    for name, value in headers.items():
        if type(name) is not str or not _TOKEN.fullmatch(name):
            raise ValueError(f"{argument} has a header name that is not an HTTP token ({describe(name)})")
        lowered = name.lower()
        if lowered in refused:
            raise ValueError(f"{argument} must not set {name}: {refused[lowered]}")
        if lowered in seen:
            raise ValueError(f"{argument} sets {seen[lowered]!r} and {name!r}: header names ignore case")
        seen[lowered] = name
        if type(value) is not str:
            raise TypeError(f"{argument}: the value of {name!r} must be a str, got {describe(value)}")
        header_field(f"{argument}: the value of {name!r}", name, value)
    return dict(headers)


def merge_headers(base: Mapping[str, str], overrides: Mapping[str, str]) -> dict[str, str]:
    """``base`` with ``overrides`` on top, one entry per name whatever its case."""
    replaced = {name.lower() for name in overrides}
    kept = {name: value for name, value in base.items() if name.lower() not in replaced}
    return {**kept, **overrides}
