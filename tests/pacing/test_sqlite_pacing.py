"""What only the SQLite store has to get right: threads, processes (spawn and fork), the event loop,
rows it did not write, the arguments it is given, and a real client over HTTP through it."""

from __future__ import annotations

import asyncio
import gc
import multiprocessing
import os
import pickle
import queue
import sqlite3
import sys
import threading
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import textsvc
from textsvc._rate_limit import RateLimit
from textsvc.pacing import SQLitePacing
from textsvc.pacing._rules import ANSWER_POLL, Slot
from textsvc.pacing._store import BucketNames

from tests.hostile import HostileServer
from tests.overlay.mocking import API_KEY
from tests.overlay.windows import FixedWindow
from tests.pacing import sqlite_workers

BUCKET = "general"
TABLE_ROWS = "SELECT bucket, record FROM textsvc_pacing_v1"


def announced(remaining: int, reset: float = 60.0) -> RateLimit:
    return RateLimit(limit=30, remaining=remaining, reset=reset, retry_after=None)


def goes_now(taken: Slot | float) -> bool:
    """A slot to send at once (not one reserved in a later window, nor a wait before asking again)."""
    return isinstance(taken, Slot) and taken.delay == 0


def open_window(store: SQLitePacing, remaining: int, bucket: str = BUCKET) -> None:
    """A known window of ``remaining`` requests, a minute long (no test outlasts it)."""
    asking = store.acquire(bucket)
    assert isinstance(asking, Slot)
    store.release(asking, announced(remaining))


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "pacing.sqlite3"


@pytest.fixture
def store(path: Path) -> Iterator[SQLitePacing]:
    store = SQLitePacing(path)
    yield store
    store.close()


@pytest.fixture
def rapid_thread_switches() -> Iterator[None]:
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(interval)


# --------------------------------------------------------------------------- threads and processes


def _take_at_once(
    store: SQLitePacing, bucket: str, threads: int, attempts: int
) -> list[Slot | BaseException]:
    """Every thread asks ``attempts`` times, all starting together; the slots to go now and the errors."""
    start = threading.Barrier(threads)
    outcomes: list[Slot | BaseException] = []

    def take() -> None:
        try:
            start.wait(10)
            for _ in range(attempts):
                taken = store.acquire(bucket)
                if goes_now(taken):
                    outcomes.append(taken)
        except BaseException as error:
            outcomes.append(error)

    workers = [threading.Thread(target=take) for _ in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(30)
    return outcomes


@pytest.mark.usefixtures("rapid_thread_switches")
def test_threads_of_one_store_never_take_more_than_remains(store: SQLitePacing) -> None:
    for round_ in range(5):
        bucket = f"round-{round_}"
        open_window(store, 8, bucket)
        outcomes = _take_at_once(store, bucket, threads=16, attempts=3)
        assert [outcome for outcome in outcomes if not isinstance(outcome, Slot)] == []
        assert len(outcomes) == 8
        assert store.in_flight(bucket) == 30  # the next window reserved whole; the others ask again


def _collect(
    processes: list[Any], results: Any, expected: int, timeout: float = 60.0
) -> list[tuple[str, object]]:
    """Every process's report, within ``timeout``; processes still running then are killed."""
    deadline = time.monotonic() + timeout
    reports: list[tuple[str, object]] = []
    try:
        while len(reports) < expected and time.monotonic() < deadline:
            try:
                reports.append(results.get(timeout=max(deadline - time.monotonic(), 0.01)))
            except queue.Empty:
                break
    finally:
        for process in processes:
            process.join(max(deadline - time.monotonic(), 1.0))
            if process.is_alive():
                process.kill()
                process.join(5)
    return reports


def test_processes_sharing_a_file_never_take_more_than_remains(store: SQLitePacing) -> None:
    # The store itself is handed to spawned workers: each opens its own connection to the file.
    open_window(store, 150)
    context = multiprocessing.get_context("spawn")
    start = context.Barrier(3)
    results = context.Queue()
    workers = [
        context.Process(target=sqlite_workers.take_slots, args=(store, BUCKET, 80, start, results))
        for _ in range(3)
    ]
    for worker in workers:
        worker.start()
    reports = _collect(workers, results, expected=3)
    assert [kind for kind, _ in reports] == ["granted"] * 3, reports
    assert sum(int(str(count)) for _, count in reports) == 150
    assert store.in_flight(BUCKET) == 3 * 80 - 150  # every other take a slot of the next window


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="no fork on this platform")
def test_processes_opening_a_new_file_at_the_same_moment_all_get_a_store(tmp_path: Path) -> None:
    # They race to set the new file up (WAL), and SQLite tells the losers "busy" without waiting.
    context = multiprocessing.get_context("fork")  # quick to start: the race needs many rounds
    for round_ in range(30):
        path = str(tmp_path / f"pacing-{round_}.sqlite3")
        start = context.Barrier(8)
        results = context.Queue()
        workers = [
            context.Process(target=sqlite_workers.open_and_take, args=(path, start, results))
            for _ in range(8)
        ]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # fork while pytest has threads
            for worker in workers:
                worker.start()
        reports = _collect(workers, results, expected=8)
        assert [kind for kind, _ in reports] == ["taken"] * 8, reports


