"""The fake answers an operation of its spec that it has no route for from the spec alone.

A copy of the spec gains ``POST /templates/{id}/archive`` (an existing tag) and a tag ``notes`` with
one operation per response style; the fake serves the copy, and plain httpx calls it (the typed
methods of a regenerated client are tested elsewhere).
"""

from __future__ import annotations

import copy
import datetime
import json
import select
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml
from textsvc.testing import FakeService, ManualClock

from tests.fake.raw import error_of, http
from tests.fake.test_cli import free_port
from tests.spec_document import load_spec

ROOT = Path(__file__).resolve().parents[2]
# The C loader and dumper where PyYAML has them: the pure-Python ones take a good part of a second.
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
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
NOTE_EXAMPLE = {
    "success": True,
    "error": None,
    "message": None,
    "data": {"id": 41, "title": "Groceries", "pinned": True, "kind": "list"},
}
NOTES_LIMIT = 3
KEYWORD_EXAMPLE = {"success": True, "error": None, "message": None, "data": {"keyword": "FROM-THE-SPEC"}}


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
    # An example on an operation the fake has a route for: the route still answers it.
    main_keyword = spec["paths"]["/keywords/main"]["get"]["responses"]
    main_keyword["200"] = _json(_envelope_of(_ref("Keyword")), example=KEYWORD_EXAMPLE)
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
                "example": {"count": 12},
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
                    {"200": _json(_envelope_of(_ref("Note")), example=NOTE_EXAMPLE)},
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


def write_spec(directory: Path, spec: dict[str, Any], name: str = "textsvc.yaml") -> Path:
    path = directory / name
    if name.endswith(".json"):
        path.write_text(json.dumps(spec), encoding="utf-8")
    else:
        path.write_text(yaml.dump(spec, Dumper=DUMPER, sort_keys=False), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def spec_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The extended copy, written once: the fakes only read it."""
    return write_spec(tmp_path_factory.mktemp("extended"), extended_spec())


@pytest.fixture
def fake(spec_path: Path, close_later: Callable[[FakeService], None]) -> Iterator[FakeService]:
    """A fresh fake serving the extended copy, limits on, on a clock that stands still."""
    service = FakeService(spec_path=spec_path, clock=ManualClock()).start()
    yield service
    close_later(service)


def _rate_headers(response: httpx.Response) -> tuple[str, str]:
    return response.headers["RateLimit-Limit"], response.headers["X-RateLimit-Remaining"]


# ----------------------------------------------------------------- answers


def _template(client: httpx.Client) -> int:
    """A template's id: the records a path names must exist."""
    identifier: int = client.post("/templates", json={"message": "Hi"}).json()["data"]["id"]
    return identifier


def test_an_operation_added_to_an_existing_tag_echoes_its_request_in_an_envelope(fake: FakeService) -> None:
    with http(fake) as client:
        template = _template(client)
        response = client.post(f"/templates/{template}/archive", json={"reason": "stale", "labels": ["old"]})
        unknown = client.post(f"/templates/{template + 1}/archive", json={"reason": "stale"})
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"success", "error", "message", "data"}
    assert (body["success"], body["error"], body["message"]) == (True, None, None)
    data = body["data"]
    archived_at = data.pop("archivedAt")
    # The path's id, the body's fields, the least value for what neither gives (an optional field
    # a plausible one); nothing unasked.
    assert data == {"id": template, "reason": "stale", "labels": ["old"], "archived": False, "notify": False}
    assert datetime.datetime.fromisoformat(archived_at).tzinfo is not None
    assert _rate_headers(response) == ("30", "28")
    assert (unknown.status_code, error_of(unknown)["type"]) == (404, "not_found_error")
    assert response.headers["X-Request-ID"]


def test_an_operation_whose_path_id_is_a_string_finds_the_record_or_answers_404(fake: FakeService) -> None:
    with http(fake) as client:
        template = _template(client)
        found = client.post(f"/templates/{template}/restore")
        unknown = [client.post(f"/templates/{name}/restore") for name in (template + 1, "draft", "9" * 25)]
    assert (found.status_code, found.json()["data"]["id"]) == (200, template)
    assert [(answer.status_code, error_of(answer)["type"]) for answer in unknown] == [
        (404, "not_found_error")
    ] * 3


