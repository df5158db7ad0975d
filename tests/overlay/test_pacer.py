"""The pacer on its own: its rules, its lock, and random interleavings against a model server."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from textsvc.pacing import InProcessPacing
from textsvc.pacing._records import window_from_record, window_record
from textsvc.pacing._window import (
    ANSWER_POLL,
    LONGEST_LEASE,
    MAX_WAIT,
    ROOM_POLL,
    RateLimit,
    Slot,
    Window,
    announced_by,
)
from textsvc.testing import ManualClock

BUCKET = "general"
NOTHING = RateLimit(limit=None, remaining=None, reset=None, retry_after=None)


def announced(remaining: int, reset: float = 10.0, limit: int = 30) -> RateLimit:
    return RateLimit(limit=limit, remaining=remaining, reset=reset, retry_after=None)


def slot(pacer: InProcessPacing) -> Slot:
    taken = pacer.acquire(BUCKET)
    assert isinstance(taken, Slot), f"expected a slot, had to wait {taken}s"
    return taken


def known_window(remaining: int, reset: float = 10.0) -> tuple[InProcessPacing, ManualClock]:
    clock = ManualClock()
    pacer = InProcessPacing(clock=clock)
    pacer.release(slot(pacer), announced(remaining, reset))
    return pacer, clock


def test_an_unknown_window_lets_one_request_ask_first() -> None:
    pacer = InProcessPacing(clock=ManualClock())
    first = slot(pacer)
    assert pacer.acquire(BUCKET) == ANSWER_POLL
    pacer.release(first, announced(5))
    assert isinstance(pacer.acquire(BUCKET), Slot)


def test_a_window_nobody_announces_is_not_paced() -> None:
    pacer = InProcessPacing(clock=ManualClock())
    pacer.release(slot(pacer), NOTHING)
    slots = [slot(pacer) for _ in range(100)]
    assert pacer.in_flight(BUCKET) == 100
    for taken in slots:
        pacer.release(taken, NOTHING)
    assert pacer.in_flight(BUCKET) == 0


@pytest.mark.parametrize("status", [400, 403, 502, 503, 504])
def test_an_error_that_announces_no_count_is_no_answer(status: int) -> None:
    # A proxy's error page: the service may still count the request, after the answer below.
    pacer, _ = known_window(10)
    page, answered = slot(pacer), slot(pacer)
    pacer.release(page, announced_by(status, NOTHING))
    pacer.release(answered, announced(8))
    granted = 0
    while isinstance(pacer.acquire(BUCKET), Slot):
        granted += 1
    assert granted == 7


@pytest.mark.parametrize(("status", "rate_limit"), [(200, NOTHING), (429, NOTHING), (503, announced(4))])
def test_successes_429s_and_errors_with_a_count_are_read(status: int, rate_limit: RateLimit) -> None:
    assert announced_by(status, rate_limit) is rate_limit


def test_remaining_counts_the_requests_in_flight() -> None:
    pacer, _ = known_window(10)
    out = [slot(pacer) for _ in range(3)]
    # The server counted the first of the three: 5 remain for it, but two more are still out.
    pacer.release(out[0], announced(5))
    granted = 0
    while isinstance(pacer.acquire(BUCKET), Slot):
        granted += 1
    assert granted == 3


def test_a_spent_window_waits_for_its_reset_then_asks_alone() -> None:
    pacer, clock = known_window(1, reset=4.0)
    taken = slot(pacer)
    assert pacer.acquire(BUCKET) == ROOM_POLL  # an answer is out: looked at again soon
    clock.advance(2.5)
    assert pacer.acquire(BUCKET) == ROOM_POLL
    clock.advance(1.5)
    probe = slot(pacer)
    assert pacer.acquire(BUCKET) == ANSWER_POLL
    pacer.release(taken, announced(0, reset=0.5))  # a late answer from the old window
    pacer.release(probe, announced(20))
    assert isinstance(pacer.acquire(BUCKET), Slot)


def test_a_spent_window_with_answers_out_is_looked_at_again_before_its_reset() -> None:
    # A later answer may bring the reset nearer (the earliest wins): a caller that slept until
    # the reset it first saw would sleep past the window.
    pacer, _ = known_window(1, reset=4.0)
    taken = slot(pacer)
    assert pacer.acquire(BUCKET) == ROOM_POLL
    pacer.release(taken, announced(0, reset=1.0))
    assert pacer.acquire(BUCKET) == 1.0  # spent, nothing out: wait for the reset


def test_an_older_answer_gives_back_its_own_slot_never_its_count() -> None:
    pacer, _ = known_window(10)
    first, second = slot(pacer), slot(pacer)
    pacer.release(second, announced(3))  # 3, less the first still out: 2 for now
    pacer.release(first, announced(9))  # counted before the 3, which holds it: 3, never 9
    granted = 0
    while isinstance(pacer.acquire(BUCKET), Slot):
        granted += 1
    assert granted == 3


def test_a_429_spends_the_window_whatever_its_headers_say() -> None:
    pacer, _ = known_window(10)
    rejected = RateLimit(limit=30, remaining=7, reset=None, retry_after=3.0)
    pacer.release(slot(pacer), rejected, rejected=True)
    assert pacer.acquire(BUCKET) == 3.0


@pytest.mark.parametrize("reset", [1e9, 86_400.0, float("inf")])
def test_waits_never_pass_the_cap(reset: float) -> None:
    pacer, clock = known_window(0, reset=reset)
    assert pacer.acquire(BUCKET) == MAX_WAIT
    clock.advance(MAX_WAIT)
    assert isinstance(pacer.acquire(BUCKET), Slot)


def test_buckets_are_separate() -> None:
    pacer, _ = known_window(0)
    assert isinstance(pacer.acquire("analytics"), Slot)


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
def test_concurrent_acquires_never_hand_out_more_than_remains() -> None:
    for _ in range(20):
        pacer, _ = known_window(8)
        granted: list[Slot] = []

        def take(pacer: InProcessPacing = pacer, granted: list[Slot] = granted) -> None:
            for _ in range(4):
                taken = pacer.acquire(BUCKET)
                if isinstance(taken, Slot):
                    granted.append(taken)

        _together(16, take)
        assert len(granted) == 8
        assert pacer.in_flight(BUCKET) == 8


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
def test_concurrent_releases_lose_no_count() -> None:
    pacer = InProcessPacing(clock=ManualClock())
    pacer.release(slot(pacer), NOTHING)  # a silent server: every acquire is granted
    slots = [slot(pacer) for _ in range(4000)]
    chunks = iter([slots[start : start + 250] for start in range(0, len(slots), 250)])
    lock = threading.Lock()

    def give_back() -> None:
        with lock:
            mine = next(chunks)
        for taken in mine:
            pacer.release(taken, NOTHING)

    _together(16, give_back)
    assert pacer.in_flight(BUCKET) == 0


# --------------------------------------------------------------------------- model


class PacerAgainstAServer(RuleBasedStateMachine):
    """A fixed-window server, a pacer, and requests that are sent, processed, answered,
    reordered, lost or abandoned in any order, with time moving in between.

    The server never has to refuse a request sent into a window the pacer knew of (one sent
    alone to learn an unknown window may be refused, and its 429 is then heeded); no slot is ever
    leaked; and once everything is answered and the window is over, the next request may go.
    """

    @initialize(limit=st.integers(1, 6), window=st.sampled_from([1.0, 5.0, 30.0]))
    def start(self, limit: int, window: float) -> None:
        self.clock = ManualClock(start=100.0)
        self.pacer = InProcessPacing(clock=self.clock)
        self.limit, self.window = limit, window
        self.window_started = self.clock.now()
        self.used = 0
        self.refused = 0
        self.sent: list[Slot] = []  # on the wire, not yet processed
        self.answered: list[tuple[Slot, RateLimit, bool]] = []  # processed, answer on its way
        self.taken_at: dict[str, float] = {}

    def _server_window(self) -> None:
        now = self.clock.now()
        if now - self.window_started >= self.window:
            self.window_started, self.used = now, 0

    @rule()
    def send(self) -> None:
        taken = self.pacer.acquire(BUCKET, lease_seconds=LONGEST_LEASE)
        if isinstance(taken, Slot):
            self.sent.append(taken)
            self.taken_at[taken.lease] = self.clock.now()
        else:
            assert 0 < taken <= MAX_WAIT

    @precondition(lambda self: self.sent)
    @rule(index=st.integers(0, 100))
    def process(self, index: int) -> None:
        taken = self.sent.pop(index % len(self.sent))
        self._server_window()
        reset = self.window_started + self.window - self.clock.now()
        if self.used >= self.limit:
            self.refused += not taken.asks
            refusal = RateLimit(limit=self.limit, remaining=0, reset=reset, retry_after=reset)
            self.answered.append((taken, refusal, True))
            return
        self.used += 1
        self.answered.append((taken, announced(self.limit - self.used, reset=reset, limit=self.limit), False))

    @precondition(lambda self: self.answered)
    @rule(index=st.integers(0, 100))
    def deliver(self, index: int) -> None:
        taken, rate_limit, rejected = self.answered.pop(index % len(self.answered))
        self.pacer.release(taken, rate_limit, rejected=rejected)

    @precondition(lambda self: self.answered)
    @rule(index=st.integers(0, 100))
    def lose_answer(self, index: int) -> None:
        taken, _, _ = self.answered.pop(index % len(self.answered))
        self.pacer.release(taken, None)

    @precondition(lambda self: self.sent)
    @rule(index=st.integers(0, 100))
    def abandon_before_it_arrives(self, index: int) -> None:
        self.pacer.release(self.sent.pop(index % len(self.sent)), None)

    @rule(seconds=st.sampled_from([0.0, 0.01, 0.3, 1.0, 4.0, 29.0, 61.0]))
    def advance(self, seconds: float) -> None:
        self.clock.advance(seconds)
        # A request out longer than its lease has timed out at its client, which gives its slot back
        # unanswered; what the server made of it is never heard.
        now = self.clock.now()
        timed_out = {lease for lease, at in self.taken_at.items() if at + LONGEST_LEASE <= now}
        for taken in [taken for taken in self.sent if taken.lease in timed_out]:
            self.pacer.release(taken, None)
        for taken, _, _ in [answer for answer in self.answered if answer[0].lease in timed_out]:
            self.pacer.release(taken, None)
        self.sent = [taken for taken in self.sent if taken.lease not in timed_out]
        self.answered = [answer for answer in self.answered if answer[0].lease not in timed_out]
        for lease in timed_out:
            del self.taken_at[lease]

    @invariant()
    def never_refused(self) -> None:
        assert self.refused == 0

    @invariant()
    def no_slot_leaks(self) -> None:
        if hasattr(self, "pacer"):
            assert self.pacer.in_flight(BUCKET) == len(self.sent) + len(self.answered)

    def teardown(self) -> None:
        if not hasattr(self, "pacer"):
            return
        for taken, rate_limit, rejected in self.answered:
            self.pacer.release(taken, rate_limit, rejected=rejected)
        for taken in self.sent:
            self.pacer.release(taken, None)
        self.clock.advance(MAX_WAIT)
        assert isinstance(self.pacer.acquire(BUCKET), Slot)


def test_an_answer_lost_after_a_fresher_one_keeps_its_slot_spent() -> None:
    # The case the model server found: B and C are counted (remaining 1, then 0), C's answer is
    # lost, B's arrives announcing 1. C may have been counted after B's answer: it stays spent.
    pacer = InProcessPacing(clock=ManualClock(start=100.0))
    first = slot(pacer)
    pacer.release(first, announced(2, reset=1.0, limit=3))
    b, c = slot(pacer), slot(pacer)
    pacer.release(c, None)
    pacer.release(b, announced(1, reset=1.0, limit=3))
    assert not isinstance(pacer.acquire(BUCKET), Slot)


PacerAgainstAServer.TestCase.settings = settings(max_examples=300, stateful_step_count=40, deadline=None)
test_pacer_against_a_model_server = PacerAgainstAServer.TestCase


class ExactCount(RuleBasedStateMachine):
    """One announced window; requests sent, counted by the server and answered in any order, none
    lost, no time passing. Whenever nothing is out, the pacer hands out exactly what the server has
    left: every request was subtracted once, whatever the order its answer was read in."""

    @initialize(limit=st.integers(2, 12))
    def start(self, limit: int) -> None:
        self.window = Window()
        self.limit = limit
        asker = self.window.take(BUCKET, 0.0, None)
        assert isinstance(asker, Slot)
        self.used = 1
        self.window.give_back(asker, self._announced(), 0.0, rejected=False)
        self.sent: list[Slot] = []  # on the wire, in any order
        self.counted: list[tuple[Slot, RateLimit]] = []  # counted, answer on its way

    def _announced(self) -> RateLimit:
        return announced(self.limit - self.used, reset=60.0, limit=self.limit)

    @rule()
    def send(self) -> None:
        taken = self.window.take(BUCKET, 0.0, None)
        if isinstance(taken, Slot):
            self.sent.append(taken)

    @precondition(lambda self: self.sent)
    @rule(index=st.integers(0, 100))
    def count(self, index: int) -> None:
        taken = self.sent.pop(index % len(self.sent))
        self.used += 1
        assert self.used <= self.limit, "the pacer sent more than the window holds"
        self.counted.append((taken, self._announced()))

    @precondition(lambda self: self.counted)
    @rule(index=st.integers(0, 100))
    def answer(self, index: int) -> None:
        taken, rate_limit = self.counted.pop(index % len(self.counted))
        self.window.give_back(taken, rate_limit, 0.0, rejected=False)

    @precondition(lambda self: self.counted)
    @rule()
    def answer_the_freshest(self) -> None:
        # Read before the answers counted earlier: the order that once subtracted them twice.
        taken, rate_limit = self.counted.pop()
        self.window.give_back(taken, rate_limit, 0.0, rejected=False)

    @invariant()
    def nothing_lost_once_everything_is_answered(self) -> None:
        if not hasattr(self, "window") or self.sent or self.counted:
            return
        copy = window_from_record(window_record(self.window))
        granted = 0
        while isinstance(copy.take(BUCKET, 0.0, None), Slot) and granted <= self.limit:
            granted += 1
        assert granted == self.limit - self.used


ExactCount.TestCase.settings = settings(max_examples=200, stateful_step_count=40, deadline=None)
test_every_request_is_subtracted_once_whatever_the_order_of_answers = ExactCount.TestCase


def test_a_count_with_no_reset_follows_the_latest_answer() -> None:
    # Without a readable reset there is no window to protect from older answers: a server that
    # says 0 and later 29 is taken at its latest word, not held at 0 forever.
    pacer = InProcessPacing(clock=ManualClock())
    no_reset = RateLimit(limit=None, remaining=0, reset=None, retry_after=None)
    pacer.release(slot(pacer), no_reset)
    pacer.release(slot(pacer), RateLimit(limit=None, remaining=29, reset=None, retry_after=None))
    granted = 0
    while isinstance(pacer.acquire(BUCKET), Slot) and granted < 100:
        granted += 1
    assert granted == 29


def test_a_429_with_no_timing_lets_the_next_answer_reopen_the_window() -> None:
    pacer = InProcessPacing(clock=ManualClock())
    pacer.release(slot(pacer), NOTHING, rejected=True)
    retry = slot(pacer)  # nothing is out: one request may ask
    assert pacer.acquire(BUCKET) == ANSWER_POLL
    pacer.release(retry, RateLimit(limit=None, remaining=5, reset=None, retry_after=None))
    assert isinstance(pacer.acquire(BUCKET), Slot)


def test_a_window_survives_its_record_whole() -> None:
    # Shared stores keep windows as records: every field must come back as it went.
    window = Window(
        remaining=4,
        resets_at=12.5,
        epoch=3,
        lowest_announced=6,
        asker="a1",
        silent=True,
        waking=True,
        leases={"a1": 20.0, "b2": 21.5},
    )
    assert window_from_record(window_record(window)) == window


def test_a_record_without_optional_fields_is_a_fresh_window() -> None:
    assert window_from_record({}) == Window()
    assert window_from_record({"remaining": 2}) == Window(remaining=2, epoch=0, asker=None, leases={})


@pytest.mark.parametrize(
    "record",
    [None, [], "window", {"epoch": "first"}, {"remaining": [1]}, {"leases": 5}, {"epoch": float("inf")}],
)
def test_a_record_that_does_not_read_is_an_unknown_window(record: object) -> None:
    assert window_from_record(record) == Window()


def test_a_store_names_its_kind_and_nothing_else() -> None:
    assert repr(InProcessPacing(address="10.0.0.1")) == "<textsvc.pacing.InProcessPacing>"
