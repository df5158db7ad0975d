"""What a text costs: its encoding and segments (``segments``), and its look-alikes replaced (``to_gsm``).

Pure functions, no I/O. A text whose every character is in the GSM 7-bit alphabet (``_gsm``) is
sent as GSM-7, one septet a character and two for one of the extension table; any other character
makes the whole text UCS-2, counted in UTF-16 code units (a character beyond U+FFFF, such as an
emoji, is two). One segment holds 160 septets or 70 units; a longer text is concatenated (3GPP
TS 23.040 section 9.2.3.24.1), its header taking room, so each segment then holds 153 or 67, and an
escape pair or a surrogate pair is never split across two.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Literal

import attrs

from ._arguments import describe
from ._gsm import BASIC_CHARACTERS, EXTENSION_CHARACTERS, LOOK_ALIKES

__all__ = ["GsmText", "Segments", "segments", "to_gsm"]

Encoding = Literal["GSM-7", "UCS-2"]

# (one segment, each segment of a concatenated text), in the encoding's units
_ROOM = {"GSM-7": (160, 153), "UCS-2": (70, 67)}

_NOT_GSM = re.compile(f"[^{re.escape(BASIC_CHARACTERS + EXTENSION_CHARACTERS)}]")
_GSM_RUN = re.compile(f"[{re.escape(BASIC_CHARACTERS + EXTENSION_CHARACTERS)}]+")
_EXTENSION = re.compile(f"[{re.escape(EXTENSION_CHARACTERS)}]")
_BEYOND_BMP = re.compile("[\U00010000-\U0010ffff]")
"""Characters that UTF-16 writes as a surrogate pair."""
_LOOK_ALIKES = str.maketrans(LOOK_ALIKES)
_LOOK_ALIKE = re.compile(f"[{re.escape(''.join(LOOK_ALIKES))}]")


@attrs.frozen
class Segments:
    """What a text costs to send as SMS: its encoding and how many segments carriers bill."""

    encoding: Encoding
    """``"GSM-7"`` when every character is in the GSM 7-bit alphabet, else ``"UCS-2"``."""
    count: int
    """The number of segments (0 for an empty text)."""
    units: int
    """The length in the encoding's units: septets for GSM-7 (2 for a character of the extension
    table, such as ``€`` or ``{``), UTF-16 code units for UCS-2 (2 for an emoji)."""
    non_gsm: tuple[str, ...] = ()
    """The characters that make the text UCS-2, each once, in order of first appearance."""


def segments(text: str) -> Segments:
    """The encoding and segments of ``text`` as an SMS (3GPP TS 23.038 and 23.040).

    >>> textsvc.segments("Hi Ana, see you at 9")
    Segments(encoding='GSM-7', count=1, units=20, non_gsm=())

    A text counts as written: a placeholder the service fills in (``{firstName}``) is counted as its
    eleven characters, two of them from the extension table.
    """
    if type(text) is not str:
        raise TypeError(f"text must be a str, got {describe(text)}")
    if _NOT_GSM.search(text) is None:
        return _packed("GSM-7", text, [match.start() for match in _EXTENSION.finditer(text)], ())
    non_gsm = _non_gsm(text)
    return _packed("UCS-2", text, [match.start() for match in _BEYOND_BMP.finditer(text)], non_gsm)


def _non_gsm(text: str) -> tuple[str, ...]:
    # What is left once the runs of GSM characters are cut: faster than finding each other one
    # where most are (CJK, Cyrillic), and as fast where few are.
    return tuple(dict.fromkeys(_GSM_RUN.sub("", text)))


def _packed(encoding: Encoding, text: str, doubles: list[int], non_gsm: tuple[str, ...]) -> Segments:
    """The segments of ``text`` whose characters at ``doubles`` take two units, the rest one."""
    units = len(text) + len(doubles)
    single, each = _ROOM[encoding]
    if units <= single or not doubles:
        count = 0 if not units else 1 if units <= single else -(-units // each)
        return Segments(encoding, count, units, non_gsm)
    # Filled in order; a pair that would straddle a boundary starts the next segment instead.
    count, used, done = 1, 0, 0
    for position in doubles:
        count, used = _filled(count, used, position - done, each)
        if used + 2 > each:
            count, used = count + 1, 2
        else:
            used += 2
        done = position + 1
    count, used = _filled(count, used, len(text) - done, each)
    return Segments(encoding, count, units, non_gsm)


def _filled(count: int, used: int, singles: int, each: int) -> tuple[int, int]:
    """``(count, used)`` after ``singles`` one-unit characters are added to segments of ``each``."""
    if singles <= each - used:
        return count, used + singles
    rest = singles - (each - used)
    more = -(-rest // each)
    return count + more, rest - (more - 1) * each


@attrs.frozen
class GsmText:
    """A text with its look-alikes replaced by GSM-7 characters (``to_gsm``)."""

    text: str
    """The text after replacing."""
    replaced: tuple[str, ...]
    """The characters replaced (or, for invisible ones such as a zero width space, dropped), each
    once, in order of first appearance."""
    unreplaced: tuple[str, ...]
    """The characters that still make ``text`` UCS-2 (an emoji, a letter the GSM alphabet lacks),
    each once, in order of first appearance; empty when ``text`` is GSM-7."""


def to_gsm(text: str) -> GsmText:
    """``text`` with common look-alikes replaced by their GSM-7 forms: curly quotes and apostrophes
    (``’`` to ``'``), dashes (``—`` to ``-``), the ellipsis (``…`` to ``...``), no-break and other
    spaces, tabs; invisible characters (a zero width space, a soft hyphen) are dropped.

    Nothing else changes: an emoji, a letter outside the GSM alphabet (``ç``, ``ł``) or a CJK
    character stays, and ``unreplaced`` names it. The SDK never does this on its own: a text is sent
    as given unless it comes from here.
    """
    if type(text) is not str:
        raise TypeError(f"text must be a str, got {describe(text)}")
    replaced = tuple(dict.fromkeys(_LOOK_ALIKE.findall(text)))
    result = text.translate(_LOOK_ALIKES) if replaced else text
    return GsmText(result, replaced, _non_gsm(result))


# ---- the max_segments option of an operation that sends a text -------------------------------


def checked_max_segments(value: object) -> int:
    """``max_segments``: a whole number, 1 or more."""
    if type(value) is not int:
        raise TypeError(f"max_segments must be an int, got {describe(value)}")
    if value < 1:
        raise ValueError(f"max_segments must be 1 or more, got {value}")
    return value


def refuse_over(sdk_method: str, field: str | None, body: Any, max_segments: int) -> None:
    """Refuse a body whose text (``body[field]``) needs more than ``max_segments`` segments, naming
    the count, the encoding and the first characters that made it UCS-2 (never the whole text)."""
    if field is None:
        raise TypeError(f"{sdk_method}() takes no max_segments: only operations that send a text do")
    text = body.get(field) if isinstance(body, Mapping) else None
    if not isinstance(text, str) or not text:
        raise ValueError(
            f"max_segments counts the {field} text, and this {sdk_method}() sends none: a template's "
            "text (template_id) is not known to the SDK, so it cannot be counted; leave max_segments out"
        )
    counted = segments(text)
    if counted.count <= max_segments:
        return
    unit = "septets" if counted.encoding == "GSM-7" else "UTF-16 code units"
    message = (
        f"{field} needs {counted.count} segments of {counted.encoding} ({counted.units} {unit}), "
        f"more than max_segments={max_segments}"
    )
    if counted.non_gsm:
        named = ", ".join(_named(character) for character in counted.non_gsm[:_SHOWN])
        more = len(counted.non_gsm) - _SHOWN
        message += f"; UCS-2 because of {named}" + (f" and {more} more" if more > 0 else "")
        message += " (textsvc.to_gsm replaces look-alikes such as curly quotes and dashes)"
    raise ValueError(message)


_SHOWN = 3
"""How many of the characters that made a text UCS-2 an error names."""


def _named(character: str) -> str:
    import unicodedata  # only for an error

    return f"{character!r} (U+{ord(character):04X} {unicodedata.name(character, 'unnamed')})"
