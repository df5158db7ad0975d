"""``python -m benchmarks.pacing_jobs``: rate-limited jobs against their window's minimum, and what
each pacing store costs per call. Also ``python -m benchmarks.run pacing``.

Each job makes ``CALLS`` calls against a scripted loopback server (``tests/hostile.py``) that enforces
one fixed window of ``LIMIT`` requests per ``SECONDS`` for every connection, and counts what it
serves and what it answers 429. The window opens when the job starts; ``CALLS`` fills whole
windows, so the job cannot end before ``(CALLS / LIMIT - 1) * SECONDS``: that is the baseline.
Clients never retry (``max_retries=0``): a 429 is a failed call, counted.

The Redis rows need ``redis-server`` on PATH and redis-py (``pip install "textsvc[redis]"``);
without them they say "not measured", and why. The jobs take two and a half minutes in all.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import math
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import attrs
import textsvc
from textsvc import pacing

from benchmarks.effort import quick, rounds, sized
from benchmarks.figures import Figure, interleaved
from tests.hostile import Exchange, HostileServer, envelope
from tests.multiprocess.harness import Workers
from tests.multiprocess.workers import Job, StoreSpec
from tests.overlay.windows import LINK_TAG, FixedWindow

LIMIT = 30
SECONDS = 1.0
"""The document's general limit (30 requests per minute), its minute shortened to a second."""
CALLS = 300
"""Ten full windows: the job cannot end before nine windows have passed."""
ANSWER_DELAY = 0.005
"""Seconds the server takes to answer, so that requests overlap."""
THREADS = 8
TASKS = 50
PROCESSES = 3
API_KEY = "bench-key"
TARGET = "<= 1.05x every round, 0 429s, 0 windows short"
MINIMUM = (math.ceil(CALLS / LIMIT) - 1) * SECONDS
RUNS = 3
"""Runs of each job (one with ``--quick``); the figure is the run of median time, the worst beside it."""
PAIR_ROUNDS = 2000
BUCKET = "general/ip/bench"
"""A bucket name as clients spell them (``BucketNames``), for the per-call overhead."""


def _not_open_yet(exchange: Exchange) -> None:
    # Only the workers' warm-up calls come before the window opens: a plain success, counting nothing.
    exchange.respond(200, json=envelope(LINK_TAG))


def _open_window(server: HostileServer) -> tuple[FixedWindow, float]:
    """A fresh window on ``server``, and the moment it opened."""
    opened = time.monotonic()
    window = FixedWindow(LIMIT, SECONDS, answer_delay=ANSWER_DELAY)
    server.script = window
    return window, opened


@attrs.frozen
class JobResult:
    elapsed: float
    """Seconds from the window's opening to the last answer."""
    served: int
    rejected: int
    failed: int
    """Calls that raised (a 429 among them)."""
    per_window: list[int]
    """Requests the server served in each of its windows (``FixedWindow.per_window``)."""

    @property
    def clean(self) -> bool:
        """Every call answered, none refused."""
        return self.rejected == 0 and self.served == CALLS and not self.failed

    @property
    def short(self) -> int:
        """Windows sent short of the limit before the last: each costs the job a whole window."""
        return sum(1 for sent in self.per_window[:-1] if sent < LIMIT)


