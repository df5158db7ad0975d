"""RedisPacing against a real redis-server: atomic under threads, processes and forks; the event
loop never waits on it; a Redis that is down or silent fails the store's changes, and its clients
pace in process with one warning per outage, using Redis again once it answers; keys expire and name no
secret. (What every store promises is in ``test_store_contract.py``, run against Redis too.)
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import pickle
import secrets
import shutil
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from textsvc import pacing
from textsvc._clock import SystemClock
from textsvc._rate_limit import RateLimit
from textsvc.pacing._rules import ANSWER_POLL, Slot, Wait
from textsvc.pacing._store import BucketNames, GuardedPacing, account_tag
from textsvc.testing import FakeService, ManualClock

from tests.forked import assert_child_succeeds
from tests.pacing.stand_in import from_stand_in
from tests.redis_server import HoldingProxy, RedisServer, redis_py, redis_server_binary

redis = redis_py()  # skips this module without redis-py (fails under CI=true)

BUCKET = "general/ip/example.test"
PREFIX = "textsvc:pacing:"
KEY = PREFIX + BUCKET
ONE_HOUR = {"start_date": "2026-01-01T00:00:00Z", "end_date": "2026-01-01T01:00:00Z"}


def announced(remaining: int, reset: float = 60.0) -> RateLimit:
    return RateLimit(limit=30, remaining=remaining, reset=reset, retry_after=None)


def open_window(store: pacing.PacingStore, remaining: int, bucket: str = BUCKET) -> None:
    """Make ``bucket``'s window known, with ``remaining`` requests left for a minute."""
    asker = store.acquire(bucket)
    assert isinstance(asker, Slot)
    assert asker.asks
    store.release(asker, announced(remaining))


def take_all(store: pacing.PacingStore, bucket: str = BUCKET) -> int:
    """Slots that go at once, taken until the store hands out one in the next window (kept reserved)."""
    taken = 0
    while True:
        outcome = store.acquire(bucket)
        assert isinstance(outcome, Slot), f"told to ask again in {outcome} s in a known window"
        if outcome.delay > 0:
            return taken
        taken += 1


def take_in_process(store: Any, barrier: Any, results: Any) -> None:
    """A worker process: take every slot it can, report how many."""
    barrier.wait(30)
    results.put(take_all(store))
    store.close()


@contextlib.contextmanager
def admin(server: RedisServer) -> Iterator[Any]:
    client = server.client()
    try:
        yield client
    finally:
        client.close()


FIELDS = (
    "limit",
    "resets_at",
    "closes_at",
    "confirmed",
    "epoch",
    "taken",
    "length",
    "asker",
    "asker_until",
    "silent",
)


def record(server: RedisServer, key: str = KEY) -> dict[str, Any]:
    """The window stored at ``key``, by field (``None`` for ``-``)."""
    with admin(server) as client:
        stored = client.get(key)
    assert stored is not None, f"no key {key!r} in Redis"
    values = stored.decode().split(" ")
    assert len(values) == len(FIELDS), stored
    found = {name: None if value == "-" else value for name, value in zip(FIELDS, values, strict=True)}
    for name in ("epoch", "taken", "limit"):
        found[name] = None if found[name] is None else int(found[name])
    for name in ("resets_at", "closes_at", "length", "asker_until"):
        found[name] = None if found[name] is None else float(found[name])
    return found


def keys(server: RedisServer) -> set[str]:
    with admin(server) as client:
        return {key.decode() for key in client.keys("*")}


