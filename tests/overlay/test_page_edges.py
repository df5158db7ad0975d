"""Pages at the edges: a page size of one, the largest page size, a walk that starts later, a page
that is not a page, a bad row met record by record, a one-page list, and what a pager shows."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest
import textsvc
from textsvc import SvcResponseValidationError

from tests.hostile import Exchange, HostileServer
from tests.overlay.mocking import API_KEY
from tests.overlay.scripted_clients import MODES, query_int, serve
from tests.overlay.test_lying_pagers import answering, every_record, rows, tag


def test_a_page_with_more_rows_than_its_page_size_of_one_is_refused() -> None:
    def two_rows(page: int, size: int) -> dict[str, Any]:
        return {"rows": rows(0, 2), "page": page, "pageSize": 1, "total": 2}

    for mode in MODES:
        with (
            serve(answering(two_rows), mode) as (_, client),
            pytest.raises(SvcResponseValidationError) as raised,
        ):
            every_record(client.link_tags.list(page_size=1))
        assert "2 records on a page whose pageSize is 1" in str(raised.value)


@pytest.mark.parametrize("mode", MODES)
def test_a_walk_one_record_per_page_reads_every_record(mode: str) -> None:
    def one_per_page(page: int, size: int) -> dict[str, Any]:
        return {"rows": rows(page, 1), "page": page, "pageSize": 1, "total": 3}

    with serve(answering(one_per_page), mode) as (server, client):
        records = every_record(client.link_tags.list(page_size=1))
    assert [record.id for record in records] == [0, 1, 2]
    assert [query_int(request, "page") for request in server.requests] == [0, 1, 2]


@pytest.mark.parametrize("mode", MODES)
def test_a_walk_from_a_later_page_counts_the_pages_left_from_there(mode: str) -> None:
    # From page 2 of 5 records, 3 pages remain: with one more for records added meanwhile, a server
    # that then claims ever more records is caught at the fourth answer.
    def grows_after_the_first(page: int, size: int) -> dict[str, Any]:
        return {"rows": rows(page, 1), "page": page, "pageSize": 1, "total": 5 if page == 2 else 100}

    with (
        serve(answering(grows_after_the_first), mode, limit=20) as (server, client),
        pytest.raises(SvcResponseValidationError, match="announced 3 pages"),
    ):
        every_record(client.link_tags.list(page=2, page_size=1))
    assert [query_int(request, "page") for request in server.requests] == [2, 3, 4, 5]


@pytest.mark.parametrize("mode", MODES)
def test_the_largest_page_size_is_asked_for_as_given(mode: str) -> None:
    def one_page(page: int, size: int) -> dict[str, Any]:
        return {"rows": rows(0, 1), "page": page, "pageSize": size, "total": 1}

    with serve(answering(one_page), mode) as (server, client):
        every_record(client.link_tags.list(page_size=1000))
    assert query_int(server.requests[0], "pageSize") == 1000


NOT_PAGES = [
    (["a", "list"], "unexpected response body for GET /v3/link-tags: expected a page object"),
    ({"rows": {"0": tag(0)}, "page": 0, "pageSize": 10, "total": 1}, "page field 'rows' is not a list"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("data", "message"), NOT_PAGES)
def test_an_answer_that_is_not_a_page_is_refused_saying_why(mode: str, data: Any, message: str) -> None:
    with (
        serve(answering(lambda page, size: data), mode) as (_, client),
        pytest.raises(SvcResponseValidationError) as raised,
    ):
        every_record(client.link_tags.list())
    assert str(raised.value).endswith(message)


@pytest.mark.parametrize("kind", [textsvc.Client, textsvc.AsyncClient])
@pytest.mark.parametrize(
    ("arguments", "error", "message"),
    [
        ({"page_size": 0}, ValueError, "page_size must be from 1 to 1000, got 0"),
        ({"page_size": 5000}, ValueError, "page_size must be from 1 to 1000, got 5000"),
        ({"page_size": "2"}, TypeError, "page_size must be an int, got '2'"),
        ({"page": -1}, ValueError, "page must be 0 or more (pages are 0-indexed), got -1"),
        # Too large a page is not "0 or more": the 64-bit bound it breaks is said.
        ({"page": 2**63}, ValueError, f"page must be from 0 to {2**63 - 1}, got {2**63}"),
        ({"page": 1.0}, TypeError, "page must be an int, got 1.0"),
    ],
)
def test_a_pagers_page_and_page_size_are_refused_naming_them_before_anything_is_sent(
    kind: Any, arguments: dict[str, Any], error: type[Exception], message: str
) -> None:
    client = kind(api_key=API_KEY, base_url="http://127.0.0.1:9/v3")  # nothing listens: nothing is sent
    with pytest.raises(error) as raised:
        client.link_tags.list(**arguments)
    assert str(raised.value) == message


def records_until_an_error(script: Callable[[Exchange], None], mode: str) -> tuple[list[int], Exception]:
    """The ids iterated record by record, on the client of ``mode`` itself, until the error raised."""
    received: list[int] = []
    with HostileServer(script, read_timeout=10.0) as server:
        options: dict[str, Any] = {"api_key": API_KEY, "base_url": server.base_url, "max_retries": 0}
        try:
            if mode == "sync":
                with textsvc.Client(**options) as client:
                    for record in client.link_tags.list():
                        received.append(record.id)
            else:

                async def walk() -> None:
                    async with textsvc.AsyncClient(**options) as client:
                        async for record in client.link_tags.list():
                            received.append(record.id)

                asyncio.run(walk())
        except SvcResponseValidationError as error:
            return received, error
    raise AssertionError(f"no error after {received}")


@pytest.mark.parametrize("mode", MODES)
def test_record_by_record_the_rows_before_a_bad_one_arrive_first(mode: str) -> None:
    def bad_second_row(page: int, size: int) -> dict[str, Any]:
        return {"rows": [tag(1), {**tag(2), "tag": 5}], "page": page, "pageSize": size, "total": 2}

    received, error = records_until_an_error(answering(bad_second_row), mode)
    assert received == [1]
    assert "LinkTag.tag has an unexpected value of type int" in str(error)


@pytest.mark.parametrize("mode", MODES)
def test_a_list_of_one_page_reads_one_page_whatever_its_total_says(mode: str) -> None:
    webhook = {
        "id": 4,
        "event": "delivery-status",
        "url": "https://example.com/hooks",
        "alertEmail": "",
        "sendAlertEmail": False,
        "skipErrors": False,
        "skipErrorCodes": [],
        "retryOnError": False,
        "maxThroughputPerMinute": 5,
        "createdAt": "2026-01-01T00:00:00Z",
    }

    def answer(exchange: Exchange) -> None:
        body = {"message": "ok", "data": {"rows": [webhook], "page": 0, "pageSize": 1, "total": 3}}
        exchange.respond(200, json=body)

    with serve(answer, mode) as (server, client):
        hooks = list(client.webhooks.list())
    assert [hook.id for hook in hooks] == [4]
    assert len(server.requests) == 1


def test_a_pager_shows_its_kind_and_page_size() -> None:
    base_url = "http://127.0.0.1:9/v3"  # never reached: a pager sends nothing until iterated
    with textsvc.Client(api_key=API_KEY, base_url=base_url) as client:
        assert repr(client.link_tags.list(page_size=25)) == "<Pager page_size=25>"

    async def shown() -> str:
        async with textsvc.AsyncClient(api_key=API_KEY, base_url=base_url) as client:
            return repr(client.link_tags.list(page_size=25))

    assert asyncio.run(shown()) == "<AsyncPager page_size=25>"
