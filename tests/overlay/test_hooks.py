"""Hooks: what a client calls at each step of a call, and what a hook that raises leaves of it."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import textsvc
from textsvc.testing import FakeService, ManualClock

from tests.hostile import Exchange, HostileServer, envelope
from tests.overlay.mocking import API_KEY, LINK_TAG, RecordingClock, error_body


class Recorder:
    """Records every step it is told of, as (step, detail)."""

    def __init__(self) -> None:
        self.steps: list[tuple[str, Any]] = []
        self.calls: list[Any] = []

    def call_started(self, call: Any) -> None:
        self.calls.append(call)
        self.steps.append(("call_started", call.operation))

    def before_request(self, call: Any, request: httpx.Request) -> None:
        self.steps.append(("before_request", call.attempts))

    def after_response(self, call: Any, response: httpx.Response) -> None:
        self.steps.append(("after_response", response.status_code))

    def on_retry(self, call: Any, wait: float, cause: str) -> None:
        self.steps.append(("on_retry", cause))

    def on_pacing_wait(self, call: Any, wait: float, bucket: str) -> None:
        self.steps.append(("on_pacing_wait", bucket))

    def call_ended(self, call: Any) -> None:
        self.steps.append(("call_ended", type(call.error).__name__ if call.error else None))


class FailsOnce:
    """Answers 503 to the first request, then the link tag (or a page of it)."""

    def __init__(self, body: Any = LINK_TAG) -> None:
        self.body = body
        self.requests = 0
        self._lock = threading.Lock()

    def __call__(self, exchange: Exchange) -> None:
        with self._lock:
            self.requests += 1
            first = self.requests == 1
        if first:
            exchange.respond(503, json=error_body(503, "internal_server_error"))
        else:
            exchange.respond(200, json=envelope(self.body))


@pytest.fixture
def server() -> Iterator[HostileServer]:
    with HostileServer(FailsOnce()) as running:
        yield running


EXPECTED = [
    ("call_started", "link_tags.get"),
    ("before_request", 1),
    ("after_response", 503),
    ("on_retry", "status 503"),
    ("before_request", 2),
    ("after_response", 200),
    ("call_ended", None),
]


def test_each_step_of_a_retried_call_reaches_the_hooks(server: HostileServer) -> None:
    recorder = Recorder()
    client = textsvc.Client(
        api_key=API_KEY, base_url=server.base_url, clock=RecordingClock(), hooks=[recorder]
    )
    with client:
        assert client.link_tags.get(3).id == 3
    assert recorder.steps == EXPECTED
    [call] = recorder.calls
    assert call.attempts == 2
    assert call.method == "GET"
    assert call.url == f"{server.base_url}/link-tags/3"
    assert call.response.status_code == 200


async def test_the_async_client_calls_them_too(server: HostileServer) -> None:
    recorder = Recorder()
    client = textsvc.AsyncClient(
        api_key=API_KEY, base_url=server.base_url, clock=RecordingClock(), hooks=[recorder]
    )
    async with client:
        await client.link_tags.get(3)
    assert recorder.steps == EXPECTED


def test_a_call_without_a_response_ends_with_its_error() -> None:
    recorder = Recorder()
    with HostileServer(lambda exchange: exchange.close()) as server:
        client = textsvc.Client(api_key=API_KEY, base_url=server.base_url, max_retries=0, hooks=[recorder])
        with client, pytest.raises(textsvc.SvcAPIConnectionError):
            client.link_tags.get(3)
    assert recorder.steps == [
        ("call_started", "link_tags.get"),
        ("before_request", 1),
        ("call_ended", "SvcAPIConnectionError"),
    ]


def test_a_pacing_wait_reaches_the_hooks_with_the_spec_bucket() -> None:
    clock = ManualClock(start=1000.0)
    recorder = Recorder()
    with FakeService(clock=clock) as fake, fake.client(clock=clock, hooks=[recorder]) as client:
        for _ in range(26):  # the send window takes 25 per 15 s
            client.messages.send(message="Hi", subscribers=["+15555550100"])
        assert fake.state.rejections.total() == 0
    assert ("on_pacing_wait", "send") in recorder.steps
    assert recorder.calls[-1].pacing_wait_seconds > 0
    assert all(call.pacing_wait_seconds == 0 for call in recorder.calls[:25])


def test_each_page_of_a_pager_is_a_call_of_its_own() -> None:
    page = {"rows": [LINK_TAG], "page": 0, "pageSize": 50, "total": 1}
    recorder = Recorder()
    with HostileServer(FailsOnce(page)) as server:
        client = textsvc.Client(
            api_key=API_KEY, base_url=server.base_url, clock=RecordingClock(), hooks=[recorder]
        )
        with client:
            assert [tag.id for tag in client.link_tags.list()] == [3]
    assert [step for step in recorder.steps if step[0] == "call_started"] == [
        ("call_started", "link_tags.list")
    ]


class Broken:
    def before_request(self, call: Any, request: httpx.Request) -> None:
        raise RuntimeError("the hook's own bug")


def test_a_hook_that_raises_is_logged_once_and_the_call_goes_on(
    server: HostileServer, caplog: pytest.LogCaptureFixture
) -> None:
    recorder = Recorder()
    caplog.set_level(logging.DEBUG, logger="textsvc")
    client = textsvc.Client(
        api_key=API_KEY, base_url=server.base_url, clock=RecordingClock(), hooks=[Broken(), recorder]
    )
    with client:
        assert client.link_tags.get(3).id == 3  # two attempts: the hook raised on each
        client.link_tags.get(3)
    assert recorder.steps[: len(EXPECTED)] == EXPECTED  # the hooks after it still ran
    failures = [record for record in caplog.records if "Broken.before_request" in record.getMessage()]
    assert [record.levelname for record in failures] == ["WARNING", "DEBUG", "DEBUG"]
    assert (
        "hook Broken.before_request raised RuntimeError (ignored: the call goes on"
        in failures[0].getMessage()
    )
    assert API_KEY not in caplog.text


def test_with_options_replaces_the_hooks_or_keeps_them(server: HostileServer) -> None:
    first, second = Recorder(), Recorder()
    client = textsvc.Client(api_key=API_KEY, base_url=server.base_url, clock=RecordingClock(), hooks=[first])
    with client:
        client.with_options(hooks=[second]).link_tags.get(3)
        client.with_options(timeout=5.0).link_tags.get(3)
        client.with_options(hooks=[]).link_tags.get(3)
    assert [call.operation for call in first.calls] == ["link_tags.get"]  # the second call only
    assert len(second.calls) == 1


@pytest.mark.parametrize(
    ("hooks", "message"),
    [
        ([object()], "hooks: object has none of the hook methods (call_started, before_request, "),
        ("call_started", "hooks must be a list of hook objects, got str"),
        (Recorder(), "hooks must be a list of hook objects, got Recorder"),
    ],
)
def test_what_is_not_a_hook_is_refused(hooks: Any, message: str) -> None:
    with pytest.raises(TypeError) as raised:
        textsvc.Client(api_key=API_KEY, base_url="http://127.0.0.1:9/v3", hooks=hooks)
    assert str(raised.value).startswith(message)
    client = textsvc.Client(api_key=API_KEY, base_url="http://127.0.0.1:9/v3")
    with client, pytest.raises(TypeError):
        client.with_options(hooks=hooks)
