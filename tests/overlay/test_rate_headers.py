"""Rate-limit headers are read leniently: a value a server garbles is absent, never an error."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from typing import Any

import httpx
import pytest
from textsvc import RateLimit
from textsvc._rate_limit import MAX_WAIT, capped_wait, retry_delay_from_headers

GARBAGE = [
    "inf",
    "nan",
    "1e400",
    "-1",
    "-Infinity",
    "Infinity",
    "soon",
    "",
    "0x10",
    "1e3",
    "Wed, 21 Oct 2026 07:28:00 GMT",
]


def parsed(**headers: str) -> RateLimit:
    return RateLimit.from_headers(
        httpx.Headers({name.replace("_", "-"): value for name, value in headers.items()})
    )


@pytest.mark.parametrize("value", GARBAGE)
def test_garbage_counts_and_resets_are_absent(value: str) -> None:
    rate_limit = parsed(RateLimit_Limit=value, RateLimit_Remaining=value, RateLimit_Reset=value)
    assert (rate_limit.limit, rate_limit.remaining, rate_limit.reset) == (None, None, None)
    assert not rate_limit.announced


@pytest.mark.parametrize("value", [v for v in GARBAGE if "GMT" not in v])
def test_garbage_retry_after_is_absent(value: str) -> None:
    assert parsed(Retry_After=value).retry_after is None


def test_plain_values_read_in_the_documented_units() -> None:
    rate_limit = parsed(
        RateLimit_Limit="30", RateLimit_Remaining="4", RateLimit_Reset="1500", Retry_After="2"
    )
    assert (rate_limit.limit, rate_limit.remaining, rate_limit.reset, rate_limit.retry_after) == (
        30,
        4,
        1.5,
        2.0,
    )
    assert rate_limit.announced


def test_x_ratelimit_headers_stand_in_for_missing_ratelimit_ones() -> None:
    rate_limit = parsed(X_RateLimit_Limit="5", X_RateLimit_Remaining="0", X_RateLimit_Reset="2500")
    assert (rate_limit.limit, rate_limit.remaining, rate_limit.reset) == (5, 0, 2.5)


def test_x_ratelimit_reset_as_a_unix_time_in_seconds() -> None:
    in_ten_seconds = str(int(time.time()) + 10)
    reset = parsed(X_RateLimit_Reset=in_ten_seconds).reset
    assert reset is not None
    assert 8.0 <= reset <= 10.0


def test_ratelimit_headers_win_over_their_x_twins() -> None:
    rate_limit = parsed(
        RateLimit_Remaining="3", X_RateLimit_Remaining="9", RateLimit_Reset="1000", X_RateLimit_Reset="9000"
    )
    assert (rate_limit.remaining, rate_limit.reset) == (3, 1.0)


def test_retry_after_as_an_http_date() -> None:
    moment = datetime.now(UTC) + timedelta(seconds=30)
    retry_after = parsed(Retry_After=format_datetime(moment, usegmt=True)).retry_after
    assert retry_after is not None
    assert 28.0 <= retry_after <= 30.0


def test_retry_after_date_in_the_past_is_no_wait() -> None:
    assert parsed(Retry_After="Wed, 21 Oct 2015 07:28:00 GMT").retry_after == 0.0


def test_repeated_headers_take_the_cautious_value() -> None:
    headers = httpx.Headers(
        [("RateLimit-Remaining", "4"), ("ratelimit-remaining", "9"), ("RateLimit-Reset", "100, 2000")]
    )
    rate_limit = RateLimit.from_headers(headers)
    assert (rate_limit.remaining, rate_limit.reset) == (4, 2.0)


def test_a_garbled_part_of_a_repeated_header_spoils_it() -> None:
    assert parsed(RateLimit_Remaining="4, x").remaining is None


def test_plain_mappings_read_like_httpx_headers() -> None:
    mapping: dict[str, Any] = {"ratelimit-REMAINING": "7", "Retry-After": "1"}
    assert RateLimit.from_headers(mapping).remaining == 7
    assert retry_delay_from_headers(mapping) == 1.0


def test_retry_delay_prefers_retry_after_then_the_reset() -> None:
    assert retry_delay_from_headers(httpx.Headers({"Retry-After": "3", "RateLimit-Reset": "9000"})) == 3.0
    assert retry_delay_from_headers(httpx.Headers({"RateLimit-Reset": "9000"})) == 9.0
    assert retry_delay_from_headers(httpx.Headers({})) is None


@pytest.mark.parametrize(
    ("seconds", "expected"),
    [
        (-5.0, 0.0),
        (0.0, 0.0),
        (1.5, 1.5),
        (MAX_WAIT, MAX_WAIT),
        (1e15, MAX_WAIT),
        (float("inf"), MAX_WAIT),
        (float("nan"), 0.0),
    ],
)
def test_waits_are_capped(seconds: float, expected: float) -> None:
    assert capped_wait(seconds) == expected


@pytest.mark.parametrize(
    ("seconds", "wait"),
    [
        (0.5, 0.5),
        (1.0, 1.0),
        (59.5, 59.5),
        (60.0, MAX_WAIT),
        (1e9, MAX_WAIT),
        (float("inf"), MAX_WAIT),
        (0.0, 0.0),
        (-3.0, 0.0),
        (float("nan"), 0.0),
        (float("-inf"), 0.0),
    ],
)
def test_a_wait_is_kept_within_zero_and_the_cap(seconds: float, wait: float) -> None:
    assert capped_wait(seconds) == wait
