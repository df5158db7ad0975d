"""``python -m textsvc.testing`` serves the workers of several processes at once and counts them as the
service would: one general window for the address they share, one analytics window per key."""

from __future__ import annotations

import multiprocessing
from typing import Any

import pytest
import textsvc

from tests.fake.fake_limits_callers import HOUR_END, HOUR_START
from tests.fake.fake_limits_workers import fake_in_a_process, make_calls

pytestmark = pytest.mark.processes  # the test sessions run these after the others, one at a time

KEYS = ("sk_worker_one_5d1e", "sk_worker_two_9b7c", "sk_worker_three_2a4f")
GENERAL_CALLS = 10
"""Per worker: three workers spend the general window of 30 exactly."""
ANALYTICS_CALLS = 5
"""Per worker: each key's whole analytics window."""


def _run_workers(base_url: str) -> list[tuple[Any, ...]]:
    """Three spawned workers, one per key (the last with an ``AsyncClient``), started together."""
    context = multiprocessing.get_context("spawn")
    start = context.Barrier(len(KEYS))
    results = context.Queue()
    workers = [
        context.Process(
            target=make_calls,
            args=(base_url, key, (GENERAL_CALLS, ANALYTICS_CALLS), index == len(KEYS) - 1, start, results),
            daemon=True,
        )
        for index, key in enumerate(KEYS)
    ]
    try:
        for worker in workers:
            worker.start()
        return [results.get(timeout=120) for _ in workers]
    finally:
        for worker in workers:
            worker.join(timeout=10)
            if worker.is_alive():
                worker.kill()
                worker.join(timeout=10)


def test_three_processes_share_one_general_window_and_keep_their_own_account_windows() -> None:
    extra_keys = [option for key in KEYS[1:] for option in ("--extra-api-key", key)]
    with fake_in_a_process("--api-key", KEYS[0], *extra_keys) as base_url:
        outcomes = _run_workers(base_url)
        assert [outcome[0] for outcome in outcomes] == ["seen"] * len(KEYS), outcomes
        general = [answer for _, seen, _ in outcomes for answer in seen]
        # Every answer was a 200, and the 30 remaining counts are 29..0 once each: one window, counted
        # down by all three processes, whatever order their calls reached the fake in.
        assert {status for status, _ in general} == {200}
        assert sorted(remaining for _, remaining in general) == list(range(30))
        for _, seen, _ in outcomes:
            counts = [remaining for _, remaining in seen]
            assert counts == sorted(counts, reverse=True)
        for _, _, analytics in outcomes:
            assert analytics == [(200, remaining) for remaining in (4, 3, 2, 1, 0)]

        # A fourth caller, a fresh client with the first key: both windows it would use are spent.
        with textsvc.Client(api_key=KEYS[0], base_url=base_url, max_retries=0, timeout=10) as client:
            with pytest.raises(textsvc.SvcRateLimitError) as general_refusal:
                client.keywords.main()
            with pytest.raises(textsvc.SvcRateLimitError):
                client.analytics.delivery(start_date=HOUR_START, end_date=HOUR_END)
        assert general_refusal.value.retry_after is not None
        assert 0 < general_refusal.value.retry_after <= 60
