"""The fake serves operations added to the spec, after regeneration, from the generated facts alone.

Not collected by the suite: ``test_generic_operations.py`` regenerates the packages from
``tests/generic_spec.py`` into a scratch directory and runs this module in a pytest of its own with
them first on the path. Plain httpx calls the new operations (the typed methods of a regenerated
client are tested in ``tests/generated/test_new_operation.py``).
"""

from __future__ import annotations

import json
import select
import subprocess
import sys
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from textsvc.testing import FakeService, ManualClock
from textsvc.testing._operation_target import descriptor_of

from tests.fake.raw import error_of, http
from tests.generic_spec import NOTES_LIMIT

if descriptor_of("GET", "/notes") is None:  # pragma: no cover (a wrong path, not a test failure)
    raise RuntimeError("generic_cases runs on packages regenerated from tests/generic_spec.py only")


@pytest.fixture
def fake(close_later: Callable[[FakeService], None]) -> Iterator[FakeService]:
    """A fresh fake, limits on, on a clock that stands still."""
    service = FakeService(clock=ManualClock()).start()
    yield service
    close_later(service)


@pytest.fixture(scope="module")
def quiet_fake() -> Iterator[FakeService]:
    with FakeService(rate_limits=False) as service:
        yield service


def _rate_headers(response: httpx.Response) -> tuple[str, str]:
    return response.headers["RateLimit-Limit"], response.headers["X-RateLimit-Remaining"]


def _status(response: httpx.Response) -> tuple[int, str]:
    return response.status_code, error_of(response)["type"]


def _template(client: httpx.Client) -> int:
    """A template's id: the records a path names must exist."""
    identifier: int = client.post("/templates", json={"message": "Hi"}).json()["data"]["id"]
    return identifier


# ----------------------------------------------------------------- answers


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
    # The path's id, the body's fields, a plausible value for what neither gives; nothing unasked.
    assert data == {
        "id": template,
        "reason": "stale",
        "labels": ["old"],
        "archived": False,
        "notify": False,
        "archivedAt": "2026-01-01T00:00:00.000Z",
    }
    assert _rate_headers(response) == ("30", "28")
    assert _status(unknown) == (404, "not_found_error")
    assert response.headers["X-Request-ID"]


def test_an_operation_whose_path_id_is_a_string_finds_the_record_or_answers_404(fake: FakeService) -> None:
    with http(fake) as client:
        template = _template(client)
        found = client.post(f"/templates/{template}/restore")
        unknown = [client.post(f"/templates/{name}/restore") for name in (template + 1, "draft", "9" * 25)]
    assert (found.status_code, found.json()["data"]["id"]) == (200, template)
    assert [_status(answer) for answer in unknown] == [(404, "not_found_error")] * 3


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
    # Every field of the model: the optional one with a plausible value.
    assert (row["title"], row["kind"], row["pinned"]) == ("Milk", "text", False)
    assert past.json()["data"] == {"rows": [], "page": 1, "pageSize": 10, "total": 1}


def test_an_answer_of_no_collection_is_the_least_of_its_model_in_the_style(fake: FakeService) -> None:
    with http(fake) as client:
        response = client.get("/notes/stats")  # A literal path, not /notes/{noteId}.
    assert response.json() == {"success": True, "error": None, "message": None, "data": {"count": 0}}


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
        unchanged = client.patch(f"/notes/{note['id']}")  # No field is required: the body may go.
        unknown = client.patch(f"/notes/{note['id'] + 1}", json={"pinned": True})
        listed = client.get("/notes", params={"folder": "work"}).json()["data"]["rows"]
    assert response.json()["data"] == {"id": note["id"], "title": "Milk", "pinned": True, "kind": "text"}
    assert unchanged.json()["data"] == response.json()["data"] == listed[0]
    assert _status(unknown) == (404, "not_found_error")


def test_an_echo_without_an_id_in_the_path_gets_a_new_one(fake: FakeService) -> None:
    with http(fake) as client:
        ids = [client.post("/notes", json={"title": "Milk"}).json()["data"]["id"] for _ in range(3)]
    assert len(set(ids)) == 3
    assert all(isinstance(identifier, int) and identifier > 0 for identifier in ids)


