"""How fast a test suite runs against the fake: requests per second of mixed CRUD from 8 threads,
against a bare Starlette app answering one fixed JSON. ``python -m benchmarks.fake_throughput``
(also ``benchmarks.run fake``).

The fake (``python -m textsvc.testing --no-rate-limits``) and the bare app each run in a process of
their own, both on uvicorn configured alike; the load comes from this process, through plain
httpx: each thread has its own ``httpx.Client`` and goes round create, read, update, list, delete
of a link tag. The bare app answers every one of those requests with the same envelope. The two
take turns, round after round; every answer must be a 200.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx

from benchmarks.effort import rounds, sized
from benchmarks.figures import API_KEY, Figure, fake_process, loopback_listener

THREADS = 8
TARGET = 0.5
ANSWER = json.dumps(
    {
        "success": True,
        "error": None,
        "message": None,
        "data": {"id": 1, "tag": "spring-sale", "created": "2026-01-01T00:00:00.000Z"},
    }
).encode()


def bare_app() -> Any:
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import Response
    from starlette.routing import Route

    async def answer(request: Request) -> Response:
        await request.body()
        return Response(ANSWER, media_type="application/json")

    return Starlette(routes=[Route("/{path:path}", answer, methods=["GET", "POST", "PATCH", "DELETE"])])


def serve_bare() -> None:
    import uvicorn

    listener = loopback_listener()
    # As the fake configures its uvicorn.
    config = uvicorn.Config(bare_app(), lifespan="off", log_level="warning", access_log=False)
    print(listener.getsockname()[1], flush=True)
    uvicorn.Server(config).run(sockets=[listener])


@contextmanager
def bare_process() -> Iterator[str]:
    command = [sys.executable, "-m", "benchmarks.fake_throughput", "serve"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        yield f"http://127.0.0.1:{int(process.stdout.readline())}/v3"
    finally:
        process.terminate()
        process.wait(10)
        if process.stdout is not None:
            process.stdout.close()


def _checked(response: httpx.Response) -> dict[str, Any]:
    if response.status_code != 200:
        raise RuntimeError(f"{response.request.method} {response.request.url.path}: {response.status_code}")
    answer: dict[str, Any] = response.json()
    return answer


def crud_cycle(client: httpx.Client, number: int) -> None:
    """Five requests, as a test of link tags makes them."""
    created = _checked(client.post("/link-tags", json={"tag": f"tag-{number}"}))["data"]
    path = f"/link-tags/{created['id']}"
    _checked(client.get(path))
    _checked(client.patch(path, json={"tag": f"tag-{number}-renamed"}))
    _checked(client.get("/link-tags", params={"page": 0, "pageSize": 20}))
    _checked(client.delete(path))


REQUESTS_PER_CYCLE = 5


def requests_per_second(clients: list[httpx.Client], cycles: int) -> tuple[float, float]:
    """Every thread makes ``cycles`` cycles on its own client: all requests over the wall time, and
    the cores this process (the load) kept busy meanwhile."""
    errors: list[BaseException] = []
    start = threading.Barrier(len(clients) + 1)

    def work(client: httpx.Client, thread: int) -> None:
        start.wait()
        try:
            for cycle in range(cycles):
                crud_cycle(client, thread * 1_000_000 + cycle)
        except BaseException as error:  # reported below, in the measuring thread
            errors.append(error)

    threads = [threading.Thread(target=work, args=(client, index)) for index, client in enumerate(clients)]
    for thread in threads:
        thread.start()
    start.wait()
    began, cpu = time.perf_counter(), time.process_time()
    for thread in threads:
        thread.join()
    seconds, cpu = time.perf_counter() - began, time.process_time() - cpu
    if errors:
        raise errors[0]
    return len(clients) * cycles * REQUESTS_PER_CYCLE / seconds, cpu / seconds


def measure() -> list[Figure]:
    cycles = sized(30, 8)
    headers = {"Authorization": f"Bearer {API_KEY}"}
    with fake_process("--no-rate-limits") as (fake_url, _), bare_process() as bare_url:
        fake_clients = [httpx.Client(base_url=fake_url, headers=headers) for _ in range(THREADS)]
        bare_clients = [httpx.Client(base_url=bare_url, headers=headers) for _ in range(THREADS)]
        try:
            requests_per_second(fake_clients, 2)  # warm up: connections, the fake's first answers
            requests_per_second(bare_clients, 2)
            results = []
            for index in range(rounds(5)):
                if index % 2:
                    bare = requests_per_second(bare_clients, cycles)
                    fake = requests_per_second(fake_clients, cycles)
                else:
                    fake = requests_per_second(fake_clients, cycles)
                    bare = requests_per_second(bare_clients, cycles)
                results.append((fake, bare))
        finally:
            for client in fake_clients + bare_clients:
                client.close()
    ratios = tuple(fake[0] / bare[0] for fake, bare in results)
    load_on_fake = statistics.median(fake[1] for fake, _ in results)
    load_on_bare = statistics.median(bare[1] for _, bare in results)
    return [
        Figure(
            f"fake service throughput: mixed CRUD from {THREADS} threads (`FakeService(rate_limits=False)`)",
            statistics.median(fake[0] for fake, _ in results),
            statistics.median(bare[0] for _, bare in results),
            "requests/s",
            f">= {TARGET}x",
            statistics.median(ratios) >= TARGET,
            f"each round {THREADS * cycles * REQUESTS_PER_CYCLE:,} requests: link tags created, read, "
            "updated, listed and deleted through plain httpx, one client per thread; fake and bare app "
            "each in a process of their own, on uvicorn configured alike; the load itself kept "
            f"{load_on_fake:.2f} of a core busy against the fake, {load_on_bare:.2f} against the bare app "
            "(near 1: the load, not the server, set the pace)",
            ratios,
            "a bare Starlette app answering a fixed JSON",
        )
    ]


def main() -> int:
    if sys.argv[1:2] == ["serve"]:
        serve_bare()
        return 0
    from benchmarks.run import table  # not at the top: benchmarks.run imports this module

    print(table(measure()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
