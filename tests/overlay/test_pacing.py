"""The client waits out a spent rate-limit window instead of spending a request on a 429."""

from __future__ import annotations

import threading
from typing import Any

import httpx
import pytest
import textsvc
from textsvc._rate_limit import RateLimit, bucket_of

from tests.overlay.mocking import LINK_TAG, Script, envelope, json_response, sync_client


def limited(remaining: int, reset_ms: int, limit: int = 30) -> httpx.Response:
    headers = {
        "RateLimit-Limit": str(limit),
        "RateLimit-Remaining": str(remaining),
        "RateLimit-Reset": str(reset_ms),
    }
    return json_response(200, envelope(LINK_TAG), headers)


def test_a_spent_window_is_waited_out_before_the_next_request() -> None:
    script = Script(limited(0, 4000), limited(29, 60000))
    client, clock = sync_client(script)
    client.link_tags.get(3)
    assert clock.sleeps == []
    client.link_tags.get(3)
    assert clock.sleeps == [4.0]
    assert len(script.requests) == 2


def test_no_wait_while_requests_remain() -> None:
    script = Script(limited(5, 4000))
    client, clock = sync_client(script)
    for _ in range(5):
        client.link_tags.get(3)
    assert clock.sleeps == []


def test_the_last_remaining_request_goes_then_the_next_waits() -> None:
    script = Script(limited(1, 10000), limited(0, 10000), limited(29, 60000))
    client, clock = sync_client(script)
    client.link_tags.get(3)
    client.link_tags.get(3)
    assert clock.sleeps == []
    client.link_tags.get(3)
    assert clock.sleeps == [10.0]


def test_windows_are_per_limit() -> None:
    analytics = {
        "totalMessages": 0,
        "deliverability": 0,
        "inflight": 0,
        "rows": [],
    }

    def handler(request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/analytics/delivery"):
            return json_response(
                200, envelope(analytics), {"RateLimit-Remaining": "0", "RateLimit-Reset": "60000"}
            )
        return limited(29, 60000)

    client, clock = sync_client(handler)
    client.analytics.delivery(start_date="2026-01-01T00:00:00Z", end_date="2026-01-01T01:00:00Z")
    client.link_tags.get(3)  # the general window is not spent
    assert clock.sleeps == []
    client.analytics.delivery(start_date="2026-01-01T00:00:00Z", end_date="2026-01-01T01:00:00Z")
    assert clock.sleeps == [60.0]


def test_buckets_follow_the_documented_limits() -> None:
    assert bucket_of("GET", "/analytics/delivery") == "analytics"
    assert bucket_of("POST", "/groups/4/subscribers/bulk-create") == "bulk-groups"
    assert bucket_of("POST", "/groups/4/subscribers/bulk-delete") == "bulk-groups"
    assert bucket_of("POST", "/send") == "send"
    assert bucket_of("GET", "/subscribers") == "subscribers"
    assert bucket_of("GET", "/templates") == "general"


def test_rate_limit_headers_parse_and_tolerate_garbage() -> None:
    headers = httpx.Headers(
        {"RateLimit-Limit": "30", "RateLimit-Remaining": "x", "X-RateLimit-Remaining": "4"}
    )
    parsed = RateLimit.from_headers(headers)
    assert (parsed.limit, parsed.remaining, parsed.reset, parsed.retry_after) == (30, 4, None, None)


@pytest.mark.parametrize("wrap", [httpx.Headers, list], ids=["httpx.Headers", "plain mapping"])
def test_rate_limit_headers_read_any_case_and_refuse_a_repeated_header(wrap: type) -> None:
    pairs = [
        ("ratelimit-LIMIT", "30"),
        ("RATELIMIT-RESET", "1500"),
        ("Retry-After", "2"),
        ("RateLimit-Remaining", "4"),
        ("ratelimit-remaining", "9"),  # two different counts: trust neither
    ]
    headers = httpx.Headers(pairs) if wrap is httpx.Headers else _MultiMapping(pairs)
    parsed = RateLimit.from_headers(headers)
    assert (parsed.limit, parsed.remaining, parsed.reset, parsed.retry_after) == (30, None, 1.5, 2.0)


class _MultiMapping(dict[str, str]):
    """A plain mapping whose items() repeats a key, as a multi-dict's would."""

    def __init__(self, pairs: list[tuple[str, str]]) -> None:
        super().__init__(pairs)
        self._pairs = pairs

    def items(self) -> Any:
        return list(self._pairs)


def test_pacing_is_thread_safe() -> None:
    # 20 threads share a window of 10: exactly 10 go at once, the rest wait for the reset.
    lock = threading.Lock()
    served = []

    def handler(request: httpx.Request) -> httpx.Response:
        with lock:
            served.append(request)
            return limited(max(10 - len(served), 0), 5000, limit=10)

    client, clock = sync_client(handler)
    client.link_tags.get(3)  # learn the window: 9 remain
    threads = [threading.Thread(target=client.link_tags.get, args=(3,)) for _ in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(served) == 21
    assert len(clock.sleeps) >= 11  # every request past the 9 that remained waited for the reset
    assert isinstance(client, textsvc.Client)
