"""Many callers of one client, over real HTTP: no 429 on an announced window, no slot leaks.

The servers here enforce a short fixed window and count what they reject; each test would spend
429s (or wait forever, bounded by a time-out) if the pacer raced, leaked or ignored a header.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import textsvc
from textsvc._clock import Clock
from textsvc.pacing import InProcessPacing, PacingStore, SQLitePacing
from textsvc.pacing._rules import ANSWER_POLL, DEFAULT_LEASE, Slot
from textsvc.testing import FakeService, ManualClock, ScaledClock

from tests.hostile import Exchange, HostileServer, envelope
from tests.overlay.mocking import API_KEY, LINK_TAG, json_response
from tests.overlay.windows import FixedWindow

CALLS = 40


def _client(server: HostileServer, **options: Any) -> textsvc.Client:
    return textsvc.Client(api_key=API_KEY, base_url=server.base_url, max_retries=0, **options)


def _async_client(server: HostileServer, **options: Any) -> textsvc.AsyncClient:
    return textsvc.AsyncClient(api_key=API_KEY, base_url=server.base_url, max_retries=0, **options)


def _in_threads(threads: int, calls: int, call: Callable[[], object]) -> list[BaseException]:
    errors: list[BaseException] = []
    lock = threading.Lock()
    per_thread = calls // threads

    def work() -> None:
        for _ in range(per_thread):
            try:
                call()
            except Exception as error:  # collected and asserted on below
                with lock:
                    errors.append(error)

    workers = [threading.Thread(target=work) for _ in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(60)
    return errors


@pytest.mark.parametrize("headers", ["ratelimit", "x"])
def test_threads_sharing_a_client_spend_no_429(headers: str) -> None:
    window = FixedWindow(limit=10, seconds=0.4, headers=headers, answer_delay=0.005)
    with HostileServer(window) as server, _client(server) as client:
        errors = _in_threads(8, CALLS, lambda: client.link_tags.get(3))
    assert errors == []
    assert (window.served, window.rejected) == (CALLS, 0)


@pytest.mark.parametrize("headers", ["ratelimit", "x"])
async def test_tasks_sharing_a_client_spend_no_429(headers: str) -> None:
    window = FixedWindow(limit=10, seconds=0.4, headers=headers, answer_delay=0.005)
    with HostileServer(window) as server:
        async with _async_client(server) as client:
            await asyncio.gather(*(client.link_tags.get(3) for _ in range(CALLS)))
    assert (window.served, window.rejected) == (CALLS, 0)


class _ProxyPageFirst:
    """The first request meets a proxy's 502 page (HTML, no rate-limit headers); the rest reach ``window``."""

    def __init__(self, window: FixedWindow) -> None:
        self.window = window
        self.pages = 0
        self._lock = threading.Lock()

    def __call__(self, exchange: Exchange) -> None:
        with self._lock:
            first = self.pages == 0
            self.pages += first
        if not first:
            self.window(exchange)
            return
        time.sleep(0.05)  # the other callers wait behind the request that went alone
        page = "<html><body><h1>502 Bad Gateway</h1></body></html>"
        exchange.respond(502, page, headers={"Content-Type": "text/html"})


