"""Pacing shared by every process of one host, through one SQLite file.

Each change to a window is one ``BEGIN IMMEDIATE`` transaction: it takes the file's write lock
before reading the window, so two processes never both read a count and both spend it. The file
is in WAL mode, and a busy timeout makes a process wait for another's transaction rather than
fail.

The threads of a process share one connection behind a lock: every change writes, and SQLite lets
one writer in at a time, so a connection per thread would only add open files, held as long as the
threads (an event loop's worker threads) and never closed.

A store checks, before each change, that its path still names the file it has open: a file deleted
while in use (temporary-file cleaners delete old files) would otherwise keep the processes that had
it open pacing on a file nobody else can open, apart from every process started after. It reopens
the path, and says so once. A file that lost its table in place gets it made anew, with a warning.

Nothing of SQLite may cross a ``fork``: not a connection, and not SQLite's own record of the
process's open files and locks, which a child would inherit mid-transaction and wait on for ever.
So before a fork every store finishes its change and closes its connection (the parent reopens
on its next change), and connections are kept per process id, so that none is ever used by a
process that did not open it.
"""

from __future__ import annotations

import asyncio
import logging
import math
import os
import sqlite3
import threading
import time
import weakref
from typing import Any, TypeVar

from .._arguments import describe
from .._clock import TimeSource, check_clock
from ._rules import Change, Slot, Take, Window, stored_window, window_text
from ._store import PacingStore

__all__ = ["SQLitePacing"]

R = TypeVar("R")

logger = logging.getLogger("textsvc.pacing")

_SCHEMA = "CREATE TABLE IF NOT EXISTS textsvc_pacing_v1 (bucket TEXT PRIMARY KEY, record TEXT NOT NULL)"
_LOAD = "SELECT record FROM textsvc_pacing_v1 WHERE bucket = ?"
_SAVE = (
    "INSERT INTO textsvc_pacing_v1 (bucket, record) VALUES (?, ?) "
    "ON CONFLICT (bucket) DO UPDATE SET record = excluded.record"
)

_PREPARE_RETRY = 0.01
"""Seconds between attempts to set up a connection while another process sets up the file."""

_FileId = tuple[int, int]
"""A file's device and inode: which file a path names."""


class WallClock:
    """Seconds since the epoch: the one clock every process of a host shares."""

    def now(self) -> float:
        return time.time()


