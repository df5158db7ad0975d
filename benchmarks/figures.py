"""Each figure measures the SDK and its baseline side by side in one run; only ratios are compared."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import itertools
import json
import math
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import attrs
import httpx

ROOT = Path(__file__).resolve().parent.parent
RUNS = 5
PARSE_ROUNDS = 30


@attrs.frozen
class Figure:
    name: str
    sdk: float
    baseline: float
    unit: str
    target: str
    met: bool
    note: str = ""

    @property
    def ratio(self) -> float:
        return self.sdk / self.baseline if self.baseline else math.nan


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


@contextmanager
def canned_server() -> Iterator[str]:
    process = subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("canned_server.py"))], stdout=subprocess.PIPE, text=True
    )
    try:
        assert process.stdout is not None
        port = int(process.stdout.readline())
        yield f"http://127.0.0.1:{port}/v3"
    finally:
        process.terminate()
        process.wait(10)
        if process.stdout is not None:
            process.stdout.close()


def interleaved(actions: list[Callable[[], object]], rounds: int) -> list[float]:
    """Median seconds per call of each action, called in turn each round (the first one rotating).

    Whatever the shared machine does at a given moment then falls on every side alike, which
    blocks of calls one side at a time cannot promise.
    """
    clock = time.perf_counter
    seconds: list[list[float]] = [[] for _ in actions]
    for index in range(rounds):
        for offset in range(len(actions)):
            which = (index + offset) % len(actions)
            start = clock()
            actions[which]()
            seconds[which].append(clock() - start)
    return [statistics.median(times) for times in seconds]


def per_call_cost() -> Figure:
    import textsvc

    pairs = 600
    with canned_server() as base_url:
        headers = {"Authorization": "Bearer bench-key"}
        raw = httpx.Client(headers=headers, timeout=30.0)
        with textsvc.Client(api_key="bench-key", base_url=base_url) as client, raw:
            url = base_url + "/link-tags/3"

            def sdk() -> object:
                return client.link_tags.get(3)

            def baseline() -> object:
                return json.loads(raw.get(url).content)

            interleaved([sdk, baseline], 300)  # warm both pools
            results = [interleaved([sdk, baseline], pairs) for _ in range(RUNS)]
    sdk_time = statistics.median(pair[0] for pair in results)
    raw_time = statistics.median(pair[1] for pair in results)
    ratios = sorted(pair[0] / pair[1] for pair in results)
    ratio = statistics.median(ratios)
    return Figure(
        "per-call cost of `link_tags.get` (canned server)",
        sdk_time * 1e6,
        raw_time * 1e6,
        "µs",
        "<= 1.25x raw httpx + json.loads",
        ratio <= 1.25,
        f"{RUNS} runs of {pairs} interleaved call pairs; per-run ratios {ratios[0]:.2f}x-{ratios[-1]:.2f}x, "
        f"median {ratio:.2f}x",
    )


def _page(rows: list[dict[str, Any]]) -> bytes:
    return json.dumps(
        {
            "success": True,
            "error": None,
            "message": None,
            "data": {"rows": rows, "page": 0, "pageSize": 1000, "total": 100_000},
        }
    ).encode()


def page_parsing() -> list[Figure]:
    from textsvc._pagination import page_parser
    from textsvc._response import decode_json
    from textsvc.testing._seed import _dedicated_number
    from textsvc_generated.models.dedicated_number import DedicatedNumber
    from textsvc_generated.models.template import Template
    from textsvc_schemas import models as schemas

    templates = _page(
        [
            {
                "id": n,
                "name": f"Template {n}",
                "message": f"Hello {{firstName}}, offer {n} ends soon!",
                "timestamp": "2026-01-05T10:00:00.123Z",
                "attachment": "",
                "mms": n % 2 == 0,
            }
            for n in range(1000)
        ]
    )
    numbers = _page([{**_dedicated_number(n), "longcodeId": n} for n in range(1000)])

    decoder = "orjson" if "orjson" in sys.modules else "json (stdlib)"
    figures = []
    for label, body, model, pydantic_model in [
        ("templates", templates, Template, schemas.TemplatePageEnvelope),
        ("dedicated numbers", numbers, DedicatedNumber, schemas.DedicatedNumberPageEnvelope),
    ]:
        parse = page_parser(model)

        def sdk(body: bytes = body, parse: Any = parse) -> object:
            return parse(decode_json(body)["data"])

        def with_pydantic(body: bytes = body, pydantic_model: Any = pydantic_model) -> object:
            return pydantic_model.model_validate_json(body)

        def loads_only(body: bytes = body) -> object:
            return json.loads(body)

        def sdk_stdlib(body: bytes = body, parse: Any = parse) -> object:
            return parse(json.loads(body)["data"])

        assert parse(json.loads(body)["data"]).rows[999]
        measured = [sdk, with_pydantic, loads_only, sdk_stdlib]
        results = [interleaved(measured, PARSE_ROUNDS) for _ in range(RUNS)]
        sdk_time, pydantic_time, loads_time, stdlib_time = (
            statistics.median(r[i] for r in results) for i in range(4)
        )
        figures.append(
            Figure(
                f"parse a 1000-row page of {label} into models",
                sdk_time * 1e3,
                pydantic_time * 1e3,
                "ms",
                "<= 1.5x pydantic `model_validate_json`",
                sdk_time <= 1.5 * pydantic_time,
                f"`json.loads` alone: {loads_time * 1e3:.2f} ms "
                f"({loads_time / pydantic_time:.2f}x pydantic); "
                f"SDK decoder: {decoder}; with the stdlib decoder: {stdlib_time * 1e3:.2f} ms "
                f"({stdlib_time / pydantic_time:.2f}x pydantic)",
            )
        )
    return figures


RECORDS = 100_000


@contextmanager
def fake_process(*arguments: str) -> Iterator[tuple[str, str]]:
    """The fake service in its own process (its heap and GIL are not the client's): (base URL, key)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    command = [
        sys.executable,
        "-m",
        "textsvc.testing",
        "--port",
        str(port),
        "--api-key",
        "bench-key",
        *arguments,
    ]
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True) as process:
        try:
            assert process.stdout is not None
            base_url = process.stdout.readline().strip().removeprefix("TEXTSVC_BASE_URL=")
            process.stdout.readline()
            yield base_url, "bench-key"
        finally:
            process.terminate()


