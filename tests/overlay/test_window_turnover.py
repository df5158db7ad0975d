"""How the pacer moves from one rate-limit window to the next: late answers, 429s, unknown resets."""

from __future__ import annotations

import pytest
from textsvc.pacing import InProcessPacing
from textsvc.pacing._client_pacing import QUIET_LOOK, GuardedPacing, _heard_wait
from textsvc.pacing._store import SystemClock
from textsvc.pacing._window import ANSWER_POLL, ROOM_POLL, TURN_GRACE, RateLimit, Slot, Wait
from textsvc.testing import ManualClock

BUCKET = "general"


def announced(remaining: int | None, reset: float | None, retry_after: float | None = None) -> RateLimit:
    return RateLimit(limit=30, remaining=remaining, reset=reset, retry_after=retry_after)


def slot(pacer: InProcessPacing) -> Slot:
    taken = pacer.acquire(BUCKET)
    assert isinstance(taken, Slot), f"expected a slot, had to wait {taken}s"
    return taken


def test_a_late_answer_from_an_earlier_window_leaves_the_current_one_alone() -> None:
    clock = ManualClock()
    pacer = InProcessPacing(clock=clock)
    pacer.release(slot(pacer), announced(5, reset=1.0))
    clock.advance(1.0)
    pacer.release(slot(pacer), announced(5, reset=1.0))  # the second window, learnt
    late = slot(pacer)
    clock.advance(1.0)
    probe = slot(pacer)  # the third window, being learnt
    # About the second window, which is over: counted in it, its reset points at most at its end (a
    # reset further on would show it counted in the third, and read as the third's).
    pacer.release(late, announced(0, reset=0.5))
    pacer.release(probe, announced(20, reset=1.0))
    assert isinstance(pacer.acquire(BUCKET), Slot)


def test_a_window_spent_with_no_reset_known_sends_one_request_at_a_time() -> None:
    pacer = InProcessPacing(clock=ManualClock())
    pacer.release(slot(pacer), announced(1, reset=None))
    out = slot(pacer)
    assert pacer.acquire(BUCKET) == ANSWER_POLL  # the one out will bring the server's word
    pacer.release(out, None)
    assert isinstance(pacer.acquire(BUCKET), Slot)  # nothing out: one goes to hear it


def test_a_429_giving_only_its_reset_holds_every_caller_until_then() -> None:
    pacer = InProcessPacing(clock=ManualClock())
    pacer.release(slot(pacer), announced(0, reset=4.0), rejected=True)
    assert pacer.acquire(BUCKET) == 4.0


def test_after_a_429s_wait_one_request_learns_the_new_window_first() -> None:
    clock = ManualClock()
    pacer = InProcessPacing(clock=clock)
    pacer.release(slot(pacer), announced(None, reset=None, retry_after=2.0), rejected=True)
    assert pacer.acquire(BUCKET) == 2.0
    clock.advance(2.0)
    slot(pacer)
    assert pacer.acquire(BUCKET) == ANSWER_POLL


def _granted(pacer: InProcessPacing) -> int:
    granted = 0
    while isinstance(pacer.acquire(BUCKET), Slot):
        granted += 1
    return granted


def test_the_freshest_count_is_taken_even_when_answers_arrive_out_of_order() -> None:
    # Three requests out; the server counts them in order (9, 8, 7 left) but the answers arrive
    # 2nd, 1st, 3rd. The 2nd arrives while the 1st, already counted, is still out: the window looks
    # one request smaller than it is until the 3rd, the freshest count, says 7 with nothing out.
    pacer = InProcessPacing(clock=ManualClock())
    pacer.release(slot(pacer), announced(10, reset=10.0))
    first, second, third = slot(pacer), slot(pacer), slot(pacer)
    pacer.release(second, announced(8, reset=10.0))
    pacer.release(first, announced(9, reset=10.0))  # older than the 2nd: it cannot raise the count
    pacer.release(third, announced(7, reset=10.0))
    assert _granted(pacer) == 7


def test_a_count_no_lower_than_one_read_before_never_raises_the_window() -> None:
    pacer = InProcessPacing(clock=ManualClock())
    pacer.release(slot(pacer), announced(10, reset=10.0))
    first, second = slot(pacer), slot(pacer)
    pacer.release(second, announced(3, reset=10.0))  # 3, less the first still out
    pacer.release(first, announced(9, reset=10.0))  # about an earlier moment: only its slot comes back
    assert _granted(pacer) == 3


def test_an_answer_equal_to_the_freshest_gives_nothing_back() -> None:
    # Two answers announcing one count: the server did not count one of them between, so which was
    # counted after the other cannot be told. The one read second stays subtracted.
    pacer = InProcessPacing(clock=ManualClock())
    pacer.release(slot(pacer), announced(10, reset=10.0))
    first, second = slot(pacer), slot(pacer)
    pacer.release(second, announced(5, reset=10.0))
    pacer.release(first, announced(5, reset=10.0))
    assert _granted(pacer) == 4


