"""Calls traced with opentelemetry-sdk's in-memory exporter, printed as JSON (test_tracing.py runs this
in a process of its own: a tracer provider, once set, is the process's for good).

``python -m tests.overlay.otel_scenarios``: one line of JSON, scenario -> the spans it made.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import threading
from typing import Any

import httpx
import textsvc
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from starlette.requests import Request
from textsvc.testing import FakeService, ManualClock
from textsvc.webhooks import WebhookEvent, sign
from textsvc.webhooks.asgi import webhook_endpoint
from textsvc.webhooks.wsgi import WebhookApp

from tests.hostile import Exchange, HostileServer, envelope
from tests.overlay.mocking import API_KEY, LINK_TAG, RecordingClock, error_body

REQUEST_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7"


class FailsOnce:
    def __init__(self, body: Any = LINK_TAG, status: int = 200) -> None:
        self.body, self.status, self.requests = body, status, 0
        self._lock = threading.Lock()

    def __call__(self, exchange: Exchange) -> None:
        with self._lock:
            self.requests += 1
            first = self.requests == 1
        if first:
            exchange.respond(503, json=error_body(503, "internal_server_error"))
        elif self.status == 200:
            headers = {"X-Request-ID": REQUEST_ID, "RateLimit-Remaining": "17", "RateLimit-Limit": "30"}
            exchange.respond(200, json=envelope(self.body), headers=headers)
        elif self.status == 409:
            exchange.respond(409, json=error_body(409, "conflict_error", "duplicate request detected"))
        else:
            exchange.respond(self.status, json=error_body(self.status, "not_found_error", "no such tag"))


def two_pages(exchange: Exchange) -> None:
    number = int(dict(exchange.request.query).get("page", "0"))
    page = {"rows": [LINK_TAG], "page": number, "pageSize": 1, "total": 2}
    exchange.respond(200, json=envelope(page))


def spans(exporter: InMemorySpanExporter) -> list[dict[str, Any]]:
    made = []
    for span in exporter.get_finished_spans():
        made.append(
            {
                "name": span.name,
                "kind": span.kind.name,
                "attributes": dict(span.attributes or {}),
                "status": span.status.status_code.name,
                "events": [
                    {"name": event.name, "type": (event.attributes or {}).get("exception.type")}
                    for event in span.events
                ],
                "parent": span.parent.span_id if span.parent else None,
                "span_id": span.context.span_id,
            }
        )
    exporter.clear()
    return made


class CurrentSpan:
    """A hook noting the current span while each attempt is sent (what httpx's instrumentation sees)."""

    def __init__(self) -> None:
        self.ids: list[int] = []

    def before_request(self, call: textsvc.HookCall, request: httpx.Request) -> None:
        self.ids.append(trace.get_current_span().get_span_context().span_id)


def webhook_spans(exporter: InMemorySpanExporter) -> list[dict[str, Any]]:
    """A delivery handled by the WSGI app, one whose handler raises, and one by the ASGI endpoint."""
    secret = "whsec_traced"
    body = b'{"type": "message-reply"}'

    def environ() -> dict[str, Any]:
        return {
            "REQUEST_METHOD": "POST",
            "CONTENT_LENGTH": str(len(body)),
            "wsgi.input": io.BytesIO(body),
            "HTTP_X_SIGNATURE": sign(body, secret),
        }

    def on_reply(event: WebhookEvent) -> None:
        pass

    def broken(event: WebhookEvent) -> None:
        raise ValueError("the handler's bug")

    WebhookApp(on_reply, secret=secret)(environ(), lambda status, headers: None)
    with contextlib.suppress(ValueError):
        WebhookApp(broken, secret=secret)(environ(), lambda status, headers: None)

    async def deliver() -> None:
        sent = False

        async def receive() -> dict[str, Any]:
            nonlocal sent
            if sent:
                return {"type": "http.disconnect"}
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}

        headers = [
            (b"x-signature", sign(body, secret).encode()),
            (b"content-length", str(len(body)).encode()),
        ]
        scope = {"type": "http", "method": "POST", "path": "/hooks", "headers": headers, "query_string": b""}
        response = await webhook_endpoint(on_reply, secret=secret)(Request(scope, receive))
        assert response.status_code == 200

    asyncio.run(deliver())
    return spans(exporter)


def main() -> None:
    results: dict[str, Any] = {}
    exporter = InMemorySpanExporter()
    with HostileServer(FailsOnce()) as server:
        client = textsvc.Client(api_key=API_KEY, base_url=server.base_url, clock=RecordingClock())
        client.link_tags.get(3)
        results["before_a_provider"] = spans(exporter)

        provider = TracerProvider()
        provider.add_span_processor(SimpleSpanProcessor(exporter))
        trace.set_tracer_provider(provider)

        server.script = FailsOnce()
        current = CurrentSpan()
        watched = client.with_options(hooks=[current])
        with provider.get_tracer("app").start_as_current_span("checkout"):
            watched.link_tags.get(3)
        results["retried"] = spans(exporter)
        results["current_during_attempts"] = current.ids
        client.close()

    with HostileServer(FailsOnce(status=404)) as server:
        client = textsvc.Client(api_key=API_KEY, base_url=server.base_url, clock=RecordingClock())
        with client, contextlib.suppress(textsvc.SvcNotFoundError):
            client.link_tags.get(3)
        results["not_found"] = spans(exporter)

    with HostileServer(lambda exchange: exchange.close()) as server:
        client = textsvc.Client(api_key=API_KEY, base_url=server.base_url, max_retries=0)
        with client, contextlib.suppress(textsvc.SvcAPIConnectionError):
            client.link_tags.get(3)
        results["no_answer"] = spans(exporter)

    with HostileServer(two_pages) as server:
        with textsvc.Client(api_key=API_KEY, base_url=server.base_url, clock=RecordingClock()) as client:
            list(client.link_tags.list(page_size=1))
        results["pager"] = spans(exporter)

    with HostileServer(FailsOnce()) as server:

        async def async_call() -> None:
            async with textsvc.AsyncClient(api_key=API_KEY, base_url=server.base_url) as aclient:
                await aclient.link_tags.get(3)

        asyncio.run(async_call())
        results["async"] = spans(exporter)

    with HostileServer(FailsOnce(status=409)) as server:
        client = textsvc.Client(api_key=API_KEY, base_url=server.base_url, clock=RecordingClock())
        with client:
            client.messages.send(message="Hi", subscribers=["+15555550100"])
        results["confirmed"] = spans(exporter)

    results["webhooks"] = webhook_spans(exporter)

    clock = ManualClock(start=1000.0)
    with FakeService(clock=clock) as fake, fake.client(clock=clock) as client:
        for _ in range(26):
            client.messages.send(message="Hi", subscribers=["+15555550100"])
    results["paced"] = spans(exporter)
    print(json.dumps(results))


if __name__ == "__main__":
    main()
