"""In-memory records, and the document's rules for reading them: pagination, sorting, search."""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ._errors import ECHO_LENGTH, FakeError, invalid_field, not_found

Record = dict[str, Any]

DEFAULT_PAGE_SIZE = 25
DATE_MARGIN = datetime.timedelta(weeks=1)
"""The most the fake adds to or takes from a date given in a request (an analytics interval)."""
_EARLIEST_DATE = datetime.datetime.min.replace(tzinfo=datetime.UTC) + DATE_MARGIN
_LATEST_DATE = datetime.datetime.max.replace(tzinfo=datetime.UTC) - DATE_MARGIN


def moment() -> datetime.datetime:
    """Now, in UTC to the millisecond: the moment a ``timestamp()`` of it names exactly."""
    now = datetime.datetime.now(datetime.UTC)
    return now.replace(microsecond=now.microsecond // 1000 * 1000)


def timestamp(at: datetime.datetime | None = None) -> str:
    """``at`` (by default now) as the fake writes a date-time: ISO 8601, milliseconds, ``Z``."""
    return (at or moment()).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class Collection:
    """Records of one kind by integer id (or by text, for a collection whose model's ids are
    strings: ``add(..., text_id=True)``); ``public`` strips private ``_keys`` from an answer."""

    def __init__(self, kind: str, id_field: str = "id") -> None:
        self.kind = kind
        self.id_field = id_field
        self.records: dict[int | str, Record] = {}
        self._next_id = 1

    def add(self, record: Record, *, text_id: bool = False) -> Record:
        """Store ``record`` under its integer id, else a new one; ``text_id``: a non-empty string id
        it has is kept too (the records of a collection only generic routes serve, whose model
        says so), never replaced by a number its model would refuse."""
        identifier = record.get(self.id_field)
        if isinstance(identifier, int):
            self._next_id = max(self._next_id, identifier + 1)
        elif not (text_id and isinstance(identifier, str) and identifier):
            identifier = record[self.id_field] = self._next_id
            self._next_id += 1
        self.records[identifier] = record
        return record

    def get(self, identifier: int | str) -> Record:
        try:
            return self.records[identifier]
        except KeyError:
            raise not_found(self.kind, identifier) from None

    def delete(self, identifier: int | str) -> Record:
        self.get(identifier)
        return self.records.pop(identifier)

    def all(self) -> list[Record]:
        return list(self.records.values())


def public(record: Mapping[str, Any]) -> Record:
    return {key: value for key, value in record.items() if not key.startswith("_")}


_WHOLE_NUMBER = re.compile(r"(-?[0-9]{1,19})(\.0+)?")  # JSON Schema's integers include 1.0
LARGEST_INTEGER = 2**63 - 1
"""The spec's ids and integers are 64-bit (``format: int64``)."""


def shown(value: str) -> str:
    """``value`` quoted for an error message, cut short."""
    return repr(value if len(value) <= ECHO_LENGTH else value[:ECHO_LENGTH] + "...")


def whole_number(text: str) -> int | None:
    """The integer ``text`` spells in ASCII digits, if it fits 64 bits, else ``None``.

    ``int()`` alone would also take "1_0", " 1", "+1" and other scripts' digits, and raise on 4300.
    """
    found = _WHOLE_NUMBER.fullmatch(text)
    if found is None or abs(number := int(found[1])) > LARGEST_INTEGER:
        return None
    return number


def path_id(value: str, name: str) -> int:
    number = whole_number(value)
    if number is None and value.isascii() and value.isdigit():
        # A whole number past 64 bits: no record has it (a string path id allows any length).
        raise FakeError(404, "not_found_error", f"no record has {name} {shown(value)}")
    if number is None:
        raise invalid_field(f"{name} must be a number, got {shown(value)}")
    if number < 0:
        raise invalid_field(f"{name} must not be negative")
    return number


def query_int(
    query: Mapping[str, str], name: str, *, default: int | None = None, low: int = 0, high: int | None = None
) -> int:
    raw = query.get(name)
    if raw is None:
        if default is None:
            raise invalid_field(f"{name} is required")
        return default
    value = whole_number(raw)
    if value is None:
        raise invalid_field(f"{name} must be a whole number, got {shown(raw)}")
    if value < low or (high is not None and value > high):
        bound = f"from {low} to {high}" if high is not None else f"at least {low}"
        raise invalid_field(f"{name} must be {bound}, got {value}")
    return value


def query_text(query: Mapping[str, str], name: str, *, required: bool = False) -> str | None:
    value = query.get(name)
    if required and not value:
        raise invalid_field(f"{name} is required")
    return value


def query_bool(query: Mapping[str, str], name: str) -> bool:
    raw = query.get(name)
    if raw not in ("true", "false"):
        raise invalid_field(f"{name} is required and must be true or false")
    return raw == "true"


def query_date(query: Mapping[str, str], name: str, *, required: bool = False) -> datetime.datetime | None:
    """A date parameter (its form, the spec's ``IsoDateTime``, is checked with the request's target:
    ``_operation_target``) as a date the fake can compute with."""
    raw = query_text(query, name, required=required)
    return None if raw is None else parse_date(raw, name)


def parse_date(raw: str, name: str) -> datetime.datetime:
    """An ISO 8601 date-time from a request; 400 ``invalid_field_error`` otherwise, also for a date
    so near the calendar's ends that the fake's date arithmetic (at most ``DATE_MARGIN``) overflows."""
    try:
        moment = datetime.datetime.fromisoformat(raw)
    except ValueError:
        raise invalid_field(f"{name} must be an ISO 8601 date-time, got {shown(raw)}") from None
    moment = moment if moment.tzinfo else moment.replace(tzinfo=datetime.UTC)
    try:
        in_utc = moment.astimezone(datetime.UTC)
    except OverflowError:
        in_utc = None
    if in_utc is None or not _EARLIEST_DATE <= in_utc <= _LATEST_DATE:
        raise invalid_field(f"{name} is too close to the first or last representable date")
    return moment


def _matches(record: Mapping[str, Any], needle: str) -> bool:
    return any(
        isinstance(value, str) and not key.startswith("_") and needle in value.lower()
        for key, value in record.items()
    )


def _sort_key(field: str) -> Callable[[Mapping[str, Any]], Any]:
    def key(record: Mapping[str, Any]) -> tuple[int, Any]:
        value = record.get(field)
        return (
            (0, value)
            if isinstance(value, (int, float, str)) and not isinstance(value, bool)
            else (1, str(value))
        )

    return key


def page_of(
    records: Iterable[Mapping[str, Any]],
    query: Mapping[str, str],
    *,
    strict: bool = True,
    sort_fields_declared: bool = False,
) -> dict[str, Any]:
    """``{rows, page, pageSize, total}``: search, then sort, then slice (the document's order).

    The parameters' bounds and value lists are the spec's, checked with the request's target
    (``_operation_target``). Where the spec gives no list of ``sortBy`` fields
    (``sort_fields_declared`` false), strict, ``sortBy`` must name a field of the records; records
    without the field sort last. Only the rows of the page are copied, so paging through a large
    collection stays linear.
    """
    page = query_int(query, "page", default=0)
    page_size = query_int(query, "pageSize", default=DEFAULT_PAGE_SIZE, low=1)
    rows = list(records)
    needle = query.get("query")
    if needle:
        rows = [row for row in rows if _matches(row, needle.lower())]
    direction = query.get("sortDirection")
    sort_by = query.get("sortBy")
    if sort_by is not None:
        unknown = strict and not sort_fields_declared and rows and sort_by not in rows[0]
        if sort_by.startswith("_") or unknown:
            raise invalid_field(f"sortBy {sort_by!r} is not a field of these records")
        rows.sort(key=_sort_key(sort_by), reverse=direction == "DESC")
    elif direction == "DESC":
        rows.reverse()
    start = page * page_size
    return {
        "rows": [public(row) for row in rows[start : start + page_size]],
        "page": page,
        "pageSize": page_size,
        "total": len(rows),
    }
