"""What every pacing store promises, whichever keeps the windows: one suite, run against each store,
through its sync and its async methods.

The rules of a window are tested in depth on their own (``tests/overlay/test_pacer.py``); here the
question is whether a store keeps them: every change kept, made whole, and seen by every store
opened on the same backing.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textsvc.pacing import InProcessPacing, PacingStore
from textsvc.pacing._window import ANSWER_POLL, LONGEST_LEASE, MAX_WAIT, ROOM_POLL, RateLimit, Slot
from textsvc.testing import ManualClock

from tests.pacing.conftest import STORES, Backing, Pacer

BUCKET = "general"
SHARED_STORES = [store for store in STORES if store != "in_process"]
shared_stores_only = pytest.mark.parametrize("backing", SHARED_STORES, indirect=True)
"""Leases end slots in stores that processes share (one may die holding a slot), not in one process."""
NOTHING = RateLimit(limit=None, remaining=None, reset=None, retry_after=None)


def announced(remaining: int, reset: float = 10.0, limit: int = 30) -> RateLimit:
    return RateLimit(limit=limit, remaining=remaining, reset=reset, retry_after=None)


def slot(pacer: Pacer, bucket: str = BUCKET, lease_seconds: float = 100.0) -> Slot:
    taken = pacer.acquire(bucket, lease_seconds=lease_seconds)
    assert isinstance(taken, Slot), f"expected a slot, had to wait {taken}s"
    return taken


def granted_until_told_to_wait(pacer: Pacer, bucket: str = BUCKET, most: int = 100) -> list[Slot]:
    slots: list[Slot] = []
    while len(slots) < most:
        taken = pacer.acquire(bucket)
        if not isinstance(taken, Slot):
            break
        slots.append(taken)
    return slots


def known_window(pacer: Pacer, remaining: int, reset: float = 10.0) -> None:
    pacer.release(slot(pacer), announced(remaining, reset))


def test_an_unknown_window_lets_one_request_ask_first(pacer: Pacer) -> None:
    first = slot(pacer)
    assert first.asks
    assert pacer.acquire(BUCKET) == ANSWER_POLL
    pacer.release(first, announced(5))
    assert len(granted_until_told_to_wait(pacer)) == 5


def test_a_spent_window_waits_for_its_reset_then_asks_alone(pacer: Pacer, backing: Backing) -> None:
    known_window(pacer, 1, reset=4.0)
    last = slot(pacer)
    # Spent, with an answer out that may give room back: look again soon.
    assert pacer.acquire(BUCKET) == ROOM_POLL
    pacer.release(last, announced(0, reset=4.0))
    assert pacer.acquire(BUCKET) == pytest.approx(4.0)
    backing.clock.advance(2.5)
    assert pacer.acquire(BUCKET) == pytest.approx(1.5)
    backing.clock.advance(1.5)
    probe = slot(pacer)
    assert probe.asks
    assert pacer.acquire(BUCKET) == ANSWER_POLL
    pacer.release(probe, announced(20))
    assert len(granted_until_told_to_wait(pacer)) == 20


def test_remaining_counts_the_requests_in_flight(pacer: Pacer) -> None:
    known_window(pacer, 10)
    out = [slot(pacer) for _ in range(3)]
    # The server counted the first of the three: 5 remain for it, but two more are still out.
    pacer.release(out[0], announced(5))
    assert len(granted_until_told_to_wait(pacer)) == 3


def test_a_429_spends_the_window_whatever_its_headers_say(pacer: Pacer) -> None:
    known_window(pacer, 10)
    rejected = RateLimit(limit=30, remaining=7, reset=None, retry_after=3.0)
    pacer.release(slot(pacer), rejected, rejected=True)
    assert pacer.acquire(BUCKET) == pytest.approx(3.0)


def test_a_server_that_announces_nothing_is_not_paced(pacer: Pacer) -> None:
    pacer.release(slot(pacer), NOTHING)
    slots = [slot(pacer) for _ in range(50)]
    assert pacer.in_flight(BUCKET) == 50
    for taken in slots:
        pacer.release(taken, NOTHING)
    assert pacer.in_flight(BUCKET) == 0


def test_a_late_answer_from_an_old_window_is_not_read(pacer: Pacer, backing: Backing) -> None:
    known_window(pacer, 5, reset=2.0)
    late = slot(pacer)
    backing.clock.advance(2.0)
    probe = slot(pacer)  # the window turned over: this one asks for the new count
    pacer.release(late, announced(0, reset=1.0))  # about the old window (its reset within it): not read
    pacer.release(probe, announced(8))
    assert len(granted_until_told_to_wait(pacer)) == 8


def test_a_late_answer_counted_in_the_new_window_is_read_as_its_own(pacer: Pacer, backing: Backing) -> None:
    # Sent before the turn, the late request reached the server after its window ended, and was
    # counted after the probe: its reset, a whole window away, says so. Every store keeps that.
    known_window(pacer, 5, reset=2.0)
    backing.clock.advance(1.9)
    late = slot(pacer)
    backing.clock.advance(0.2)
    probe = slot(pacer)
    pacer.release(late, announced(7, reset=1.9))
    pacer.release(probe, announced(8, reset=1.9))
    assert len(granted_until_told_to_wait(pacer)) == 7


def test_waits_never_pass_the_cap(pacer: Pacer, backing: Backing) -> None:
    known_window(pacer, 0, reset=1e9)
    assert pacer.acquire(BUCKET) == MAX_WAIT
    backing.clock.advance(MAX_WAIT)
    assert isinstance(pacer.acquire(BUCKET), Slot)


def test_a_clock_stepped_back_waits_no_longer_than_the_cap(pacer: Pacer, backing: Backing) -> None:
    known_window(pacer, 0, reset=30.0)
    backing.clock.advance(-1_000.0)  # the window's reset now looks 1,030 s away
    assert pacer.acquire(BUCKET) == MAX_WAIT
    backing.clock.advance(MAX_WAIT)
    assert slot(pacer).asks


def test_only_the_first_request_of_an_unknown_window_asks(pacer: Pacer) -> None:
    first = slot(pacer)
    assert first.asks is True
    pacer.release(first, announced(5))
    assert slot(pacer).asks is False


def test_a_slot_given_back_unanswered_stays_spent_in_its_window(pacer: Pacer) -> None:
    known_window(pacer, 10, reset=60.0)
    lost, answered = slot(pacer), slot(pacer)
    pacer.release(lost, None)  # the server may count it after the answer below
    pacer.release(answered, announced(8, reset=59.0))
    assert len(granted_until_told_to_wait(pacer)) == 7


@shared_stores_only
def test_an_asker_that_never_answers_stops_blocking_after_its_lease(pacer: Pacer, backing: Backing) -> None:
    slot(pacer, lease_seconds=5.0)  # its process dies: it never gives the slot back
    assert pacer.acquire(BUCKET) == ANSWER_POLL
    assert pacer.in_flight(BUCKET) == 1
    backing.clock.advance(4.9)
    assert pacer.acquire(BUCKET) == ANSWER_POLL
    backing.clock.advance(0.1)
    assert pacer.in_flight(BUCKET) == 0
    assert slot(pacer).asks


@shared_stores_only
def test_slots_nobody_gives_back_stop_counting_when_their_leases_end(pacer: Pacer, backing: Backing) -> None:
    known_window(pacer, 10, reset=60.0)
    for _ in range(3):
        slot(pacer, lease_seconds=2.0)
    kept = slot(pacer, lease_seconds=20.0)
    assert pacer.in_flight(BUCKET) == 4
    backing.clock.advance(2.0)
    assert pacer.in_flight(BUCKET) == 1
    # The server counted all four: 6 remain for it, and only one of them is still out.
    pacer.release(kept, announced(6, reset=58.0))
    assert len(granted_until_told_to_wait(pacer)) == 6


def test_in_one_process_a_slot_counts_until_given_back_however_long_it_is_out(
    drive: Callable[[PacingStore], Pacer],
) -> None:
    # A sped-up clock passes a request's lease while the request is still out: it must still count.
    clock = ManualClock(start=1_000.0)
    pacer = drive(InProcessPacing(clock=clock))
    known_window(pacer, 10, reset=600.0)
    held = slot(pacer, lease_seconds=1.0)
    clock.advance(LONGEST_LEASE * 2)
    assert pacer.in_flight(BUCKET) == 1
    pacer.release(slot(pacer), announced(7, reset=500.0))  # the server counted 3; one is still out
    assert len(granted_until_told_to_wait(pacer)) == 6
    pacer.release(held, None)
    assert pacer.in_flight(BUCKET) == 6


@shared_stores_only
def test_giving_back_an_unknown_or_expired_slot_is_harmless(pacer: Pacer, backing: Backing) -> None:
    known_window(pacer, 10, reset=60.0)
    held = slot(pacer)
    expired = slot(pacer, lease_seconds=1.0)
    backing.clock.advance(1.0)
    pacer.release(expired, None)
    pacer.release(Slot(BUCKET, epoch=0, lease="never-taken"), None)
    pacer.release(Slot("a-bucket-nobody-used", epoch=7, lease="never-taken"), None)
    assert pacer.in_flight(BUCKET) == 1
    pacer.release(held, None)
    pacer.release(held, None)  # twice
    assert pacer.in_flight(BUCKET) == 0
    assert len(granted_until_told_to_wait(pacer)) == 8  # 10, less the two that went out


def test_buckets_are_separate(pacer: Pacer) -> None:
    known_window(pacer, 0)
    assert isinstance(pacer.acquire("analytics"), Slot)
    assert pacer.in_flight("analytics") == 1
    assert pacer.in_flight(BUCKET) == 0


def test_stores_on_one_backing_share_their_windows(
    backing: Backing, drive: Callable[[PacingStore], Pacer]
) -> None:
    first, second = drive(backing.open()), drive(backing.open())
    asking = slot(first)
    assert second.acquire(BUCKET) == ANSWER_POLL  # the other one is out to learn the count
    first.release(asking, announced(4))
    taken = granted_until_told_to_wait(second)
    assert len(taken) == 4
    assert first.acquire(BUCKET) == ROOM_POLL  # spent, four answers out
    assert first.in_flight(BUCKET) == 4
    for held in taken:
        first.release(held, None)  # given back through another store than it came from
    assert second.in_flight(BUCKET) == 0
    assert second.acquire(BUCKET) == pytest.approx(10.0)  # spent, nothing out: wait for the reset


def test_an_answer_read_after_a_fresher_one_gives_its_own_slot_back(pacer: Pacer) -> None:
    # The server counts the first, then the second (4, then 3 left). The second's answer is read
    # first, while the first is still out: the first may have been counted after it, so it is
    # subtracted. Its own answer, announcing more, shows it was counted before: the 3 holds it.
    known_window(pacer, 5)
    first, second = slot(pacer), slot(pacer)
    pacer.release(second, announced(3))
    pacer.release(first, announced(4))
    assert len(granted_until_told_to_wait(pacer)) == 3


def test_the_last_slot_of_a_window_survives_answers_read_out_of_order(pacer: Pacer) -> None:
    known_window(pacer, 3)
    first, second = slot(pacer), slot(pacer)
    pacer.release(second, announced(1))  # 1, less the first still out: nothing left, for now
    assert pacer.acquire(BUCKET) == ROOM_POLL
    pacer.release(first, announced(2))  # counted before the 1: the 1 was the window's word
    assert len(granted_until_told_to_wait(pacer)) == 1


@shared_stores_only
def test_an_older_answer_whose_lease_ended_gives_nothing_back(pacer: Pacer, backing: Backing) -> None:
    known_window(pacer, 10, reset=60.0)
    late, fresh = slot(pacer, lease_seconds=1.0), slot(pacer)
    backing.clock.advance(1.0)  # the late one's lease ends: answers read from now on leave it out
    pacer.release(fresh, announced(3, reset=59.0))  # 3, nothing subtracted
    pacer.release(late, announced(4, reset=59.0))  # counted before the 3, which holds it already
    assert len(granted_until_told_to_wait(pacer)) == 3
