"""Every route, known or not, answers a malformed body or query with the document's 400 error body:
never a 5xx, never a dropped connection.

The matrices of routes by malformed bodies and queries run in full once per CI run, in
``nox -s fuzz`` (``TEXTSVC_EXHAUSTIVE=1``: about 1,900 requests); elsewhere, on one route of each
method and kind (with or without a body model) and every unknown one.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator

import httpx
import pytest
from textsvc.testing import MAX_BODY_BYTES, MAX_BODY_DEPTH, FakeService

from tests.fake.raw import error_of


def _routing_table() -> list[tuple[str, str, bool]]:
    """(method, path, takes a body) of every route the fake serves, from its own routing table.

    Path parameters become 1: whether that record exists does not matter, the body is read first.
    """
    service = FakeService()
    try:
        return [
            (route.method, "/v3" + re.sub(r"\{\w+\}", "1", route.template), route.body_model is not None)
            for route in service.app.routes
        ]
    finally:
        service.close()


def _one_of_each_kind(table: list[tuple[str, str, bool]]) -> list[tuple[str, str, bool]]:
    """The first route of each method and kind (with a body model or without)."""
    return list(
        {
            (method, takes_body): (method, path, takes_body) for method, path, takes_body in reversed(table)
        }.values()
    )


ROUTING_TABLE = _routing_table()
EXHAUSTIVE = os.environ.get("TEXTSVC_EXHAUSTIVE") == "1"
CHECKED = ROUTING_TABLE if EXHAUSTIVE else _one_of_each_kind(ROUTING_TABLE)
ROUTES = [(method, path) for method, path, _ in CHECKED]
ROUTES_WITH_BODIES = [(method, path) for method, path, takes_body in CHECKED if takes_body]
UNKNOWN_ROUTES = [
    ("POST", "/v3/no-such-thing"),
    ("GET", "/v3/templates/1/no-such-thing"),
    ("PUT", "/v3/templates"),  # a known path, a method it does not allow
    ("POST", "/elsewhere"),  # outside the base path
]

BAD_BODIES = {
    "truncated JSON": (b'{"message": ', "not valid JSON"),
    "invalid UTF-8": (b'{"message": "\xff\xfe"}', "not valid UTF-8"),
    "byte order mark": (b"\xef\xbb\xbf{}", "not valid JSON"),
    "two documents": (b"{} {}", "not valid JSON"),
    "100,000 open brackets": (b"[" * 100_000, "deeper than"),
    "100,000 nested objects": (b'{"a":' * 100_000, "deeper than"),
    "balanced but too deep": (b"[" * (MAX_BODY_DEPTH + 1) + b"]" * (MAX_BODY_DEPTH + 1), "deeper than"),
    "NaN": (b'{"message": NaN}', "NaN"),
    "Infinity": (b'{"message": Infinity}', "Infinity"),
    "-Infinity": (b'{"message": -Infinity}', "-Infinity"),
    "float overflow": (b'{"message": 1e400}', "out of range"),
    "integer beyond 64 bits": (b'{"message": 9223372036854775808}', "out of range"),
    "400-digit integer": (b'{"message": ' + b"9" * 400 + b"}", "out of range"),
    "duplicate keys": (b'{"message": "a", "message": "b"}', "repeats the key"),
    "lone surrogate": (b'{"message": "\\ud800"}', "surrogate"),
    "one byte over the cap": (b"{}" + b" " * (MAX_BODY_BYTES - 1), "larger than"),
}
NOT_OBJECTS = [b"[]", b'"text"', b"7", b"null", b"true"]


@pytest.fixture(scope="module")
def fake() -> Iterator[FakeService]:
    with FakeService(rate_limits=False) as service:
        service.seed("campaigns", count=1)
        service.seed("threads", count=1)
        service.seed("deliveries", count=3)
        yield service


@pytest.fixture(scope="module")
def origin(fake: FakeService) -> Iterator[httpx.Client]:
    """One client for the whole module, its connection kept alive across refusals."""
    with httpx.Client(
        base_url=fake.base_url.removesuffix("/v3"),
        headers={"Authorization": f"Bearer {fake.api_key}", "Content-Type": "application/json"},
        timeout=30,
    ) as client:
        yield client


def _assert_bad_request(response: httpx.Response, fragment: str) -> None:
    assert response.status_code == 400, response.text[:300]
    body = error_of(response)
    assert body["type"] == "bad_request_error"
    assert body["name"] == "SvcBadRequestError"
    assert fragment in body["message"]
    assert body["requestId"] == response.headers["X-Request-ID"]


def test_the_routing_table_is_the_whole_service() -> None:
    assert len(ROUTING_TABLE) >= 60
    assert sum(takes_body for _, _, takes_body in ROUTING_TABLE) >= 20
    kinds = {(method, takes_body) for method, _, takes_body in ROUTING_TABLE}
    assert {(method, takes_body) for method, _, takes_body in CHECKED} == kinds


@pytest.mark.parametrize("kind", BAD_BODIES)
@pytest.mark.parametrize(("method", "path"), ROUTES + UNKNOWN_ROUTES)
def test_every_route_answers_a_malformed_body_with_400(
    origin: httpx.Client, method: str, path: str, kind: str
) -> None:
    content, fragment = BAD_BODIES[kind]
    _assert_bad_request(origin.request(method, path, content=content), fragment)


@pytest.mark.parametrize("content", NOT_OBJECTS)
@pytest.mark.parametrize(("method", "path"), ROUTES_WITH_BODIES)
def test_a_body_that_is_not_an_object_where_one_is_expected_answers_400(
    origin: httpx.Client, method: str, path: str, content: bytes
) -> None:
    _assert_bad_request(origin.request(method, path, content=content), "must be a JSON object")


NON_UTF8_QUERIES = ["page=%ff", "query=%c3%28", "%ff=1", "sortBy=%ed%a0%80"]


@pytest.mark.parametrize("query", NON_UTF8_QUERIES)
@pytest.mark.parametrize(("method", "path"), ROUTES + UNKNOWN_ROUTES)
def test_every_route_answers_a_query_that_is_not_utf8_with_400(
    origin: httpx.Client, method: str, path: str, query: str
) -> None:
    _assert_bad_request(origin.request(method, f"{path}?{query}"), "query string")


GARBAGE_PAGING = [
    "pageSize=1e400",
    "pageSize=0",
    "pageSize=1001",
    "page=-1",
    "page=1e400",
    "page=NaN",
    # Python's int() reads these; a whole number in a query is ASCII digits only.
    "pageSize=1_0",
    "page=%2B1",
    "page=%201",
    "pageSize=%D9%A1%D9%A0",
]


def test_every_paginated_route_answers_garbage_paging_with_400(origin: httpx.Client) -> None:
    # A paginated route is one that honours pageSize (GET /webhooks answers a page but takes no query).
    paginated = [
        path
        for method, path, _ in ROUTING_TABLE
        if method == "GET"
        and isinstance(data := origin.get(path, params={"pageSize": 7}).json().get("data"), dict)
        and data.get("pageSize") == 7
    ]
    assert len(paginated) >= 10
    for path in paginated:
        for query in [*GARBAGE_PAGING, "pageSize=" + "9" * 5000]:
            response = origin.get(f"{path}?{query}")
            assert response.status_code == 400, (path, query[:20])
            assert error_of(response)["type"] == "invalid_field_error"


@pytest.mark.parametrize(
    ("path", "params"),
    [
        ("/v3/analytics/delivery", {"startDate": "9999-12-31T23:00:00Z", "endDate": "9999-12-31T23:30:00Z"}),
        (
            "/v3/analytics/delivery",
            {"startDate": "0001-01-01T00:00:00+14:00", "endDate": "0001-01-02T00:00:00Z"},
        ),
        (
            "/v3/campaigns/1/analytics",
            {"startDate": "9999-12-20T00:00:00Z", "endDate": "9999-12-31T00:00:00Z", "interval": "weeks"},
        ),
        ("/v3/deliveries", {"filters[startDate]": "0001-01-01T00:00:00+14:00"}),
    ],
)
def test_dates_at_the_ends_of_the_calendar_answer_400(
    fake: FakeService, origin: httpx.Client, path: str, params: dict[str, str]
) -> None:
    response = origin.get(path, params=params)
    assert response.status_code == 400
    assert error_of(response)["type"] == "invalid_field_error"


@pytest.mark.parametrize(
    "path", ["/v3/link-tags/1_0", "/v3/templates/+1", "/v3/chatbots/%D9%A1", "/v3/threads/%201"]
)
def test_an_id_in_the_path_is_ascii_digits(origin: httpx.Client, path: str) -> None:
    response = origin.get(path, params={"isMMS": "false"})
    assert response.status_code == 400
    # An integer id is "a number"; a template id, text in the spec, is what its x-pattern-means says.
    assert re.search(r"must be a (whole )?number", error_of(response)["message"])


@pytest.mark.parametrize("group_ids", ["1,2_0", "1,,2", "1, 2", ""])
def test_group_ids_are_ascii_digits_separated_by_commas(origin: httpx.Client, group_ids: str) -> None:
    response = origin.get("/v3/groups/member-count/bulk", params={"groupIds": group_ids})
    assert response.status_code == 400
    assert error_of(response)["type"] == "invalid_field_error"


def test_a_body_built_to_be_slow_to_scan_is_answered_at_once(origin: httpx.Client) -> None:
    # An unterminated string of escaped quotes: a scanner retrying from every quote is quadratic
    # (about half a minute for this body), and would hold every other client meanwhile.
    body = b'"' + b'\\"' * 50_000
    response = origin.post("/v3/templates", content=body, timeout=5)
    assert response.status_code == 400
    assert error_of(response)["message"] == "the body is not valid JSON"
