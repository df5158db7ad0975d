"""What a call tells the ``textsvc`` logger and its caller: each attempt's method, path, status and
number, each retry's wait and cause, each wait for a spent window, and a connection error's
method and path (docs/clients.md, "Logging").
"""

from __future__ import annotations

import asyncio
import datetime
import logging
import re
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
import textsvc
import textsvc._pipeline
from textsvc.testing import FakeService, ManualClock

from tests import facade
from tests.hostile import Exchange, HostileServer, envelope
from tests.overlay.mocking import API_KEY, LINK_TAG, RecordingClock, error_body

MODES = ["sync", "async"]
OK = envelope(LINK_TAG)


@contextmanager
def client_of(
    script: Callable[[Exchange], None], mode: str, *, clock: Any = None, **options: Any
) -> Iterator[Any]:
    """A ``Client``, or an ``AsyncClient`` driven through an event loop, of a hostile server."""
    with HostileServer(script, read_timeout=10.0) as server:
        settings: dict[str, Any] = {"api_key": API_KEY, "base_url": server.base_url, "timeout": 10.0}
        settings.update(options)
        if clock is not None:
            settings["clock"] = clock
        with facade.client_of(mode, **settings) as client:
            yield client


class Answers:
    """Answers requests in turn with the given steps; the last one repeats."""

    def __init__(self, *steps: Callable[[Exchange], None]) -> None:
        self._steps = list(steps)
        self._lock = threading.Lock()
        self.count = 0

    def __call__(self, exchange: Exchange) -> None:
        with self._lock:
            step = self._steps[min(self.count, len(self._steps) - 1)]
            self.count += 1
        step(exchange)


def unavailable(exchange: Exchange) -> None:
    exchange.respond(503, json=error_body(503, "internal_server_error"))


def dropped(exchange: Exchange) -> None:
    exchange.close()


def ok(exchange: Exchange) -> None:
    exchange.respond(200, json=OK)


def messages(caplog: pytest.LogCaptureFixture, level: int | None = None) -> list[str]:
    return [
        record.getMessage()
        for record in caplog.records
        if record.name == "textsvc" and (level is None or record.levelno == level)
    ]


@pytest.fixture
def logs(caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    caplog.set_level(logging.DEBUG, logger="textsvc")
    return caplog


@pytest.mark.parametrize("mode", MODES)
def test_each_attempt_and_each_retry_is_logged_with_its_cause_and_wait(
    mode: str, logs: pytest.LogCaptureFixture
) -> None:
    clock = RecordingClock()
    with client_of(Answers(unavailable, dropped, ok), mode, clock=clock, max_retries=3) as client:
        assert client.link_tags.get(3).id == 3
    first, second = clock.sleeps
    assert messages(logs) == [
        "GET /link-tags/3 -> 503 (attempt 1)",
        f"retrying GET /link-tags/3 in {first:.2f}s (retry 1 of 3, after status 503)",
        f"retrying GET /link-tags/3 in {second:.2f}s (retry 2 of 3, after RemoteProtocolError)",
        "GET /link-tags/3 -> 200 (attempt 3)",
    ]
    assert [record.levelno for record in logs.records if record.name == "textsvc"] == [
        logging.DEBUG,
        logging.INFO,
        logging.INFO,
        logging.DEBUG,
    ]


@pytest.mark.parametrize("mode", MODES)
def test_a_send_confirmed_by_409_logs_that_an_earlier_attempt_was_applied(
    mode: str, logs: pytest.LogCaptureFixture
) -> None:
    def duplicate(exchange: Exchange) -> None:
        exchange.respond(409, json=error_body(409, "conflict_error", "duplicate request"))

    with client_of(Answers(dropped, duplicate), mode, clock=RecordingClock()) as client:
        client.request("POST", "/send", json={"message": "Hello", "subscribers": ["+15555550100"]})
    assert "POST /send: 409 confirms an earlier attempt was applied" in messages(logs, logging.INFO)


@pytest.mark.parametrize("mode", MODES)
def test_a_send_under_a_key_confirmed_at_once_logs_that_an_earlier_call_was_applied(
    mode: str, logs: pytest.LogCaptureFixture
) -> None:
    def duplicate(exchange: Exchange) -> None:
        exchange.respond(409, json=error_body(409, "conflict_error", "duplicate request"))

    with client_of(Answers(duplicate), mode, clock=RecordingClock()) as client:
        client.messages.send(message="Hello", idempotency_key="order-7")
    assert "POST /send: 409 confirms an earlier call under its key was applied" in messages(
        logs, logging.INFO
    )


def spent_for(milliseconds: int) -> Callable[[Exchange], None]:
    """An answer that spends the window until it resets in ``milliseconds``."""

    def spent(exchange: Exchange) -> None:
        headers = {"RateLimit-Limit": "30", "RateLimit-Remaining": "0", "RateLimit-Reset": str(milliseconds)}
        exchange.respond(200, json=OK, headers=headers)

    return spent


HINT = " (said once per client and window; set TEXTSVC_LOG=info to see every textsvc wait)"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("reset", "level", "hint"),
    [
        (2900, logging.DEBUG, ""),
        (3000, logging.INFO, ""),
        (4990, logging.INFO, ""),
        (5000, logging.WARNING, HINT),
        (60000, logging.WARNING, HINT),
    ],
)
def test_a_wait_for_a_spent_window_is_logged_at_info_from_3_seconds_the_first_from_5_at_warning(
    mode: str, reset: int, level: int, hint: str, logs: pytest.LogCaptureFixture
) -> None:
    clock = RecordingClock()
    with client_of(Answers(spent_for(reset), ok), mode, clock=clock) as client:
        client.link_tags.get(3)
        client.link_tags.get(3)
    assert clock.sleeps == [pytest.approx(reset / 1000)]
    assert (textsvc._pipeline.LONG_WAIT, textsvc._pipeline.NOTICE_WAIT) == (3.0, 5.0)
    waits = [record for record in logs.records if record.getMessage().startswith("rate limit: waiting")]
    assert [(record.levelno, record.getMessage()) for record in waits] == [
        (
            level,
            f"rate limit: waiting {reset / 1000:.2f}s before GET /link-tags/3: "
            f"the 'general' window is spent until it resets{hint}",
        )
    ]


