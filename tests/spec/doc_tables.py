"""Read the endpoint rows and resource field lists out of the service document."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT_SNAPSHOT = ROOT / "openapi" / "service-api.md"
SHARED_DOCUMENT = ROOT.parent / "shared" / "spec" / "service-api.md"

ENDPOINT_ROW = re.compile(r"^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*(/\S*)\s*\|")
# A field name may carry the document's optional mark: `name?` (Notation, under Resources).
FIELD_ROW = re.compile(r"^\|\s*(\w+\??)\s*\|\s*([^|]+?)\s*\|")
INLINE_FIELD = re.compile(
    r"`(\w+\??)`\s+(date-time|number\[\]|string\[\]|number|string|boolean|array|object|enum)"
)
RECORD_LINE = re.compile(r"^(?:- )?([A-Z][\w -]*?)(?: \([^)]*\))?: (`.*)$")


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


def table_notes(text: str, heading: str) -> dict[str, str]:
    """Field name to the Notes cell of the first table under a heading (empty where none)."""
    notes = {}
    for line in section(text, heading).splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if (
            line.startswith("|")
            and len(cells) == 3
            and cells[0] not in {"Field"}
            and not set(cells[0]) <= {"-"}
        ):
            notes[cells[0]] = cells[2]
    return notes


def optional_marked(fields: dict[str, str]) -> tuple[dict[str, str], set[str]]:
    """The fields without their optional marks, and the names the document marks optional (`name?`)."""
    return {name.rstrip("?"): declared for name, declared in fields.items()}, {
        name.rstrip("?") for name in fields if name.endswith("?")
    }


def _bare_heading(heading: str) -> str:
    """A record's name: its heading without the remark in parentheses."""
    return re.sub(r"\s*\(.*\)$", "", heading).strip()


def records(text: str) -> dict[str, dict[str, str]]:
    """Every record of ``## Resources and their fields``, by its name in the document's words.

    A record is a ``### heading`` whose first content is a field table or a line of backticked
    fields, or a line (a bullet too) ``Name: `field` type, ...`` (``Name (remark): ...``). Fields
    keep their optional mark (``clickCount?``); a nested object's fields are not the record's.
    """
    start = text.index("\n## Resources and their fields\n")
    end = text.index("\n## ", start + 1)
    found: dict[str, dict[str, str]] = {}
    heading: str | None = None  # a heading whose record is not read yet
    for line in text[start:end].splitlines():
        if line.startswith("### "):
            heading = line[4:].strip()
        elif heading and line.startswith("| Field"):
            found[_bare_heading(heading)] = table_fields(text, heading)
            heading = None
        elif heading and line.startswith("`"):
            found[_bare_heading(heading)] = dict(INLINE_FIELD.findall(_strip_parentheses(line)))
            heading = None
        elif (match := RECORD_LINE.match(line)) and (
            fields := dict(INLINE_FIELD.findall(_strip_parentheses(match.group(2))))
        ):
            found[match.group(1)] = fields
    return found


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


def note_fields(text: str, heading: str, field: str) -> dict[str, str]:
    """The ``name type`` pairs a field's Notes cell gives its entries (``each: `id` number, ...``)."""
    return dict(INLINE_FIELD.findall(table_notes(text, heading)[field]))


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


# ------------------------------------------------------------------ endpoint tables: input and output

HTTP_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE")
PATH_PARAMETER = re.compile(r"\{(\w+)\}")
NAMED = re.compile(r"^`([^`]+)`\s*(.*)$", re.S)
TYPE_WORDS = ("number[]", "string[]", "number", "string", "boolean", "enum", "object", "array of objects")


@dataclass(frozen=True)
class Endpoint:
    """One row of an endpoint table, with the ``### section`` it sits in."""

    method: str
    path: str
    section: str
    input: str
    output: str

    @property
    def key(self) -> tuple[str, str]:
        return (self.method, self.path)


@dataclass(frozen=True)
class InputField:
    """A path or query parameter or a body field as the document gives it.

    ``type`` and ``required`` are None where the document does not give them; ``values`` is a closed
    list of values ("one of ...", "`a` or `b`"); ``open_values`` marks an enum whose values are not
    shown.
    """

    location: str
    name: str
    type: str | None = None
    required: bool | None = None
    values: tuple[str, ...] | None = None
    open_values: bool = False
    max_items: int | None = None
    maximum: int | None = None
    default: str | None = None
    members: tuple[str, ...] = ()
    map_of: str | None = None