class HoldingClock:
    """Wall time; while ``hold`` is set, a reading in the process that made it waits for ``go_on``.

    A store reads its clock inside its transaction, so a held reading keeps the transaction open.
    """

    def __init__(self) -> None:
        self.owner = os.getpid()
        self.hold = False
        self.held = threading.Event()
        self.go_on = threading.Event()

    def now(self) -> float:
        if self.hold and os.getpid() == self.owner:
            self.held.set()
            self.go_on.wait(20)
        return time.time()


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="no fork on this platform")
def test_a_child_forked_while_its_parent_is_mid_change_can_use_the_store(path: Path) -> None:
    clock = HoldingClock()
    store = SQLitePacing(path, clock=clock, busy_timeout=5.0)
    open_window(store, 10)
    # One thread of the parent is inside a change when another forks: SQLite's record of the
    # parent's locks must not reach the child, or the child waits on a lock nobody will release.
    clock.hold = True
    parent_taking = threading.Thread(target=store.acquire, args=(BUCKET,))
    parent_taking.start()
    assert clock.held.wait(10)
    context = multiprocessing.get_context("fork")
    results = context.Queue()
    child = context.Process(target=sqlite_workers.take_one, args=(store, BUCKET, results, False))

    def fork() -> None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # fork with threads: what this test is about
            child.start()

    forking = threading.Thread(target=fork)
    forking.start()
    time.sleep(0.2)  # the fork is on its way while the change is still open
    clock.hold = False
    clock.go_on.set()
    parent_taking.join(20)
    forking.join(20)
    reports = _collect([child], results, expected=1, timeout=30.0)
    assert len(reports) == 1, "the child never reported"
    kind, taken = reports[0]
    assert kind == "taken", taken
    assert isinstance(taken, Slot)
    assert child.exitcode == 0
    # The parent thread's slot is spent, the child's was given back; and the parent goes on.
    assert sum(goes_now(store.acquire(BUCKET)) for _ in range(12)) == 30 - 20 - 1
    store.close()


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="no fork on this platform")
def test_forked_children_share_the_parents_windows(store: SQLitePacing) -> None:
    open_window(store, 4)
    context = multiprocessing.get_context("fork")
    results = context.Queue()
    children = [
        context.Process(target=sqlite_workers.take_one, args=(store, BUCKET, results)) for _ in range(3)
    ]
    for child in children:
        child.start()
    reports = _collect(children, results, expected=3)
    assert [kind for kind, _ in reports] == ["taken"] * 3, reports
    assert [child.exitcode for child in children] == [0, 0, 0]
    # Each child's request counted against the window the parent sees: one of four is left.
    assert store.in_flight(BUCKET) == 0
    assert sum(goes_now(store.acquire(BUCKET)) for _ in range(6)) == 1