def test_a_page_operation_of_a_new_tag_lists_what_was_created_paged_as_lists_are(fake: FakeService) -> None:
    with http(fake) as client:
        empty = client.get("/notes", params={"folder": "work"}).json()["data"]
        created = client.post("/notes", json={"title": "Milk"}).json()["data"]
        first = client.get("/notes", params={"folder": "work"})
        past = client.get("/notes", params={"folder": "work", "page": 1, "pageSize": 10})
    assert empty == {"rows": [], "page": 0, "pageSize": 25, "total": 0}
    assert first.status_code == 200
    body = first.json()
    assert (body["success"], body["error"], body["message"]) == (True, None, None)
    page = body["data"]
    assert (page["page"], page["pageSize"], page["total"]) == (0, 25, 1)
    [row] = page["rows"]
    assert row == created
    # Every field of the schema: the optional one with a plausible value.
    assert (row["title"], row["kind"], row["pinned"]) == ("Milk", "text", False)
    assert past.json()["data"] == {"rows": [], "page": 1, "pageSize": 10, "total": 1}


def test_the_response_example_of_the_spec_is_the_answer(fake: FakeService) -> None:
    with http(fake) as client:
        response = client.get("/notes/5")
    assert response.status_code == 200
    assert response.json() == NOTE_EXAMPLE


def test_the_example_of_the_payload_schema_is_wrapped_in_the_style(fake: FakeService) -> None:
    with http(fake) as client:
        response = client.get("/notes/stats")  # A literal path, not /notes/{noteId}.
    assert response.json() == {"success": True, "error": None, "message": None, "data": {"count": 12}}


def test_message_data_carries_the_summary_and_the_echoed_record(fake: FakeService) -> None:
    with http(fake) as client:
        response = client.post("/notes", json={"title": "Milk", "pinned": True})
    body = response.json()
    assert set(body) == {"message", "data"}
    assert body["message"] == "The createNote operation."
    assert isinstance(body["data"].pop("id"), int)
    assert body["data"] == {"title": "Milk", "pinned": True, "kind": "text"}


def test_an_update_changes_the_record_its_path_names(fake: FakeService) -> None:
    with http(fake) as client:
        note = client.post("/notes", json={"title": "Milk"}).json()["data"]
        response = client.patch(f"/notes/{note['id']}", json={"pinned": True})
        unchanged = client.patch(f"/notes/{note['id']}")  # The body is optional here.
        unknown = client.patch(f"/notes/{note['id'] + 1}", json={"pinned": True})
        listed = client.get("/notes", params={"folder": "work"}).json()["data"]["rows"]
    assert response.json()["data"] == {"id": note["id"], "title": "Milk", "pinned": True, "kind": "text"}
    assert unchanged.json()["data"] == response.json()["data"] == listed[0]
    assert (unknown.status_code, error_of(unknown)["type"]) == (404, "not_found_error")


def test_an_echo_without_an_id_in_the_path_gets_a_new_one(fake: FakeService) -> None:
    with http(fake) as client:
        ids = [client.post("/notes", json={"title": "Milk"}).json()["data"]["id"] for _ in range(3)]
    assert len(set(ids)) == 3
    assert all(isinstance(identifier, int) and identifier > 0 for identifier in ids)


def test_data_page_is_a_page_under_data_without_the_envelope(fake: FakeService) -> None:
    fake.seed("notes", count=1)  # /notes/export lists the records of /notes (the same schema)
    with http(fake) as client:
        body = client.get("/notes/export").json()
    assert set(body) == {"data"}
    assert (body["data"]["total"], len(body["data"]["rows"])) == (1, 1)


def test_bare_answers_the_payload_itself(fake: FakeService) -> None:
    with http(fake) as client:
        response = client.post("/notes/check", json={"title": "Milk"})
    assert response.json() == {"ok": False, "title": "Milk"}


def test_empty_answers_204_without_a_body(fake: FakeService) -> None:
    [note] = fake.seed("notes", count=1)
    with http(fake) as client:
        response = client.delete(f"/notes/{note['id']}")
        again = client.delete(f"/notes/{note['id']}")
    assert (response.status_code, response.content) == (204, b"")
    assert "RateLimit-Limit" in response.headers
    assert (again.status_code, error_of(again)["type"]) == (404, "not_found_error")


