"""A RedisPacing answer is bounded as a whole, whatever the server does with its reply.

A read timeout bounds each read: a peer that drips its reply one byte at a time never passes it.
The store's ``timeout`` bounds the whole of a slot taken or given back, sync and async alike, and
then this process paces alone, as when Redis is down.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Callable

import pytest
from textsvc import pacing
from textsvc._clock import SystemClock
from textsvc.pacing._rules import Slot, Wait
from textsvc.pacing._store import GuardedPacing

from tests.pacing.stand_in import from_stand_in
from tests.redis_server import DrippingPeer, redis_py

redis_py()  # skips this module without redis-py (fails under CI=true)

BUCKET = "general/ip/example.test"


def warnings_of(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [
        entry.getMessage()
        for entry in caplog.records
        if entry.name == "textsvc.pacing" and entry.levelno == logging.WARNING
    ]


def wait_until(condition: Callable[[], bool], *, within: float = 5.0) -> None:
    deadline = time.monotonic() + within
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not so within {within} s")
        time.sleep(0.02)


def _acquire_within(mode: str, guarded: GuardedPacing, seconds: float) -> Slot | Wait:
    """``guarded``'s answer to one acquire, or AssertionError if it has none within ``seconds``."""
    if mode == "async":

        async def take() -> Slot | Wait:
            try:
                return await asyncio.wait_for(guarded.async_acquire(BUCKET), seconds)
            except TimeoutError:
                raise AssertionError(f"no answer within {seconds} s") from None

        return asyncio.run(take())
    outcomes: list[Slot | Wait] = []
    caller = threading.Thread(target=lambda: outcomes.append(guarded.acquire(BUCKET)), daemon=True)
    caller.start()
    caller.join(seconds)
    assert not caller.is_alive(), f"no answer within {seconds} s"
    return outcomes[0]


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_redis_that_drips_its_answer_sends_calls_to_the_stand_in_within_the_stores_timeout(
    mode: str, caplog: pytest.LogCaptureFixture
) -> None:
    # Every byte comes long before the read timeout (30 s here): only a bound on the whole answer
    # ends the wait, and the store closes the connection rather than leave a read hanging on it.
    with DrippingPeer() as peer:
        store = pacing.RedisPacing(f"{peer.url}?socket_timeout=30", timeout=0.2)
        guarded = GuardedPacing(store, SystemClock())
        assert from_stand_in(guarded, _acquire_within(mode, guarded, 10.0))
        wait_until(lambda: peer.dropped == 1)
        store.close()
    assert len(warnings_of(caplog)) == 1
    assert "TimeoutError" in warnings_of(caplog)[0]


def test_the_watching_thread_is_woken_only_when_it_would_wake_too_late() -> None:
    # Every exchange is watched: waking the watching thread for each would cost a thread switch each.
    from textsvc._redis_watch import Watch, _Watchdog

    watchdog = _Watchdog()
    woken: list[None] = []
    notify = watchdog._changed.notify
    watchdog._changed.notify = lambda n=1: (woken.append(None), notify(n))[1]  # type: ignore[method-assign]
    pool = redis_py().ConnectionPool()
    soon = time.monotonic() + 60
    first, later, sooner = Watch(pool, soon), Watch(pool, soon + 1), Watch(pool, soon - 1)
    watchdog.add(first)
    watchdog.add(later)
    watchdog.remove(first)
    watchdog.remove(later)
    assert len(woken) == 1  # the first; the later one is due after the thread wakes anyway
    watchdog.add(sooner)
    assert len(woken) == 2
    watchdog.remove(sooner)
