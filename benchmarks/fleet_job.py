"""``python -m benchmarks.run fleet``: the Celery fleet of docs/fleet.md sending a job, one pool
process killed with ``SIGKILL`` mid-job (``tests/fleet/celery_fleet.py``): the job's time against the
minimum the send limit allows, with the texts sent twice, missing, and answered 429."""

from __future__ import annotations

import collections
import importlib.util
import math
import tempfile
from pathlib import Path

from benchmarks.figures import Figure
from benchmarks.pacing_jobs import RedisMissingError, redis_server
from tests.fleet.celery_fleet import LIMIT, SECONDS, run_job

TEXTS = 300
TARGET = 1.1
NAME = f"fleet job: {TEXTS} texts over 2 Celery workers (4 processes), one killed mid-job"


def measure() -> list[Figure]:
    with tempfile.TemporaryDirectory(prefix="textsvc-fleet-") as name:
        folder = Path(name)
        try:
            if importlib.util.find_spec("celery") is None:
                raise RedisMissingError('Celery is not installed (pip install ".[celery]")')
            with redis_server(folder) as redis_url:
                recipients = [f"+1555557{number:04d}" for number in range(TEXTS)]
                run = run_job(folder, redis_url, recipients, held=recipients[TEXTS // 3])
        except RedisMissingError as error:
            return [Figure(NAME, math.nan, math.nan, "s", "—", False, f"not measured: {error}")]
    counts = collections.Counter(run.sent)
    twice = sum(1 for count in counts.values() if count > 1)
    missing = len(set(run.recipients) - set(counts))
    met = run.elapsed <= TARGET * run.minimum and not twice and not missing and not run.rejected
    note = (
        f"{twice} texts sent twice, {missing} missing, {run.rejected} 429s; {run.killed} pool process "
        f"killed with SIGKILL while the fake had applied its send; send limit {LIMIT} per {SECONDS:g} s; "
        "time from the first text the fake accepted to the last"
    )
    return [
        Figure(
            NAME,
            run.elapsed,
            run.minimum,
            "s",
            f"<= {TARGET}x, 0 twice, 0 missing, 0 429s",
            met,
            note,
            (run.elapsed / run.minimum,),
            "the send limit's minimum",
        )
    ]
