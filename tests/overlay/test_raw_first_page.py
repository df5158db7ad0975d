"""``with_raw_response`` on a list call gives the raw response of its first page: one request."""

from __future__ import annotations

import pytest

from tests.hostile import Exchange, envelope
from tests.overlay.mocking import LINK_TAG
from tests.overlay.scripted_clients import MODES, query_int, serve


def two_pages(exchange: Exchange) -> None:
    page = query_int(exchange.request, "page")
    body = {"rows": [{**LINK_TAG, "id": page + 1}], "page": page, "pageSize": 1, "total": 2}
    exchange.respond(200, json=envelope(body), headers={"X-Request-ID": f"page-{page}"})


@pytest.mark.parametrize("mode", MODES)
def test_a_raw_list_call_sends_one_request_and_gives_its_first_page(mode: str) -> None:
    with serve(two_pages, mode) as (server, client):
        raw = client.link_tags.with_raw_response.list(page_size=1)
        assert (raw.status_code, raw.request_id) == (200, "page-0")
        assert raw.confirmed is False  # only a request-id operation's 409 confirms
        assert repr(raw) == "<RawResponse GET /v3/link-tags 200>"
        page = raw.parse()
    assert [row.id for row in page.rows] == [1]
    assert (page.page, page.page_size, page.total, page.has_more) == (0, 1, 2, True)
    assert len(server.requests) == 1


@pytest.mark.parametrize("mode", MODES)
def test_a_raw_list_call_from_a_later_page_gives_that_page(mode: str) -> None:
    with serve(two_pages, mode) as (server, client):
        page = client.link_tags.with_raw_response.list(page=1, page_size=1).parse()
    assert ([row.id for row in page.rows], page.has_more) == ([2], False)
    assert [query_int(request, "page") for request in server.requests] == [1]
