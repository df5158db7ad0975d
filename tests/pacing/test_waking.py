"""A caller told to wait sleeps until its window may let it go, woken by the give-back that does:
for the threads and tasks of one process, and across the processes sharing a SQLite file or a Redis
server (two stores opened on one backing stand for two processes: each listens for itself).

Each test pauses while the caller waits, long enough for a caller that looks at the store again
every few milliseconds to look many times, and counts how often it asked: once to be told to wait,
once to take its slot. Calls are counted, not timed.
"""

from __future__ import annotations

import asyncio
import os
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import textsvc
from textsvc.pacing import InProcessPacing, PacingStore, SQLitePacing
from textsvc.pacing._client_pacing import RING_SPREAD, BucketNames, _spread
from textsvc.pacing._store import Bell, SystemClock, async_poll, poll
from textsvc.pacing._window import RateLimit, Slot

from tests.hostile import HostileServer
from tests.multiprocess.harness import wait_until
from tests.overlay.mocking import API_KEY
from tests.overlay.windows import FixedWindow, HeldAnswers

PAUSE = 0.3
"""Seconds the test lets a waiting caller be: a caller looking again every 10-50 ms would look often."""


class Counted:
    """Counts the slots asked of a store, from any thread."""

    def __init__(self) -> None:
        self.asked = 0
        self._lock = threading.Lock()

    def count(self) -> None:
        with self._lock:
            self.asked += 1


def _counting(client: textsvc.Client | textsvc.AsyncClient) -> Counted:
    """Counts the slots the client asks its pacing for (told locally to wait, or by its store)."""
    counted = Counted()
    pacing = client._pacing
    acquire, async_acquire = pacing.acquire, pacing.async_acquire

    def counted_acquire(*args: Any, **kwargs: Any) -> Any:
        counted.count()
        return acquire(*args, **kwargs)

    async def counted_async_acquire(*args: Any, **kwargs: Any) -> Any:
        counted.count()
        return await async_acquire(*args, **kwargs)

    pacing.acquire = counted_acquire  # type: ignore[method-assign]
    pacing.async_acquire = counted_async_acquire  # type: ignore[method-assign]
    return counted


def _announced(remaining: int) -> RateLimit:
    return RateLimit(limit=30, remaining=remaining, reset=60.0, retry_after=None)


# --------------------------------------------------------------------------- one process


def _answer_in_reverse_while_one_waits(script: HeldAnswers, store: PacingStore, bucket: str) -> None:
    """Three calls out (one asks; two are counted, 2 then 1 left): the later answer read first leaves
    the window spent while the earlier one is out, and a fourth call waits; the earlier answer then
    gives its slot back, and the fourth call goes."""
    script.wait_for(1)
    script.answer(0)
    script.wait_for(3)
    script.answer(2)
    wait_until(lambda: store.in_flight(bucket) == 1, within=10, what="the later answer read")


def test_a_thread_waiting_on_a_spent_window_is_woken_by_the_answer_that_gives_room_back() -> None:
    store = InProcessPacing()
    script = HeldAnswers(4)
    with (
        HostileServer(script) as server,
        textsvc.Client(api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=store) as client,
    ):
        bucket = BucketNames(server.base_url, API_KEY, None).name("general")
        callers = [threading.Thread(target=client.link_tags.get, args=(3,)) for _ in range(3)]
        for caller in callers:
            caller.start()
        try:
            _answer_in_reverse_while_one_waits(script, store, bucket)
            asked = _counting(client)
            fourth = threading.Thread(target=client.link_tags.get, args=(3,))
            fourth.start()
            wait_until(lambda: asked.asked > 0, within=10, what="the fourth call asking")
            time.sleep(PAUSE)
            script.answer(1)
            script.wait_for(4)
            script.answer_all()
            fourth.join(10)
        finally:
            script.answer_all()
            for caller in callers:
                caller.join(10)
    assert asked.asked == 2  # told to wait, then woken to take the slot


