"""How the pacer moves from one rate-limit window to the next: late answers, 429s, unknown resets."""

from __future__ import annotations

from textsvc._pacer import ANSWER_POLL, Pacer, Slot
from textsvc._rate_headers import RateLimit
from textsvc.testing import ManualClock

BUCKET = "general"


def announced(remaining: int | None, reset: float | None, retry_after: float | None = None) -> RateLimit:
    return RateLimit(limit=30, remaining=remaining, reset=reset, retry_after=retry_after)


def slot(pacer: Pacer) -> Slot:
    taken = pacer.acquire(BUCKET)
    assert isinstance(taken, Slot), f"expected a slot, had to wait {taken}s"
    return taken


def test_a_late_answer_from_an_earlier_window_leaves_the_current_one_alone() -> None:
    clock = ManualClock()
    pacer = Pacer(clock)
    pacer.release(slot(pacer), announced(5, reset=1.0))
    clock.advance(1.0)
    pacer.release(slot(pacer), announced(5, reset=1.0))  # the second window, learnt
    late = slot(pacer)
    clock.advance(1.0)
    probe = slot(pacer)  # the third window, being learnt
    pacer.release(late, announced(0, reset=30.0))  # about the second window, which is over
    pacer.release(probe, announced(20, reset=1.0))
    assert isinstance(pacer.acquire(BUCKET), Slot)


def test_a_window_spent_with_no_reset_known_sends_one_request_at_a_time() -> None:
    pacer = Pacer(ManualClock())
    pacer.release(slot(pacer), announced(1, reset=None))
    out = slot(pacer)
    assert pacer.acquire(BUCKET) == ANSWER_POLL  # the one out will bring the server's word
    pacer.release(out, None)
    assert isinstance(pacer.acquire(BUCKET), Slot)  # nothing out: one goes to hear it


def test_a_429_giving_only_its_reset_holds_every_caller_until_then() -> None:
    pacer = Pacer(ManualClock())
    pacer.release(slot(pacer), announced(0, reset=4.0), rejected=True)
    assert pacer.acquire(BUCKET) == 4.0


def test_after_a_429s_wait_one_request_learns_the_new_window_first() -> None:
    clock = ManualClock()
    pacer = Pacer(clock)
    pacer.release(slot(pacer), announced(None, reset=None, retry_after=2.0), rejected=True)
    assert pacer.acquire(BUCKET) == 2.0
    clock.advance(2.0)
    slot(pacer)
    assert pacer.acquire(BUCKET) == ANSWER_POLL