@pytest.fixture(params=["in_process", "sqlite", "redis"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[PacingStore]:
    """A fresh pacing store of each kind (the Redis one on a redis-server of the test's own)."""
    if request.param == "in_process":
        yield InProcessPacing()
    elif request.param == "sqlite":
        sqlite_store = SQLitePacing(tmp_path / "pacing.sqlite3")
        yield sqlite_store
        sqlite_store.close()
    else:
        server = request.getfixturevalue("redis_server")
        from textsvc.pacing import RedisPacing  # an extra: imported once the fixture found redis-py

        redis_store = RedisPacing(server.url)
        yield redis_store
        redis_store.close()


def _behind_a_proxy() -> tuple[_ProxyPageFirst, FixedWindow]:
    # Answers take longer than a look at the window: callers let go at once all go before any answer.
    window = FixedWindow(limit=4, seconds=0.3, answer_delay=0.05)
    return _ProxyPageFirst(window), window


def test_threads_behind_a_proxys_error_page_learn_the_window_before_going_together(
    store: PacingStore,
) -> None:
    # The 502 page says nothing about the window: the next request goes alone to learn it.
    script, window = _behind_a_proxy()
    with HostileServer(script) as server, _client(server, pacing=store) as client:
        errors = _in_threads(10, 10, lambda: client.link_tags.get(3))
    assert [type(error) for error in errors] == [textsvc.SvcInternalServerError]
    assert (script.pages, window.served, window.rejected) == (1, 9, 0)


async def test_tasks_behind_a_proxys_error_page_learn_the_window_before_going_together(
    store: PacingStore,
) -> None:
    script, window = _behind_a_proxy()
    with HostileServer(script) as server:
        async with _async_client(server, pacing=store) as client:
            outcomes = await asyncio.gather(
                *(client.link_tags.get(3) for _ in range(10)), return_exceptions=True
            )
    errors = [outcome for outcome in outcomes if isinstance(outcome, BaseException)]
    assert [type(error) for error in errors] == [textsvc.SvcInternalServerError]
    assert (script.pages, window.served, window.rejected) == (1, 9, 0)


def test_a_silent_server_is_not_paced() -> None:
    # Nobody announced a limit: after the first answer says nothing, callers go together.
    window = FixedWindow(limit=1, seconds=60, headers="none", answer_delay=0.05)
    with HostileServer(window) as server, _client(server) as client:
        errors = _in_threads(16, 32, lambda: client.link_tags.get(3))
    assert errors == []
    assert window.served == 32
    assert window.most_active >= 4


async def test_tasks_on_the_fake_with_its_limits_on_spend_no_429() -> None:
    clock = ScaledClock(120.0)  # the general window (30 per minute) lasts half a second
    with FakeService(clock=clock) as fake:
        with fake.client(clock=clock) as setup:
            tag = setup.link_tags.create(tag="promo")
        answered_before = fake.state.status_counts[200]
        async with fake.async_client(clock=clock, max_retries=0) as client:
            await asyncio.gather(*(client.link_tags.get(tag.id) for _ in range(75)))
        assert fake.state.status_counts[429] == 0
        assert fake.state.status_counts[200] - answered_before == 75


def _slow_window_on_a_sped_up_clock() -> tuple[FixedWindow, dict[str, Any]]:
    """Answers take longer than a request's lease would last on the sped-up clock (6 s there)."""
    clock = ScaledClock(100.0)  # 60 s pass in 0.6 s; each answer takes 40 s of it
    window = FixedWindow(limit=4, seconds=60.0, answer_delay=0.4, clock=clock.now)
    return window, {"clock": clock, "timeout": 5.0}


def test_threads_on_a_sped_up_clock_hold_their_slots_until_answered() -> None:
    window, options = _slow_window_on_a_sped_up_clock()
    with HostileServer(window) as server, _client(server, **options) as client:
        errors = _in_threads(6, 12, lambda: client.link_tags.get(3))
    assert errors == []
    assert (window.served, window.rejected) == (12, 0)


async def test_tasks_on_a_sped_up_clock_hold_their_slots_until_answered() -> None:
    window, options = _slow_window_on_a_sped_up_clock()
    with HostileServer(window) as server:
        async with _async_client(server, **options) as client:
            await asyncio.gather(*(client.link_tags.get(3) for _ in range(12)))
    assert (window.served, window.rejected) == (12, 0)


class _CountingPacing(InProcessPacing):
    """Counts the looks callers take at their windows."""

    def __init__(self, clock: Clock) -> None:
        super().__init__(clock=clock)
        self.looks = 0
        self._counting = threading.Lock()

    def _count(self) -> None:
        with self._counting:
            self.looks += 1

    def acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        self._count()
        return super().acquire(bucket, lease_seconds=lease_seconds)

    async def async_acquire(self, bucket: str, *, lease_seconds: float = DEFAULT_LEASE) -> Slot | float:
        self._count()
        return await super().async_acquire(bucket, lease_seconds=lease_seconds)


def _clocks() -> list[Any]:
    return [
        pytest.param(lambda: ScaledClock(1000.0), id="sped-up"),
        pytest.param(ManualClock, id="moved-by-hand"),
    ]


def _waiting_on_one_answer(
    make_clock: Callable[[], Clock],
) -> tuple[FixedWindow, _CountingPacing, dict[str, Any]]:
    """A window nobody knows yet, whose first answer takes 0.3 s of real time."""
    clock = make_clock()
    window = FixedWindow(limit=100, seconds=600.0, answer_delay=0.3, clock=clock.now)
    pacing = _CountingPacing(clock)
    return window, pacing, {"clock": clock, "pacing": pacing}


@pytest.mark.parametrize("make_clock", _clocks())
def test_threads_awaiting_an_answer_look_again_at_a_real_time_pace(make_clock: Callable[[], Clock]) -> None:
    window, pacing, options = _waiting_on_one_answer(make_clock)
    started = time.monotonic()
    with HostileServer(window) as server, _client(server, **options) as client:
        errors = _in_threads(8, 8, lambda: client.link_tags.get(3))
    elapsed = time.monotonic() - started
    assert errors == []
    assert window.served == 8
    # Each caller looks once, then at most once per ANSWER_POLL of real time: none spins.
    assert pacing.looks <= 8 * (elapsed / ANSWER_POLL + 2)


@pytest.mark.parametrize("make_clock", _clocks())
async def test_tasks_awaiting_an_answer_look_again_at_a_real_time_pace(
    make_clock: Callable[[], Clock],
) -> None:
    window, pacing, options = _waiting_on_one_answer(make_clock)
    started = time.monotonic()
    with HostileServer(window) as server:
        async with _async_client(server, **options) as client:
            await asyncio.gather(*(client.link_tags.get(3) for _ in range(8)))
    elapsed = time.monotonic() - started
    assert window.served == 8
    assert pacing.looks <= 8 * (elapsed / ANSWER_POLL + 2)


async def test_a_tasks_look_at_its_window_is_counted_once() -> None:
    # Was: InProcessPacing.async_acquire went through acquire, so a store that counts both (as
    # _CountingPacing does, for the bound above) saw each task's look twice.
    pacing = _CountingPacing(ManualClock())
    assert isinstance(await pacing.async_acquire("general"), Slot)
    assert pacing.looks == 1


# ------------------------------------------------------------------ slots come back


def _hang_or_answer(remaining: int, reset_ms: int = 60000) -> Callable[[Exchange], None]:
    """``/link-tags/1`` hangs (bounded); anything else answers with ``remaining`` in its window."""

    def script(exchange: Exchange) -> None:
        if exchange.request.path.endswith("/link-tags/1"):
            exchange.hang(10)
            return
        headers = {
            "RateLimit-Limit": "100",
            "RateLimit-Remaining": str(remaining),
            "RateLimit-Reset": "60000",
        }
        exchange.respond(200, json=envelope(LINK_TAG), headers=headers)

    return script


async def test_cancelled_calls_give_their_slots_back() -> None:
    with HostileServer(_hang_or_answer(remaining=5)) as server:
        async with _async_client(server, timeout=30) as client:
            for _ in range(3):
                tasks = [asyncio.create_task(client.link_tags.get(1)) for _ in range(30)]
                await asyncio.sleep(0.2)
                for task in tasks:
                    task.cancel()
                await asyncio.gather(*tasks, return_exceptions=True)
            # With a slot leaked, the window's count would be taken as spent by the calls still "out".
            await asyncio.wait_for(client.link_tags.get(2), 5)
            await asyncio.wait_for(client.link_tags.get(2), 5)


async def test_cancelled_calls_in_a_known_window_give_their_slots_back() -> None:
    with HostileServer(_hang_or_answer(remaining=50, reset_ms=300)) as server:
        async with _async_client(server, timeout=30) as client:
            await client.link_tags.get(2)  # the window is known: 50 left for 0.3 s
            tasks = [asyncio.create_task(client.link_tags.get(1)) for _ in range(30)]
            await asyncio.sleep(0.2)
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            await asyncio.sleep(0.3)
            # The window has reset: the next call asks alone, which a leaked slot would forbid forever.
            await asyncio.wait_for(client.link_tags.get(2), 5)


class _InterruptOnce:
    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.calls += 1
        if self.calls == 1:
            raise KeyboardInterrupt
        return json_response(200, envelope(LINK_TAG))


class _NoSleeping:
    """A clock that refuses to sleep: a call that would wait fails instead of hanging."""

    def now(self) -> float:
        return 0.0

    def sleep(self, seconds: float) -> None:
        raise AssertionError(f"the call waited {seconds}s")

    async def async_sleep(self, seconds: float) -> None:
        self.sleep(seconds)


def test_an_interrupted_call_gives_its_slot_back() -> None:
    handler = _InterruptOnce()
    http_client = httpx.Client(transport=httpx.MockTransport(handler))
    client = textsvc.Client(
        api_key=API_KEY, base_url="http://service.test/v3", http_client=http_client, clock=_NoSleeping()
    )
    with pytest.raises(KeyboardInterrupt):
        client.link_tags.get(3)
    assert client.link_tags.get(3).id == 3  # would wait for the interrupted request's answer


async def test_an_interrupted_async_call_gives_its_slot_back() -> None:
    handler = _InterruptOnce()
    http_client = httpx.AsyncClient(transport=httpx.MockTransport(handler))
    client = textsvc.AsyncClient(
        api_key=API_KEY, base_url="http://service.test/v3", http_client=http_client, clock=_NoSleeping()
    )
    with pytest.raises(KeyboardInterrupt):
        await client.link_tags.get(3)
    assert (await client.link_tags.get(3)).id == 3


def test_a_failed_call_gives_its_slot_back() -> None:
    calls = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        if len(calls) == 1:
            raise httpx.ConnectError("refused")
        return json_response(200, envelope(LINK_TAG))

    http_client = httpx.Client(transport=httpx.MockTransport(handler))
    client = textsvc.Client(
        api_key=API_KEY,
        base_url="http://service.test/v3",
        http_client=http_client,
        clock=_NoSleeping(),
        max_retries=0,
    )
    with pytest.raises(textsvc.SvcAPIConnectionError):
        client.link_tags.get(3)
    assert client.link_tags.get(3).id == 3


# ------------------------------------------------------------------ garbage headers over the wire

GARBAGE = ["inf", "nan", "1e400", "-1", "-Infinity", "soon", "Wed, 21 Oct 2026 07:28:00 GMT", "9" * 400]


def _garbage_script(value: str) -> Callable[[Exchange], None]:
    def script(exchange: Exchange) -> None:
        names = ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "Retry-After"]
        names += ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]
        exchange.respond(200, json=envelope(LINK_TAG), headers=[(name, value) for name in names])

    return script


@pytest.mark.parametrize("value", GARBAGE)
def test_garbage_rate_limit_headers_on_a_200_are_ignored(value: str) -> None:
    with HostileServer(_garbage_script(value)) as server, _client(server, clock=_NoSleeping()) as client:
        assert client.link_tags.get(3).id == 3
        assert client.link_tags.get(3).id == 3


@pytest.mark.parametrize("value", GARBAGE)
async def test_garbage_rate_limit_headers_on_a_200_are_ignored_async(value: str) -> None:
    with HostileServer(_garbage_script(value)) as server:
        async with _async_client(server, clock=_NoSleeping()) as client:
            assert (await client.link_tags.get(3)).id == 3
            assert (await client.link_tags.get(3)).id == 3
