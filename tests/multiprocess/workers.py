"""What runs inside each worker process: its own client, its own store object, and a report.

Spawned processes import this module by name, so everything a worker needs is here and every
argument it receives pickles (specs are plain attrs classes; a clock is passed only when the test
process and its workers must share a sped-up time, as ``ScaledClock`` does through the system's
monotonic clock).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
import time
import warnings
from collections.abc import Callable
from typing import Any, Protocol

import attrs
import httpx
import textsvc
from textsvc import pacing


class Clock(Protocol):
    def now(self) -> float: ...

    def sleep(self, seconds: float) -> None: ...

    async def async_sleep(self, seconds: float) -> None: ...


class Signal(Protocol):
    """A ``multiprocessing`` event, as far as a worker uses one."""

    def is_set(self) -> bool: ...

    def wait(self, timeout: float | None = None) -> bool: ...


class Outbox(Protocol):
    """A ``multiprocessing`` queue, as far as a worker uses one."""

    def put(self, item: Any) -> None: ...


@attrs.frozen
class StoreSpec:
    """How a worker builds its pacing store: ``kind`` is "in_process", "sqlite" or "redis"."""

    kind: str
    where: str = attrs.field(default="", repr=False)
    """The SQLite file, or the Redis URL (which may hold a password: never shown)."""
    options: tuple[tuple[str, Any], ...] = ()
    """More keyword arguments for the store's constructor."""

    def build(self, clock: Clock | None) -> pacing.PacingStore:
        options = dict(self.options)
        if clock is not None:
            options["clock"] = clock
        if self.kind == "in_process":
            return pacing.InProcessPacing(**options)
        if self.kind == "sqlite":
            return pacing.SQLitePacing(self.where, **options)
        if self.kind == "redis":
            return pacing.RedisPacing(self.where, **options)
        raise ValueError(f"unknown store kind {self.kind!r}")


@attrs.frozen
class Job:
    """One worker's calls."""

    base_url: str
    api_key: str
    store: StoreSpec
    calls: int
    """How many calls each caller makes; 0: call until the harness says stop."""
    callers: int = 1
    """Callers sharing the worker's client: threads of a ``Client``, tasks of an ``AsyncClient``."""
    mode: str = "sync"
    """"sync" (``textsvc.Client``) or "async" (``textsvc.AsyncClient``)."""
    operation: str = "link_tags.get"
    """"link_tags.get" (of ``record_id``) or "keywords.main"."""
    record_id: int = 3
    timeout: float = 10.0
    latency: float = 0.0
    """Seconds each request waits before it goes out, as on a real network (loopback has none)."""
    clock: Clock | None = None
    """The client's and the store's clock (``None``: each one's own default)."""
    warm_up: bool = False
    """Make one call before saying "ready", through a client of its own pacing only itself, so that
    the first call's imports are paid before the clock starts (the server answers it as it likes)."""


@attrs.frozen
class Report:
    """What one worker saw."""

    index: int
    answered: int
    rate_limited: int
    """Calls that ended in ``SvcRateLimitError`` (the client never retries: ``max_retries=0``)."""
    errors: tuple[str, ...]
    """Every other failure, as ``ExceptionType: message``."""
    first_sent: float
    """``time.monotonic()`` (one clock for every process of the host) before the first call."""
    last_answered: float
    warnings: tuple[str, ...]
    """Warnings, as ``Category: message``, and ``textsvc`` log records of level INFO and above, as
    ``LEVEL logger: message``."""
    cpu_seconds: float = 0.0
    """CPU time (user and system, every thread) the worker spent from "go" until its calls were done
    and its client closed."""
    waiting_seconds: float = 0.0
    """Of it, what waiting cost (sync workers only): the store's answers that said to wait, the
    waits themselves, and every thread but the callers and the main one (a store's listener)."""
    wait_answers: int = 0
    """How many of the store's answers said to wait (sync workers only)."""
    waits: int = 0
    """How many waits the callers made (sync workers only)."""


