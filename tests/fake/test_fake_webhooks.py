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
from tests.fake.raw import error_of, http
from tests.hostile import Exchange, HostileServer, head
from tests.overlay.scripted_clients import serve


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


# ------------------------------------------ registrations the fake cannot deliver to (issue 21, item 11)
# Before: maxThroughputPerMinute 0 or less was registered, then fake.emit raised IndexError (a send's
# events were dropped); an unusable url was registered, then fake.emit raised httpx.InvalidURL.

UNUSABLE_URLS = {
    "a host IDNA cannot encode": "http://xn--a.example/hooks",
    "a dotted quad past 255": "http://1.2.3.999/hooks",
}
"""URLs of the spec's form that no request can be sent to: the strict fake refuses them (a rule of
the spec's x-unstated-rules), the lenient one records their deliveries as failed."""
MALFORMED_URLS = {
    "unclosed IPv6 bracket": "http://[::1",
    "an IPv6 literal": "http://[::1]:9/hooks",
    "another scheme": "ftp://127.0.0.1/hooks",
    "no scheme": "127.0.0.1:9/hooks",
    "no host": "http:///hooks",
    "port past 65535": "http://127.0.0.1:99999/hooks",
    "empty": "",
}
"""URLs the spec's pattern refuses: the SDK before sending, and either fake."""


@pytest.mark.parametrize("throughput", [0, -1])
def test_a_throughput_below_one_is_refused_when_sent_raw(fake: FakeService, throughput: int) -> None:
    with http(fake) as raw:
        created = raw.post(
            "/webhooks",
            json={
                "event": "message-send",
                "url": "http://127.0.0.1:9/",
                "secret": "s",
                "maxThroughputPerMinute": throughput,
            },
        )
        hook = raw.post(
            "/webhooks", json={"event": "message-reply", "url": "http://127.0.0.1:9/", "secret": "s"}
        )
        updated = raw.patch(
            f"/webhooks/{hook.json()['data']['id']}", json={"maxThroughputPerMinute": throughput}
        )
    for refused in (created, updated):
        assert (refused.status_code, error_of(refused)["type"]) == (400, "invalid_field_error")
        assert "maxThroughputPerMinute" in error_of(refused)["message"]
    assert [webhook["maxThroughputPerMinute"] for webhook in fake.state["webhooks"].all()] == [600]


@pytest.mark.parametrize("throughput", [0, -1])
def test_the_sdk_refuses_a_throughput_below_one_before_sending(throughput: int) -> None:
    with serve(lambda exchange: exchange.respond(500), "sync") as (server, client):
        with pytest.raises(ValueError, match="max_throughput_per_minute must be at least 1"):
            client.webhooks.create(
                event="message-send",
                url="http://127.0.0.1:9/",
                secret="s",
                max_throughput_per_minute=throughput,
            )
        with pytest.raises(ValueError, match="max_throughput_per_minute must be at least 1"):
            client.webhooks.update(1, max_throughput_per_minute=throughput)
    assert server.requests == []


@pytest.mark.parametrize("url", list(UNUSABLE_URLS.values()), ids=list(UNUSABLE_URLS))
def test_an_unusable_url_is_refused_at_registration_and_update(fake: FakeService, url: str) -> None:
    with fake.client() as client:
        with pytest.raises(textsvc.SvcInvalidFieldError, match=r"^url ") as created:
            client.webhooks.create(event="message-send", url=url, secret="s")
        hook = client.webhooks.create(event="message-reply", url="http://127.0.0.1:9/", secret="s")
        with pytest.raises(textsvc.SvcInvalidFieldError, match=r"^url ") as updated:
            client.webhooks.update(hook.id, url=url)
    for refused in (created, updated):
        assert url == "" or url not in str(refused.value)  # the url may carry credentials
    assert [webhook["url"] for webhook in fake.state["webhooks"].all()] == ["http://127.0.0.1:9/"]


@pytest.mark.parametrize("url", list(MALFORMED_URLS.values()), ids=list(MALFORMED_URLS))
def test_a_url_the_spec_refuses_is_refused_by_the_sdk_and_both_fakes(fake: FakeService, url: str) -> None:
    refused = r"^url must be an absolute http or https URL: the pattern"
    with fake.client() as client, pytest.raises(ValueError, match=refused):
        client.webhooks.create(event="message-send", url=url, secret="s")
    with FakeService(rate_limits=False, strict=False) as lenient:
        for service in (fake, lenient):
            with http(service) as raw:
                refused = raw.post("/webhooks", json={"event": "message-send", "url": url, "secret": "s"})
            assert (refused.status_code, error_of(refused)["type"]) == (400, "invalid_field_error")
            assert error_of(refused)["message"].startswith("url")
            assert url == "" or url not in error_of(refused)["message"]  # it may carry credentials