async def test_an_async_client_gets_the_same_answers(fake: FakeService) -> None:
    headers = {"Authorization": f"Bearer {fake.api_key}"}
    async with httpx.AsyncClient(base_url=fake.base_url, headers=headers, timeout=10) as client:
        template = (await client.post("/templates", json={"message": "Hi"})).json()["data"]["id"]
        archived = await client.post(f"/templates/{template}/archive", json={"reason": "done"})
        stats = await client.get("/notes/stats")
    assert archived.json()["data"]["id"] == template
    assert stats.json()["data"] == {"count": 12}


def test_a_json_spec_is_served_too(tmp_path: Path) -> None:
    path = write_spec(tmp_path, extended_spec(), "spec.json")
    with FakeService(spec_path=path, rate_limits=False) as fake, http(fake) as client:
        assert fake.spec_path == path.resolve()
        assert client.get("/notes/stats").json()["data"] == {"count": 12}


# --------------------------------------------------------------- validation


@pytest.mark.parametrize(
    ("method", "path", "body", "error_type", "named"),
    [
        ("POST", "/templates/7/archive", {}, "invalid_field_error", "reason is required"),
        ("POST", "/templates/7/archive", {"reason": 5}, "invalid_field_error", "reason must be a string"),
        ("POST", "/templates/7/archive", {"reason": "x", "notify": "yes"}, "invalid_field_error", "notify"),
        ("POST", "/templates/7/archive", {"reason": "x", "extra": 1}, "invalid_field_error", "extra"),
        (
            "POST",
            "/templates/7/archive",
            {"reason": "x", "labels": list("abcd")},
            "invalid_field_error",
            "labels",
        ),
        ("POST", "/templates/7/archive", {"reason": "x" * 2001}, "invalid_field_error", "reason is too long"),
        ("POST", "/templates/7/archive", None, "bad_request_error", "needs a JSON body"),
        ("POST", "/templates/7/archive", [{"reason": "x"}], "bad_request_error", "JSON object"),
        ("POST", "/templates/seven/archive", {"reason": "x"}, "invalid_field_error", "id must be a number"),
        ("POST", "/notes", {"title": ""}, "invalid_field_error", "title must be at least 1"),
        ("GET", "/notes", None, "invalid_field_error", "folder is required"),
        ("GET", "/notes?folder=", None, "invalid_field_error", "folder is required"),
        ("GET", "/notes?folder=w&pageSize=many", None, "invalid_field_error", "pageSize"),
        ("GET", "/notes?folder=w&pageSize=0", None, "invalid_field_error", "pageSize"),
        ("GET", "/notes?folder=w&sortDirection=UP", None, "invalid_field_error", "sortDirection"),
        ("GET", "/notes/abc", None, "invalid_field_error", "noteId must be a number"),
        ("GET", "/notes/5?version=latest", None, "invalid_field_error", "version must be a whole number"),
        ("GET", "/notes/5?version=0", None, "invalid_field_error", "version must be at least 1"),
        ("PATCH", "/notes/5", {"pinned": 1}, "invalid_field_error", "pinned must be true or false"),
    ],
)
def test_invalid_requests_get_the_fakes_400(
    fake: FakeService, method: str, path: str, body: Any, error_type: str, named: str
) -> None:
    with http(fake) as client:
        response = (
            client.request(method, path, json=body) if body is not None else client.request(method, path)
        )
    assert response.status_code == 400
    error = error_of(response)
    assert error["type"] == error_type
    assert named in error["message"]
    assert "RateLimit-Limit" in response.headers


def test_the_fake_counts_them_as_it_counts_its_own_routes(fake: FakeService) -> None:
    with http(fake) as client:
        template = _template(client)
        client.post(f"/templates/{template}/archive", json={"reason": "x"})
        client.post(f"/templates/{template}/archive", json={})
    assert fake.state.route_hits[("POST", "/templates/{id}/archive")] == 2
    assert fake.state.status_counts == {200: 2, 400: 1}


def test_a_key_is_required(fake: FakeService) -> None:
    with http(fake, key="not-a-key") as client:
        response = client.get("/notes/stats")
    assert error_of(response)["type"] == "unauthorized_error"


def test_a_repeated_request_id_is_a_conflict(fake: FakeService) -> None:
    headers = {"X-Request-Id": "8a1f1c52-2b53-4f0e-9a0c-6b8c2bd0c0a1"}
    with http(fake) as client:
        first = client.post("/notes", json={"title": "a"}, headers=headers)
        second = client.post("/notes", json={"title": "a"}, headers=headers)
    assert first.status_code == 200
    assert error_of(second)["type"] == "conflict_error"


