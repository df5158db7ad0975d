"""``pacing=``: clients that share a store share their windows; bucket names never hold the key."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest
import textsvc
from textsvc import pacing
from textsvc.pacing._rules import Slot
from textsvc.pacing._store import BucketNames

from tests.hostile import HostileServer
from tests.overlay.mocking import API_KEY
from tests.overlay.windows import FixedWindow

OTHER_KEY = "sk_other_account_key_0123456789"


def _clients(server: HostileServer, count: int, **options: Any) -> list[textsvc.Client]:
    url = server.base_url
    return [textsvc.Client(api_key=API_KEY, base_url=url, max_retries=0, **options) for _ in range(count)]


def _call_from_threads(clients: list[textsvc.Client], calls_each: int) -> list[BaseException]:
    errors: list[BaseException] = []
    lock = threading.Lock()

    def work(client: textsvc.Client) -> None:
        for _ in range(calls_each):
            try:
                client.link_tags.get(3)
            except Exception as error:  # collected and asserted on below
                with lock:
                    errors.append(error)

    workers = [threading.Thread(target=work, args=(client,)) for client in clients for _ in range(2)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(60)
    return errors


def test_clients_sharing_a_store_share_the_window() -> None:
    window = FixedWindow(limit=6, seconds=0.4, answer_delay=0.005)
    store = pacing.InProcessPacing()
    with HostileServer(window) as server:
        clients = _clients(server, 3, pacing=store)
        errors = _call_from_threads(clients, 8)
        for client in clients:
            client.close()
    assert errors == []
    assert (window.served, window.rejected) == (48, 0)


def test_clients_with_a_store_each_spend_429s() -> None:
    # The baseline the test above is measured against: three clients, three stores, one window.
    window = FixedWindow(limit=6, seconds=0.4, answer_delay=0.005)
    with HostileServer(window) as server:
        clients = _clients(server, 3)
        errors = _call_from_threads(clients, 8)
        for client in clients:
            client.close()
    assert window.rejected > 0
    assert all(isinstance(error, textsvc.SvcRateLimitError) for error in errors)


async def test_async_clients_sharing_a_store_share_the_window() -> None:
    window = FixedWindow(limit=6, seconds=0.4, answer_delay=0.005)
    store = pacing.InProcessPacing()
    with HostileServer(window) as server:
        clients = [
            textsvc.AsyncClient(api_key=API_KEY, base_url=server.base_url, max_retries=0, pacing=store)
            for _ in range(3)
        ]
        await asyncio.gather(*(client.link_tags.get(3) for client in clients for _ in range(10)))
        for client in clients:
            await client.close()
    assert (window.served, window.rejected) == (30, 0)


def test_a_store_that_is_not_a_store_is_refused_before_anything_is_sent() -> None:
    with pytest.raises(TypeError, match=r"pacing must be a textsvc\.pacing store"):
        textsvc.Client(api_key=API_KEY, base_url="http://127.0.0.1:9/v3", pacing="redis://localhost")  # type: ignore[arg-type]


@pytest.mark.parametrize("address", ["", " ", " office-nat", "office-nat\n", "a\x00b", "x" * 256])
def test_an_address_that_would_name_another_window_is_refused(address: object) -> None:
    # " office-nat" would silently be a window of its own beside "office-nat".
    with pytest.raises(ValueError, match=r"^address must be None or name the egress address"):
        pacing.InProcessPacing(address=address)  # type: ignore[arg-type]


def test_an_address_of_another_type_is_a_type_error() -> None:
    with pytest.raises(TypeError, match=r"^address must be a str or None, got bytes of length 3"):
        pacing.InProcessPacing(address=b"nat")  # type: ignore[arg-type]


def test_any_visible_address_is_taken_as_given() -> None:
    assert pacing.InProcessPacing(address="203.0.113.7").address == "203.0.113.7"
    assert pacing.InProcessPacing(address="x" * 255).address == "x" * 255


def test_per_ip_buckets_are_named_by_address_and_per_account_ones_by_a_hash_of_the_key() -> None:
    here = BucketNames("http://127.0.0.1:8000/v3", API_KEY, None)
    same_host_other_key = BucketNames("http://127.0.0.1:8000/v3", OTHER_KEY, None)
    assert here.name("general") == same_host_other_key.name("general") == "general/ip/127.0.0.1:8000"
    # analytics is counted per account (the spec's x-rate-limits scope): keys do not share it.
    assert here.name("analytics").startswith("analytics/account/")
    assert here.name("analytics") != same_host_other_key.name("analytics")
    assert here.name("analytics") == BucketNames("http://other.example/v3", API_KEY, None).name("analytics")
    for name in (here.name("analytics"), here.name("bulk-groups"), here.name("general")):
        assert API_KEY not in name


def test_a_named_address_joins_hosts_behind_one_nat() -> None:
    first = BucketNames("http://api-a.example/v3", API_KEY, "office-nat")
    second = BucketNames("http://api-b.example:8443/v3", OTHER_KEY, "office-nat")
    assert first.name("general") == second.name("general") == "general/ip/office-nat"


class RecordingStore(pacing.InProcessPacing):
    def __init__(self) -> None:
        super().__init__()
        self.leases: list[float] = []

    def acquire(self, bucket: str, *, lease_seconds: float = 120.0) -> Slot | float:
        self.leases.append(lease_seconds)
        return super().acquire(bucket, lease_seconds=lease_seconds)


def test_a_slot_is_leased_for_its_request_timeout_and_a_margin() -> None:
    store = RecordingStore()
    window = FixedWindow(limit=5, seconds=10)
    with HostileServer(window) as server:
        with textsvc.Client(api_key=API_KEY, base_url=server.base_url, timeout=2.5, pacing=store) as client:
            client.link_tags.get(3)
        with textsvc.Client(api_key=API_KEY, base_url=server.base_url, timeout=None, pacing=store) as client:
            client.link_tags.get(3)
    assert store.leases == [3.5, 121.0]
    assert store.in_flight(BucketNames(server.base_url, API_KEY, None).name("general")) == 0


def test_a_one_character_address_is_a_name_like_any_other() -> None:
    assert pacing.InProcessPacing(address="a").address == "a"


async def test_an_async_give_back_without_rejected_is_an_answer_not_a_429() -> None:
    from textsvc._rate_limit import RateLimit

    store = pacing.InProcessPacing()
    taken = await store.async_acquire("general")
    assert isinstance(taken, Slot)
    await store.async_release(taken, RateLimit(limit=30, remaining=5, reset=10.0, retry_after=None))
    granted = [await store.async_acquire("general") for _ in range(6)]
    assert [isinstance(slot, Slot) and slot.delay == 0 for slot in granted] == [True] * 5 + [False]
