"""A SQLite pacing file deleted (or replaced) while stores have it open: with real processes.

Temporary-file cleaners delete old files. A store that kept using the deleted file would pace apart
from every process started after, which opens a new file at the same path.
"""

from __future__ import annotations

import multiprocessing
import queue
from collections.abc import Iterator
from pathlib import Path

import pytest
from textsvc._rate_limit import RateLimit
from textsvc.pacing import SQLitePacing
from textsvc.pacing._rules import ANSWER_POLL, Slot

from tests.pacing import sqlite_workers

BUCKET = "general"


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "pacing.sqlite3"


@pytest.fixture
def store(path: Path) -> Iterator[SQLitePacing]:
    store = SQLitePacing(path)
    yield store
    store.close()


def open_window(store: SQLitePacing, remaining: int) -> None:
    """A known window of ``remaining`` requests, a minute long (no test outlasts it)."""
    asking = store.acquire(BUCKET)
    assert isinstance(asking, Slot)
    store.release(asking, RateLimit(limit=30, remaining=remaining, reset=60.0, retry_after=None))


def _look_from_a_new_worker(path: Path, bucket: str) -> object:
    """What a worker process started now, with a store of its own on ``path``, is told for ``bucket``."""
    context = multiprocessing.get_context("spawn")  # a fork would close and reopen this process's files
    results = context.Queue()
    worker = context.Process(target=sqlite_workers.open_and_look, args=(str(path), bucket, results))
    worker.start()
    try:
        kind, told = results.get(timeout=60)
    except queue.Empty:
        kind, told = "silence", None
    finally:
        worker.join(10)
        if worker.is_alive():
            worker.kill()
            worker.join(5)
    assert kind == "looked", told
    return told


def _pacing_warnings(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [record.getMessage() for record in caplog.records if record.name == "textsvc.pacing"]


def test_a_store_whose_file_was_deleted_joins_the_workers_started_after(
    store: SQLitePacing, path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # A cleaner deletes the file and its log while this store is idle; a worker started after makes
    # a new file, and goes out to learn a window (it holds the slot: its lease outlasts the test).
    open_window(store, 10)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink()
    taken = _look_from_a_new_worker(path, "fresh")
    assert isinstance(taken, Slot)
    assert taken.asks
    assert store.acquire("fresh") == ANSWER_POLL  # one file again: the worker's asker is out
    for _ in range(3):
        store.acquire(BUCKET)
    assert len(_pacing_warnings(caplog)) == 1
    assert str(path) in _pacing_warnings(caplog)[0]


def test_a_store_whose_file_alone_was_deleted_reopens_it_for_the_workers_started_after(
    store: SQLitePacing, path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # The log files left behind belong to the deleted file: while this store used them, a new
    # worker could not even open the path.
    open_window(store, 10)
    path.unlink()
    asker = store.acquire("fresh")
    assert isinstance(asker, Slot)
    assert asker.asks  # a new file: its windows are unknown
    assert _look_from_a_new_worker(path, "fresh") == ANSWER_POLL
    assert len(_pacing_warnings(caplog)) == 1


def test_a_store_whose_file_lost_its_table_in_place_makes_it_anew(
    store: SQLitePacing, path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    import sqlite3

    open_window(store, 10)
    other = sqlite3.connect(path, isolation_level=None)  # another program empties the file in place
    other.execute("DROP TABLE textsvc_pacing_v1")
    other.close()
    asker = store.acquire(BUCKET)
    assert isinstance(asker, Slot)
    assert asker.asks  # the window is unknown again: this caller goes out to learn it
    assert store.acquire(BUCKET) == ANSWER_POLL  # and the others wait for it, on the file
    assert _pacing_warnings(caplog) == [f"the pacing file {path} lost its table while in use: made it anew"]
