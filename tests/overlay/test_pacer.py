"""The in-process pacer on its own: which answers it reads, its lock, and the window record shared
stores keep. (The rules every store follows are in ``tests/pacing/test_store_contract.py``, and a
fleet against a simulated server in ``tests/pacing/test_state_machine.py``.) Each test names the
guarantee it holds.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable, Iterator

import pytest
from textsvc._rate_limit import RateLimit
from textsvc.pacing import InProcessPacing
from textsvc.pacing._rules import ANSWER_POLL, Slot, Window, announced_by, stored_window, window_text
from textsvc.testing import ManualClock

from tests.forked import assert_child_succeeds

BUCKET = "general"
NOTHING = RateLimit(limit=None, remaining=None, reset=None, retry_after=None)


def announced(remaining: int, reset: float = 10.0, limit: int = 30) -> RateLimit:
    return RateLimit(limit=limit, remaining=remaining, reset=reset, retry_after=None)


def slot(pacer: InProcessPacing) -> Slot:
    taken = pacer.acquire(BUCKET)
    assert isinstance(taken, Slot), f"expected a slot, told to ask again in {taken} s"
    return taken


def goes_now(taken: Slot | float) -> bool:
    return isinstance(taken, Slot) and taken.delay == 0


def known_window(remaining: int, reset: float = 10.0) -> tuple[InProcessPacing, ManualClock]:
    clock = ManualClock()
    pacer = InProcessPacing(clock=clock)
    pacer.release(slot(pacer), announced(remaining, reset))
    return pacer, clock


@pytest.mark.parametrize("status", [400, 403, 502, 503, 504])
def test_an_error_that_announces_no_count_is_no_answer(status: int) -> None:
    # A proxy's error page: the service may still count the request; the window stays to be learnt.
    pacer = InProcessPacing(clock=ManualClock())
    asking = slot(pacer)
    pacer.release(asking, announced_by(status, NOTHING))
    again = slot(pacer)
    assert again.asks  # the next request goes alone, as into a window never heard of
    assert pacer.acquire(BUCKET) == ANSWER_POLL


@pytest.mark.parametrize(("status", "rate_limit"), [(200, NOTHING), (429, NOTHING), (503, announced(4))])
def test_successes_429s_and_errors_with_a_count_are_read(status: int, rate_limit: RateLimit) -> None:
    assert announced_by(status, rate_limit) is rate_limit


def test_a_429_giving_only_its_reset_holds_every_caller_until_then() -> None:
    pacer, _ = known_window(10)
    pacer.release(
        slot(pacer), RateLimit(limit=None, remaining=None, reset=2.5, retry_after=None), rejected=True
    )
    held = [slot(pacer) for _ in range(5)]
    assert [taken.delay for taken in held] == pytest.approx([2.5] * 5)


def test_the_earliest_reset_read_in_a_window_is_kept() -> None:
    # Each answer's reset is read after the server counted it: a later answer's is no later end.
    clock = ManualClock()
    pacer = InProcessPacing(clock=clock)
    asking = slot(pacer)
    pacer.release(asking, announced(0, reset=4.0))
    pacer.release(asking, announced(0, reset=6.0))  # read later, or rounded up
    assert slot(pacer).delay == pytest.approx(4.0)


# --------------------------------------------------------------------------- one lock, many threads


@pytest.fixture
def rapid_thread_switches() -> Iterator[None]:
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(interval)


def _together(threads: int, work: Callable[[], None]) -> None:
    start = threading.Barrier(threads)

    def run() -> None:
        start.wait()
        work()

    workers = [threading.Thread(target=run) for _ in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(10)


@pytest.mark.usefixtures("rapid_thread_switches")
def test_concurrent_takes_never_hand_out_more_than_remains() -> None:
    # 8 places left now, 30 in the next window: each handed out once, whatever the interleaving.
    for _ in range(50):
        pacer, _ = known_window(8)
        taken: list[Slot] = []

        def take(pacer: InProcessPacing = pacer, taken: list[Slot] = taken) -> None:
            for _ in range(6):
                got = pacer.acquire(BUCKET)
                if isinstance(got, Slot):
                    taken.append(got)

        _together(16, take)
        assert sum(map(goes_now, taken)) == 8
        assert sorted(slot.place for slot in taken) == list(range(23, 61))  # no place handed out twice
        assert pacer.in_flight(BUCKET) == 30  # the next window reserved whole, no more


class OverlapWatch:
    """A store's clock that sees whether two changes ran at once: each change reads it inside itself."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._inside = 0
        self.most_at_once = 0

    def now(self) -> float:
        with self._lock:
            self._inside += 1
            self.most_at_once = max(self.most_at_once, self._inside)
        time.sleep(0.002)  # long enough for every other thread to arrive, were it let in
        with self._lock:
            self._inside -= 1
        return 0.0


