"""Strict reading of a JSON request body: anything a careful server would refuse is a 400, never a 500.

A body is refused when it is not UTF-8, nests deeper than ``MAX_DEPTH``, repeats a key in an object,
uses ``NaN``/``Infinity``, holds a number outside 64 bits (or a float that overflows), or a string
that is not valid Unicode (a lone surrogate escape). Nesting is measured before parsing, and every
check takes time linear in the body, so no input can exhaust the stack or hold the server.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from ._errors import bad_request
from ._store import shown

MAX_DEPTH = 64
"""Deepest nesting of arrays and objects accepted; the service's own bodies nest three levels at most."""
LARGEST_INTEGER = 2**63 - 1

# The closing quote is optional so that an unterminated string matches to the end at once: a
# pattern that must fail there is retried from every later quote, quadratic in the body's size.
_STRING_LITERAL = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_BRACKETS_ONLY = str.maketrans("", "", "".join(chr(code) for code in range(128) if chr(code) not in "[]{}"))


class _RefusedError(ValueError):
    """A value the JSON grammar allows but the fake refuses; its message is the answer's."""


def parse_json_body(raw: bytes) -> Any:
    """The JSON document of ``raw``; ``FakeError`` 400 ``bad_request_error`` for anything refused."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise bad_request("the body is not valid UTF-8") from None
    if _nesting_exceeds(text, MAX_DEPTH):
        raise bad_request(f"the body nests arrays and objects deeper than {MAX_DEPTH} levels")
    try:
        document = json.loads(
            text,
            object_pairs_hook=_unique_keys,
            parse_constant=_no_constant,
            parse_float=_finite_float,
            parse_int=_bounded_int,
        )
    except _RefusedError as refusal:
        raise bad_request(str(refusal)) from None
    except (ValueError, RecursionError):
        raise bad_request("the body is not valid JSON") from None
    _check_strings(document)
    return document


def _nesting_exceeds(text: str, limit: int) -> bool:
    """Whether brackets outside string literals nest deeper than ``limit`` (stops at the first excess)."""
    brackets = _STRING_LITERAL.sub("", text).translate(_BRACKETS_ONLY)
    depth = 0
    for bracket in brackets:
        if bracket in "[{":
            depth += 1
            if depth > limit:
                return True
        elif bracket in "]}" and depth:
            depth -= 1
    return False


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    document = dict(pairs)
    if len(document) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _RefusedError(f"the body repeats the key {shown(key)} in one object")
            seen.add(key)
    return document


def _no_constant(name: str) -> Any:
    raise _RefusedError(f"the body holds {name}, which JSON does not allow")


def _finite_float(literal: str) -> float | int:
    value = float(literal)
    if not math.isfinite(value):
        raise _RefusedError(f"the number {shown(literal)} is out of range")
    # JSON Schema counts 1.0 and 1e3 as integers: read them as such, so that an integer field takes them.
    return int(value) if value.is_integer() and abs(value) <= LARGEST_INTEGER else value


def _bounded_int(literal: str) -> int:
    # Checked on the text first: int() of a very long literal is itself slow.
    if len(literal.lstrip("-")) > len(str(LARGEST_INTEGER)) or abs(int(literal)) > LARGEST_INTEGER:
        raise _RefusedError(f"the number {shown(literal)} is out of range (64-bit integers at most)")
    return int(literal)


def _check_strings(document: Any) -> None:
    pending = [document]
    while pending:
        value = pending.pop()
        if isinstance(value, dict):
            pending.extend(value.keys())
            pending.extend(value.values())
        elif isinstance(value, list):
            pending.extend(value)
        elif isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                raise bad_request(
                    "the body holds a string that is not valid Unicode (a lone surrogate)"
                ) from None
