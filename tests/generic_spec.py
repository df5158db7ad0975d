"""A copy of the spec with operations the fake has no route of its own for, to regenerate from.

It gains ``POST /templates/{id}/archive`` and ``/restore`` (an existing tag), a tag ``notes`` with
one operation per response style and a bucket of its own, operations with array query
parameters (their items' rules too), ``minLength`` and ``multipleOf`` rules, and a collection of
records with a ``format: uuid`` field. ``tests/fake/test_generic_operations.py`` regenerates the
packages from it into a scratch directory and runs ``tests/fake/generic_cases.py`` there.
"""

from __future__ import annotations

import copy
from typing import Any

from tests.spec_document import load_spec

SPEC = load_spec()
ERRORS = {
    status: {"$ref": f"#/components/responses/{name}"}
    for status, name in [
        ("400", "BadRequest"),
        ("401", "Unauthorized"),
        ("404", "NotFound"),
        ("429", "TooManyRequests"),
    ]
}
NOTES_LIMIT = 3


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _envelope_of(data: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "required": ["success", "data"],
        "properties": {
            "success": {"type": "boolean"},
            "error": {"type": ["string", "null"]},
            "message": {"type": ["string", "null"]},
            "data": data,
        },
    }


def _json(schema: dict[str, Any], **media: Any) -> dict[str, Any]:
    return {"description": "OK", "content": {"application/json": {"schema": schema, **media}}}


def _operation(
    operation_id: str, tag: str, style: str, bucket: str, responses: dict[str, Any], **more: Any
) -> dict[str, Any]:
    return {
        "tags": [tag],
        "operationId": operation_id,
        "x-response-style": style,
        "x-sdk-method": f"{tag}.{operation_id}",
        "x-retry": "idempotent" if operation_id.startswith(("get", "list", "export")) else "unsent-only",
        "x-rate-limit-bucket": bucket,
        "summary": f"The {operation_id} operation.",
        "responses": {**responses, **ERRORS},
        **more,
    }


def _body(name: str) -> dict[str, Any]:
    return {"required": True, "content": {"application/json": {"schema": _ref(name)}}}