def test_a_store_makes_each_change_alone() -> None:
    clock = OverlapWatch()
    pacer = InProcessPacing(clock=clock)
    _together(8, lambda: [pacer.acquire(BUCKET) for _ in range(3)])
    assert clock.most_at_once == 1


@pytest.mark.usefixtures("rapid_thread_switches")
def test_concurrent_first_requests_send_one_to_ask() -> None:
    for _ in range(100):
        pacer = InProcessPacing(clock=ManualClock())
        granted: list[Slot] = []

        def take(pacer: InProcessPacing = pacer, granted: list[Slot] = granted) -> None:
            taken = pacer.acquire(f"bucket-{id(pacer)}")
            if isinstance(taken, Slot):
                granted.append(taken)

        _together(8, take)
        assert len(granted) == 1


@pytest.mark.usefixtures("rapid_thread_switches")
def test_concurrent_give_backs_of_unsent_slots_lose_no_count() -> None:
    pacer, _ = known_window(0)
    reserved = [slot(pacer) for _ in range(30)]
    chunks = iter([reserved[start : start + 2] for start in range(0, len(reserved), 2)])
    lock = threading.Lock()

    def give_back() -> None:
        with lock:
            mine = next(chunks)
        for taken in mine:
            pacer.release(taken, None, sent=False)

    _together(15, give_back)
    assert pacer.in_flight(BUCKET) == 0


# --------------------------------------------------------------------------- the stored window


def test_a_window_survives_its_record_whole() -> None:
    # Shared stores keep windows as text: every field must come back as it went.
    window = Window(
        limit=30,
        resets_at=12.5,
        closes_at=12.25,
        confirmed=True,
        epoch=3,
        taken=41,
        length=2.05,
        asker="a1",
        asker_until=20.0,
        silent=True,
    )
    assert stored_window(window_text(window)) == window
    assert stored_window(window_text(Window(limit=1))) == Window(limit=1)  # the least a window allows


@pytest.mark.parametrize(
    "text",
    [
        None,
        "[]",
        "window",
        '{"epoch": "first"}',
        '{"limit": 0}',
        window_text(Window(limit=0)),
        window_text(Window()).replace("0.0", "NaN"),
    ],
)
def test_a_record_that_does_not_read_is_an_unknown_window(text: object) -> None:
    assert stored_window(text) == Window()


def test_a_store_names_its_kind_and_nothing_else() -> None:
    assert repr(InProcessPacing(address="10.0.0.1")) == "<textsvc.pacing.InProcessPacing>"


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork is POSIX only")
def test_a_store_forked_while_another_thread_changes_a_window_still_answers_in_the_child() -> None:
    pacer = InProcessPacing(clock=ManualClock())
    with pacer._lock:  # another thread is mid-change in the store when the process forks
        child = os.fork()
        if child == 0:  # the child: the windows as they were, under a lock of its own
            os._exit(0 if isinstance(pacer.acquire("general"), Slot) else 1)
    assert_child_succeeds(child)
