"""The fake keeps the records of the operations it answers from the spec, as it keeps its own.

The copy of the spec of ``test_generic_operations`` (a ``notes`` group the fake has no route for),
without the example of ``GET /notes/{noteId}`` so that reads come from the records; and a copy
where ``LinkTag`` gains an optional field, answered by the fake's own link tag routes.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from textsvc.testing import FakeService

from tests.fake.raw import error_of, http
from tests.fake.test_generic_operations import SPEC, extended_spec, write_spec


def _status(response: Any) -> tuple[int, str]:
    return response.status_code, error_of(response)["type"]


@pytest.fixture
def fake(tmp_path: Path) -> Iterator[FakeService]:
    spec = extended_spec()
    del spec["paths"]["/notes/{noteId}"]["get"]["responses"]["200"]["content"]["application/json"]["example"]
    with FakeService(spec_path=write_spec(tmp_path, spec), rate_limits=False) as service:
        yield service


def test_created_records_are_read_updated_listed_and_deleted(fake: FakeService) -> None:
    with http(fake) as client:
        created = client.post("/notes", json={"title": "Milk"}).json()["data"]
        read = client.get(f"/notes/{created['id']}").json()["data"]
        updated = client.patch(f"/notes/{created['id']}", json={"title": "Eggs"}).json()["data"]
        listed = client.get("/notes", params={"folder": "f"}).json()["data"]["rows"]
        deleted = client.delete(f"/notes/{created['id']}")
        gone = client.get(f"/notes/{created['id']}")
        after = client.get("/notes", params={"folder": "f"}).json()["data"]
    assert read == created
    assert updated == {**created, "title": "Eggs"}
    assert listed == [updated]
    assert deleted.status_code == 204
    assert _status(gone) == (404, "not_found_error")
    assert after["total"] == 0


def test_an_unknown_id_is_the_fakes_404_for_every_operation_its_path_names(fake: FakeService) -> None:
    with http(fake) as client:
        answers = [
            client.get("/notes/41"),
            client.patch("/notes/41", json={"pinned": True}),
            client.delete("/notes/41"),
        ]
    assert [_status(answer) for answer in answers] == [(404, "not_found_error")] * 3


def test_any_list_of_the_spec_is_seeded_with_every_field_of_its_records(fake: FakeService) -> None:
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


def test_a_seeded_record_that_does_not_fit_the_spec_is_refused(fake: FakeService) -> None:
    with pytest.raises(ValueError, match=r"seeded notes record is not what the spec answers: kind"):
        fake.seed("notes", [{"kind": "poem"}])
    with pytest.raises(ValueError, match=r"seedable kinds \(.*notes.*\)"):
        fake.seed("memos", count=1)
    with http(fake) as client:
        assert client.get("/notes", params={"folder": "f"}).json()["data"]["total"] == 0


def test_a_field_the_spec_adds_is_sent_by_the_fakes_own_routes(tmp_path: Path) -> None:
    spec = copy.deepcopy(SPEC)
    spec["components"]["schemas"]["LinkTag"]["properties"]["clickCount"] = {"type": "integer"}
    with FakeService(spec_path=write_spec(tmp_path, spec)) as service, http(service) as client:
        created = client.post("/link-tags", json={"tag": "spring"}).json()["data"]
        read = client.get(f"/link-tags/{created['id']}").json()["data"]
        hook = client.post(
            "/webhooks", json={"event": "message-send", "url": "https://hooks.example/a", "secret": "s"}
        ).json()["data"]
    assert created["clickCount"] == read["clickCount"] == 0
    # A field the document gives only in a case is still left out otherwise: a global webhook's pools.
    assert "pools" not in hook


def test_an_update_that_answers_no_content_still_changes_its_record(tmp_path: Path) -> None:
    spec = extended_spec()
    note = spec["paths"]["/notes/{noteId}"]
    del note["get"]["responses"]["200"]["content"]["application/json"]["example"]
    note["patch"]["x-response-style"] = "empty"
    del note["patch"]["responses"]["200"]
    note["patch"]["responses"]["204"] = {"description": "No content."}
    with (
        FakeService(spec_path=write_spec(tmp_path, spec), rate_limits=False) as service,
        http(service) as client,
    ):
        [seeded] = service.seed("notes", count=1)
        updated = client.patch(f"/notes/{seeded['id']}", json={"title": "Eggs"})
        read = client.get(f"/notes/{seeded['id']}").json()["data"]
    assert (updated.status_code, updated.content) == (204, b"")
    assert read["title"] == "Eggs"
