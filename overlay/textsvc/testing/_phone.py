"""What the fake takes for a valid phone number (the document says only that an invalid one is refused).

Strict: E.164 as sent, a ``+`` then 7 to 15 digits, the first not 0. Lenient (``strict=False``): the
same digits may come with formatting (spaces, dashes, dots, parentheses) and without the ``+``.
"""

from __future__ import annotations

import re

E164 = re.compile(r"\+[1-9][0-9]{6,14}")
_FORMATTING = re.compile(r"[\s.()-]")
_DIGITS = re.compile(r"\+?[1-9][0-9]{6,14}")


def is_phone_number(value: object, *, strict: bool) -> bool:
    if not isinstance(value, str):
        return False
    if strict:
        return E164.fullmatch(value) is not None
    return _DIGITS.fullmatch(_FORMATTING.sub("", value)) is not None


def invalid_numbers(values: list[object], *, strict: bool) -> list[object]:
    """The entries of ``values`` that are not valid phone numbers, in order."""
    return [value for value in values if not is_phone_number(value, strict=strict)]
