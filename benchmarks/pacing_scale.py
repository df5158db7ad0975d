"""``python -m benchmarks.run scaling``: one rate-limited job spread over more and more processes
sharing a store (3, 12, 24), its time against the window's minimum and what waiting costs the workers.

The job is ``CALLS`` calls against a scripted loopback server enforcing one fixed window of ``LIMIT``
requests per ``SECONDS`` (``tests/overlay/windows.py``), split evenly between the processes, each a
spawned worker with one caller (``tests/multiprocess``). Workers are started, and have made a first
call and a first exchange with the store (their imports and connections), before the window opens.
Each worker measures the CPU it spends from "go" until its calls are done, and what of it waiting
cost: the store's answers that said to wait, the waits, and its threads other than the caller's
(a store's listener).
"""

from __future__ import annotations

import math
import tempfile
from pathlib import Path

import attrs

from benchmarks.effort import quick
from benchmarks.figures import Figure
from benchmarks.pacing_jobs import RedisMissingError, redis_server
from tests.hostile import Exchange, HostileServer, envelope
from tests.multiprocess.harness import Workers
from tests.multiprocess.workers import Job, StoreSpec
from tests.overlay.windows import LINK_TAG, FixedWindow

CALLS = 240
LIMIT = 20
SECONDS = 2.0
MINIMUM = (math.ceil(CALLS / LIMIT) - 1) * SECONDS
"""The job cannot end before 11 windows have passed: 22 s."""
SIZES = (3, 12, 24)
ANSWER_DELAY = 0.005
API_KEY = "bench-key"
TIME_TARGET = 1.1
CPU_TARGET = 2.0
"""Waiting CPU per call with the most processes, at most this many times that with the fewest."""


def _not_open_yet(exchange: Exchange) -> None:
    # Only the workers' warm-up calls come before the window opens: a plain success, counting nothing.
    exchange.respond(200, json=envelope(LINK_TAG))


@attrs.frozen
class ScaleRun:
    processes: int
    elapsed: float
    rejected: int
    failed: int
    per_window: list[int]
    cpu: float
    """Seconds of CPU the workers spent from "go" until their calls were done, all together."""
    waiting: float
    """Of it, what waiting cost (``Report.waiting_seconds``)."""
    waits: int
    """The callers' waits: each process waits at least once in each window it sends in after the
    first, so with more processes than a window's slots about one a call."""
    wait_answers: int
    """The store's answers that said to wait."""

    @property
    def short(self) -> int:
        return sum(1 for sent in self.per_window[:-1] if sent < LIMIT)


def run_job(store: StoreSpec, processes: int) -> ScaleRun:
    """The job over ``processes`` workers sharing ``store``."""
    with HostileServer(_not_open_yet) as server:
        calls = CALLS // processes
        jobs = [Job(server.base_url, API_KEY, store, calls, timeout=30.0, warm_up=True)] * processes
        with Workers(jobs, startup=120) as workers:
            window = FixedWindow(LIMIT, SECONDS, answer_delay=ANSWER_DELAY)
            server.script = window
            workers.go()
            reports = workers.reports(within=300)
    ended = max(report.last_answered for report in reports)
    return ScaleRun(
        processes,
        ended - workers.started_at,
        window.rejected,
        sum(report.rate_limited + len(report.errors) for report in reports),
        window.per_window,
        sum(report.cpu_seconds for report in reports),
        sum(report.waiting_seconds for report in reports),
        sum(report.waits for report in reports),
        sum(report.wait_answers for report in reports),
    )


def _describe(run: ScaleRun) -> str:
    return (
        f"{run.processes} processes: {run.elapsed:.1f} s ({run.elapsed / MINIMUM:.2f}x), {run.rejected} "
        f"429s, {run.failed} failed calls, {run.short} windows short before the last; workers' CPU "
        f"{run.cpu:.2f} s ({run.cpu / CALLS * 1e3:.2f} ms per call), of it waiting {run.waiting:.2f} s "
        f"({run.waiting / CALLS * 1e3:.2f} ms per call)"
    )


def _waits(run: ScaleRun) -> str:
    return (
        f"; {run.waits} waits ({run.waits / CALLS:.2f} per call, {_per(run.waiting, run.waits)} ms of "
        f"waiting CPU a wait), {run.wait_answers} answers of the store that said to wait"
    )


def _per(seconds: float, count: int) -> str:
    return f"{seconds / count * 1e3:.2f}" if count else "—"


def store_rows(kind: str, store: StoreSpec) -> list[Figure]:
    """One row per size: time against the minimum; the largest compares its waiting CPU too."""
    sizes = SIZES[:1] + SIZES[-1:] if quick() else SIZES
    runs = [run_job(store, size) for size in sizes]
    fewest = runs[0]
    rows = []
    for run in runs:
        met = run.elapsed <= TIME_TARGET * MINIMUM and not run.rejected and not run.failed
        target = f"<= {TIME_TARGET}x, 0 429s"
        note = _describe(run)
        if run is not fewest:
            ratio = run.waiting / max(fewest.waiting, 1e-6)
            note += f" ({ratio:.2f}x that of {fewest.processes} processes)"
            if run is runs[-1]:
                met = met and ratio <= CPU_TARGET
                target += f"; waiting CPU per call <= {CPU_TARGET:g}x that of {fewest.processes} processes"
        note += _waits(run)
        note += f"; {CALLS} calls, {LIMIT} per {SECONDS:g} s; sent per window: " + ", ".join(
            map(str, run.per_window)
        )
        rows.append(
            Figure(
                f"rate-limited job over {run.processes} processes sharing `{kind}`",
                run.elapsed,
                MINIMUM,
                "s",
                target,
                met,
                note,
                (run.elapsed / MINIMUM,),
                "the window's theoretical minimum",
            )
        )
    return rows


def measure() -> list[Figure]:
    with tempfile.TemporaryDirectory(prefix="textsvc-pacing-scale-") as name:
        folder = Path(name)
        rows = store_rows("SQLitePacing", StoreSpec("sqlite", str(folder / "scale.sqlite3")))
        try:
            with redis_server(folder) as redis_url:
                rows += store_rows("RedisPacing", StoreSpec("redis", redis_url))
        except RedisMissingError as error:
            name = "rate-limited job over more processes sharing `RedisPacing`"
            rows.append(Figure(name, math.nan, MINIMUM, "s", "—", False, f"not measured: {error}"))
    return rows