@dataclass(frozen=True)
class Output:
    """The success response of an endpoint: its style, and what ``data`` (or the body) holds.

    ``payload`` is the document's name of the record (``template``, ``array of controlled
    template``), ``null``, or None where the document shows no body.
    """

    style: str
    payload: str | None


def endpoint_table_rows(text: str) -> list[Endpoint]:
    """Every row of the endpoint tables under ``## Endpoints``, in document order."""
    start = text.index("\n## Endpoints\n")
    end = text.index("\n## ", start + 1)
    rows, section = [], ""
    for line in text[start:end].splitlines():
        if line.startswith("### "):
            section = line[4:].strip()
            continue
        if ENDPOINT_ROW.match(line):
            method, path, cell_in, cell_out = (cell.strip() for cell in line.strip().strip("|").split("|"))
            rows.append(Endpoint(method, path, section, cell_in, cell_out))
    return rows


def endpoint_row(text: str, method: str, path: str) -> Endpoint:
    return next(row for row in endpoint_table_rows(text) if row.key == (method, path))


def _split_top_level(text: str, separator: str) -> list[str]:
    """Split at ``separator`` outside parentheses and backticks."""
    parts, depth, quoted, current = [], 0, False, []
    index = 0
    while index < len(text):
        char = text[index]
        if char == "`":
            quoted = not quoted
        elif not quoted and char == "(":
            depth += 1
        elif not quoted and char == ")":
            depth -= 1
        if not quoted and depth == 0 and text.startswith(separator, index):
            parts.append("".join(current))
            current = []
            index += len(separator)
            continue
        current.append(char)
        index += 1
    parts.append("".join(current))
    return [part.strip() for part in parts if part.strip()]


def _parenthesised(piece: str) -> tuple[str, list[str]]:
    """The piece without its top-level parentheses, and what they held."""
    held, depth, kept, current = [], 0, [], []
    for char in piece:
        if char == "(":
            depth += 1
            if depth == 1:
                continue
        elif char == ")":
            depth -= 1
            if depth == 0:
                held.append("".join(current))
                current = []
                continue
        (current if depth else kept).append(char)
    return "".join(kept).strip(), held


def list_parameters(text: str) -> dict[str, InputField]:
    """The common list parameters of Common conventions 4 (all optional unless stated otherwise)."""
    fields = {}
    for name, declared, rule in table_rows(
        text,
        "4. Paginated list endpoints accept these query parameters, all optional unless stated otherwise:",
    ):
        values = (
            tuple(re.findall(r"`([^`]+)`", rule)) if re.fullmatch(r"`[^`]+`( or `[^`]+`)+", rule) else None
        )
        maximum = re.search(r"maximum (\d+)", rule)
        default = re.search(r"default (\S+?);", rule + ";")
        fields[name] = InputField(
            "query",
            name,
            type=declared,
            required="required" in rule.split(";")[0].split(),
            values=values,
            maximum=int(maximum.group(1)) if maximum else None,
            default=default.group(1) if default else None,
        )
    return fields


def _field(location: str, piece: str) -> InputField:
    """``name`` followed by its type, required or optional, and remarks in parentheses."""
    bare, remarks = _parenthesised(piece)
    match = NAMED.match(bare)
    assert match, f"not a field of the document: {piece!r}"
    name, rest = match.group(1), match.group(2).strip()
    declared = next((word for word in TYPE_WORDS if rest.startswith(word)), None)
    words = rest.split()
    required = True if "required" in words else False if "optional" in words else None
    if name.endswith("?"):  # the document's optional mark
        name, required = name[:-1], False
    max_items = maximum = map_of = None
    open_values = declared == "enum"
    for remark in remarks:
        if limit := re.fullmatch(r"at most (\d+)", remark):
            max_items = int(limit.group(1))
        elif mapping := re.fullmatch(r"(\w+) to (\w+)", remark):
            map_of = mapping.group(2)
        elif "allowed values: not shown" in remark:
            open_values = True
    return InputField(
        location,
        name,
        declared,
        required,
        open_values=open_values,
        max_items=max_items,
        maximum=maximum,
        map_of=map_of,
    )