@pytest.mark.parametrize("mode", MODES)
def test_only_a_client_s_first_long_wait_of_a_window_is_a_warning(
    mode: str, logs: pytest.LogCaptureFixture
) -> None:
    """A copy made by ``with_options`` is the same client: it says nothing new of the window; a
    wait for another window is told once too."""
    clock = RecordingClock()
    answers = Answers(spent_for(6000), spent_for(6000), spent_for(6000), ok)
    with client_of(answers, mode, clock=clock) as client:
        client.link_tags.get(3)
        client.link_tags.get(3)
        client.with_options(max_retries=1).link_tags.get(3)
        client.link_tags.get(3)
    assert clock.sleeps == [pytest.approx(6.0)] * 3
    waits = [record for record in logs.records if record.getMessage().startswith("rate limit: waiting")]
    assert [record.levelno for record in waits] == [logging.WARNING, logging.INFO, logging.INFO]


def test_threads_waiting_on_one_window_of_one_client_make_one_warning(logs: pytest.LogCaptureFixture) -> None:
    """Eight threads of one ``Client`` find the window spent at once: each wait is logged, and only
    the first as the WARNING that Python prints when nothing else is set up."""
    clock = RecordingClock()
    with client_of(Answers(spent_for(6000), spent_for(6000), ok), "sync", clock=clock) as client:
        client.link_tags.get(3)
        callers = [threading.Thread(target=client.link_tags.get, args=(3,)) for _ in range(8)]
        for caller in callers:
            caller.start()
        for caller in callers:
            caller.join()
    waits = [record for record in logs.records if record.getMessage().startswith("rate limit: waiting")]
    assert len(waits) >= 2
    assert [record.levelno for record in waits].count(logging.WARNING) == 1


@pytest.mark.parametrize("mode", MODES)
def test_a_retry_after_a_429_names_the_wait_the_server_asked_for(
    mode: str, logs: pytest.LogCaptureFixture
) -> None:
    def limited(exchange: Exchange) -> None:
        headers = {"Retry-After": "7", "RateLimit-Remaining": "0"}
        exchange.respond(429, json=error_body(429, "rate_limit_error"), headers=headers)

    def limited_until_reset(exchange: Exchange) -> None:
        headers = {"RateLimit-Remaining": "0", "RateLimit-Reset": "5000"}
        exchange.respond(429, json=error_body(429, "rate_limit_error"), headers=headers)

    clock = RecordingClock()
    with client_of(Answers(limited, limited_until_reset, ok), mode, clock=clock, max_retries=2) as client:
        client.link_tags.get(3)
    first, second = clock.sleeps[:2]
    assert [message for message in messages(logs, logging.INFO) if message.startswith("retrying")] == [
        f"retrying GET /link-tags/3 in {first:.2f}s (retry 1 of 2, after status 429, Retry-After 7s)",
        f"retrying GET /link-tags/3 in {second:.2f}s "
        "(retry 2 of 2, after status 429, the 'general' window resets in 5s)",
    ]


