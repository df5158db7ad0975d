"""The pool the SDK makes for itself builds requests directly: they must equal those of a given pool.

respx intercepts the owned pool's real transport; the given pool runs on a MockTransport.
"""

from __future__ import annotations

import datetime
import json
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
import respx
import textsvc
from textsvc._requests import new_request_id

from tests.overlay.mocking import API_KEY, BASE_URL, LINK_TAG, envelope, json_response

PAGE = envelope({"rows": [LINK_TAG], "page": 0, "pageSize": 1000, "total": 1})

Call = Callable[[textsvc.Client], Any]

CALLS: dict[str, Call] = {
    "get by id": lambda client: client.link_tags.get(3),
    "list with query parameters": lambda client: client.link_tags.list(
        query="spring sale & more/ü", sort_by="tag", sort_direction="DESC", link_id=9
    ).first_page(),
    "create with a JSON body": lambda client: client.link_tags.create(tag='naïve "quoted" tag'),
    "update": lambda client: client.link_tags.update(3, tag="renamed"),
    "delete": lambda client: client.link_tags.delete(3),
    "boolean and date-time parameters": lambda client: list(
        client.deliveries.list(
            status="failed", start_date=datetime.datetime(2026, 6, 1, tzinfo=datetime.UTC), page_size=5
        )
    ),
    "client.request with headers of its own": lambda client: client.request(
        "POST", "/send", json={"message": "Hi"}, headers={"X-Tenant": "blue", "accept": "text/plain"}
    ),
}


def answer(request: httpx.Request) -> httpx.Response:
    if request.method == "DELETE":
        return json_response(200, envelope(None))
    if request.method == "GET" and request.url.path.endswith(("/link-tags", "/deliveries")):
        return json_response(200, PAGE if "link-tags" in request.url.path else envelope(_deliveries_page()))
    return json_response(200, envelope(LINK_TAG))


def _deliveries_page() -> dict[str, Any]:
    return {"rows": [], "page": 0, "pageSize": 5, "total": 0}


class Recorder:
    """A given pool's transport: answers like the service fixture and records each request."""

    def __init__(self) -> None:
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        return answer(request)


def comparable(request: httpx.Request) -> dict[str, Any]:
    headers = sorted((key.lower(), value) for key, value in request.headers.multi_items())
    request_ids = [value for key, value in headers if key == "x-request-id"]
    assert len(request_ids) == 1
    assert uuid.UUID(request_ids[0]).version == 4
    # Checked here, then left out: a failing comparison must not print the key.
    assert request.headers["Authorization"] == f"Bearer {API_KEY}"
    return {
        "method": request.method,
        "url": str(request.url),
        "headers": [(key, value) for key, value in headers if key not in ("x-request-id", "authorization")],
        "body": request.content,
        "timeout": request.extensions["timeout"],
    }


@pytest.fixture
def service() -> Iterator[respx.MockRouter]:
    with respx.mock(base_url=BASE_URL, assert_all_called=False) as router:
        router.route().mock(side_effect=answer)
        yield router


@pytest.mark.parametrize("call", list(CALLS.values()), ids=list(CALLS))
def test_the_owned_pool_sends_what_a_given_pool_sends(service: respx.MockRouter, call: Call) -> None:
    given = Recorder()
    with (
        textsvc.Client(api_key=API_KEY, base_url=BASE_URL, timeout=7.5) as owned,
        textsvc.Client(
            api_key=API_KEY,
            base_url=BASE_URL,
            timeout=7.5,
            http_client=httpx.Client(transport=httpx.MockTransport(given)),
        ) as with_given_pool,
    ):
        call(owned)
        call(with_given_pool)
    owned_requests = [comparable(entry.request) for entry in service.calls]
    assert owned_requests == [comparable(request) for request in given.requests]
    assert owned_requests[0]["headers"] != []


def test_each_call_gets_its_own_version_4_request_id() -> None:
    ids = [new_request_id() for _ in range(2000)]
    assert len(set(ids)) == len(ids)
    for text in ids[:50]:
        parsed = uuid.UUID(text)
        assert (parsed.version, parsed.variant, str(parsed)) == (4, uuid.RFC_4122, text)


# ------------------------------------------------------------------ cookies


def _cookie_answers() -> Callable[[httpx.Request], httpx.Response]:
    answers = iter(
        [
            json_response(200, envelope(LINK_TAG)),
            json_response(200, envelope(LINK_TAG), {"Set-Cookie": "route=blue; Path=/"}),
            json_response(200, envelope(LINK_TAG)),
        ]
    )
    return lambda request: next(answers)


def test_the_owned_pool_keeps_a_cookie_the_service_sets_and_sends_it_back() -> None:
    with respx.mock(base_url=BASE_URL) as router:
        route = router.get("/link-tags/3").mock(side_effect=_cookie_answers())
        with textsvc.Client(api_key=API_KEY, base_url=BASE_URL) as client:
            for _ in range(3):
                client.link_tags.get(3)
            assert dict(client._http_client.cookies) == {"route": "blue"}
    sent = [call.request.headers.get("Cookie") for call in route.calls]
    assert sent == [None, None, "route=blue"]


async def test_the_async_owned_pool_keeps_cookies_too() -> None:
    with respx.mock(base_url=BASE_URL) as router:
        route = router.get("/link-tags/3").mock(side_effect=_cookie_answers())
        async with textsvc.AsyncClient(api_key=API_KEY, base_url=BASE_URL) as client:
            for _ in range(3):
                await client.link_tags.get(3)
    assert [call.request.headers.get("Cookie") for call in route.calls] == [None, None, "route=blue"]


def test_a_response_without_set_cookie_leaves_the_jar_empty() -> None:
    with respx.mock(base_url=BASE_URL) as router:
        router.get("/link-tags/3").mock(return_value=json_response(200, envelope(LINK_TAG)))
        with textsvc.Client(api_key=API_KEY, base_url=BASE_URL) as client:
            client.link_tags.get(3)
            assert not client._http_client.cookies
            assert json.loads(router.calls.last.response.content)["data"] == LINK_TAG


def test_a_given_pool_keeps_its_own_headers_cookies_and_params() -> None:
    given = Recorder()
    pool = httpx.Client(
        transport=httpx.MockTransport(given),
        headers={"X-Team": "sales", "Accept": "*/*"},
        cookies={"session": "abc"},
        params={"trace": "1"},
    )
    with textsvc.Client(api_key=API_KEY, base_url=BASE_URL, http_client=pool) as client:
        client.link_tags.get(3)
    (request,) = given.requests
    assert request.headers["X-Team"] == "sales"
    assert request.headers.get_list("Accept") == ["application/json"]  # the SDK's, once
    assert request.headers["Cookie"] == "session=abc"
    assert request.url.params["trace"] == "1"