class _Tally:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.answered = 0
        self.rate_limited = 0
        self.errors: list[str] = []
        self.first_sent = 0.0
        self.last_answered = 0.0
        self.cpu_at_go = 0.0
        self.main_at_go = 0.0
        self.callers_cpu = 0.0
        self.waiting = 0.0
        """CPU the callers spent told to wait and waiting."""
        self.wait_answers = 0
        self.waits = 0

    def go(self) -> None:
        self.first_sent = time.monotonic()
        self.cpu_at_go = time.process_time()
        self.main_at_go = time.thread_time()

    def add(self, field: str, seconds: float) -> None:
        with self._lock:
            setattr(self, field, getattr(self, field) + seconds)

    def background(self) -> float:
        """CPU since "go" of every thread but the callers and this one."""
        main = time.thread_time() - self.main_at_go
        return max(time.process_time() - self.cpu_at_go - self.callers_cpu - main, 0.0)

    def record(self, error: Exception | None) -> None:
        with self._lock:
            self.last_answered = time.monotonic()
            if error is None:
                self.answered += 1
            elif isinstance(error, textsvc.SvcRateLimitError):
                self.rate_limited += 1
            else:
                self.errors.append(f"{type(error).__name__}: {error}")


class _LogRecords(logging.Handler):
    """Keeps each record for the report, and sends it to the harness at once (``Workers.logged``)."""

    def __init__(self, index: int, outbox: Outbox) -> None:
        super().__init__(logging.INFO)
        self.lines: list[str] = []
        self._index = index
        self._outbox = outbox

    def emit(self, record: logging.LogRecord) -> None:
        line = f"{record.levelname} {record.name}: {record.getMessage()}"
        self.lines.append(line)
        self._outbox.put(("log", self._index, line))


def run(index: int, job: Job, go: Signal, stop: Signal, outbox: Outbox) -> None:
    """The worker process: build the client, say "ready", wait for "go", call, report."""
    try:
        report = _run(index, job, go, stop, outbox)
    except BaseException as error:  # reported, so the test sees why instead of a timeout
        outbox.put(("failed", index, f"{type(error).__name__}: {error}"))
        raise
    outbox.put(("report", index, report))


def _warm_up(job: Job, store: pacing.PacingStore) -> None:
    options: dict[str, Any] = {"api_key": job.api_key, "base_url": job.base_url, "max_retries": 0}
    if job.mode != "async":
        taken = store.acquire("textsvc-warm-up")  # its connection and first exchange, on a bucket apart
        if isinstance(taken, pacing.Slot):
            store.release(taken, None)
    if job.mode == "async":

        async def call() -> None:
            async with textsvc.AsyncClient(**options) as client:
                with contextlib.suppress(textsvc.SvcError):
                    await client.link_tags.get(job.record_id)

        asyncio.run(call())
        return
    with textsvc.Client(**options) as client, contextlib.suppress(textsvc.SvcError):
        client.link_tags.get(job.record_id)


def _run(index: int, job: Job, go: Signal, stop: Signal, outbox: Outbox) -> Report:
    tally = _Tally()
    logs = _LogRecords(index, outbox)
    logger = logging.getLogger("textsvc")
    logger.setLevel(logging.INFO)
    logger.addHandler(logs)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")  # each warning the store gives is counted, repeats too
        store = job.store.build(job.clock)
        if job.warm_up:
            _warm_up(job, store)
        options: dict[str, Any] = {
            "api_key": job.api_key,
            "base_url": job.base_url,
            "max_retries": 0,
            "timeout": job.timeout,
            "pacing": store,
        }
        if job.clock is not None:
            options["clock"] = job.clock
        if job.mode == "async":
            asyncio.run(_async_calls(job, options, tally, go, stop, outbox, index))
        else:
            _sync_calls(job, options, tally, go, stop, outbox, index)
    cpu_seconds = time.process_time() - tally.cpu_at_go
    waiting_seconds = tally.waiting + tally.background() if job.mode != "async" else 0.0
    logger.removeHandler(logs)
    seen = [f"{item.category.__name__}: {item.message}" for item in caught]
    return Report(
        index=index,
        answered=tally.answered,
        rate_limited=tally.rate_limited,
        errors=tuple(tally.errors),
        first_sent=tally.first_sent,
        last_answered=tally.last_answered,
        warnings=tuple(seen + logs.lines),
        cpu_seconds=cpu_seconds,
        waiting_seconds=waiting_seconds,
        wait_answers=tally.wait_answers,
        waits=tally.waits,
    )