def listing_without_limits() -> Figure:
    import textsvc

    wanted = math.ceil(RECORDS / 1000)
    with fake_process("--no-rate-limits", "--seed", f"deliveries={RECORDS}") as (base_url, key):
        raw = httpx.Client(headers={"Authorization": f"Bearer {key}"}, timeout=30.0)
        with textsvc.Client(api_key=key, base_url=base_url) as client, raw:
            counted: list[httpx.Request] = []
            # Counted on the pool the SDK makes itself: the one its users get.
            client._http_client.event_hooks = {"request": [counted.append]}

            def raw_page(number: int) -> tuple[int, bool]:
                response = raw.get(f"{base_url}/deliveries", params={"page": number, "pageSize": 1000})
                data = json.loads(response.content)["data"]
                return len(data["rows"]), bool(data["rows"]) and (number + 1) * 1000 < data["total"]

            def one_run() -> tuple[float, float, int, int]:
                """Both whole listings, a page at a time in alternation (which goes first alternates too).

                The SDK lists through one pager, timed 1000 records at a time (each slice includes
                fetching its page), so the fake's own pauses fall on both sides alike.
                """
                counted.clear()
                records = iter(client.deliveries.list())
                sdk_seconds = raw_seconds = 0.0
                sdk_count = raw_count = 0
                number, more = 0, True
                while more:
                    started = time.perf_counter()
                    if number % 2:
                        sdk_count += sum(1 for _ in itertools.islice(records, 1000))
                        middle = time.perf_counter()
                        rows, more = raw_page(number)
                        sdk_seconds += middle - started
                        raw_seconds += time.perf_counter() - middle
                    else:
                        rows, more = raw_page(number)
                        middle = time.perf_counter()
                        sdk_count += sum(1 for _ in itertools.islice(records, 1000))
                        raw_seconds += middle - started
                        sdk_seconds += time.perf_counter() - middle
                    raw_count += rows
                    number += 1
                sdk_seconds += timed(lambda: sum(1 for _ in records))  # the pager's end: no request
                assert sdk_count == raw_count == RECORDS, (sdk_count, raw_count)
                return sdk_seconds, raw_seconds, len(counted), number

            results = [one_run() for _ in range(RUNS)]
    sdk_time = statistics.median(result[0] for result in results)
    raw_time = statistics.median(result[1] for result in results)
    ratios = sorted(result[0] / result[1] for result in results)
    ratio = statistics.median(ratios)
    requests = results[0][2]
    return Figure(
        f"list {RECORDS:,} records by auto-pagination (limits off)",
        sdk_time,
        raw_time,
        "s",
        "requests = ceil(N/1000); <= 1.15x raw httpx loop",
        requests == wanted and ratio <= 1.15,
        f"{requests} requests (ceil(N/1000) = {wanted}); {RUNS} runs, pages alternating between the "
        f"two; per-run ratios {ratios[0]:.2f}x-{ratios[-1]:.2f}x; the fake runs in its own process",
    )