async def test_a_task_waiting_on_a_spent_window_is_woken_by_the_answer_that_gives_room_back() -> None:
    store = InProcessPacing()
    script = HeldAnswers(4)
    with HostileServer(script) as server:
        bucket = BucketNames(server.base_url, API_KEY, None).name("general")
        async with textsvc.AsyncClient(
            api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=store
        ) as client:
            first = asyncio.gather(*(client.link_tags.get(3) for _ in range(3)))
            try:
                await asyncio.to_thread(_answer_in_reverse_while_one_waits, script, store, bucket)
                asked = _counting(client)
                fourth = asyncio.ensure_future(client.link_tags.get(3))
                while asked.asked == 0:
                    await asyncio.sleep(0.01)
                await asyncio.sleep(PAUSE)
                script.answer(1)
                await asyncio.to_thread(script.wait_for, 4)
                script.answer_all()
                await fourth
            finally:
                script.answer_all()
                await first
    assert asked.asked == 2


# --------------------------------------------------------------------------- across processes


@pytest.fixture(params=["sqlite", "redis"])
def two_stores(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[PacingStore, PacingStore]]:
    """Two stores on one backing, as two processes open it."""
    stores: tuple[Any, Any]
    if request.param == "sqlite":
        stores = (SQLitePacing(tmp_path / "pacing.sqlite3"), SQLitePacing(tmp_path / "pacing.sqlite3"))
    else:
        from textsvc.pacing import RedisPacing  # an extra: imported once the fixture found redis-py

        server = request.getfixturevalue("redis_server")
        stores = (RedisPacing(server.url), RedisPacing(server.url))
    yield stores
    for store in stores:
        store.close()


def _listening(store: PacingStore) -> None:
    # A process listens once one of its callers has waited: here, at once.
    store.bell.listen()
    wait_until(lambda: store.bell.mark("any").hearing, within=10, what="listening")


def _held_asker(other: PacingStore, bucket: str) -> Slot:
    asking = other.acquire(bucket)
    assert isinstance(asking, Slot)
    return asking


def test_a_process_waiting_for_another_ones_asker_is_woken_by_its_answer(
    two_stores: tuple[PacingStore, PacingStore],
) -> None:
    other, mine = two_stores
    _listening(mine)
    window = FixedWindow(30, 60.0)
    with (
        HostileServer(window) as server,
        textsvc.Client(api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=mine) as client,
    ):
        bucket = BucketNames(server.base_url, API_KEY, None).name("general")
        asking = _held_asker(other, bucket)  # another process's request, out to learn the window
        asked = _counting(client)
        caller = threading.Thread(target=client.link_tags.get, args=(3,))
        caller.start()
        wait_until(lambda: asked.asked == 1, within=10, what="the call asking")
        time.sleep(PAUSE)
        other.release(asking, _announced(20))
        caller.join(10)
    assert window.served == 1
    assert asked.asked == 2


async def test_a_task_waiting_for_another_processes_asker_is_woken_by_its_answer(
    two_stores: tuple[PacingStore, PacingStore],
) -> None:
    other, mine = two_stores
    await asyncio.to_thread(_listening, mine)
    window = FixedWindow(30, 60.0)
    with HostileServer(window) as server:
        bucket = BucketNames(server.base_url, API_KEY, None).name("general")
        asking = await asyncio.to_thread(_held_asker, other, bucket)
        async with textsvc.AsyncClient(
            api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=mine
        ) as client:
            asked = _counting(client)
            call = asyncio.ensure_future(client.link_tags.get(3))
            while asked.asked == 0:
                await asyncio.sleep(0.01)
            await asyncio.sleep(PAUSE)
            await asyncio.to_thread(other.release, asking, _announced(20))
            await asyncio.wait_for(call, 10)
    assert window.served == 1
    assert asked.asked == 2


# --------------------------------------------------------------------------- the means


def test_a_socket_left_by_a_process_gone_is_removed_by_the_next_ring(tmp_path: Path) -> None:
    store = SQLitePacing(tmp_path / "pacing.sqlite3")
    folder = tmp_path / "pacing.sqlite3-wake"
    folder.mkdir()
    gone = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    gone.bind(str(folder / "gone"))
    gone.close()  # its file stays, as a killed process leaves it
    store._notices.ring("general")
    assert os.listdir(folder) == []
    store.close()