def job_figure(name: str, runs: list[JobResult], note: str = "") -> Figure:
    """The run of median time, against the minimum; met when every run is within 5%, spent no 429
    and sent no window short before the last."""
    ranked = sorted(runs, key=lambda run: run.elapsed)
    median, worst = ranked[len(ranked) // 2], ranked[-1]
    short = sum(run.short for run in runs)
    met = worst.elapsed <= 1.05 * MINIMUM and short == 0 and all(run.clean for run in runs)
    details = (
        f"worst round {worst.elapsed:.2f} s ({worst.elapsed / MINIMUM:.2f}x); windows sent short of "
        f"{LIMIT} before the last, in all runs: {short}; 429s in all runs: "
        f"{sum(run.rejected for run in runs)}, failed calls: {sum(run.failed for run in runs)}; "
        f"{CALLS} calls, {LIMIT} per {SECONDS:g} s, answers take {ANSWER_DELAY * 1e3:g} ms; sent per "
        f"window (worst run): {', '.join(map(str, worst.per_window))}"
    )
    return Figure(
        name,
        median.elapsed,
        MINIMUM,
        "s",
        TARGET,
        met,
        details + (f"; {note}" if note else ""),
        tuple(run.elapsed / MINIMUM for run in runs),
        "the window's theoretical minimum",
    )


class _Countdown:
    """Hands out ``calls`` turns to callers sharing a job (threads, or tasks of one loop)."""

    def __init__(self, calls: int) -> None:
        self._left = calls
        self._lock = threading.Lock()

    def take(self) -> bool:
        with self._lock:
            self._left -= 1
            return self._left >= 0


def _result(window: FixedWindow, opened: float, ended: float, failed: int) -> JobResult:
    return JobResult(ended - opened, window.served, window.rejected, failed, list(window.per_window))


def threads_on_one_client() -> JobResult:
    failures: list[BaseException] = []
    turns = _Countdown(CALLS)
    with (
        HostileServer(_not_open_yet) as server,
        textsvc.Client(api_key=API_KEY, base_url=server.base_url, max_retries=0) as client,
    ):

        def work() -> None:
            while turns.take():
                try:
                    client.link_tags.get(3)
                except textsvc.SvcError as error:
                    failures.append(error)

        threads = [threading.Thread(target=work) for _ in range(THREADS)]
        window, opened = _open_window(server)
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(120)
        return _result(window, opened, time.monotonic(), len(failures))


def tasks_on_one_async_client() -> JobResult:
    failures: list[BaseException] = []
    turns = _Countdown(CALLS)

    async def job(server: HostileServer) -> JobResult:
        async with textsvc.AsyncClient(api_key=API_KEY, base_url=server.base_url, max_retries=0) as client:

            async def work() -> None:
                while turns.take():
                    try:
                        await client.link_tags.get(3)
                    except textsvc.SvcError as error:
                        failures.append(error)

            window, opened = _open_window(server)
            await asyncio.wait_for(asyncio.gather(*(work() for _ in range(TASKS))), 120)
            return _result(window, opened, time.monotonic(), len(failures))

    with HostileServer(_not_open_yet) as server:
        return asyncio.run(job(server))


def processes_sharing(store: StoreSpec) -> JobResult:
    with HostileServer(_not_open_yet) as server:
        # Warmed up: each worker's first call pays for its imports before the window opens.
        jobs = [Job(server.base_url, API_KEY, store, CALLS // PROCESSES, warm_up=True)] * PROCESSES
        with Workers(jobs) as workers:
            window, opened = _open_window(server)
            workers.go()
            reports = workers.reports(within=120)
        ended = max(report.last_answered for report in reports)
        failed = sum(report.rate_limited + len(report.errors) for report in reports)
        return _result(window, opened, ended, failed)


def processes_figure(kind: str, store: StoreSpec, remark: str = "") -> Figure:
    shared = [processes_sharing(store) for _ in range(rounds(RUNS))]
    note = ""
    if not quick():
        alone = processes_sharing(StoreSpec("in_process"))
        note = f"one run with each process pacing only itself (`InProcessPacing`): {alone.rejected} 429s"
    return job_figure(f"rate-limited job: {PROCESSES} processes sharing `{kind}`{remark}", shared, note)


def _pair(store: pacing.PacingStore, announced: textsvc.RateLimit) -> Callable[[], object]:
    def take_and_give_back() -> None:
        slot = store.acquire(BUCKET, lease_seconds=60.0)
        assert isinstance(slot, pacing.Slot), slot
        store.release(slot, announced)

    return take_and_give_back


def store_overheads(folder: Path, redis_url: str | None, missing: str) -> list[Figure]:
    # A window the server announced, far from spent: each pair is the common case, take and give back.
    announced = textsvc.RateLimit(limit=10**9, remaining=10**9, reset=3600.0, retry_after=None)
    stores: dict[str, pacing.PacingStore] = {
        "in-process": pacing.InProcessPacing(),
        "SQLite": pacing.SQLitePacing(folder / "overhead.sqlite3"),
    }
    if redis_url is not None:
        stores["Redis"] = pacing.RedisPacing(redis_url)
    pairs = [_pair(store, announced) for store in stores.values()]
    for pair in pairs:
        pair()  # opens each store's connection and learns the window
    seconds = dict(zip(stores, interleaved(pairs, sized(PAIR_ROUNDS, 200)), strict=True))
    note = "the median of interleaved calls; one bucket, its window known"
    rows = [
        Figure(
            f"pacing store per call: {name} (`acquire` + `release`)",
            seconds[name] * 1e6,
            math.nan if name == "in-process" else seconds["in-process"] * 1e6,
            "µs",
            "informational",
            True,
            note,
            baseline_label="" if name == "in-process" else "in-process",
        )
        for name in stores
    ]
    if redis_url is None:
        rows.append(Figure("pacing store per call: Redis", math.nan, math.nan, "µs", "—", False, missing))
    for store in stores.values():
        close = getattr(store, "close", None)
        if callable(close):
            close()
    return rows


# ------------------------------------------------------------------ a redis-server of the run's own


class RedisMissingError(Exception):
    """Why the Redis rows cannot be measured here."""


@contextlib.contextmanager
def redis_server(folder: Path) -> Iterator[str]:
    """A ``redis-server`` on a free loopback port, saving nothing; its URL."""
    binary = shutil.which("redis-server")
    if binary is None:
        raise RedisMissingError("no redis-server on PATH (apt-get install redis-server)")
    if importlib.util.find_spec("redis") is None:
        raise RedisMissingError('redis-py is not installed (pip install "textsvc[redis]")')
    import redis

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    arguments = [binary, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(folder)]
    arguments += ["--save", "", "--appendonly", "no"]
    process = subprocess.Popen(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    try:
        deadline = time.monotonic() + 10
        with redis.Redis.from_url(url, socket_timeout=1.0) as client:
            while True:
                try:
                    client.ping()
                    break
                except redis.ConnectionError:
                    if time.monotonic() > deadline or process.poll() is not None:
                        raise RedisMissingError("redis-server did not start") from None
                    time.sleep(0.02)
        yield url
    finally:
        process.terminate()
        process.wait(10)


def jobs() -> list[Figure]:
    """The rate-limited jobs, measured in one run."""
    rows = [
        job_figure(
            f"rate-limited job: {THREADS} threads on one `Client`",
            [threads_on_one_client() for _ in range(rounds(RUNS))],
        ),
        job_figure(
            f"rate-limited job: {TASKS} tasks on one `AsyncClient`",
            [tasks_on_one_async_client() for _ in range(rounds(RUNS))],
        ),
    ]
    with tempfile.TemporaryDirectory(prefix="textsvc-pacing-bench-") as name:
        folder = Path(name)
        rows.append(processes_figure("SQLitePacing", StoreSpec("sqlite", str(folder / "jobs.sqlite3"))))
        try:
            with redis_server(folder) as redis_url:
                rows.append(
                    processes_figure("RedisPacing", StoreSpec("redis", redis_url), " (a real redis-server)")
                )
        except RedisMissingError as error:
            name = f"rate-limited job: {PROCESSES} processes sharing `RedisPacing`"
            rows.append(Figure(name, math.nan, MINIMUM, "s", TARGET, False, f"not measured: {error}"))
    return rows


def store_costs() -> list[Figure]:
    """What each pacing store costs per call."""
    with tempfile.TemporaryDirectory(prefix="textsvc-pacing-bench-") as name:
        folder = Path(name)
        try:
            with redis_server(folder) as redis_url:
                return store_overheads(folder, redis_url, "")
        except RedisMissingError as error:
            return store_overheads(folder, None, f"not measured: {error}")


def measure() -> list[Figure]:
    """Every pacing figure, measured in one run."""
    return jobs() + store_costs()


def main() -> int:
    from benchmarks.run import table  # not at the top: benchmarks.run imports this module

    print(table(measure()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