def test_data_page_is_a_page_under_data_without_the_envelope(fake: FakeService) -> None:
    fake.seed("notes", count=1)  # /notes/export lists the records of /notes (the same model)
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
    assert _status(again) == (404, "not_found_error")


async def test_an_async_client_gets_the_same_answers(fake: FakeService) -> None:
    headers = {"Authorization": f"Bearer {fake.api_key}"}
    async with httpx.AsyncClient(base_url=fake.base_url, headers=headers, timeout=10) as client:
        template = (await client.post("/templates", json={"message": "Hi"})).json()["data"]["id"]
        archived = await client.post(f"/templates/{template}/archive", json={"reason": "done"})
        stats = await client.get("/notes/stats")
    assert archived.json()["data"]["id"] == template
    assert stats.json()["data"] == {"count": 0}


# ----------------------------------------------------------------- records


def test_created_records_are_read_updated_listed_and_deleted(quiet_fake: FakeService) -> None:
    with http(quiet_fake) as client:
        created = client.post("/notes", json={"title": "Milk"}).json()["data"]
        read = client.get(f"/notes/{created['id']}").json()["data"]
        updated = client.patch(f"/notes/{created['id']}", json={"title": "Eggs"}).json()["data"]
        listed = client.get("/notes", params={"folder": "f"}).json()["data"]["rows"]
        deleted = client.delete(f"/notes/{created['id']}")
        gone = client.get(f"/notes/{created['id']}")
        after = client.get("/notes?folder=").json()["data"]  # "" is a string the schema takes
    assert read == created
    assert updated == {**created, "title": "Eggs"}
    assert updated in listed
    assert deleted.status_code == 204
    assert _status(gone) == (404, "not_found_error")
    assert updated not in after["rows"]


def test_an_unknown_id_is_the_fakes_404_for_every_operation_its_path_names(quiet_fake: FakeService) -> None:
    with http(quiet_fake) as client:
        answers = [
            client.get("/notes/4100"),
            client.patch("/notes/4100", json={"pinned": True}),
            client.delete("/notes/4100"),
        ]
    assert [_status(answer) for answer in answers] == [(404, "not_found_error")] * 3


def test_any_list_is_seeded_with_every_field_of_its_records(fake: FakeService) -> None:
    seeded = fake.seed("notes", count=2)
    given = fake.seed("notes", [{"title": "Given", "kind": "list"}])
    with http(fake) as client:
        page = client.get("/notes", params={"folder": "f"}).json()["data"]
        read = client.get(f"/notes/{given[0]['id']}").json()["data"]
    assert page["total"] == 3
    assert [row["id"] for row in page["rows"]] == [record["id"] for record in [*seeded, *given]]
    # Required and optional fields alike, with plausible values: the title names its record.
    assert all(set(row) == {"id", "title", "pinned", "kind"} for row in page["rows"])
    assert page["rows"][0]["title"] == f"title {seeded[0]['id']}"
    assert (read["title"], read["kind"]) == ("Given", "list")


def test_a_seeded_record_that_does_not_fit_its_model_is_refused(fake: FakeService) -> None:
    with pytest.raises(ValueError, match=r"seeded notes record is not what the spec answers: kind"):
        fake.seed("notes", [{"kind": "poem"}])
    with pytest.raises(ValueError, match=r"seedable kinds \(.*notes.*\)"):
        fake.seed("memos", count=1)
    with http(fake) as client:
        assert client.get("/notes", params={"folder": "f"}).json()["data"]["total"] == 0


def test_a_field_the_spec_adds_is_sent_by_the_fakes_own_routes(fake: FakeService) -> None:
    with http(fake) as client:
        created = client.post("/link-tags", json={"tag": "spring"}).json()["data"]
        read = client.get(f"/link-tags/{created['id']}").json()["data"]
        hook = client.post(
            "/webhooks", json={"event": "message-send", "url": "https://hooks.example/a", "secret": "s"}
        ).json()["data"]
    assert created["clickCount"] == read["clickCount"] == 0  # LinkTag gained clickCount
    # A field the document gives only in a case is still left out otherwise: a global webhook's pools.
    assert "pools" not in hook