# ------------------------------------------------------------- rate limits


def test_the_operations_own_bucket_limits_it(fake: FakeService) -> None:
    with http(fake) as client:
        answers = [client.get("/notes/1") for _ in range(NOTES_LIMIT + 1)]
        other = client.get("/notes/stats")
    assert [_rate_headers(answer) for answer in answers[:NOTES_LIMIT]] == [("3", "2"), ("3", "1"), ("3", "0")]
    refused = answers[-1]
    assert error_of(refused)["type"] == "rate_limit_error"
    assert int(refused.headers["Retry-After"]) >= 1
    assert fake.state.rejections == {"notes": 1}
    assert (other.status_code, _rate_headers(other)) == (200, ("30", "29"))


def test_without_limits_no_header_is_sent(spec_path: Path) -> None:
    with FakeService(spec_path=spec_path, rate_limits=False) as fake, http(fake) as client:
        response = client.get("/notes/1")
    assert response.status_code == 200
    assert not any(name.lower().startswith(("ratelimit", "x-ratelimit")) for name in response.headers)


# ------------------------------------------------------- what stays as it was


def test_unknown_paths_and_methods_are_still_refused(fake: FakeService) -> None:
    with http(fake) as client:
        unknown = client.get("/notes/1/attachments")
        nowhere = client.get("/nothing-here")
        wrong_method = client.put("/notes", json={"title": "x"})
    assert error_of(unknown)["type"] == error_of(nowhere)["type"] == "not_found_error"
    assert error_of(wrong_method)["type"] == "method_not_allowed_error"
    assert wrong_method.headers["Allow"] == "GET, POST"


def test_the_fakes_own_routes_keep_answering_their_operations(fake: FakeService) -> None:
    with http(fake) as client:
        missing = client.get("/templates/1", params={"isMMS": "false"})
        created = client.post("/templates", json={"message": "Hi"}).json()["data"]
        read = client.get(f"/templates/{created['id']}", params={"isMMS": "false"}).json()["data"]
        keyword = client.get("/keywords/main").json()["data"]["keyword"]
    assert error_of(missing)["message"] == "template 1 not found"
    assert read == created
    assert keyword == "JOIN"


def test_by_default_the_spec_of_this_release_is_served() -> None:
    # The wheel carries the spec (textsvc/testing/openapi.yaml); an editable install reads the tree's.
    with FakeService(rate_limits=False) as fake:
        assert fake.spec_path is not None
        assert fake.spec_path.read_bytes() == (ROOT / "openapi" / "textsvc.yaml").read_bytes()


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda spec: spec["paths"]["/notes"]["get"].update({"x-rate-limit-bucket": "nobody"}), "nobody"),
        (lambda spec: spec["paths"]["/notes"]["get"].update({"x-response-style": "pages"}), "pages"),
        (lambda spec: spec["x-rate-limits"]["notes"].update({"scope": "planet"}), "planet"),
    ],
)
def test_a_spec_the_fake_cannot_serve_is_refused_at_once(tmp_path: Path, change: Any, named: str) -> None:
    spec = extended_spec()
    change(spec)
    with pytest.raises(ValueError, match=named):
        FakeService(spec_path=write_spec(tmp_path, spec))


def _first_lines(process: subprocess.Popen[str], *, within: float) -> tuple[str, str]:
    """The two lines the standalone fake prints at once; fails after ``within`` seconds if it does not."""
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], within)
    assert ready, "the standalone fake printed nothing in time"
    return process.stdout.readline().strip(), process.stdout.readline().strip()


def test_the_standalone_server_serves_a_given_spec(spec_path: Path) -> None:
    command = [sys.executable, "-m", "textsvc.testing", "--port", str(free_port()), "--spec", str(spec_path)]
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True) as process:
        try:
            url_line, key_line = _first_lines(process, within=30)
            base_url = url_line.removeprefix("TEXTSVC_BASE_URL=")
            key = key_line.removeprefix("TEXTSVC_API_KEY=")
            response = httpx.get(
                base_url + "/notes/stats", headers={"Authorization": f"Bearer {key}"}, timeout=10
            )
            assert response.json()["data"] == {"count": 12}
        finally:
            process.terminate()
            process.wait(timeout=10)