def test_after_a_429_no_older_answer_reopens_the_window() -> None:
    pacer = InProcessPacing(clock=ManualClock())
    pacer.release(slot(pacer), announced(10, reset=10.0))
    older, refused = slot(pacer), slot(pacer)
    pacer.release(refused, announced(0, reset=10.0), rejected=True)
    pacer.release(older, announced(9, reset=10.0))  # counted before the 429: the window stays spent
    assert _granted(pacer) == 0


def test_the_earliest_reset_read_in_a_window_is_kept() -> None:
    # Each answer's reset is counted from when it is read, so an answer read late looks later.
    clock = ManualClock()
    pacer = InProcessPacing(clock=clock)
    pacer.release(slot(pacer), announced(1, reset=4.0))  # read at once: the window ends at 4.0
    taken = slot(pacer)
    clock.advance(0.5)
    pacer.release(taken, announced(0, reset=4.0))  # read 0.5 s late: would say 4.5
    assert pacer.acquire(BUCKET) == 3.5


def test_a_request_sent_before_the_window_turned_is_subtracted_once() -> None:
    # Sent before the reset, answered after the next window's count was read (which subtracted it,
    # still out): announcing more, it was counted before that count, or in the window before.
    clock = ManualClock()
    pacer = InProcessPacing(clock=clock)
    pacer.release(slot(pacer), announced(5, reset=1.0))
    late = slot(pacer)
    clock.advance(1.0)
    probe = slot(pacer)
    pacer.release(probe, announced(8, reset=1.0))  # 8, less the late one still out
    pacer.release(late, announced(9, reset=30.0))
    assert _granted(pacer) == 8


def test_a_request_sent_before_the_window_turned_counted_after_its_count_stays_spent() -> None:
    clock = ManualClock()
    pacer = InProcessPacing(clock=clock)
    pacer.release(slot(pacer), announced(5, reset=1.0))
    late = slot(pacer)
    clock.advance(1.0)
    probe = slot(pacer)
    pacer.release(probe, announced(8, reset=1.0))
    pacer.release(late, announced(7, reset=1.0))  # counted after the 8, or the window before: unknown
    assert _granted(pacer) == 7


def test_the_first_caller_told_a_window_is_spent_asks_once_it_turns_the_others_hear_its_answer() -> None:
    # Woken together at the reset, every caller would ask and all but one be told a request is out.
    clock = ManualClock()
    pacer = InProcessPacing(clock=clock)
    pacer.release(slot(pacer), announced(1, reset=5.0))
    pacer.release(slot(pacer), announced(0, reset=5.0))
    first, second = pacer.acquire(BUCKET), pacer.acquire(BUCKET)
    assert isinstance(first, Wait)
    assert isinstance(second, Wait)
    assert (first, first.grace) == (5.0, 0.0)  # wakes at the reset, and asks
    assert (second, second.grace) == (5.0, TURN_GRACE)  # a little later, unless woken by that answer
    clock.advance(5.0)
    asking = slot(pacer)
    assert asking.asks
    pacer.release(asking, announced(0, reset=5.0))
    told = pacer.acquire(BUCKET)
    assert isinstance(told, Wait)
    assert told.grace == 0.0  # the next window: its first caller told it is spent asks again


def test_a_give_back_that_wakes_the_waiters_hands_the_asking_at_the_reset_to_the_next_one_told() -> None:
    # Its ring wakes every waiter, the one told to ask at the reset too: were the window to keep it
    # as told, every caller told from then on would wait a grace longer, and all would ask at once.
    clock = ManualClock()
    pacer = InProcessPacing(clock=clock)
    pacer.release(slot(pacer), announced(4, reset=5.0))
    earlier, later = slot(pacer), slot(pacer)
    pacer.release(later, announced(2, reset=5.0))  # the later count read first: 1 left, one out
    slot(pacer)
    first = pacer.acquire(BUCKET)
    assert isinstance(first, Wait)
    assert (first.spent, first.grace) == (True, 0.0)
    pacer.release(earlier, announced(3, reset=5.0))  # counted before the 2: its slot comes back
    slot(pacer)  # a caller its ring woke takes it: spent again
    told = pacer.acquire(BUCKET)
    assert isinstance(told, Wait)
    assert told.spent
    assert told.grace == 0.0  # asks at the reset
    again = pacer.acquire(BUCKET)
    assert isinstance(again, Wait)
    assert again.grace == TURN_GRACE


def _slots_left(pacer: InProcessPacing) -> int:
    taken = 0
    while isinstance(pacer.acquire(BUCKET), Slot):
        taken += 1
    return taken


