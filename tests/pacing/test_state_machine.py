"""A fleet paced by reservation against a simulated server, explored by hypothesis.

Guarantees held at every step: the server never answers 429 to a fleet alone on its windows, and
the stores keep one set of rules (Python in process and over SQLite, Lua in a real redis-server):
given the same steps on the same clock, every store hands out the same slots and waits (the
in-process store as shared stores are, reserving ahead on a window's learnt length).

The server counts fixed windows of ``limit`` requests, aligned on its own clock; a request is
counted when it is sent and answered ``latency`` seconds later (one latency a run, some longer than
``TURN_GUARD``: a reset read late must not let a request go into the window's last moments).

``OneProcess`` holds ``InProcessPacing`` as it is, reserving no place past a window whose end no
answer told, to the same server: never refused.
"""

from __future__ import annotations

import heapq
import itertools
import math
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from textsvc._rate_limit import RateLimit
from textsvc.pacing import InProcessPacing, PacingStore, SQLitePacing
from textsvc.pacing._rules import Slot
from textsvc.testing import ManualClock

BUCKET = "general/ip/simulated"


class Server:
    def __init__(self, limit: int, seconds: float, offset: float) -> None:
        self.limit, self.seconds, self.offset = limit, seconds, offset
        self.counted: dict[int, int] = {}
        self.refused = 0

    def count(self, now: float) -> RateLimit:
        window = math.floor((now - self.offset) / self.seconds)
        used = self.counted[window] = self.counted.get(window, 0) + 1
        if used > self.limit:
            self.refused += 1
        reset = self.offset + (window + 1) * self.seconds - now
        return RateLimit(limit=self.limit, remaining=max(self.limit - used, 0), reset=reset, retry_after=None)


class ProjectingInProcess(InProcessPacing):
    """The in-process store reserving ahead as the shared stores do, to hold the three to one rule set."""

    projects = True


def _same(first: object, second: object) -> bool:
    if isinstance(first, Slot) and isinstance(second, Slot):
        keys = ("epoch", "asks", "confirms")
        return all(getattr(first, k) == getattr(second, k) for k in keys) and math.isclose(
            first.delay, second.delay, abs_tol=1e-9
        )
    if isinstance(first, float) and isinstance(second, float):
        return math.isclose(first, second, abs_tol=1e-9)
    return False


class Fleet(RuleBasedStateMachine):
    stores: list[PacingStore]

    @initialize(
        limit=st.integers(1, 6),
        seconds=st.sampled_from([1.0, 2.0, 15.0]),
        offset=st.floats(0, 1),
        latency=st.sampled_from([0.0, 0.004, 0.03, 0.2]),
    )
    def start(self, limit: int, seconds: float, offset: float, latency: float) -> None:
        RUNS.append(limit)
        self.clock = ManualClock(start=1_000.0)
        self.server = Server(limit, seconds, offset)
        self.latency = latency
        self.stores = self.make_stores()
        self.events: list[tuple[float, int, str, list[Slot], Any]] = []
        self.order = itertools.count()
        self.pending: dict[int, list[Slot]] = {}
        self.held: list[float] = []

    def make_stores(self) -> list[PacingStore]:
        return [ProjectingInProcess(clock=self.clock), *STORE_MAKERS[1](self.clock)]

    @rule(lose=st.booleans())
    def take(self, lose: bool) -> None:
        taken = [store.acquire(BUCKET, lease_seconds=60.0) for store in self.stores]
        assert all(_same(taken[0], other) for other in taken[1:]), taken
        if isinstance(taken[0], Slot):
            slots: list[Slot] = taken  # type: ignore[assignment]
            ticket = next(self.order)
            self.pending[ticket] = slots
            # An asker's answer is never lost here: without it nobody can know an unknown window.
            lose = lose and not slots[0].asks
            heapq.heappush(self.events, (self.clock.now() + slots[0].delay, ticket, "send", slots, lose))

    @precondition(lambda self: bool(self.pending))
    @rule(data=st.data())
    def cancel(self, data: st.DataObject) -> None:
        ticket = data.draw(st.sampled_from(sorted(self.pending)))
        for store, slot in zip(self.stores, self.pending.pop(ticket), strict=True):
            store.release(slot, None, sent=False)

    @rule(seconds=st.sampled_from([0.001, 0.01, 0.1, 0.5, 1.0, 3.0]))
    def advance(self, seconds: float) -> None:
        until = self.clock.now() + seconds
        while self.events and self.events[0][0] <= until:
            at, ticket, kind, slots, lose = heapq.heappop(self.events)  # lose: the answer, once sent
            self.clock.advance(max(at - self.clock.now(), 0.0))
            if kind == "send":
                if self.pending.pop(ticket, None) is None:
                    continue  # cancelled before it went
                told = None if lose else self.server.count(self.clock.now())
                if lose:
                    self.server.count(self.clock.now())  # counted, and its answer lost
                heapq.heappush(self.events, (at + self.latency, ticket, "answer", slots, told))
            else:
                for store, slot in zip(self.stores, slots, strict=True):
                    store.release(slot, lose, sent=True)
        self.clock.advance(max(until - self.clock.now(), 0.0))

    @invariant()
    def never_refused(self) -> None:
        if hasattr(self, "server"):
            assert self.server.refused == 0, self.server.counted

    def teardown(self) -> None:
        for store in getattr(self, "stores", []):
            close = getattr(store, "close", None)
            if callable(close):
                close()


class OneProcess(Fleet):
    def make_stores(self) -> list[PacingStore]:
        return [InProcessPacing(clock=self.clock)]


STORE_MAKERS: dict[int, Any] = {}
RUNS: list[int] = []


@pytest.fixture
def shared_stores(tmp_path: Path, redis_server: Any) -> None:
    from textsvc.pacing import RedisPacing

    paths = itertools.count()

    def make(clock: ManualClock) -> list[PacingStore]:
        number = next(paths)
        redis = RedisPacing(redis_server.url, clock=clock, key_prefix=f"machine{number}:")
        return [SQLitePacing(tmp_path / f"machine{number}.sqlite3", clock=clock), redis]

    STORE_MAKERS[1] = make


def test_a_fleet_paced_by_reservation_is_never_refused_and_every_store_agrees(shared_stores: None) -> None:
    Fleet.TestCase.settings = settings(max_examples=60, stateful_step_count=40, deadline=None)
    Fleet.TestCase().runTest()
    assert len(RUNS) >= 30  # hypothesis explored runs, not one


def test_one_process_paced_by_reservation_is_never_refused() -> None:
    OneProcess.TestCase.settings = settings(max_examples=40, stateful_step_count=40, deadline=None)
    OneProcess.TestCase().runTest()
