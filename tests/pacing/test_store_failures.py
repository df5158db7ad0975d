"""A pacing store that fails, a call cancelled mid give-back, a clock that steps back: the calls hold."""

from __future__ import annotations

import asyncio
import concurrent.futures
import gc
import logging
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import textsvc
from textsvc._clock import SystemClock
from textsvc._rate_limit import MAX_WAIT, RateLimit
from textsvc.pacing import InProcessPacing, PacingStore, SQLitePacing
from textsvc.pacing._rules import ANSWER_POLL, Slot, Wait
from textsvc.pacing._store import _BACKGROUND, GuardedPacing, in_background
from textsvc.testing import ManualClock

from tests.hostile import Exchange, HostileServer, envelope
from tests.overlay.mocking import API_KEY
from tests.overlay.windows import LINK_TAG, FixedWindow
from tests.pacing.stand_in import from_stand_in

BUCKET = "general"


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "pacing.sqlite3"


@pytest.fixture
def blocker(path: Path) -> Iterator[sqlite3.Connection]:
    """Another process's connection to the file: a script takes its write lock while a call is out."""
    SQLitePacing(path).close()  # the file and its table exist
    connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    yield connection
    if connection.in_transaction:
        connection.execute("COMMIT")
    connection.close()


def answer_then_hold_the_file(blocker: sqlite3.Connection) -> HostileServer:
    """A server that answers 200, having first taken the file's write lock (kept until the test ends)."""

    def script(exchange: Exchange) -> None:
        if not blocker.in_transaction:
            blocker.execute("BEGIN IMMEDIATE")
        exchange.respond(200, json=envelope(LINK_TAG))

    return HostileServer(script)


# A store that cannot take a slot back (sqlite's "database is locked" after busy_timeout) must not
# replace the outcome of a call the service answered: for POST /send the message went out.


def test_a_give_back_the_file_refuses_does_not_fail_an_answered_call(
    path: Path, blocker: sqlite3.Connection
) -> None:
    store = SQLitePacing(path, busy_timeout=0.2)
    with (
        answer_then_hold_the_file(blocker) as server,
        textsvc.Client(api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=store) as client,
    ):
        tag = client.link_tags.get(3)
    store.close()
    assert tag.id == 3


async def test_an_async_give_back_the_file_refuses_does_not_fail_an_answered_call(
    path: Path, blocker: sqlite3.Connection
) -> None:
    store = SQLitePacing(path, busy_timeout=0.2)
    with answer_then_hold_the_file(blocker) as server:
        async with textsvc.AsyncClient(
            api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=store
        ) as client:
            tag = await asyncio.wait_for(client.link_tags.get(3), 30)
    store.close()
    assert tag.id == 3


async def test_a_cancelled_call_ends_cancelled_even_when_its_give_back_fails(
    path: Path, blocker: sqlite3.Connection
) -> None:
    answered = threading.Event()

    def script(exchange: Exchange) -> None:
        blocker.execute("BEGIN IMMEDIATE")
        answered.wait(10)  # hangs until the test is over: the call is cancelled while it is out
        exchange.close()

    store = SQLitePacing(path, busy_timeout=0.2)
    try:
        with HostileServer(script) as server:
            async with textsvc.AsyncClient(
                api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=store
            ) as client:
                calling = asyncio.create_task(client.link_tags.get(3))
                deadline = time.monotonic() + 10
                while not blocker.in_transaction and time.monotonic() < deadline:
                    await asyncio.sleep(0.01)
                calling.cancel()
                outcome = (await asyncio.gather(calling, return_exceptions=True))[0]
                answered.set()
    finally:
        answered.set()
        store.close()
    assert isinstance(outcome, asyncio.CancelledError), repr(outcome)


# --------------------------------------------------------------------------- a give-back cancelled


def test_a_cancelled_async_give_back_still_reaches_the_file(path: Path) -> None:
    store = SQLitePacing(path, clock=ManualClock(1000.0))
    taken = store.acquire(BUCKET)
    assert isinstance(taken, Slot)
    busy = threading.Event()

    async def main() -> None:
        # The loop's executor is busy with other work (one worker here, a few under load anywhere).
        loop = asyncio.get_running_loop()
        loop.set_default_executor(concurrent.futures.ThreadPoolExecutor(max_workers=1))
        occupying = loop.run_in_executor(None, busy.wait, 10)
        giving = asyncio.create_task(
            store.async_release(taken, RateLimit(limit=30, remaining=5, reset=60.0, retry_after=None))
        )
        await asyncio.sleep(0.1)
        giving.cancel()
        with pytest.raises(asyncio.CancelledError):
            await giving
        busy.set()
        await occupying
        deadline = time.monotonic() + 10
        while await loop.run_in_executor(None, store.in_flight, BUCKET) and time.monotonic() < deadline:
            await asyncio.sleep(0.01)

    try:
        asyncio.run(main())
    finally:
        busy.set()
    assert store.in_flight(BUCKET) == 0
    store.close()