# ----------------------------------------------- array query parameters and multipleOf

INTEGERS = {"type": "array", "items": {"type": "integer"}}


def _ids(**form: Any) -> dict[str, Any]:
    return {"name": "ids", "in": "query", "required": True, "schema": {**INTEGERS, "minItems": 2}, **form}


def _query_operation(operation_id: str, *parameters: dict[str, Any], **more: Any) -> dict[str, Any]:
    answer = {"200": _json({"type": "object"})}
    return _operation(operation_id, "notes", "bare", "general", answer, parameters=list(parameters), **more)


def query_spec() -> dict[str, Any]:
    """The extended spec with array query parameters in each style, and ``multipleOf`` checks."""
    spec = extended_spec()
    spec["components"].setdefault("parameters", {})["JoinedIds"] = _ids(explode=False)
    labels = {"name": "labels", "in": "query", "schema": INTEGERS}
    price = {"name": "price", "in": "query", "schema": {"type": "number", "multipleOf": 0.01}}
    priced = {
        "type": "object",
        "properties": {
            "price": {"type": "number", "multipleOf": 0.01},
            "count": {"type": "integer", "multipleOf": 5},
        },
    }
    spec["paths"].update(
        {
            "/queries/tagged": {"get": _query_operation("listTagged", _ids(), labels)},
            # Declared on the path item, by $ref: the operation has no parameters of its own.
            "/queries/joined": {
                "parameters": [{"$ref": "#/components/parameters/JoinedIds"}],
                "get": _query_operation("listJoined"),
            },
            "/queries/piped": {"get": _query_operation("listPiped", _ids(style="pipeDelimited"))},
            "/queries/spaced": {"get": _query_operation("listSpaced", _ids(style="spaceDelimited"))},
            # The operation's own declaration (exploded) replaces the path item's.
            "/queries/overridden": {
                "parameters": [_ids(explode=False)],
                "get": _query_operation("listOverridden", _ids()),
            },
            "/queries/priced": {
                "get": _query_operation("listPriced", price),
                "post": _query_operation(
                    "createPriced", requestBody={"content": {"application/json": {"schema": priced}}}
                ),
            },
        }
    )
    return spec


@pytest.fixture(scope="module")
def query_fake(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FakeService]:
    path = write_spec(tmp_path_factory.mktemp("queries"), query_spec())
    with FakeService(spec_path=path, rate_limits=False) as service:
        yield service


@pytest.mark.parametrize(
    ("path", "query"),
    [
        ("/queries/tagged", "ids=1&ids=2"),  # OpenAPI's default for a query array: form, exploded
        ("/queries/tagged", "ids=1&labels=5&ids=2&labels=6&labels=7"),
        ("/queries/tagged", "ids=1&ids=2&labels="),  # an empty array: the name without a value
        ("/queries/joined", "ids=1,2"),
        ("/queries/piped", "ids=1%7C2"),
        ("/queries/spaced", "ids=1%202"),
        ("/queries/spaced", "ids=1+2"),
        ("/queries/overridden", "ids=1&ids=2"),
    ],
)
def test_an_array_query_parameter_is_read_as_its_style_and_explode_say(
    query_fake: FakeService, path: str, query: str
) -> None:
    with http(query_fake) as client:
        response = client.get(f"{path}?{query}")
    assert response.status_code == 200, response.text


@pytest.mark.parametrize(
    ("path", "query", "named"),
    [
        ("/queries/tagged", "ids=1", "ids must hold at least 2 items"),
        ("/queries/tagged", "ids=1,2", "ids must be a whole number"),  # exploded: one item, "1,2"
        ("/queries/tagged", "ids=1&ids=two", "ids must be a whole number"),
        ("/queries/tagged", "ids=", "ids is required"),
        ("/queries/tagged", "labels=1&labels=2", "ids is required"),
        ("/queries/tagged", "ids=1&ids=2&labels=1&labels=", "labels must be a whole number"),
        ("/queries/joined", "ids=1&ids=2", "ids must be sent once, its items separated by commas"),
        ("/queries/joined", "ids=1", "ids must hold at least 2 items"),
        ("/queries/piped", "ids=1,2", "ids must be a whole number"),
        ("/queries/piped", "ids=1%7C2&ids=3%7C4", "ids must be sent once, its items separated by pipes"),
        ("/queries/spaced", "ids=1&ids=2", "ids must be sent once, its items separated by spaces"),
        ("/queries/overridden", "ids=1,2", "ids must be a whole number"),
    ],
)
def test_an_array_query_parameter_sent_otherwise_gets_a_400_naming_it(
    query_fake: FakeService, path: str, query: str, named: str
) -> None:
    with http(query_fake) as client:
        response = client.get(f"{path}?{query}")
    assert response.status_code == 400
    error = error_of(response)
    assert error["type"] == "invalid_field_error"
    assert named in error["message"]


