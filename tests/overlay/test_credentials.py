"""``with_options(api_key=...)``: calls of another account over the same pool and pacing store.

Against the fake, which counts a limit of scope ``account`` per key and one of scope ``ip`` per
client address (docs/testing.md), on a ``ManualClock`` shared with the clients: a pacing wait moves
that clock, so how far it moved tells whether a client waited.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import textsvc
from textsvc import pacing
from textsvc.testing import FakeService, ManualClock

from tests.hostile import Exchange, HostileServer, envelope
from tests.overlay.mocking import LINK_TAG

SECOND_KEY = "sk_second_account_do_not_leak_5678"
UNKNOWN_KEY = "sk_unknown_account_do_not_leak_9012"
SEND_WINDOW = 15.0
"""Seconds of the send window (25 texts per account, the spec's ``x-rate-limits``)."""


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(start=1000.0)


@pytest.fixture
def agency(clock: ManualClock) -> Iterator[FakeService]:
    """A fake with the limits on, serving two accounts."""
    with FakeService(clock=clock, extra_api_keys=[SECOND_KEY]) as service:
        yield service


def send(client: textsvc.Client, count: int) -> None:
    for number in range(count):
        client.messages.send(message=f"Offer {number}", subscribers=["+15555550100"])


def test_two_accounts_send_within_one_window_each(agency: FakeService, clock: ManualClock) -> None:
    """40 texts over two keys: the first account's 25 spend its window, and the second account's 15
    go at once, not after the first's window resets."""
    start = clock.now()
    with agency.client(clock=clock) as first:
        second = first.with_options(api_key=SECOND_KEY)
        send(first, 25)
        send(second, 15)
        raw = second.messages.with_raw_response.send(message="One more", subscribers=["+15555550100"])
    assert clock.now() - start < SEND_WINDOW  # no wait for a window
    assert agency.state.rejections.total() == 0
    assert len(agency.sent_messages) == 41
    assert raw.rate_limit.remaining == 25 - 16  # the second account's own window counted these


def test_the_per_ip_window_stays_shared(agency: FakeService, clock: ManualClock) -> None:
    """The general limit (30 a minute) counts per IP address: the second key's calls share the first's
    window, so its first call, after the first key's 30, waits for it instead of being answered 429."""
    start = clock.now()
    with agency.client(clock=clock) as first:
        second = first.with_options(api_key=SECOND_KEY)
        for _ in range(30):
            first.keywords.main()
        assert clock.now() - start < 60
        second.keywords.main()
    assert clock.now() - start >= 60 - 1  # waited for the shared window to reset
    assert agency.state.rejections.total() == 0


def answer_link_tag(exchange: Exchange) -> None:
    exchange.respond(200, json=envelope(LINK_TAG))


def test_the_derived_client_shares_the_connection_and_leaves_the_first_key_alone() -> None:
    with (
        HostileServer(answer_link_tag) as server,
        textsvc.Client(api_key="sk_first", base_url=server.base_url) as first,
    ):
        second = first.with_options(api_key=SECOND_KEY.encode())  # bytes, as the constructor takes
        second.link_tags.get(3)
        first.link_tags.get(3)
        rotated = second.with_options(api_key="sk_rotated", timeout=5.0)  # a new key, no new client
        rotated.link_tags.get(3)
        first.with_options(default_headers={"X-Team": "a"}).link_tags.get(3)
        assert server.connections == 1  # one pool, one keep-alive connection
    sent = [request.header("authorization") for request in server.requests]
    assert sent == [f"Bearer {SECOND_KEY}", "Bearer sk_first", "Bearer sk_rotated", "Bearer sk_first"]


def test_the_key_is_in_no_repr_log_error_or_store_name(
    agency: FakeService, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    file = tmp_path / "pacing.sqlite3"
    caplog.set_level(logging.DEBUG)
    with agency.client(pacing=pacing.SQLitePacing(file), max_retries=0) as first:
        second = first.with_options(api_key=SECOND_KEY)
        send(second, 1)
        stranger = first.with_options(api_key=UNKNOWN_KEY)
        with pytest.raises(textsvc.SvcUnauthorizedError) as raised:
            stranger.keywords.main()
        shown = [repr(second), repr(stranger), str(raised.value), repr(raised.value), caplog.text]
    stored = file.read_bytes() + b"".join(path.read_bytes() for path in tmp_path.glob("pacing.sqlite3-*"))
    assert b"send/account/" in stored  # the store's names were written where read
    for key in (SECOND_KEY, UNKNOWN_KEY):
        assert not any(key in text for text in shown)
        assert key.encode() not in stored


@pytest.mark.parametrize(
    ("key", "error", "message"),
    [
        ("", ValueError, "no API key"),
        ("sk with space", ValueError, "the API key (api_key) contains whitespace; it is not shown here"),
        (42, TypeError, "api_key must be a str, got int"),
    ],
)
def test_a_bad_key_is_refused_by_with_options(key: object, error: type[Exception], message: str) -> None:
    client = textsvc.Client(api_key="sk_first", base_url="http://127.0.0.1:9/v3")
    with client, pytest.raises(error, match="^" + re.escape(message)):
        client.with_options(api_key=key)  # type: ignore[arg-type]


async def test_the_async_client_takes_another_key(agency: FakeService, clock: ManualClock) -> None:
    start = clock.now()
    async with agency.async_client(clock=clock) as first:
        second = first.with_options(api_key=SECOND_KEY)
        for number in range(25):
            await first.messages.send(message=f"Offer {number}", subscribers=["+15555550100"])
        for number in range(15):
            await second.messages.send(message=f"Offer {number}", subscribers=["+15555550100"])
    assert clock.now() - start < SEND_WINDOW
    assert agency.state.rejections.total() == 0
