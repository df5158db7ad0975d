"""Each operation retries by the policy its spec entry writes (``x-retry``), over real HTTP.

The server here processes a request and then fails in the ways that make a retry dangerous: a
500 after the work was done, a connection dropped before the answer. A verification code must
not be texted three times; a template must not be created twice; a chunk of a bulk call that the
server confirms with a 409 was applied.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
import textsvc
from textsvc import Backoff
from textsvc._pipeline import retry_wait

from tests.hostile import Exchange, HostileServer, envelope
from tests.overlay.mocking import API_KEY, LINK_TAG, RecordingClock, error_body, json_response

CODE_SENT = {"verificationId": "v-1", "channel": "sms", "status": "pending"}
TEMPLATE = {"id": 7, "name": "Welcome", "message": "Hi", "isMMS": False, "createdAt": "2026-01-01T00:00:00Z"}


class Scripted:
    """Fails the first ``failures`` requests the way ``fail`` says, then answers ``body``; counts them."""

    def __init__(self, fail: Callable[[Exchange], None], body: Any, *, failures: int = 99) -> None:
        self.fail = fail
        self.body = body
        self.failures = failures
        self.request_ids: list[str | None] = []
        self._lock = threading.Lock()

    def __call__(self, exchange: Exchange) -> None:
        with self._lock:
            self.request_ids.append(exchange.request.header("x-request-id"))
            failing = len(self.request_ids) <= self.failures
        if failing:
            self.fail(exchange)
        else:
            exchange.respond(200, json=self.body)


def server_error(exchange: Exchange) -> None:
    exchange.respond(500, json=error_body(500, "internal_server_error"))


def answer_lost(exchange: Exchange) -> None:
    exchange.close()  # processed, then the connection drops before any answer


def duplicate(exchange: Exchange) -> None:
    exchange.respond(409, json=error_body(409, "conflict_error", "duplicate request detected"))


_made: list[textsvc.Client] = []


def async_clients(server: HostileServer) -> textsvc.AsyncClient:
    return textsvc.AsyncClient(api_key=API_KEY, base_url=server.base_url, clock=RecordingClock())


@pytest.fixture(autouse=True)
def _close_clients() -> Iterator[None]:
    yield
    while _made:
        _made.pop().close()


def clients(server: HostileServer, **options: Any) -> tuple[textsvc.Client, RecordingClock]:
    clock = RecordingClock()
    client = textsvc.Client(api_key=API_KEY, base_url=server.base_url, clock=clock, **options)
    _made.append(client)
    return client, clock


@pytest.mark.parametrize("fail", [server_error, answer_lost], ids=["500", "answer lost"])
def test_a_verification_code_is_never_sent_twice(fail: Callable[[Exchange], None]) -> None:
    script = Scripted(fail, CODE_SENT)
    with HostileServer(script) as server:
        client, clock = clients(server)
        with pytest.raises(textsvc.SvcError):
            client.verify.send_code(to="+15555550100", service_name="Shop")
    assert len(script.request_ids) == 1
    assert clock.sleeps == []


@pytest.mark.parametrize("fail", [server_error, answer_lost], ids=["500", "answer lost"])
async def test_a_template_is_never_created_twice(fail: Callable[[Exchange], None]) -> None:
    script = Scripted(fail, envelope(TEMPLATE))
    with HostileServer(script) as server:
        async with textsvc.AsyncClient(
            api_key=API_KEY, base_url=server.base_url, clock=RecordingClock()
        ) as client:
            with pytest.raises(textsvc.SvcError):
                await client.templates.create(name="Welcome", message="Hi")
    assert len(script.request_ids) == 1


def test_a_create_refused_with_429_is_sent_again() -> None:
    def rate_limited(exchange: Exchange) -> None:
        exchange.respond(429, json=error_body(429, "rate_limit_error"), headers={"Retry-After": "1"})

    script = Scripted(rate_limited, envelope(LINK_TAG), failures=1)
    with HostileServer(script) as server:
        client, clock = clients(server)
        assert client.link_tags.create(tag="promo").id == 3
    assert len(script.request_ids) == 2
    assert clock.sleeps == [1.0]


def test_a_create_whose_connection_never_opened_is_sent_again() -> None:
    attempts: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        attempts.append(request)
        if len(attempts) == 1:
            raise httpx.ConnectError("connection refused")
        return json_response(200, envelope(LINK_TAG))

    clock = RecordingClock()
    http_client = httpx.Client(transport=httpx.MockTransport(handler))
    client = textsvc.Client(
        api_key=API_KEY, base_url="http://service.test/v3", http_client=http_client, clock=clock
    )
    assert client.link_tags.create(tag="promo").id == 3
    assert len(attempts) == 2


@pytest.mark.parametrize(
    "error",
    [
        httpx.ReadTimeout("slow"),
        httpx.RemoteProtocolError("garbled"),
        httpx.ReadError("reset"),
        httpx.WriteTimeout("x"),
    ],
    ids=lambda error: type(error).__name__,
)
def test_a_create_is_not_sent_again_after_it_may_have_gone_out(error: httpx.RequestError) -> None:
    attempts: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        attempts.append(request)
        raise error

    http_client = httpx.Client(transport=httpx.MockTransport(handler))
    client = textsvc.Client(
        api_key=API_KEY, base_url="http://service.test/v3", http_client=http_client, clock=RecordingClock()
    )
    with pytest.raises(textsvc.SvcAPIConnectionError):
        client.link_tags.create(tag="promo")
    assert len(attempts) == 1


@pytest.mark.parametrize("fail", [server_error, answer_lost], ids=["500", "answer lost"])
def test_reads_and_idempotent_writes_are_retried(fail: Callable[[Exchange], None]) -> None:
    script = Scripted(fail, envelope(LINK_TAG), failures=2)
    with HostileServer(script) as server:
        client, clock = clients(server)
        assert client.link_tags.get(3).id == 3
        assert client.link_tags.update(3, tag="spring").id == 3
    assert len(script.request_ids) == 4  # two failures, then two answered calls
    assert len(set(script.request_ids[:3])) == 1  # one id for every attempt of a call
    assert len(clock.sleeps) == 2


def test_max_retries_stays_the_ceiling() -> None:
    script = Scripted(server_error, envelope(LINK_TAG))
    with HostileServer(script) as server:
        client, _ = clients(server, max_retries=4)
        with pytest.raises(textsvc.SvcInternalServerError):
            client.link_tags.get(3)
    assert len(script.request_ids) == 5


# ------------------------------------------------------------------ 409 on a retry = applied


def test_a_bulk_chunk_confirmed_by_409_counts_as_applied() -> None:
    seen: dict[str | None, int] = {}
    lock = threading.Lock()

    def script(exchange: Exchange) -> None:
        request_id = exchange.request.header("x-request-id")
        with lock:
            seen[request_id] = seen.get(request_id, 0) + 1
            chunk, attempt = len(seen), seen[request_id]
        if attempt > 1:
            duplicate(exchange)
        elif chunk == 2:
            answer_lost(exchange)
        else:
            exchange.respond(200, json=envelope(None))

    with HostileServer(script) as server:
        client, _ = clients(server)
        results = client.groups.add_subscribers(42, range(1, 2501))
    assert list(seen.values()) == [1, 2, 1]  # chunk 2 was sent again, and confirmed
    assert results == [
        textsvc.Applied(None, confirmed=confirmed, request_id=request_id)
        for request_id, confirmed in zip(seen, [False, True, False], strict=True)
    ]


async def test_a_send_confirmed_by_409_on_its_retry_returns_as_applied() -> None:
    script = Scripted(lambda exchange: None, None)
    attempts: list[str | None] = []

    def send(exchange: Exchange) -> None:
        attempts.append(exchange.request.header("x-request-id"))
        if len(attempts) == 1:
            server_error(exchange)
        else:
            duplicate(exchange)

    script.fail = send
    with HostileServer(script) as server:
        async with textsvc.AsyncClient(
            api_key=API_KEY, base_url=server.base_url, clock=RecordingClock()
        ) as client:
            result = await client.request(
                "POST", "/send", json={"message": "Hello", "subscribers": ["+15555550100"]}
            )
    assert result is None
    assert len(attempts) == 2
    assert attempts[0] == attempts[1]


def test_a_409_on_the_first_attempt_is_a_conflict() -> None:
    script = Scripted(duplicate, None)
    with HostileServer(script) as server:
        client, _ = clients(server)
        with pytest.raises(textsvc.SvcConflictError):
            client.request("POST", "/send", json={"message": "Hello"})
        with pytest.raises(textsvc.SvcBulkOperationError) as raised:
            client.groups.add_subscribers(42, [1, 2])
    assert raised.value.not_applied == [1, 2]


# ------------------------------------------------------------------ backoff


def test_backoff_doubles_with_jitter_and_is_capped() -> None:
    backoff = Backoff()
    low, high = random.Random(), random.Random()
    low.random = lambda: 0.0  # type: ignore[method-assign]
    high.random = lambda: 1.0  # type: ignore[method-assign]
    assert [retry_wait(backoff, n, None, low) for n in (1, 2, 3, 4, 5, 6)] == [0.25, 0.5, 1.0, 2.0, 4.0, 4.0]
    assert [retry_wait(backoff, n, None, high) for n in (1, 2, 3, 4, 5, 6)] == [0.5, 1.0, 2.0, 4.0, 8.0, 8.0]
    assert retry_wait(backoff, 10_000, None, high) == 8.0  # no overflow however many retries


def test_backoff_jitter_spreads_retries() -> None:
    rng = random.Random(7)
    delays = {retry_wait(Backoff(), 3, None, rng) for _ in range(50)}
    assert len(delays) > 40
    assert all(1.0 <= delay <= 2.0 for delay in delays)


@pytest.mark.parametrize(
    ("asked", "waited"), [(3.0, 3.0), (0.0, 0.0), (86_400.0, 60.0), (float("inf"), 60.0)]
)
def test_a_wait_the_server_asks_for_is_capped(asked: float, waited: float) -> None:
    assert retry_wait(Backoff(), 1, asked, random.Random()) == waited


def test_a_raw_response_of_a_call_confirmed_by_409_parses_as_applied() -> None:
    attempts: list[str | None] = []

    def script(exchange: Exchange) -> None:
        attempts.append(exchange.request.header("x-request-id"))
        if len(attempts) == 1:
            answer_lost(exchange)
        else:
            duplicate(exchange)

    with HostileServer(script) as server:
        client, _ = clients(server)
        raw = client.groups.with_raw_response.add_subscribers(42, [1, 2])
    assert (raw.status_code, raw.confirmed) == (409, True)
    assert raw.parse() == [textsvc.Applied(None, confirmed=True, request_id=attempts[0])]
    assert attempts[0] == attempts[1]


@pytest.mark.parametrize("fail", [server_error, answer_lost], ids=["500", "answer lost"])
async def test_a_verification_code_is_never_sent_twice_async(fail: Callable[[Exchange], None]) -> None:
    script = Scripted(fail, CODE_SENT)
    with HostileServer(script) as server:
        async with textsvc.AsyncClient(
            api_key=API_KEY, base_url=server.base_url, clock=RecordingClock()
        ) as client:
            with pytest.raises(textsvc.SvcError):
                await client.verify.send_code(to="+15555550100", service_name="Shop")
    assert len(script.request_ids) == 1


async def test_a_bulk_chunk_confirmed_by_409_counts_as_applied_async() -> None:
    seen: dict[str | None, int] = {}

    def script(exchange: Exchange) -> None:
        request_id = exchange.request.header("x-request-id")
        seen[request_id] = seen.get(request_id, 0) + 1
        if seen[request_id] > 1:
            duplicate(exchange)
        elif len(seen) == 1:
            answer_lost(exchange)
        else:
            exchange.respond(200, json=envelope(None))

    with HostileServer(script) as server:
        async with textsvc.AsyncClient(
            api_key=API_KEY, base_url=server.base_url, clock=RecordingClock()
        ) as client:
            results = await client.groups.remove_subscribers(42, range(1, 1501))
    assert list(seen.values()) == [2, 1]
    first, second = seen
    assert results == [
        textsvc.Applied(None, confirmed=True, request_id=first),  # its answer was lost, its retry confirmed
        textsvc.Applied(None, confirmed=False, request_id=second),
    ]
