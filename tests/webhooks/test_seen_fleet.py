"""A fleet of three listener processes sharing one Redis (``RedisSeen``) behind a round-robin proxy:
the fake delivers a send's events, every first answer is lost on the way back, so the fake delivers
each body again (``retryOnError``) to another process; one handler fails once. Each body is handled
once, and the one whose handler failed is handled on its redelivery.
"""

from __future__ import annotations

import collections
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from textsvc import webhooks
from textsvc.testing import FakeService

from tests.hostile import Exchange, HostileServer
from tests.redis_server import RedisServer

pytestmark = pytest.mark.processes  # the test sessions run these after the others, one at a time

ROOT = Path(__file__).resolve().parents[2]
RECIPIENTS = [f"+155555501{number:02d}" for number in range(12)]
FAILS_ONCE = RECIPIENTS[5]


class RoundRobin:
    """Relays each delivery to the next listener; the answer to a body's first delivery is dropped
    after the listener answered it, as a timeout on the way back would."""

    def __init__(self, ports: list[int]) -> None:
        self._ports = ports
        self._lock = threading.Lock()
        self._count = 0
        self._bodies: set[bytes] = set()

    def __call__(self, exchange: Exchange) -> None:
        request = exchange.request
        with self._lock:
            port = self._ports[self._count % len(self._ports)]
            self._count += 1
            first = request.body not in self._bodies
            self._bodies.add(request.body)
        headers = {
            "Content-Type": "application/json",
            webhooks.SIGNATURE_HEADER: request.header(webhooks.SIGNATURE_HEADER.lower()) or "",
        }
        answer = httpx.post(
            f"http://127.0.0.1:{port}/hooks", content=request.body, headers=headers, timeout=10
        )
        if first:
            exchange.close()
            return
        exchange.respond(answer.status_code, answer.content)


@pytest.fixture
def listeners(redis_server: RedisServer, tmp_path: Path) -> Iterator[tuple[list[int], Path, str]]:
    secret = webhooks.generate_secret()
    log = tmp_path / "handled.log"
    command = [
        sys.executable,
        "-m",
        "tests.webhooks.fleet_listener",
        *("--redis", redis_server.url, "--secret", secret, "--log", str(log), "--fail-once", FAILS_ONCE),
    ]
    processes = [subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True) for _ in range(3)]
    try:
        ports = []
        for process in processes:
            assert process.stdout is not None
            line = process.stdout.readline()
            assert line.startswith("port "), f"a listener did not start: {line!r}"
            ports.append(int(line.split()[1]))
        yield ports, log, secret
    finally:
        for process in processes:
            process.kill()
            process.wait(10)
            if process.stdout is not None:
                process.stdout.close()


def test_a_fleet_handles_each_redelivered_body_once(listeners: tuple[list[int], Path, str]) -> None:
    ports, log, secret = listeners
    fake = FakeService(rate_limits=False, webhook_retry_delay=0.01).start()
    try:
        with HostileServer(RoundRobin(ports)) as proxy, fake.client() as client:
            url = f"http://127.0.0.1:{proxy.port}/hooks"
            client.webhooks.create(event="message-send", url=url, secret=secret, retry_on_error=True)
            client.messages.send(message="Doors open at 9", subscribers=RECIPIENTS)
            fake.wait_for_webhooks(timeout=60)
        attempts = fake.deliveries
    finally:
        fake.stop()
    runs = [line.split() for line in log.read_text().splitlines()]
    handled = collections.Counter(recipient for outcome, recipient, _ in runs if outcome == "handled")
    assert handled == collections.Counter(RECIPIENTS)  # every body handled, each once
    assert [recipient for outcome, recipient, _ in runs if outcome == "failed"] == [FAILS_ONCE]
    assert len({pid for _, _, pid in runs}) > 1  # the fleet shared the work
    # Every body was delivered twice: the first answer lost (or, for one, a failure), the second 200.
    assert sorted((attempt.attempt, attempt.status) for attempt in attempts) == sorted(
        [(1, None)] * len(RECIPIENTS) + [(2, 200)] * len(RECIPIENTS)
    )
