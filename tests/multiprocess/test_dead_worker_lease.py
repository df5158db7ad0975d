"""A worker killed (SIGKILL) while its request holds a slot does not hold its window for ever.

The first request into an unknown window goes alone, to learn the window's count; the others wait
for its answer. Here that request hangs on the server and its worker is killed, so it never gives its
slot back: the shared store keeps the slot as taken until its lease ends (the request's timeout
plus one second), and then the next worker's call goes.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from textsvc import pacing
from textsvc.pacing._store import BucketNames

from tests.hostile import Exchange, HostileServer, envelope
from tests.multiprocess.harness import Workers, wait_until
from tests.multiprocess.stores import store_spec
from tests.multiprocess.workers import Job, StoreSpec
from tests.overlay.mocking import API_KEY
from tests.overlay.windows import LINK_TAG

pytestmark = pytest.mark.processes  # the test sessions run these after the others, one at a time

TIMEOUT = 1.0
LEASE = TIMEOUT + 1.0
"""What the client leases a slot for: the request's timeout, and a second."""
CLOCK_SLACK = 0.05
"""Seconds the store's clock (wall time, or Redis's) may differ in rate from the test's monotonic one."""
HANGING = 1
"""The link tag whose request the server never answers (within the test)."""


def _hang_or_answer(exchange: Exchange) -> None:
    if exchange.request.path.endswith(f"/link-tags/{HANGING}"):
        exchange.hang(10)  # bounded: the server's stop ends it at once
        return
    headers = {"RateLimit-Limit": "100", "RateLimit-Remaining": "99", "RateLimit-Reset": "60000"}
    exchange.respond(200, json=envelope(LINK_TAG), headers=headers)


@contextlib.contextmanager
def _view(spec: StoreSpec) -> Iterator[pacing.PacingStore]:
    """The test's own store on what the workers share, closed after."""
    store = spec.build(None)
    try:
        yield store
    finally:
        close = getattr(store, "close", None)
        if callable(close):
            close()


@pytest.mark.parametrize("kind", ["sqlite", "redis"])
def test_a_killed_workers_slot_expires_with_its_lease(
    kind: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    spec = store_spec(kind, tmp_path, request)
    with HostileServer(_hang_or_answer) as server:
        holder = Job(server.base_url, API_KEY, spec, 1, record_id=HANGING, timeout=TIMEOUT)
        follower = Job(server.base_url, API_KEY, spec, 1, mode="async", timeout=5.0)
        with contextlib.ExitStack() as stack:
            holders = stack.enter_context(Workers([holder]))
            followers = stack.enter_context(Workers([follower]))
            holders.go()
            wait_until(lambda: server.requests, within=10, what="the first worker's request")
            holders.kill(0)
            killed_at = time.monotonic()
            view = stack.enter_context(_view(spec))
            bucket = BucketNames(server.base_url, API_KEY, None).name("general")
            assert view.in_flight(bucket) == 1  # the dead worker's slot is still taken
            followers.go()
            [report] = followers.reports(within=LEASE + 10)
            assert view.in_flight(bucket) == 0
    assert (report.answered, report.errors, report.rate_limited) == (1, (), 0)
    # The follower waited for the dead worker's lease (taken after "go"), and not much longer.
    assert report.last_answered >= holders.started_at + LEASE - CLOCK_SLACK
    assert report.last_answered - killed_at <= LEASE + 1.0
    assert [received.path.rsplit("/", 1)[1] for received in server.requests] == [str(HANGING), "3"]
