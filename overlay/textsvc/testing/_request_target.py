"""The path and query of a request decoded strictly: a percent-escape that is not UTF-8 is a 400.

(The HTTP server's own decoding replaces such bytes with U+FFFD, which would let garbage through.)
"""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import unquote_to_bytes

from ._errors import bad_request


def _text(raw: bytes, where: str) -> str:
    try:
        return unquote_to_bytes(raw).decode("utf-8")
    except UnicodeDecodeError:
        raise bad_request(f"the {where} is not valid UTF-8 once percent-decoded") from None


def decode_path(raw_path: bytes) -> str:
    return _text(raw_path, "path")


class Query(dict[str, str]):
    """Name -> value, the last one winning when a name repeats (as most frameworks read a query).

    ``every(name)`` gives all the values sent under ``name``, in order: an array parameter of the
    spec sent as ``ids=1&ids=2`` (OpenAPI's default for a query array) needs them all.
    """

    def __init__(self, fields: Iterable[tuple[str, str]] = ()) -> None:
        pairs = list(fields)
        super().__init__(pairs)
        every: dict[str, list[str]] = {}
        for name, value in pairs:
            every.setdefault(name, []).append(value)
        self._every = {name: tuple(values) for name, values in every.items()}

    def every(self, name: str) -> tuple[str, ...]:
        return self._every.get(name, ())


def decode_query(query_string: bytes) -> Query:
    fields: list[tuple[str, str]] = []
    for field in query_string.split(b"&"):
        if not field:
            continue
        name, _, value = field.replace(b"+", b" ").partition(b"=")
        fields.append((_text(name, "query string"), _text(value, "query string")))
    return Query(fields)
