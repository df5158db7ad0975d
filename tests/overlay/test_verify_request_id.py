"""``verify.send_code`` sends one ``X-Request-Id`` for all the attempts of a call, a new one per call.

A code refused with 429 was not sent, so it is asked again; the service tells a repeat from a new
code by that id, so a retry must carry the id of the first attempt.
"""

from __future__ import annotations

import threading
from typing import Any

import textsvc

from tests.hostile import Exchange, HostileServer
from tests.overlay.mocking import API_KEY, RecordingClock, error_body

CODE_SENT = {
    "to": "+15555550100",
    "timeoutSeconds": 60,
    "type": "sms",
    "status": "pending",
    "messageId": "m-1",
    "verificationId": "v-1",
    "deliverable": True,
    "reason": "",
    "carrier": "",
    "lineType": "",
    "risk": "low",
}


class RefusedOnceEachCall:
    """Answers the first attempt of each call with 429, the next with the code; records every request."""

    def __init__(self) -> None:
        self.request_ids: list[str | None] = []
        self.bodies: list[Any] = []
        self._lock = threading.Lock()

    def __call__(self, exchange: Exchange) -> None:
        with self._lock:
            self.request_ids.append(exchange.request.header("x-request-id"))
            self.bodies.append(exchange.request.json())
            refuse = len(self.request_ids) % 2 == 1
        if refuse:
            exchange.respond(429, json=error_body(429, "rate_limit_error"), headers={"Retry-After": "1"})
        else:
            exchange.respond(200, json=CODE_SENT)


def check(script: RefusedOnceEachCall, clock: RecordingClock) -> None:
    first, retry, second, second_retry = script.request_ids
    assert first
    assert first == retry
    assert second
    assert second == second_retry
    assert first != second
    assert script.bodies[0] == {"to": "+15555550100", "serviceName": "Shop"}
    assert clock.sleeps == [1.0, 1.0]


def test_a_retried_send_code_keeps_its_request_id() -> None:
    script = RefusedOnceEachCall()
    clock = RecordingClock()
    with (
        HostileServer(script) as server,
        textsvc.Client(api_key=API_KEY, base_url=server.base_url, clock=clock) as client,
    ):
        for _ in range(2):
            sent = client.verify.send_code(to="+15555550100", service_name="Shop")
            assert sent.verification_id == "v-1"
    check(script, clock)


async def test_a_retried_send_code_keeps_its_request_id_async() -> None:
    script = RefusedOnceEachCall()
    clock = RecordingClock()
    with HostileServer(script) as server:
        async with textsvc.AsyncClient(api_key=API_KEY, base_url=server.base_url, clock=clock) as client:
            for _ in range(2):
                sent = await client.verify.send_code(to="+15555550100", service_name="Shop")
                assert sent.verification_id == "v-1"
    check(script, clock)
