"""Every error response becomes the right SvcAPIError subclass, whatever its body."""

from __future__ import annotations

import httpx
import pytest
import textsvc

from tests.overlay.mocking import API_KEY, LINK_TAG, Script, envelope, error_body, json_response, sync_client

CASES = [
    (400, "bad_request_error", textsvc.SvcBadRequestError),
    (400, "invalid_field_error", textsvc.SvcInvalidFieldError),
    (401, "unauthorized_error", textsvc.SvcUnauthorizedError),
    (403, "forbidden_error", textsvc.SvcForbiddenError),
    (404, "not_found_error", textsvc.SvcNotFoundError),
    (409, "conflict_error", textsvc.SvcConflictError),
    (429, "rate_limit_error", textsvc.SvcRateLimitError),
    (500, "internal_server_error", textsvc.SvcInternalServerError),
]


@pytest.mark.parametrize(("status", "error_type", "expected"), CASES)
def test_each_error_class_from_type_and_status(status: int, error_type: str, expected: type) -> None:
    script = Script(json_response(status, error_body(status, error_type, "went wrong")))
    client, _ = sync_client(script, max_retries=0)
    with pytest.raises(expected) as raised:
        client.link_tags.get(3)
    error = raised.value
    assert type(error) is expected
    assert (error.status_code, error.type, error.message) == (status, error_type, "went wrong")
    assert error.request_id == "0f6c1d9e-0000-4000-8000-000000000001"
    assert error.timestamp == "2026-01-01T00:00:00+00:00"
    assert error.body["httpCode"] == status
    assert error.headers["content-type"] == "application/json"


def test_type_wins_over_status() -> None:
    script = Script(json_response(400, error_body(400, "invalid_field_error", "message is too long")))
    client, _ = sync_client(script)
    with pytest.raises(textsvc.SvcInvalidFieldError) as raised:
        client.link_tags.create(tag="x")
    assert isinstance(raised.value, textsvc.SvcBadRequestError)
    assert "message is too long" in str(raised.value)


@pytest.mark.parametrize(
    "reason",
    [
        "EXPIRED_TRIAL_ACCOUNT",
        "DISABLED_ACCOUNT",
        "PAUSED_ACCOUNT",
        "CANCELED_ACCOUNT",
        "DECLINED_CARD",
        "EXPIRED_CARD",
    ],
)
def test_forbidden_carries_the_reason(reason: str) -> None:
    script = Script(json_response(403, error_body(403, "forbidden_error", reason=reason)))
    client, _ = sync_client(script)
    with pytest.raises(textsvc.SvcForbiddenError) as raised:
        client.link_tags.get(3)
    assert raised.value.reason == reason
    assert reason in str(raised.value)


def test_forbidden_with_an_unknown_reason_keeps_it() -> None:
    script = Script(json_response(403, error_body(403, "forbidden_error", reason={"kind": "NEW_REASON"})))
    client, _ = sync_client(script)
    with pytest.raises(textsvc.SvcForbiddenError) as raised:
        client.link_tags.get(3)
    assert raised.value.reason == {"kind": "NEW_REASON"}


@pytest.mark.parametrize(
    ("status", "expected"),
    [
        (404, textsvc.SvcNotFoundError),
        (418, textsvc.SvcAPIError),
        (499, textsvc.SvcAPIError),
        (502, textsvc.SvcInternalServerError),
        (520, textsvc.SvcInternalServerError),
        (599, textsvc.SvcInternalServerError),
        (302, textsvc.SvcAPIError),
    ],
)
def test_any_status_without_a_type(status: int, expected: type) -> None:
    script = Script(httpx.Response(status, content=b""))
    client, _ = sync_client(script, max_retries=0)
    with pytest.raises(expected) as raised:
        client.link_tags.get(3)
    assert type(raised.value) is expected
    assert raised.value.status_code == status


def test_html_error_page_from_a_proxy() -> None:
    page = b"<html><body><h1>502 Bad Gateway</h1></body></html>"
    script = Script(httpx.Response(502, content=page, headers={"Content-Type": "text/html"}))
    client, _ = sync_client(script, max_retries=0)
    with pytest.raises(textsvc.SvcInternalServerError) as raised:
        client.link_tags.get(3)
    assert raised.value.body == page.decode()
    assert "502 Bad Gateway" in raised.value.message
    assert raised.value.type is None


def test_error_body_that_is_json_but_not_an_object() -> None:
    script = Script(json_response(400, ["unexpected", "list"]))
    client, _ = sync_client(script)
    with pytest.raises(textsvc.SvcBadRequestError) as raised:
        client.link_tags.get(3)
    assert raised.value.body == ["unexpected", "list"]


def test_envelope_with_success_false_is_an_error_even_with_200() -> None:
    body = {"success": False, "error": "invalid_field_error", "message": "tag is taken", "data": None}
    script = Script(json_response(200, body))
    client, _ = sync_client(script)
    with pytest.raises(textsvc.SvcAPIError) as raised:
        client.link_tags.create(tag="dup")
    assert raised.value.message == "tag is taken"
    assert raised.value.status_code == 200


def test_rate_limit_error_exposes_retry_after() -> None:
    script = Script(json_response(429, error_body(429, "rate_limit_error"), {"Retry-After": "7"}))
    client, _ = sync_client(script, max_retries=0)
    with pytest.raises(textsvc.SvcRateLimitError) as raised:
        client.link_tags.get(3)
    assert raised.value.retry_after == 7.0


def test_the_api_key_is_never_in_an_error() -> None:
    script = Script(json_response(401, error_body(401, "unauthorized_error", "bad key [AUTH-GLOBAL-001]")))
    client, _ = sync_client(script)
    with pytest.raises(textsvc.SvcUnauthorizedError) as raised:
        client.link_tags.get(3)
    assert API_KEY not in str(raised.value)
    assert API_KEY not in repr(raised.value)
    assert API_KEY not in repr(client)
    assert "[AUTH-GLOBAL-001]" in str(raised.value)


def test_success_still_parses_after_errors() -> None:
    script = Script(json_response(200, envelope(LINK_TAG)))
    client, _ = sync_client(script)
    assert client.link_tags.get(3).tag == "promo"
