"""A long listing holds one page at a time: each page's response is freed by reference counting
once its rows are consumed, without waiting for a full garbage collection (httpx ties a streamed
response and its stream into a cycle, which only such a collection frees)."""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import Iterator

import httpx
import pytest
from textsvc.testing import FakeService


@pytest.fixture
def collector_off() -> Iterator[None]:
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


@pytest.fixture
def keywords(fake: FakeService) -> FakeService:
    fake.rate_limits = False
    fake.seed("keywords", count=49)  # and the main keyword: 50
    return fake


@pytest.mark.usefixtures("collector_off")
def test_every_page_of_a_sync_listing_is_freed_once_read(keywords: FakeService) -> None:
    responses: list[weakref.ref[httpx.Response]] = []
    pool = httpx.Client(event_hooks={"response": [lambda response: responses.append(weakref.ref(response))]})
    with pool, keywords.client(http_client=pool) as client:
        assert len(list(client.keywords.list(page_size=10))) == 50
        assert len(responses) == 5
        assert [alive for alive in (ref() for ref in responses) if alive is not None] == []


@pytest.mark.usefixtures("collector_off")
def test_every_page_of_an_async_listing_is_freed_once_read(keywords: FakeService) -> None:
    responses: list[weakref.ref[httpx.Response]] = []

    async def remember(response: httpx.Response) -> None:
        responses.append(weakref.ref(response))

    async def listing() -> int:
        async with (
            httpx.AsyncClient(event_hooks={"response": [remember]}) as pool,
            keywords.async_client(http_client=pool) as client,
        ):
            return len([keyword async for keyword in client.keywords.list(page_size=10)])

    assert asyncio.run(listing()) == 50
    assert len(responses) == 5
    assert [alive for alive in (ref() for ref in responses) if alive is not None] == []