def test_an_update_that_answers_no_content_still_changes_its_record(quiet_fake: FakeService) -> None:
    [seeded] = quiet_fake.seed("jots", count=1)
    with http(quiet_fake) as client:
        updated = client.patch(f"/jots/{seeded['id']}", json={"title": "Eggs"})
        read = client.get(f"/jots/{seeded['id']}").json()["data"]
    assert (updated.status_code, updated.content) == (204, b"")
    assert read["title"] == "Eggs"


def test_a_record_whose_id_is_a_string_keeps_it_and_is_read_by_it(quiet_fake: FakeService) -> None:
    [seeded] = quiet_fake.seed("exports", count=1)
    with http(quiet_fake) as client:
        created = client.post("/exports", json={"state": "done"}).json()["data"]
        read = client.get(f"/exports/{created['id']}")
        listed = client.get("/exports").json()["data"]["rows"]
        deleted = client.delete(f"/exports/{created['id']}")
        gone = client.get(f"/exports/{created['id']}")
        unknown = client.get("/exports/1")
    assert isinstance(created["id"], str), created  # the model's id is a string: never a made-up number
    assert isinstance(seeded["id"], str), seeded
    assert (read.status_code, read.json()["data"]) == (200, created)
    assert [row["id"] for row in listed] == [seeded["id"], created["id"]]
    assert deleted.status_code == 204
    assert _status(gone) == _status(unknown) == (404, "not_found_error")


def test_a_nested_record_is_found_only_under_the_record_it_was_created_under(
    quiet_fake: FakeService,
) -> None:
    first, second = quiet_fake.seed("notes", count=2)
    with http(quiet_fake) as client:
        item = client.post(f"/notes/{first['id']}/items", json={"title": "Milk"}).json()["data"]
        own = client.get(f"/notes/{first['id']}/items/{item['id']}")
        listed_elsewhere = client.get(f"/notes/{second['id']}/items").json()["data"]["rows"]
        elsewhere = client.get(f"/notes/{second['id']}/items/{item['id']}")
        deleted_elsewhere = client.delete(f"/notes/{second['id']}/items/{item['id']}")
        still = client.get(f"/notes/{first['id']}/items/{item['id']}")
    assert (own.status_code, own.json()["data"]) == (200, item)
    assert listed_elsewhere == []
    assert _status(elsewhere) == _status(deleted_elsewhere) == (404, "not_found_error")
    assert still.status_code == 200


# --------------------------------------------------------------- validation