class SleepSignal:
    """A real clock that sets ``slept`` at its first sleep."""

    def __init__(self) -> None:
        self.slept = threading.Event()

    def now(self) -> float:
        return time.monotonic()

    def sleep(self, seconds: float) -> None:
        self.slept.set()
        time.sleep(seconds)

    async def async_sleep(self, seconds: float) -> None:
        self.slept.set()
        await asyncio.sleep(seconds)


@pytest.mark.parametrize("mode", MODES)
def test_waiting_for_an_answer_that_tells_the_window_is_not_logged(
    mode: str, logs: pytest.LogCaptureFixture
) -> None:
    # Two calls into a window nobody has announced yet: the first goes alone to learn it, the second
    # looks again every few milliseconds until that answer is in. Those looks are no news for a log.
    clock = SleepSignal()

    def first_held_until_the_second_waits(exchange: Exchange) -> None:
        assert clock.slept.wait(10)
        time.sleep(0.1)  # a few more looks
        exchange.respond(200, json=OK, headers={"RateLimit-Remaining": "20", "RateLimit-Reset": "9000"})

    answers = Answers(first_held_until_the_second_waits, ok)
    with HostileServer(answers, read_timeout=10.0) as server:
        settings: dict[str, Any] = {"api_key": API_KEY, "base_url": server.base_url, "clock": clock}
        if mode == "sync":
            with textsvc.Client(**settings) as client:
                results: list[Any] = []
                first = threading.Thread(target=lambda: results.append(client.link_tags.get(3)))
                first.start()
                results.append(client.link_tags.get(3))
                first.join(10)
            assert len(results) == 2
        else:

            async def both() -> None:
                async with textsvc.AsyncClient(**settings) as client:
                    await asyncio.wait_for(
                        asyncio.gather(client.link_tags.get(3), client.link_tags.get(3)), 10
                    )

            asyncio.run(both())
    assert answers.count == 2
    assert messages(logs, logging.INFO) == []


@pytest.mark.parametrize("mode", MODES)
def test_a_connection_error_names_the_call(mode: str) -> None:
    with (
        client_of(dropped, mode, max_retries=0) as client,
        pytest.raises(textsvc.SvcAPIConnectionError) as raised,
    ):
        client.link_tags.get(3)
    assert re.fullmatch(
        r"GET /link-tags/3 failed without a response: RemoteProtocolError: .+", str(raised.value)
    )


@pytest.mark.parametrize("mode", MODES)
def test_a_timeout_names_the_call_and_what_timed_out(mode: str) -> None:
    def silent(exchange: Exchange) -> None:
        exchange.hang(3)

    with client_of(silent, mode, max_retries=0, timeout=0.3) as client:
        started = time.monotonic()
        with pytest.raises(textsvc.SvcAPITimeoutError) as raised:
            client.link_tags.get(3)
    assert time.monotonic() - started < 10
    assert str(raised.value) == "GET /link-tags/3 timed out (ReadTimeout)"


def test_a_spent_window_of_the_fake_is_waited_out_with_a_line_saying_so(
    logs: pytest.LogCaptureFixture,
) -> None:
    """Six days of analytics from the fake with its limits on: the sixth window's request waits for
    the analytics window (5 a minute) to reset, and says so (a shared hand-moved clock: no real wait)."""
    clock = ManualClock()
    start = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
    with FakeService(clock=clock) as fake, fake.client(clock=clock) as client:
        windows = client.analytics.delivery_windows(
            start_date=start, end_date=start + datetime.timedelta(days=6)
        )
        assert len(list(windows)) == 6
    waits = [record for record in logs.records if record.getMessage().startswith("rate limit: waiting")]
    assert [record.levelno for record in waits] == [logging.WARNING]
    assert re.fullmatch(
        r"rate limit: waiting (59|60)\.\d\ds before GET /analytics/delivery: "
        r"the 'analytics' window is spent until it resets \(said once per client and window; .+\)",
        waits[0].getMessage(),
    )
