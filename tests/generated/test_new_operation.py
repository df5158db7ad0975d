"""An operation added to the spec becomes a typed method of both clients by regeneration alone.

A copy of the spec gets one operation in an existing group (``templates.archive``) and a new group
(``notes``: a list and a read); the client is regenerated from it into a scratch directory, which a
subprocess puts first on its path. There, with no overlay code changed, both operations are methods
of ``Client`` and ``AsyncClient`` (with ``with_raw_response``, the spec's summary as docstring, a
pager for the list, and type hints) and are called against the fake, which serves them from the
regenerated packages.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

from tests.spec_document import load_spec

from .test_regeneration import ROOT, _load_script

pytestmark = pytest.mark.regeneration  # nox runs these once, in check_generated

ERRORS = {
    code: {"$ref": f"#/components/responses/{name}"}
    for code, name in (("400", "BadRequest"), ("401", "Unauthorized"), ("429", "TooManyRequests"))
}


def _operation(operation_id: str, sdk_method: str, style: str, summary: str, **extra: Any) -> dict[str, Any]:
    return {
        "tags": [sdk_method.split(".")[0].replace("_", "-")],
        "operationId": operation_id,
        "x-response-style": style,
        "x-sdk-method": sdk_method,
        "x-retry": "idempotent",
        "x-rate-limit-bucket": "general",
        "summary": summary,
        **extra,
    }


def _json(schema: dict[str, Any]) -> dict[str, Any]:
    return {"content": {"application/json": {"schema": schema}}}


def spec_with_new_operations() -> dict[str, Any]:
    spec: dict[str, Any] = load_spec()
    spec = copy.deepcopy(spec)
    schemas = spec["components"]["schemas"]
    schemas["ArchiveInput"] = {
        "type": "object",
        "additionalProperties": False,
        "required": ["reason"],
        "properties": {"reason": {"type": "string"}},
    }
    schemas["Note"] = {
        "type": "object",
        "required": ["id", "text"],
        "properties": {"id": {"type": "integer"}, "text": {"type": "string"}},
        "example": {"id": 5, "text": "call back on Monday"},
    }
    schemas["NoteEnvelope"] = {
        "type": "object",
        "required": ["success", "data"],
        "properties": {"success": {"type": "boolean"}, "data": {"$ref": "#/components/schemas/Note"}},
    }
    schemas["NotePage"] = {
        "type": "object",
        "required": ["rows", "page", "pageSize", "total"],
        "properties": {
            "rows": {"type": "array", "items": {"$ref": "#/components/schemas/Note"}},
            "page": {"type": "integer"},
            "pageSize": {"type": "integer"},
            "total": {"type": "integer"},
        },
    }
    schemas["NotePageEnvelope"] = {
        "type": "object",
        "required": ["success", "data"],
        "properties": {"success": {"type": "boolean"}, "data": {"$ref": "#/components/schemas/NotePage"}},
    }
    spec["paths"]["/templates/{id}/archive"] = {
        "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
        "post": _operation(
            "archiveTemplate",
            "templates.archive",
            "envelope",
            "Archive a template.",
            requestBody={"required": True, **_json({"$ref": "#/components/schemas/ArchiveInput"})},
            responses={
                "200": {
                    "description": "Archived.",
                    **_json({"$ref": "#/components/schemas/TemplateEnvelope"}),
                },
                **ERRORS,
            },
        ),
    }
    page_parameters = [{"$ref": f"#/components/parameters/{name}"} for name in ("Page", "PageSize")]
    spec["paths"]["/notes"] = {
        "get": _operation(
            "listNotes",
            "notes.list",
            "page",
            "List notes, one page at a time.",
            parameters=page_parameters,
            responses={
                "200": {"description": "A page.", **_json({"$ref": "#/components/schemas/NotePageEnvelope"})},
                **ERRORS,
            },
        )
    }
    spec["paths"]["/notes/{noteId}"] = {
        "get": _operation(
            "getNote",
            "notes.get",
            "envelope",
            "Read one note.",
            parameters=[{"name": "noteId", "in": "path", "required": True, "schema": {"type": "integer"}}],
            responses={
                "200": {"description": "The note.", **_json({"$ref": "#/components/schemas/NoteEnvelope"})},
                **ERRORS,
            },
        )
    }
    spec["tags"] = [*spec.get("tags", []), {"name": "notes", "description": "Notes."}]
    return spec


# Runs in the subprocess, with the regenerated packages first on the path.
CALLS = r"""
import asyncio, json, sys, typing
import textsvc
from textsvc.testing import FakeService

