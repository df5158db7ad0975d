"""hypothesis throws arbitrary bodies and query strings at every route of the fake: the answer is
never a 5xx, and every refusal is the document's error body.

Run by ``nox -s fuzz`` with a bounded number of examples.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote_from_bytes

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from textsvc.testing import FakeService


def _routes() -> list[tuple[str, str]]:
    service = FakeService()
    try:
        return [
            (route.method, "/v3" + re.sub(r"\{\w+\}", "1", route.template)) for route in service.app.routes
        ]
    finally:
        service.close()


ROUTES = _routes()

json_values: st.SearchStrategy[Any] = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=30,
)
bodies = st.one_of(
    st.binary(max_size=2000),
    # NaN and Infinity included: json.dumps writes them, the fake must refuse them.
    json_values.map(lambda value: json.dumps(value).encode()),
    st.integers(min_value=1, max_value=5000).map(lambda depth: b"[" * depth),
    st.integers(min_value=1, max_value=200).map(lambda depth: b'{"a":' * depth + b"1" + b"}" * depth),
)
query_strings = st.lists(st.tuples(st.binary(max_size=12), st.binary(max_size=12)), max_size=4).map(
    lambda pairs: "&".join(f"{quote_from_bytes(name)}={quote_from_bytes(value)}" for name, value in pairs)
)


@pytest.fixture(scope="module")
def origin() -> Iterator[httpx.Client]:
    with (
        FakeService(rate_limits=False) as fake,
        httpx.Client(
            base_url=fake.base_url.removesuffix("/v3"),
            headers={"Authorization": f"Bearer {fake.api_key}", "Content-Type": "application/json"},
            timeout=30,
        ) as client,
    ):
        yield client


@given(route=st.sampled_from(ROUTES), body=bodies, query=query_strings)
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_no_body_or_query_makes_a_5xx(
    origin: httpx.Client, route: tuple[str, str], body: bytes, query: str
) -> None:
    method, path = route
    response = origin.request(method, f"{path}?{query}" if query else path, content=body)
    assert response.status_code < 500, response.text[:300]
    if response.status_code >= 400:
        error = response.json()
        assert error["httpCode"] == response.status_code
        assert error["type"].endswith("_error")