def extended_spec() -> dict[str, Any]:
    spec = copy.deepcopy(SPEC)
    spec["tags"].append({"name": "notes", "description": "Notes."})
    spec["x-rate-limits"]["notes"] = {
        "requests": NOTES_LIMIT,
        "seconds": 60,
        "scope": "account",
        "scope-documented": True,
    }
    spec["components"]["schemas"].update(
        {
            "TemplateArchiveInput": {
                "type": "object",
                "additionalProperties": False,
                "required": ["reason"],
                "properties": {
                    "reason": {"type": "string"},
                    "notify": {"type": "boolean"},
                    "labels": {"type": "array", "items": {"type": "string"}, "maxItems": 3},
                },
            },
            "ArchivedTemplate": {
                "type": "object",
                "required": ["id", "reason", "archived", "archivedAt"],
                "properties": {
                    "id": {"type": "integer"},
                    "reason": {"type": "string"},
                    "notify": {"type": "boolean"},
                    "labels": {"type": "array", "items": {"type": "string"}},
                    "archived": {"type": "boolean"},
                    "archivedAt": {"type": "string", "format": "date-time"},
                },
            },
            "Note": {
                "type": "object",
                "required": ["id", "title", "kind"],
                "properties": {
                    "id": {"type": "integer"},
                    "title": {"type": "string"},
                    "pinned": {"type": "boolean"},
                    "kind": {"type": "string", "enum": ["text", "list"]},
                },
            },
            "NoteInput": {
                "type": "object",
                "additionalProperties": False,
                "required": ["title"],
                "properties": {"title": {"type": "string", "minLength": 1}, "pinned": {"type": "boolean"}},
            },
            "NoteUpdate": {
                "type": "object",
                "additionalProperties": False,
                "properties": {"title": {"type": "string"}, "pinned": {"type": "boolean"}},
            },
            "NotePage": {
                "type": "object",
                "required": ["rows", "page", "pageSize", "total"],
                "properties": {
                    "rows": {"type": "array", "items": _ref("Note")},
                    "page": {"type": "integer"},
                    "pageSize": {"type": "integer"},
                    "total": {"type": "integer"},
                },
            },
            "NoteStats": {
                "type": "object",
                "required": ["count"],
                "properties": {"count": {"type": "integer"}},
            },
            "NoteCheck": {
                "type": "object",
                "required": ["ok", "title"],
                "properties": {"ok": {"type": "boolean"}, "title": {"type": "string"}},
            },
        }
    )
    note_id = {"name": "noteId", "in": "path", "required": True, "schema": {"type": "integer"}}
    folder = {"name": "folder", "in": "query", "required": True, "schema": {"type": "string"}}
    version = {"name": "version", "in": "query", "schema": {"type": "integer", "minimum": 1}}
    page_parameters = [{"$ref": f"#/components/parameters/{name}"} for name in ("Page", "PageSize")]
    sort = {"$ref": "#/components/parameters/SortDirection"}
    message_data = {
        "type": "object",
        "required": ["message", "data"],
        "properties": {"message": {"type": "string"}, "data": _ref("Note")},
    }
    spec["paths"].update(
        {
            "/templates/{id}/archive": {
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "integer"}}],
                "post": _operation(
                    "archiveTemplate",
                    "templates",
                    "envelope",
                    "general",
                    {"200": _json(_envelope_of(_ref("ArchivedTemplate")))},
                    requestBody=_body("TemplateArchiveInput"),
                ),
            },
            # As the document types a template's path id: a string.
            "/templates/{id}/restore": {
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "post": _operation(
                    "restoreTemplate",
                    "templates",
                    "envelope",
                    "general",
                    {"200": _json(_envelope_of(_ref("Template")))},
                ),
            },
            "/notes": {
                "get": _operation(
                    "listNotes",
                    "notes",
                    "page",
                    "notes",
                    {"200": _json(_envelope_of(_ref("NotePage")))},
                    parameters=[*page_parameters, sort, folder],
                ),
                "post": _operation(
                    "createNote",
                    "notes",
                    "message-data",
                    "general",
                    {"200": _json(message_data)},
                    requestBody=_body("NoteInput"),
                ),
            },
            "/notes/stats": {
                "get": _operation(
                    "getNoteStats",
                    "notes",
                    "envelope",
                    "general",
                    {"200": _json(_envelope_of(_ref("NoteStats")))},
                ),
            },
            "/notes/export": {
                "get": _operation(
                    "exportNotes",
                    "notes",
                    "data-page",
                    "general",
                    {
                        "200": _json(
                            {"type": "object", "required": ["data"], "properties": {"data": _ref("NotePage")}}
                        )
                    },
                ),
            },
            "/notes/check": {
                "post": _operation(
                    "checkNote",
                    "notes",
                    "bare",
                    "general",
                    {"200": _json(_ref("NoteCheck"))},
                    requestBody=_body("NoteInput"),
                ),
            },
            "/notes/{noteId}": {
                "parameters": [note_id],
                "get": _operation(
                    "getNote",
                    "notes",
                    "envelope",
                    "notes",
                    {"200": _json(_envelope_of(_ref("Note")))},
                    parameters=[version],
                ),
                "patch": _operation(
                    "updateNote",
                    "notes",
                    "envelope",
                    "general",
                    {"200": _json(_envelope_of(_ref("Note")))},
                    requestBody={"content": {"application/json": {"schema": _ref("NoteUpdate")}}},
                ),
                "delete": _operation(
                    "deleteNote", "notes", "empty", "general", {"204": {"description": "No content."}}
                ),
            },
        }
    )
    return spec


INTEGERS = {"type": "array", "items": {"type": "integer"}}


def _ids() -> dict[str, Any]:
    return {"name": "ids", "in": "query", "required": True, "schema": {**INTEGERS, "minItems": 2}}


def _coded() -> list[dict[str, Any]]:
    """Query parameters with rules of their own and of their items: a text's ``minLength``, and an
    array's items' ``pattern`` (with ``x-pattern-means``), ``minLength``, ``maxLength``, ``minimum``
    and ``maximum``."""

    def array_of(name: str, **items: Any) -> dict[str, Any]:
        return {"name": name, "in": "query", "schema": {"type": "array", "items": items}}

    return [
        {"name": "code", "in": "query", "schema": {"type": "string", "minLength": 2, "maxLength": 4}},
        array_of("skus", type="string", pattern="^[A-Z]{3}$", **{"x-pattern-means": "three capital letters"}),
        array_of("words", type="string", minLength=2, maxLength=3),
        array_of("scores", type="integer", minimum=1, maximum=9),
        array_of("weights", type="number", minimum=0, maximum=1),
    ]


