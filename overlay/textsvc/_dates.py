"""Dates as the service reads them."""

from __future__ import annotations

import datetime


def format_datetime(value: datetime.datetime | str) -> str:
    """An aware ``datetime`` as ``YYYY-MM-DDThh:mm:ssZ`` in UTC; a string passes through unchanged.

    Fractional seconds are kept when present (ISO 8601), never dropped.
    """
    if isinstance(value, str):
        return value
    if not isinstance(value, datetime.datetime):
        raise TypeError(f"expected a datetime or an ISO 8601 string, got {type(value).__name__}")
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValueError("the datetime has no time zone; pass an aware datetime")
    utc = value.astimezone(datetime.UTC)
    text = utc.strftime("%Y-%m-%dT%H:%M:%S")
    if utc.microsecond:
        text += f".{utc.microsecond:06d}".rstrip("0")
    return text + "Z"


def parse_datetime(value: datetime.datetime | str) -> datetime.datetime:
    """An aware ``datetime`` from either form (for arithmetic on user input)."""
    parsed = datetime.datetime.fromisoformat(value) if isinstance(value, str) else value
    if parsed.tzinfo is None:
        raise ValueError("the datetime has no time zone; pass an aware datetime")
    return parsed
