"""Each figure measures the SDK and its baseline side by side in one run; only ratios are compared."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import itertools
import json
import math
import re
import socket
import statistics
import subprocess
import sys
import time
import uuid
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import attrs
import httpx

from benchmarks.effort import rounds, sized

ROOT = Path(__file__).resolve().parent.parent
RUNS = 5
PARSE_ROUNDS = 30
API_KEY = "bench-key"


@attrs.frozen
class Figure:
    name: str
    sdk: float
    """Ours: the median of the rounds."""
    baseline: float
    """NaN where there is none."""
    unit: str
    target: str
    met: bool
    note: str = ""
    rounds: tuple[float, ...] = ()
    """Each round's ratio of ours to the baseline (without a baseline: each round's figure)."""
    baseline_label: str = ""
    """What the baseline is, in a few words."""

    @property
    def ratio(self) -> float:
        if math.isnan(self.baseline) or not self.baseline:
            return math.nan
        return statistics.median(self.rounds) if self.rounds else self.sdk / self.baseline


def ratios_of(pairs: Sequence[Sequence[float]]) -> tuple[float, ...]:
    """Each round's first figure over its second."""
    return tuple(pair[0] / pair[1] for pair in pairs)


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


@contextmanager
def canned_server(records: int | None = None) -> Iterator[str]:
    """``canned_server.py`` in its own process; its base URL. ``records``: deliveries it lists."""
    command = [sys.executable, str(Path(__file__).with_name("canned_server.py"))]
    if records is not None:
        command += ["--records", str(records)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        port = int(process.stdout.readline())
        yield f"http://127.0.0.1:{port}/v3"
    finally:
        process.terminate()
        process.wait(10)
        if process.stdout is not None:
            process.stdout.close()


def loopback_listener() -> socket.socket:
    """A listening socket on a free loopback port, for a server to be handed (uvicorn's ``sockets``).

    Made with ``IPPROTO_TCP`` as uvicorn makes its own: asyncio sets ``TCP_NODELAY`` on the
    connections it accepts only then, and without it every keep-alive answer waits for the
    client's delayed ACK.
    """
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    listener.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(1024)
    return listener


def interleaved(actions: list[Callable[[], object]], count: int) -> list[float]:
    """Median seconds per call of each action, called in turn each round (the first one rotating).

    Whatever the shared machine does at a given moment then falls on every side alike, which
    blocks of calls one side at a time cannot promise.
    """
    clock = time.perf_counter
    seconds: list[list[float]] = [[] for _ in actions]
    for index in range(count):
        for offset in range(len(actions)):
            which = (index + offset) % len(actions)
            start = clock()
            actions[which]()
            seconds[which].append(clock() - start)
    return [statistics.median(times) for times in seconds]


def sdk_headers(base_url: str) -> dict[str, str]:
    """The headers the SDK sends on ``templates.get``, but the request id (fresh on every call).

    Seen through an ``http_client`` of our own, a public argument; the timed client is a default one.
    """
    import textsvc

    seen: list[httpx.Request] = []
    with (
        httpx.Client(event_hooks={"request": [seen.append]}) as spy,
        textsvc.Client(api_key=API_KEY, base_url=base_url, http_client=spy) as client,
    ):
        client.templates.get(3, is_mms=False)
    headers = {
        name: value for name, value in seen[-1].headers.items() if name not in ("host", "x-request-id")
    }
    assert {"authorization", "user-agent", "accept"} <= headers.keys(), headers.keys()
    return headers


def per_call_cost() -> Figure:
    import textsvc

    pairs = sized(600, 200)
    with canned_server() as base_url:
        raw = httpx.Client(headers=sdk_headers(base_url), timeout=30.0)
        with textsvc.Client(api_key=API_KEY, base_url=base_url) as client, raw:
            url = base_url + "/templates/3"

            def sdk() -> object:
                return client.templates.get(3, is_mms=False)

            def baseline() -> object:
                response = raw.get(
                    url, params={"isMMS": "false"}, headers={"X-Request-ID": str(uuid.uuid4())}
                )
                return json.loads(response.content)

            interleaved([sdk, baseline], 300)  # warm both pools
            results = [interleaved([sdk, baseline], pairs) for _ in range(rounds(RUNS))]
    ratios = ratios_of(results)
    return Figure(
        "per call: `templates.get` against a loopback server",
        statistics.median(pair[0] for pair in results) * 1e6,
        statistics.median(pair[1] for pair in results) * 1e6,
        "µs",
        "<= 1.25x (public APIs only)",
        statistics.median(ratios) <= 1.25,
        f"each round {pairs} call pairs, interleaved; the baseline sends the SDK's headers (a fresh "
        "`X-Request-ID` each call) and decodes with `json.loads`; a canned server in its own process",
        ratios,
        "raw httpx, same headers, JSON decode",
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
    from textsvc._json import decode_json
    from textsvc._pagination import PageParser
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
        parse = PageParser(model)

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
        interleaved(measured, 3)  # warm up
        results = [interleaved(measured, PARSE_ROUNDS) for _ in range(rounds(RUNS))]
        sdk_time, pydantic_time, loads_time, stdlib_time = (
            statistics.median(r[i] for r in results) for i in range(4)
        )
        ratios = ratios_of(results)
        figures.append(
            Figure(
                f"parse a 1000-row page of {label} into models (bytes to models)",
                sdk_time * 1e3,
                pydantic_time * 1e3,
                "ms",
                "<= 1.5x",
                statistics.median(ratios) <= 1.5,
                f"each round {PARSE_ROUNDS} parses of each, interleaved; "
                f"`json.loads` alone: {loads_time * 1e3:.2f} ms "
                f"({loads_time / pydantic_time:.2f}x pydantic); "
                f"SDK decoder: {decoder}; with the stdlib decoder: {stdlib_time * 1e3:.2f} ms "
                f"({stdlib_time / pydantic_time:.2f}x pydantic)",
                ratios,
                "pydantic v2 `model_validate_json`, same schema",
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
            announced: dict[str, str] = {}
            while "TEXTSVC_API_KEY" not in announced:
                line = process.stdout.readline()
                if not line:
                    raise RuntimeError("the fake service exited before it announced its URL")
                name, _, value = line.strip().partition("=")
                announced[name] = value
            yield announced["TEXTSVC_BASE_URL"], API_KEY
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

            results = [one_run() for _ in range(rounds(RUNS))]
    sdk_time = statistics.median(result[0] for result in results)
    raw_time = statistics.median(result[1] for result in results)
    ratios = ratios_of(results)
    requests = results[0][2]
    return Figure(
        f"list {RECORDS:,} records by auto-pagination against the fake (limits off)",
        sdk_time,
        raw_time,
        "s",
        "<= 1.15x; requests = ceil(N/1000)",
        requests == wanted and statistics.median(ratios) <= 1.15,
        f"{requests} requests (ceil(N/1000) = {wanted}); pages alternating between the two; "
        "the fake runs in its own process",
        ratios,
        "raw httpx page loop + `json.loads`",
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
        f"list {RECORDS:,} records against the fake with the documented limits on (clock x20)",
        clock.slept,
        forced,
        "s (simulated)",
        "<= 1.05x; 0 429s",
        refused == 0 and listed == RECORDS and abs(clock.slept - forced) <= 0.05 * forced,
        f"one run; {refused} responses were 429; {listed:,} records; {len(windows)} windows spent",
        baseline_label="the waits the limit forces",
    )


def concurrent_gets() -> Figure:
    import textsvc

    # As many as httpx's default pool has connections: beyond them, httpx's own queueing and
    # connection churn swamp both sides alike (500 took seconds either way, rounds 0.3x-4x apart).
    count = 100

    async def measure() -> list[tuple[float, float]]:
        with canned_server() as base_url:
            headers = {"Authorization": f"Bearer {API_KEY}"}
            async with (
                textsvc.AsyncClient(api_key=API_KEY, base_url=base_url) as client,
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
                results = []
                for index in range(rounds(9)):
                    if index % 2:
                        raw_seconds, sdk_seconds = await baseline(), await sdk()
                    else:
                        sdk_seconds, raw_seconds = await sdk(), await baseline()
                    results.append((sdk_seconds, raw_seconds))
                return results

    results = asyncio.run(measure())
    ratios = ratios_of(results)
    return Figure(
        f"{count} concurrent `link_tags.get` on one `AsyncClient` (canned server)",
        statistics.median(r[0] for r in results) * 1e3,
        statistics.median(r[1] for r in results) * 1e3,
        "ms",
        "<= 1.2x",
        statistics.median(ratios) <= 1.2,
        "both through httpx's default pool (100 connections, 20 kept alive); beyond 100 at once, "
        "httpx's own queueing and connection churn swamp both sides alike",
        ratios,
        "raw `httpx.AsyncClient` + `json.loads`",
    )


IMPORT_RUNS = 15


def _import_seconds(module: str) -> float:
    return timed(lambda: subprocess.run([sys.executable, "-c", f"import {module}"], check=True))


def _self_import_times(module: str) -> dict[str, float]:
    """Seconds each module took to import itself (``-X importtime``'s self column) for ``import module``."""
    run = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", f"import {module}"],
        capture_output=True,
        text=True,
        check=True,
    )
    times: dict[str, float] = {}
    for line in run.stderr.splitlines():
        found = re.match(r"import time:\s+(\d+) \|\s+\d+ \|(\s*)(\S+)", line)
        if found:
            times[found[3]] = int(found[1]) / 1e6
    return times


def import_breakdown(runs: int = 5) -> tuple[list[tuple[str, float]], list[tuple[str, float]]]:
    """What ``import textsvc`` imports beyond ``import httpx``, biggest first: (by package, by module).

    Medians over ``runs`` runs of ``-X importtime`` of each module's own import time.
    """
    httpx_modules = set(_self_import_times("httpx"))
    samples: defaultdict[str, list[float]] = defaultdict(list)
    for _ in range(runs):
        for module, seconds in _self_import_times("textsvc").items():
            if module not in httpx_modules:
                samples[module].append(seconds)
    modules = {module: statistics.median(times) for module, times in samples.items()}
    packages: defaultdict[str, float] = defaultdict(float)
    for module, seconds in modules.items():
        packages[module.split(".")[0]] += seconds
    by_size = sorted(packages.items(), key=lambda item: -item[1])
    return by_size, sorted(modules.items(), key=lambda item: -item[1])


def import_time() -> Figure:
    """Fresh interpreters, alternating which goes first; each pair's ratio is a round."""
    results = []
    for index in range(sized(IMPORT_RUNS, 5)):
        if index % 2:
            httpx_seconds, sdk_seconds = _import_seconds("httpx"), _import_seconds("textsvc")
        else:
            sdk_seconds, httpx_seconds = _import_seconds("textsvc"), _import_seconds("httpx")
        results.append((sdk_seconds, httpx_seconds))
    ratios = ratios_of(results)
    met = statistics.median(ratios) <= 1.5
    note = 'wall time of `python -c "import ..."` in a fresh interpreter, startup included'
    if not met:
        packages, modules = import_breakdown(rounds(5))
        extra = sum(seconds for _, seconds in packages)
        note += (
            f"; beyond httpx's, textsvc imports {extra * 1e3:.0f} ms of its own (`-X importtime`, self "
            "times), biggest first: "
            + ", ".join(f"`{name}` {seconds * 1e3:.1f} ms" for name, seconds in packages[:8])
            + "; the biggest modules: "
            + ", ".join(f"`{name}` {seconds * 1e3:.1f} ms" for name, seconds in modules[:8])
        )
    return Figure(
        "`import textsvc`",
        statistics.median(r[0] for r in results) * 1e3,
        statistics.median(r[1] for r in results) * 1e3,
        "ms",
        "<= 1.5x",
        met,
        note,
        ratios,
        "`import httpx`",
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

    results = [(sdk(), bare()) for _ in range(rounds(RUNS))]
    ratios = ratios_of(results)
    return Figure(
        "webhook `verify_signature` alone, 1 KiB body",
        statistics.median(r[0] for r in results) / 1e3,
        statistics.median(r[1] for r in results) / 1e3,
        "k verifications/s",
        ">= 0.9x",
        statistics.median(ratios) >= 0.9,
        f"each round {loops:,} verifications of each",
        ratios,
        "`hmac.new` + `compare_digest`",
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
        "regeneration (`scripts/regenerate.py --check`, as `nox -s check_generated` runs it)",
        seconds,
        math.nan,
        "s",
        "< 15 s (absolute)",
        seconds < 15,
        "one run; includes both generators and ruff",
        (seconds,),
    )
