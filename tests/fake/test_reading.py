"""Pagination exactly as the document says, and the analytics clamp."""

from __future__ import annotations

import pytest
from textsvc.testing import FakeService

from tests.fake.raw import error_of, http


@pytest.fixture
def fifty(fake: FakeService) -> FakeService:
    fake.seed("campaigns", [{"name": f"c{number:02d}", "deliveredCount": number % 7} for number in range(50)])
    return fake


def test_default_page_is_the_first_25(fifty: FakeService) -> None:
    with http(fifty) as client:
        data = client.get("/campaigns").json()["data"]
    assert (data["page"], data["pageSize"], data["total"], len(data["rows"])) == (0, 25, 50, 25)
    assert data["rows"][0]["name"] == "c00"


def test_pages_are_zero_indexed_and_total_counts_all(fifty: FakeService) -> None:
    with http(fifty) as client:
        last = client.get("/campaigns", params={"page": 2, "pageSize": 20}).json()["data"]
        past = client.get("/campaigns", params={"page": 3, "pageSize": 20}).json()["data"]
    assert [row["name"] for row in last["rows"]] == [f"c{number}" for number in range(40, 50)]
    assert (past["rows"], past["total"]) == ([], 50)


@pytest.mark.parametrize("size", [0, 1001, -1, "x"])
def test_page_size_out_of_range_answers_400(fifty: FakeService, size: object) -> None:
    with http(fifty) as client:
        assert error_of(client.get("/campaigns", params={"pageSize": size}))["type"] == "invalid_field_error"


def test_page_size_1000_is_allowed(fifty: FakeService) -> None:
    with http(fifty) as client:
        assert len(client.get("/campaigns", params={"pageSize": 1000}).json()["data"]["rows"]) == 50


def test_sorting_applies_before_paging(fifty: FakeService) -> None:
    with http(fifty) as client:
        first = client.get("/campaigns", params={"sortBy": "name", "sortDirection": "DESC", "pageSize": 3})
    assert [row["name"] for row in first.json()["data"]["rows"]] == ["c49", "c48", "c47"]


def test_unknown_sort_field_or_direction_answers_400(fifty: FakeService) -> None:
    with http(fifty) as client:
        assert (
            error_of(client.get("/campaigns", params={"sortBy": "colour"}))["type"] == "invalid_field_error"
        )
        assert (
            error_of(client.get("/campaigns", params={"sortDirection": "UP"}))["type"]
            == "invalid_field_error"
        )


def test_query_is_free_text_search_and_total_counts_matches(fifty: FakeService) -> None:
    with http(fifty) as client:
        data = client.get("/campaigns", params={"query": "C1", "pageSize": 3}).json()["data"]
    assert data["total"] == 10
    assert [row["name"] for row in data["rows"]] == ["c10", "c11", "c12"]


def test_analytics_answers_for_24_hours_after_start_only(fake: FakeService) -> None:
    fake.seed(
        "deliveries",
        [
            {"date": "2026-02-01T10:00:00Z"},
            {"date": "2026-02-02T09:59:00Z"},
            {"date": "2026-02-02T10:00:00Z"},
            {"date": "2026-02-03T08:00:00Z"},
        ],
    )
    with http(fake) as client:
        data = client.get(
            "/analytics/delivery",
            params={"startDate": "2026-02-01T10:00:00Z", "endDate": "2026-02-05T00:00:00Z"},
        ).json()["data"]
    assert data["totalMessages"] == 2


NOT_THE_SERVICES_DATE_TIMES = [
    "2026-02-01",
    "2026-02-01T10:00:00",
    "2026-02-01 10:00:00Z",
    "20260201T100000Z",
    "2026-02-01T10:00:00Z\n",
]
DATE_PARAMETERS = [
    ("/analytics/delivery", {"endDate": "2026-02-02T00:00:00Z"}, "startDate"),
    ("/analytics/delivery", {"startDate": "2026-02-01T00:00:00Z"}, "endDate"),
    ("/deliveries", {}, "filters[startDate]"),
    ("/campaigns/1/analytics", {"endDate": "2026-02-02T00:00:00Z", "interval": "days"}, "startDate"),
]


@pytest.mark.parametrize("form", NOT_THE_SERVICES_DATE_TIMES)
def test_a_date_time_the_spec_does_not_take_answers_400(fake: FakeService, form: str) -> None:
    """The spec's ``IsoDateTime`` pattern, checked on receipt in the query and in a body."""
    fake.seed("campaigns", [{"id": 1, "name": "Spring"}])
    with http(fake) as client:
        for path, others, name in DATE_PARAMETERS:
            response = client.get(path, params={**others, name: form})
            assert response.status_code == 400, (path, name)
            error = error_of(response)
            assert error["type"] == "invalid_field_error"
            assert error["message"].startswith(f"{name} must be an ISO 8601 date-time with a 'T' and a zone")
        response = client.post("/drip-campaigns", json={"name": "Onboarding", "endDate": form})
        assert response.status_code == 400
        assert error_of(response)["type"] == "invalid_field_error"
        assert "endDate" in error_of(response)["message"]


def test_seeding_refuses_records_that_would_break_clients(fake: FakeService) -> None:
    with pytest.raises(ValueError, match="deliveries"):
        fake.seed("deliveries", [{"status": 5}])
    with pytest.raises(ValueError, match="seedable"):
        fake.seed("templates", count=1)


def test_a_required_string_query_parameter_sent_empty_is_a_value_not_missing(fake: FakeService) -> None:
    """``isMMS`` is a required string without ``minLength``: ``isMMS=`` is a value the schema takes
    (Schemathesis sends it), so only the record decides; leaving it out is what is refused."""
    with http(fake) as client:
        created = client.post("/templates", json={"message": "Hi"}).json()["data"]
        empty = client.get(f"/templates/{created['id']}?isMMS=")
        missing = client.get(f"/templates/{created['id']}")
    assert empty.status_code == 200, empty.text
    assert (error_of(missing)["type"], error_of(missing)["message"]) == (
        "invalid_field_error",
        "isMMS is required",
    )
