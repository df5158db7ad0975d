"""Decoding JSON bodies: orjson where it reads exactly what the standard library reads."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

# orjson reads integers exactly only within [-2**63, 2**64 - 1] and silently turns others into
# floats; any such integer is written with 19 digits or more. Mapping every digit to "0" and
# looking for 19 of them finds one at C speed.
_DIGITS_AS_ZERO = bytes.maketrans(b"123456789", b"000000000")
_NINETEEN_DIGITS = b"0" * 19


MAX_DEPTH = 1024
"""The deepest nesting of arrays and objects read, on every Python (orjson's own limit)."""


class JSONNestedTooDeeplyError(ValueError):
    """A JSON document nests arrays and objects more than ``MAX_DEPTH`` levels deep."""


class JSONIntegerTooLongError(ValueError):
    """A JSON integer has more digits than this process converts (``sys.get_int_max_str_digits()``).

    The limit guards against quadratic-time conversion (CVE-2020-10735); it is the process's own
    setting (``sys.set_int_max_str_digits``, ``PYTHONINTMAXSTRDIGITS``), not ours to lift.
    """


def _json_int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        # JSON's grammar leaves int() one reason to refuse: the process's digit limit.
        digits = len(text.lstrip("-"))
        raise JSONIntegerTooLongError(
            f"an integer has {digits} digits; this Python converts at most "
            f"{sys.get_int_max_str_digits()} (sys.set_int_max_str_digits, PYTHONINTMAXSTRDIGITS)"
        ) from None


def _checked_depth(data: Any) -> Any:
    """``data``, unless it nests deeper than ``MAX_DEPTH`` (walked without recursion).

    The standard library's own limit is the interpreter's recursion limit, which Python 3.13 no
    longer reaches at a few thousand levels: the same body must get the same answer everywhere.
    """
    pending = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        children = value.values() if type(value) is dict else value if type(value) is list else ()
        for child in children:
            if type(child) is dict or type(child) is list:
                if depth >= MAX_DEPTH:
                    raise JSONNestedTooDeeplyError("JSON nested too deeply to decode")
                pending.append((child, depth + 1))
    return data


def _standard_loads(content: bytes) -> Any:
    try:
        data = json.loads(content, parse_int=_json_int)
    except RecursionError:  # Python 3.11 and 3.12 give up here, within a few thousand levels
        raise JSONNestedTooDeeplyError("JSON nested too deeply to decode") from None
    return _checked_depth(data)


def _decode_with_orjson(content: bytes) -> Any:
    if _NINETEEN_DIGITS in content.translate(_DIGITS_AS_ZERO):
        return _standard_loads(content)
    try:
        return _orjson_loads(content)  # refuses more than MAX_DEPTH levels itself
    except ValueError:
        # What orjson refuses but the standard library reads (NaN, Infinity) decodes the same
        # with or without orjson; a body neither reads raises ValueError here.
        return _standard_loads(content)


decode_json: Callable[[bytes], Any]
"""Decode a JSON body (raises ``ValueError``, or ``RecursionError`` when nested too deeply)."""
try:  # A dependency on CPython (benchmarks/RESULTS.md has its figures); json elsewhere.
    from orjson import loads as _orjson_loads
except ImportError:  # pragma: no cover - other interpreters
    decode_json = _standard_loads
else:
    decode_json = _decode_with_orjson


def decode_json_body(content: bytes) -> Any:
    """Decode a body the service sent; whatever cannot be decoded raises ``ValueError``.

    The standard library gives up on deep nesting (a thousand levels, where orjson stops at
    1024 too) with ``RecursionError``; a hostile body must not get that far. Too deep a nesting
    raises ``JSONNestedTooDeeplyError``, too long an integer ``JSONIntegerTooLongError``.
    """
    try:
        return decode_json(content)
    except RecursionError:
        raise JSONNestedTooDeeplyError("JSON nested too deeply to decode") from None