# --------------------------------------------------------------------------- the event loop


@pytest.mark.parametrize("method", ["async_acquire", "async_release"])
async def test_an_async_call_waiting_on_the_file_does_not_block_the_event_loop(
    store: SQLitePacing, path: Path, method: str
) -> None:
    asking = store.acquire(BUCKET)
    assert isinstance(asking, Slot)
    if method == "async_acquire":
        store.release(asking, announced(5))  # room in the window: a take changes it, under the write lock
    # Another connection holds the file's write lock, and lets go only once the event loop has
    # ticked ten times: if the call blocked the loop, nothing would tick and the call would fail.
    blocker = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    blocker.execute("BEGIN IMMEDIATE")
    ticks = 0

    async def tick_then_unlock() -> None:
        nonlocal ticks
        while ticks < 10:
            await asyncio.sleep(0.01)
            ticks += 1
        blocker.execute("COMMIT")

    try:
        ticking = asyncio.create_task(tick_then_unlock())
        if method == "async_acquire":
            await asyncio.wait_for(store.async_acquire(BUCKET), 30)
        else:
            await asyncio.wait_for(store.async_release(asking, announced(5)), 30)
        ticks_when_done = ticks
        await ticking
    finally:
        if blocker.in_transaction:
            blocker.execute("COMMIT")
        blocker.close()
    assert ticks_when_done == 10
    if method == "async_release":
        assert store.in_flight(BUCKET) == 0


async def test_a_cancelled_async_acquire_gives_back_the_slot_its_thread_took(
    store: SQLitePacing, path: Path
) -> None:
    blocker = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    blocker.execute("BEGIN IMMEDIATE")
    try:
        taking = asyncio.create_task(store.async_acquire(BUCKET))
        await asyncio.sleep(0.1)  # its thread is waiting on the file
        taking.cancel()
        with pytest.raises(asyncio.CancelledError):
            await taking
    finally:
        blocker.execute("COMMIT")
        blocker.close()
    # The thread still takes the slot once the file is free; nobody is there to use it.
    deadline = time.monotonic() + 10
    while await asyncio.to_thread(store.in_flight, BUCKET) and time.monotonic() < deadline:
        await asyncio.sleep(0.01)
    assert await asyncio.to_thread(store.in_flight, BUCKET) == 0
    asking = await store.async_acquire(BUCKET)
    assert isinstance(asking, Slot)
    assert asking.asks  # the window is still to be learnt, and this caller may ask


def test_a_take_cut_off_by_the_loops_end_gives_back_the_slot_its_thread_took(
    store: SQLitePacing, path: Path
) -> None:
    # Was: asyncio.run's end cancelled the task awaiting the thread, so the slot the thread took
    # once the file was free was nobody's: the window's asker held it until its lease ended.
    blocker = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    blocker.execute("BEGIN IMMEDIATE")
    freeing = threading.Timer(0.5, blocker.execute, ("COMMIT",))
    freeing.start()

    async def main() -> None:
        asyncio.create_task(store.async_acquire(BUCKET))  # noqa: RUF006 (the loop's end cuts it off)
        await asyncio.sleep(0.1)  # its thread is waiting on the file; main ends meanwhile

    try:
        asyncio.run(main())
    finally:
        freeing.join()
        blocker.close()
    deadline = time.monotonic() + 10
    while store.in_flight(BUCKET) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert store.in_flight(BUCKET) == 0


# --------------------------------------------------------------------------- what is in the file


