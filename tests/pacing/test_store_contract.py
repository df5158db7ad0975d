"""What every pacing store promises, whichever keeps the windows: one suite, run against each store
(in process, a real SQLite file, a real redis-server), through its sync and its async methods, on a
clock the test moves by hand. Each test names the guarantee it holds.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textsvc._rate_limit import MAX_WAIT, RateLimit
from textsvc.pacing import InProcessPacing, PacingStore
from textsvc.pacing._rules import ANSWER_POLL, ROOM_POLL, TURN_GUARD, UNSAID_END, Slot, Take, new_lease
from textsvc.testing import ManualClock

from tests.pacing.conftest import STORES, Backing, Pacer

BUCKET = "general"
LIMIT = 10
SHARED = [store for store in STORES if store != "in_process"]
shared_stores_only = pytest.mark.parametrize("backing", SHARED, indirect=True)
in_process_only = pytest.mark.parametrize("backing", ["in_process"], indirect=True)
NOTHING = RateLimit(limit=None, remaining=None, reset=None, retry_after=None)


def announced(remaining: int, reset: float = 10.0, limit: int = LIMIT) -> RateLimit:
    return RateLimit(limit=limit, remaining=remaining, reset=reset, retry_after=None)


def slot(pacer: Pacer, bucket: str = BUCKET, lease_seconds: float = 100.0) -> Slot:
    taken = pacer.acquire(bucket, lease_seconds=lease_seconds)
    assert isinstance(taken, Slot), f"expected a slot, told to ask again in {taken} s"
    return taken


def now_slots(pacer: Pacer, most: int = 100) -> list[Slot]:
    """Slots that may go at once, taken until one would have to wait."""
    taken: list[Slot] = []
    while len(taken) < most:
        got = pacer.acquire(BUCKET)
        if not isinstance(got, Slot) or got.delay > 0:
            if isinstance(got, Slot):
                pacer.release(got, None, sent=False)
            break
        taken.append(got)
    return taken


def known_window(pacer: Pacer, remaining: int, reset: float = 10.0) -> None:
    pacer.release(slot(pacer), announced(remaining, reset))


def learn_the_length(pacer: Pacer, backing: Backing, reset: float, late: float = 0.0) -> None:
    """A spent window, then its next one opened by a request sent ``late`` seconds after its start
    (its answer telling ``reset - late`` seconds left), which teaches the store the length; the
    places left in the turned window are taken."""
    known_window(pacer, 0, reset=reset)
    confirming = slot(pacer)
    backing.clock.advance(confirming.delay + late)
    pacer.release(confirming, announced(LIMIT - 1, reset=reset - late))
    now_slots(pacer)


def test_a_take_tried_again_after_its_reply_was_lost_still_asks(backing: Backing) -> None:
    # A store tries a change again when its connection failed, perhaps after the change was made:
    # the same take must not find its own lease asking, and hold the window until the lease ends.
    store = backing.open()
    take = Take(BUCKET, new_lease(), 100.0)
    first, again = store._change(BUCKET, take), store._change(BUCKET, take)
    assert isinstance(first, Slot)
    assert isinstance(again, Slot)
    assert first.asks
    assert again.asks
    assert store.acquire(BUCKET) == pytest.approx(ANSWER_POLL)  # anybody else waits for its answer


def test_an_unknown_window_lets_one_request_ask_alone(pacer: Pacer) -> None:
    first = slot(pacer)
    assert first.asks
    assert first.tells
    assert pacer.acquire(BUCKET) == pytest.approx(ANSWER_POLL)
    pacer.release(first, announced(5))
    assert len(now_slots(pacer)) == 5


def test_a_spent_window_hands_out_places_in_the_next_with_the_time_to_go(pacer: Pacer) -> None:
    known_window(pacer, 1, reset=4.0)
    assert slot(pacer).delay == 0
    later = [slot(pacer) for _ in range(LIMIT)]
    assert [taken.delay for taken in later] == pytest.approx([4.0] * LIMIT)
    assert [taken.confirms for taken in later] == [True] + [False] * (LIMIT - 1)
    assert {taken.epoch for taken in later} == {later[0].epoch}
    # Two windows ahead needs the window's length, learnt at the next turn: ask again then.
    assert pacer.acquire(BUCKET) == pytest.approx(4.0 + ROOM_POLL)


def test_a_caller_goes_at_its_slots_time_without_asking_again(pacer: Pacer, backing: Backing) -> None:
    known_window(pacer, 0, reset=3.0)
    waiting = slot(pacer)
    backing.clock.advance(waiting.delay)
    # Its answer is the turned window's first word: 8 left, of which its 9 other places are taken.
    pacer.release(waiting, announced(LIMIT - 1, reset=3.0))
    assert len(now_slots(pacer)) == LIMIT - 1


def test_an_answer_showing_fewer_places_than_reserved_leaves_no_more_in_its_window(
    pacer: Pacer, backing: Backing
) -> None:
    known_window(pacer, 0, reset=2.0)
    first, second = slot(pacer), slot(pacer)
    backing.clock.advance(2.0)
    pacer.release(first, announced(3, reset=2.0))  # another program spent 6 of the turned window
    assert len(now_slots(pacer)) == 3
    assert slot(pacer).delay > 0
    pacer.release(second, None)


@shared_stores_only
def test_the_window_length_learnt_at_a_turn_books_windows_further_ahead(
    pacer: Pacer, backing: Backing
) -> None:
    learn_the_length(pacer, backing, reset=2.0, late=0.01)  # sent at the start: 2 s long at most
    next_window = [slot(pacer) for _ in range(LIMIT)]
    beyond = slot(pacer)
    assert beyond.epoch == next_window[0].epoch + 1
    assert beyond.confirms
    length = beyond.delay - next_window[0].delay
    assert length >= 2.0
    assert length <= 2.0 + 0.01 + TURN_GUARD + 1e-6


@shared_stores_only
def test_the_length_of_a_window_shorter_than_a_second_is_learnt_as_it_is(
    pacer: Pacer, backing: Backing
) -> None:
    learn_the_length(pacer, backing, reset=0.3)
    next_window = [slot(pacer) for _ in range(LIMIT)]
    beyond = slot(pacer)
    assert beyond.delay - next_window[0].delay == pytest.approx(0.3 + TURN_GUARD)


@shared_stores_only
def test_a_window_whose_places_all_go_at_its_projected_start_is_followed_a_whole_length_later(
    pacer: Pacer, backing: Backing
) -> None:
    # The server's window starts at its first request. When every place of the next window was
    # reserved at the end projected on the learnt length, that is where it starts, even when the
    # current window's own answer tells an earlier end: places further ahead must follow it.
    learn_the_length(pacer, backing, reset=2.0, late=0.01)  # the length: 2 s and a margin
    current = [slot(pacer) for _ in range(LIMIT)]
    projected = [slot(pacer) for _ in range(LIMIT)]
    length = projected[0].delay - current[0].delay
    backing.clock.advance(current[0].delay)  # the window turns; its end is projected, not told
    pacer.release(current[0], announced(LIMIT - 1, reset=2.0 - 0.02))  # it ends before the projection
    beyond = slot(pacer)
    assert beyond.epoch == projected[0].epoch + 1
    goes_at = beyond.taken_at + beyond.delay
    projected_at = projected[0].taken_at + projected[0].delay
    assert goes_at >= projected_at + length - 1e-6


@in_process_only
def test_in_one_process_no_place_is_reserved_past_a_window_whose_end_no_answer_told(
    pacer: Pacer, backing: Backing
) -> None:
    # A server's window may start at its first request: one sent late moves every later window, so
    # a place reserved on the learnt length would go early. In memory, asking again costs nothing.
    known_window(pacer, 0, reset=2.0)
    first = [slot(pacer) for _ in range(LIMIT)]
    assert pacer.acquire(BUCKET) == pytest.approx(2.0 + ROOM_POLL)  # two windows ahead: ask again
    backing.clock.advance(2.01)
    pacer.release(first[0], announced(LIMIT - 1, reset=1.99))  # sent at the start: 2 s long at most
    second = [slot(pacer) for _ in range(LIMIT)]
    assert pacer.acquire(BUCKET) == pytest.approx(1.99 + ROOM_POLL)  # no place on the length
    backing.clock.advance(1.99)
    assert pacer.acquire(BUCKET) == pytest.approx(ROOM_POLL)  # the window turned; its end is not told
    backing.clock.advance(0.5)  # its first request went half a second late: the server's window starts now
    pacer.release(second[0], announced(LIMIT - 1, reset=2.0))
    assert slot(pacer).delay == pytest.approx(2.0)  # at the end its answer told, not 0.45 s before


def test_a_server_that_announces_counts_without_resets_is_never_waited_on_for_ever(pacer: Pacer) -> None:
    no_reset = RateLimit(limit=None, remaining=LIMIT - 1, reset=None, retry_after=None)
    pacer.release(slot(pacer), no_reset)
    for _ in range(3 * LIMIT):  # every answer says one of its window is used: its own
        taken = slot(pacer)
        assert taken.delay == 0
        pacer.release(taken, no_reset)


def test_without_resets_a_count_read_also_counts_the_places_handed_out_after_it(pacer: Pacer) -> None:
    no_reset = RateLimit(limit=None, remaining=5, reset=None, retry_after=None)
    pacer.release(slot(pacer), no_reset)  # 6 a window, 1 used
    first, _second, _third = [slot(pacer) for _ in range(3)]  # the 2nd to 4th places
    pacer.release(first, RateLimit(limit=None, remaining=4, reset=None, retry_after=None))
    assert len(now_slots(pacer)) == 2  # 2 counted, and 2 more handed out after the 2nd place


def test_a_window_that_announces_no_limit_allows_one_more_than_it_says_remain(pacer: Pacer) -> None:
    pacer.release(slot(pacer), RateLimit(limit=None, remaining=0, reset=2.0, retry_after=None))
    assert slot(pacer).delay == pytest.approx(2.0)  # one place in the next window
    assert not isinstance(pacer.acquire(BUCKET), Slot)  # and only one


def test_a_429_to_the_first_request_of_a_window_never_heard_of_lets_one_request_go_at_its_end(
    pacer: Pacer,
) -> None:
    pacer.release(
        slot(pacer), RateLimit(limit=None, remaining=None, reset=None, retry_after=3.0), rejected=True
    )
    assert slot(pacer).delay == pytest.approx(3.0)
    assert not isinstance(pacer.acquire(BUCKET), Slot)


def test_a_429_that_says_nothing_of_its_end_spends_the_window_for_a_second(pacer: Pacer) -> None:
    known_window(pacer, 5)
    pacer.release(slot(pacer), NOTHING, rejected=True)
    assert slot(pacer).delay == pytest.approx(UNSAID_END)


def test_an_answer_without_a_count_to_a_window_whose_end_was_moved_on_keeps_the_window(
    pacer: Pacer, backing: Backing
) -> None:
    learn_the_length(pacer, backing, reset=2.0)
    opening = slot(pacer)  # the first place of the next window, whose end is moved on at its turn
    backing.clock.advance(opening.delay)
    pacer.release(opening, NOTHING)  # a success announcing nothing: no news of the window
    after = slot(pacer)
    assert not after.asks
    assert after.delay == 0


def test_a_slot_made_by_hand_with_no_time_taken_is_read_all_the_same(pacer: Pacer) -> None:
    made = Slot(BUCKET, 0, new_lease(), asks=True)  # as a store of the caller's own might make it
    pacer.release(made, announced(3))
    assert len(now_slots(pacer)) == 3


def test_a_window_spent_without_a_reset_is_tried_again_not_waited_on_for_ever(
    pacer: Pacer, backing: Backing
) -> None:
    # Was: "RateLimit-Remaining: 0" and no reset left the window spent with no end: every later take
    # was told to ask again shortly, for ever, and no request went out to learn more.
    pacer.release(slot(pacer), RateLimit(limit=LIMIT, remaining=0, reset=None, retry_after=None))
    # The window ends a second on, as after a 429 that says nothing: a shared store reserves a place
    # in the next; in one process the take asks again until then (no answer told that end).
    if backing.kind == "in_process":
        assert pacer.acquire(BUCKET) == pytest.approx(ROOM_POLL)
        backing.clock.advance(1.0)
        later = slot(pacer)
        assert later.delay == 0
    else:
        later = slot(pacer)
        assert later.delay == pytest.approx(1.0)
        backing.clock.advance(later.delay)
    assert later.confirms
    pacer.release(later, announced(LIMIT - 1))
    assert len(now_slots(pacer)) == LIMIT - 1


def test_an_answer_without_a_count_to_a_window_of_unknown_end_has_it_learnt_again(pacer: Pacer) -> None:
    # A 429 with only a Retry-After, then answers that announce nothing: no window to wait for.
    pacer.release(
        slot(pacer), RateLimit(limit=None, remaining=None, reset=None, retry_after=0.0), rejected=True
    )
    after = slot(pacer)
    pacer.release(after, NOTHING)
    assert slot(pacer).asks  # one request alone, as into a window never heard of


def test_a_lost_answer_keeps_its_slot_spent(pacer: Pacer) -> None:
    known_window(pacer, 3, reset=60.0)
    lost = slot(pacer)
    pacer.release(lost, None)  # a timeout after sending: the server may have counted it
    assert len(now_slots(pacer)) == 2


def test_a_slot_never_sent_is_given_back(pacer: Pacer) -> None:
    known_window(pacer, 3, reset=60.0)
    cancelled = slot(pacer)
    pacer.release(cancelled, None, sent=False)
    assert len(now_slots(pacer)) == 3


def test_a_reservation_never_sent_is_given_back_to_its_window(pacer: Pacer) -> None:
    known_window(pacer, 0, reset=5.0)
    reserved = [slot(pacer) for _ in range(LIMIT)]
    pacer.release(reserved[-1], None, sent=False)
    again = slot(pacer)
    assert again.epoch == reserved[-1].epoch
    assert again.delay == pytest.approx(5.0)


def test_a_429_spends_the_window_until_its_retry_after(pacer: Pacer) -> None:
    known_window(pacer, 8)
    rejected = RateLimit(limit=LIMIT, remaining=7, reset=None, retry_after=3.0)
    pacer.release(slot(pacer), rejected, rejected=True)
    assert slot(pacer).delay == pytest.approx(3.0)


def test_a_429_to_a_request_sent_at_its_windows_start_does_not_end_that_window_early(
    pacer: Pacer, backing: Backing
) -> None:
    # Sent a little early (its host's clock a little ahead of the store's), it reached the end of the
    # window before: its 429 says when that one ends, and its own window starts only then.
    known_window(pacer, 0, reset=2.0)
    opening = [slot(pacer) for _ in range(LIMIT)]
    backing.clock.advance(opening[0].delay)
    rejected = RateLimit(limit=LIMIT, remaining=0, reset=0.002, retry_after=None)
    pacer.release(opening[1], rejected, rejected=True)
    pacer.release(opening[0], announced(LIMIT - 2, reset=2.0))  # the others started the window
    after = slot(pacer)
    assert after.epoch == opening[0].epoch + 1
    assert after.delay == pytest.approx(2.0)


def test_a_server_that_announces_nothing_is_not_paced(pacer: Pacer) -> None:
    pacer.release(slot(pacer), NOTHING)
    slots = [slot(pacer) for _ in range(50)]
    assert all(taken.delay == 0 for taken in slots)
    pacer.release(slots[0], announced(LIMIT - 1))  # once it announces, it is paced
    assert len(now_slots(pacer)) == LIMIT - 1


def test_a_late_answer_of_an_ended_window_is_not_read(pacer: Pacer, backing: Backing) -> None:
    known_window(pacer, 5, reset=2.0)
    late = slot(pacer)
    backing.clock.advance(2.0)
    confirming = slot(pacer)  # the turned window's end is not known: its answers tell it
    pacer.release(late, announced(0, reset=0.5), rejected=False)
    pacer.release(confirming, announced(8))
    assert len(now_slots(pacer)) == 8


def test_a_reset_read_late_ends_the_window_for_sending_at_its_earliest(
    pacer: Pacer, backing: Backing
) -> None:
    # The server counted the asker somewhere between its sending and its answer: its window may end
    # as early as the reset after the sending, and no request may go in it from then on.
    asking = slot(pacer)
    backing.clock.advance(0.5)  # the answer's round trip
    pacer.release(asking, announced(5, reset=1.0))
    backing.clock.advance(0.5 - TURN_GUARD)
    late = slot(pacer)
    assert late.delay == pytest.approx(0.5 + TURN_GUARD)  # at the latest end: after the server's


def test_no_request_goes_in_the_last_moments_of_a_window(pacer: Pacer, backing: Backing) -> None:
    known_window(pacer, 5, reset=1.0)
    backing.clock.advance(1.0 - TURN_GUARD / 2)
    # Sent now, it could reach the server after its window turned and be counted in the next one.
    assert slot(pacer).delay == pytest.approx(TURN_GUARD / 2)


def test_waits_never_pass_the_cap(pacer: Pacer, backing: Backing) -> None:
    known_window(pacer, 0, reset=1e9)
    assert slot(pacer).delay == pytest.approx(MAX_WAIT)


def test_a_clock_stepped_back_waits_no_longer_than_the_cap(pacer: Pacer, backing: Backing) -> None:
    known_window(pacer, 0, reset=30.0)
    backing.clock.advance(-1_000.0)  # the window's reset now looks 1,030 s away
    assert slot(pacer).delay == pytest.approx(MAX_WAIT)


@shared_stores_only
def test_an_asker_that_never_answers_stops_blocking_after_its_lease(pacer: Pacer, backing: Backing) -> None:
    slot(pacer, lease_seconds=5.0)  # its process is killed: it never gives the slot back
    assert pacer.in_flight(BUCKET) == 1
    backing.clock.advance(4.9)
    assert pacer.acquire(BUCKET) == pytest.approx(ANSWER_POLL)
    backing.clock.advance(0.1)
    assert pacer.in_flight(BUCKET) == 0
    assert slot(pacer).asks


@shared_stores_only
def test_reservations_of_a_killed_worker_end_with_their_window(pacer: Pacer, backing: Backing) -> None:
    known_window(pacer, 0, reset=2.0)
    for _ in range(3):
        slot(pacer)  # reserved, and never sent
    assert pacer.in_flight(BUCKET) == 3
    backing.clock.advance(2.0 + MAX_WAIT)
    assert pacer.in_flight(BUCKET) == 0
    assert slot(pacer).delay == 0


def test_in_one_process_an_asker_holds_its_window_however_long_it_is_out(
    drive: Callable[[PacingStore], Pacer],
) -> None:
    clock = ManualClock(start=1_000.0)
    pacer = drive(InProcessPacing(clock=clock))
    asking = slot(pacer, lease_seconds=1.0)
    clock.advance(600.0)  # a sped-up clock passes its lease while it is still out
    assert pacer.acquire(BUCKET) == pytest.approx(ANSWER_POLL)
    pacer.release(asking, announced(4))
    assert not slot(pacer).asks  # its answer told the window


def test_answers_that_tell_nothing_new_never_reach_the_store(pacer: Pacer) -> None:
    known_window(pacer, 5)
    plain = slot(pacer)
    assert not plain.tells
    pacer.release(plain, announced(0))  # not read: it was counted when it was taken
    assert len(now_slots(pacer)) == 4


def test_buckets_are_separate(pacer: Pacer) -> None:
    known_window(pacer, 0)
    assert slot(pacer, "analytics").asks
    assert pacer.in_flight(BUCKET) == 0


def test_stores_on_one_backing_share_their_windows(
    backing: Backing, drive: Callable[[PacingStore], Pacer]
) -> None:
    first, second = drive(backing.open()), drive(backing.open())
    asking = slot(first)
    assert second.acquire(BUCKET) == pytest.approx(ANSWER_POLL)  # the other one is out to learn the count
    first.release(asking, announced(4))
    assert len(now_slots(second)) == 4
    assert slot(first).delay == pytest.approx(10.0)  # spent: a place in the next window
    assert second.in_flight(BUCKET) == 1
