"""Response handling at its edges: the request id on a validation error, a 3xx answer, a body
missing its ``data``, an envelope refusing through ``client.request``, an undecodable encoding."""

from __future__ import annotations

import re
from typing import Any

import pytest
import textsvc

from tests.hostile import Exchange
from tests.overlay.scripted_clients import MODES, serve

JSON_TYPE = ("Content-Type", "application/json")


def answer_with(status: int, body: bytes | Any, headers: list[tuple[str, str]] | None = None) -> Any:
    def answer(exchange: Exchange) -> None:
        if isinstance(body, bytes):
            exchange.respond(status, body, headers=headers or [JSON_TYPE])
        else:
            exchange.respond(status, json=body, headers=headers or ())

    return answer


@pytest.mark.parametrize("mode", MODES)
def test_a_validation_error_carries_the_request_id_the_service_gave(mode: str) -> None:
    answer = answer_with(200, b"<html>oops</html>", [JSON_TYPE, ("X-Request-ID", "req-77")])
    with serve(answer, mode) as (_, client), pytest.raises(textsvc.SvcResponseValidationError) as raised:
        client.link_tags.get(3)
    assert raised.value.request_id == "req-77"
    assert "not JSON" in str(raised.value)


@pytest.mark.parametrize("mode", MODES)
def test_a_3xx_answer_is_an_error_not_a_payload(mode: str) -> None:
    envelope = {"success": True, "data": {"id": 3, "tag": "promo", "created": "2026-01-01T00:00:00Z"}}
    with serve(answer_with(300, envelope), mode) as (_, client), pytest.raises(textsvc.SvcAPIError) as raised:
        client.link_tags.get(3)
    assert raised.value.status_code == 300


@pytest.mark.parametrize("mode", MODES)
def test_a_message_and_data_answer_without_its_data_is_a_validation_error(mode: str) -> None:
    with (
        serve(answer_with(200, {"message": "Webhook created"}), mode) as (_, client),
        pytest.raises(textsvc.SvcResponseValidationError, match="missing 'data'"),
    ):
        client.webhooks.create(event="message-reply", url="https://example.com/hooks", secret="s3cret")


@pytest.mark.parametrize("mode", MODES)
def test_client_request_raises_for_an_envelope_that_says_it_failed(mode: str) -> None:
    body = {"success": False, "message": "no such list", "type": "not_found_error", "data": None}
    with serve(answer_with(200, body), mode) as (_, client), pytest.raises(textsvc.SvcAPIError) as raised:
        client.request("GET", "/lists/4")
    assert not isinstance(raised.value, textsvc.SvcResponseValidationError)
    assert "no such list" in str(raised.value)


@pytest.mark.parametrize("mode", MODES)
def test_client_request_refuses_a_successful_envelope_without_data(mode: str) -> None:
    with (
        serve(answer_with(200, {"success": True}), mode) as (_, client),
        pytest.raises(textsvc.SvcResponseValidationError, match="missing 'data'"),
    ):
        client.request("GET", "/lists/4")


@pytest.mark.parametrize("mode", MODES)
def test_an_undecodable_content_encoding_is_reported_with_the_decoders_reason(mode: str) -> None:
    answer = answer_with(200, b"this is not gzip", [JSON_TYPE, ("Content-Encoding", "gzip")])
    with serve(answer, mode) as (_, client), pytest.raises(textsvc.SvcResponseValidationError) as raised:
        client.link_tags.get(3)
    assert re.search(r"Content-Encoding could not be decoded \(.*incorrect header check", str(raised.value))
