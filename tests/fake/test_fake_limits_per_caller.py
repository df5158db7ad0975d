"""The fake counts each window per caller, as the document does: the general limit per client address,
the analytics and bulk-group limits (and the send and subscriber ones) per account, that is per API key;
and it reports every 429 it answered, per bucket."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import httpx
import pytest
import textsvc
from textsvc.testing import FakeService, ManualClock

from tests.fake.fake_limits_callers import HOUR_END, HOUR_START, NEIGHBOUR, open_caller
from tests.fake.raw import http

SECOND_KEY = "sk_second_account_7f3a9c"
DAY = {"startDate": HOUR_START, "endDate": HOUR_END}
BULK = {"subscriberIds": [1]}


@pytest.fixture(params=["sync", "async"])
def mode(request: pytest.FixtureRequest) -> str:
    selected: str = request.param
    return selected


@pytest.fixture
def limited() -> Iterator[FakeService]:
    """Limits on, two keys, and a clock that stands still: no window ends during a test."""
    with FakeService(clock=ManualClock(), extra_api_keys=(SECOND_KEY,)) as service:
        yield service


def test_two_keys_count_analytics_apart_and_the_general_window_together(
    mode: str, limited: FakeService
) -> None:
    with open_caller(mode, limited) as first, open_caller(mode, limited, key=SECOND_KEY) as second:
        assert [first.analytics() for _ in range(5)] == [4, 3, 2, 1, 0]
        assert [second.analytics() for _ in range(5)] == [4, 3, 2, 1, 0]
        assert [first.general(), second.general(), first.general(), second.general()] == [29, 28, 27, 26]
    with http(limited) as raw_first, http(limited, key=SECOND_KEY) as raw_second:
        assert raw_first.get("/analytics/delivery", params=DAY).status_code == 429
        assert raw_second.get("/analytics/delivery", params=DAY).status_code == 429
    assert limited.state.rejections == Counter({"analytics": 2})


def test_an_account_window_follows_its_key_from_any_address(mode: str, limited: FakeService) -> None:
    with open_caller(mode, limited) as home, open_caller(mode, limited, address=NEIGHBOUR) as away:
        assert [home.analytics(), away.analytics(), home.analytics()] == [4, 3, 2]


def test_the_general_window_is_shared_on_one_address_and_apart_on_another(
    mode: str, limited: FakeService
) -> None:
    with (
        open_caller(mode, limited) as one,
        open_caller(mode, limited, key=SECOND_KEY) as other,
        open_caller(mode, limited, address=NEIGHBOUR) as neighbour,
    ):
        assert [one.general(), other.general(), one.general()] == [29, 28, 27]
        assert neighbour.general() == 29
    with http(limited) as raw:
        assert [raw.get("/keywords/main").headers["RateLimit-Remaining"] for _ in range(27)][-1] == "0"
        assert raw.get("/keywords/main").status_code == 429
    with open_caller(mode, limited, address=NEIGHBOUR) as neighbour:
        assert neighbour.general() == 28
    assert limited.state.rejections == Counter({"general": 1})


def test_429s_are_reported_per_bucket(mode: str, limited: FakeService) -> None:
    limited.seed("groups", count=1)
    limited.seed("subscribers", count=1)
    with http(limited) as raw, http(limited, key=SECOND_KEY) as raw_second:
        general = [raw.get("/keywords/main").status_code for _ in range(32)]
        analytics = [raw.get("/analytics/delivery", params=DAY).status_code for _ in range(7)]
        bulk = [raw_second.post("/groups/1/subscribers/bulk-create", json=BULK).status_code for _ in range(6)]
    assert (general.count(429), analytics.count(429), bulk) == (2, 2, [200] * 5 + [429])
    with open_caller(mode, limited) as caller, pytest.raises(textsvc.SvcRateLimitError):
        caller.client.keywords.main()
    rejections = limited.state.rejections
    assert rejections == Counter({"general": 3, "analytics": 2, "bulk-groups": 1})
    assert rejections.total() == limited.state.status_counts[429] == 6
    limited.reset_rate_limits()
    assert limited.state.rejections == Counter()
    assert limited.state.limiter.spent_windows == []


def test_with_limits_off_nothing_is_announced_or_counted(mode: str) -> None:
    with FakeService(rate_limits=False, extra_api_keys=(SECOND_KEY,)) as fake:
        with open_caller(mode, fake) as first, open_caller(mode, fake, key=SECOND_KEY) as second:
            seen = [caller.general() for _ in range(20) for caller in (first, second)]
            seen += [caller.analytics() for _ in range(6) for caller in (first, second)]
        assert seen == [None] * 52
        assert fake.state.rejections == Counter()
        assert fake.state.status_counts == Counter({200: 52})
        fake.rate_limits = True
        with open_caller(mode, fake, key=SECOND_KEY) as second:
            assert (second.general(), second.analytics()) == (29, 4)


def test_a_request_no_key_authenticates_is_401_and_counted_nowhere(limited: FakeService) -> None:
    with (
        http(limited, key="sk_not_a_key") as stranger,
        http(limited) as member,
        httpx.Client(base_url=limited.base_url) as anonymous,
    ):
        refused = [stranger.get("/keywords/main") for _ in range(35)]
        refused += [anonymous.get("/keywords/main") for _ in range(5)]
        assert {answer.status_code for answer in refused} == {401}
        assert {answer.headers["RateLimit-Remaining"] for answer in refused} == {"30"}
        analytics = [stranger.get("/analytics/delivery", params=DAY) for _ in range(6)]
        assert {answer.status_code for answer in analytics} == {401}
        assert {answer.headers["RateLimit-Remaining"] for answer in analytics} == {"5"}
        counted = [member.get("/keywords/main").headers["RateLimit-Remaining"] for _ in range(30)]
        assert counted == [str(remaining) for remaining in range(29, -1, -1)]
        late = stranger.get("/keywords/main")
        assert late.status_code == 401
        assert late.headers["RateLimit-Remaining"] == "0"
    assert limited.state.rejections == Counter()
    assert limited.state.status_counts == Counter({401: 47, 200: 30})


def test_windows_are_kept_under_a_digest_of_the_key_never_the_key(limited: FakeService) -> None:
    with http(limited, key=SECOND_KEY) as raw:
        assert raw.get("/analytics/delivery", params=DAY).status_code == 200
    kept = repr(vars(limited.state.limiter)) + repr(limited.state.accounts)
    assert "analytics" in kept
    assert SECOND_KEY not in kept
    assert limited.api_key not in kept


def test_a_client_of_the_fake_takes_any_of_its_keys(limited: FakeService) -> None:
    assert limited.api_keys == (limited.api_key, SECOND_KEY)
    with limited.client(api_key=SECOND_KEY) as client:
        assert client.keywords.main().keyword == "JOIN"


@pytest.mark.parametrize(
    ("keys", "error"),
    [
        ("sk_live_single_key", TypeError),
        (["sk_live_with space"], ValueError),
        (["sk_live_tab\tkey"], ValueError),
        ([""], ValueError),
        ([7], TypeError),
    ],
)
def test_extra_api_keys_are_checked_before_the_fake_starts(keys: object, error: type[Exception]) -> None:
    with pytest.raises(error, match="extra_api_keys") as raised:
        FakeService(extra_api_keys=keys)  # type: ignore[arg-type]
    assert "sk_live" not in str(raised.value)