def test_a_process_that_cannot_listen_looks_at_the_file_again(tmp_path: Path) -> None:
    # A socket's name holds some 100 bytes: a file deeper than that is paced by looking again.
    deep = tmp_path / ("d" * 60) / ("e" * 60)
    deep.mkdir(parents=True)
    other, mine = SQLitePacing(deep / "pacing.sqlite3"), SQLitePacing(deep / "pacing.sqlite3")
    mine.bell.listen()
    assert not mine.bell.mark("general").hearing
    window = FixedWindow(30, 60.0)
    with (
        HostileServer(window) as server,
        textsvc.Client(api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=mine) as client,
    ):
        bucket = BucketNames(server.base_url, API_KEY, None).name("general")
        asking = _held_asker(other, bucket)
        asked = _counting(client)
        caller = threading.Thread(target=client.link_tags.get, args=(3,))
        caller.start()
        wait_until(lambda: asked.asked > 1, within=10, what="the call looking again")
        other.release(asking, _announced(20))
        caller.join(10)
    assert window.served == 1
    other.close()
    mine.close()


def test_a_redis_listener_that_loses_its_server_stops_hearing(redis_server: Any) -> None:
    from textsvc.pacing import RedisPacing

    store = RedisPacing(redis_server.url, retry_after=0.2)
    store.bell.listen()
    wait_until(lambda: store.bell.mark("general").hearing, within=10, what="subscribed")
    redis_server.stop()
    wait_until(lambda: not store.bell.mark("general").hearing, within=10, what="deaf once Redis is gone")
    redis_server.start()
    wait_until(lambda: store.bell.mark("general").hearing, within=10, what="subscribed again")
    store.close()


class CountingStore(InProcessPacing):
    def __init__(self) -> None:
        super().__init__()
        self.asked = 0

    def acquire(self, bucket: str, *, lease_seconds: float = 120.0) -> Slot | float:
        self.asked += 1
        return super().acquire(bucket, lease_seconds=lease_seconds)


def test_a_window_read_spent_is_told_without_asking_the_store_until_a_ring() -> None:
    from textsvc.pacing._client_pacing import GuardedPacing
    from textsvc.pacing._store import SystemClock
    from textsvc.pacing._window import Wait

    store = CountingStore()
    pacing = GuardedPacing(store, SystemClock())
    asking = pacing.acquire("general")
    assert isinstance(asking, Slot)
    pacing.release(asking, _announced(1))
    first, last = pacing.acquire("general"), pacing.acquire("general")
    assert isinstance(first, Slot)
    assert isinstance(last, Wait)  # spent, the first still out
    pacing.release(first, _announced(0))  # spent until its reset, nothing out
    asked = store.asked
    told = pacing.acquire("general")
    assert isinstance(told, Wait)
    assert told.spent
    assert 59 < told.seconds <= 60
    assert store.asked == asked  # told by this process's bell, not by the store
    store.bell.ring("general")  # a give-back somewhere may have opened it: ask the store again
    pacing.acquire("general")
    assert store.asked == asked + 1


def test_the_caller_told_to_ask_at_the_reset_keeps_that_when_a_ring_makes_it_ask_again() -> None:
    # A ring read late (or one that let another caller go) wakes the caller that is to ask once the
    # window turns; told again, the store tells it to wait a grace longer like every other waiter,
    # and nobody would ask at the reset: all would ask together a grace later.
    from textsvc.pacing._client_pacing import GuardedPacing
    from textsvc.pacing._store import SystemClock
    from textsvc.pacing._window import TURN_GRACE, Wait

    store = CountingStore()
    pacing, other = GuardedPacing(store, SystemClock()), GuardedPacing(store, SystemClock())
    asking = pacing.acquire("general")
    assert isinstance(asking, Slot)
    pacing.release(asking, _announced(1))
    last = pacing.acquire("general")
    assert isinstance(last, Slot)
    pacing.release(last, _announced(0))
    store.bell.ring("general")  # forget the window read spent: each caller asks the store
    first = pacing.acquire("general")
    assert isinstance(first, Wait)
    assert (first.spent, first.grace) == (True, 0.0)
    store.bell.ring("general")  # the ring read late
    asked = store.asked
    told = pacing.acquire("general")
    assert store.asked == asked + 1  # the store told it to wait a grace longer...
    assert isinstance(told, Wait)
    assert (told.spent, told.grace) == (True, 0.0)  # ...but it still asks at the reset
    others = other.acquire("general")
    assert isinstance(others, Wait)
    assert others.grace == TURN_GRACE  # another client's caller waits for its answer