@pytest.mark.parametrize(
    "record",
    [
        "not json",
        "[]",
        "null",
        '{"remaining": "many"}',
        '{"remaining": 0, "resets_at": "soon"}',
        '{"epoch": 1e999}',
        '{"remaining": Infinity}',
        '{"remaining": 0, "resets_at": NaN}',
        '{"leases": "abc"}',
        "[" * 100_000,
        b"\xff\xfe\x00",
        42,
    ],
)
def test_a_row_that_does_not_read_as_a_window_is_an_unknown_window(
    store: SQLitePacing, path: Path, record: object
) -> None:
    other_program = sqlite3.connect(path, isolation_level=None)
    other_program.execute(
        "INSERT OR REPLACE INTO textsvc_pacing_v1 (bucket, record) VALUES (?, ?)", (BUCKET, record)
    )
    other_program.close()
    asking = store.acquire(BUCKET)
    assert isinstance(asking, Slot)
    assert asking.asks
    assert store.acquire(BUCKET) == ANSWER_POLL
    store.release(asking, announced(3))
    assert sum(goes_now(store.acquire(BUCKET)) for _ in range(5)) == 3


# --------------------------------------------------------------------------- arguments


@pytest.mark.parametrize("path", [None, 42, b"/tmp/pacing.sqlite3", ["pacing.sqlite3"]])
def test_a_path_that_is_not_text_is_refused(path: Any) -> None:
    with pytest.raises(TypeError, match=r"^path must be a str or an os\.PathLike"):
        SQLitePacing(path)


@pytest.mark.parametrize("path", ["", ":memory:"])
def test_an_in_memory_database_is_refused(path: str) -> None:
    with pytest.raises(ValueError, match=r"^path must name a file every process can open"):
        SQLitePacing(path)


def test_a_directory_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match=r"^path is a directory; name a file in it"):
        SQLitePacing(tmp_path)


@pytest.mark.parametrize("parent", ["missing", "a-file"])
def test_a_file_in_no_directory_is_refused(tmp_path: Path, parent: str) -> None:
    (tmp_path / "a-file").write_text("not a directory")
    with pytest.raises(ValueError, match=r"^path is in a folder that does not exist"):
        SQLitePacing(tmp_path / parent / "pacing.sqlite3")
    assert not (tmp_path / "missing").exists()