def test_a_repeated_scalar_query_parameter_is_read_by_its_last_value(query_fake: FakeService) -> None:
    with http(query_fake) as client:
        last_fits = client.get("/notes/5?version=0&version=2")
        last_does_not = client.get("/notes/5?version=2&version=0")
    assert last_fits.status_code == 200
    assert "version must be at least 1" in error_of(last_does_not)["message"]


def test_the_sdk_sends_array_query_parameters_the_fake_reads(query_fake: FakeService) -> None:
    with query_fake.client() as client:
        client.request("GET", "/queries/tagged", params={"ids": [1, 2], "labels": [3, 4]})


async def test_the_async_sdk_sends_array_query_parameters_the_fake_reads(query_fake: FakeService) -> None:
    async with query_fake.async_client() as client:
        await client.request("GET", "/queries/tagged", params={"ids": [1, 2], "labels": [3, 4]})


def test_an_array_query_parameter_in_a_style_the_fake_cannot_read_is_refused_at_once(tmp_path: Path) -> None:
    spec = query_spec()
    spec["paths"]["/queries/tagged"]["get"]["parameters"][0]["style"] = "deepObject"
    with pytest.raises(ValueError, match=r"GET /queries/tagged.*\(ids\).*'deepObject'"):
        FakeService(spec_path=write_spec(tmp_path, spec))


@pytest.mark.parametrize("price", ["0.07", "0.29", "19.99", "-0.07", "7", "1e2", "1.10", "0"])
def test_a_decimal_multiple_of_the_step_fits_it_exactly(query_fake: FakeService, price: str) -> None:
    with http(query_fake) as client:
        in_query = client.get(f"/queries/priced?price={price}")
        in_body = client.post("/queries/priced", json={"price": json.loads(price)})
    assert (in_query.status_code, in_body.status_code) == (200, 200), (in_query.text, in_body.text)


@pytest.mark.parametrize("price", ["0.075", "0.001", "19.995", "1e-3"])
def test_a_number_between_multiples_of_the_step_is_refused(query_fake: FakeService, price: str) -> None:
    with http(query_fake) as client:
        in_query = client.get(f"/queries/priced?price={price}")
        in_body = client.post("/queries/priced", json={"price": json.loads(price)})
    for response in (in_query, in_body):
        assert response.status_code == 400
        assert "price must be a multiple of 0.01" in error_of(response)["message"]


@pytest.mark.parametrize(
    ("count", "status"),
    # 2**62 leaves 4 over a multiple of 5; float division cannot tell (2**62 / 5 is whole as a float).
    [(10, 200), (0, 200), (-15, 200), (12, 400), (2**62, 400), (2**62 + 1, 200)],
)
def test_a_whole_multiple_of_a_whole_step_fits_it(query_fake: FakeService, count: int, status: int) -> None:
    with http(query_fake) as client:
        response = client.post("/queries/priced", json={"count": count})
    assert response.status_code == status, response.text


def test_the_fakes_own_routes_read_a_query_as_before(query_fake: FakeService) -> None:
    # groups member-count takes groupIds as one string of ids separated by commas, as the spec says.
    with query_fake.client() as client:
        assert client.groups.member_counts([1, 2]) == {1: 0, 2: 0}
    with http(query_fake) as client:
        repeated = client.get("/groups/member-count/bulk?groupIds=1&groupIds=2")
    assert repeated.json()["data"] == {"memberCounts": {"2": 0}}  # the last value, as before


async def test_the_fakes_own_routes_read_a_query_as_before_for_the_async_sdk(query_fake: FakeService) -> None:
    async with query_fake.async_client() as client:
        assert await client.groups.member_counts([1, 2]) == {1: 0, 2: 0}