def _items(location: str, clause: str) -> list[InputField]:
    """The fields of a comma-separated list, with ``one of`` values and ``with`` members."""
    fields: list[InputField] = []
    continuing: str | None = None  # "values" or "members" while bare names extend the last field
    all_optional = all_but_two_optional = False
    for piece in _split_top_level(clause, ","):
        bare, remarks = _parenthesised(piece)
        if bare == "all optional":
            all_optional = True
            continue
        if listed := re.fullmatch(r"one of `([^`]+)`", bare):
            fields[-1] = replace(fields[-1], values=(listed.group(1),), open_values=False)
            continuing = "values"
            continue
        if continuing and re.fullmatch(r"`[^`]+`", bare):
            value = bare.strip("`")
            last = fields[-1]
            if continuing == "values":
                fields[-1] = replace(last, values=(*(last.values or ()), value))
            else:
                fields[-1] = replace(last, members=(*last.members, value))
            continue
        continuing = None
        members = re.search(r" with `([^`]+)`$", bare)
        field = _field(location, piece)
        if members:
            field = replace(field, members=(members.group(1),))
            continuing = "members"
        if any("all but the first two optional" in remark for remark in remarks):
            all_but_two_optional = True
        fields.append(field)
    if all_optional:
        fields = [replace(field, required=False) for field in fields]
    if all_but_two_optional:
        fields = [replace(field, required=index < 2) for index, field in enumerate(fields)]
    return fields


def _body_fields_below(text: str, endpoint: Endpoint) -> list[InputField]:
    """The body an endpoint table says is ``below``: a ``... body fields`` line or table of its section."""
    body = section(text, endpoint.section)
    labels = re.findall(r"^([\w ]+?) body fields( \(all optional\))?:", body, re.M)
    assert labels, f"{endpoint.key}: no body fields below the table"
    # One list of body fields, or the webhooks' register table and update list.
    label = labels[0][0] if len(labels) == 1 else "Register" if endpoint.method == "POST" else "Update"
    line = next(line for line in body.splitlines() if line.startswith(f"{label} body fields"))
    if line.endswith(":") and not line.startswith("Update"):  # a table follows
        fields = []
        for name, declared, rule in table_rows(text, line):
            required = rule.split(";")[0].strip()
            values = re.search(r"one of ((?:`[^`]+`(?:, )?)+)", rule)
            default = re.search(r"default `([^`]+)`", rule)
            fields.append(
                InputField(
                    "body",
                    name,
                    type=declared,
                    required={"required": True, "optional": False}.get(required),
                    values=tuple(re.findall(r"`([^`]+)`", values.group(1))) if values else None,
                    default=default.group(1) if default else None,
                )
            )
        return fields
    listed = line.split(":", 1)[1]
    if label == "Update":  # names only: types as on register, every one optional
        register = {field.name: field for field in _body_fields_below(text, replace(endpoint, method="POST"))}
        names = re.findall(r"`(\w+)`", listed)
        excluded = re.findall(r"without `(\w+)`", endpoint.input)
        assert set(names) == set(register) - set(excluded), (
            "the update body is the register body without poolId"
        )
        return [replace(register[name], required=False, default=None) for name in names]
    return _items("body", _split_top_level(listed, ". ")[0])


def _sibling_create(text: str, endpoint: Endpoint) -> Endpoint:
    """The create (POST) of the collection an update path belongs to."""
    collection = endpoint.path.rsplit("/", 1)[0]
    return next(
        row
        for row in endpoint_table_rows(text)
        if row.key == ("POST", collection) and row.section == endpoint.section
    )


