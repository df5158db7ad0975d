"""``drip_campaigns.numbers`` is a pager like every paginated operation: it walks every page.

The document shows a paginated answer for it but no query parameters; the SDK asks with the
common ``page`` and ``pageSize``, and refuses a server that ignores them instead of repeating.
"""

from __future__ import annotations

from typing import Any

import pytest
from textsvc import SvcResponseValidationError

from tests.hostile import Exchange, envelope
from tests.overlay.scripted_clients import MODES, query_int, serve

NUMBERS = [{"id": number, "name": f"Subscriber {number}"} for number in range(1, 6)]
PATH = "/v3/drip-campaigns/4/numbers/1"


def paginated(exchange: Exchange) -> None:
    page, size = query_int(exchange.request, "page"), query_int(exchange.request, "pageSize", 25)
    rows = NUMBERS[page * size : (page + 1) * size]
    exchange.respond(
        200, json=envelope({"rows": rows, "page": page, "pageSize": size, "total": len(NUMBERS)})
    )


def ignores_the_page(exchange: Exchange) -> None:
    exchange.respond(200, json=envelope({"rows": NUMBERS[:2], "page": 0, "pageSize": 2, "total": 5}))


def asked(server: Any) -> list[tuple[str, int, int]]:
    return [
        (request.path, query_int(request, "page", -1), query_int(request, "pageSize", -1))
        for request in server.requests
    ]


@pytest.mark.parametrize("mode", MODES)
def test_every_number_is_read_page_after_page(mode: str) -> None:
    with serve(paginated, mode) as (server, client):
        numbers = list(client.drip_campaigns.numbers(4, 1, page_size=2))
    assert [entry.id for entry in numbers] == [1, 2, 3, 4, 5]
    assert asked(server) == [(PATH, 0, 2), (PATH, 1, 2), (PATH, 2, 2)]


@pytest.mark.parametrize("mode", MODES)
def test_pages_and_first_page(mode: str) -> None:
    with serve(paginated, mode) as (server, client):
        pages = list(client.drip_campaigns.numbers(4, 1, page_size=2).pages())
        first = client.drip_campaigns.numbers(4, 1, page=1, page_size=2).first_page()
    assert [[entry.id for entry in page.rows] for page in pages] == [[1, 2], [3, 4], [5]]
    assert [page.has_more for page in pages] == [True, True, False]
    assert ([entry.id for entry in first.rows], first.page) == ([3, 4], 1)
    assert asked(server) == [(PATH, 0, 2), (PATH, 1, 2), (PATH, 2, 2), (PATH, 1, 2)]


@pytest.mark.parametrize("mode", MODES)
def test_without_page_size_the_maximum_is_asked_for(mode: str) -> None:
    with serve(paginated, mode) as (server, client):
        numbers = list(client.drip_campaigns.numbers(4, 1))
    assert len(numbers) == 5
    assert asked(server) == [(PATH, 0, 1000)]


@pytest.mark.parametrize("mode", MODES)
def test_a_server_that_ignores_the_page_is_refused_not_repeated(mode: str) -> None:
    with (
        serve(ignores_the_page, mode) as (server, client),
        pytest.raises(SvcResponseValidationError, match="page 1 was asked for but the answer says page 0"),
    ):
        list(client.drip_campaigns.numbers(4, 1, page_size=2))
    assert len(server.requests) == 2


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("arguments", "named"), [({"page": -1}, "page"), ({"page_size": 0}, "page_size")])
def test_bad_page_arguments_fail_before_sending(mode: str, arguments: dict[str, int], named: str) -> None:
    with serve(paginated, mode) as (server, client), pytest.raises(ValueError, match=named):
        client.drip_campaigns.numbers(4, 1, **arguments)
    assert server.requests == []
