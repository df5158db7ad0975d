"""Workers pacing through Redis keep calling while Redis is down, and share Redis again when it is back.

Three worker processes call without a pause between them while ``redis-server`` is stopped and
started again, twice. Every call is answered; each process logs one warning per outage (never the
Redis password), and after each restart the windows are in Redis again (the restarted server
keeps nothing, so any key in it was written after the restart).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hostile import HostileServer
from tests.multiprocess.harness import Workers, wait_until
from tests.multiprocess.workers import Job, StoreSpec
from tests.overlay.mocking import API_KEY
from tests.overlay.windows import FixedWindow
from tests.redis_server import RedisServer, redis_py

MODES = ("sync", "async", "sync")
RETRY_AFTER = 0.3
"""Seconds between a worker's tries of Redis while it is down."""
OUTAGES = 2
DOWN_FOR = 0.6
BACK_FOR = RETRY_AFTER + 0.7
"""Seconds Redis stays up after a restart: each worker calls without a pause, so tries it by then."""
PASSWORD = "redis-pass-do-not-leak-42"
KEY_PATTERN = "textsvc:pacing:*"
OUTAGE_WARNING = "WARNING textsvc.pacing: Redis at "
BACK_NOTE = "INFO textsvc.pacing: Redis at "


@pytest.fixture
def guarded_redis(tmp_path: Path) -> Iterator[RedisServer]:
    """A ``redis-server`` of this test alone that wants a password."""
    redis_py()
    server = RedisServer(tmp_path / "redis", password=PASSWORD)
    with contextlib.ExitStack() as stack:
        stack.callback(server.stop)
        server.start()
        yield server


def _bucket_keys(server: RedisServer) -> list[bytes]:
    """The pacing keys in Redis now (none while it is down)."""
    redis = redis_py()
    try:
        with server.client() as client:
            keys: list[bytes] = client.keys(KEY_PATTERN)
            return keys
    except redis.ConnectionError:
        return []


def test_workers_keep_calling_through_redis_outages_and_come_back_to_it(
    guarded_redis: RedisServer,
) -> None:
    # A window far larger than the job: this test is about Redis going away, not about the window.
    window = FixedWindow(limit=100_000, seconds=60)
    spec = StoreSpec("redis", guarded_redis.url, (("retry_after", RETRY_AFTER),))
    with HostileServer(window) as server:
        jobs = [Job(server.base_url, API_KEY, spec, 0, mode=mode, timeout=5.0) for mode in MODES]
        with Workers(jobs) as workers:
            workers.go()
            wait_until(lambda: _bucket_keys(guarded_redis), within=10, what="pacing keys in Redis")
            served_down = []
            for _ in range(OUTAGES):
                guarded_redis.stop()
                before = window.served
                time.sleep(DOWN_FOR)
                served_down.append(window.served - before)
                guarded_redis.start()  # empty: the server saves nothing, so a key is a new write
                wait_until(lambda: _bucket_keys(guarded_redis), within=10, what="pacing keys after a restart")
                time.sleep(BACK_FOR)  # every worker, not only the first, finds Redis again
            workers.stop()
            reports = workers.reports(within=30)
    assert all(served > 0 for served in served_down), served_down  # calls went on while Redis was down
    assert [report.errors for report in reports] == [()] * len(MODES)
    assert window.rejected == 0
    for report in reports:
        assert not any(PASSWORD in line for line in report.warnings)
        assert report.answered > 0
        seen = f"worker {report.index} ({MODES[report.index]} client) logged {report.warnings}"
        notes = [line for line in report.warnings if line.startswith(OUTAGE_WARNING)]
        assert len(notes) == OUTAGES, seen
        backs = [line for line in report.warnings if line.startswith(BACK_NOTE)]
        assert len(backs) == OUTAGES, seen