# --------------------------------------------------------------------------- a wall clock stepped back


def test_a_wall_clock_stepped_back_does_not_make_callers_wait_past_the_cap(path: Path) -> None:
    clock = ManualClock(10_000.0)
    store = SQLitePacing(path, clock=clock)
    asking = store.acquire(BUCKET)
    assert isinstance(asking, Slot)
    store.release(asking, RateLimit(limit=30, remaining=0, reset=60.0, retry_after=None))
    clock.advance(-9_000.0)  # the host's clock is stepped back two and a half hours
    reserved = store.acquire(BUCKET)
    assert isinstance(reserved, Slot)
    assert reserved.delay == MAX_WAIT  # the next window, no later than the longest a window lasts
    clock.advance(MAX_WAIT + 1)
    after = store.acquire(BUCKET)
    assert isinstance(after, Slot)
    assert after.delay == 0
    store.close()


# A store that cannot hand out a slot (the file locked past busy_timeout) must not fail the call
# either: nothing was sent, and pacing is a courtesy to the service, not the call's purpose.


def hold_the_file(blocker: sqlite3.Connection) -> None:
    blocker.execute("BEGIN IMMEDIATE")


def test_a_store_that_cannot_hand_out_slots_paces_the_process_alone_and_says_so_once(
    path: Path, blocker: sqlite3.Connection, caplog: pytest.LogCaptureFixture
) -> None:
    store = SQLitePacing(path, busy_timeout=0.05)
    hold_the_file(blocker)
    with (
        HostileServer(lambda exchange: exchange.respond(200, json=envelope(LINK_TAG))) as server,
        textsvc.Client(api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=store) as client,
        caplog.at_level(logging.WARNING, logger="textsvc.pacing"),
    ):
        tags = [client.link_tags.get(3) for _ in range(3)]
    store.close()
    assert [tag.id for tag in tags] == [3, 3, 3]
    warnings = [record for record in caplog.records if "could not hand out a slot" in record.getMessage()]
    assert len(warnings) == 1
    assert API_KEY not in caplog.text


async def test_an_async_client_keeps_calling_when_its_store_cannot_hand_out_slots(
    path: Path, blocker: sqlite3.Connection, caplog: pytest.LogCaptureFixture
) -> None:
    store = SQLitePacing(path, busy_timeout=0.05)
    hold_the_file(blocker)
    with (
        HostileServer(lambda exchange: exchange.respond(200, json=envelope(LINK_TAG))) as server,
        caplog.at_level(logging.WARNING, logger="textsvc.pacing"),
    ):
        async with textsvc.AsyncClient(
            api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=store
        ) as client:
            tags = await asyncio.gather(*(client.link_tags.get(3) for _ in range(3)))
    store.close()
    assert [tag.id for tag in tags] == [3, 3, 3]
    assert sum("could not hand out a slot" in record.getMessage() for record in caplog.records) == 1


class FailingStore(InProcessPacing):
    """Hands out slots until told to fail, then raises on every change; tried again at every call."""

    failing = False
    retry_after = 0.0

    def _change(self, bucket: str, change: Any) -> Any:
        if self.failing:
            raise RuntimeError("the store is down")
        return super()._change(bucket, change)


def test_slots_from_the_stand_in_go_back_to_it_and_the_store_is_used_again_when_it_recovers() -> None:
    store = FailingStore()
    with (
        HostileServer(FixedWindow(limit=5, seconds=60)) as server,
        textsvc.Client(api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=store) as client,
    ):
        general = client._bucket_names.name("general")
        store.failing = True
        client.link_tags.get(3)
        store.failing = False
        assert client._pacing.in_flight(general) == 0  # the stand-in's slot went back to the stand-in
        client.link_tags.get(3)  # through the store again: its answer tells the store the window
    taken = store.acquire(general)
    assert isinstance(taken, Slot)
    assert not taken.asks  # a known window: no need to ask