def test_a_file_that_is_not_a_database_is_refused_and_left_alone(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("These are somebody's notes, not a database.\n" * 10)
    before = notes.read_bytes()
    with pytest.raises(ValueError, match=r"^path cannot hold a pacing database: file is not a database"):
        SQLitePacing(notes)
    assert notes.read_bytes() == before


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="needs /proc, where nobody may create files")
def test_a_place_nobody_can_write_is_refused() -> None:
    with pytest.raises(ValueError, match=r"^path cannot hold a pacing database"):
        SQLitePacing("/proc/textsvc-pacing.sqlite3")


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root may write anywhere")
def test_a_directory_this_user_cannot_write_is_refused(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        with pytest.raises(ValueError, match=r"^path cannot hold a pacing database"):
            SQLitePacing(locked / "pacing.sqlite3")
    finally:
        locked.chmod(0o700)


@pytest.mark.parametrize(
    ("options", "error", "message"),
    [
        ({"busy_timeout": -1}, ValueError, "^busy_timeout must be a finite number"),
        ({"busy_timeout": float("nan")}, ValueError, "^busy_timeout must be a finite number"),
        ({"busy_timeout": float("inf")}, ValueError, "^busy_timeout must be a finite number"),
        ({"busy_timeout": "5"}, TypeError, "^busy_timeout must be a number of seconds, got str"),
        ({"busy_timeout": True}, TypeError, "^busy_timeout must be a number of seconds, got bool"),
        ({"clock": object()}, TypeError, "^clock must have a now"),
        ({"address": ""}, ValueError, "^address must be None or name the egress address"),
    ],
)
def test_bad_options_are_refused(
    path: Path, options: dict[str, Any], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        SQLitePacing(path, **options)
    assert not path.exists()


def test_a_relative_path_names_the_same_file_wherever_the_process_goes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    store = SQLitePacing("pacing.sqlite3", address="203.0.113.9")
    assert store.path == str(tmp_path / "pacing.sqlite3")
    assert repr(store) == f"<textsvc.pacing.SQLitePacing path={store.path!r} address='203.0.113.9'>"
    store.close()


def test_a_pickled_store_opens_the_same_file(store: SQLitePacing) -> None:
    open_window(store, 2)
    copy = pickle.loads(pickle.dumps(store))  # noqa: S301 (our own bytes)
    assert repr(copy) == repr(store)
    assert goes_now(copy.acquire(BUCKET))
    assert goes_now(store.acquire(BUCKET))
    assert not goes_now(copy.acquire(BUCKET))  # the two took the window's last two places
    copy.close()


def test_closing_a_store_closes_its_file_and_the_store_still_works(store: SQLitePacing, path: Path) -> None:
    open_window(store, 2)
    wal = Path(f"{path}-wal")
    assert wal.exists()
    store.close()
    assert not wal.exists()  # SQLite removes the log when the last connection closes
    assert isinstance(store.acquire(BUCKET), Slot)


# --------------------------------------------------------------------------- a client over HTTP


def _stored_bytes(path: Path) -> bytes:
    return b"".join(
        Path(f"{path}{suffix}").read_bytes()
        for suffix in ("", "-wal", "-shm")
        if Path(f"{path}{suffix}").exists()
    )


def _rows(path: Path) -> dict[str, str]:
    with sqlite3.connect(path) as reader:
        rows = dict(reader.execute(TABLE_ROWS).fetchall())
    reader.close()
    return rows


def test_a_client_paces_through_the_file_and_keeps_no_key_in_it(store: SQLitePacing, path: Path) -> None:
    window = FixedWindow(limit=3, seconds=0.5)
    with (
        HostileServer(window) as server,
        textsvc.Client(api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=store) as client,
    ):
        tags = [client.link_tags.get(3) for _ in range(5)]  # the fourth waits for the next window
        name = BucketNames(server.base_url, API_KEY, None).name(BUCKET)
    assert [tag.id for tag in tags] == [3] * 5
    assert window.rejected == 0
    assert list(_rows(path)) == [name]
    assert API_KEY.encode() not in _stored_bytes(path)


async def test_an_async_client_paces_through_the_file_and_keeps_no_key_in_it(
    store: SQLitePacing, path: Path
) -> None:
    window = FixedWindow(limit=3, seconds=0.5)
    with HostileServer(window) as server:
        async with textsvc.AsyncClient(
            api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=store
        ) as client:
            tags = await asyncio.gather(*(client.link_tags.get(3) for _ in range(5)))
        name = BucketNames(server.base_url, API_KEY, None).name(BUCKET)
    assert [tag.id for tag in tags] == [3] * 5
    assert window.rejected == 0
    assert list(_rows(path)) == [name]
    assert API_KEY.encode() not in _stored_bytes(path)


async def test_clients_with_their_own_stores_on_one_file_pace_together(path: Path) -> None:
    # A sync client spends the window; an async client with another store on the same file waits
    # for its reset instead of asking (an asking request would meet a 429: max_retries=0 raises it).
    window = FixedWindow(limit=3, seconds=0.5)
    with HostileServer(window) as server:
        first, second = SQLitePacing(path), SQLitePacing(path)
        with textsvc.Client(api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=first) as client:
            for _ in range(3):
                await asyncio.to_thread(client.link_tags.get, 3)
        async with textsvc.AsyncClient(
            api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=second
        ) as async_client:
            tag = await async_client.link_tags.get(3)
        first.close()
        second.close()
    assert tag.id == 3
    assert window.rejected == 0
    assert window.served == 4


def test_a_store_dropped_without_closing_leaves_no_connection_to_the_collector(tmp_path: Path) -> None:
    # Python 3.13 warns of an sqlite3 connection collected unclosed (a ResourceWarning, raised as an
    # error in whatever code runs when the collector happens to run); earlier versions say nothing.
    store = SQLitePacing(tmp_path / "pacing.sqlite3")
    taken = store.acquire("general")
    assert isinstance(taken, Slot)
    store.release(taken, None)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        del store
        gc.collect()
    assert [warning.message for warning in caught] == []
