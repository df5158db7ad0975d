"""docs/fleet.md's Celery recipe in a fleet: two workers of two pool processes sharing a real Redis
(broker, results, pacing), a job of a few hundred texts, and the pool process whose send the fake has
applied killed with ``SIGKILL`` before the answer reaches it (``celery_fleet.py``). The fake's outbox
holds every text once, none missing, and the fake answered no 429. The job's time against the
limit's minimum is a figure of ``nox -s bench``, not asserted here."""

from __future__ import annotations

import collections
import importlib.util
from pathlib import Path

import pytest

from tests.fleet.celery_fleet import run_job
from tests.redis_server import RedisServer, unavailable

pytestmark = pytest.mark.processes  # the test sessions run these after the others, one at a time


def test_a_worker_killed_mid_job_sends_no_text_twice_and_loses_none(
    redis_server: RedisServer, tmp_path: Path
) -> None:
    if importlib.util.find_spec("celery") is None:  # asked here: sessions without it still collect
        unavailable('Celery is not installed: pip install ".[celery]" to run the fleet recipe\'s test')
    recipients = [f"+1555556{number:04d}" for number in range(200)]
    held = recipients[60]  # its send applied, the process waiting on the answer is killed
    run = run_job(tmp_path, redis_server.url, recipients, held=held)
    duplicates = {to: count for to, count in collections.Counter(run.sent).items() if count > 1}
    assert duplicates == {}
    assert sorted(run.sent) == recipients  # none missing
    assert run.rejected == 0