@pytest.mark.parametrize(
    ("method", "path", "body", "error_type", "named"),
    [
        ("POST", "/templates/7/archive", {}, "invalid_field_error", "reason"),
        ("POST", "/templates/7/archive", {"reason": 5}, "invalid_field_error", "reason"),
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
        ("POST", "/notes", {"title": ""}, "invalid_field_error", "title"),
        ("GET", "/notes", None, "invalid_field_error", "folder is required"),
        ("GET", "/notes?folder=w&pageSize=many", None, "invalid_field_error", "pageSize"),
        ("GET", "/notes?folder=w&pageSize=0", None, "invalid_field_error", "pageSize"),
        ("GET", "/notes?folder=w&sortDirection=UP", None, "invalid_field_error", "sortDirection"),
        ("GET", "/notes/abc", None, "invalid_field_error", "noteId must be a number"),
        ("GET", "/notes/5?version=latest", None, "invalid_field_error", "version must be a whole number"),
        ("GET", "/notes/5?version=0", None, "invalid_field_error", "version must be at least 1"),
        ("PATCH", "/notes/5", {"pinned": 1}, "invalid_field_error", "pinned"),
        ("POST", "/queries/tag", {"label": "longer"}, "invalid_field_error", "label"),
        ("POST", "/queries/tag", {"weight": 1}, "invalid_field_error", "label"),
        ("POST", "/queries/tag", {"label": "a", "weight": "1"}, "invalid_field_error", "weight"),
        ("POST", "/queries/tag", {"label": "a", "other": 1}, "invalid_field_error", "other"),
        ("POST", "/queries/tag", {"label": "a", "ids": ["x"]}, "invalid_field_error", "ids"),
        ("POST", "/queries/tag", {"label": "a", "ids": [[1]]}, "invalid_field_error", "ids"),
        ("POST", "/queries/tag", {"label": "a", "options": {}}, "invalid_field_error", "options.dry"),
        (
            "POST",
            "/queries/tag",
            {"label": "a", "options": {"dry": "no"}},
            "invalid_field_error",
            "options.dry",
        ),
        ("POST", "/queries/merged", {"n": "1"}, "invalid_field_error", "n"),
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


def test_an_inline_body_is_validated_by_the_fields_its_descriptor_gives(quiet_fake: FakeService) -> None:
    with http(quiet_fake) as client:
        response = client.post("/queries/tag", json={"label": "blue", "weight": 2})
    assert response.status_code == 200, response.text


def test_an_open_inline_body_takes_fields_it_does_not_declare(quiet_fake: FakeService) -> None:
    with http(quiet_fake) as client:
        response = client.post("/queries/merged", json={"n": 1, "other": True})
        nested = client.post("/queries/tag", json={"label": "a", "ids": [1, 2], "options": {"dry": True}})
    assert response.status_code == 200, response.text
    assert nested.status_code == 200, nested.text


def test_an_answer_the_spec_gives_inline_is_what_the_regenerated_sdk_reads(quiet_fake: FakeService) -> None:
    """No pydantic model is generated of an inline schema: the answer is made from the generated
    attrs model, its required fields given, and the typed method reads it."""
    with http(quiet_fake) as client:
        data = client.post("/queries/merged", json={"n": 1}).json()["data"]
    assert data == {"merged": 0, "into": ""}
    with quiet_fake.client() as sdk:
        answer = sdk.notes.mergeQuery(n=1)  # type: ignore[attr-defined]
    assert (answer.merged, answer.into) == (0, "")


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
        answers = [client.get("/notes", params={"folder": "f"}) for _ in range(NOTES_LIMIT + 1)]
        other = client.get("/notes/stats")
    assert [_rate_headers(answer) for answer in answers[:NOTES_LIMIT]] == [("3", "2"), ("3", "1"), ("3", "0")]
    refused = answers[-1]
    assert error_of(refused)["type"] == "rate_limit_error"
    assert int(refused.headers["Retry-After"]) >= 1
    assert fake.state.rejections == {"notes": 1}
    assert (other.status_code, _rate_headers(other)) == (200, ("30", "29"))


def test_without_limits_no_header_is_sent(quiet_fake: FakeService) -> None:
    with http(quiet_fake) as client:
        response = client.get("/notes/stats")
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


def _first_lines(process: subprocess.Popen[str], *, within: float) -> tuple[str, str]:
    """The two lines the standalone fake prints at once; fails after ``within`` seconds if it does not."""
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], within)
    assert ready, "the standalone fake printed nothing in time"
    return process.stdout.readline().strip(), process.stdout.readline().strip()


def test_the_standalone_server_serves_the_added_operations() -> None:
    command = [sys.executable, "-m", "textsvc.testing", "--port", "0", "--seed", "notes=2"]
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True) as process:
        try:
            url_line, key_line = _first_lines(process, within=30)
            base_url = url_line.removeprefix("TEXTSVC_BASE_URL=")
            key = key_line.removeprefix("TEXTSVC_API_KEY=")
            response = httpx.get(
                base_url + "/notes", params={"folder": "f"}, headers={"Authorization": f"Bearer {key}"}
            )
            assert response.json()["data"]["total"] == 2
        finally:
            process.terminate()
            process.wait(timeout=10)


# ----------------------------------------------- array query parameters and multipleOf


@pytest.mark.parametrize(
    "query",
    [
        "ids=1&ids=2",  # OpenAPI's default for a query array: form, exploded
        "ids=1&labels=5&ids=2&labels=6&labels=7",
        "ids=1&ids=2&labels=",  # an empty array: the name without a value
        "ids=1&ids=2&colors=red&colors=blue",
    ],
)
def test_an_array_query_parameter_is_read_by_every_value_of_its_name(
    quiet_fake: FakeService, query: str
) -> None:
    with http(quiet_fake) as client:
        response = client.get(f"/queries/tagged?{query}")
    assert response.status_code == 200, response.text