def _query_operation(operation_id: str, *parameters: dict[str, Any], **more: Any) -> dict[str, Any]:
    answer = {"200": _json({"type": "object"})}
    return _operation(operation_id, "notes", "bare", "general", answer, parameters=list(parameters), **more)


def generic_spec() -> dict[str, Any]:
    """``extended_spec`` with array query parameters, ``multipleOf`` rules and an inline body; a
    collection whose update answers no content; and a field ``LinkTag`` gains."""
    spec = extended_spec()
    spec["components"]["schemas"]["LinkTag"]["properties"]["clickCount"] = {"type": "integer"}
    jot_id = {"name": "jotId", "in": "path", "required": True, "schema": {"type": "integer"}}
    jot_page = copy.deepcopy(spec["components"]["schemas"]["NotePage"])
    spec["components"]["schemas"]["JotPage"] = jot_page
    jot_page["properties"]["rows"]["items"] = _ref("Jot")
    spec["components"]["schemas"]["Jot"] = copy.deepcopy(spec["components"]["schemas"]["Note"])
    spec["paths"]["/jots"] = {
        "get": _operation(
            "listJots", "notes", "page", "general", {"200": _json(_envelope_of(_ref("JotPage")))}
        ),
    }
    spec["paths"]["/jots/{jotId}"] = {
        "parameters": [jot_id],
        "get": _operation(
            "getJot", "notes", "envelope", "general", {"200": _json(_envelope_of(_ref("Jot")))}
        ),
        "patch": _operation(
            "updateJot",
            "notes",
            "empty",
            "general",
            {"204": {"description": "No content."}},
            requestBody={"content": {"application/json": {"schema": _ref("NoteUpdate")}}},
        ),
    }
    # A collection whose records' ids are strings (the service makes them up), read by that id.
    spec["components"]["schemas"]["Export"] = {
        "type": "object",
        "required": ["id", "state"],
        "properties": {"id": {"type": "string"}, "state": {"type": "string"}},
    }
    spec["components"]["schemas"]["ExportPage"] = copy.deepcopy(jot_page)
    spec["components"]["schemas"]["ExportPage"]["properties"]["rows"]["items"] = _ref("Export")
    export_id = {"name": "exportId", "in": "path", "required": True, "schema": {"type": "string"}}
    export_input = {"type": "object", "properties": {"state": {"type": "string"}}}
    spec["paths"]["/exports"] = {
        "get": _operation(
            "listExports", "notes", "page", "general", {"200": _json(_envelope_of(_ref("ExportPage")))}
        ),
        "post": _operation(
            "createExport",
            "notes",
            "envelope",
            "general",
            {"200": _json(_envelope_of(_ref("Export")))},
            requestBody={"content": {"application/json": {"schema": export_input}}},
        ),
    }
    spec["paths"]["/exports/{exportId}"] = {
        "parameters": [export_id],
        "get": _operation(
            "getExport", "notes", "envelope", "general", {"200": _json(_envelope_of(_ref("Export")))}
        ),
        "delete": _operation(
            "deleteExport", "notes", "empty", "general", {"204": {"description": "No content."}}
        ),
    }
    # A nested collection: the items of a note, read under the note they were created under.
    item_id = {"name": "itemId", "in": "path", "required": True, "schema": {"type": "integer"}}
    note_id = {"name": "noteId", "in": "path", "required": True, "schema": {"type": "integer"}}
    spec["components"]["schemas"]["NoteItem"] = copy.deepcopy(spec["components"]["schemas"]["Note"])
    spec["components"]["schemas"]["NoteItemPage"] = copy.deepcopy(jot_page)
    spec["components"]["schemas"]["NoteItemPage"]["properties"]["rows"]["items"] = _ref("NoteItem")
    spec["paths"]["/notes/{noteId}/items"] = {
        "parameters": [note_id],
        "get": _operation(
            "listNoteItems", "notes", "page", "general", {"200": _json(_envelope_of(_ref("NoteItemPage")))}
        ),
        "post": _operation(
            "createNoteItem",
            "notes",
            "envelope",
            "general",
            {"200": _json(_envelope_of(_ref("NoteItem")))},
            requestBody=_body("NoteInput"),
        ),
    }
    spec["paths"]["/notes/{noteId}/items/{itemId}"] = {
        "parameters": [note_id, item_id],
        "get": _operation(
            "getNoteItem", "notes", "envelope", "general", {"200": _json(_envelope_of(_ref("NoteItem")))}
        ),
        "delete": _operation(
            "deleteNoteItem", "notes", "empty", "general", {"204": {"description": "No content."}}
        ),
    }
    labels = {"name": "labels", "in": "query", "schema": INTEGERS}
    colors = {
        "name": "colors",
        "in": "query",
        "schema": {"type": "array", "items": {"type": "string", "enum": ["red", "blue"]}},
    }
    price = {"name": "price", "in": "query", "schema": {"type": "number", "multipleOf": 0.01}}
    spec["components"]["schemas"]["PricedInput"] = {
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "price": {"type": "number", "multipleOf": 0.01},
            "count": {"type": "integer", "multipleOf": 5},
        },
    }
    # A body the spec gives inline, of which datamodel-codegen makes no model.
    tag = {
        "type": "object",
        "additionalProperties": False,
        "required": ["label"],
        "properties": {
            "label": {"type": "string", "maxLength": 5},
            "weight": {"type": "integer"},
            "ids": {"type": "array", "items": {"type": "integer"}},
            "options": {"type": "object", "required": ["dry"], "properties": {"dry": {"type": "boolean"}}},
        },
    }
    # An open inline body, and an answer the spec gives inline: no pydantic model is generated of either.
    merged = {"type": "object", "required": ["n"], "properties": {"n": {"type": "integer"}}}
    merged_answer = {
        "type": "object",
        "required": ["merged", "into"],
        "properties": {"merged": {"type": "integer"}, "into": {"type": "string"}},
    }
    # A record with a ``format: uuid`` field (``uuid.UUID`` in the attrs models), written and read.
    reference = {"type": "string", "format": "uuid"}
    spec["components"]["schemas"]["Trace"] = {
        "type": "object",
        "required": ["id", "ref"],
        "properties": {"id": {"type": "integer"}, "ref": reference},
    }
    spec["components"]["schemas"]["TraceInput"] = {
        "type": "object",
        "additionalProperties": False,
        "required": ["ref"],
        "properties": {"ref": reference},
    }
    spec["components"]["schemas"]["TracePage"] = copy.deepcopy(jot_page)
    spec["components"]["schemas"]["TracePage"]["properties"]["rows"]["items"] = _ref("Trace")
    trace_id = {"name": "traceId", "in": "path", "required": True, "schema": {"type": "integer"}}
    spec["paths"]["/traces"] = {
        "get": _operation(
            "listTraces", "notes", "page", "general", {"200": _json(_envelope_of(_ref("TracePage")))}
        ),
        "post": _operation(
            "createTrace",
            "notes",
            "envelope",
            "general",
            {"200": _json(_envelope_of(_ref("Trace")))},
            requestBody=_body("TraceInput"),
        ),
    }
    spec["paths"]["/traces/{traceId}"] = {
        "parameters": [trace_id],
        "get": _operation(
            "getTrace", "notes", "envelope", "general", {"200": _json(_envelope_of(_ref("Trace")))}
        ),
    }
    spec["paths"].update(
        {
            "/queries/tagged": {"get": _query_operation("listTagged", _ids(), labels, colors)},
            "/queries/coded": {"get": _query_operation("listCoded", *_coded())},
            "/queries/merged": {
                "post": _operation(
                    "mergeQuery",
                    "notes",
                    "envelope",
                    "general",
                    {"200": _json(_envelope_of(merged_answer))},
                    requestBody={"required": True, "content": {"application/json": {"schema": merged}}},
                ),
            },
            "/queries/priced": {
                "get": _query_operation("listPriced", price),
                "post": _query_operation(
                    "createPriced",
                    requestBody={"content": {"application/json": {"schema": _ref("PricedInput")}}},
                ),
            },
            "/queries/tag": {
                "post": _query_operation(
                    "tagQuery",
                    requestBody={"required": True, "content": {"application/json": {"schema": tag}}},
                ),
            },
        }
    )
    return spec