def _late_request_then_the_asker(clock: ManualClock) -> tuple[InProcessPacing, Slot, Slot]:
    """A window of 30 learnt, a request sent just before it turns, and the next window's asker."""
    pacer = InProcessPacing(clock=clock)
    pacer.release(slot(pacer), announced(29, reset=1.0))  # this window ends at 1.0
    clock.advance(0.98)
    late = slot(pacer)
    clock.advance(0.03)
    asker = slot(pacer)  # the window turned: this one goes alone
    assert asker.asks
    clock.advance(0.03)
    return pacer, late, asker


def test_a_request_sent_before_the_turn_but_counted_after_it_counts_in_the_new_window() -> None:
    # The server got the late request after its window ended, and counted it after the asker: its
    # answer, read first, tells the new window's count (28 left, resetting in about a second).
    clock = ManualClock()
    pacer, late, asker = _late_request_then_the_asker(clock)
    pacer.release(late, announced(28, reset=0.97))
    pacer.release(asker, announced(29, reset=0.96))
    assert _slots_left(pacer) == 28  # not 29: the late request is one of this window's 30


def test_a_late_answer_counted_in_the_window_before_leaves_the_new_one_whole() -> None:
    # Counted just before the server's window ended, its reset points at that end: no window is short.
    clock = ManualClock()
    pacer, late, asker = _late_request_then_the_asker(clock)
    pacer.release(late, announced(0, reset=0.005))
    pacer.release(asker, announced(29, reset=0.99))
    assert _slots_left(pacer) == 29


def test_an_answer_counted_after_the_servers_window_turned_turns_this_one_before_its_reset() -> None:
    # The window's reset was read 40 ms after the server counted it, so this store's end of the
    # window falls 40 ms after the server's. Requests sent in those 40 ms are counted in the server's
    # next window; their answers, read before this store's end, are the next window's first word,
    # and stay so after that end passes (before, they were taken as the old window's, forgotten at
    # its end, and the next window was sent its full count again on top of them).
    clock = ManualClock()
    pacer = InProcessPacing(clock=clock)
    first = slot(pacer)
    clock.advance(0.04)
    pacer.release(first, announced(29, reset=0.035))  # the server's window ended 5 ms ago
    straddlers = [slot(pacer) for _ in range(6)]
    clock.advance(0.03)
    for remaining, straddler in zip([24, 25, 26, 27, 28, 29], straddlers, strict=True):
        pacer.release(straddler, announced(remaining, reset=0.97))
    clock.advance(0.01)  # past this store's reading of the old window's end
    assert _slots_left(pacer) == 24


def test_a_reset_rounded_up_to_whole_seconds_does_not_turn_the_window() -> None:
    # Counted 0.9 s into a window of 2 s, its answer's reset (1.1 s) reads 2, rounded up: it points
    # past the end read before, yet it was counted in this window, and the slot given back without
    # an answer still counts against what it announced.
    clock = ManualClock()
    pacer = InProcessPacing(clock=clock)
    pacer.release(slot(pacer), announced(29, reset=2.0))
    clock.advance(0.9)
    lost, answered = slot(pacer), slot(pacer)
    pacer.release(lost, None)  # no answer: the server may count it after any answer still out
    clock.advance(0.01)
    pacer.release(answered, announced(27, reset=2.0))
    assert _slots_left(pacer) == 26


# A wait as a store answers it, and as a caller that hears of answers waits it.


def test_a_stores_plain_seconds_are_a_look_when_short_and_a_spent_window_when_long() -> None:
    assert Wait.of(0.01) == 0.01
    assert [(wait.seconds, wait.look, wait.spent) for wait in map(Wait.of, [0.01, ROOM_POLL, 2.0])] == [
        (0.01, 0.01, False),
        (ROOM_POLL, ROOM_POLL, False),
        (2.0, None, True),
    ]
    told = Wait(3.0, 0.05, spent=True, grace=TURN_GRACE)
    assert Wait.of(told) is told


def test_a_wait_keeps_all_it_says_when_given_its_ticket() -> None:
    wait = Wait(3.0, 0.05, spent=True, grace=TURN_GRACE).with_ticket("ticket")
    assert (wait.seconds, wait.look, wait.spent, wait.grace, wait.ticket) == (
        3.0,
        0.05,
        True,
        TURN_GRACE,
        "ticket",
    )


def test_a_caller_that_hears_waits_out_a_spent_window_and_its_grace_and_else_looks_quietly() -> None:
    assert _heard_wait(Wait(3.0, 0.05, spent=True, grace=TURN_GRACE)) == 3.0 + TURN_GRACE
    assert _heard_wait(Wait(3.0, ANSWER_POLL)) == QUIET_LOOK
    assert _heard_wait(Wait(0.2, ANSWER_POLL)) == 0.2


def test_a_wait_not_handed_out_by_the_clients_pacing_is_refused() -> None:
    guarded = GuardedPacing(InProcessPacing(), SystemClock())
    with pytest.raises(
        TypeError, match=r"^the wait Wait\(1\.0, .*\) was not handed out by this client's pacing$"
    ):
        guarded.wait(Wait(1.0))