@pytest.mark.parametrize(
    ("query", "named"),
    [
        ("ids=1", "ids must hold at least 2 items"),
        ("ids=1,2", "ids must be a whole number"),  # exploded: one item, "1,2"
        ("ids=1&ids=two", "ids must be a whole number"),
        ("ids=", "ids is required"),
        ("labels=1&labels=2", "ids is required"),
        ("ids=1&ids=2&labels=1&labels=", "labels must be a whole number"),
        ("ids=1&ids=2&colors=green", "colors must be one of blue, red, got 'green'"),
        ("ids=1&ids=2&colors=red&colors=", "colors must be one of blue, red"),
    ],
)
def test_an_array_query_parameter_sent_otherwise_gets_a_400_naming_it(
    quiet_fake: FakeService, query: str, named: str
) -> None:
    with http(quiet_fake) as client:
        response = client.get(f"/queries/tagged?{query}")
    assert response.status_code == 400
    error = error_of(response)
    assert error["type"] == "invalid_field_error"
    assert named in error["message"]


def test_a_repeated_scalar_query_parameter_is_read_by_its_last_value(quiet_fake: FakeService) -> None:
    with http(quiet_fake) as client:
        note = client.post("/notes", json={"title": "Milk"}).json()["data"]["id"]
        last_fits = client.get(f"/notes/{note}?version=0&version=2")
        last_does_not = client.get(f"/notes/{note}?version=2&version=0")
    assert last_fits.status_code == 200
    assert "version must be at least 1" in error_of(last_does_not)["message"]


def test_the_sdk_sends_array_query_parameters_the_fake_reads(quiet_fake: FakeService) -> None:
    with quiet_fake.client() as client:
        client.request("GET", "/queries/tagged", params={"ids": [1, 2], "labels": [3, 4]})


def test_a_typed_method_takes_and_checks_an_array_query_parameter(quiet_fake: FakeService) -> None:
    """The regenerated method of an operation with array query parameters sends each item under
    the parameter's name, each checked by the items' type and enum before sending."""
    with quiet_fake.client() as client:
        tagged = client.notes.listTagged  # type: ignore[attr-defined]
        tagged(ids=(1, 2), labels=[3], colors=["red", "blue"])
        with pytest.raises(TypeError, match=r"ids\[1\] must be an int"):
            tagged(ids=[1, "2"])
        with pytest.raises(ValueError, match=r"colors\[0\] must be one of 'blue', 'red', got 'green'"):
            tagged(ids=[1, 2], colors=["green"])
        with pytest.raises(TypeError, match="ids must be an iterable of"):
            tagged(ids="12")


CODED_FITS = "code=ab&skus=ABC&skus=XYZ&words=ab&words=abc&scores=1&scores=9&weights=0&weights=0.5&weights=1"


def test_query_parameters_within_their_rules_and_their_items_rules_are_answered(
    quiet_fake: FakeService,
) -> None:
    with http(quiet_fake) as client:
        response = client.get(f"/queries/coded?{CODED_FITS}")
    assert response.status_code == 200, response.text


@pytest.mark.parametrize(
    ("query", "named"),
    [
        ("code=x", "code must be at least 2 characters long"),
        ("code=abcde", "code must be at most 4 characters long"),
        ("skus=ABC&skus=abc", "skus must be three capital letters"),
        ("words=ab&words=a", "words must be at least 2 characters long"),
        ("words=abcd", "words must be at most 3 characters long"),
        ("scores=1&scores=10", "scores must be from 1 to 9, got 10"),
        ("scores=0", "scores must be from 1 to 9, got 0"),
        ("weights=1.5", "weights must be from 0 to 1"),
        ("weights=-0.1", "weights must be from 0 to 1"),
    ],
)
def test_a_query_parameter_breaking_its_rules_or_its_items_rules_gets_a_400_naming_it(
    quiet_fake: FakeService, query: str, named: str
) -> None:
    with http(quiet_fake) as client:
        response = client.get(f"/queries/coded?{query}")
    assert response.status_code == 400
    error = error_of(response)
    assert error["type"] == "invalid_field_error"
    assert named in error["message"]


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"code": "x"}, r"code is 1 characters long; the service takes at least 2"),
        ({"skus": ["ABC", "abc"]}, r"skus\[1\] must be three capital letters"),
        ({"words": ["a"]}, r"words\[0\] is 1 characters long; the service takes at least 2"),
        ({"words": ["abcd"]}, r"words\[0\] is 4 characters long; the service takes at most 3"),
        ({"scores": [1, 10]}, r"scores\[1\] must be at most 9, got 10"),
        ({"weights": [-0.5]}, r"weights\[0\] must be at least 0, got -0.5"),
    ],
)
def test_a_typed_method_checks_a_query_parameters_rules_and_its_items_rules_before_sending(
    quiet_fake: FakeService, arguments: dict[str, Any], message: str
) -> None:
    """The rules the fake holds the query to are the SDK's too: refused with ``ValueError`` naming
    the argument (and the item's position), not sent to be answered 400."""
    with quiet_fake.client() as client:
        coded = client.notes.listCoded  # type: ignore[attr-defined]
        coded(code="ab", skus=["ABC"], words=["ab", "abc"], scores=[1, 9], weights=[0, 0.5, 1])
        with pytest.raises(ValueError, match=message):
            coded(**arguments)


