"""``threads.delete_items``: an explicit selection (``itemIds`` or ``all=true``), never a bare DELETE.

What reaches the wire is read from ``tests/hostile.py``'s server; both clients are driven.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.hostile import Exchange, envelope
from tests.overlay.scripted_clients import MODES, serve


def deleted(exchange: Exchange) -> None:
    exchange.respond(200, json=envelope(None), headers={"X-Request-ID": "r-1"})


SELECTIONS: list[tuple[str, Callable[[], dict[str, Any]], list[tuple[str, str]]]] = [
    ("list", lambda: {"item_ids": [3, 4, 15]}, [("itemIds", "3,4,15")]),
    ("range", lambda: {"item_ids": range(7, 9)}, [("itemIds", "7,8")]),
    ("generator", lambda: {"item_ids": (n for n in [5])}, [("itemIds", "5")]),
    ("all", lambda: {"all": True}, [("all", "true")]),
    ("all=False", lambda: {"item_ids": [3], "all": False}, [("itemIds", "3")]),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("selection", "query"), [pytest.param(make, query, id=name) for name, make, query in SELECTIONS]
)
def test_the_selection_is_sent_as_a_query(
    mode: str, selection: Callable[[], dict[str, Any]], query: list[tuple[str, str]]
) -> None:
    with serve(deleted, mode) as (server, client):
        assert client.threads.delete_items(12, **selection()) is None
    [request] = server.requests
    assert (request.method, request.path) == ("DELETE", "/v3/threads/12/items")
    assert request.query == query
    assert request.body == b""


REFUSED = [
    pytest.param({}, ValueError, r"needs item_ids or all=True; a bare DELETE is never sent", id="nothing"),
    pytest.param({"all": False}, ValueError, r"needs item_ids or all=True", id="all=False"),
    pytest.param({"item_ids": None}, ValueError, r"needs item_ids or all=True", id="item_ids=None"),
    pytest.param({"item_ids": [3], "all": True}, ValueError, r"item_ids or all=True, not both", id="both"),
    pytest.param({"item_ids": [], "all": True}, ValueError, r"not both", id="both, no ids"),
    pytest.param({"item_ids": []}, ValueError, r"item_ids is empty", id="no ids"),
    pytest.param({"item_ids": "34"}, TypeError, r"item_ids must be an iterable of ints", id="str"),
    pytest.param({"item_ids": 3}, TypeError, r"item_ids must be an iterable of ints", id="int"),
    pytest.param({"item_ids": [3, "4"]}, TypeError, r"item_ids\[1\] must be an int", id="str id"),
    pytest.param({"item_ids": [True]}, TypeError, r"item_ids\[0\] must be an int", id="bool id"),
    pytest.param({"all": "yes"}, TypeError, r"all must be a bool", id="all str"),
    pytest.param({"all": 1}, TypeError, r"all must be a bool", id="all int"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("selection", "error", "match"), REFUSED)
def test_a_missing_or_unclear_selection_is_refused_before_sending(
    mode: str, selection: dict[str, Any], error: type[Exception], match: str
) -> None:
    with serve(deleted, mode) as (server, client), pytest.raises(error, match=match):
        client.threads.delete_items(12, **selection)
    assert server.requests == []


@pytest.mark.parametrize("mode", MODES)
def test_the_thread_id_is_checked_before_sending(mode: str) -> None:
    with serve(deleted, mode) as (server, client), pytest.raises(TypeError, match="thread_id must be an int"):
        client.threads.delete_items("12", all=True)
    assert server.requests == []


@pytest.mark.parametrize("mode", MODES)
def test_the_raw_response_of_a_deletion(mode: str) -> None:
    with serve(deleted, mode) as (server, client):
        raw = client.threads.with_raw_response.delete_items(12, item_ids=[1, 2])
        everything = client.threads.with_raw_response.delete_items(
            13, all=True, extra_headers={"X-Tenant": "b"}
        )
    assert (raw.status_code, raw.request_id) == (200, "r-1")
    assert raw.parse() is None
    assert everything.parse() is None
    assert [request.query for request in server.requests] == [[("itemIds", "1,2")], [("all", "true")]]
    assert server.requests[1].header("x-tenant") == "b"