def listing_with_limits() -> Figure:
    from textsvc.testing import FakeService, ScaledClock

    class RecordingClock(ScaledClock):
        slept = 0.0

        def sleep(self, seconds: float) -> None:
            self.slept += max(seconds, 0.0)
            super().sleep(seconds)

    # x20: fast, yet slow enough that 30 requests of 1000 rows fit in a 60 s window, so the limit binds.
    clock = RecordingClock(20)
    with FakeService(clock=clock) as fake:
        fake.seed("deliveries", count=RECORDS)
        fake.reset_rate_limits()
        with fake.client(clock=clock) as client:
            listed = sum(1 for _ in client.deliveries.list())
        refused = fake.state.status_counts[429]
        windows = [entry for entry in fake.state.limiter.spent_windows if entry[0] == "general"]
    # What the limit forces: after each spent window, the wait until it resets.
    forced = sum(max(started + 60.0 - spent_at, 0.0) for _, started, spent_at in windows[:-1])
    if windows and listed > 30 * 1000 * len(windows):
        _, started, spent_at = windows[-1]
        forced += max(started + 60.0 - spent_at, 0.0)
    return Figure(
        f"list {RECORDS:,} records with the documented limits on (clock x20)",
        clock.slept,
        forced,
        "s (simulated)",
        "zero 429; total wait within 5% of what the limit forces",
        refused == 0 and listed == RECORDS and abs(clock.slept - forced) <= 0.05 * forced,
        f"{refused} responses were 429; {listed:,} records; {len(windows)} windows spent",
    )


def concurrent_gets() -> Figure:
    import textsvc

    count = 500

    async def measure() -> tuple[float, float]:
        with canned_server() as base_url:
            headers = {"Authorization": "Bearer bench-key"}
            async with (
                textsvc.AsyncClient(api_key="bench-key", base_url=base_url) as client,
                httpx.AsyncClient(headers=headers, timeout=30.0) as raw,
            ):
                url = base_url + "/link-tags/3"

                async def raw_get() -> Any:
                    return json.loads((await raw.get(url)).content)

                async def sdk() -> float:
                    start = time.perf_counter()
                    await asyncio.gather(*(client.link_tags.get(3) for _ in range(count)))
                    return time.perf_counter() - start

                async def baseline() -> float:
                    start = time.perf_counter()
                    await asyncio.gather(*(raw_get() for _ in range(count)))
                    return time.perf_counter() - start

                await sdk(), await baseline()
                results = [(await sdk(), await baseline()) for _ in range(RUNS)]
        return statistics.median(r[0] for r in results), statistics.median(r[1] for r in results)

    sdk_time, raw_time = asyncio.run(measure())
    return Figure(
        f"{count} concurrent `get`s with `AsyncClient`",
        sdk_time * 1e3,
        raw_time * 1e3,
        "ms",
        "<= 1.2x raw httpx.AsyncClient (same pool)",
        sdk_time / raw_time <= 1.2,
    )


def import_time() -> Figure:
    def seconds(module: str) -> float:
        return timed(lambda: subprocess.run([sys.executable, "-c", f"import {module}"], check=True))

    results = [(seconds("textsvc"), seconds("httpx")) for _ in range(9)]
    sdk_time = statistics.median(r[0] for r in results)
    raw_time = statistics.median(r[1] for r in results)
    return Figure(
        '`python -c "import textsvc"`',
        sdk_time * 1e3,
        raw_time * 1e3,
        "ms",
        '<= 1.5x `python -c "import httpx"`',
        sdk_time / raw_time <= 1.5,
    )


def signature_verification() -> Figure:
    from textsvc import webhooks

    secret = webhooks.generate_secret()
    body = json.dumps({"text": "x" * 990}).encode()[:1024]
    signature = webhooks.sign(body, secret)
    loops = 20_000
    key = secret.encode()

    def sdk() -> float:
        return loops / timed(
            lambda: [webhooks.verify_signature(body, signature, secret) for _ in range(loops)]
        )

    def bare() -> float:
        def loop() -> None:
            for _ in range(loops):
                hmac.compare_digest(hmac.new(key, body, hashlib.sha256).hexdigest(), signature)

        return loops / timed(loop)

    results = [(sdk(), bare()) for _ in range(RUNS)]
    sdk_rate = statistics.median(r[0] for r in results)
    bare_rate = statistics.median(r[1] for r in results)
    return Figure(
        "webhook `verify_signature`, 1 KiB body",
        sdk_rate / 1e3,
        bare_rate / 1e3,
        "k verifications/s",
        ">= 0.9x bare hmac + compare_digest throughput",
        sdk_rate / bare_rate >= 0.9,
    )


def regeneration_time() -> Figure:
    seconds = timed(
        lambda: subprocess.run(
            [sys.executable, str(ROOT / "scripts" / "regenerate.py"), "--check"],
            check=True,
            capture_output=True,
        )
    )
    return Figure(
        "regeneration (`scripts/regenerate.py`, as `nox -s generate` runs it)",
        seconds,
        math.nan,
        "s",
        "under 15 s (absolute)",
        seconds < 15,
        "informational; includes both generators and ruff",
    )