class SQLitePacing(PacingStore):
    """Windows kept in a SQLite file, shared by every client and process that opens the same file.

    ``path`` names the file (created if missing; its directory must exist, on a local disk). One
    file may serve many clients, with different API keys and base URLs: each bucket is its own row.
    ``busy_timeout`` is how many seconds a change waits for another process's change to finish.
    ``clock`` (an object with ``now()``) defaults to wall time, which every process shares.
    The store may be passed to ``multiprocessing`` workers (pickled) or inherited through ``fork``.
    If the file is deleted or replaced while in use, the store reopens ``path`` at its next change
    and logs a warning on the ``textsvc.pacing`` logger.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        address: str | None = None,
        clock: TimeSource | None = None,
        busy_timeout: float = 5.0,
    ) -> None:
        super().__init__(address=address)
        self.path = _checked_path(path)
        if type(busy_timeout) not in (int, float):
            raise TypeError(f"busy_timeout must be a number of seconds, got {describe(busy_timeout)}")
        if not math.isfinite(busy_timeout) or busy_timeout < 0:
            raise ValueError("busy_timeout must be a finite number of seconds, 0 or more")
        if clock is not None:
            check_clock("clock", clock, ("now",))
        self.busy_timeout = float(busy_timeout)
        self._clock: TimeSource = clock or WallClock()
        self._forget_connections()
        try:
            self._connection()
        except sqlite3.Error as error:
            if _busy(error):
                raise  # the file is fine: another process held it for longer than busy_timeout
            raise ValueError(f"path cannot hold a pacing database: {error}") from None

    def _forget_connections(self) -> None:
        # Keyed by process id: a process only ever uses a connection (and a lock) it made itself.
        self._connections: dict[int, sqlite3.Connection] = {}
        self._files: dict[int, _FileId | None] = {}
        """The file each connection opened, as it was named by ``path`` then."""
        self._locks: dict[int, threading.Lock] = {}
        with _STORES_LOCK:
            _STORES.add(self)

    def _lock(self) -> threading.Lock:
        pid = os.getpid()
        lock = self._locks.get(pid)
        return self._locks.setdefault(pid, threading.Lock()) if lock is None else lock

    def _connection(self) -> sqlite3.Connection:
        """This process's connection to the file ``path`` names; call with this process's lock held
        (or before sharing)."""
        pid = os.getpid()
        connection = self._connections.get(pid)
        if connection is not None:
            if _still_names(self.path, self._files.get(pid)):
                return connection
            logger.warning(
                "the pacing file %s was deleted or replaced while in use: reopened it (other processes "
                "that had it open pace apart until they reopen it too)",
                self.path,
            )
            self._close_connection()
        connection = sqlite3.connect(
            self.path, timeout=self.busy_timeout, isolation_level=None, check_same_thread=False
        )
        try:
            self._prepare(connection)
        except BaseException:
            connection.close()
            raise
        self._connections[pid] = connection
        self._files[pid] = _file_id(self.path)
        # A store dropped without close() closes its connection when collected: Python 3.13 warns of
        # (and tests fail on) a connection left to the garbage collector.
        weakref.finalize(self, connection.close)
        return connection

    def _prepare(self, connection: sqlite3.Connection) -> None:
        deadline = time.monotonic() + self.busy_timeout
        while True:
            try:
                if connection.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                    connection.execute("PRAGMA journal_mode=WAL")
                # Pacing state is worth nothing after a power cut; WAL keeps it safe from a crash.
                connection.execute("PRAGMA synchronous=NORMAL")
                connection.execute(_SCHEMA)
                return
            except sqlite3.OperationalError as error:
                # Processes opening a new file at once race to turn WAL on, and SQLite answers the
                # losers "busy" at once, without waiting: they try again, within the busy timeout.
                if not _busy(error) or time.monotonic() >= deadline:
                    raise
            time.sleep(_PREPARE_RETRY)

    def _change(self, bucket: str, change: Change[R]) -> R:
        with self._lock():
            connection = self._connection()
            try:
                return self._change_on(connection, bucket, change)
            except sqlite3.OperationalError as error:
                # The file at the path lost its table in place (emptied, or the table dropped): the
                # first read fails, before the change has run, so it runs again on a table made anew.
                if not str(error).startswith("no such table"):
                    raise
            logger.warning("the pacing file %s lost its table while in use: made it anew", self.path)
            connection.execute(_SCHEMA)
            return self._change_on(connection, bucket, change)

    def _change_on(self, connection: sqlite3.Connection, bucket: str, change: Change[R]) -> R:
        """One ``BEGIN IMMEDIATE`` transaction on this process's connection, its lock held."""
        connection.execute("BEGIN IMMEDIATE")
        try:
            row = connection.execute(_LOAD, (bucket,)).fetchone()
            window = Window() if row is None else stored_window(row[0])
            before = None if row is None else row[0]
            result = change(window, self._clock.now())
            after = window_text(window)
            if after != before:
                connection.execute(_SAVE, (bucket, after))
            connection.execute("COMMIT")
        except BaseException:
            if connection.in_transaction:
                connection.rollback()
            raise
        return result

    async def _async_change(self, bucket: str, change: Change[R]) -> R:
        return await asyncio.to_thread(self._change, bucket, change)

    def _taking(self, bucket: str, take: Take) -> asyncio.Future[Slot | float]:
        # A future of the loop's executor, not a task: the loop's end cancels its tasks, and the slot
        # a thread took for one so cut off would be nobody's to give back.
        return asyncio.get_running_loop().run_in_executor(None, self._change, bucket, take)

    def _give_back(self, slot: Slot) -> None:
        # Not on the event loop's thread (the store may be busy), nor its executor (it may be closing).
        threading.Thread(target=self.release, args=(slot, None), kwargs={"sent": False}).start()

    def close(self) -> None:
        """Close this process's connection (the next use opens it again)."""
        with self._lock():
            self._close_connection()

    def _close_connection(self) -> None:
        self._files.pop(os.getpid(), None)
        connection = self._connections.pop(os.getpid(), None)
        if connection is not None:
            connection.close()

    def __getstate__(self) -> dict[str, Any]:
        # Connections and locks belong to the process that made them: a worker opens its own.
        state = self.__dict__.copy()
        del state["_connections"], state["_files"], state["_locks"]
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._forget_connections()

    def __repr__(self) -> str:
        address = "" if self.address is None else f" address={self.address!r}"
        return f"<textsvc.pacing.SQLitePacing path={self.path!r}{address}>"


_STORES: weakref.WeakSet[SQLitePacing] = weakref.WeakSet()
_STORES_LOCK = threading.Lock()
_HELD_FOR_FORK: list[threading.Lock] = []


def _before_fork() -> None:
    """Wait for every store's change in progress, and close its connection, before a fork."""
    _STORES_LOCK.acquire()
    for store in list(_STORES):
        lock = store._lock()
        lock.acquire()
        _HELD_FOR_FORK.append(lock)
        store._close_connection()


def _after_fork() -> None:
    while _HELD_FOR_FORK:
        _HELD_FOR_FORK.pop().release()
    _STORES_LOCK.release()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(before=_before_fork, after_in_parent=_after_fork, after_in_child=_after_fork)


def _checked_path(path: object) -> str:
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"path must be a str or an os.PathLike naming a file, got {describe(path)}")
    name = os.fspath(path)
    if not isinstance(name, str):
        raise TypeError(f"path must name a file as text, got {describe(name)}")
    if name in ("", ":memory:"):
        raise ValueError("path must name a file every process can open, not an in-memory database")
    name = os.path.abspath(name)
    if os.path.isdir(name):
        raise ValueError("path is a directory; name a file in it, such as 'textsvc-pacing.sqlite3'")
    folder = os.path.dirname(name)
    if not os.path.isdir(folder):
        raise ValueError("path is in a folder that does not exist")
    return name


def _file_id(path: str) -> _FileId | None:
    """The file ``path`` names now (``None``: it cannot be told)."""
    try:
        found = os.stat(path)
    except OSError:
        return None
    return (found.st_dev, found.st_ino)


def _still_names(path: str, opened: _FileId | None) -> bool:
    """Whether ``path`` still names the file ``opened`` (which, ``None``, is not known: assumed so)."""
    if opened is None:
        return True
    try:
        found = os.stat(path)
    except FileNotFoundError:
        return False
    except OSError:
        return True  # no sign that the file changed: never reopen (and log) on every change
    return (found.st_dev, found.st_ino) == opened


def _busy(error: sqlite3.Error) -> bool:
    """Another connection holds the lock (the extended code's low byte is the primary code)."""
    return error.sqlite_errorcode & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
