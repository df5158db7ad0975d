"""A pager never loops on a server whose pages do not advance: it raises, naming the lie, and sends at
most one request more than the pages the first answer announced."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textsvc import SvcResponseValidationError

from tests.hostile import Exchange, envelope
from tests.overlay.scripted_clients import MODES, query_int, serve

PageAnswer = Callable[[int, int], dict[str, Any]]
"""The ``data`` of the answer to ``?page=<page>&pageSize=<size>``."""


def tag(number: int) -> dict[str, Any]:
    return {"id": number, "tag": f"t{number}", "created": "2026-01-01T00:00:00Z"}


def rows(first: int, count: int) -> list[dict[str, Any]]:
    return [tag(number) for number in range(first, first + count)]


def answering(page_answer: PageAnswer) -> Callable[[Exchange], None]:
    def answer(exchange: Exchange) -> None:
        data = page_answer(query_int(exchange.request, "page"), query_int(exchange.request, "pageSize", 25))
        exchange.respond(200, json=envelope(data))

    return answer


def ignores_page(page: int, size: int) -> dict[str, Any]:
    return {"rows": rows(0, size), "page": 0, "pageSize": size, "total": 100 * size}


def page_size_zero(page: int, size: int) -> dict[str, Any]:
    return {"rows": rows(page * 2, 2), "page": page, "pageSize": 0, "total": 10}


def negative_page(page: int, size: int) -> dict[str, Any]:
    return {"rows": rows(0, size), "page": -5, "pageSize": size, "total": 10}


def total_grows(page: int, size: int) -> dict[str, Any]:
    # The first answer announces 3 pages (5 records); every page announces more records than the last.
    return {"rows": rows(page * size, size), "page": page, "pageSize": size, "total": 5 + 4 * page}


def page_size_changes(page: int, size: int) -> dict[str, Any]:
    answered = size if page == 0 else size + 1
    return {"rows": rows(page * answered, answered), "page": page, "pageSize": answered, "total": 12}


def more_rows_than_page_size(page: int, size: int) -> dict[str, Any]:
    return {"rows": rows(page * 2 * size, 2 * size), "page": page, "pageSize": size, "total": 8 * size}


# name: (answer, requests a walk sends before it raises, what the error says)
LIES: dict[str, tuple[PageAnswer, int, str]] = {
    "server ignores ?page=": (ignores_page, 2, "page 1 was asked for but the answer says page 0"),
    "pageSize 0": (page_size_zero, 1, "pageSize is 0"),
    "negative page": (negative_page, 1, "page -5"),
    "total grows on every page": (total_grows, 4, "the first answer announced 3 pages"),
    "pageSize changes between pages": (
        page_size_changes,
        2,
        r"pageSize changed from 2 to 3 between pages \(records would be skipped or repeated\)$",
    ),
    "more rows than pageSize": (more_rows_than_page_size, 1, "4 records on a page whose pageSize is 2"),
}


def every_record(pager: Any) -> list[Any]:
    return list(pager)


def every_page(pager: Any) -> list[Any]:
    return list(pager.pages())


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("walk", [every_record, every_page], ids=["for x in pager", "pages()"])
@pytest.mark.parametrize("lie", list(LIES))
def test_a_walk_raises_naming_the_lie_within_the_announced_pages_plus_one(
    mode: str, walk: Callable[[Any], list[Any]], lie: str
) -> None:
    page_answer, requests, message = LIES[lie]
    with (
        serve(answering(page_answer), mode, limit=8) as (server, client),
        pytest.raises(SvcResponseValidationError, match=message),
    ):
        walk(client.link_tags.list(page_size=2))
    assert len(server.requests) == requests
    assert [query_int(request, "page") for request in server.requests] == list(range(requests))


FIRST_PAGE_LIES = ["server ignores ?page=", "pageSize 0", "negative page", "more rows than pageSize"]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("lie", FIRST_PAGE_LIES)
def test_first_page_raises_naming_the_lie(mode: str, lie: str) -> None:
    page_answer, _, message = LIES[lie]
    message = message.replace("page 1 was asked for", "page 3 was asked for")
    with (
        serve(answering(page_answer), mode, limit=2) as (server, client),
        pytest.raises(SvcResponseValidationError, match=message) as raised,
    ):
        client.link_tags.list(page=3, page_size=2).first_page()
    assert len(server.requests) == 1
    assert b'"rows"' in raised.value.body  # the lying body is attached


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("walk", [every_record, every_page], ids=["for x in pager", "pages()"])
def test_a_page_size_clamped_by_the_server_walks_every_record(
    mode: str, walk: Callable[[Any], list[Any]]
) -> None:
    def clamped(page: int, size: int) -> dict[str, Any]:
        return {"rows": rows(page * 2, min(2, 5 - page * 2)), "page": page, "pageSize": 2, "total": 5}

    with serve(answering(clamped), mode) as (server, client):
        walked = walk(client.link_tags.list(page_size=5))
    records = walked if walk is every_record else [row for page in walked for row in page.rows]
    assert [record.id for record in records] == [0, 1, 2, 3, 4]
    asked = [(query_int(request, "page"), query_int(request, "pageSize")) for request in server.requests]
    assert asked == [(0, 5), (1, 5), (2, 5)]


@pytest.mark.parametrize("mode", MODES)
def test_records_added_during_a_walk_are_read_up_to_one_page_more(mode: str) -> None:
    def grows_once(page: int, size: int) -> dict[str, Any]:
        total = 6 if page == 0 else 8  # 3 pages announced, a fourth appears
        return {"rows": rows(page * 2, 2), "page": page, "pageSize": 2, "total": total}

    with serve(answering(grows_once), mode) as (server, client):
        records = list(client.link_tags.list(page_size=2))
    assert [record.id for record in records] == list(range(8))
    assert len(server.requests) == 4


@pytest.mark.parametrize("mode", MODES)
def test_an_empty_page_with_page_size_zero_ends_the_walk(mode: str) -> None:
    def empty(page: int, size: int) -> dict[str, Any]:
        return {"rows": [], "page": page, "pageSize": 0, "total": 0}

    with serve(answering(empty), mode) as (server, client):
        assert list(client.link_tags.list()) == []
        assert client.link_tags.list().first_page().rows == []
    assert len(server.requests) == 2