def warnings_of(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [
        entry.getMessage()
        for entry in caplog.records
        if entry.name == "textsvc.pacing" and entry.levelno == logging.WARNING
    ]


def recoveries_of(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [
        entry.getMessage()
        for entry in caplog.records
        if entry.name == "textsvc.pacing" and entry.levelno == logging.INFO
    ]


async def until(condition: Callable[[], bool], *, within: float = 5.0) -> None:
    deadline = time.monotonic() + within
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not so within {within} s")
        await asyncio.sleep(0.02)


# Atomic changes, whoever makes them.


def test_threads_with_stores_of_their_own_never_take_more_slots_than_remain(
    redis_server: RedisServer,
) -> None:
    stores = [pacing.RedisPacing(redis_server.url) for _ in range(8)]
    open_window(stores[0], 40)
    barrier = threading.Barrier(len(stores), timeout=10)
    counts = [0] * len(stores)

    def take(index: int) -> None:
        barrier.wait()
        counts[index] = take_all(stores[index])

    threads = [threading.Thread(target=take, args=(index,)) for index in range(len(stores))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert not any(thread.is_alive() for thread in threads)
    assert sum(counts) == 40
    assert stores[0].in_flight(BUCKET) == len(stores)  # each thread's one slot in the next window
    for store in stores:
        store.close()


def test_processes_with_stores_of_their_own_never_take_more_slots_than_remain(
    redis_server: RedisServer,
) -> None:
    store = pacing.RedisPacing(redis_server.url)
    open_window(store, 60)
    context = multiprocessing.get_context("spawn")
    barrier, results = context.Barrier(3), context.Queue()
    # The store goes to each worker pickled: its URL, not its connections.
    workers = [context.Process(target=take_in_process, args=(store, barrier, results)) for _ in range(3)]
    try:
        for worker in workers:
            worker.start()
        counts = [results.get(timeout=90) for _ in workers]
    finally:
        for worker in workers:
            worker.join(10)
            if worker.is_alive():
                worker.kill()
                worker.join(10)
    assert sum(counts) == 60
    assert store.in_flight(BUCKET) == len(workers)


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="no fork on this platform")
def test_a_forked_child_opens_its_own_connection_and_leaves_its_parents_alone(
    redis_server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    store = pacing.RedisPacing(redis_server.url)
    open_window(store, 80)  # the parent's connection is in its pool now
    context = multiprocessing.get_context("fork")
    barrier, results = context.Barrier(2), context.Queue()
    child = context.Process(target=take_in_process, args=(store, barrier, results))
    child.start()
    try:
        barrier.wait(30)
        mine = take_all(store)  # at the same time as the child, on the connection made before the fork
        theirs = results.get(timeout=60)
    finally:
        child.join(10)
        if child.is_alive():
            child.kill()
            child.join(10)
    assert mine + theirs == 80
    assert store.in_flight(BUCKET) == 2  # the child closed its store: the parent's connection still works
    assert warnings_of(caplog) == []
    store.close()


def test_a_store_closed_by_another_thread_as_this_one_makes_its_client_still_takes_in_redis(
    redis_server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    store = pacing.RedisPacing(redis_server.url)
    link, lock = store._link, store._link._lock

    class ClosedOnRelease:
        """The lock the client is made under; the store is closed (as by another thread) as it is let go."""

        def __enter__(self) -> None:
            lock.acquire()

        def __exit__(self, *exc: object) -> None:
            lock.release()
            link._lock = lock
            store.close()

    link._lock = ClosedOnRelease()  # type: ignore[assignment]
    taken = store.acquire(BUCKET)
    assert isinstance(taken, Slot)
    assert warnings_of(caplog) == []
    store.close()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork is POSIX only")
def test_a_store_forked_while_another_thread_makes_its_client_still_answers_in_the_child(
    redis_server: RedisServer,
) -> None:
    store = pacing.RedisPacing(redis_server.url)
    with store._link._lock:  # another thread is making the store's client when the process forks
        child = os.fork()
        if child == 0:  # the child: its own clients, sync and async, made under a lock of its own
            try:
                answered = isinstance(store.acquire(BUCKET), Slot)
                answered &= isinstance(asyncio.run(store.async_acquire(BUCKET + "2")), Slot)
            except BaseException:
                os._exit(1)
            os._exit(0 if answered else 1)
    assert_child_succeeds(child)


@pytest.mark.parametrize(
    "junk", [b"not json", b"[1, 2]", b'{"remaining": 1e999}', b'{"resets_at": NaN}', b"\xff"]
)
def test_a_value_that_is_not_a_window_is_an_unknown_window(redis_server: RedisServer, junk: bytes) -> None:
    with admin(redis_server) as client:
        client.set(KEY, junk)
    store = pacing.RedisPacing(redis_server.url)
    asker = store.acquire(BUCKET)
    assert isinstance(asker, Slot)
    assert asker.asks
    assert record(redis_server)["asker"] == asker.lease
    store.close()


def test_a_key_redis_cannot_read_as_text_is_an_error_of_redis_the_stand_in_covers(
    redis_server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    with admin(redis_server) as client:
        client.hset(KEY, "another", "program")  # a key_prefix another program uses too
    store = pacing.RedisPacing(redis_server.url)
    with pytest.raises(redis.exceptions.ResponseError, match="WRONGTYPE"):
        store.acquire(BUCKET)
    guarded = GuardedPacing(store, SystemClock())
    assert from_stand_in(guarded, guarded.acquire(BUCKET))
    assert "WRONGTYPE" in warnings_of(caplog)[0]
    store.close()


# Time and keys.


def test_time_is_the_redis_servers_unless_a_clock_is_given(redis_server: RedisServer) -> None:
    with admin(redis_server) as client:
        client.config_resetstat()
    store = pacing.RedisPacing(redis_server.url)
    taken = store.acquire(BUCKET, lease_seconds=30.0)
    assert isinstance(taken, Slot)
    with admin(redis_server) as client:
        asked = client.info("commandstats")["cmdstat_time"]["calls"]
        seconds, micros = client.time()
    assert asked >= 1
    assert seconds + micros / 1e6 - 5 < record(redis_server)["asker_until"] - 30.0 <= seconds + 1

    clocked = pacing.RedisPacing(redis_server.url, clock=ManualClock(1000.0), key_prefix="clocked:")
    held = clocked.acquire(BUCKET, lease_seconds=30.0)
    assert isinstance(held, Slot)
    stored = record(redis_server, "clocked:" + BUCKET)
    assert (stored["asker"], stored["asker_until"]) == (held.lease, 1030.0)
    with admin(redis_server) as client:
        assert client.info("commandstats")["cmdstat_time"]["calls"] == asked + 1  # the one asked above
    store.close()
    clocked.close()


def test_a_process_that_cannot_read_redis_time_closely_keeps_to_its_margin_of_error(
    redis_server: RedisServer,
) -> None:
    # Each reading of TIME takes at least 0.1 s: this process's count of Redis's time may be 0.05 s
    # ahead or behind. Windows it reads end that much later, and it sends their places that much late.
    client = redis_server.client()
    read_time = client.time

    def slow_time() -> Any:
        time.sleep(0.05)
        answer = read_time()
        time.sleep(0.05)
        return answer

    client.time = slow_time
    store = pacing.RedisPacing(client)
    asker = store.acquire(BUCKET)
    assert isinstance(asker, Slot)
    store.release(asker, announced(0, reset=2.0))
    ends = record(redis_server)["resets_at"]
    assert ends - asker.taken_at >= 2.0 + 0.05
    later = store.acquire(BUCKET)
    assert isinstance(later, Slot)
    assert later.delay - (ends - later.taken_at) >= 0.05
    client.close()


def test_each_key_expires_a_quarter_hour_after_its_last_change(redis_server: RedisServer) -> None:
    # Longer than any window (MAX_WAIT) and any lease: an expired key is only an unknown window.
    store = pacing.RedisPacing(redis_server.url, key_prefix="app1:")
    open_window(store, 5)  # resets in 60 s
    assert isinstance(store.acquire(BUCKET, lease_seconds=100.0), Slot)
    with admin(redis_server) as client:
        lives = client.pttl("app1:" + BUCKET) / 1000
    assert 900.0 - 5 < lives <= 900.0
    store.close()


def test_keys_name_buckets_by_address_and_account_tag_never_the_api_key(redis_server: RedisServer) -> None:
    api_key = "sk_live_" + secrets.token_hex(16)
    store = pacing.RedisPacing(redis_server.url)
    with FakeService(api_key=api_key) as fake, fake.client(pacing=store) as client:
        client.keywords.main()
        client.analytics.delivery(**ONE_HOUR)
        names = BucketNames(fake.base_url, api_key, None)
    assert keys(redis_server) == {PREFIX + names.name("general"), PREFIX + names.name("analytics")}
    assert account_tag(api_key) in names.name("analytics")
    with admin(redis_server) as admin_client:
        stored = {key: admin_client.get(key).decode() for key in admin_client.keys("*")}
    assert all(api_key not in text for text in [*map(bytes.decode, stored), *stored.values()])
    store.close()


# The event loop never waits on Redis.


async def test_async_acquire_waits_for_redis_without_blocking_the_event_loop(
    redis_server: RedisServer,
) -> None:
    store = pacing.RedisPacing(redis_server.url)
    assert isinstance(await store.async_acquire("warm-up"), Slot)  # connected
    ticks = 0

    async def tick() -> None:
        nonlocal ticks
        while True:
            await asyncio.sleep(0.01)
            ticks += 1

    with admin(redis_server) as client:
        client.client_pause(500)  # every client's commands wait half a second
    ticker = asyncio.create_task(tick())
    started = time.monotonic()
    taken = await asyncio.wait_for(store.async_acquire(BUCKET), 10)
    waited = time.monotonic() - started
    ticker.cancel()
    assert isinstance(taken, Slot)
    assert waited >= 0.3  # Redis did hold the change back
    assert ticks >= 10
    await store.aclose()


async def test_an_acquire_cancelled_after_redis_took_its_slot_gives_the_slot_back(
    redis_server: RedisServer,
) -> None:
    class HoldingClock:
        """Stands still; when armed, holds Redis's answers from its next read on: the change's write
        reaches Redis, and its answer does not."""

        def __init__(self, proxy: HoldingProxy) -> None:
            self.proxy = proxy
            self.armed = False

        def now(self) -> float:
            if self.armed:
                self.armed = False
                self.proxy.hold()
            return 1000.0

    with HoldingProxy(redis_server.port) as proxy:
        clock = HoldingClock(proxy)
        store = pacing.RedisPacing(proxy.url, clock=clock)
        assert isinstance(await store.async_acquire("warm-up"), Slot)  # connected, script loaded
        clock.armed = True
        taking = asyncio.create_task(store.async_acquire(BUCKET))
        await until(lambda: KEY in keys(redis_server))  # Redis holds the slot; its taker waits
        assert record(redis_server)["asker"] is not None
        taking.cancel()
        with pytest.raises(asyncio.CancelledError):
            await taking
        proxy.let_through()
        await until(lambda: record(redis_server)["asker"] is None)
        await store.aclose()


async def test_a_give_back_cancelled_while_its_answer_is_held_still_reaches_redis_and_the_store_goes_on(
    redis_server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    with HoldingProxy(redis_server.port) as proxy:
        store = pacing.RedisPacing(proxy.url, clock=ManualClock(1000.0))
        taken = await store.async_acquire(BUCKET)
        assert isinstance(taken, Slot)
        proxy.hold()
        giving = asyncio.create_task(store.async_release(taken, announced(5)))
        await asyncio.sleep(0.2)  # the script ran in Redis; its answer is held
        giving.cancel()
        with pytest.raises(asyncio.CancelledError):
            await giving
        proxy.let_through()
        await until(lambda: record(redis_server)["asker"] is None)
        assert record(redis_server)["taken"] == 30 - 5
        await asyncio.sleep(0.1)  # the give-back, shielded, read its answer
        after = await store.async_acquire(BUCKET)
        assert isinstance(after, Slot)
        assert record(redis_server)["taken"] == 30 - 5 + 1
        assert warnings_of(caplog) == []
        await store.aclose()


def test_a_store_serves_one_event_loop_after_another_and_closes_each_loops_connection(
    redis_server: RedisServer,
) -> None:
    store = pacing.RedisPacing(redis_server.url)

    async def take_and_give_back(remaining: int) -> Slot | float:
        taken = await store.async_acquire(BUCKET)
        if isinstance(taken, Slot):
            await store.async_release(taken, announced(remaining))
        return taken

    assert isinstance(asyncio.run(take_and_give_back(10)), Slot)
    assert isinstance(asyncio.run(take_and_give_back(5)), Slot)  # another loop: another connection
    assert record(redis_server)["taken"] == 30 - 10 + 1  # the asker's answer, and the second slot

    def others() -> int:
        with admin(redis_server) as client:
            return len(client.client_list()) - 1

    asyncio.run(until(lambda: others() == 0))  # each loop's connection was closed as the loop ended


# Clients given to the store.


def test_a_sync_client_serves_the_sync_methods_and_the_async_ones_say_what_they_need(
    redis_server: RedisServer,
) -> None:
    client = redis.Redis.from_url(redis_server.url, decode_responses=True)  # answers as str, not bytes
    store = pacing.RedisPacing(client)
    open_window(store, 2)
    assert take_all(store) == 2
    with pytest.raises(TypeError, match=r"pass a redis\.asyncio\.Redis client for textsvc\.AsyncClient"):
        asyncio.run(store.async_acquire(BUCKET))
    store.close()
    assert client.ping()  # the store does not close a client it was given
    with pytest.raises(TypeError, match="made from a client cannot be pickled"):
        pickle.dumps(store)
    client.close()


async def test_an_async_client_serves_the_async_methods_and_the_sync_ones_say_what_they_need(
    redis_server: RedisServer,
) -> None:
    client = redis.asyncio.Redis.from_url(redis_server.url)
    store = pacing.RedisPacing(client)
    taken = await store.async_acquire(BUCKET)
    assert isinstance(taken, Slot)
    await store.async_release(taken, announced(4))
    assert record(redis_server)["taken"] == 30 - 4
    with pytest.raises(TypeError, match=r"pass a redis\.Redis client for textsvc\.Client"):
        store.acquire(BUCKET)
    await store.aclose()
    assert await client.ping()  # the store does not close a client it was given
    await client.aclose()


@pytest.mark.parametrize(
    ("arguments", "options", "error", "message"),
    [
        ((42,), {}, TypeError, "url_or_client must be a Redis URL"),
        ((b"redis://127.0.0.1",), {}, TypeError, "url_or_client must be a Redis URL"),
        (("http://127.0.0.1:6379",), {}, ValueError, "url_or_client must be a Redis URL"),
        (("redis://127.0.0.1:port/0",), {}, ValueError, "url_or_client must be a Redis URL"),
        (("redis://127.0.0.1",), {"retry_after": 0}, ValueError, "retry_after must be"),
        (("redis://127.0.0.1",), {"retry_after": float("nan")}, ValueError, "retry_after must be"),
        (("redis://127.0.0.1",), {"retry_after": float("inf")}, ValueError, "retry_after must be"),
        (("redis://127.0.0.1",), {"retry_after": "5"}, TypeError, "retry_after must be"),
        (("redis://127.0.0.1",), {"key_prefix": None}, TypeError, "key_prefix must be a str"),
        (("redis://127.0.0.1",), {"clock": object()}, TypeError, "clock must have a now"),
        (("redis://127.0.0.1",), {"address": ""}, ValueError, "address must be"),
        (("redis://127.0.0.1",), {"timeout": 0}, ValueError, "timeout must be"),
        (("redis://127.0.0.1",), {"timeout": float("nan")}, ValueError, "timeout must be"),
        (("redis://127.0.0.1",), {"timeout": float("inf")}, ValueError, "timeout must be"),
        (("redis://127.0.0.1",), {"timeout": None}, TypeError, "timeout must be"),
        (("redis://127.0.0.1",), {"timeout": True}, TypeError, "timeout must be"),
    ],
)
def test_bad_arguments_fail_at_construction_naming_the_argument(
    arguments: tuple[Any, ...], options: dict[str, Any], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        pacing.RedisPacing(*arguments, **options)


# When Redis is down.


def test_a_client_keeps_working_through_an_outage_with_one_warning_and_returns_to_redis(
    redis_server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="textsvc.pacing")
    store = pacing.RedisPacing(redis_server.url, retry_after=0.3)
    with FakeService() as fake, fake.client(pacing=store, max_retries=0) as client:
        key = PREFIX + BucketNames(fake.base_url, fake.api_key, None).name("general")
        client.keywords.main()
        assert key in keys(redis_server)
        redis_server.stop()
        started = time.monotonic()
        for _ in range(5):
            client.keywords.main()  # paced by this process alone: every call answered
        time.sleep(0.4)  # past retry_after: the next call tries Redis again, in vain
        client.keywords.main()
        assert time.monotonic() - started < 10
        assert len(warnings_of(caplog)) == 1
        redis_server.start()  # empty: nothing was saved
        time.sleep(0.4)  # past retry_after
        client.keywords.main()
        assert key in keys(redis_server)  # the new slot came from Redis
        assert record(redis_server, key)["asker"] is None
        assert len(recoveries_of(caplog)) == 1
        redis_server.stop()  # a new outage: a new warning
        client.keywords.main()
        assert len(warnings_of(caplog)) == 2
    store.close()


async def test_an_async_client_keeps_working_through_an_outage_with_one_warning_and_returns_to_redis(
    redis_server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="textsvc.pacing")
    store = pacing.RedisPacing(redis_server.url, retry_after=0.3)
    with FakeService() as fake:
        async with fake.async_client(pacing=store, max_retries=0) as client:
            key = PREFIX + BucketNames(fake.base_url, fake.api_key, None).name("general")
            await client.keywords.main()
            assert key in keys(redis_server)
            redis_server.stop()
            started = time.monotonic()
            await asyncio.gather(*(client.keywords.main() for _ in range(5)))
            assert time.monotonic() - started < 10
            assert len(warnings_of(caplog)) == 1
            redis_server.start()
            await asyncio.sleep(0.4)
            await client.keywords.main()
            assert key in keys(redis_server)
            assert record(redis_server, key)["asker"] is None
            assert len(recoveries_of(caplog)) == 1
            redis_server.stop()
            await client.keywords.main()
            assert len(warnings_of(caplog)) == 2
    await store.aclose()


def test_redis_is_tried_again_after_retry_after_and_stand_in_slots_go_back_to_the_stand_in(
    redis_server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="textsvc.pacing")
    clock = ManualClock(1000.0)
    store = pacing.RedisPacing(redis_server.url, clock=clock, retry_after=5.0)
    guarded = GuardedPacing(store, clock)
    redis_server.stop()
    outage = guarded.acquire(BUCKET)
    assert from_stand_in(guarded, outage)
    assert isinstance(outage, Slot)
    assert outage.asks
    assert guarded.acquire(BUCKET) == Wait(ANSWER_POLL)  # the stand-in's window: its asker is out
    clock.advance(5.0)
    assert guarded.acquire(BUCKET) == Wait(ANSWER_POLL)  # tried again, in vain: no new warning
    redis_server.start()
    clock.advance(4.9)
    assert guarded.acquire(BUCKET) == Wait(ANSWER_POLL)  # not tried yet: still the stand-in
    assert keys(redis_server) == set()
    clock.advance(0.1)
    shared = guarded.acquire("analytics/account/tag")
    assert not from_stand_in(guarded, shared)
    assert keys(redis_server) == {PREFIX + "analytics/account/tag"}
    guarded.release(outage, announced(7))  # to the stand-in, though Redis is back
    assert keys(redis_server) == {PREFIX + "analytics/account/tag"}
    assert (len(warnings_of(caplog)), len(recoveries_of(caplog))) == (1, 1)
    store.close()


async def test_a_restarted_redis_is_used_again_at_once_without_a_warning(
    redis_server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    store = pacing.RedisPacing(redis_server.url)
    assert isinstance(store.acquire(BUCKET), Slot)
    assert isinstance(await store.async_acquire("analytics"), Slot)
    redis_server.stop()
    redis_server.start()  # the pooled connections are dead: each is replaced at once
    assert isinstance(store.acquire("other"), Slot)  # from Redis: an error of Redis would raise
    assert isinstance(await store.async_acquire("another"), Slot)
    assert warnings_of(caplog) == []
    store.close()
    await store.aclose()


@contextlib.contextmanager
def silent_server() -> Iterator[int]:
    """A port that accepts connections and reads, and never answers."""
    listener = socket.create_server(("127.0.0.1", 0))
    held: list[socket.socket] = []

    def accept() -> None:
        with contextlib.suppress(OSError):
            while True:
                held.append(listener.accept()[0])

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        yield listener.getsockname()[1]
    finally:
        for sock in [listener, *held]:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)  # wakes the thread blocked in accept(); close alone does not
            sock.close()
        thread.join(5)


def test_a_redis_that_never_answers_sends_calls_to_the_stand_in_within_the_read_timeout(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with silent_server() as port:
        url = f"redis://127.0.0.1:{port}/0"
        store = pacing.RedisPacing(url)
        guarded = GuardedPacing(store, SystemClock())
        outcomes: list[bool] = []
        caller = threading.Thread(
            target=lambda: outcomes.append(from_stand_in(guarded, guarded.acquire(BUCKET))), daemon=True
        )
        caller.start()
        caller.join(10)
        assert not caller.is_alive(), "a silent Redis stalled the call"
        store.close()

        async def take() -> bool:
            async_store = pacing.RedisPacing(url)  # a store of its own: no outage known yet
            async_guarded = GuardedPacing(async_store, SystemClock())
            try:
                return from_stand_in(
                    async_guarded, await asyncio.wait_for(async_guarded.async_acquire(BUCKET), 10)
                )
            finally:
                await async_store.aclose()

        outcomes.append(asyncio.run(take()))
    assert outcomes == [True, True]
    assert len(warnings_of(caplog)) == 2
    assert all("TimeoutError" in warning for warning in warnings_of(caplog))


# No secret leaves the store.


def test_no_password_in_reprs_logs_or_errors(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    password = "pw-" + secrets.token_hex(12)
    server = RedisServer(tmp_path / "redis", password=password)
    server.start()
    try:
        store = pacing.RedisPacing(server.url)
        assert password in server.url
        assert isinstance(store.acquire(BUCKET), Slot)  # it authenticated
        wrong = pacing.RedisPacing(server.url.replace(password, "not-" + password))
        refused = GuardedPacing(wrong, SystemClock())
        assert from_stand_in(refused, refused.acquire(BUCKET))
        server.stop()
        cut_off = GuardedPacing(store, SystemClock())
        assert from_stand_in(cut_off, cut_off.acquire("analytics"))
        with pytest.raises(ValueError, match="url_or_client") as bad_url:
            pacing.RedisPacing(f"http://:{password}@127.0.0.1:{server.port}/0")
        texts = [repr(store), repr(wrong), str(bad_url.value), caplog.text]
        assert len(warnings_of(caplog)) == 2
        assert all(password not in text for text in texts + warnings_of(caplog))
        assert "127.0.0.1" in repr(store)
        store.close()
        wrong.close()
    finally:
        server.stop()


# The fixture, on a machine without redis-server or redis-py.


def test_without_redis_server_the_tests_skip_saying_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("PATH", without_redis_server())
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match=r"install it \(apt-get install redis-server\)"):
        redis_server_binary()
    monkeypatch.setitem(sys.modules, "redis", None)  # import redis fails
    with pytest.raises(pytest.skip.Exception, match=r'pip install "textsvc\[redis\]"'):
        redis_py()


def test_without_redis_server_the_tests_fail_under_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", without_redis_server())
    monkeypatch.setenv("CI", "true")
    # A skip would pass unseen: whichever the helper raises is caught, and must be a failure.
    with pytest.raises((pytest.fail.Exception, pytest.skip.Exception), match="apt-get install") as raised:
        redis_server_binary()
    assert raised.type is pytest.fail.Exception
    assert "CI=true" in str(raised.value)
    monkeypatch.setitem(sys.modules, "redis", None)
    with pytest.raises((pytest.fail.Exception, pytest.skip.Exception), match=r"textsvc\[redis\]") as raised:
        redis_py()
    assert raised.type is pytest.fail.Exception


def without_redis_server() -> str:
    """``PATH`` without the folders that hold a ``redis-server``."""
    path = os.pathsep.join(
        folder
        for folder in os.environ["PATH"].split(os.pathsep)
        if not (Path(folder) / "redis-server").exists()
    )
    assert shutil.which("redis-server", path=path) is None
    return path
