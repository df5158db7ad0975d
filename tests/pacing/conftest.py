"""Every pacing store, fresh for each test, driven by a clock the test moves by hand.

``backing`` is one place windows are kept (a dict, a SQLite file, ...) and opens stores on it;
``pacer`` is a fresh store on it, driven through its sync or its async methods. A new store is
one more entry in ``STORES`` and one more branch in ``backing``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator

import pytest
from textsvc._rate_limit import RateLimit
from textsvc.pacing import InProcessPacing, PacingStore, SQLitePacing
from textsvc.pacing._rules import DEFAULT_LEASE, Slot
from textsvc.testing import ManualClock

STORES = ["in_process", "sqlite", "redis"]


class Backing:
    """Where one test's windows are kept, the clock they are kept by, and the stores opened on it."""

    def __init__(self, kind: str, clock: ManualClock, open_store: Callable[[], PacingStore]) -> None:
        self.kind = kind
        self.clock = clock
        self._open_store = open_store
        self.opened: list[PacingStore] = []

    def open(self) -> PacingStore:
        """A store on this backing: for a shared store a new instance, as another process would make."""
        store = self._open_store()
        self.opened.append(store)
        return store

    def close(self) -> None:
        for store in self.opened:
            close = getattr(store, "close", None)
            if callable(close):
                close()


@pytest.fixture(params=STORES)
def backing(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Backing]:
    clock = ManualClock(start=1_000.0)
    open_store: Callable[[], PacingStore]
    if request.param == "in_process":
        shared = InProcessPacing(clock=clock)

        def open_store() -> PacingStore:
            return shared  # one process: sharing is sharing the instance

    elif request.param == "sqlite":
        path = tmp_path_factory.mktemp("pacing") / "pacing.sqlite3"

        def open_store() -> PacingStore:
            return SQLitePacing(path, clock=clock)

    elif request.param == "redis":
        server = request.getfixturevalue("redis_server")  # skips without it or redis-py (fails under CI=true)
        from textsvc.pacing import RedisPacing  # redis-py is an extra: imported once known to be there

        def open_store() -> PacingStore:
            return RedisPacing(server.url, clock=clock)

    else:
        raise AssertionError(f"no branch for store {request.param!r}")
    backing = Backing(request.param, clock, open_store)
    yield backing
    backing.close()


class Pacer:
    """A store driven through its sync methods, or (``runner`` given) through its async ones."""

    def __init__(self, store: PacingStore, runner: asyncio.Runner | None) -> None:
        self.store = store
        self._runner = runner

    def acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        if self._runner is None:
            return self.store.acquire(bucket, lease_seconds=lease_seconds)
        return self._runner.run(self.store.async_acquire(bucket, lease_seconds=lease_seconds))

    def release(
        self, slot: Slot, announced: RateLimit | None, *, rejected: bool = False, sent: bool = True
    ) -> None:
        if self._runner is None:
            self.store.release(slot, announced, rejected=rejected, sent=sent)
        else:
            self._runner.run(self.store.async_release(slot, announced, rejected=rejected, sent=sent))

    def in_flight(self, bucket: str) -> int:
        return self.store.in_flight(bucket)


@pytest.fixture(params=["sync", "async"])
def drive(request: pytest.FixtureRequest) -> Iterator[Callable[[PacingStore], Pacer]]:
    """Wraps a store to be driven as the test's mode says (the sync or the async methods)."""
    if request.param == "sync":
        yield lambda store: Pacer(store, None)
        return
    with asyncio.Runner() as runner:
        yield lambda store: Pacer(store, runner)


@pytest.fixture
def pacer(backing: Backing, drive: Callable[[PacingStore], Pacer]) -> Pacer:
    return drive(backing.open())