def request_fields(text: str, endpoint: Endpoint) -> dict[tuple[str, str], InputField]:
    """(location, name) -> field, for every path and query parameter and body field of an endpoint row."""
    fields: dict[tuple[str, str], InputField] = {
        ("path", name): InputField("path", name, required=True)
        for name in PATH_PARAMETER.findall(endpoint.path)
    }

    def add(found: list[InputField]) -> None:
        for field in found:
            key = (field.location, field.name)
            if field.location == "path":
                field = replace(fields[key], type=field.type or fields[key].type)
            fields[key] = field

    location = None
    for clause in _split_top_level(endpoint.input, ";"):
        bare, _ = _parenthesised(clause)
        if bare.endswith(": not shown") or bare in {"none", "no body"}:
            continue
        if bare == "path, no body":
            continue
        if bare.startswith("paginated query"):
            add(list(list_parameters(text).values()))
            location = "query"
            rest = clause.split(" plus ", 1)[1] if " plus " in bare else ""
            if rest.startswith("bracketed filters "):
                add([InputField("query", name) for name in re.findall(r"`([^`]+)`", rest)])
                continue
            add(_items("query", rest))
            continue
        if bare.startswith("body as create") or bare == "body: same fields, all optional":
            create = request_fields(text, _sibling_create(text, endpoint))
            copied = [field for key, field in create.items() if key[0] == "body"]
            if "all optional" in bare:
                copied = [replace(field, required=False) for field in copied]
            add(copied)
            continue
        if bare.startswith("body below"):
            add(_body_fields_below(text, endpoint))
            continue
        if prefix := re.match(r"^(path|query|body)(, all (optional|required strings))?:?\s*", clause):
            location = prefix.group(1)
            rest = clause[prefix.end() :]
            found = _items(location, rest) if rest else []
            if prefix.group(3) == "optional":
                found = [replace(field, required=False) for field in found]
            elif prefix.group(3) == "required strings":
                found = [replace(field, required=True, type="string") for field in found]
            add(found)
            continue
        assert location, f"{endpoint.key}: a clause without a location: {clause!r}"
        add(_items(location, clause))
    return _typed_as_create(text, endpoint, fields)


def _typed_as_create(
    text: str, endpoint: Endpoint, fields: dict[tuple[str, str], InputField]
) -> dict[tuple[str, str], InputField]:
    """Body fields an update lists by name alone take the type its create gives them."""
    untyped = [
        key for key, field in fields.items() if key[0] == "body" and field.type is None and not field.values
    ]
    if not untyped or endpoint.method == "POST":
        return fields
    create = request_fields(text, _sibling_create(text, endpoint))
    return {
        key: replace(field, type=create[key].type) if key in untyped else field
        for key, field in fields.items()
    }


def not_shown_in_input(endpoint: Endpoint) -> list[str]:
    """The ``...: not shown`` clauses of an endpoint's Input cell, without the ``: not shown``."""
    found = []
    for clause in _split_top_level(endpoint.input, ";"):
        bare, _ = _parenthesised(clause)
        if bare.endswith(": not shown"):
            found.append(bare.removesuffix(": not shown"))
    return found


def response_output(endpoint: Endpoint) -> Output:
    """The style of an endpoint's success response and what it holds, read from its Output cell."""
    cell = endpoint.output
    if cell.startswith("response body") and cell.endswith("not shown"):
        return Output("unspecified", None)
    if cell == "no content":
        return Output("empty", None)
    if cell.startswith("bare "):
        return Output("bare", cell.removeprefix("bare "))
    if cell.startswith("`{ message, data }`"):
        return Output("message-data", _payload(cell.split("`data` = ", 1)[1]))
    if cell.startswith("`{ data: { rows, page, pageSize, total } }` of "):
        return Output("data-page", _payload(cell.rsplit(" of ", 1)[1]))
    if cell.startswith("paginated `rows` of "):
        return Output("page", _payload(cell.removeprefix("paginated `rows` of ")))
    assert "`data` = " in cell, f"{endpoint.key}: unreadable output {cell!r}"
    return Output("envelope", _payload(cell.split("`data` = ", 1)[1]))  # Common conventions 2


def _payload(phrase: str) -> str:
    phrase = _split_top_level(phrase, ";")[0]
    phrase = _split_top_level(phrase, ",")[0]
    return _parenthesised(phrase)[0].strip()


def numbered_rule(text: str, heading: str, number: int) -> str:
    """The text of rule ``number`` of the numbered list under a heading (``### Common conventions``)."""
    body = section(text, heading)
    match = re.search(rf"^{number}\. (.*)$", body, re.M)
    assert match, f"no rule {number} under {heading}"
    return match.group(1)


def not_shown_lines(text: str) -> list[tuple[int, str]]:
    """Every line of the document that says something is ``not shown``, with its line number."""
    return [(number, line) for number, line in enumerate(text.splitlines(), 1) if "not shown" in line]
