"""Talk to the fake with plain httpx, to check the protocol itself."""

from __future__ import annotations

from typing import Any

import httpx
from textsvc.testing import FakeService


def http(fake: FakeService, *, key: str | None = None) -> httpx.Client:
    token = fake.api_key if key is None else key
    return httpx.Client(base_url=fake.base_url, headers={"Authorization": f"Bearer {token}"})


def error_of(response: httpx.Response) -> dict[str, Any]:
    body: dict[str, Any] = response.json()
    assert set(body) >= {"httpCode", "message", "timestamp", "type", "name", "requestId"}
    assert body["httpCode"] == response.status_code
    assert body["name"].startswith("Svc")
    assert response.headers["content-type"] == "application/json"
    return body
