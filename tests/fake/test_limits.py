"""The document's rate limits, on a clock the test moves; and the SDK never meeting a 429 against them."""

from __future__ import annotations

from collections.abc import Iterator

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


def test_limits_can_be_switched_off(limited: FakeService) -> None:
    limited.rate_limits = False
    with http(limited) as client:
        answers = [client.get("/templates") for _ in range(40)]
    assert {answer.status_code for answer in answers} == {200}
    assert answers[-1].headers["RateLimit-Remaining"] == "30"


def test_the_sdk_paces_itself_through_several_windows_without_a_429(
    limited: FakeService, clock: ManualClock
) -> None:
    limited.seed("campaigns", count=3)
    with limited.client(clock=clock, max_retries=0) as client:
        for _ in range(95):
            assert client.campaigns.get(1).id == 1
        client.groups.add_subscribers(2, range(7000))  # 7 bulk requests against 5 per 15 s
    assert clock.now() >= 180  # 95 calls need 4 windows of 60 s; nothing was refused (max_retries=0)
    assert limited.members(2) == list(range(7000))


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