def test_the_stand_in_counts_its_slots_with_the_stores_and_its_waits_are_waited(
    caplog: pytest.LogCaptureFixture,
) -> None:
    store = FailingStore()
    guarded = GuardedPacing(store, SystemClock())
    from_store = guarded.acquire(BUCKET)
    store.failing = True
    with caplog.at_level(logging.WARNING, logger="textsvc.pacing"):
        from_stand_in = guarded.acquire(BUCKET)
        guarded.release(from_store, None)  # the store is down: the asker's lease ends it
    store.failing = False
    assert isinstance(from_store, Slot)
    assert isinstance(from_stand_in, Slot)
    assert guarded.in_flight(BUCKET) == 2  # the store still holds its slot; the stand-in holds one
    [could_not_take] = [record.getMessage() for record in caplog.records]  # one outage, one warning
    assert could_not_take == (
        f"the pacing store {store!r} could not hand out a slot (RuntimeError: the store is down); "
        "pacing in this process alone until it can (tried again every 0 s)"
    )
    # The stand-in learns its window is spent: its next slot is in the window after, with its time.
    guarded.release(from_stand_in, RateLimit(limit=1, remaining=0, reset=0.2, retry_after=None))
    store.failing = True
    reserved = guarded.acquire(BUCKET)
    assert isinstance(reserved, Slot)
    assert 0 < reserved.delay <= 0.2
    assert reserved.confirms


# The client's pacing, through its store or its stand-in, from a thread and from a task alike.


class Caller:
    """Asks a ``GuardedPacing`` as a client of ``mode`` does: ``acquire``/``release`` or their async twins."""

    def __init__(self, guarded: GuardedPacing, mode: str) -> None:
        self.guarded, self.mode = guarded, mode

    async def acquire(self, bucket: str = BUCKET) -> Slot | Wait:
        if self.mode == "sync":
            return self.guarded.acquire(bucket)
        return await self.guarded.async_acquire(bucket)

    async def release(self, slot: Slot, announced: RateLimit | None, **rejected: bool) -> None:
        if self.mode == "sync":
            self.guarded.release(slot, announced, **rejected)
        else:
            await self.guarded.async_release(slot, announced, **rejected)


class CountingStore(InProcessPacing):
    """Counts the changes asked of it; fails them while ``failing``; tried again at every call."""

    asked = 0
    failing = False
    retry_after = 0.0

    def _change(self, bucket: str, change: Any) -> Any:
        self.asked += 1
        if self.failing:
            raise RuntimeError("the store is down")
        return super()._change(bucket, change)


def spent_for(seconds: float, remaining: int = 0) -> RateLimit:
    return RateLimit(limit=5, remaining=remaining, reset=seconds, retry_after=None)


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_a_call_asks_the_store_once_and_gives_back_only_answers_that_tell(mode: str) -> None:
    # Store work per call does not grow with the callers: one take, and a give-back only for the
    # request out to learn a window or the first of a later window; nobody waits to be woken.
    store = CountingStore()
    caller = Caller(GuardedPacing(store, SystemClock()), mode)
    asker = await caller.acquire()
    assert isinstance(asker, Slot)
    await caller.release(asker, spent_for(5.0, remaining=2))
    assert store.asked == 2
    plain = [await caller.acquire() for _ in range(2)]
    for slot in plain:
        assert isinstance(slot, Slot)
        assert slot.delay == 0
        await caller.release(slot, spent_for(5.0))
    assert store.asked == 2 + 2
    confirming = await caller.acquire()
    following = await caller.acquire()
    assert isinstance(confirming, Slot)
    assert isinstance(following, Slot)
    assert (confirming.confirms, following.confirms) == (True, False)
    assert 0 < following.delay <= 5.0
    await caller.release(following, spent_for(5.0))
    await caller.release(confirming, spent_for(5.0))
    assert store.asked == 4 + 2 + 1


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_a_429_spends_the_window_whatever_it_says(mode: str) -> None:
    caller = Caller(GuardedPacing(InProcessPacing(), SystemClock()), mode)
    first = await caller.acquire()
    assert isinstance(first, Slot)
    await caller.release(first, spent_for(5.0, remaining=3))
    second = await caller.acquire()
    assert isinstance(second, Slot)
    assert second.delay == 0
    await caller.release(second, spent_for(5.0, remaining=3), rejected=True)
    after = await caller.acquire()
    assert isinstance(after, Slot)
    assert 0 < after.delay <= 5.0  # in the window after the one the 429 said is spent


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_the_stand_in_paces_alone_takes_its_slots_back_and_each_outage_is_told(
    mode: str, caplog: pytest.LogCaptureFixture
) -> None:
    store = CountingStore()
    guarded = GuardedPacing(store, SystemClock())
    caller = Caller(guarded, mode)
    with caplog.at_level(logging.WARNING, logger="textsvc.pacing"):
        store.failing = True
        from_stand_in = await caller.acquire()
        assert isinstance(from_stand_in, Slot)
        store.failing = False
        assert guarded.in_flight(BUCKET) == 1  # the stand-in holds it, under its bucket
        store.failing = True
        await caller.release(from_stand_in, spent_for(5.0, remaining=3), rejected=True)
        reserved = await caller.acquire()  # the stand-in's window, spent by a 429 whatever it counts
        assert isinstance(reserved, Slot)
        assert 0 < reserved.delay <= 5.0
        store.failing = False
        from_store = await caller.acquire()  # the store is back
        assert isinstance(from_store, Slot)
        store.failing = True
        await caller.release(from_store, None)
        assert isinstance(await caller.acquire(), Slot | Wait)  # a second outage
    messages = [record.getMessage() for record in caplog.records]
    assert messages == [  # one warning per outage, whichever change found it
        f"the pacing store {store!r} could not {what} (RuntimeError: the store is down); "
        "pacing in this process alone until it can (tried again every 0 s)"
        for what in ("hand out a slot", "take in an answer")
    ]


