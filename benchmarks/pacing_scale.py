"""``python -m benchmarks.run scaling``: one rate-limited job spread over more and more processes
sharing a store (3, 24, 48): its time against the window's minimum, and for Redis the commands the
server ran per call (counted by Redis itself, ``INFO commandstats``, scripts' own commands included).

The job is ``CALLS`` calls against a scripted loopback server enforcing one fixed window of ``LIMIT``
requests per ``SECONDS`` (``tests/overlay/windows.py``), split evenly between the processes, each a
spawned worker with one caller (``tests/multiprocess``). Workers are started, and have made a first
call and a first exchange with the store (their imports and connections), before the window opens
and before Redis's counts are reset.
"""

from __future__ import annotations

import math
import tempfile
from pathlib import Path

import attrs

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
SIZES = (3, 24, 48)
ANSWER_DELAY = 0.005
API_KEY = "bench-key"
TIME_TARGET = 1.05
COMMANDS_TARGET = 4.0
"""Redis commands per call at most, at every fleet size."""


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
    commands: int | None
    """Commands Redis ran from "go" to the job's end (``None``: not a Redis store)."""
    waits: int
    """The store's answers that said to ask again (not slots)."""

    @property
    def short(self) -> int:
        return sum(1 for sent in self.per_window[:-1] if sent < LIMIT)

    @property
    def commands_per_call(self) -> float:
        return math.nan if self.commands is None else self.commands / CALLS


def _commands(url: str) -> int:
    import redis

    with redis.Redis.from_url(url) as client:
        stats = client.info("commandstats")
    counted = {name: stat for name, stat in stats.items() if "config" not in name and "info" not in name}
    return sum(int(stat["calls"]) for stat in counted.values())


def _reset_counts(url: str) -> None:
    import redis

    with redis.Redis.from_url(url) as client:
        client.config_resetstat()


def run_job(store: StoreSpec, processes: int) -> ScaleRun:
    """The job over ``processes`` workers sharing ``store``."""
    redis_url = store.where if store.kind == "redis" else None
    with HostileServer(_not_open_yet) as server:
        calls = CALLS // processes
        jobs = [Job(server.base_url, API_KEY, store, calls, timeout=30.0, warm_up=True)] * processes
        with Workers(jobs, startup=120) as workers:
            window = FixedWindow(LIMIT, SECONDS, answer_delay=ANSWER_DELAY)
            if redis_url is not None:
                _reset_counts(redis_url)
            server.script = window
            workers.go()
            reports = workers.reports(within=300)
        commands = None if redis_url is None else _commands(redis_url)
    ended = max(report.last_answered for report in reports)
    return ScaleRun(
        processes,
        ended - workers.started_at,
        window.rejected,
        sum(report.rate_limited + len(report.errors) for report in reports),
        window.per_window,
        commands,
        sum(report.wait_answers for report in reports),
    )


def store_rows(kind: str, store: StoreSpec) -> list[Figure]:
    """One row per size: time against the minimum, 429s, windows short, Redis commands per call."""
    rows = []
    for size in SIZES:
        run = run_job(store, size)
        met = run.elapsed <= TIME_TARGET * MINIMUM and not run.rejected and not run.failed and not run.short
        target = f"<= {TIME_TARGET}x, 0 429s, 0 windows short"
        note = (
            f"{run.processes} processes: {run.elapsed:.2f} s ({run.elapsed / MINIMUM:.3f}x), {run.rejected} "
            f"429s, {run.failed} failed calls, {run.short} windows short before the last"
        )
        if run.commands is not None:
            met = met and run.commands_per_call <= COMMANDS_TARGET
            target += f", <= {COMMANDS_TARGET:g} Redis commands per call"
            note += f"; Redis ran {run.commands} commands ({run.commands_per_call:.2f} per call)"
        asked = run.waits / CALLS
        note += f"; {run.waits} answers of the store that said to ask again ({asked:.2f} per call)"
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
