"""Seen stores under adversity: a Redis that drips its answers, a SQLite file removed under the
listeners, a Redis flushed or restarted. A store that cannot answer is an outage (the handler
runs, one warning); a store that lost its record takes up recording again at once.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from textsvc import webhooks
from textsvc.webhooks import Handling, WebhookEvent

from tests.forked import assert_child_succeeds
from tests.redis_server import DrippingPeer, HoldingProxy, RedisServer, redis_py
from tests.webhooks.listeners import serve_wsgi

EVENT = WebhookEvent(body=b'{"event":"message-send","to":"+15555550100"}', data={})
SECRET = webhooks.generate_secret()


def warnings_of(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [
        record.getMessage()
        for record in caplog.records
        if record.name == "textsvc.webhooks" and record.levelno == logging.WARNING
    ]


def within(seconds: float, work: Callable[[], Any]) -> Any:
    """What ``work()`` returns, or AssertionError if it has not returned within ``seconds``."""
    outcomes: list[Any] = []
    worker = threading.Thread(target=lambda: outcomes.append(work()), daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"no answer within {seconds} s"
    return outcomes[0]


def _handle(store: webhooks.SeenStore, handler: Callable[[WebhookEvent], object]) -> object:
    return store.handle(EVENT, handler)


def _async_handle(store: webhooks.SeenStore, handler: Callable[[WebhookEvent], object]) -> object:
    return asyncio.run(store.async_handle(EVENT, handler))


def _wsgi_app(store: webhooks.SeenStore, handler: Callable[[WebhookEvent], object]) -> object:
    with serve_wsgi(webhooks.wsgi.WebhookApp(handler, secret=SECRET, deduplicate=store)) as url:
        answer = httpx.post(
            url, content=EVENT.body, headers={"X-Signature": webhooks.sign(EVENT.body, SECRET)}
        )
    return answer.status_code, answer.text


WAYS: list[tuple[str, Callable[[webhooks.SeenStore, Callable[[WebhookEvent], object]], object], object]] = [
    ("handle", _handle, Handling.HANDLED),
    ("async_handle", _async_handle, Handling.HANDLED),
    ("WebhookApp", _wsgi_app, (200, "ok")),
]


@pytest.mark.parametrize(("way", "deliver", "outcome"), WAYS, ids=[entry[0] for entry in WAYS])
def test_a_redis_that_drips_its_answer_is_an_outage_within_the_stores_timeout(
    way: str, deliver: Any, outcome: object, caplog: pytest.LogCaptureFixture
) -> None:
    # Every byte comes long before the read timeout (30 s here): only a bound on the whole step
    # ends the wait, and the store closes the connection rather than leave a read hanging on it.
    redis_py()
    handled: list[WebhookEvent] = []
    with DrippingPeer() as peer:
        store = webhooks.RedisSeen(f"{peer.url}?socket_timeout=30", timeout=0.2)
        assert within(10.0, lambda: deliver(store, handled.append)) == outcome
        deadline = time.monotonic() + 5
        while peer.dropped < 1 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert peer.dropped == 1
    assert [event.body for event in handled] == [EVENT.body]  # the handler ran, as without de-duplication
    assert warnings_of(caplog) == [
        f"{store!r} failed (TimeoutError: no whole answer within the store's timeout of 0.2 s): "
        "deliveries are handled without de-duplication until it answers"
    ]


def test_a_redis_timeout_is_refused_unless_a_positive_number_of_seconds() -> None:
    redis_py()
    with pytest.raises(ValueError, match=r"^timeout must be a finite number of seconds, more than 0$"):
        webhooks.RedisSeen("redis://127.0.0.1:1/0", timeout=0)
    with pytest.raises(TypeError, match=r"^timeout must be a number of seconds, got str"):
        webhooks.RedisSeen("redis://127.0.0.1:1/0", timeout="3")  # type: ignore[arg-type]


def _remove_file(path: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)


class Deliveries:
    """Three deliveries of one body to a store's ``handle`` (or ``async_handle``); the file is
    removed before the first's claim, or while its handler runs (then marked handled), or while
    a failing handler runs (then its claim given up)."""

    def __init__(self, store: webhooks.SQLiteSeen, *, asynchronous: bool) -> None:
        self.store = store
        self.asynchronous = asynchronous
        self.runs = 0

    def deliver(self, handler: Callable[[WebhookEvent], object]) -> Handling | str:
        try:
            if self.asynchronous:
                return asyncio.run(self.store.async_handle(EVENT, handler))
            return self.store.handle(EVENT, handler)
        except RuntimeError as error:
            return str(error)

    def handler(self, event: WebhookEvent) -> None:
        self.runs += 1

    def removing(self, *, fails: bool) -> Callable[[WebhookEvent], None]:
        def handler(event: WebhookEvent) -> None:
            self.runs += 1
            _remove_file(Path(self.store.path))
            if fails:
                raise RuntimeError("the handler failed")

        return handler


@pytest.mark.parametrize("asynchronous", [False, True], ids=["handle", "async_handle"])
@pytest.mark.parametrize(
    ("when", "outcomes", "runs"),
    [
        ("before the claim", [Handling.HANDLED, Handling.SEEN, Handling.SEEN], 1),
        ("before the mark", [Handling.HANDLED, Handling.SEEN, Handling.SEEN], 1),
        ("before the give-up", ["the handler failed", Handling.HANDLED, Handling.SEEN], 2),
    ],
)
def test_a_sqlite_file_removed_while_in_use_is_made_anew_at_the_next_step(
    when: str,
    outcomes: list[object],
    runs: int,
    asynchronous: bool,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
) -> None:
    path = tmp_path / "seen.sqlite3"
    deliveries = Deliveries(webhooks.SQLiteSeen(path), asynchronous=asynchronous)
    if when == "before the claim":
        _remove_file(path)
        first = deliveries.deliver(deliveries.handler)
    else:
        first = deliveries.deliver(deliveries.removing(fails=when == "before the give-up"))
    assert [first] + [deliveries.deliver(deliveries.handler) for _ in range(2)] == outcomes
    assert deliveries.runs == runs
    assert warnings_of(caplog) == [
        f"{deliveries.store!r}: the file was removed or emptied while in use: made its record anew "
        "(the bodies handled before are forgotten)"
    ]
    assert path.exists()


@pytest.mark.parametrize("asynchronous", [False, True], ids=["handle", "async_handle"])
def test_a_redis_restarted_while_a_handler_runs_still_records_its_body(
    asynchronous: bool, redis_server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    # The restart empties Redis (nothing is saved) and closes the store's pooled connection: the
    # mark must go through on a new one, or the redelivery runs the handler a second time.
    store = webhooks.RedisSeen(redis_server.url)
    runs: list[str] = []

    def restarts(event: WebhookEvent) -> None:
        runs.append("first")
        redis_server.stop()
        redis_server.start()

    async def twice() -> list[Handling]:
        return [
            await store.async_handle(EVENT, restarts),
            await store.async_handle(EVENT, lambda event: runs.append("again")),
        ]

    if asynchronous:
        outcomes = asyncio.run(twice())
    else:
        outcomes = [store.handle(EVENT, restarts), store.handle(EVENT, lambda event: runs.append("again"))]
    assert outcomes == [Handling.HANDLED, Handling.SEEN]
    assert runs == ["first"]
    assert warnings_of(caplog) == []


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork is POSIX only")
def test_an_in_process_record_forked_while_another_thread_steps_in_it_still_answers_in_the_child() -> None:
    store = webhooks.InProcessSeen()
    store.handle(EVENT, lambda event: None)
    other = WebhookEvent(body=b'{"event":"message-send","to":"+15555550101"}', data={})
    with store._lock:  # another thread is mid-step in the store when the process forks
        child = os.fork()
        if child == 0:  # the child: the forked record, and steps that answer
            answered = store.handle(EVENT, lambda event: None) is Handling.SEEN
            answered &= store.handle(other, lambda event: None) is Handling.HANDLED
            os._exit(0 if answered else 1)
    assert_child_succeeds(child)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork is POSIX only")
def test_a_redis_record_forked_while_another_thread_makes_its_client_still_answers_in_the_child(
    redis_server: RedisServer,
) -> None:
    store = webhooks.RedisSeen(redis_server.url)
    store.handle(EVENT, lambda event: None)
    other = WebhookEvent(body=b'{"event":"message-send","to":"+15555550101"}', data={})
    with store._link._lock:  # another thread is making the store's client when the process forks
        child = os.fork()
        if child == 0:  # the child: its own clients, made under a lock of its own
            answered = store.handle(EVENT, lambda event: None) is Handling.SEEN
            answered &= asyncio.run(store.async_handle(other, lambda event: None)) is Handling.HANDLED
            os._exit(0 if answered else 1)
    assert_child_succeeds(child)


@pytest.mark.parametrize("asynchronous", [False, True], ids=["handle", "async_handle"])
def test_a_claim_whose_answer_was_lost_is_still_the_claimers(
    asynchronous: bool, redis_server: RedisServer
) -> None:
    # The SET of the claim goes through, its answer is lost with the connection; the step runs again
    # and finds the key holding its own token: the claim is its own, not another listener's (409).
    runs: list[str] = []
    with HoldingProxy(redis_server.port) as proxy:
        store = webhooks.RedisSeen(proxy.url)
        proxy.lose_answer_to(b"SET")
        if asynchronous:
            first = asyncio.run(store.async_handle(EVENT, lambda event: runs.append("first")))
        else:
            first = store.handle(EVENT, lambda event: runs.append("first"))
        assert first is Handling.HANDLED
        assert store.handle(EVENT, lambda event: runs.append("again")) is Handling.SEEN
    assert runs == ["first"]
