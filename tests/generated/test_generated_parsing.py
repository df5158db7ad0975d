"""The SDK parses a recorded example of every response style, and sends the request the spec describes.

Each case answers one recorded body of ``tests/fixtures/responses`` and calls the typed method that the
generated descriptor drives, on ``Client`` and on ``AsyncClient``: the method returns the payload (a
model, a page of rows, ``None`` for ``data: null`` or no content) after sending exactly one request.
"""

from __future__ import annotations

import asyncio
import datetime
import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
import textsvc
from textsvc_generated.models import CodeSendResult, Delivery, Template, Webhook
from textsvc_generated.models.webhook_event_type import WEBHOOK_EVENT_TYPE_VALUES

from tests.facade import AsyncFacade
from tests.overlay.mocking import API_KEY, Script, async_client, sync_client

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "responses"
JSON = {"Content-Type": "application/json"}
# Every event the spec names (a new one is covered by regeneration alone).
WEBHOOK_EVENTS = sorted(WEBHOOK_EVENT_TYPE_VALUES)


def fixture(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()


@pytest.fixture(params=["sync", "async"])
def mode(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@contextmanager
def answering(
    mode: str, body: bytes, *, status: int = 200, headers: dict[str, str] | None = None
) -> Iterator[tuple[Any, Script]]:
    """A client (an ``AsyncClient`` is driven through an event loop) whose every request gets ``body``."""
    script = Script(httpx.Response(status, content=body, headers=JSON if headers is None else headers))
    if mode == "sync":
        client, _ = sync_client(script, max_retries=0)
        with client:
            yield client, script
        return
    with asyncio.Runner() as runner:
        aclient, _ = async_client(script, max_retries=0)
        try:
            yield AsyncFacade(aclient, runner), script
        finally:
            runner.run(aclient.close())


def only_request(script: Script) -> httpx.Request:
    assert len(script.requests) == 1, [str(request.url) for request in script.requests]
    return script.requests[0]


def assert_sent(
    script: Script,
    method: str,
    path: str,
    query: dict[str, str] | None = None,
    body: dict[str, Any] | None = None,
) -> httpx.Request:
    """The one request sent: method, path, the whole query, and the JSON body (or none)."""
    request = only_request(script)
    assert request.method == method
    assert request.url.path == path
    assert sorted(request.url.params.multi_items()) == sorted((query or {}).items())
    if body is None:
        assert request.content == b""
    else:
        assert request.headers["Content-Type"] == "application/json"
        assert json.loads(request.content) == body
    return request


def test_envelope(mode: str) -> None:
    with answering(mode, fixture("envelope_template.json")) as (client, script):
        template = client.templates.get(7, is_mms=True)
    assert isinstance(template, Template)
    assert (template.id, template.name, template.message) == (7, "Welcome", "Hi {firstName}!")
    assert template.mms is False
    assert template.timestamp == datetime.datetime(2026, 1, 5, 10, tzinfo=datetime.UTC)
    request = assert_sent(script, "GET", "/v3/templates/7", query={"isMMS": "true"})
    assert request.headers["Authorization"] == f"Bearer {API_KEY}"


def test_envelope_with_null_data(mode: str) -> None:
    with answering(mode, fixture("envelope_null.json")) as (client, script):
        assert client.threads.delete(3) is None
    assert_sent(script, "DELETE", "/v3/threads/3")


def test_envelope_with_null_data_raw(mode: str) -> None:
    with answering(mode, fixture("envelope_null.json")) as (client, script):
        raw = client.threads.with_raw_response.delete(3)
    assert raw.status_code == 200
    assert raw.parse() is None
    assert raw.http_response.json()["message"] == "Deleted"
    assert_sent(script, "DELETE", "/v3/threads/3")


def test_page(mode: str) -> None:
    with answering(mode, fixture("page_templates.json")) as (client, script):
        page = client.templates.list(page_size=2).first_page()
    assert isinstance(page, textsvc.Page)
    assert all(isinstance(row, Template) for row in page.rows)
    assert [row.id for row in page.rows] == [1, 2]
    assert [row.mms for row in page.rows] == [False, True]
    assert page.rows[0].timestamp.microsecond == 123000
    assert page.rows[1].attachment == "https://cdn.example/b.png"
    assert (page.page, page.page_size, page.total) == (0, 2, 5)
    assert page.has_more is True
    assert_sent(script, "GET", "/v3/templates", query={"page": "0", "pageSize": "2"})


def test_bare(mode: str) -> None:
    with answering(mode, fixture("bare_send_code.json")) as (client, script):
        result = client.verify.send_code(to="+15555550100", service_name="Shop")
    assert isinstance(result, CodeSendResult)
    assert (result.verification_id, result.status, result.message_id) == ("v-1", "PENDING", "m-1")
    assert (result.timeout_seconds, result.deliverable, result.line_type) == (300, True, "mobile")
    body = {"to": "+15555550100", "serviceName": "Shop"}
    assert_sent(script, "POST", "/v3/verify/sms/send-code", body=body)


def test_message_data(mode: str) -> None:
    secret = "s" * 128
    url = "https://hooks.example/textsvc"
    with answering(mode, fixture("message_data_webhook.json")) as (client, script):
        webhook = client.webhooks.create(event="delivery-status", url=url, secret=secret)
    assert isinstance(webhook, Webhook)
    assert (webhook.id, webhook.event, webhook.alert_email) == (11, "delivery-status", "ops@example.com")
    assert isinstance(webhook.pools, list)
    assert [(pool.id, pool.name) for pool in webhook.pools] == [("p-1", "Support")]
    assert webhook.created_at.year == 2026
    # Only what the caller gave: a field the spec gives a default for is not written out.
    body = {"event": "delivery-status", "url": url, "secret": secret}
    assert_sent(script, "POST", "/v3/webhooks", body=body)


def test_message_data_raw_keeps_the_message(mode: str) -> None:
    with answering(mode, fixture("message_data_webhook.json")) as (client, _):
        raw = client.webhooks.with_raw_response.create(
            event="delivery-status", url="https://hooks.example/textsvc", secret="s" * 128
        )
    assert raw.http_response.json()["message"] == "Webhook registered"
    assert raw.parse().id == 11


def test_data_page(mode: str) -> None:
    with answering(mode, fixture("data_page_webhooks.json")) as (client, script):
        page = client.webhooks.list().first_page()
    assert isinstance(page, textsvc.Page)
    assert (page.page, page.page_size, page.total, page.has_more) == (0, 25, 1, False)
    [webhook] = page.rows
    assert isinstance(webhook, Webhook)
    assert (webhook.id, webhook.event, webhook.skip_error_codes) == (11, "message-reply", ["500"])
    assert_sent(script, "GET", "/v3/webhooks")


def test_data_page_rows(mode: str) -> None:
    with answering(mode, fixture("data_page_webhooks.json")) as (client, script):
        webhooks = list(client.webhooks.list())
    assert [webhook.id for webhook in webhooks] == [11]
    assert_sent(script, "GET", "/v3/webhooks")


def test_no_content(mode: str) -> None:
    with answering(mode, b"", status=204, headers={}) as (client, script):
        assert client.drip_campaigns.delete(4) is None
    assert_sent(script, "DELETE", "/v3/drip-campaigns/4")


def test_no_content_raw(mode: str) -> None:
    with answering(mode, b"", status=204, headers={}) as (client, _):
        raw = client.drip_campaigns.with_raw_response.delete(4)
    assert raw.status_code == 204
    assert raw.parse() is None


def test_unspecified_body_of_webhook_delete(mode: str) -> None:
    # The service document does not show this body: the method returns None, the raw response keeps it.
    with answering(mode, fixture("envelope_null.json")) as (client, script):
        assert client.webhooks.delete(11) is None
        raw = client.webhooks.with_raw_response.delete(11)
    assert raw.parse() is None
    assert raw.http_response.json() == {"success": True, "error": None, "message": "Deleted", "data": None}
    assert [(request.method, request.url.path) for request in script.requests] == [
        ("DELETE", "/v3/webhooks/11"),
        ("DELETE", "/v3/webhooks/11"),
    ]
    assert all(request.content == b"" for request in script.requests)


def test_unknown_enum_value_and_extra_field_parse(mode: str) -> None:
    url = "https://hooks.example/b"
    with answering(mode, fixture("unknown_values_webhook.json")) as (client, script):
        webhook = client.webhooks.create(event="message-reply", url=url, secret="s")
    assert isinstance(webhook, Webhook)
    assert webhook.event == "message-bounce"
    assert webhook.additional_properties == {"labels": ["added later"]}
    body = {"event": "message-reply", "url": url, "secret": "s"}
    assert_sent(script, "POST", "/v3/webhooks", body=body)


def test_unknown_open_string_values_parse(mode: str) -> None:
    with answering(mode, fixture("unknown_values_delivery_page.json")) as (client, script):
        page = client.deliveries.list(status="sent").first_page()
    [row] = page.rows
    assert isinstance(row, Delivery)
    assert (row.status, row.type_) == ("bounced-later", "rcs-future")
    assert (row.from_, row.to) == ("+15555550199", "+15555550100")
    assert row.additional_properties == {"priority": "high"}
    # No page_size given: the pager asks for the largest page.
    query = {"page": "0", "pageSize": "1000", "filters[status]": "sent"}
    assert_sent(script, "GET", "/v3/deliveries", query=query)


def test_the_events_the_service_document_names_are_covered() -> None:
    assert set(WEBHOOK_EVENTS) >= {"message-reply", "delivery-status", "message-send", "number-opt-in"}


@pytest.mark.parametrize("event", WEBHOOK_EVENTS)
def test_known_webhook_events_parse(mode: str, event: str) -> None:
    recorded = json.loads(fixture("message_data_webhook.json"))
    recorded["data"]["event"] = event
    url = "https://hooks.example/textsvc"
    with answering(mode, json.dumps(recorded).encode()) as (client, script):
        webhook = client.webhooks.create(event=event, url=url, secret="s" * 128)
    assert webhook.event == event
    body = {"event": event, "url": url, "secret": "s" * 128}
    assert_sent(script, "POST", "/v3/webhooks", body=body)