spec_path = sys.argv[1]
seen = {}
with FakeService() as fake:  # serves the regenerated operations
    fake.seed("notes", [{"id": 5, "text": "call back on Monday"}])  # a collection of its own
    with fake.client() as client:
        template = client.templates.create(message="hi", name="old")
        archived = client.templates.archive(template.id, reason="unused")
        seen["archived_type"] = type(archived).__name__
        note = client.notes.get(5)
        seen["note"] = [type(note).__name__, note.id, note.text]
        seen["listed"] = [type(row).__name__ for row in client.notes.list(page_size=10)]
        raw = client.notes.with_raw_response.get(5)
        seen["raw"] = [raw.status_code, type(raw.parse()).__name__]
        seen["doc"] = type(client.notes).get.__doc__
        seen["archive_doc"] = type(client.templates).archive.__doc__
        hints = typing.get_type_hints(type(client.notes).get)
        seen["hints"] = {name: str(hint) for name, hint in hints.items()}
        try:
            client.notes.get("5")
        except TypeError as error:
            seen["refused"] = str(error)

    async def run_async():
        async with fake.async_client() as client:
            note = await client.notes.get(5)
            rows = [row async for row in client.notes.list()]
            archived = await client.templates.archive("1", reason="unused")
            raw = await client.templates.with_raw_response.archive("1", reason="again")
            return [type(note).__name__, len(rows) >= 1, type(archived).__name__, raw.status_code]

    seen["async"] = asyncio.run(run_async())

# Its docs reference page, made as `nox -s docs` makes it (an mkdocs hook reading the spec).
import importlib.util, pathlib
loader = importlib.util.spec_from_file_location("docs_reference", sys.argv[2])
docs_reference = sys.modules["docs_reference"] = importlib.util.module_from_spec(loader)
loader.loader.exec_module(docs_reference)
docs_reference.SPEC = pathlib.Path(spec_path)
pages = docs_reference.pages()
seen["docs"] = [name for name in pages if "notes" in name]
seen["docs_page"] = pages.get("reference/resources/notes.md", "")
seen["docs_index"] = pages["reference/resources/index.md"]
print(json.dumps(seen))
"""


@pytest.fixture(scope="module")
def regenerate() -> ModuleType:
    return _load_script()


def test_an_operation_added_to_the_spec_is_a_method_of_both_clients(
    regenerate: ModuleType, tmp_path: Path
) -> None:
    spec_path = tmp_path / "textsvc.yaml"
    spec_path.write_text(yaml.safe_dump(spec_with_new_operations(), sort_keys=False), encoding="utf-8")
    packages = tmp_path / "packages"
    packages.mkdir()
    regenerate.generate_into(packages, spec_path)

    environment = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(packages), os.environ.get("PYTHONPATH", "")]),
    }
    completed = subprocess.run(
        [sys.executable, "-c", CALLS, str(spec_path), str(ROOT / "scripts" / "docs_reference.py")],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr[-3000:]
    seen = json.loads(completed.stdout.strip().splitlines()[-1])
    assert seen["archived_type"] == "Template"
    assert seen["note"] == ["Note", 5, "call back on Monday"]  # the record seeded, decoded
    assert seen["listed"] and set(seen["listed"]) == {"Note"}
    assert seen["raw"] == [200, "Note"]
    assert seen["doc"] == "Read one note."
    assert seen["archive_doc"] == "Archive a template."
    assert seen["hints"]["note_id"] == "<class 'int'>"
    assert "Note" in seen["hints"]["return"]
    assert "note_id must be an int" in seen["refused"]
    assert seen["async"] == ["Note", True, "Template", 200]
    # ... and its reference page, listed in the index, with no page written by hand.
    assert seen["docs"] == ["reference/resources/notes.md"]
    assert "notes.get" in seen["docs_page"]
    assert "notes.list" in seen["docs_page"]
    assert "notes.md" in seen["docs_index"]