def _more(job: Job, made: int, stop: Signal) -> bool:
    return made < job.calls if job.calls else not stop.is_set()


def _sync_calls(
    job: Job, options: dict[str, Any], tally: _Tally, go: Signal, stop: Signal, outbox: Outbox, index: int
) -> None:
    with contextlib.ExitStack() as stack:
        if job.latency:

            def delay(request: httpx.Request) -> None:
                time.sleep(job.latency)

            options["http_client"] = stack.enter_context(httpx.Client(event_hooks={"request": [delay]}))
        client = stack.enter_context(textsvc.Client(**options))
        _meter_waiting(client, tally)
        call: Callable[[], object] = (
            client.keywords.main
            if job.operation == "keywords.main"
            else lambda: client.link_tags.get(job.record_id)
        )

        def caller() -> None:
            made = 0
            while _more(job, made, stop):
                try:
                    call()
                except Exception as error:  # counted by kind: the test asserts on them
                    tally.record(error)
                else:
                    tally.record(None)
                made += 1
            tally.add("callers_cpu", time.thread_time())

        threads = [threading.Thread(target=caller, daemon=True) for _ in range(job.callers)]
        outbox.put(("ready", index, None))
        if not go.wait(60):
            raise TimeoutError("no go within 60 s")
        tally.go()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(120)


def _meter_waiting(client: textsvc.Client, tally: _Tally) -> None:
    """Counts into ``tally.waiting`` the CPU of the client's pacing answers that said to wait, and of
    its waits (the client's pacing is private: a benchmark's instrument, of this SDK's versions)."""
    guarded: Any = client._pacing
    store = guarded.store
    acquire = store.acquire

    def metered_acquire(*args: Any, **kwargs: Any) -> Any:
        started = time.thread_time()
        taken = acquire(*args, **kwargs)
        if not isinstance(taken, pacing.Slot):
            tally.add("waiting", time.thread_time() - started)
            tally.add("wait_answers", 1)
        return taken

    store.acquire = metered_acquire
    wait = getattr(guarded, "wait", None)
    if wait is not None:

        def metered_wait(*args: Any, **kwargs: Any) -> Any:
            started = time.thread_time()
            tally.add("waits", 1)
            try:
                return wait(*args, **kwargs)
            finally:
                tally.add("waiting", time.thread_time() - started)

        guarded.wait = metered_wait


async def _async_calls(
    job: Job, options: dict[str, Any], tally: _Tally, go: Signal, stop: Signal, outbox: Outbox, index: int
) -> None:
    async with contextlib.AsyncExitStack() as stack:
        if job.latency:

            async def delay(request: httpx.Request) -> None:
                await asyncio.sleep(job.latency)

            pool = httpx.AsyncClient(event_hooks={"request": [delay]})
            options["http_client"] = await stack.enter_async_context(pool)
        client = await stack.enter_async_context(textsvc.AsyncClient(**options))

        async def caller() -> None:
            made = 0
            while _more(job, made, stop):
                try:
                    if job.operation == "keywords.main":
                        await client.keywords.main()
                    else:
                        await client.link_tags.get(job.record_id)
                except Exception as error:  # counted by kind: the test asserts on them
                    tally.record(error)
                else:
                    tally.record(None)
                made += 1

        outbox.put(("ready", index, None))
        if not await asyncio.to_thread(go.wait, 60):
            raise TimeoutError("no go within 60 s")
        tally.go()
        await asyncio.wait_for(asyncio.gather(*(caller() for _ in range(job.callers))), 120)
