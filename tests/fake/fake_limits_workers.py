"""Worker processes for the many-process test, started with ``spawn``: each makes its calls with its
own ``textsvc`` client and reports the status and ``RateLimit-Remaining`` of every answer."""

from __future__ import annotations

import asyncio
import contextlib
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import textsvc
from textsvc import RawResponse
from textsvc.testing import ManualClock

from tests.fake.fake_limits_callers import HOUR_END, HOUR_START

Seen = list[tuple[int, int | None]]
"""(status, RateLimit-Remaining) of each answer, in order."""


def _noted(answer: RawResponse[Any], seen: Seen) -> bool:
    """Note ``answer``; whether to go on (after a refusal the test fails anyway, and a client would
    only pace itself on, for up to a window)."""
    seen.append((answer.status_code, answer.rate_limit.remaining))
    return answer.status_code == 200


def _options(base_url: str, api_key: str) -> dict[str, Any]:
    # A fake that miscounts makes the client pace itself: on a clock of its own that costs no time.
    return {"api_key": api_key, "base_url": base_url, "max_retries": 0, "timeout": 10, "clock": ManualClock()}


def _sync_calls(base_url: str, api_key: str, general: int, analytics: int) -> tuple[Seen, Seen]:
    seen: tuple[Seen, Seen] = ([], [])
    with textsvc.Client(**_options(base_url, api_key)) as client:
        for _ in range(general):
            if not _noted(client.keywords.with_raw_response.main(), seen[0]):
                return seen
        for _ in range(analytics):
            answer = client.analytics.with_raw_response.delivery(start_date=HOUR_START, end_date=HOUR_END)
            if not _noted(answer, seen[1]):
                return seen
    return seen


async def _async_calls(base_url: str, api_key: str, general: int, analytics: int) -> tuple[Seen, Seen]:
    seen: tuple[Seen, Seen] = ([], [])
    async with textsvc.AsyncClient(**_options(base_url, api_key)) as client:
        for _ in range(general):
            if not _noted(await client.keywords.with_raw_response.main(), seen[0]):
                return seen
        for _ in range(analytics):
            answer = await client.analytics.with_raw_response.delivery(
                start_date=HOUR_START, end_date=HOUR_END
            )
            if not _noted(answer, seen[1]):
                return seen
    return seen


def make_calls(
    base_url: str, api_key: str, counts: tuple[int, int], use_async: bool, start: Any, results: Any
) -> None:
    """Wait at ``start`` (a barrier) for the other workers, make ``counts`` (general, analytics)
    calls, and put ``("seen", general, analytics)`` or ``("failed", error type)`` on ``results``."""
    try:
        start.wait(timeout=60)
        general, analytics = counts
        if use_async:
            seen = asyncio.run(_async_calls(base_url, api_key, general, analytics))
        else:
            seen = _sync_calls(base_url, api_key, general, analytics)
        results.put(("seen", *seen))
    except Exception as error:  # reported to the test, which fails with it
        results.put(("failed", type(error).__name__))


def _announced_lines(process: subprocess.Popen[str], count: int) -> list[str]:
    assert process.stdout is not None
    return [process.stdout.readline().strip() for _ in range(count)]


@contextlib.contextmanager
def fake_in_a_process(*options: str) -> Iterator[str]:
    """``python -m textsvc.testing --port 0 *options`` in a subprocess; its base URL. Always ended."""
    command = [sys.executable, "-m", "textsvc.testing", "--port", "0", *options]
    with (
        subprocess.Popen(command, stdout=subprocess.PIPE, text=True) as process,
        ThreadPoolExecutor(max_workers=1) as reader,
    ):
        try:
            # The server prints its base URL and key once it listens; bounded, as it may never start.
            first, _ = reader.submit(_announced_lines, process, 2).result(timeout=60)
            yield first.removeprefix("TEXTSVC_BASE_URL=")
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)
