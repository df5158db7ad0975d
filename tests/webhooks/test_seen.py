"""Webhook deliveries handled once: each ``SeenStore`` (in process, a SQLite file, a real Redis), from
threads and from an event loop, a store that fails, and the adapters answering a redelivery.

The fleet itself (three listener processes sharing Redis, the fake redelivering) is in
``test_seen_fleet.py``.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from textsvc import webhooks
from textsvc.webhooks import Handling, WebhookEvent

from tests.redis_server import RedisServer, redis_py
from tests.webhooks.listeners import SERVED

EVENT = WebhookEvent(body=b'{"event":"message-send","to":"+15555550100"}', data={})
OTHER = WebhookEvent(body=b'{"event":"message-send","to":"+15555550101"}', data={})

StoreMaker = Callable[..., webhooks.SeenStore]


def store_maker(kind: str, request: pytest.FixtureRequest, folder: Path) -> StoreMaker:
    """Makes stores of one ``kind``; two made by one test share their record (but in process)."""
    if kind == "in-process":
        return webhooks.InProcessSeen
    if kind == "sqlite":
        return lambda **options: webhooks.SQLiteSeen(folder / "seen.sqlite3", **options)
    server: RedisServer = request.getfixturevalue("redis_server")
    return lambda **options: webhooks.RedisSeen(server.url, **options)


@pytest.fixture(params=["in-process", "sqlite", "redis"])
def make_store(request: pytest.FixtureRequest, tmp_path: Path) -> StoreMaker:
    return store_maker(request.param, request, tmp_path)


class Calls:
    def __init__(self, *, fail: int = 0) -> None:
        self.events: list[WebhookEvent] = []
        self._fail = fail

    def __call__(self, event: WebhookEvent) -> None:
        self.events.append(event)
        if len(self.events) <= self._fail:
            raise RuntimeError("the handler failed")


def test_a_body_is_handled_once_and_another_body_is_not_held_back(make_store: StoreMaker) -> None:
    store, calls = make_store(), Calls()
    assert store.handle(EVENT, calls) is Handling.HANDLED
    assert store.handle(EVENT, calls) is Handling.SEEN
    assert store.handle(OTHER, calls) is Handling.HANDLED
    assert calls.events == [EVENT, OTHER]


def test_a_handler_that_fails_leaves_the_body_to_its_redelivery(make_store: StoreMaker) -> None:
    store, calls = make_store(), Calls(fail=1)
    with pytest.raises(RuntimeError, match="the handler failed"):
        store.handle(EVENT, calls)
    assert store.handle(EVENT, calls) is Handling.HANDLED
    assert store.handle(EVENT, calls) is Handling.SEEN
    assert calls.events == [EVENT, EVENT]


def test_a_body_being_handled_elsewhere_is_busy_until_that_handler_returns(make_store: StoreMaker) -> None:
    store = make_store()
    started, release = threading.Event(), threading.Event()
    outcomes: list[Handling] = []

    def slow(event: WebhookEvent) -> None:
        started.set()
        assert release.wait(10)

    worker = threading.Thread(target=lambda: outcomes.append(store.handle(EVENT, slow)))
    worker.start()
    assert started.wait(10)
    assert store.handle(EVENT, Calls()) is Handling.BUSY
    release.set()
    worker.join(10)
    assert outcomes == [Handling.HANDLED]
    assert store.handle(EVENT, Calls()) is Handling.SEEN


def test_a_claim_of_a_listener_that_died_ends_with_its_claim_time(make_store: StoreMaker) -> None:
    store = make_store(claim_seconds=0.3)
    started = threading.Event()

    def dies(event: WebhookEvent) -> None:  # the process is killed mid-handler: nothing runs after
        started.set()
        time.sleep(0.6)

    dying = threading.Thread(target=store.handle, args=(EVENT, dies))
    dying.start()
    assert started.wait(10)
    assert store.handle(EVENT, Calls()) is Handling.BUSY
    time.sleep(0.4)
    calls = Calls()
    assert store.handle(EVENT, calls) is Handling.HANDLED
    dying.join(10)  # its late end leaves the record as the live claim made it: handled
    assert store.handle(EVENT, calls) is Handling.SEEN
    assert calls.events == [EVENT]


def test_a_handled_body_is_forgotten_after_its_keep_time(make_store: StoreMaker) -> None:
    store, calls = make_store(keep_seconds=0.2), Calls()
    store.handle(EVENT, calls)
    assert store.handle(EVENT, calls) is Handling.SEEN
    time.sleep(0.3)
    assert store.handle(EVENT, calls) is Handling.HANDLED
    assert calls.events == [EVENT, EVENT]


def test_an_event_loop_handles_once_with_an_async_handler(make_store: StoreMaker) -> None:
    store = make_store()
    handled: list[bytes] = []

    async def handler(event: WebhookEvent) -> None:
        await asyncio.sleep(0)
        handled.append(event.body)
        if len(handled) == 1:
            raise RuntimeError("the handler failed")

    async def deliveries() -> list[Handling]:
        with pytest.raises(RuntimeError):
            await store.async_handle(EVENT, handler)
        return [await store.async_handle(EVENT, handler) for _ in range(2)] + [
            await store.async_handle(OTHER, lambda event: handled.append(event.body))
        ]

    assert asyncio.run(deliveries()) == [Handling.HANDLED, Handling.SEEN, Handling.HANDLED]
    assert handled == [EVENT.body, EVENT.body, OTHER.body]


@pytest.mark.parametrize("kind", ["sqlite", "redis"])
def test_stores_of_one_record_share_it(kind: str, request: pytest.FixtureRequest, tmp_path: Path) -> None:
    make_store = store_maker(kind, request, tmp_path)
    first, second = make_store(), make_store()
    first.handle(EVENT, Calls())
    assert second.handle(EVENT, Calls()) is Handling.SEEN


def test_a_redis_that_cannot_be_reached_drops_no_event_and_warns_once(
    caplog: pytest.LogCaptureFixture, tmp_path: Path
) -> None:
    redis_py()
    redis_server = RedisServer(tmp_path / "redis", password="hunter2")
    redis_server.start()
    store = webhooks.RedisSeen(redis_server.url)
    redis_server.stop()
    calls = Calls()
    with caplog.at_level(logging.INFO, logger="textsvc.webhooks"):
        assert [store.handle(EVENT, calls) for _ in range(2)] == [Handling.HANDLED, Handling.HANDLED]
        redis_server.start()
        assert store.handle(OTHER, calls) is Handling.HANDLED
        assert store.handle(OTHER, calls) is Handling.SEEN
    assert calls.events == [EVENT, EVENT, OTHER]
    records = [(record.levelname, record.getMessage()) for record in caplog.records]
    where = repr(store)
    without = "deliveries are handled without de-duplication until it answers"
    assert records == [
        ("WARNING", f"{where} failed (ConnectionError): {without}"),
        ("INFO", f"{where} answers again: deliveries are de-duplicated"),
    ]
    assert "hunter2" not in caplog.text
    redis_server.stop()
    assert "hunter2" not in repr(store) + repr(vars(store))


def test_a_sqlite_file_locked_past_its_timeout_drops_no_event(tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "seen.sqlite3"
    store = webhooks.SQLiteSeen(path, busy_timeout=0.05)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    calls = Calls()
    try:
        assert store.handle(EVENT, calls) is Handling.HANDLED
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert calls.events == [EVENT]


CARELESS: list[tuple[Callable[[], Any], type[Exception], str]] = [
    (
        lambda: webhooks.InProcessSeen(keep_seconds=0),
        ValueError,
        "keep_seconds must be a finite number of seconds, more than 0",
    ),
    (
        lambda: webhooks.InProcessSeen(claim_seconds=float("nan")),
        ValueError,
        "claim_seconds must be a finite number of seconds, more than 0",
    ),
    (
        lambda: webhooks.InProcessSeen(keep_seconds="60"),
        TypeError,
        "keep_seconds must be a number of seconds, got str of length 2",
    ),
    (
        lambda: webhooks.SQLiteSeen(b"seen.db"),
        TypeError,
        "path must be a str or a path, got bytes of length 7",
    ),
    (
        lambda: webhooks.SQLiteSeen("/no/such/folder/seen.db"),
        ValueError,
        "path cannot hold the record of webhook deliveries: unable to open database file",
    ),
    (
        lambda: webhooks.RedisSeen(6379),
        TypeError,
        "url_or_client must be a Redis URL (str), a redis.Redis or a redis.asyncio.Redis, got int",
    ),
]


@pytest.mark.parametrize(("make", "error", "message"), CARELESS)
def test_a_store_made_wrong_is_refused_saying_why(
    make: Callable[[], Any], error: type[Exception], message: str
) -> None:
    with pytest.raises(error) as raised:
        make()
    assert str(raised.value) == message


ADAPTERS = [entry for entry in SERVED if entry[0] != "fastapi"]  # a dependency cannot skip its route


@pytest.mark.parametrize(("name", "build", "serve"), ADAPTERS, ids=[entry[0] for entry in ADAPTERS])
def test_an_adapter_answers_a_redelivery_without_running_its_handler(
    name: str, build: Any, serve: Any
) -> None:
    secret = webhooks.generate_secret()
    body = b'{"event":"delivery-status","status":"delivered"}'
    headers = {webhooks.SIGNATURE_HEADER: webhooks.sign(body, secret), "Content-Type": "application/json"}
    received: list[WebhookEvent] = []
    store = webhooks.InProcessSeen()
    started, release = threading.Event(), threading.Event()

    def elsewhere(event: WebhookEvent) -> None:  # another listener of the same record, mid-handler
        started.set()
        assert release.wait(10)

    with serve(build(received, secret, deduplicate=store)) as url, httpx.Client() as http:
        first = http.post(url, content=body, headers=headers)
        again = http.post(url, content=body, headers=headers)
        other = WebhookEvent(body=body.replace(b"delivered", b"failed"), data={})
        holding = threading.Thread(target=store.handle, args=(other, elsewhere))
        holding.start()
        assert started.wait(10)
        other_headers = {**headers, webhooks.SIGNATURE_HEADER: webhooks.sign(other.body, secret)}
        busy = http.post(url, content=other.body, headers=other_headers)
        release.set()
        holding.join(10)
    assert [(answer.status_code, answer.text) for answer in (first, again, busy)] == [
        (200, "ok"),
        (200, "already handled"),
        (409, "another listener is handling this delivery"),
    ]
    assert [event.body for event in received] == [body]


def test_an_adapter_refuses_a_deduplicate_that_is_not_a_store() -> None:
    with pytest.raises(TypeError) as raised:
        webhooks.wsgi.WebhookApp(print, secret="s", deduplicate=set())
    assert (
        str(raised.value) == "deduplicate must be a SeenStore (InProcessSeen, SQLiteSeen, RedisSeen), got set"
    )


def test_a_handler_that_outlives_its_claim_still_marks_its_body(make_store: StoreMaker) -> None:
    store, calls = make_store(claim_seconds=0.2), Calls()

    def slow(event: WebhookEvent) -> None:
        time.sleep(0.4)  # nobody claimed the body meanwhile

    assert store.handle(EVENT, slow) is Handling.HANDLED
    assert store.handle(EVENT, calls) is Handling.SEEN
    assert calls.events == []


def test_a_coroutine_function_given_to_handle_is_refused_and_the_body_left_unhandled(
    make_store: StoreMaker,
) -> None:
    store, handled = make_store(), []

    async def handler(event: WebhookEvent) -> None:
        handled.append(event)

    with pytest.raises(TypeError, match=r"^handler is a coroutine function, which handle\(\) cannot await"):
        store.handle(EVENT, handler)
    with pytest.raises(TypeError, match=r"^handler returned an awaitable"):
        store.handle(EVENT, lambda event: handler(event))  # a lambda returning a coroutine
    assert asyncio.run(store.async_handle(EVENT, handler)) is Handling.HANDLED
    assert handled == [EVENT]


def test_an_async_handler_cancelled_by_a_deadline_gives_its_claim_up(make_store: StoreMaker) -> None:
    import anyio

    store = make_store()

    async def slow(event: WebhookEvent) -> None:
        await asyncio.sleep(10)

    async def delivered_twice() -> Handling:
        with anyio.move_on_after(0.1):  # a level-triggered cancellation: it reaches the give-up too
            await store.async_handle(EVENT, slow)
        return await store.async_handle(EVENT, lambda event: None)

    assert asyncio.run(delivered_twice()) is Handling.HANDLED


def test_a_redis_key_holding_what_no_listener_wrote_is_busy_not_an_error(redis_server: RedisServer) -> None:
    redis = redis_py()
    store = webhooks.RedisSeen(redis_server.url)
    key = "textsvc:webhooks:seen:" + hashlib.sha256(EVENT.body).hexdigest()
    redis.Redis.from_url(redis_server.url).set(key, b"\xff\xfe")
    assert store.handle(EVENT, Calls()) is Handling.BUSY
    decoding = webhooks.RedisSeen(redis.Redis.from_url(redis_server.url, decode_responses=True))
    assert decoding.handle(OTHER, Calls()) is Handling.HANDLED
    assert decoding.handle(OTHER, Calls()) is Handling.SEEN


def test_an_adapter_refuses_a_redis_client_of_the_other_kind(redis_server: RedisServer) -> None:
    redis = redis_py()
    from textsvc.webhooks.asgi import webhook_endpoint

    async_only = webhooks.RedisSeen(redis.asyncio.Redis.from_url(redis_server.url))
    with pytest.raises(TypeError) as raised:
        webhooks.wsgi.WebhookApp(print, secret="s", deduplicate=async_only)
    assert str(raised.value) == (
        "deduplicate: RedisSeen was given a redis.asyncio.Redis client, which only async_handle can use"
    )
    with pytest.raises(TypeError) as raised:
        webhook_endpoint(
            print, secret="s", deduplicate=webhooks.RedisSeen(redis.Redis.from_url(redis_server.url))
        )
    assert (
        str(raised.value)
        == "deduplicate: RedisSeen was given a redis.Redis client, which would block the event loop"
    )


def test_a_sqlite_record_in_memory_is_refused() -> None:
    for path in ("", ":memory:", "file:seen?mode=memory"):
        with pytest.raises(ValueError, match=r"^path must name a file that every listener process opens"):
            webhooks.SQLiteSeen(path)


def test_a_wsgi_adapter_refuses_a_coroutine_function() -> None:
    async def handler(event: WebhookEvent) -> None: ...

    with pytest.raises(TypeError, match=r"^handler is a coroutine function, which a WSGI app cannot await"):
        webhooks.wsgi.WebhookApp(handler, secret="s")


def test_a_claim_cut_short_by_a_deadline_is_given_up(tmp_path: Path) -> None:
    import sqlite3

    import anyio

    path = tmp_path / "seen.sqlite3"
    store = webhooks.SQLiteSeen(path)
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")  # the claim waits on the file's lock past the deadline
    release = threading.Timer(0.3, lambda: holder.execute("ROLLBACK"))
    release.start()
    calls = Calls()

    async def delivered_twice() -> Handling:
        with anyio.move_on_after(0.1):
            await store.async_handle(EVENT, calls)
        return await store.async_handle(EVENT, calls)

    try:
        assert asyncio.run(delivered_twice()) is Handling.HANDLED
    finally:
        release.join()
        holder.close()
    assert calls.events == [EVENT]  # the first delivery's handler never ran: its claim was given up
