"""A bound on a sync Redis exchange as a whole, which redis-py's socket timeout does not give.

The socket timeout bounds each read: a server that sends one byte a second holds a call for ever.
A watch closes its client's connections once the exchange has run past its bound (redis-py's
``ConnectionPool.disconnect`` closes connections in use by other threads, which ends a read under
way), and again every ``REFIRE`` seconds while the exchange goes on (a client's own retries open
new ones); the caller then raises ``redis.TimeoutError``. One thread per process watches every
exchange; it is started when first needed, and a forked child starts its own.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Iterator

import redis

__all__ = ["Watch", "watched"]

REFIRE = 0.05
"""Seconds between closings of the connections of an exchange still under way past its bound."""


class Watch:
    """One exchange's bound: ``fired`` once its connections were closed for running past it."""

    def __init__(self, pool: redis.ConnectionPool, due: float) -> None:
        self.pool = pool
        self.due = due
        self.fired = False


class _Watchdog:
    def __init__(self) -> None:
        self._changed = threading.Condition(threading.Lock())
        self._watches: set[Watch] = set()
        self._thread: threading.Thread | None = None
        self._wakes_at: float | None = None
        """When the watching thread wakes next (``None``: only when told)."""

    def add(self, watch: Watch) -> None:
        with self._changed:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="textsvc-redis-watch", daemon=True)
                self._thread.start()
            self._watches.add(watch)
            # Woken only if it would wake too late: every exchange waking it costs a thread switch.
            if self._wakes_at is None or watch.due < self._wakes_at:
                self._wakes_at = watch.due
                self._changed.notify()

    def remove(self, watch: Watch) -> None:
        with self._changed:
            self._watches.discard(watch)

    def _run(self) -> None:
        while True:
            with self._changed:
                now = time.monotonic()
                due = [watch for watch in self._watches if watch.due <= now]
                if not due:
                    self._wakes_at = min((watch.due for watch in self._watches), default=None)
                    self._changed.wait(None if self._wakes_at is None else self._wakes_at - now)
                    continue
                for watch in due:
                    watch.fired = True
                    watch.due = now + REFIRE
            for pool in {id(watch.pool): watch.pool for watch in due}.values():
                with contextlib.suppress(Exception):  # a pool that cannot close: nothing else to do
                    pool.disconnect()


_watchdog: _Watchdog | None = None
_watchdog_lock = threading.Lock()


@contextlib.contextmanager
def watched(pool: redis.ConnectionPool, seconds: float) -> Iterator[Watch]:
    """Closes ``pool``'s connections if the block runs longer than ``seconds``."""
    global _watchdog
    with _watchdog_lock:
        if _watchdog is None:
            _watchdog = _Watchdog()
        watchdog = _watchdog
    watch = Watch(pool, time.monotonic() + seconds)
    watchdog.add(watch)
    try:
        yield watch
    finally:
        watchdog.remove(watch)


def _forget_in_child() -> None:
    # The watching thread, and any lock held by another thread at the fork, stayed in the parent.
    global _watchdog, _watchdog_lock
    _watchdog = None
    _watchdog_lock = threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_in_child)
