"""Answers read in another order than their requests were counted: each request is subtracted from
its window once, for the threads of a ``Client``, the tasks of an ``AsyncClient`` and worker processes,
through every store.

The server (``HeldAnswers``) counts each request at once and holds its answer until the test lets it
go. Three callers go together: one asks alone; the other two are counted (2, then 1 left) and their
answers are read in reverse, the 1 first while the other is still out. Once both are back, one slot
of the window is left, and the store must hand it out: a window sent short costs the job a window.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
import textsvc
from textsvc.pacing import InProcessPacing, PacingStore, SQLitePacing
from textsvc.pacing._client_pacing import BucketNames
from textsvc.pacing._window import Slot

from tests.hostile import HostileServer
from tests.multiprocess.harness import Workers, wait_until
from tests.multiprocess.stores import store_spec
from tests.multiprocess.workers import Job
from tests.overlay.mocking import API_KEY
from tests.overlay.windows import HeldAnswers

LIMIT = 4
CALLERS = 3


def _bucket(server: HostileServer) -> str:
    return BucketNames(server.base_url, API_KEY, None).name("general")


def _granted(store: PacingStore, bucket: str) -> int:
    granted = 0
    while isinstance(store.acquire(bucket), Slot) and granted <= LIMIT:
        granted += 1
    return granted


def _answer_in_reverse(script: HeldAnswers, store: PacingStore, bucket: str) -> int:
    """Let the answers go as the module says; the slots ``store`` then hands out."""
    script.wait_for(1)
    script.answer(0)  # the request that asked alone: 3 left
    script.wait_for(CALLERS)
    wait_until(lambda: store.in_flight(bucket) == 2, within=10, what="two requests out")
    script.answer(2)  # counted last (1 left), read first, while the other is out
    wait_until(lambda: store.in_flight(bucket) == 1, within=10, what="the later answer read")
    script.answer(1)  # counted before it (2 left)
    wait_until(lambda: store.in_flight(bucket) == 0, within=10, what="the earlier answer read")
    return _granted(store, bucket)


@pytest.fixture(params=["in_process", "sqlite", "redis"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[PacingStore]:
    if request.param == "in_process":
        yield InProcessPacing()
    elif request.param == "sqlite":
        sqlite_store = SQLitePacing(tmp_path / "pacing.sqlite3")
        yield sqlite_store
        sqlite_store.close()
    else:
        server = request.getfixturevalue("redis_server")
        from textsvc.pacing import RedisPacing  # an extra: imported once the fixture found redis-py

        redis_store = RedisPacing(server.url)
        yield redis_store
        redis_store.close()


def test_threads_of_a_client_leave_no_slot_unused(store: PacingStore) -> None:
    script = HeldAnswers(LIMIT)
    with (
        HostileServer(script) as server,
        textsvc.Client(api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=store) as client,
    ):
        callers = [threading.Thread(target=client.link_tags.get, args=(3,)) for _ in range(CALLERS)]
        for caller in callers:
            caller.start()
        try:
            granted = _answer_in_reverse(script, store, _bucket(server))
        finally:
            script.answer_all()
            for caller in callers:
                caller.join(10)
    assert granted == LIMIT - CALLERS


async def test_tasks_of_an_async_client_leave_no_slot_unused(store: PacingStore) -> None:
    script = HeldAnswers(LIMIT)
    with HostileServer(script) as server:
        async with textsvc.AsyncClient(
            api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=store
        ) as client:
            calls = asyncio.gather(*(client.link_tags.get(3) for _ in range(CALLERS)))
            try:
                granted = await asyncio.to_thread(_answer_in_reverse, script, store, _bucket(server))
            finally:
                script.answer_all()
                await calls
    assert granted == LIMIT - CALLERS


@pytest.mark.processes
@pytest.mark.parametrize("kind", ["sqlite", "redis"])
def test_worker_processes_leave_no_slot_unused(
    kind: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    script = HeldAnswers(LIMIT)
    spec = store_spec(kind, tmp_path, request)
    with HostileServer(script) as server:
        jobs = [Job(server.base_url, API_KEY, spec, calls=1) for _ in range(CALLERS)]
        with Workers(jobs) as workers:
            workers.go()
            try:
                granted = _answer_in_reverse(script, spec.build(None), _bucket(server))
            finally:
                script.answer_all()
            reports = workers.reports(within=20)
    assert [(report.answered, report.errors) for report in reports] == [(1, ())] * CALLERS
    assert granted == LIMIT - CALLERS