class _FailingStore(PacingStore):
    """A shared store whose every change fails, a moment after it was asked (a file locked too long)."""

    def _change(self, bucket: str, change: Any) -> Any:
        raise sqlite3.OperationalError("database is locked")

    async def _async_change(self, bucket: str, change: Any) -> Any:
        await asyncio.sleep(0.01)
        raise sqlite3.OperationalError("database is locked")


async def test_a_give_back_that_fails_after_its_caller_was_cancelled_is_no_unhandled_error() -> None:
    loop = asyncio.get_running_loop()
    unhandled: list[dict[str, Any]] = []
    loop.set_exception_handler(lambda _, context: unhandled.append(context))
    giving_back = asyncio.ensure_future(
        _FailingStore().async_release(Slot("general", 0, "lease", asks=True), None)
    )
    await asyncio.sleep(0)
    giving_back.cancel()
    with pytest.raises(asyncio.CancelledError):
        await giving_back
    await asyncio.sleep(0.05)  # the give-back runs on, and fails
    gc.collect()  # a task's unread exception is reported when the task is collected
    assert unhandled == []


async def test_changes_left_to_run_on_their_own_are_let_go_when_done_and_only_failures_are_told(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG, logger="textsvc.pacing")
    loop = asyncio.get_running_loop()
    unhandled: list[dict[str, Any]] = []
    loop.set_exception_handler(lambda _, context: unhandled.append(context))

    async def fails() -> None:
        raise sqlite3.OperationalError("database is locked")

    done = in_background(asyncio.sleep(0))
    failed = in_background(fails())
    cancelled = in_background(asyncio.sleep(10))
    await asyncio.sleep(0)
    cancelled.cancel()
    await asyncio.wait([done, failed, cancelled])
    await asyncio.sleep(0)  # the callbacks of done tasks run on the loop's next turn
    gc.collect()
    assert not {done, failed, cancelled} & _BACKGROUND  # none is kept once it ended
    assert unhandled == []  # the failure was read, and a cancelled task's exception never asked for
    told = [record.getMessage() for record in caplog.records]
    assert told == [
        "a pacing store change whose caller was gone failed: OperationalError('database is locked')"
    ]


