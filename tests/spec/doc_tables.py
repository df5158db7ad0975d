"""Read the endpoint rows and resource field lists out of the service document."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT_SNAPSHOT = ROOT / "openapi" / "service-api.md"
SHARED_DOCUMENT = ROOT.parent / "shared" / "spec" / "service-api.md"

ENDPOINT_ROW = re.compile(r"^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*(/\S*)\s*\|")
FIELD_ROW = re.compile(r"^\|\s*(\w+)\s*\|\s*([^|]+?)\s*\|")
INLINE_FIELD = re.compile(
    r"`(\w+)`\s+(date-time|number\[\]|string\[\]|number|string|boolean|array|object|enum)"
)


def document_text() -> str:
    return DOCUMENT_SNAPSHOT.read_text(encoding="utf-8")


def endpoints(text: str) -> set[tuple[str, str]]:
    """Every (method, path) row of the document's endpoint tables."""
    found = set()
    for line in text.splitlines():
        match = ENDPOINT_ROW.match(line)
        if match:
            found.add((match.group(1), match.group(2)))
    return found


def section(text: str, heading: str) -> str:
    """The body under a ``### heading`` up to the next heading."""
    start = text.index(f"\n### {heading}\n") + len(heading) + 6
    following = text.find("\n#", start)
    return text[start : following if following != -1 else len(text)]


def table_fields(text: str, heading: str) -> dict[str, str]:
    """Field name to type of the first table under a heading."""
    fields = {}
    for line in section(text, heading).splitlines():
        match = FIELD_ROW.match(line)
        if match and match.group(1) not in {"Field"} and not set(match.group(1)) <= {"-"}:
            fields[match.group(1)] = match.group(2).strip()
    return fields


def _strip_parentheses(line: str) -> str:
    depth, kept = 0, []
    for char in line:
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif depth == 0:
            kept.append(char)
    return "".join(kept)


def inline_fields(text: str, label: str) -> dict[str, str]:
    """Top-level ``name type`` pairs of the line that contains ``label``.

    A label ending in a colon introduces the list; any other label is part of it.
    """
    line = next(line for line in text.splitlines() if label in line)
    if label.endswith(":"):
        line = line.split(label, 1)[1]
    return dict(INLINE_FIELD.findall(_strip_parentheses(line)))


def untyped_names(text: str, label: str) -> list[str]:
    """Backticked names listed after ``label`` on its line, for lists typed as a whole."""
    line = next(line for line in text.splitlines() if label in line)
    return re.findall(r"`(\w+)`", line.split(label, 1)[1])


def nested_fields(text: str, label: str, parent: str) -> dict[str, str]:
    """The ``name type`` pairs in the parentheses after field ``parent`` on the line with ``label``."""
    line = next(line for line in text.splitlines() if label in line)
    start = line.index(f"`{parent}`")
    opening = line.index("(", start)
    depth, end = 0, opening
    for end in range(opening, len(line)):
        depth += {"(": 1, ")": -1}.get(line[end], 0)
        if depth == 0:
            break
    return dict(INLINE_FIELD.findall(line[opening + 1 : end]))


def table_rows(text: str, heading: str) -> list[list[str]]:
    """The cells of each body row of the first table under a heading line (``## Limits``)."""
    start = text.index(f"\n{heading}\n") + len(heading) + 2
    rows: list[list[str]] = []
    for line in text[start:].splitlines():
        if not line.startswith("|"):
            if rows:
                break
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not all(set(cell) <= {"-", ":"} for cell in cells):
            rows.append(cells)
    return rows[1:]  # without the header row


RATE_LIMIT_VALUE = re.compile(
    r"^(\d+) requests (?:per (minute|second|hour)|every (\d+) seconds)"
    r"(?:,? (?:counted )?per (IP address|account))?$"
)
SECONDS_PER_UNIT = {"second": 1, "minute": 60, "hour": 3600}
SCOPE_OF_PHRASE = {"IP address": "ip", "account": "account"}


def rate_limits(text: str) -> dict[str, tuple[int, int, str | None, str]]:
    """The ``... rate limit`` rows of the Limits table: name to (requests, seconds, scope, applies to).

    The scope is ``ip``, ``account``, or None where the document does not say how the limit is counted.
    """
    found = {}
    for name, value, applies_to in table_rows(text, "## Limits"):
        if not name.lower().endswith("rate limit"):
            continue
        match = RATE_LIMIT_VALUE.match(value)
        assert match, f"unreadable rate limit in the document: {value!r}"
        requests, unit, seconds, scope = match.groups()
        found[name] = (
            int(requests),
            SECONDS_PER_UNIT[unit] if unit else int(seconds),
            SCOPE_OF_PHRASE[scope] if scope else None,
            applies_to,
        )
    return found
