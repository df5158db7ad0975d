"""Retries, backoff, server-requested waits, one X-Request-Id per call, connection failures."""

from __future__ import annotations

import uuid

import httpx
import pytest
import textsvc

from tests.overlay.mocking import (
    LINK_TAG,
    Script,
    async_client,
    envelope,
    error_body,
    json_response,
    sync_client,
)

OK = json_response(200, envelope(LINK_TAG))


def test_5xx_then_success_is_retried_with_one_request_id() -> None:
    script = Script(json_response(503, error_body(503, "internal_server_error")), json_response(500, {}), OK)
    client, clock = sync_client(script)
    assert client.link_tags.get(3).id == 3
    assert len(script.requests) == 3
    ids = {request.headers["X-Request-Id"] for request in script.requests}
    assert len(ids) == 1
    uuid.UUID(ids.pop())
    assert len(clock.sleeps) == 2
    assert 0.25 <= clock.sleeps[0] <= 0.5  # first backoff: 0.5 s with jitter in [0.5, 1]
    assert 0.5 <= clock.sleeps[1] <= 1.0


def test_each_call_gets_its_own_request_id() -> None:
    script = Script(OK)
    client, _ = sync_client(script)
    client.link_tags.get(3)
    client.link_tags.get(3)
    assert script.requests[0].headers["X-Request-Id"] != script.requests[1].headers["X-Request-Id"]


@pytest.mark.parametrize("status", [408, 429, 500, 502, 503, 504, 520])
def test_retryable_statuses(status: int) -> None:
    script = Script(httpx.Response(status), OK)
    client, _ = sync_client(script)
    assert client.link_tags.get(3).tag == "promo"
    assert len(script.requests) == 2


@pytest.mark.parametrize("status", [400, 401, 403, 404, 409, 422])
def test_client_errors_are_not_retried(status: int) -> None:
    script = Script(httpx.Response(status), OK)
    client, clock = sync_client(script)
    with pytest.raises(textsvc.SvcAPIError):
        client.link_tags.get(3)
    assert len(script.requests) == 1
    assert clock.sleeps == []


def test_gives_up_after_max_retries_with_the_last_error() -> None:
    script = Script(json_response(500, error_body(500, "internal_server_error", "boom")))
    client, clock = sync_client(script, max_retries=3)
    with pytest.raises(textsvc.SvcInternalServerError, match="boom"):
        client.link_tags.get(3)
    assert len(script.requests) == 4
    assert len(clock.sleeps) == 3


def test_max_retries_zero_sends_once() -> None:
    script = Script(httpx.Response(503), OK)
    client, _ = sync_client(script, max_retries=0)
    with pytest.raises(textsvc.SvcInternalServerError):
        client.link_tags.get(3)
    assert len(script.requests) == 1


def test_429_honours_retry_after_seconds() -> None:
    script = Script(json_response(429, error_body(429, "rate_limit_error"), {"Retry-After": "12"}), OK)
    client, clock = sync_client(script)
    assert client.link_tags.get(3).id == 3
    assert clock.sleeps == [12.0]


def test_429_honours_ratelimit_reset_milliseconds() -> None:
    script = Script(json_response(429, error_body(429, "rate_limit_error"), {"RateLimit-Reset": "2500"}), OK)
    client, clock = sync_client(script)
    client.link_tags.get(3)
    assert clock.sleeps[-1] == 2.5


def test_server_requested_wait_is_capped() -> None:
    script = Script(json_response(429, error_body(429, "rate_limit_error"), {"Retry-After": "86400"}), OK)
    client, clock = sync_client(script)
    client.link_tags.get(3)
    assert clock.sleeps == [60.0]


def test_timeouts_become_timeout_errors_after_retries() -> None:
    script = Script(httpx.ReadTimeout("slow"))
    client, clock = sync_client(script)
    with pytest.raises(textsvc.SvcAPITimeoutError) as raised:
        client.link_tags.get(3)
    assert isinstance(raised.value, textsvc.SvcAPIConnectionError)
    assert isinstance(raised.value.__cause__, httpx.ReadTimeout)
    assert raised.value.request is script.requests[-1]  # the error carries the request that failed
    assert len(script.requests) == 3
    assert len(clock.sleeps) == 2


def test_connection_reset_then_success() -> None:
    script = Script(httpx.ReadError("connection reset by peer"), OK)
    client, _ = sync_client(script)
    assert client.link_tags.get(3).id == 3
    assert script.requests[0].headers["X-Request-Id"] == script.requests[1].headers["X-Request-Id"]


def test_connection_refused_gives_connection_error() -> None:
    script = Script(httpx.ConnectError("refused"))
    client, _ = sync_client(script, max_retries=1)
    with pytest.raises(textsvc.SvcAPIConnectionError, match="refused") as raised:
        client.link_tags.get(3)
    assert not isinstance(raised.value, textsvc.SvcAPITimeoutError)
    assert raised.value.request is script.requests[-1]


def test_a_create_whose_answer_was_lost_is_not_sent_again() -> None:
    # The request may have been processed: sending it again could create the record twice.
    script = Script(httpx.ReadError("reset"), OK)
    client, clock = sync_client(script)
    with pytest.raises(textsvc.SvcAPIConnectionError):
        client.link_tags.create(tag="x")
    assert len(script.requests) == 1
    assert clock.sleeps == []


async def test_async_client_retries_the_same_way() -> None:
    script = Script(httpx.Response(502), json_response(429, {}, {"Retry-After": "3"}), OK)
    client, clock = async_client(script)
    async with client:
        assert (await client.link_tags.get(3)).id == 3
    assert len(script.requests) == 3
    assert clock.sleeps[1] == 3.0
    assert len({request.headers["X-Request-Id"] for request in script.requests}) == 1


async def test_async_timeout() -> None:
    script = Script(httpx.ConnectTimeout("slow"))
    client, _ = async_client(script, max_retries=0)
    with pytest.raises(textsvc.SvcAPITimeoutError):
        await client.link_tags.get(3)
