"""Subscribers (upsert by number, pages, bulk create and update), group management and bulk actions,
links, and the selection of DELETE /threads/{threadId}/items."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from textsvc.testing import FakeService, ManualClock

from tests.fake.raw import error_of, http

NUMBER = "+15555550100"


@pytest.fixture
def raw(fake: FakeService) -> Iterator[httpx.Client]:
    with http(fake) as client:
        yield client


def _data(response: httpx.Response) -> Any:
    assert response.status_code == 200, response.text
    return response.json()["data"]


def _refused(response: httpx.Response, status: int = 400, kind: str = "invalid_field_error") -> str:
    body = error_of(response)
    assert (response.status_code, body["type"]) == (status, kind), body
    message: str = body["message"]
    return message


# ----------------------------------------------------------------- subscribers


def test_adding_an_existing_number_updates_and_returns_that_subscriber(raw: httpx.Client) -> None:
    first = _data(raw.post("/subscribers", json={"number": NUMBER, "firstName": "Ada", "tags": ["vip"]}))
    assert first == {"id": first["id"], "number": NUMBER, "firstName": "Ada", "tags": ["vip"]}
    again = _data(raw.post("/subscribers", json={"number": NUMBER, "firstName": "Grace", "id": 999}))
    assert again == {"id": first["id"], "number": NUMBER, "firstName": "Grace", "tags": ["vip"]}
    assert _data(raw.get("/subscribers"))["total"] == 1


def test_a_subscriber_number_must_be_a_phone_number(raw: httpx.Client) -> None:
    # The spec's pattern, in both modes: 7 to 15 digits, formatting allowed (x-inferred-reasons phone).
    assert "number" in _refused(raw.post("/subscribers", json={"number": "555-01"}))
    _refused(raw.post("/subscribers", json={"firstName": "Ada"}))


def test_subscribers_are_listed_in_pages_sorted_and_searched(fake: FakeService, raw: httpx.Client) -> None:
    for number, name in enumerate(["Cleo", "ada", "Bea", "Adam"], start=1):
        raw.post("/subscribers", json={"number": f"+1555555010{number}", "name": name})
    page = _data(raw.get("/subscribers", params={"pageSize": 3, "sortBy": "name", "sortDirection": "DESC"}))
    assert [row["name"] for row in page["rows"]] == ["ada", "Cleo", "Bea"]
    assert (page["page"], page["pageSize"], page["total"]) == (0, 3, 4)
    last = _data(
        raw.get("/subscribers", params={"page": 1, "pageSize": 3, "sortBy": "name", "sortDirection": "DESC"})
    )
    assert [row["name"] for row in last["rows"]] == ["Adam"]
    found = _data(raw.get("/subscribers", params={"query": "ada"}))
    assert sorted(row["name"] for row in found["rows"]) == ["Adam", "ada"]
    _refused(raw.get("/subscribers", params={"sortBy": "shoeSize"}))
    _refused(raw.get("/subscribers", params={"pageSize": 1001}))


def test_the_subscriber_list_limit_is_15_per_15_seconds() -> None:
    clock = ManualClock()
    with FakeService(clock=clock) as fake, http(fake) as raw:
        answers = [raw.get("/subscribers") for _ in range(16)]
        assert [answer.status_code for answer in answers] == [200] * 15 + [429]
        assert answers[0].headers["X-RateLimit-Limit"] == "15"
        assert raw.post("/subscribers", json={"number": NUMBER}).status_code == 200  # general window
        clock.advance(15)
        assert raw.get("/subscribers").status_code == 200
        assert fake.state.rejections["subscribers"] == 1


def test_bulk_create_adds_or_updates_by_number(raw: httpx.Client) -> None:
    existing = _data(raw.post("/subscribers", json={"number": NUMBER, "name": "Old"}))
    records = [{"number": NUMBER, "name": "New"}, {"number": "+15555550101", "city": "Oslo"}]
    answer = _data(raw.post("/subscribers/bulk", json={"subscribers": records}))
    assert answer["subscriberIds"][0] == existing["id"]
    rows = {row["number"]: row for row in _data(raw.get("/subscribers"))["rows"]}
    assert rows[NUMBER]["name"] == "New"
    assert rows["+15555550101"]["city"] == "Oslo"


def test_bulk_create_takes_1000_records_and_refuses_1001(raw: httpx.Client) -> None:
    records = [{"number": f"+1555{number:07d}"} for number in range(1001)]
    assert "1000" in _refused(raw.post("/subscribers/bulk", json={"subscribers": records}))
    assert _data(raw.get("/subscribers"))["total"] == 0
    assert (
        len(_data(raw.post("/subscribers/bulk", json={"subscribers": records[:1000]}))["subscriberIds"])
        == 1000
    )


def test_bulk_create_is_refused_whole_for_one_bad_number(raw: httpx.Client) -> None:
    records = [{"number": NUMBER}, {"number": "0100"}]
    assert "subscribers.1.number" in _refused(raw.post("/subscribers/bulk", json={"subscribers": records}))
    assert _data(raw.get("/subscribers"))["total"] == 0


def test_bulk_update_changes_the_named_subscribers(fake: FakeService, raw: httpx.Client) -> None:
    fake.seed("subscribers", count=3)
    records = [{"id": 1, "name": "One"}, {"id": 3, "number": "+15555550199"}]
    assert _data(raw.patch("/subscribers/bulk", json={"subscribers": records})) == {"subscriberIds": [1, 3]}
    rows = {row["id"]: row for row in _data(raw.get("/subscribers"))["rows"]}
    assert rows[1]["name"] == "One"
    assert rows[3]["number"] == "+15555550199"


def test_bulk_update_of_an_unknown_id_is_404_and_changes_nothing(
    fake: FakeService, raw: httpx.Client
) -> None:
    fake.seed("subscribers", count=1)
    records = [{"id": 1, "name": "One"}, {"id": 2, "name": "Two"}]
    assert "subscriber 2" in _refused(
        raw.patch("/subscribers/bulk", json={"subscribers": records}), 404, "not_found_error"
    )
    assert "name" not in _data(raw.get("/subscribers"))["rows"][0]


def test_bulk_update_cannot_give_one_subscriber_the_number_of_another(
    fake: FakeService, raw: httpx.Client
) -> None:
    [first, second] = fake.seed("subscribers", count=2)
    taken = {"subscribers": [{"id": second["id"], "number": first["number"]}]}
    assert "number of subscriber" in _refused(raw.patch("/subscribers/bulk", json=taken))
    swapped = {
        "subscribers": [
            {"id": first["id"], "number": "+15555550177"},
            {"id": second["id"], "number": first["number"]},
        ]
    }
    assert _data(raw.patch("/subscribers/bulk", json=swapped)) == {
        "subscriberIds": [first["id"], second["id"]]
    }


def test_bulk_update_takes_1000_records_and_refuses_1001(fake: FakeService, raw: httpx.Client) -> None:
    fake.seed("subscribers", count=1000)
    records = [{"id": number, "name": "x"} for number in range(1, 1002)]
    assert "1000" in _refused(raw.patch("/subscribers/bulk", json={"subscribers": records}))
    assert (
        len(_data(raw.patch("/subscribers/bulk", json={"subscribers": records[:1000]}))["subscriberIds"])
        == 1000
    )


# ---------------------------------------------------------------------- groups


def test_groups_are_created_read_listed_updated_and_deleted(raw: httpx.Client) -> None:
    group = _data(raw.post("/groups", json={"name": "VIP", "color": "gold"}))
    assert group == {"id": group["id"], "name": "VIP", "color": "gold"}
    assert _data(raw.get(f"/groups/{group['id']}")) == group
    assert _data(raw.patch(f"/groups/{group['id']}", json={"name": "VIPs"}))["name"] == "VIPs"
    raw.post("/groups", json={"name": "All"})
    page = _data(raw.get("/groups", params={"sortBy": "name"}))
    assert [row["name"] for row in page["rows"]] == ["All", "VIPs"]
    assert _data(raw.delete(f"/groups/{group['id']}")) is None
    _refused(raw.get(f"/groups/{group['id']}"), 404, "not_found_error")
    _refused(raw.patch("/groups/99", json={"name": "x"}), 404, "not_found_error")


def test_group_bulk_actions_need_the_group_and_its_subscribers(fake: FakeService, raw: httpx.Client) -> None:
    fake.seed("subscribers", count=2)
    group = _data(raw.post("/groups", json={"name": "VIP"}))
    add = f"/groups/{group['id']}/subscribers/bulk-create"
    _refused(
        raw.post("/groups/99/subscribers/bulk-create", json={"subscriberIds": [1]}), 404, "not_found_error"
    )
    assert "subscriber 3" in _refused(raw.post(add, json={"subscriberIds": [1, 3]}), 404, "not_found_error")
    assert fake.members(group["id"]) == []
    _data(raw.post(add, json={"subscriberIds": [2, 1]}))
    assert fake.members(group["id"]) == [2, 1]
    remove = f"/groups/{group['id']}/subscribers/bulk-delete"
    _refused(raw.post(remove, json={"subscriberIds": [7]}), 404, "not_found_error")
    _data(raw.post(remove, json={"subscriberIds": [2]}))
    assert _data(raw.get("/groups/member-count/bulk", params={"groupIds": f"{group['id']},99"})) == {
        "memberCounts": {str(group["id"]): 1, "99": 0}
    }


def test_deleting_a_group_forgets_its_members(fake: FakeService, raw: httpx.Client) -> None:
    fake.seed("subscribers", count=1)
    group = _data(raw.post("/groups", json={"name": "VIP"}))
    raw.post(f"/groups/{group['id']}/subscribers/bulk-create", json={"subscriberIds": [1]})
    raw.delete(f"/groups/{group['id']}")
    assert fake.members(group["id"]) == []


def test_a_drip_campaign_starts_only_for_a_group_that_exists(raw: httpx.Client) -> None:
    campaign = _data(raw.post("/drip-campaigns", json={"name": "Welcome"}))
    start = f"/drip-campaigns/{campaign['id']}/start"
    _refused(raw.post(start, json={"groupId": 5}), 404, "not_found_error")
    group = _data(raw.post("/groups", json={"name": "New"}))
    assert _data(raw.post(start, json={"groupId": group["id"]})) is None


# ----------------------------------------------------------------------- links


def test_links_are_created_read_and_listed(raw: httpx.Client) -> None:
    link = _data(raw.post("/links", json={"url": "https://shop.example", "title": "Shop"}))
    assert link == {"id": link["id"], "url": "https://shop.example", "title": "Shop"}
    assert _data(raw.get(f"/links/{link['id']}")) == link
    assert _data(raw.get("/links"))["rows"] == [link]
    _refused(raw.get("/links/99"), 404, "not_found_error")
    _refused(raw.post("/links", json={"title": "no url"}))


def test_links_with_the_sdk(fake: FakeService) -> None:
    with fake.client() as client:
        link = client.request("POST", "/links", json={"url": "https://shop.example"})
        assert client.request("GET", f"/links/{link['id']}") == link


# -------------------------------------------------------------- thread items


def _thread_with_items(fake: FakeService, count: int) -> int:
    [thread] = fake.seed("threads", count=1)
    for number in range(count):
        fake.add_thread_item(thread["id"], f"item {number}")
    return int(thread["id"])


def _item_ids(raw: httpx.Client, thread_id: int) -> list[int]:
    params = {"page": "0", "pageSize": "100", "getScheduled": "true"}
    return [item["id"] for item in _data(raw.get(f"/threads/{thread_id}/items", params=params))["items"]]


def test_thread_items_are_deleted_by_id(fake: FakeService, raw: httpx.Client) -> None:
    thread_id = _thread_with_items(fake, 4)
    assert _data(raw.delete(f"/threads/{thread_id}/items", params={"itemIds": "1,3"})) is None
    assert _item_ids(raw, thread_id) == [2, 4]


def test_every_thread_item_is_deleted_with_all_true(fake: FakeService, raw: httpx.Client) -> None:
    thread_id = _thread_with_items(fake, 3)
    _data(raw.delete(f"/threads/{thread_id}/items", params={"all": "true"}))
    assert _item_ids(raw, thread_id) == []


@pytest.mark.parametrize(
    "params",
    [
        {},
        {"all": "false"},
        {"all": "true", "itemIds": "1"},
        {"all": "yes"},
        {"itemIds": ""},
        {"itemIds": "1,,2"},
        {"itemIds": "-1"},
    ],
)
def test_a_thread_item_delete_must_say_which_items(
    fake: FakeService, raw: httpx.Client, params: dict[str, str]
) -> None:
    thread_id = _thread_with_items(fake, 2)
    _refused(raw.delete(f"/threads/{thread_id}/items", params=params))
    assert _item_ids(raw, thread_id) == [1, 2]


def test_deleting_an_unknown_thread_item_is_404(fake: FakeService, raw: httpx.Client) -> None:
    thread_id = _thread_with_items(fake, 2)
    _refused(raw.delete(f"/threads/{thread_id}/items", params={"itemIds": "1,9"}), 404, "not_found_error")
    assert _item_ids(raw, thread_id) == [1, 2]
