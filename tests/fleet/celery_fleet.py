"""A Celery fleet running the tasks module of ``docs/fleet.md`` against the fake: the test of the
recipe (``test_celery_fleet.py``) and the benchmark row (``benchmarks/fleet_job.py``) both run it.

The module is the page's ``# texts.py`` block, written to a folder of its own; two workers (``celery
-A texts worker``, a prefork pool of two processes each) share a real Redis as broker, result store
and pacing record. The fake's send limit is made small (``LIMIT`` per ``SECONDS``) so that a job of a
few hundred texts takes seconds. The workers reach the fake through a proxy that holds back the
answer to one send, which the fake has applied; the pool process waiting on it is killed with
``SIGKILL`` (found by Celery's own ``inspect().active()``). Its task goes back to the queue and runs
again, under the same key: without the key, that recipient would get a second text.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs
import httpx
from textsvc.testing import FakeService

from tests.hostile import Exchange, HostileServer

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "fleet.md"
LIMIT = 20
SECONDS = 1.0
JOB = "fleet-test"
MESSAGE = "Doors open at 9"


def tasks_module() -> str:
    """The page's ``# texts.py`` block: the code under test is the code the page shows."""
    blocks = re.findall(r"```python\n(# texts\.py\n.*?)```", PAGE.read_text(encoding="utf-8"), re.DOTALL)
    if len(blocks) != 1:
        raise AssertionError(f"{PAGE} must hold one block starting '# texts.py', found {len(blocks)}")
    return str(blocks[0])


def with_small_send_limit(fake: FakeService) -> FakeService:
    """``fake`` with the send window made ``LIMIT`` per ``SECONDS`` (the fake reads no spec: its
    limits are the generated ones, changed here before any request is counted)."""
    limits = dict(fake.state.limiter.limits)
    limits["send"] = attrs.evolve(limits["send"], requests=LIMIT, seconds=SECONDS)
    fake.state.limiter.limits = limits
    return fake


@attrs.frozen
class FleetRun:
    recipients: list[str]
    sent: list[str]
    """The recipient of each text the fake accepted, in order."""
    rejected: int
    """Sends the fake answered 429."""
    elapsed: float
    """Seconds from the first text the fake accepted to the last."""
    killed: int
    """Pool processes killed with SIGKILL."""

    @property
    def minimum(self) -> float:
        """The least time the send limit allows between the first text and the last."""
        return (-(-len(self.recipients) // LIMIT) - 1) * SECONDS


def pool_processes(worker: subprocess.Popen[bytes]) -> list[int]:
    """The pids of a worker's pool: its children."""
    children = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError, IndexError, ValueError):
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                if int(fields[1]) == worker.pid:
                    children.append(int(entry.name))
    return children


class HoldsOneAnswer:
    """A proxy in front of the fake that relays every request, but holds back the answer to the
    first send to ``recipient`` (the fake has applied it) until ``release`` is set, then drops it."""

    HOP_BY_HOP = frozenset({"host", "content-length", "connection", "transfer-encoding", "content-encoding"})

    def __init__(self, fake: FakeService, recipient: str) -> None:
        self._origin = fake.base_url.removesuffix("/v3")
        self._recipient = recipient
        self._http = httpx.Client(timeout=30)
        self._lock = threading.Lock()
        self.held = threading.Event()
        self.release = threading.Event()

    def __call__(self, exchange: Exchange) -> None:
        request = exchange.request
        headers = [(name, value) for name, value in request.headers if name not in self.HOP_BY_HOP]
        answer = self._http.request(
            request.method, self._origin + request.target, headers=headers, content=request.body
        )
        if request.path.endswith("/send") and f'"{self._recipient}"'.encode() in request.body:
            with self._lock:
                first = not self.held.is_set()
                self.held.set()
            if first:
                self.release.wait(60)
                exchange.close()
                return
        relayed = [(name, value) for name, value in answer.headers.items() if name not in self.HOP_BY_HOP]
        exchange.respond(answer.status_code, answer.content, headers=relayed)

    def close(self) -> None:
        self.release.set()
        self._http.close()


def process_running(producer: Any, recipient: str, within: float = 30.0) -> int:
    """The pid of the pool process running the task of ``recipient`` (Celery's ``inspect``)."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        for tasks in (producer.control.inspect(timeout=1.0).active() or {}).values():
            for task in tasks:
                if recipient in str(task.get("args")):
                    return int(task["worker_pid"])
    raise AssertionError(f"no worker reported the task of {recipient} as active")


@contextlib.contextmanager
def workers(
    folder: Path, redis_url: str, base_url: str, api_key: str, count: int = 2
) -> Iterator[list[subprocess.Popen[bytes]]]:
    (folder / "texts.py").write_text(tasks_module(), encoding="utf-8")
    environment = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(folder), *filter(None, [os.environ.get("PYTHONPATH")])]),
        "REDIS_URL": redis_url,
        "TEXTSVC_BASE_URL": base_url,
        "TEXTSVC_API_KEY": api_key,
    }
    command = [sys.executable, "-m", "celery", "-A", "texts", "worker", "--pool=prefork", "--concurrency=2"]
    quiet = ["--loglevel=WARNING", "--without-gossip", "--without-mingle", "--without-heartbeat"]
    started = [
        subprocess.Popen(
            [*command, *quiet, f"--hostname=fleet{number}@%h"],
            cwd=folder,
            env=environment,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for number in range(count)
    ]
    try:
        yield started
    finally:
        for worker in started:
            worker.send_signal(signal.SIGKILL)
        for worker in started:
            worker.wait(10)
            for child in pool_processes(worker):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(child, signal.SIGKILL)


def run_job(folder: Path, redis_url: str, recipients: list[str], *, held: str) -> FleetRun:
    """The job of ``recipients``, one task each, over a fleet; the process sending to ``held`` is
    killed once the fake has applied that send. Returns once every task has ended."""
    from celery import Celery
    from celery.states import READY_STATES

    fake = with_small_send_limit(FakeService()).start()
    proxy = HoldsOneAnswer(fake, held)
    # Tasks are sent without a result store, so that sending subscribes to nothing (a subscribed
    # result, collected once Redis is gone, retries for minutes); their states are read apart.
    producer = Celery("texts", broker=redis_url)
    states = Celery("texts", backend=redis_url).backend
    try:
        with HostileServer(proxy) as server, workers(folder, redis_url, server.base_url, fake.api_key):
            signature = producer.signature("texts.send_text")
            sent_ids = [
                signature.clone(args=(JOB, recipient, MESSAGE)).apply_async().id for recipient in recipients
            ]
            deadline = time.monotonic() + 120
            if not proxy.held.wait(120):
                raise AssertionError(f"the send to {held} never came")
            os.kill(process_running(producer, held), signal.SIGKILL)
            proxy.release.set()
            while not all(states.get_task_meta(task_id)["status"] in READY_STATES for task_id in sent_ids):
                if time.monotonic() > deadline:
                    raise AssertionError("the job's tasks did not all end within 120 s")
                time.sleep(0.05)
            failed = [states.get_task_meta(task_id)["result"] for task_id in sent_ids]
            failed = [result for result in failed if isinstance(result, BaseException)]
            if failed:
                raise AssertionError(f"tasks failed: {failed[:3]}")
        sent = list(fake.sent_messages)
        times = [message.sent_at for message in sent]
        return FleetRun(
            recipients,
            [recipient for message in sent for recipient in message.subscribers],
            fake.state.rejections.total(),
            (max(times) - min(times)).total_seconds(),
            killed=1,
        )
    finally:
        proxy.close()
        producer.close()
        states.app.close()
        fake.stop()