def test_a_uuid_field_is_sent_from_a_uuid_as_its_canonical_text_and_read_as_a_uuid(
    quiet_fake: FakeService,
) -> None:
    reference = uuid.UUID("12345678-9ABC-4DEF-8123-456789ABCDEF")
    with quiet_fake.client() as client:
        created = client.notes.createTrace(ref=reference)  # type: ignore[attr-defined]
        read = client.notes.getTrace(created.id)  # type: ignore[attr-defined]
        listed = [row.ref for row in client.notes.listTraces()]  # type: ignore[attr-defined]
        with pytest.raises(TypeError, match=r"ref must be a uuid\.UUID"):
            client.notes.createTrace(ref=str(reference))  # type: ignore[attr-defined]
    with http(quiet_fake) as raw:
        stored = raw.get(f"/traces/{created.id}").json()["data"]["ref"]
    assert created.ref == read.ref == reference
    assert isinstance(read.ref, uuid.UUID)
    assert reference in listed
    assert stored == "12345678-9abc-4def-8123-456789abcdef"


async def test_the_async_sdk_sends_array_query_parameters_the_fake_reads(quiet_fake: FakeService) -> None:
    async with quiet_fake.async_client() as client:
        await client.request("GET", "/queries/tagged", params={"ids": [1, 2], "labels": [3, 4]})


@pytest.mark.parametrize("price", ["0.07", "0.29", "19.99", "-0.07", "7", "1e2", "1.10", "0"])
def test_a_decimal_multiple_of_the_step_fits_it_exactly(quiet_fake: FakeService, price: str) -> None:
    with http(quiet_fake) as client:
        in_query = client.get(f"/queries/priced?price={price}")
        in_body = client.post("/queries/priced", json={"price": json.loads(price)})
    assert (in_query.status_code, in_body.status_code) == (200, 200), (in_query.text, in_body.text)


@pytest.mark.parametrize("price", ["0.075", "0.001", "19.995", "1e-3"])
def test_a_number_between_multiples_of_the_step_is_refused_in_a_body(
    quiet_fake: FakeService, price: str
) -> None:
    with http(quiet_fake) as client:
        in_body = client.post("/queries/priced", json={"price": json.loads(price)})
    assert in_body.status_code == 400
    assert "price" in error_of(in_body)["message"]


def test_a_number_query_parameter_must_be_a_number(quiet_fake: FakeService) -> None:
    with http(quiet_fake) as client:
        response = client.get("/queries/priced?price=cheap")
    assert "price must be a number" in error_of(response)["message"]


@pytest.mark.parametrize(
    ("count", "status"),
    # 2**62 leaves 4 over a multiple of 5; float division cannot tell (2**62 / 5 is whole as a float).
    [(10, 200), (0, 200), (-15, 200), (12, 400), (2**62, 400), (2**62 + 1, 200)],
)
def test_a_whole_multiple_of_a_whole_step_fits_it(quiet_fake: FakeService, count: int, status: int) -> None:
    with http(quiet_fake) as client:
        response = client.post("/queries/priced", json={"count": count})
    assert response.status_code == status, response.text


def test_the_fakes_own_routes_read_a_query_as_before(quiet_fake: FakeService) -> None:
    # groups member-count takes groupIds as one string of ids separated by commas, as the spec says.
    with quiet_fake.client() as client:
        assert client.groups.member_counts([1, 2]) == {1: 0, 2: 0}
    with http(quiet_fake) as client:
        repeated = client.get("/groups/member-count/bulk?groupIds=1&groupIds=2")
    assert repeated.json()["data"] == {"memberCounts": {"2": 0}}  # the last value, as before