# The bell, the poll and the clock, alone: what every wait above is made of.


async def test_a_task_rung_after_its_mark_goes_at_once() -> None:
    bell = Bell()
    mark = bell.mark("general")
    bell.ring("general")
    assert await bell.async_wait("general", mark, 5.0) is True
    assert await bell.async_wait("other", bell.mark("other"), 0.01) is False


def test_a_thread_waits_no_longer_than_told() -> None:
    bell = Bell()
    mark = bell.mark("general")
    ringer = threading.Timer(0.5, bell.ring, args=("general",))
    ringer.start()
    try:
        assert bell.wait("general", mark, 0.0) is False  # a wait already over looks once
    finally:
        ringer.cancel()
    bell.ring("general")
    assert bell.wait("general", mark, 5.0) is True


async def test_a_task_waits_no_longer_than_told() -> None:
    bell = Bell()
    mark = bell.mark("general")
    ringer = threading.Timer(0.5, bell.ring, args=("general",))
    ringer.start()
    try:
        assert await bell.async_wait("general", mark, 0.0) is False
    finally:
        ringer.cancel()


async def test_a_task_that_stops_waiting_leaves_the_others_on_its_bucket_waiting() -> None:
    bell = Bell()
    mark = bell.mark("general")
    patient = asyncio.create_task(bell.async_wait("general", mark, 10.0))
    assert await bell.async_wait("general", mark, 0.05) is False  # leaves while the other waits
    bell.ring("general")
    assert await asyncio.wait_for(patient, 5.0) is True
    assert bell._current().tasks == {}  # no waiter is left behind to be woken for nothing


async def test_a_ring_of_every_bucket_wakes_a_task_on_any() -> None:
    bell = Bell()
    mark = bell.mark("send")
    waiting = asyncio.create_task(bell.async_wait("send", mark, 10.0))
    await asyncio.sleep(0.01)
    bell.ring(None)
    assert await asyncio.wait_for(waiting, 5.0) is True
    assert bell._current().tasks == {}


class _InstantClock:
    """A test's clock: its sleeps take no real time (``poll`` must make up the real time left)."""

    def now(self) -> float:
        return 0.0

    def sleep(self, seconds: float) -> None:
        pass

    async def async_sleep(self, seconds: float) -> None:
        pass


def test_a_poll_on_a_clock_that_does_not_wait_rests_the_real_time_left() -> None:
    rests: list[float] = []
    poll(_InstantClock(), 0.2, rests.append)
    assert len(rests) == 1
    assert 0 < rests[0] <= 0.2  # what the clock's sleep left of 0.2 s, never more


async def test_an_async_poll_rests_the_real_time_left_as_told() -> None:
    rests: list[float] = []

    async def rest(seconds: float) -> None:
        rests.append(seconds)

    await async_poll(_InstantClock(), 0.2, rest)
    assert len(rests) == 1
    assert 0 < rests[0] <= 0.2  # what the clock's sleep left of 0.2 s, never more
    started = time.monotonic()
    await async_poll(_InstantClock(), 0.1)  # no rest given: it sleeps
    assert time.monotonic() - started >= 0.1


async def test_the_system_clock_sleeps_the_time_asked() -> None:
    clock = SystemClock()
    started = time.monotonic()
    clock.sleep(0.05)
    assert time.monotonic() - started >= 0.05
    started = time.monotonic()
    await clock.async_sleep(0.05)
    assert time.monotonic() - started >= 0.05
    clock.sleep(-1.0)  # a wait already over is no wait, and no error
    await clock.async_sleep(-1.0)


def test_callers_woken_together_are_spread_within_the_spread() -> None:
    spreads = [_spread() for _ in range(200)]
    assert all(0.0 <= spread <= RING_SPREAD for spread in spreads)
    assert len(set(spreads)) > 100
