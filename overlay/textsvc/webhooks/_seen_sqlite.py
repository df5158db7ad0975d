"""The bodies handled by the listener processes of one host, in a SQLite file.

Each step is one short ``BEGIN IMMEDIATE`` transaction on a connection of its own, opened and
closed around it: nothing of SQLite is shared between threads or crosses a ``fork``, and a step
costs a fraction of a millisecond beside the delivery it guards. Time is wall-clock time, which the
processes of a host share.

A file removed while in use (temporary-file cleaners remove old files) is made anew by the next
step's connection, empty: a step that finds no table makes it, says so once, and runs again, so
that the listeners record their deliveries again at once rather than fail until restarted.
"""

from __future__ import annotations

import asyncio
import logging
import math
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from typing import TypeVar

from .._arguments import describe
from ._seen import DEFAULT_CLAIM_SECONDS, DEFAULT_KEEP_SECONDS, Claimed, SeenStore, SeenStoreError

__all__ = ["SQLiteSeen"]

T = TypeVar("T")

logger = logging.getLogger("textsvc.webhooks")

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS textsvc_webhooks_seen_v1 "
    "(body_key TEXT PRIMARY KEY, token TEXT, expires_at REAL NOT NULL)",
    "CREATE INDEX IF NOT EXISTS textsvc_webhooks_seen_v1_expiry ON textsvc_webhooks_seen_v1 (expires_at)",
)
_SWEEP_EVERY = 100
"""Handled bodies between two sweeps of expired rows, so that the file stays bounded."""


class SQLiteSeen(SeenStore):
    """The record in a SQLite file: shared by every listener process of the host that opens ``path``.

    ``path`` names the file (created if missing; its directory must exist, on a local disk);
    ``busy_timeout`` is how many seconds a step may wait, in all, for other processes' steps. A
    file removed while in use is made anew at the next step, with a warning (the bodies handled
    before are forgotten).
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        keep_seconds: float = DEFAULT_KEEP_SECONDS,
        claim_seconds: float = DEFAULT_CLAIM_SECONDS,
        busy_timeout: float = 5.0,
    ) -> None:
        super().__init__(keep_seconds=keep_seconds, claim_seconds=claim_seconds)
        if not isinstance(path, (str, os.PathLike)):
            raise TypeError(f"path must be a str or a path, got {describe(path)}")
        if type(busy_timeout) not in (int, float):
            raise TypeError(f"busy_timeout must be a number of seconds, got {describe(busy_timeout)}")
        if not (math.isfinite(busy_timeout) and busy_timeout >= 0):
            raise ValueError("busy_timeout must be a finite number of seconds, 0 or more")
        self.path = os.fspath(path)
        if self.path in ("", ":memory:") or self.path.startswith("file:"):
            # Each step opens the file anew: a database in memory would be a new one each time.
            raise ValueError("path must name a file that every listener process opens, not memory or a URI")
        self.busy_timeout = float(busy_timeout)
        self._handled_count = 0
        try:
            with self._opened() as connection:
                self._make_schema(connection, time.monotonic() + self.busy_timeout)
        except SeenStoreError as error:
            raise ValueError(f"path cannot hold the record of webhook deliveries: {error}") from None

    @contextmanager
    def _opened(self) -> Iterator[sqlite3.Connection]:
        try:
            connection = sqlite3.connect(self.path, timeout=self.busy_timeout, isolation_level=None)
        except sqlite3.Error as error:
            raise SeenStoreError(str(error)) from error
        try:
            yield connection
        except sqlite3.Error as error:
            raise SeenStoreError(str(error)) from error
        finally:
            connection.close()

    def _step(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """``work`` in one transaction, waiting at most ``busy_timeout`` in all; the table made anew
        (and ``work`` run again) if the file lost it."""
        deadline = time.monotonic() + self.busy_timeout
        with self._opened() as connection:
            try:
                return self._transacted(connection, work, deadline)
            except sqlite3.OperationalError as error:
                if not str(error).startswith("no such table"):
                    raise
            logger.warning(
                "%r: the file was removed or emptied while in use: made its record anew (the bodies "
                "handled before are forgotten)",
                self,
            )
            self._make_schema(connection, deadline)
            return self._transacted(connection, work, deadline)

    def _transacted(
        self, connection: sqlite3.Connection, work: Callable[[sqlite3.Connection], T], deadline: float
    ) -> T:
        _wait_until(connection, deadline)
        connection.execute("BEGIN IMMEDIATE")
        try:
            result = work(connection)
            _wait_until(connection, deadline)  # a commit may wait again (for readers, without WAL)
            connection.execute("COMMIT")
        except BaseException:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            raise
        return result

    def _make_schema(self, connection: sqlite3.Connection, deadline: float) -> None:
        def make(connection: sqlite3.Connection) -> None:
            for statement in _SCHEMA:
                connection.execute(statement)

        self._transacted(connection, make, deadline)
        with suppress(sqlite3.Error):  # a rollback journal serves too, only slower
            connection.execute("PRAGMA journal_mode=WAL")

    def _claim(self, key: str, token: str) -> Claimed:
        def claim(connection: sqlite3.Connection) -> Claimed:
            now = time.time()
            found = connection.execute(
                "SELECT token, expires_at FROM textsvc_webhooks_seen_v1 WHERE body_key = ?", (key,)
            ).fetchone()
            if found is not None and found[1] > now:
                return Claimed.SEEN if found[0] is None else Claimed.BUSY
            connection.execute(
                "INSERT OR REPLACE INTO textsvc_webhooks_seen_v1 (body_key, token, expires_at) "
                "VALUES (?, ?, ?)",
                (key, token, now + self.claim_seconds),
            )
            return Claimed.MINE

        return self._step(claim)

    def _handled(self, key: str, token: str) -> None:
        self._handled_count += 1
        sweep = self._handled_count % _SWEEP_EVERY == 0

        def mark(connection: sqlite3.Connection) -> None:
            now = time.time()
            connection.execute(
                "INSERT INTO textsvc_webhooks_seen_v1 (body_key, token, expires_at) VALUES (?, NULL, ?) "
                "ON CONFLICT (body_key) DO UPDATE SET token = NULL, expires_at = excluded.expires_at "
                "WHERE token = ? OR expires_at <= ?",
                (key, now + self.keep_seconds, token, now),
            )
            if sweep:
                connection.execute("DELETE FROM textsvc_webhooks_seen_v1 WHERE expires_at <= ?", (now,))

        self._step(mark)

    def _give_up(self, key: str, token: str) -> None:
        self._step(
            lambda connection: connection.execute(
                "DELETE FROM textsvc_webhooks_seen_v1 WHERE body_key = ? AND token = ?", (key, token)
            )
        )

    # A step waits on the file's lock: off the event loop.

    async def _async_claim(self, key: str, token: str) -> Claimed:
        return await asyncio.to_thread(self._claim, key, token)

    async def _async_handled(self, key: str, token: str) -> None:
        await asyncio.to_thread(self._handled, key, token)

    async def _async_give_up(self, key: str, token: str) -> None:
        await asyncio.to_thread(self._give_up, key, token)

    def __repr__(self) -> str:
        return f"<textsvc.webhooks.SQLiteSeen path={self.path!r} keep_seconds={self.keep_seconds:g}>"


def _wait_until(connection: sqlite3.Connection, deadline: float) -> None:
    """The connection's next lock waits at most until ``deadline``: a step is bounded as a whole."""
    milliseconds = max(0, math.ceil((deadline - time.monotonic()) * 1000))
    connection.execute(f"PRAGMA busy_timeout = {milliseconds}")
