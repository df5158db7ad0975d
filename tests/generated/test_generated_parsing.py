"""The generated client parses a recorded example of every response style."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from textsvc_generated import AuthenticatedClient
from textsvc_generated.api.deliveries import list_deliveries
from textsvc_generated.api.drip_campaigns import delete_drip_campaign
from textsvc_generated.api.templates import get_template, list_templates
from textsvc_generated.api.threads import delete_thread
from textsvc_generated.api.verify import send_verification_code
from textsvc_generated.api.webhooks import create_webhook, delete_webhook, list_webhooks
from textsvc_generated.models import (
    CodeSendResult,
    DeliveryPageEnvelope,
    NullEnvelope,
    SendCodeInput,
    TemplateEnvelope,
    TemplatePageEnvelope,
    WebhookDataPage,
    WebhookInput,
    WebhookMessageData,
)

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "responses"


def client_answering(status: int, body: bytes, seen: list[httpx.Request]) -> AuthenticatedClient:
    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(status, content=body, headers={"Content-Type": "application/json"})

    return AuthenticatedClient(
        base_url="http://service.test/v3",
        token="test-key",
        httpx_args={"transport": httpx.MockTransport(handler)},
    )


def fixture(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()


def call(name: str, operation: Callable[..., Any], **arguments: Any) -> tuple[Any, list[httpx.Request]]:
    seen: list[httpx.Request] = []
    with client_answering(200, fixture(name), seen) as client:
        response = operation(client=client, **arguments)
    assert response.status_code == 200
    return response.parsed, seen


def test_envelope() -> None:
    parsed, seen = call("envelope_template.json", get_template.sync_detailed, id="7", is_mms="false")
    assert isinstance(parsed, TemplateEnvelope)
    assert parsed.data.id == 7
    assert parsed.data.mms is False
    assert parsed.data.timestamp.year == 2026
    assert seen[0].url.path == "/v3/templates/7"
    assert seen[0].headers["Authorization"] == "Bearer test-key"


def test_envelope_with_null_data() -> None:
    parsed, _ = call("envelope_null.json", delete_thread.sync_detailed, thread_id=3)
    assert isinstance(parsed, NullEnvelope)
    assert parsed.data is None
    assert parsed.message == "Deleted"


def test_page() -> None:
    parsed, seen = call("page_templates.json", list_templates.sync_detailed, page=0, page_size=2)
    assert isinstance(parsed, TemplatePageEnvelope)
    assert [row.id for row in parsed.data.rows] == [1, 2]
    assert (parsed.data.page, parsed.data.page_size, parsed.data.total) == (0, 2, 5)
    assert seen[0].url.params["pageSize"] == "2"


def test_bare() -> None:
    body = SendCodeInput(to="+15555550100", service_name="Shop")
    parsed, seen = call("bare_send_code.json", send_verification_code.sync_detailed, body=body)
    assert isinstance(parsed, CodeSendResult)
    assert parsed.verification_id == "v-1"
    assert parsed.status == "PENDING"
    assert json.loads(seen[0].content) == {"to": "+15555550100", "serviceName": "Shop"}


def test_message_data() -> None:
    body = WebhookInput(event="delivery-status", url="https://hooks.example/textsvc", secret="s" * 128)
    parsed, _ = call("message_data_webhook.json", create_webhook.sync_detailed, body=body)
    assert isinstance(parsed, WebhookMessageData)
    assert parsed.message == "Webhook registered"
    assert parsed.data.pools[0].name == "Support"


def test_data_page() -> None:
    parsed, _ = call("data_page_webhooks.json", list_webhooks.sync_detailed)
    assert isinstance(parsed, WebhookDataPage)
    assert parsed.data.total == 1
    assert parsed.data.rows[0].skip_error_codes == ["500"]


def test_no_content() -> None:
    seen: list[httpx.Request] = []
    with client_answering(204, b"", seen) as client:
        response = delete_drip_campaign.sync_detailed(client=client, drip_campaign_id=4)
    assert response.status_code == 204
    assert response.parsed is None
    assert seen[0].method == "DELETE"


def test_unspecified_body_of_webhook_delete() -> None:
    parsed, _ = call("envelope_null.json", delete_webhook.sync_detailed, webhook_id=11)
    assert parsed == {"success": True, "error": None, "message": "Deleted", "data": None}


def test_unknown_enum_value_and_extra_field_parse() -> None:
    body = WebhookInput(event="message-reply", url="https://hooks.example/b", secret="s")
    parsed, _ = call("unknown_values_webhook.json", create_webhook.sync_detailed, body=body)
    assert parsed.data.event == "message-bounce"
    assert parsed.data.additional_properties == {"labels": ["added later"]}


def test_unknown_open_string_values_parse() -> None:
    parsed, seen = call(
        "unknown_values_delivery_page.json", list_deliveries.sync_detailed, filtersstatus="sent"
    )
    assert isinstance(parsed, DeliveryPageEnvelope)
    row = parsed.data.rows[0]
    assert (row.status, row.type_) == ("bounced-later", "rcs-future")
    assert row.additional_properties == {"priority": "high"}
    assert seen[0].url.params["filters[status]"] == "sent"


@pytest.mark.parametrize("event", ["message-reply", "delivery-status", "message-send", "number-opt-in"])
def test_known_webhook_events_parse(event: str) -> None:
    body = json.loads(fixture("message_data_webhook.json"))
    body["data"]["event"] = event
    parsed = WebhookMessageData.from_dict(body)
    assert parsed.data.event == event