@pytest.mark.parametrize("url", list(UNUSABLE_URLS.values()), ids=list(UNUSABLE_URLS))
def test_a_lenient_fake_records_delivery_to_an_unusable_url_as_failed(url: str) -> None:
    with FakeService(rate_limits=False, clock=ManualClock(), strict=False) as lenient:
        with lenient.client() as client:
            client.webhooks.create(
                event="message-send", url=url, secret="s", retry_on_error=True, send_alert_email=True
            )
        attempts = lenient.emit("message-send", {"id": 1})
        assert [(attempt.status, attempt.ok) for attempt in attempts] == [(None, False)] * 3
        assert [alert.status for alert in lenient.alerts] == [None]


def test_a_sends_events_to_an_unusable_url_are_recorded_not_dropped() -> None:
    with FakeService(rate_limits=False, clock=ManualClock(), strict=False) as lenient:
        with lenient.client() as client:
            client.webhooks.create(
                event="message-send", url=UNUSABLE_URLS["a dotted quad past 255"], secret="s"
            )
            client.messages.send(message="Hi", subscribers=["+15555550100", "+15555550101"])
        lenient.wait_for_webhooks(timeout=5)
        assert [(attempt.event, attempt.status, attempt.error) for attempt in lenient.deliveries] == [
            ("message-send", None, "InvalidURL")
        ] * 2


# ------------------------------------------- a listener that drips its answer (issue 21, item 12)
# Before: httpx's timeout bounded each read, so a listener sending a byte every few milliseconds
# kept fake.emit waiting as long as it went on, far past the documented 5 s.

DRIPPED_ANSWER = head(200, [("Content-Length", "160")]) + b"x" * 160
"""About 200 bytes: dripped a byte every 20 ms, the answer would take 4 s to arrive."""


class Dripper:
    """A listener that sends its answer a byte at a time, counting the bytes it got out."""

    def __init__(self) -> None:
        self.sent = 0

    def __call__(self, exchange: Exchange) -> None:
        for byte in DRIPPED_ANSWER:
            exchange.send_raw(bytes([byte]))  # ConnectionDroppedError once the fake hangs up
            self.sent += 1
            if exchange.server.stopping.wait(0.02):
                return


@pytest.fixture
def dripper() -> Iterator[tuple[Dripper, str]]:
    script = Dripper()
    with HostileServer(script) as server:
        yield script, f"http://127.0.0.1:{server.port}/hooks"


def test_a_listener_that_drips_its_answer_fails_when_the_limit_passes(
    dripper: tuple[Dripper, str],
) -> None:
    script, url = dripper
    with FakeService(rate_limits=False, clock=ManualClock(), webhook_timeout=0.2) as fake:
        with fake.client() as client:
            client.webhooks.create(event="message-reply", url=url, secret="s", send_alert_email=True)
        attempts = fake.emit("message-reply", {"n": 1})
    assert [(attempt.status, attempt.error) for attempt in attempts] == [(None, "TimeoutError")]
    assert [alert.status for alert in fake.alerts] == [None]
    assert script.sent < len(DRIPPED_ANSWER)  # cut off, not waited out


def test_each_retry_of_a_dripping_listener_gets_the_limit_afresh(dripper: tuple[Dripper, str]) -> None:
    _, url = dripper
    with FakeService(rate_limits=False, clock=ManualClock(), webhook_timeout=0.1) as fake:
        with fake.client() as client:
            client.webhooks.create(event="message-send", url=url, secret="s", retry_on_error=True)
            client.messages.send(message="Hi", subscribers=["+15555550100"])
        fake.wait_for_webhooks(timeout=10)
        errors = [attempt.error for attempt in fake.deliveries]
    assert errors == ["TimeoutError"] * 3  # the message-send event, tried 3 times


def test_a_listener_has_five_seconds_unless_told() -> None:
    assert FakeService(rate_limits=False).webhook_timeout == 5.0
    assert FakeService(rate_limits=False, webhook_timeout=0.25).webhook_timeout == 0.25


@pytest.mark.parametrize(
    ("limit", "error"),
    [
        (0, ValueError),
        (-1, ValueError),
        (float("inf"), ValueError),
        (float("nan"), ValueError),
        ("5", TypeError),
        (True, TypeError),
    ],
)
def test_an_unusable_webhook_timeout_is_refused_naming_it(limit: object, error: type[Exception]) -> None:
    with pytest.raises(error, match="webhook_timeout"):
        FakeService(webhook_timeout=limit)  # type: ignore[arg-type]
