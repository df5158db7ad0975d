"""Checks that the spec says what the service document says, and marks what it decides itself.

Each ``check_*`` takes the spec (a dict) and the document's text and returns its problems, one
string each; an empty list passes. test_spec_fidelity.py runs them on the spec, and
test_spec_mutations.py runs them on edited copies of it to show that each edit is reported.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.spec import doc_tables as doc
from tests.spec.inferred_marks import REASON_KEY, expected_marks, inferred_marks

SPEC_PATH = Path(__file__).resolve().parents[2] / "openapi" / "textsvc.yaml"
HTTP_METHODS = ("get", "post", "put", "patch", "delete")
RESPONSE_STYLES = ("envelope", "page", "bare", "message-data", "data-page", "empty", "unspecified")
ERROR_STATUSES = ("400", "401", "403", "404", "409", "429", "500")
ENDPOINT = re.compile(r"\b(GET|POST|PUT|PATCH|DELETE) (/[^\s`,;)]*)")
MARK = "x-inferred"

Spec = dict[str, Any]
Problems = list[str]
Check = Callable[[Spec, str], Problems]

WHERE_TO_FIX = (
    "The spec (openapi/textsvc.yaml) and the copy of the service document (openapi/service-api.md) "
    "disagree. The document is the truth: if the service changed, edit openapi/service-api.md first "
    "(step 1 of 'A vendor's change, step by step' in docs/regeneration.md), then openapi/textsvc.yaml "
    "to say the same (step 2) and `nox -s generate` (step 3); if it did not, change openapi/textsvc.yaml "
    "back."
)


def assert_faithful(problems: Problems) -> None:
    """Fail with ``problems``, one a line, and the files and the step that fix them."""
    assert problems == [], "\n".join([*problems, WHERE_TO_FIX])


# The spec's own decision, reviewed: the operations Common conventions 9 names without shapes.
PARTIAL_OPERATIONS = {
    ("POST", "/send"),
    ("POST", "/send/validate-recipients"),
    ("POST", "/subscribers"),
    ("GET", "/subscribers"),
    ("POST", "/subscribers/bulk"),
    ("PATCH", "/subscribers/bulk"),
    ("POST", "/groups"),
    ("GET", "/groups"),
    ("GET", "/groups/{groupId}"),
    ("PATCH", "/groups/{groupId}"),
    ("DELETE", "/groups/{groupId}"),
    ("POST", "/links"),
    ("GET", "/links"),
    ("GET", "/links/{linkId}"),
}


# ---------------------------------------------------------------------------------- reading the spec


def operations(spec: Spec) -> dict[tuple[str, str], dict[str, Any]]:
    return {
        (method.upper(), path): operation
        for path, item in spec["paths"].items()
        for method, operation in item.items()
        if method in HTTP_METHODS
    }


def resolve(spec: Spec, node: Any) -> Any:
    """``node``, or what its ``$ref`` chain points at."""
    while isinstance(node, dict) and "$ref" in node:
        target: Any = spec
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


def ref_name(node: Any) -> str | None:
    if isinstance(node, dict) and "$ref" in node:
        return str(node["$ref"]).rsplit("/", 1)[1]
    return None


def merged(spec: Spec, node: Any) -> dict[str, Any]:
    """A schema with its ``$ref`` followed and its ``allOf`` parts merged."""
    schema = resolve(spec, node)
    if not isinstance(schema, dict) or "allOf" not in schema:
        return schema if isinstance(schema, dict) else {}
    combined: dict[str, Any] = {key: value for key, value in schema.items() if key != "allOf"}
    combined.setdefault("properties", {})
    combined.setdefault("required", [])
    for part in schema["allOf"]:
        part = merged(spec, part)
        combined["properties"] = {**combined["properties"], **part.get("properties", {})}
        combined["required"] = [*combined["required"], *part.get("required", [])]
        if MARK in part:
            combined.setdefault(MARK, part[MARK])
    return combined


def json_types(spec: Spec, node: Any) -> set[str]:
    schema = resolve(spec, node)
    if "anyOf" in schema:
        return set().union(*(json_types(spec, part) for part in schema["anyOf"]))
    if "allOf" in schema:
        return {"object"}
    declared = schema.get("type")
    if declared is None:
        return {"object"} if "properties" in schema or "additionalProperties" in schema else set()
    return set(declared) if isinstance(declared, list) else {declared}


def enum_values(spec: Spec, node: Any) -> tuple[set[str] | None, bool]:
    """The closed values of a schema (None: not an enum), and whether any other value is admitted."""
    schema = resolve(spec, node)
    if "enum" in schema:
        return {str(value) for value in schema["enum"]}, False
    if "anyOf" in schema:
        values: set[str] = set()
        open_ = False
        for part in schema["anyOf"]:
            part_values, part_open = enum_values(spec, part)
            if part_values is None:
                open_ = True
            else:
                values |= part_values
                open_ = open_ or part_open
        return (values or None), open_
    return None, True


# What a mark's reason must speak of to cover a decision of each kind.
TOPICS = {
    "required": re.compile(r"\brequire|\boptional\b"),
    "limit": re.compile(r"at most|maximum|minimum|\blimit"),
    "values": re.compile(r"\bvalues\b|\benum\b"),
    "default": re.compile(r"\bdefault\b"),
}


@dataclass(frozen=True)
class SpecField:
    """A parameter or body field of a spec operation.

    ``node`` is the parameter or property as written, ``schema`` its value's schema with references
    followed. ``own_reason`` is a reason written out in an ``x-inferred`` of the field itself (not a
    reason key, which says nothing of why the field is there); ``reasons`` are those of the marks on
    it, its body schema and its operation, keys spelled out.
    """

    node: dict[str, Any]
    schema: dict[str, Any]
    required: bool
    own_reason: str | None
    reasons: tuple[str, ...]

    def covers(self, topic: str) -> bool:
        """A mark here says why the spec decides a required flag, a limit, a value list or a default."""
        return any(TOPICS[topic].search(reason) for reason in self.reasons)

    def named(self, name: str, list_parameters: frozenset[str] = frozenset()) -> bool:
        """A mark says why the field is there: on the field, or naming it (or the common list parameters)."""
        return self.own_reason is not None or any(
            f"`{name}`" in reason or (name in list_parameters and "common list parameters" in reason)
            for reason in self.reasons
        )


def reason_text(spec: Spec, node: Any) -> str | None:
    """The reason of the node's ``x-inferred``, with a reason key spelled out."""
    if not isinstance(node, dict) or MARK not in node:
        return None
    reason = str(node[MARK])
    return str((spec.get("x-inferred-reasons") or {}).get(reason, reason))


