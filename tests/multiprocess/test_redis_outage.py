"""Workers pacing through Redis keep calling while Redis is down, and share Redis again when it is back.

Three worker processes call without a pause between them while ``redis-server`` is stopped and
started again, twice. Every call is answered; each process logs one warning per outage (never the
Redis password), and after each restart the windows are in Redis again (the restarted server
keeps nothing, so any key in it was written after the restart).

Redis stays down until every worker has logged that outage, and up until every worker has logged
that it is back: on a busy machine a process may not run at all for longer than a fixed outage.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hostile import HostileServer
from tests.multiprocess.harness import Workers, wait_until
from tests.multiprocess.workers import Job, StoreSpec
from tests.overlay.mocking import API_KEY
from tests.overlay.windows import FixedWindow
from tests.redis_server import RedisServer, redis_py

pytestmark = pytest.mark.processes  # the test sessions run these after the others, one at a time

MODES = ("sync", "async", "sync")
RETRY_AFTER = 0.3
"""Seconds between a worker's tries of Redis while it is down."""
OUTAGES = 2
WITHIN = 20.0
"""Seconds each worker has to notice an outage or a return (it calls without a pause)."""
PASSWORD = "redis-pass-do-not-leak-42"
KEY_PATTERN = "textsvc:pacing:*"
OUTAGE_WARNING = "WARNING textsvc.pacing: the pacing store <textsvc.pacing.RedisPacing "
BACK_NOTE = "INFO textsvc.pacing: the pacing store <textsvc.pacing.RedisPacing "


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


def _wait_for_every_worker(workers: Workers, start: str, count: int, what: str) -> None:
    for index in range(len(MODES)):
        wait_until(
            functools.partial(_has_logged, workers, index, start, count),
            within=WITHIN,
            what=f"worker {index} {what} {count}",
        )


def _has_logged(workers: Workers, index: int, start: str, count: int) -> bool:
    return sum(line.startswith(start) for line in workers.logged(index)) >= count


def _wait_for_more_calls(window: FixedWindow, what: str) -> None:
    served = window.served
    wait_until(lambda: window.served > served, within=WITHIN, what=f"calls {what}")


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
            for outage in range(1, OUTAGES + 1):
                guarded_redis.stop()
                _wait_for_every_worker(workers, OUTAGE_WARNING, outage, "to log outage")
                _wait_for_more_calls(window, "while Redis is down")
                guarded_redis.start()  # empty: the server saves nothing, so a key is a new write
                wait_until(lambda: _bucket_keys(guarded_redis), within=10, what="pacing keys after a restart")
                _wait_for_every_worker(workers, BACK_NOTE, outage, "to log the return after outage")
            workers.stop()
            reports = workers.reports(within=30)
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
