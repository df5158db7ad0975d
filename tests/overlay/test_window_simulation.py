"""Callers sharing one window against a simulated server, on simulated time: no request refused.

A discrete-event simulation, seeded, so each run is the same: six callers take slots from one
``Window`` and give them back with the answers of a server that counts a fixed window the way
``tests/overlay/windows.py``'s ``FixedWindow`` does (its next window starts at the first request
after the last one ended) and answers the requests it counted together latest first. Each answer's
reset is the one the server computed when it counted the request, read later: so the pacer's end
of a window falls after the server's, and requests sent in between are counted in the next window.
"""

from __future__ import annotations

import heapq
import itertools
import random
from dataclasses import dataclass, field

import pytest
from textsvc.pacing._window import RateLimit, Slot, Window

CALLERS = 6
CALLS_EACH = 8


@dataclass
class Server:
    limit: int
    seconds: float
    answer_delay: float
    reorder: float
    """Seconds more per request left in the window when counted: the first counted answer last."""
    started: float
    used: int = 0
    refused: int = 0

    def count(self, now: float) -> tuple[RateLimit, bool, float]:
        """What the answer announces, whether it is a 429, and when it is read."""
        if now - self.started >= self.seconds:
            self.started, self.used = now, 0
        reset = self.started + self.seconds - now
        allowed = self.used < self.limit
        if allowed:
            self.used += 1
        else:
            self.refused += 1
        remaining = max(self.limit - self.used, 0)
        read_at = now + self.answer_delay + self.reorder * remaining
        return (
            RateLimit(limit=self.limit, remaining=remaining, reset=reset, retry_after=None),
            not allowed,
            read_at,
        )


@dataclass(order=True)
class Event:
    at: float
    order: int
    kind: str = field(compare=False)
    caller: int = field(compare=False)
    slot: Slot | None = field(compare=False, default=None)
    answer: tuple[RateLimit, bool] | None = field(compare=False, default=None)


def refused_in_a_run(seed: int, limit: int, seconds: float, answer_delay: float, reorder: float) -> int:
    """Requests the server refused in one run; the server's first window opened before the callers'
    first call, by a random part of a window."""
    rng = random.Random(seed)
    server = Server(limit, seconds, answer_delay, reorder, started=-rng.uniform(0, seconds))
    window = Window()
    left = dict.fromkeys(range(CALLERS), CALLS_EACH)
    order = itertools.count()
    events = [Event(rng.uniform(0, 0.01), next(order), "take", caller) for caller in range(CALLERS)]
    heapq.heapify(events)
    while events:
        event = heapq.heappop(events)
        now = event.at
        if event.kind == "take" and left[event.caller]:
            taken = window.take("general", now, 10.0)
            if isinstance(taken, Slot):
                left[event.caller] -= 1
                arrives = now + rng.uniform(0, 0.003)
                heapq.heappush(events, Event(arrives, next(order), "arrive", event.caller, taken))
            else:
                again = now + max(taken, 0.0005) + rng.uniform(0, 0.002)
                heapq.heappush(events, Event(again, next(order), "take", event.caller))
        elif event.kind == "arrive":
            announced, rejected, read_at = server.count(now)
            read_at += rng.uniform(0, 0.002)
            answer = (announced, rejected)
            heapq.heappush(events, Event(read_at, next(order), "read", event.caller, event.slot, answer))
        elif event.kind == "read":
            assert event.slot is not None
            assert event.answer is not None
            window.give_back(event.slot, event.answer[0], now, rejected=event.answer[1])
            heapq.heappush(events, Event(now, next(order), "take", event.caller))
    return server.refused


@pytest.mark.parametrize(
    ("limit", "seconds", "answer_delay", "reorder"),
    [(10, 0.3, 0.002, 0.004), (10, 0.3, 0.02, 0.01), (5, 0.1, 0.01, 0.005), (10, 0.3, 0.05, 0.0)],
)
def test_callers_sharing_a_window_spend_no_429_however_late_answers_are_read(
    limit: int, seconds: float, answer_delay: float, reorder: float
) -> None:
    # Before answers of the server's next window could turn the pacer's, runs of the first three
    # settings (answers read out of order) sent requests into full windows: 18 to 58 runs in 200.
    refused = {
        seed: refused
        for seed in range(200)
        if (refused := refused_in_a_run(seed, limit, seconds, answer_delay, reorder))
    }
    assert refused == {}