def _written_out(node: Any) -> str | None:
    reason = node.get(MARK) if isinstance(node, dict) else None
    return None if reason is None or REASON_KEY.match(str(reason)) else str(reason)


def request_body_schema(spec: Spec, operation: dict[str, Any]) -> dict[str, Any] | None:
    body = resolve(spec, operation.get("requestBody"))
    if not body:
        return None
    media = body.get("content", {}).get("application/json")
    return merged(spec, media["schema"]) if media else None


def spec_request_fields(spec: Spec, method: str, path: str) -> dict[tuple[str, str], SpecField]:
    item = spec["paths"][path]
    operation = item[method.lower()]
    around = [reason_text(spec, operation)]
    fields: dict[tuple[str, str], SpecField] = {}
    for written in [*item.get("parameters", []), *operation.get("parameters", [])]:
        parameter = resolve(spec, written)
        fields[(parameter["in"], parameter["name"])] = SpecField(
            parameter,
            merged(spec, parameter.get("schema", {})),
            bool(parameter.get("required")),
            _written_out(parameter),
            tuple(reason for reason in (reason_text(spec, parameter), *around) if reason),
        )
    body = request_body_schema(spec, operation)
    if body is not None:
        required = set(body.get("required", []))
        around = [reason_text(spec, body), *around]
        for name, node in body.get("properties", {}).items():
            reasons = tuple(reason for reason in (reason_text(spec, node), *around) if reason)
            fields[("body", name)] = SpecField(
                node, merged(spec, node), name in required, _written_out(node), reasons
            )
    return fields


