"""The pool the SDK makes for itself: a plain httpx client, whose requests equal those of a given pool.

respx intercepts the owned pool's real transport; the given pool runs on a MockTransport. Cookies
and connection limits are checked over real HTTP against tests/hostile.py.
"""

from __future__ import annotations

import asyncio
import datetime
import threading
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
import respx
import textsvc
from textsvc._request import new_request_id

from tests.hostile import Exchange, HostileServer
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


# ------------------------------------------------------------------ a given pool


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


# ------------------------------------------------------------------ a plain httpx client, over real HTTP

PROXY_VARIABLES = ("HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy", "ALL_PROXY", "all_proxy")


@pytest.fixture
def no_proxy_named(monkeypatch: pytest.MonkeyPatch) -> None:
    """The environment names no proxy: the owned pool runs on the SDK's deadline transport."""
    for name in (*PROXY_VARIABLES, "NO_PROXY", "no_proxy"):
        monkeypatch.delenv(name, raising=False)


def test_the_owned_pools_are_plain_httpx_clients(no_proxy_named: None) -> None:
    with textsvc.Client(api_key=API_KEY, base_url=BASE_URL) as client:
        assert type(client._http_client) is httpx.Client
    aclient = textsvc.AsyncClient(api_key=API_KEY, base_url=BASE_URL)
    assert type(aclient._http_client) is httpx.AsyncClient
    asyncio.run(aclient.close())


class CookieSetter:
    """Answers a link tag; the second answer sets a cookie, and every request's Cookie is noted."""

    def __init__(self) -> None:
        self.sent_cookies: list[str | None] = []
        self._lock = threading.Lock()

    def __call__(self, exchange: Exchange) -> None:
        with self._lock:
            self.sent_cookies.append(exchange.request.header("cookie"))
            second = len(self.sent_cookies) == 2
        headers = [("Content-Type", "application/json")]
        if second:
            headers.append(("Set-Cookie", "route=blue; Path=/"))
        exchange.respond(200, json=envelope(LINK_TAG), headers=headers)


def three_gets(mode: str, base_url: str, *, given_pool: bool = False) -> dict[str, str]:
    """Three ``link_tags.get`` on one client; the cookies its pool holds afterwards.

    The pool is the SDK's own, or with ``given_pool`` the caller's ``http_client``.
    """
    options: dict[str, Any] = {"api_key": API_KEY, "base_url": base_url, "max_retries": 0}
    if mode == "sync":
        given = httpx.Client()
        if given_pool:
            options["http_client"] = given
        with given, textsvc.Client(**options) as client:
            for _ in range(3):
                assert client.link_tags.get(3).id == 3
            return dict(client._http_client.cookies)

    async def main() -> dict[str, str]:
        given = httpx.AsyncClient()
        if given_pool:
            options["http_client"] = given
        async with given, textsvc.AsyncClient(**options) as client:
            for _ in range(3):
                assert (await client.link_tags.get(3)).id == 3
            return dict(client._http_client.cookies)

    return asyncio.run(main())


@pytest.mark.parametrize("given_pool", [False, True], ids=["owned pool", "given pool"])
@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_cookie_the_service_sets_is_kept_and_sent_back(
    mode: str, given_pool: bool, no_proxy_named: None
) -> None:
    setter = CookieSetter()
    with HostileServer(setter) as server:
        assert three_gets(mode, server.base_url, given_pool=given_pool) == {"route": "blue"}
    assert setter.sent_cookies == [None, None, "route=blue"]


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_cookie_is_kept_through_a_proxy_named_in_the_environment_too(
    mode: str, no_proxy_named: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    setter = CookieSetter()
    with HostileServer(setter) as proxy:
        monkeypatch.setenv("HTTP_PROXY", f"http://127.0.0.1:{proxy.port}")
        assert three_gets(mode, "http://textsvc.invalid/v3") == {"route": "blue"}
        assert [request.target for request in proxy.requests] == ["http://textsvc.invalid/v3/link-tags/3"] * 3
    assert setter.sent_cookies == [None, None, "route=blue"]


def held_answer(exchange: Exchange) -> None:
    """Answers after a short pause, so that concurrent requests overlap."""
    exchange.hang(0.3)
    exchange.respond(200, json=envelope(LINK_TAG))


@pytest.mark.parametrize(("limits", "connections"), [(httpx.Limits(max_connections=1), 1), (None, 3)])
def test_the_deadline_transport_keeps_to_its_connection_limits(
    limits: httpx.Limits | None, connections: int
) -> None:
    from textsvc._sync._transport import DeadlineTransport

    transport = DeadlineTransport() if limits is None else DeadlineTransport(limits)
    statuses: list[int] = []
    with HostileServer(held_answer) as server, httpx.Client(transport=transport, timeout=10.0) as pool:

        def get() -> None:
            statuses.append(pool.get(f"{server.base_url}/link-tags/3").status_code)

        threads = [threading.Thread(target=get) for _ in range(3)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(15)
        assert statuses == [200] * 3
        assert server.connections == connections


@pytest.mark.parametrize(("limits", "connections"), [(httpx.Limits(max_connections=1), 1), (None, 3)])
async def test_the_async_deadline_transport_keeps_to_its_connection_limits(
    limits: httpx.Limits | None, connections: int
) -> None:
    from textsvc._async._transport import AsyncDeadlineTransport

    transport = AsyncDeadlineTransport() if limits is None else AsyncDeadlineTransport(limits)
    with HostileServer(held_answer) as server:
        async with httpx.AsyncClient(transport=transport, timeout=10.0) as pool:
            url = f"{server.base_url}/link-tags/3"
            responses = await asyncio.wait_for(asyncio.gather(*(pool.get(url) for _ in range(3))), 15)
        assert [response.status_code for response in responses] == [200] * 3
        assert server.connections == connections


def test_pools_share_one_tls_context_per_setting_of_the_certificate_variables(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Loading the roots costs about 50 ms a pool; the context is shared, but a changed
    # SSL_CERT_FILE (read by httpx) still gets a context of its own.
    import certifi
    from textsvc._transport import tls_context

    monkeypatch.delenv("SSL_CERT_FILE", raising=False)
    monkeypatch.delenv("SSL_CERT_DIR", raising=False)
    shared = tls_context()
    assert tls_context() is shared
    monkeypatch.setenv("SSL_CERT_FILE", certifi.where())
    assert tls_context() is not shared
    assert tls_context() is tls_context()