def test_a_failing_store_is_tried_again_every_retry_after_seconds_by_one_call_of_its_clients(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO, logger="textsvc.pacing")
    clock = ManualClock(start=1000.0)
    store = CountingStore()
    store.retry_after = 5.0
    first, second = GuardedPacing(store, clock), GuardedPacing(store, clock)  # two clients of one store
    store.failing = True
    asker = first.acquire(BUCKET)
    assert from_stand_in(first, asker)
    assert second.acquire(BUCKET) == Wait(ANSWER_POLL)  # one stand-in: its asker is out
    second.release(asker, spent_for(60.0, remaining=3))  # either client gives it back to the stand-in
    assert store.asked == 1
    clock.advance(4.9)
    assert from_stand_in(second, second.acquire(BUCKET))
    assert store.asked == 1  # not tried within retry_after
    store.failing = False
    clock.advance(0.1)
    from_store = first.acquire(BUCKET)
    assert not from_stand_in(first, from_store)
    assert store.asked == 2
    assert second.acquire(BUCKET) == Wait(ANSWER_POLL)  # the store's window, its asker out: over for both
    assert store.asked == 3
    levels = [(record.levelno, record.getMessage()) for record in caplog.records]
    assert levels == [
        (logging.WARNING, f"the pacing store {store!r} could not hand out a slot (RuntimeError: the store is "
         "down); pacing in this process alone until it can (tried again every 5 s)"),
        (logging.INFO, f"the pacing store {store!r} answers again: pacing is shared again"),
    ]  # fmt: skip


def test_a_stand_in_slot_whose_request_never_went_out_gives_its_place_back_to_the_stand_in() -> None:
    guarded = GuardedPacing(_FailingStore(), ManualClock(start=1000.0))
    asker = guarded.acquire(BUCKET)
    assert isinstance(asker, Slot)
    assert asker.asks
    guarded.release(asker, RateLimit(limit=5, remaining=1, reset=60.0, retry_after=None))
    last = guarded.acquire(BUCKET)
    assert isinstance(last, Slot)
    assert last.delay == 0
    guarded.release(last, None, sent=False)  # cancelled before it went out
    again = guarded.acquire(BUCKET)
    assert isinstance(again, Slot)
    assert again.delay == 0  # the same place, not one in the next window


class _OversleepingClock(ManualClock):
    """A clock whose every sleep lasts ``extra`` seconds longer than asked (a loaded machine)."""

    def __init__(self, extra: float) -> None:
        super().__init__(start=1000.0)
        self.extra = extra

    def sleep(self, seconds: float) -> None:
        super().sleep(seconds + self.extra)

    async def async_sleep(self, seconds: float) -> None:
        await super().async_sleep(seconds + self.extra)


def test_a_wait_says_how_much_longer_it_took_on_the_clock() -> None:
    # The call gives a slot back when its wait overslept its window's start by more than TURN_GUARD.
    clock = _OversleepingClock(extra=0.25)
    guarded = GuardedPacing(InProcessPacing(clock=clock), clock)
    assert guarded.wait(Wait(2.0, spent=True)) == pytest.approx(0.25)
    assert asyncio.run(guarded.async_wait(Wait(2.0, spent=True))) == pytest.approx(0.25)


async def test_a_store_given_back_an_answer_with_the_defaults_reads_it_as_a_success_that_went_out(
    path: Path,
) -> None:
    store = SQLitePacing(path, clock=ManualClock(start=1000.0))
    asker = await store.async_acquire(BUCKET)
    assert isinstance(asker, Slot)
    await store.async_release(asker, RateLimit(limit=5, remaining=3, reset=60.0, retry_after=None))
    places = [await store.async_acquire(BUCKET) for _ in range(4)]
    assert [isinstance(place, Slot) and place.delay == 0 for place in places] == [True, True, True, False]
    store.close()


async def test_an_async_take_cancelled_while_its_store_worked_gives_its_place_back(path: Path) -> None:
    store = SQLitePacing(path, clock=ManualClock(start=1000.0))
    asker = store.acquire(BUCKET)
    assert isinstance(asker, Slot)
    store.release(asker, RateLimit(limit=5, remaining=1, reset=60.0, retry_after=None))
    blocker = sqlite3.connect(path)
    blocker.execute("BEGIN IMMEDIATE")  # the take waits for the file in a worker thread
    taking = asyncio.ensure_future(store.async_acquire(BUCKET))
    await asyncio.sleep(0.05)
    taking.cancel()
    blocker.rollback()
    blocker.close()
    with pytest.raises(asyncio.CancelledError):
        await taking
    await asyncio.get_running_loop().shutdown_default_executor()  # the take in its thread is done
    for _ in range(500):  # and a thread of its own gives the place back
        if store._change(BUCKET, lambda window, now: window.taken) == 4:
            break
        await asyncio.sleep(0.01)
    else:
        raise AssertionError("the cancelled take's place never came back")
    store.close()