def walk(node: Any, trail: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """Every (ancestors and itself, node) below ``node``, depth first."""
    trail = (*trail, node)
    yield trail, node
    if isinstance(node, dict):
        for key, value in node.items():
            if key != MARK:
                yield from walk(value, trail)
    elif isinstance(node, list):
        for value in node:
            yield from walk(value, trail)


def _units(spec: Spec) -> Iterator[tuple[str, Any]]:
    """The spec's separately marked units: each operation, path parameter and component."""
    for path, item in spec["paths"].items():
        for key, value in item.items():
            if key in HTTP_METHODS:
                yield f"{key.upper()} {path}", value
            elif key == "parameters":
                for parameter in value:
                    yield f"{path} parameter {parameter.get('name', ref_name(parameter))}", parameter
    for kind, components in spec["components"].items():
        for name, component in components.items():
            yield f"{kind}.{name}", component


def _covered(trail: tuple[Any, ...]) -> bool:
    return any(isinstance(node, dict) and MARK in node for node in trail)


# ------------------------------------------------------------------- the document's records (output)

Extractor = Callable[[str], dict[str, str]]

# The records the document lists in its usual forms are read by doc.records and compared with the
# schema their name gives (payload_schema): a record the vendor adds is compared with no edit here.
# These are the fields the document gives in other forms: nested in a field, or by name alone.
IRREGULAR_RECORDS: dict[str, Extractor] = {
    "TimespanCounters": lambda t: dict.fromkeys(doc.untyped_names(t, "to a counters object:"), "number"),
    "LatestMessage": lambda t: doc.nested_fields(t, "Thread list entry:", "latestMessage"),
    "RecentReply": lambda t: doc.nested_fields(t, "Thread items result:", "recentReply"),
    "ThreadItem": lambda t: {
        **doc.inline_fields(t, "Thread item:"),
        **dict.fromkeys(["message", "inbound", "table", "users", "replyFrom", "url"], "number"),
    },
    "ChatbotFile": lambda t: doc.nested_fields(t, "`instructions` string, `longcodeId`", "files"),
    "SmartReplyKeyword": lambda t: doc.inline_fields(t, "The embedded `keyword` object:"),
    "DestinationGroup": lambda t: doc.nested_fields(t, "`textInNumbers`", "destinationGroup"),
    "AssignedChildAccount": lambda t: doc.note_fields(t, "Controlled template", "assignedChildAccounts"),
    "WebhookPool": lambda t: doc.note_fields(t, "Webhook", "pools"),
}

# The document's name of a record, where its schema's name is not that name in words.
RECORD_SCHEMAS = {
    "Drip campaign message": "EmbeddedDripCampaignMessage",  # memberCount: only when embedded
    "Drip campaign number entry": "DripCampaignNumber",
    "Deep link result": "DeeplinkResult",
}


def resource_fields(text: str) -> dict[str, dict[str, str]]:
    """Schema name -> the fields the document gives it (names keep the optional mark ``?``)."""
    found = {
        RECORD_SCHEMAS.get(name) or payload_schema(name.lower()) or name: fields
        for name, fields in doc.records(text).items()
    }
    return found | {name: extract(text) for name, extract in IRREGULAR_RECORDS.items()}


JSON_TYPES_OF_DOCUMENT_TYPE = {
    "number": {"integer", "number"},
    "string": {"string"},
    "boolean": {"boolean"},
    "date-time": {"string"},
    "enum string": {"string"},
    "enum": {"string"},
    "number[]": {"array"},
    "string[]": {"array"},
    "array": {"array"},
    "array of objects": {"array"},
    "object": {"object"},
}
ITEM_TYPES_OF_DOCUMENT_TYPE = {
    "number[]": {"integer", "number"},
    "string[]": {"string"},
    "array of objects": {"object"},
}

# The document's name of a payload, where it is not the schema's name in words.
PAYLOAD_SCHEMAS = {
    "delivery analytics result": "DeliveryAnalytics",
    "verification record": "Verification",
    "thread detail": "Thread",
    "thread list entry": "ThreadSummary",
    "thread items result": "ThreadItems",
    "number entry": "DripCampaignNumber",
    "`{ memberCounts }`": "MemberCounts",
    "`{ deeplinkUrl }`": "DeeplinkResult",
}


def payload_schema(phrase: str | None) -> str | None:
    """The schema name the spec should use for the document's payload phrase."""
    if phrase is None or phrase == "null":
        return phrase
    if phrase.startswith("array of "):
        return f"array of {payload_schema(phrase.removeprefix('array of '))}"
    # A name of several words, hyphenated ones too (`opt-out`), is one word per capital.
    return PAYLOAD_SCHEMAS.get(phrase) or "".join(word.capitalize() for word in re.split(r"[\s-]+", phrase))


def _document_type(declared: str) -> str:
    declared = declared.strip()
    if declared.startswith("array of objects"):
        return "array of objects"
    return "array" if declared.startswith("array") else declared


def _page_rows(spec: Spec, node: Any) -> str | None:
    schema = merged(spec, node)
    if {"rows", "page", "pageSize", "total"} <= set(schema.get("properties", {})):
        return ref_name(schema["properties"]["rows"].get("items")) or "?"
    return None


def _payload_name(spec: Spec, node: Any) -> str | None:
    if node == {"type": "null"}:
        return "null"
    if ref_name(node):
        return ref_name(node)
    if isinstance(node, dict) and node.get("type") == "array":
        return f"array of {ref_name(node.get('items'))}"
    return None  # passed through: the document does not show it


def success_shape(spec: Spec, operation: dict[str, Any]) -> tuple[str, str | None]:
    """The style the success responses of an operation actually have, and their payload's schema."""
    successes = {status: resolve(spec, response) for status, response in operation["responses"].items()}
    successes = {status: response for status, response in successes.items() if status.startswith("2")}
    with_body = [response["content"] for response in successes.values() if "content" in response]
    if not with_body:
        return ("empty", None) if successes else ("none", None)
    if len(with_body) > 1:
        return ("several bodies", None)
    node = with_body[0].get("application/json", {}).get("schema")
    if node == {}:
        return "unspecified", None
    schema = merged(spec, node)
    properties = schema.get("properties", {})
    if {"success", "data"} <= set(properties):
        rows = _page_rows(spec, properties["data"])
        return ("page", rows) if rows else ("envelope", _payload_name(spec, properties["data"]))
    if set(properties) == {"message", "data"}:
        return "message-data", _payload_name(spec, properties["data"])
    if set(properties) == {"data"} and _page_rows(spec, properties["data"]):
        return "data-page", _page_rows(spec, properties["data"])
    return "bare", ref_name(node)


# -------------------------------------------------------------------------------- checks: operations


def check_operations_are_the_documents(spec: Spec, text: str) -> Problems:
    """Every documented operation is in the spec; every other one is a partial one."""
    documented = doc.endpoints(text)
    present = set(operations(spec))
    problems = [
        f"{method} {path}: in the document, not in the spec" for method, path in sorted(documented - present)
    ]
    problems += [
        f"{method} {path}: not in the document's tables and not a partial operation of the spec"
        for method, path in sorted(present - documented - PARTIAL_OPERATIONS)
    ]
    return problems


def check_partial_operations(spec: Spec, text: str) -> Problems:
    """The partial operations are the ones Common conventions 9 names, each marked and explained."""
    rule = doc.numbered_rule(text, "Common conventions", 9)
    ops = operations(spec)
    problems = []
    partial = {key for key, operation in ops.items() if operation.get("x-shape") == "partial"}
    if partial != PARTIAL_OPERATIONS:
        problems.append(f"x-shape: partial on {sorted(partial)}, expected on {sorted(PARTIAL_OPERATIONS)}")
    named = set(ENDPOINT.findall(rule))
    problems += [
        f"{method} {path}: named by Common conventions 9, not a partial operation"
        for method, path in sorted(named - partial)
    ]
    if "`/subscribers/bulk` create and update" in rule:
        if len({method for method, path in partial if path == "/subscribers/bulk"}) != 2:
            problems.append("the /subscribers/bulk create and update are not both partial operations")
    else:
        problems.append("Common conventions 9 no longer names the /subscribers/bulk create and update")
    families = {f"/{word}s" for word in re.findall(r"\b(\w+) (?:list and management )?endpoints", rule)}
    if families != {"/subscribers", "/groups", "/links"}:
        problems.append(f"Common conventions 9 names the families {sorted(families)}: review this test")
    if "group list" in rule and ("GET", "/groups") not in partial:
        problems.append("Common conventions 9 names a group list: GET /groups is missing")
    documented = doc.endpoints(text)
    for method, path in sorted(partial):
        operation = ops[(method, path)]
        where = f"{method} {path}"
        if (method, path) in documented:
            problems.append(f"{where}: the document shows this operation; it is not partial")
        if (
            not any(path == family or path.startswith(f"{family}/") for family in families)
            and (method, path) not in named
        ):
            problems.append(f"{where}: not an endpoint Common conventions 9 names")
        if not operation.get("x-shape-note"):
            problems.append(f"{where}: a partial operation without x-shape-note")
        if not operation.get(MARK):
            problems.append(f"{where}: a partial operation without x-inferred for what it decides")
        body = request_body_schema(spec, operation)
        if body is not None and resolve(spec, body).get("additionalProperties") is not True:
            problems.append(f"{where}: its body must admit the fields the document does not show")
    for key, operation in ops.items():
        if "x-shape" in operation and operation["x-shape"] != "partial":
            problems.append(f"{key}: x-shape {operation['x-shape']!r} is not 'partial'")
    return problems


def check_operation_metadata(spec: Spec, text: str) -> Problems:
    problems = []
    ops = operations(spec)
    ids = [operation.get("operationId") for operation in ops.values()]
    sdk_names = [operation.get("x-sdk-method") for operation in ops.values()]
    if len(set(ids)) != len(ids) or None in ids:
        problems.append("operationIds are missing or repeated")
    if len(set(sdk_names)) != len(sdk_names) or None in sdk_names:
        problems.append("x-sdk-method names are missing or repeated")
    for (method, path), operation in ops.items():
        if operation.get("x-response-style") not in RESPONSE_STYLES:
            problems.append(f"{method} {path}: x-response-style {operation.get('x-response-style')!r}")
        if len(operation.get("tags", [])) != 1 or not operation.get("summary"):
            problems.append(f"{method} {path}: needs one tag and a summary")
    return problems


def check_server_and_security(spec: Spec, text: str) -> Problems:
    problems = []
    if not spec["servers"][0]["url"].endswith("/v3"):
        problems.append("the server URL does not end with the version segment /v3")
    scheme = spec["components"]["securitySchemes"].get("bearerAuth", {})
    if (scheme.get("type"), scheme.get("scheme")) != ("http", "bearer") or spec.get("security") != [
        {"bearerAuth": []}
    ]:
        problems.append("every request must use HTTP bearer authentication (Authentication 1-2)")
    return problems


# ----------------------------------------------------------------------------------- checks: responses


def check_response_styles(spec: Spec, text: str) -> Problems:
    """x-response-style is what each operation answers, and what the document's Output column says."""
    problems = []
    ops = operations(spec)
    for key, operation in ops.items():
        style, _ = success_shape(spec, operation)
        if style != operation.get("x-response-style"):
            problems.append(
                f"{key}: x-response-style {operation.get('x-response-style')!r}, the response is {style!r}"
            )
    for row in doc.endpoint_table_rows(text):
        if row.key not in ops:
            continue
        output = doc.response_output(row)
        written = ops[row.key].get("x-response-style")
        style, payload = success_shape(spec, ops[row.key])
        if written != output.style or style != output.style:
            problems.append(
                f"{row.key}: the document's output is {output.style!r}; the spec has {written!r} ({style!r})"
            )
        if payload != payload_schema(output.payload):
            problems.append(
                f"{row.key}: the document's payload is {output.payload!r}; the spec answers {payload!r}"
            )
    return problems


def check_error_statuses(spec: Spec, text: str) -> Problems:
    """Every operation declares the error statuses; those the document does not declare are marked."""
    problems = []
    rule = doc.numbered_rule(text, "Common conventions", 7)
    groups_part = rule.split("for endpoints in the groups ", 1)[1].split(";", 1)[0]
    groups = {name.strip().lower() for name in re.split(r", | and ", groups_part)}
    statuses = re.findall(r"\b\d{3}\b", rule.split("for endpoints in the groups", 1)[0])
    also_429 = set(ENDPOINT.findall(rule.split(";", 1)[1]))
    sections = {row.key: row.section.lower() for row in doc.endpoint_table_rows(text)}
    if not groups <= set(sections.values()):
        problems.append(
            f"Common conventions 7 names groups {sorted(groups - set(sections.values()))}: review this test"
        )
    send_cases = {("POST", "/send"): {"400", "409"}}  # Errors cases 1-4 and 7
    unmarked: dict[str, list[tuple[str, str]]] = {}
    for key, operation in operations(spec).items():
        declared = operation["responses"]
        for status in ERROR_STATUSES:
            if status not in declared:
                problems.append(f"{key}: does not declare {status}")
                continue
            documented = {"401", "403"}  # Authentication 2-4: every endpoint checks the key and rights
            if sections.get(key) in groups:
                documented |= set(statuses)
            if key in also_429:
                documented.add("429")
            documented |= send_cases.get(key, set())
            component = resolve(spec, declared[status])
            if status not in documented and MARK not in component:
                unmarked.setdefault(status, []).append(key)
            if ref_name(declared[status]) is None:
                problems.append(f"{key}: {status} is not one of the shared error responses")
    problems += [
        f"{status} on {len(keys)} operations (first {keys[0]}) that the document does not declare it for,"
        " and its response carries no x-inferred"
        for status, keys in sorted(unmarked.items())
    ]
    return problems


def check_rate_limit_headers(spec: Spec, text: str) -> Problems:
    """Every response carries the headers of Common conventions 6 (all responses carry rate limit headers)."""
    rule = doc.numbered_rule(text, "Common conventions", 6)
    if "All responses carry rate limit headers" not in rule:
        return [
            "Common conventions 6 no longer says all responses carry rate limit headers: review this test"
        ]
    named = re.findall(r"`([\w-]+)`", rule)
    problems = []
    unmarked = set()
    for key, operation in operations(spec).items():
        for status, response in operation["responses"].items():
            headers = resolve(spec, response).get("headers", {})
            missing = [name for name in named if name not in headers]
            if missing:
                problems.append(f"{key} {status}: no {', '.join(missing)} header")
            if key == ("GET", "/analytics/delivery"):
                continue
            for name in named:
                if name in headers and "RateLimit" not in name and MARK not in resolve(spec, headers[name]):
                    unmarked.add(name)
    problems += [
        f"{name}: named on the analytics response only, declared on others without x-inferred"
        for name in sorted(unmarked)
    ]
    return problems


def _documented_required(
    text: str, schema_name: str, documented: dict[str, str], optional: set[str]
) -> set[str]:
    required = set(documented) - optional
    if schema_name == "Webhook":
        notes = doc.table_notes(text, "Webhook")
        required -= {name for name, note in notes.items() if "present when" in note}
    return required


def check_resource_fields(spec: Spec, text: str) -> Problems:
    """Every response record has the document's fields, types, and (all but the conditional) required."""
    problems = []
    schemas = spec["components"]["schemas"]
    records = resource_fields(text)
    for name, marked in records.items():
        documented, optional = doc.optional_marked(marked)
        if not documented:
            problems.append(f"found no fields for {name} in the document")
            continue
        if name not in schemas:
            problems.append(f"schema {name} is missing")
            continue
        schema = merged(spec, schemas[name])
        properties = schema.get("properties", {})
        if set(properties) != set(documented):
            problems.append(f"{name}: fields {sorted(properties)}, the document's {sorted(documented)}")
        required = set(schema.get("required", []))
        expected = _documented_required(text, name, documented, optional)
        if required != expected and MARK not in schema:
            problems.append(f"{name}: required {sorted(required)}, the document's {sorted(expected)}")
        for field, declared in documented.items():
            if field not in properties:
                continue
            # Exactly the document's type: one more (null, say) is a value the document never gives.
            allowed = JSON_TYPES_OF_DOCUMENT_TYPE[_document_type(declared)]
            types = json_types(spec, properties[field])
            if not types or types - allowed:
                problems.append(f"{name}.{field}: the document says {declared}, the spec {sorted(types)}")
            if declared == "date-time" and resolve(spec, properties[field]).get("format") != "date-time":
                problems.append(f"{name}.{field}: the document says date-time")
    problems += [
        f"{name}: in a success response, compared with no record of the document: add its record to the"
        " document copy (openapi/service-api.md), or say why not in fidelity.NOT_DOCUMENT_RECORDS"
        for name in sorted(_response_schemas(spec) - set(records) - set(NOT_DOCUMENT_RECORDS))
        if not _wrapper(spec, name)
    ]
    plain = merged(spec, schemas.get("DripCampaignMessage", {}))
    if "memberCount" in plain.get("properties", {}):
        problems.append("DripCampaignMessage: memberCount is present only when embedded in a drip campaign")
    return problems + _error_body_problems(spec, text)


def _wrapper(spec: Spec, name: str) -> bool:
    """An envelope or a page around a record (Common conventions 2 and 5), not a record itself."""
    return spec["components"]["schemas"][name].get(MARK) in {"envelope", "page"}


# Schemas in success responses that are no record of the document's Resources section, and why.
NOT_DOCUMENT_RECORDS = {
    "DripCampaignMessage": "the record without memberCount (compared as EmbeddedDripCampaignMessage)",
    "TimespanAnalytics": "one entry of timespanAnalytics: a string key to TimespanCounters (compared)",
    "MemberCounts": "`{ memberCounts }`, the output of GET /groups/member-count/bulk (check_naming_rules)",
    "MemberCountMap": "a map of group id to number (check_naming_rules)",
    "DedicatedNumberUsers": "a map of string to string (check_naming_rules)",
    "SmartReplyAccount": "its field list is not shown (check_not_shown_statements)",
    "WebhookEventType": "the values of Webhook.event (check_response_enums)",
    "WebhookMessageData": "`{ message, data }` around a webhook (check_response_styles)",
    "WebhookDataPage": "`{ data: { rows, page, pageSize, total } }` of webhooks (check_response_styles)",
    "Subscriber": "a partial operation's record: Common conventions 9 shows no shape",
    "Group": "a partial operation's record: Common conventions 9 shows no shape",
    "Link": "a partial operation's record: Common conventions 9 shows no shape",
    "InvalidRecipients": "the output of a partial operation (Errors case 4 names its field)",
}


def _error_body_problems(spec: Spec, text: str) -> Problems:
    """ErrorBody has the fields of the Errors table, with their types; all but `reason` (only on 403)
    are in every error unless the spec marks that it decides otherwise."""
    documented = {name: declared for name, declared, _ in doc.table_rows(text, "## Errors")}
    schema = spec["components"]["schemas"].get("ErrorBody", {})
    properties = schema.get("properties", {})
    problems = []
    if set(properties) != set(documented):
        problems.append(f"ErrorBody: fields {sorted(properties)}, the Errors table's {sorted(documented)}")
    expected = {name for name, declared in documented.items() if "nullable" not in declared}
    if set(schema.get("required", [])) != expected and MARK not in schema:
        problems.append(
            f"ErrorBody: required {schema.get('required')}, the Errors table gives {sorted(expected)}"
        )
    for name, declared in documented.items():
        base = declared.split()[0].strip(",")
        allowed = JSON_TYPES_OF_DOCUMENT_TYPE.get(base)
        if name in properties and allowed and not json_types(spec, properties[name]) & allowed:
            problems.append(f"ErrorBody.{name}: the Errors table says {declared}")
    return problems


def check_response_enums(spec: Spec, text: str) -> Problems:
    """A closed value list of the document is kept; where the document shows some values only, or a
    response could carry a value added later, no closed enum can break parsing unless marked."""
    problems = []
    schemas = spec["components"]["schemas"]
    for name in _response_schemas(spec):
        for field, node in merged(spec, schemas[name]).get("properties", {}).items():
            values, open_ = enum_values(spec, node)
            if values is not None and not open_ and MARK not in node:
                problems.append(f"{name}.{field} is a closed enum in a response")
    event = schemas.get("Webhook", {}).get("properties", {}).get("event", {})
    listed = set(re.findall(r"`([^`]+)`", doc.table_notes(text, "Webhook").get("event", "")))
    values, open_ = enum_values(spec, event)
    if values != listed:
        problems.append(f"Webhook.event: values {values}, the document's {listed}")
    if open_ and MARK not in event:
        problems.append("Webhook.event admits other values than the document's without x-inferred")
    return problems


def _response_schemas(spec: Spec) -> set[str]:
    """Every component schema reachable from a success response."""
    reachable: set[str] = set()

    def visit(node: Any) -> None:
        if isinstance(node, dict):
            name = ref_name(node)
            if name and node["$ref"].startswith("#/components/schemas/") and name not in reachable:
                reachable.add(name)
                visit(spec["components"]["schemas"][name])
            for value in node.values():
                visit(value)
        elif isinstance(node, list):
            for value in node:
                visit(value)

    for operation in operations(spec).values():
        for status, response in operation["responses"].items():
            if status.startswith("2"):
                visit(resolve(spec, response))
    return reachable


def check_naming_rules(spec: Spec, text: str) -> Problems:
    """The rules the document gives in words: the MMS flag names, the write-only secret, the maps."""
    schemas = spec["components"]["schemas"]
    problems = []
    if (
        "isMMS" not in schemas["TemplateInput"]["properties"]
        or "mms" not in schemas["Template"]["properties"]
    ):
        problems.append("the template's MMS flag is isMMS on input and mms on output")
    if "isMMS" in schemas["Template"]["properties"]:
        problems.append("Template has isMMS: its output name is mms")
    if schemas["WebhookInput"]["properties"]["secret"].get("writeOnly") is not True:
        problems.append("WebhookInput.secret must be writeOnly")
    if "secret" in schemas["Webhook"]["properties"]:
        problems.append("the webhook secret is omitted from every webhook response")
    if resolve(spec, schemas["MemberCountMap"].get("additionalProperties", {})).get("type") != "integer":
        problems.append("MemberCountMap maps each group id to a number")
    if schemas["DedicatedNumberUsers"].get("additionalProperties") != {"type": "string"}:
        problems.append("DedicatedNumberUsers maps a string to a string")
    return problems


# ------------------------------------------------------------------------------------ checks: requests


def _type_problem(spec: Spec, documented: doc.InputField, field: SpecField) -> str | None:
    declared = documented.type or ("enum" if documented.values else None)
    if declared is None:
        return None
    allowed = JSON_TYPES_OF_DOCUMENT_TYPE[declared]
    types = json_types(spec, field.schema)
    if not types or types - allowed:
        return f"the document says {declared}, the spec {sorted(types)}"
    if declared in ITEM_TYPES_OF_DOCUMENT_TYPE:
        item_types = json_types(spec, field.schema.get("items", {}))
        if not item_types or item_types - ITEM_TYPES_OF_DOCUMENT_TYPE[declared]:
            return f"the document says {declared}, the spec's items are {sorted(item_types)}"
    if documented.map_of and json_types(spec, field.schema.get("additionalProperties", {})) != {
        documented.map_of
    }:
        return f"the document maps to {documented.map_of}"
    if documented.members:
        entry = merged(spec, field.schema.get("items", {}))
        if set(entry.get("properties", {})) != set(documented.members):
            written = sorted(entry.get("properties", {}))
            return f"entries have {written}, the document's {sorted(documented.members)}"
    return None


def _compare_field(spec: Spec, where: str, documented: doc.InputField, field: SpecField) -> Problems:
    problems = []
    if problem := _type_problem(spec, documented, field):
        problems.append(f"{where}: {problem}")
    if documented.location != "path":
        if documented.required is None:
            if not field.covers("required"):
                problems.append(
                    f"{where}: the document leaves open whether it is required; the spec decides, unmarked"
                )
        elif field.required != documented.required:
            problems.append(f"{where}: required {field.required}, the document says {documented.required}")
    values, open_ = enum_values(spec, field.schema)
    if documented.values is not None:
        if values != set(documented.values) or open_:
            problems.append(
                f"{where}: values {sorted(values or [])}, the document's {sorted(documented.values)}"
            )
    elif values is not None and not field.covers("values"):
        reason = "values not shown" if documented.open_values else "no value list"
        problems.append(f"{where}: a closed enum where the document gives {reason}, without x-inferred")
    limits = (("max_items", "maxItems"), ("maximum", "maximum"))
    for attribute, keyword in limits:
        wanted = getattr(documented, attribute)
        written = field.schema.get(keyword)
        if wanted is not None and written != wanted:
            problems.append(f"{where}: {keyword} {written}, the document says {wanted}")
        if wanted is None and written is not None and not field.covers("limit"):
            problems.append(f"{where}: {keyword} {written} is not the document's and carries no x-inferred")
    written_default = field.schema.get("default", field.node.get("default"))
    if documented.default is not None and str(written_default).lower() != documented.default:
        problems.append(f"{where}: default {written_default!r}, the document says {documented.default}")
    if documented.default is None and written_default is not None and not field.covers("default"):
        problems.append(
            f"{where}: default {written_default!r} is not the document's and carries no x-inferred"
        )
    return problems


def check_request_inputs(spec: Spec, text: str) -> Problems:
    """Every parameter and body field of the document is in the spec with its location, type, required
    flag, values and limits; every one of the spec is in the document or marked."""
    problems = []
    ops = operations(spec)
    list_parameters = frozenset(doc.list_parameters(text))
    for row in doc.endpoint_table_rows(text):
        if row.key not in ops:
            continue
        documented = doc.request_fields(text, row)
        written = spec_request_fields(spec, *row.key)
        for key in sorted(documented.keys() - written.keys()):
            problems.append(f"{row.key} {key[0]} {key[1]}: in the document, not in the spec")
        for key in sorted(written.keys() - documented.keys()):
            if not written[key].named(key[1]):
                problems.append(
                    f"{row.key} {key[0]} {key[1]}: not in the document, and no x-inferred names it"
                )
        for key in sorted(documented.keys() & written.keys()):
            problems += _compare_field(spec, f"{row.key} {key[0]} {key[1]}", documented[key], written[key])
    for key in sorted(PARTIAL_OPERATIONS & ops.keys()):
        for (location, name), field in spec_request_fields(spec, *key).items():
            if location != "path" and not field.named(name, list_parameters):
                problems.append(f"{key} {location} {name}: a partial operation's field no x-inferred names")
    return problems


def check_page_size(spec: Spec, text: str) -> Problems:
    """Every pageSize parameter has the document's default and maximum (Common conventions 4, Limits)."""
    rule = doc.list_parameters(text)["pageSize"]
    limit = next(row for row in doc.table_rows(text, "## Limits") if row[0] == "Page size")
    problems = []
    if f"maximum {rule.maximum}" not in limit[1] or f"default {rule.default}" not in limit[1]:
        problems.append("the Limits table's page size is not Common conventions 4's: review this test")
    for key in operations(spec):
        for (_, name), field in spec_request_fields(spec, *key).items():
            if name == "pageSize" and field.schema.get("maximum") != rule.maximum:
                problems.append(f"{key} pageSize: maximum {field.schema.get('maximum')}, not {rule.maximum}")
    return problems


def check_bulk_record_limits(spec: Spec, text: str) -> Problems:
    """The Limits table's bulk record limit is the maxItems of every bulk body it names."""
    row = next(row for row in doc.table_rows(text, "## Limits") if row[0] == "Bulk record limit")
    match = re.match(r"(\d+) records per request", row[1])
    assert match, f"unreadable bulk record limit: {row[1]!r}"
    count = int(match.group(1))
    if row[2] != "bulk group add and remove; bulk subscriber create and update":
        return [f"the bulk record limit applies to {row[2]!r}: review this test"]
    bulk = [
        ("POST", "/groups/{groupId}/subscribers/bulk-create"),
        ("POST", "/groups/{groupId}/subscribers/bulk-delete"),
        *sorted(key for key in operations(spec) if key[1] == "/subscribers/bulk"),
    ]
    problems = []
    if len(bulk) != 4:
        problems.append("the bulk subscriber create and update are not both in the spec")
    for key in bulk:
        if key not in operations(spec):
            problems.append(f"{key}: missing")
            continue
        arrays = [
            field
            for (location, _), field in spec_request_fields(spec, *key).items()
            if location == "body" and "array" in json_types(spec, field.schema)
        ]
        if len(arrays) != 1 or arrays[0].schema.get("maxItems") != count:
            problems.append(
                f"{key}: the body's records must have maxItems {count} (Limits: bulk record limit)"
            )
    return problems


# --------------------------------------------------------------------- checks: decisions are marked


def check_reason_keys(spec: Spec, text: str) -> Problems:
    """A keyed mark names a reason of x-inferred-reasons; every reason there is used."""
    reasons = spec.get("x-inferred-reasons") or {}
    used = set()
    problems = []
    for location, reason in inferred_marks(spec).items():
        if location.startswith("x-inferred-reasons."):
            continue
        if REASON_KEY.match(reason):
            used.add(reason)
            if reason not in reasons:
                problems.append(f"{location}: x-inferred {reason!r} is not a key of x-inferred-reasons")
        elif len(reason) < 12:
            problems.append(f"{location}: x-inferred {reason!r} gives no reason")
    problems += [f"x-inferred-reasons.{key} is used nowhere" for key in sorted(set(reasons) - used)]
    return problems


def check_marks_are_the_reviewed_list(spec: Spec, text: str) -> Problems:
    """The x-inferred marks are exactly tests/spec/inferred_marks.txt: none is added or dropped silently."""
    found, expected = inferred_marks(spec), expected_marks()
    problems = [
        f"unlisted mark (add it to inferred_marks.txt): {location} = {found[location]}"
        for location in sorted(found.keys() - expected.keys())
    ]
    problems += [
        f"listed mark missing from the spec: {location} = {expected[location]}"
        for location in sorted(expected.keys() - found.keys())
    ]
    problems += [
        f"{location}: reason {found[location]!r}, listed {expected[location]!r}"
        for location in sorted(found.keys() & expected.keys())
        if found[location] != expected[location]
    ]
    return problems


def check_decisions_are_marked(spec: Spec, text: str) -> Problems:
    """What the document never says is marked where the spec says it: an integer (the document says
    `number`), a pattern, and the envelope's required and nullable fields."""
    problems = []
    for unit, node in _units(spec):
        for trail, value in walk(node):
            if not isinstance(value, dict):
                continue
            types = value.get("type")
            if ("integer" in types if isinstance(types, list) else types == "integer") and not _covered(
                trail
            ):
                problems.append(f"{unit}: an integer (the document says number, or no type), unmarked")
            if "pattern" in value and not _covered(trail):
                problems.append(f"{unit}: a pattern the document does not give, without x-inferred")
    for name, schema in spec["components"]["schemas"].items():
        if {"success", "data"} <= set(schema.get("properties", {})) and MARK not in schema:
            problems.append(f"schemas.{name}: an envelope whose required and nullable fields are not marked")
    return problems


# The document's "not shown" statements and what the spec must do about each.


def _endpoint_not_shown(spec: Spec, text: str) -> Problems:
    problems = []
    ops = operations(spec)
    for row in doc.endpoint_table_rows(text):
        operation = ops.get(row.key)
        if operation is None:
            continue
        fields = spec_request_fields(spec, *row.key)
        body = request_body_schema(spec, operation)
        for clause in doc.not_shown_in_input(row):
            if clause == "maximum number of entries":
                for (location, name), field in fields.items():
                    if location == "body" and "maxItems" in field.schema and not field.covers("limit"):
                        problems.append(f"{row.key} {name}: a maximum the document does not show, unmarked")
            elif clause == "which body fields are required":
                if body is None or MARK not in body:
                    problems.append(
                        f"{row.key}: decides the required body fields the document does not show, unmarked"
                    )
            elif clause == "query parameters":
                for (location, name), field in fields.items():
                    if location == "query" and not field.named(name):
                        problems.append(
                            f"{row.key} {name}: a query parameter the document does not show, unmarked"
                        )
            elif clause.startswith("selection of the item"):
                chosen = [(name, field) for (location, name), field in fields.items() if location != "path"]
                if MARK not in operation or not all(field.named(name) for name, field in chosen):
                    problems.append(f"{row.key}: chooses how items are selected without x-inferred")
            else:
                problems.append(f"{row.key}: no rule of this test for {clause!r}: not shown")
        if row.output.endswith("effect and purpose: not shown") and not operation.get("x-retry-note"):
            problems.append(f"{row.key}: its effect is not shown; the retry choice needs x-retry-note")
        if doc.response_output(row).style == "unspecified" and MARK not in operation:
            problems.append(
                f"{row.key}: the response body is not shown; what the spec accepts needs x-inferred"
            )
    return problems


def _sort_by_open(spec: Spec, text: str) -> Problems:
    return [
        f"{key}: sortBy is a closed enum; its allowed fields are not shown"
        for key in operations(spec)
        for (location, name), field in spec_request_fields(spec, *key).items()
        if name == "sortBy" and "enum" in field.schema and not field.covers("values")
    ]


def _account_open(spec: Spec, text: str) -> Problems:
    account = spec["components"]["schemas"].get("SmartReplyAccount", {})
    if (account.get("properties") or account.get("additionalProperties") is not True) and MARK not in account:
        return ["SmartReplyAccount: its field list is not shown; the spec lists fields without x-inferred"]
    return []


def _drip_units_open(spec: Spec, text: str) -> Problems:
    line = next(line for line in text.splitlines() if line.startswith("Drip message body fields:"))
    named = re.findall(r"`(\w+)`", line.split("Unit of", 1)[1])
    schema = spec["components"]["schemas"]["DripCampaignMessageInput"]["properties"]
    return [
        f"DripCampaignMessageInput.{name}: a unit or format the document does not show, unmarked"
        for name in named
        if set(schema.get(name, {})) - {"type", "description"} and MARK not in schema.get(name, {})
    ]


def _no_smart_reply_list_or_delete(spec: Spec, text: str) -> Problems:
    return [
        f"{method} {path}: smart reply list and delete are not shown, and this one is not marked"
        for (method, path), operation in operations(spec).items()
        if path.startswith("/smart-replies")
        and (method == "DELETE" or (method, path) == ("GET", "/smart-replies"))
        and MARK not in operation
    ]


def _filters_of_deliveries_only(spec: Spec, text: str) -> Problems:
    return [
        f"{key} {name}: filter keys of endpoints other than deliveries are not shown, unmarked"
        for key in operations(spec)
        if key != ("GET", "/deliveries")
        for (location, name), field in spec_request_fields(spec, *key).items()
        if name.startswith("filters[") and not field.named(name)
    ]


def _event_payloads_marked(spec: Spec, text: str) -> Problems:
    """Event payloads are marked, and are the bodies of the spec's ``webhooks`` (Events rule 1: a POST)."""
    sent = {
        ref_name(
            item.get("post", {})
            .get("requestBody", {})
            .get("content", {})
            .get("application/json", {})
            .get("schema")
        )
        for item in spec.get("webhooks", {}).values()
    }
    return [
        f"schemas.{name}: an event payload the document does not show, unmarked"
        for name, schema in spec["components"]["schemas"].items()
        if name.endswith("Payload") and MARK not in schema
    ] + [
        f"schemas.{name}: an event payload that no webhook of the spec sends"
        for name in spec["components"]["schemas"]
        if name.endswith("Payload") and name not in sent
    ]


def _unknown_id_status_marked(spec: Spec, text: str) -> Problems:
    problems = []
    if MARK not in spec["components"]["responses"].get("NotFound", {}):
        problems.append("responses.NotFound: the status of an unknown id is not shown; 404 is not marked")
    for key, operation in operations(spec).items():
        if ref_name(operation["responses"].get("404")) != "NotFound":
            problems.append(f"{key}: 404 is not the marked NotFound response")
    return problems


def _remaining_rate_limits_marked(spec: Spec, text: str) -> Problems:
    if MARK not in spec.get("x-rate-limits", {}).get("general", {}):
        return [
            "x-rate-limits.general: the limits of the remaining endpoints are not shown;"
            " counting them here is unmarked"
        ]
    return []


def _nothing_to_decide(spec: Spec, text: str) -> Problems:
    return []


NOT_SHOWN_RULES: list[tuple[re.Pattern[str], Check]] = [
    (doc.ENDPOINT_ROW, _endpoint_not_shown),
    (
        re.compile(r"allowed values: not shown|other values not shown|Full lists of state values"),
        check_response_enums,
    ),
    (re.compile(r"allowed values: not shown"), check_request_inputs),
    (re.compile(r"its complete field list: not shown"), _account_open),
    (re.compile(r"^Transitions: not shown"), _nothing_to_decide),  # the spec models no transitions
    (re.compile(r"Allowed `sortBy` fields"), _sort_by_open),
    (re.compile(r"whose request and response shapes are: not shown"), check_partial_operations),
    (re.compile(r"^Drip message body fields:.*Unit of"), _drip_units_open),
    (re.compile(r"^List and delete operations for smart replies"), _no_smart_reply_list_or_delete),
    (re.compile(r"^Filter keys for endpoints other than deliveries"), _filters_of_deliveries_only),
    (re.compile(r"How a key is issued, rotated or scoped"), _nothing_to_decide),  # nothing the spec says
    (
        re.compile(r"Payload shapes of each event type|Which message or subscriber operation triggers"),
        _event_payloads_marked,
    ),
    (re.compile(r"^The status returned for an unknown resource id"), _unknown_id_status_marked),
    (re.compile(r"^Rate limits of the remaining endpoints"), _remaining_rate_limits_marked),
    (
        re.compile(r"Deprecation, compatibility and change policy"),
        _nothing_to_decide,
    ),  # nothing the spec says
]


def check_not_shown_statements(spec: Spec, text: str) -> Problems:
    """Every "not shown" line of the document has a rule here, and the spec follows each rule:
    it decides nothing there, or marks what it decides."""
    problems = []
    applied: set[Check] = set()
    for number, line in doc.not_shown_lines(text):
        rules = [check for pattern, check in NOT_SHOWN_RULES if pattern.search(line)]
        if not rules:
            problems.append(
                f"line {number} of the document says something is not shown; no rule reads it: {line[:60]!r}"
            )
        for check in rules:
            if check not in applied:
                applied.add(check)
                problems += check(spec, text)
    return problems


FIDELITY_CHECKS: tuple[Check, ...] = (
    check_operations_are_the_documents,
    check_partial_operations,
    check_operation_metadata,
    check_server_and_security,
    check_response_styles,
    check_error_statuses,
    check_rate_limit_headers,
    check_resource_fields,
    check_response_enums,
    check_naming_rules,
    check_request_inputs,
    check_page_size,
    check_bulk_record_limits,
    check_reason_keys,
    check_marks_are_the_reviewed_list,
    check_decisions_are_marked,
    check_not_shown_statements,
)
