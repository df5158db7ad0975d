"""Webhook registration rules, and emit: routing, signatures, retries, throughput, alerts."""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Iterator

import pytest
import textsvc
from textsvc import webhooks
from textsvc.testing import FakeService, ManualClock

from tests.fake.loopback_listener import Listener


@pytest.fixture
def listener() -> Iterator[Listener]:
    server = Listener([200])
    yield server
    server.close()


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def fake(clock: ManualClock) -> Iterator[FakeService]:
    with FakeService(rate_limits=False, clock=clock, webhook_retry_delay=1.0) as service:
        yield service


def test_one_webhook_per_event_type_per_pool(fake: FakeService) -> None:
    with fake.client() as client:
        client.webhooks.create(event="message-reply", url="http://127.0.0.1:9/a", secret="s")
        with pytest.raises(textsvc.SvcInvalidFieldError, match="already registered"):
            client.webhooks.create(event="message-reply", url="http://127.0.0.1:9/b", secret="s")
        client.webhooks.create(
            event="message-send", url="http://127.0.0.1:9/a", secret="s"
        )  # same URL, other type
        client.webhooks.create(event="message-reply", url="http://127.0.0.1:9/p", secret="s", pool_id="p1")
        assert len(list(client.webhooks.list())) == 3


def test_pool_cannot_change_by_update(fake: FakeService) -> None:
    with fake.client() as client:
        hook = client.webhooks.create(
            event="message-reply", url="http://127.0.0.1:9/p", secret="s", pool_id="p1"
        )
    import httpx

    response = httpx.patch(
        f"{fake.base_url}/webhooks/{hook.id}",
        json={"poolId": "p2"},
        headers={"Authorization": f"Bearer {fake.api_key}"},
    )
    assert response.status_code == 400
    assert response.json()["type"] == "invalid_field_error"
    assert "poolId" in response.json()["message"]


def test_events_go_to_the_pool_webhook_else_the_global_one(fake: FakeService, listener: Listener) -> None:
    with fake.client() as client:
        client.webhooks.create(event="message-reply", url=listener.url("/global"), secret="g")
        client.webhooks.create(event="message-reply", url=listener.url("/pool"), secret="p", pool_id="p1")
    fake.emit("message-reply", {"n": 1}, pool_id="p1")
    fake.emit("message-reply", {"n": 2}, pool_id="p2")
    fake.emit("message-reply", {"n": 3})
    assert fake.emit("number-opt-in", {"n": 4}) == []
    assert [path for path, _, _ in listener.requests] == ["/pool", "/global", "/global"]


def test_signature_is_hmac_sha256_of_the_exact_body(fake: FakeService, listener: Listener) -> None:
    secret = webhooks.generate_secret()
    with fake.client() as client:
        client.webhooks.create(event="delivery-status", url=listener.url(), secret=secret)
    fake.emit("delivery-status", {"text": "café", "n": [1, 2]})
    _, headers, body = listener.requests[0]
    assert json.loads(body) == {"text": "café", "n": [1, 2]}
    assert headers["X-Signature"] == hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    assert headers["Content-Type"] == "application/json"


def test_failures_are_retried_twice_with_backoff_when_asked(fake: FakeService, clock: ManualClock) -> None:
    server = Listener([500, 503, 200])
    try:
        with fake.client() as client:
            client.webhooks.create(event="message-send", url=server.url(), secret="s", retry_on_error=True)
        start = clock.now()
        attempts = fake.emit("message-send", {"id": 1})
    finally:
        server.close()
    assert [attempt.status for attempt in attempts] == [500, 503, 200]
    assert clock.now() - start == 3.0  # backoff 1 s then 2 s
    assert fake.deliveries == attempts
    assert fake.alerts == []


def test_without_retry_on_error_one_failure_is_final(fake: FakeService) -> None:
    server = Listener([500])
    try:
        with fake.client() as client:
            client.webhooks.create(event="message-send", url=server.url(), secret="s")
        assert [attempt.status for attempt in fake.emit("message-send", {})] == [500]
    finally:
        server.close()


@pytest.mark.parametrize(
    ("options", "alerted"),
    [
        ({"send_alert_email": True, "alert_email": "ops@example.com"}, ["ops@example.com"]),
        ({"send_alert_email": True}, ["owner@account.example"]),
        ({"send_alert_email": False}, []),
        ({"send_alert_email": True, "skip_errors": True}, []),
        ({"send_alert_email": True, "skip_error_codes": ["404"]}, []),
        ({"send_alert_email": True, "skip_error_codes": ["500"]}, ["owner@account.example"]),
    ],
)
def test_alerts_on_final_failure(fake: FakeService, options: dict[str, object], alerted: list[str]) -> None:
    server = Listener([404])
    try:
        with fake.client() as client:
            client.webhooks.create(event="number-opt-in", url=server.url(), secret="s", **options)  # type: ignore[arg-type]
        fake.emit("number-opt-in", {})
    finally:
        server.close()
    assert [alert.email for alert in fake.alerts] == alerted


def test_unreachable_listener_is_a_failed_attempt(fake: FakeService) -> None:
    with fake.client() as client:
        client.webhooks.create(event="message-reply", url="http://127.0.0.1:9/closed", secret="s")
    attempts = fake.emit("message-reply", {})
    assert attempts[0].status is None
    assert attempts[0].ok is False


def test_throughput_per_minute_is_respected(
    fake: FakeService, clock: ManualClock, listener: Listener
) -> None:
    with fake.client() as client:
        client.webhooks.create(
            event="message-reply", url=listener.url(), secret="s", max_throughput_per_minute=2
        )
    for number in range(5):
        fake.emit("message-reply", {"n": number})
    assert len(listener.requests) == 5
    assert clock.now() == 120.0  # 2 per 60 s: the 3rd and 5th waited for a window


def test_codes_expire_on_the_fakes_clock(fake: FakeService, clock: ManualClock) -> None:
    with fake.client() as client:
        sent = client.verify.send_code(to="+15555550123", service_name="Shop", timeout_seconds=60)
        code = fake.last_code("+15555550123")
        clock.advance(61)
        assert client.verify.check_code(verification_id=sent.verification_id, code=code).status == "EXPIRED"
    with pytest.raises(LookupError):
        fake.last_code("+19999999999")
