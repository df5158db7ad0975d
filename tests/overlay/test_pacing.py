"""The client waits out a spent rate-limit window instead of spending a request on a 429."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import httpx
import pytest
import textsvc
from textsvc._policies import policy_for

from tests.overlay.mocking import LINK_TAG, Script, envelope, error_body, json_response, sync_client


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
    for _ in range(6):
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


def test_a_reset_beyond_the_cap_waits_the_cap() -> None:
    script = Script(limited(0, 86_400_000), limited(29, 60000))
    client, clock = sync_client(script)
    client.link_tags.get(3)
    client.link_tags.get(3)
    assert clock.sleeps == [60.0]


def test_x_ratelimit_headers_alone_are_paced_on() -> None:
    headers = {"X-RateLimit-Limit": "30", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "3000"}
    script = Script(json_response(200, envelope(LINK_TAG), headers), limited(29, 60000))
    client, clock = sync_client(script)
    client.link_tags.get(3)
    client.link_tags.get(3)
    assert clock.sleeps == [3.0]


def test_a_429_with_only_x_ratelimit_headers_is_waited_out() -> None:
    headers = {"X-RateLimit-Limit": "5", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "2000"}
    script = Script(json_response(429, error_body(429, "rate_limit_error"), headers), limited(4, 60000))
    client, clock = sync_client(script)
    assert client.link_tags.get(3).id == 3
    assert clock.sleeps == [2.0]
    assert len(script.requests) == 2


def test_a_429_spends_the_window_for_every_caller() -> None:
    # The 429 says "wait 5 s": a call made after the failed one waits too, rather than trying.
    script = Script(
        json_response(429, error_body(429, "rate_limit_error"), {"Retry-After": "5"}), limited(9, 60000)
    )
    client, clock = sync_client(script, max_retries=0)
    with pytest.raises(textsvc.SvcRateLimitError):
        client.link_tags.get(3)
    client.link_tags.get(3)
    assert clock.sleeps == [5.0]


def test_windows_are_per_limit() -> None:
    analytics = {"totalMessages": 0, "deliverability": 0, "inflight": 0, "rows": []}

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


def test_buckets_come_from_the_spec() -> None:
    assert policy_for("GET", "/analytics/delivery").bucket == "analytics"
    assert policy_for("POST", "/groups/4/subscribers/bulk-create").bucket == "bulk-groups"
    assert policy_for("POST", "/groups/4/subscribers/bulk-delete").bucket == "bulk-groups"
    assert policy_for("POST", "/send").bucket == "send"
    assert policy_for("GET", "/subscribers").bucket == "subscribers"
    assert policy_for("GET", "/templates").bucket == "general"


def test_a_429_with_an_http_date_retry_after_is_waited_out() -> None:
    moment = datetime.now(UTC) + timedelta(seconds=30)
    headers = {"Retry-After": format_datetime(moment, usegmt=True)}
    script = Script(json_response(429, error_body(429, "rate_limit_error"), headers), limited(29, 60000))
    client, clock = sync_client(script)
    assert client.link_tags.get(3).id == 3
    assert len(clock.sleeps) == 1
    assert 28.0 <= clock.sleeps[0] <= 30.0
