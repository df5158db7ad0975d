"""Clients over httpx.MockTransport with a clock that records sleeps instead of sleeping."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import httpx
import textsvc

BASE_URL = "http://service.test/v3"
API_KEY = "sk_test_do_not_leak_1234"


class RecordingClock:
    """Time moves only when the SDK sleeps; every sleep is recorded."""

    def __init__(self) -> None:
        self.time = 1000.0
        self.sleeps: list[float] = []

    def now(self) -> float:
        return self.time

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.time += seconds

    async def async_sleep(self, seconds: float) -> None:
        self.sleep(seconds)


Handler = Callable[[httpx.Request], httpx.Response]


def sync_client(handler: Handler, **options: Any) -> tuple[textsvc.Client, RecordingClock]:
    clock = RecordingClock()
    http_client = httpx.Client(transport=httpx.MockTransport(handler))
    options.setdefault("clock", clock)
    return textsvc.Client(api_key=API_KEY, base_url=BASE_URL, http_client=http_client, **options), clock


def async_client(handler: Handler, **options: Any) -> tuple[textsvc.AsyncClient, RecordingClock]:
    clock = RecordingClock()
    http_client = httpx.AsyncClient(transport=httpx.MockTransport(handler))
    options.setdefault("clock", clock)
    return textsvc.AsyncClient(api_key=API_KEY, base_url=BASE_URL, http_client=http_client, **options), clock


def envelope(data: Any) -> dict[str, Any]:
    return {"success": True, "error": None, "message": None, "data": data}


LINK_TAG = {"id": 3, "tag": "promo", "created": "2026-01-01T00:00:00Z"}


def json_response(status: int, body: Any, headers: dict[str, str] | None = None) -> httpx.Response:
    return httpx.Response(
        status,
        content=json.dumps(body).encode(),
        headers={"Content-Type": "application/json", **(headers or {})},
    )


def error_body(status: int, error_type: str, message: str = "nope", **extra: Any) -> dict[str, Any]:
    return {
        "httpCode": status,
        "message": message,
        "timestamp": "2026-01-01T00:00:00+00:00",
        "type": error_type,
        "name": "SvcSomethingError",
        "requestId": "0f6c1d9e-0000-4000-8000-000000000001",
        **extra,
    }


class Script:
    """Answers requests with the given responses in order, recording each request."""

    def __init__(self, *responses: httpx.Response | Exception) -> None:
        self.responses = list(responses)
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        answer = self.responses.pop(0) if len(self.responses) > 1 else self.responses[0]
        if isinstance(answer, Exception):
            raise answer
        # A response object can be sent once: answer with a fresh copy every time.
        return httpx.Response(answer.status_code, headers=answer.headers, content=answer.content)
