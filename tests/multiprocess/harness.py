"""Starting worker processes (spawn), starting them together, and always getting rid of them.

    with Workers([job, job, job]) as workers:
        workers.go()                       # every worker has built its client: now they call
        reports = workers.reports()        # one Report per worker, or AssertionError on a timeout

Leaving the block joins every worker, killing any still alive: no test leaves a process behind.
"""

from __future__ import annotations

import multiprocessing
import queue
import time
from collections.abc import Callable, Sequence
from types import TracebackType
from typing import Any

from tests.multiprocess.workers import Job, Report, run

SPAWN = multiprocessing.get_context("spawn")


class Workers:
    def __init__(self, jobs: Sequence[Job], *, startup: float = 60.0) -> None:
        self.jobs = list(jobs)
        self._startup = startup
        self._go = SPAWN.Event()
        self._stop = SPAWN.Event()
        self._outbox: Any = SPAWN.Queue()
        self._processes: list[Any] = []
        self._reports: dict[int, Report] = {}
        self._logged: dict[int, list[str]] = {index: [] for index in range(len(self.jobs))}
        self.started_at = 0.0
        """``time.monotonic()`` when ``go`` was given."""

    def __enter__(self) -> Workers:
        try:
            self._start()
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return self

    def _start(self) -> None:
        for index, job in enumerate(self.jobs):
            process = SPAWN.Process(
                target=run, args=(index, job, self._go, self._stop, self._outbox), daemon=True
            )
            process.start()
            self._processes.append(process)
        ready: set[int] = set()
        deadline = time.monotonic() + self._startup
        while len(ready) < len(self.jobs):
            kind, index, _ = self._next(deadline, "to start")
            if kind == "ready":
                ready.add(index)

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self._stop.set()
        self._go.set()  # a worker still waiting for "go" leaves at once
        for process in self._processes:
            process.join(5)
        for process in self._processes:
            if process.is_alive():
                process.kill()
                process.join(5)
        self._outbox.close()
        self._outbox.join_thread()

    def go(self) -> None:
        """Let every worker call."""
        self.started_at = time.monotonic()
        self._go.set()

    def stop(self) -> None:
        """Ask workers with ``calls=0`` to finish their call in hand and report."""
        self._stop.set()

    def kill(self, index: int) -> None:
        """SIGKILL worker ``index``: nothing of it runs any more, not even a ``finally``."""
        process = self._processes[index]
        process.kill()
        process.join(5)
        assert not process.is_alive(), "the killed worker is still alive"

    def reports(self, *, within: float = 60.0, only: Sequence[int] | None = None) -> list[Report]:
        """The reports of every worker (or of those ``only``), in order; fails after ``within`` s."""
        wanted = range(len(self.jobs)) if only is None else only
        deadline = time.monotonic() + within
        while any(index not in self._reports for index in wanted):
            self._next(deadline, "to report")  # keeps each report it reads
        return [self._reports[index] for index in wanted]

    def logged(self, index: int) -> list[str]:
        """The ``textsvc`` log lines worker ``index`` has sent so far, as its report will have them."""
        while True:
            try:
                message = self._outbox.get_nowait()
            except queue.Empty:
                return list(self._logged[index])
            self._keep(message)

    def _next(self, deadline: float, what: str) -> tuple[str, int, Any]:
        while True:
            remaining = deadline - time.monotonic()
            try:
                message: tuple[str, int, Any] = self._outbox.get(timeout=max(remaining, 0.01))
            except queue.Empty:
                raise AssertionError(f"a worker failed {what} in time") from None
            if not self._keep(message):
                return message

    def _keep(self, message: tuple[str, int, Any]) -> bool:
        """Keep a log line (True) or a report; fail on a worker's failure."""
        kind, index, payload = message
        if kind == "failed":
            raise AssertionError(f"worker {index} failed: {payload}")
        if kind == "log":
            self._logged[index].append(payload)
            return True
        if kind == "report":
            self._reports[index] = payload
        return False


def wait_until(condition: Callable[[], object], *, within: float, what: str) -> None:
    """Poll ``condition`` until it is true; fail, saying ``what`` was awaited, after ``within`` s."""
    deadline = time.monotonic() + within
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: not within {within} s")
        time.sleep(0.01)


def span(reports: Sequence[Report]) -> float:
    """Seconds from the first call sent by any worker to the last one answered."""
    return max(report.last_answered for report in reports) - min(report.first_sent for report in reports)
