"""The document's rate limits, on a clock the test moves; and the SDK never meeting a 429 against them."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
import textsvc
from textsvc.testing import FakeService, ManualClock

from tests.fake.raw import error_of, http


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def limited(clock: ManualClock) -> Iterator[FakeService]:
    with FakeService(clock=clock) as service:
        yield service


def test_general_limit_is_30_per_minute(limited: FakeService, clock: ManualClock) -> None:
    with http(limited) as client:
        answers = [client.get("/templates") for _ in range(30)]
        assert [answer.status_code for answer in answers] == [200] * 30
        assert answers[-1].headers["RateLimit-Remaining"] == "0"
        refused = client.get("/templates")
        assert error_of(refused)["type"] == "rate_limit_error"
        assert refused.headers["Retry-After"] == "60"
        assert refused.headers["RateLimit-Reset"] == "60000"
        clock.advance(59)
        assert client.get("/templates").status_code == 429
        clock.advance(1)
        assert client.get("/templates").status_code == 200


def test_analytics_limit_is_5_per_minute_and_separate(limited: FakeService) -> None:
    params = {"startDate": "2026-01-01T00:00:00Z", "endDate": "2026-01-01T01:00:00Z"}
    with http(limited) as client:
        statuses = [client.get("/analytics/delivery", params=params).status_code for _ in range(6)]
        assert statuses == [200] * 5 + [429]
        assert client.get("/templates").status_code == 200


def test_bulk_group_limit_is_5_per_15_seconds(limited: FakeService, clock: ManualClock) -> None:
    limited.seed("groups", count=1)
    limited.seed("subscribers", count=1)
    with http(limited) as client:
        statuses = [
            client.post("/groups/1/subscribers/bulk-create", json={"subscriberIds": [1]}).status_code
            for _ in range(6)
        ]
        assert statuses == [200] * 5 + [429]
        clock.advance(15)
        assert (
            client.post("/groups/1/subscribers/bulk-delete", json={"subscriberIds": [1]}).status_code == 200
        )


RATE_LIMIT_HEADERS = (
    "RateLimit-Limit",
    "RateLimit-Remaining",
    "RateLimit-Reset",
    "X-RateLimit-Limit",
    "X-RateLimit-Remaining",
    "X-RateLimit-Reset",
    "Retry-After",
)


def _announced(response: httpx.Response) -> list[str]:
    return [name for name in RATE_LIMIT_HEADERS if name in response.headers]


def _assorted_answers(client: httpx.Client) -> list[httpx.Response]:
    """A success, and each kind of refusal, from every rate-limit bucket."""
    day = {"startDate": "2026-01-01T00:00:00Z", "endDate": "2026-01-01T01:00:00Z"}
    return [
        client.get("/templates"),
        client.get("/analytics/delivery", params=day),
        client.post("/groups/1/subscribers/bulk-create", json={"subscriberIds": [1]}),
        client.get("/link-tags/999"),
        client.post("/templates", json={}),
        client.post("/templates", content=b"[" * 1000, headers={"Content-Type": "application/json"}),
        client.get("/no-such-thing"),
        client.delete("/templates"),
        client.get("/templates", headers={"Authorization": "Bearer wrong"}),
    ]


def test_limits_can_be_switched_off_and_then_nothing_is_announced(limited: FakeService) -> None:
    limited.rate_limits = False
    with http(limited) as client:
        answers = [client.get("/templates") for _ in range(40)]
        assert {answer.status_code for answer in answers} == {200}
        for answer in answers + _assorted_answers(client):
            assert _announced(answer) == [], answer.request.url
        limited.rate_limits = True
        assert client.get("/templates").headers["RateLimit-Remaining"] == "29"


def test_a_fake_started_without_limits_announces_none(fake: FakeService) -> None:
    with http(fake) as client:
        for answer in _assorted_answers(client):
            assert _announced(answer) == [], answer.request.url


def test_with_limits_on_every_answer_announces_them(limited: FakeService) -> None:
    with http(limited) as client:
        answers = _assorted_answers(client)
    for answer in answers:
        assert _announced(answer) == list(RATE_LIMIT_HEADERS[:-1]), answer.request.url


class RecordingClock(ManualClock):
    """Keeps every pause a client takes (and takes none for real)."""

    def __init__(self) -> None:
        super().__init__()
        self.pauses: list[float] = []

    def sleep(self, seconds: float) -> None:
        self.pauses.append(seconds)
        super().sleep(seconds)

    async def async_sleep(self, seconds: float) -> None:
        self.pauses.append(seconds)
        self.advance(seconds)
        await asyncio.sleep(0)


# Callers may poll briefly while the first answer tells whether a window exists; waiting for a
# window to reset would be a pause of seconds.
LONGEST_POLL = 0.5


def test_clients_never_wait_for_a_window_a_fake_without_limits_never_announced(fake: FakeService) -> None:
    clock = RecordingClock()
    with fake.client(clock=clock, max_retries=0) as client, ThreadPoolExecutor(max_workers=40) as pool:
        keywords = list(pool.map(lambda _: client.keywords.main().keyword, range(80)))
    assert keywords == ["JOIN"] * 80
    assert max(clock.pauses, default=0) < LONGEST_POLL


async def test_async_clients_never_wait_for_a_window_a_fake_without_limits_never_announced(
    fake: FakeService,
) -> None:
    clock = RecordingClock()
    async with fake.async_client(clock=clock, max_retries=0) as client:
        keywords = await asyncio.gather(*(client.keywords.main() for _ in range(80)))
    assert [keyword.keyword for keyword in keywords] == ["JOIN"] * 80
    assert max(clock.pauses, default=0) < LONGEST_POLL


def test_the_sdk_paces_itself_through_several_windows_without_a_429(
    limited: FakeService, clock: ManualClock
) -> None:
    limited.seed("campaigns", count=3)
    limited.seed("groups", count=2)
    limited.seed("subscribers", count=7000)
    with limited.client(clock=clock, max_retries=0) as client:
        for _ in range(95):
            assert client.campaigns.get(1).id == 1
        client.groups.add_subscribers(2, range(1, 7001))  # 7 bulk requests against 5 per 15 s
    assert clock.now() >= 180  # 95 calls need 4 windows of 60 s; nothing was refused (max_retries=0)
    assert limited.members(2) == list(range(1, 7001))


async def test_the_async_sdk_paces_itself_too(limited: FakeService, clock: ManualClock) -> None:
    async with limited.async_client(clock=clock, max_retries=0) as client:
        for _ in range(35):
            assert (await client.keywords.main()).keyword == "JOIN"
    assert clock.now() >= 60


def test_rate_limit_error_reaches_the_user_when_retries_are_off(
    limited: FakeService, clock: ManualClock
) -> None:
    with http(limited) as raw:
        for _ in range(30):
            raw.get("/templates")
    with (
        limited.client(clock=clock, max_retries=0) as client,
        pytest.raises(textsvc.SvcRateLimitError) as raised,
    ):
        client.keywords.main()
    assert raised.value.retry_after == 60
