"""Auth, account states, unknown ids, duplicates, validation and error bodies."""

from __future__ import annotations

import uuid

import pytest
from textsvc.testing import FakeService

from tests.fake.raw import error_of, http

REASONS = [
    "EXPIRED_TRIAL_ACCOUNT",
    "DISABLED_ACCOUNT",
    "PAUSED_ACCOUNT",
    "CANCELED_ACCOUNT",
    "DECLINED_CARD",
    "EXPIRED_CARD",
]


@pytest.mark.parametrize(
    "authorization", [None, "", "Bearer", "Token abc", "Bearer wrong-key", "bearer {key}"]
)
def test_missing_malformed_or_wrong_keys_answer_401(fake: FakeService, authorization: str | None) -> None:
    headers = {} if authorization is None else {"Authorization": authorization.replace("{key}", fake.api_key)}
    import httpx

    response = httpx.get(fake.base_url + "/templates", headers=headers)
    assert response.status_code == 401
    body = error_of(response)
    assert (body["type"], body["name"]) == ("unauthorized_error", "SvcUnauthorizedError")
    assert body["message"].endswith("[AUTH-GLOBAL-001]")
    assert "reason" not in body


@pytest.mark.parametrize("reason", REASONS)
def test_account_states_answer_403_with_the_reason(fake: FakeService, reason: str) -> None:
    fake.set_account_state(reason)
    with http(fake) as client:
        body = error_of(client.get("/keywords/main"))
    assert (body["type"], body["reason"], body["httpCode"]) == ("forbidden_error", reason, 403)
    fake.set_account_state(None)
    with http(fake) as client:
        assert client.get("/keywords/main").status_code == 200


def test_unknown_account_state_is_refused(fake: FakeService) -> None:
    with pytest.raises(ValueError, match="PAUSED_ACCOUNT"):
        fake.set_account_state("ON_HOLIDAY")


def test_unknown_ids_and_routes_answer_404(fake: FakeService) -> None:
    with http(fake) as client:
        assert error_of(client.get("/link-tags/999"))["type"] == "not_found_error"
        assert error_of(client.get("/no-such-thing"))["type"] == "not_found_error"
        assert error_of(client.get("/link-tags/abc"))["type"] == "invalid_field_error"


def test_an_unknown_id_of_any_length_is_404_and_its_message_quotes_only_its_start(fake: FakeService) -> None:
    """A string path id may be of any length: the 404 names its start, as other errors cut what they
    quote, rather than dumping all of it back."""
    with http(fake) as client:
        body = error_of(client.get("/verify/" + "a" * 10_000))
    assert body["type"] == "not_found_error"
    assert body["message"].startswith("verification aaaa")
    assert len(body["message"]) < 100


def test_repeated_post_with_the_same_request_id_answers_409_and_changes_nothing(fake: FakeService) -> None:
    request_id = str(uuid.uuid4())
    with http(fake) as client:
        first = client.post("/link-tags", json={"tag": "once"}, headers={"X-Request-Id": request_id})
        second = client.post("/link-tags", json={"tag": "once"}, headers={"X-Request-Id": request_id})
        assert first.status_code == 200
        assert first.headers["X-Request-ID"] == request_id
        assert error_of(second)["type"] == "conflict_error"
        assert client.get("/link-tags").json()["data"]["total"] == 1
        third = client.post("/link-tags", json={"tag": "twice"}, headers={"X-Request-Id": str(uuid.uuid4())})
        assert third.status_code == 200


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/subscribers", {"number": "+15555550100"}),
        ("/send/validate-recipients", {"subscribers": ["+15555550100", "555"]}),
        ("/verify/number", {"number": "+15555550100"}),
    ],
)
def test_a_repeated_request_id_on_an_idempotent_post_is_processed_again(
    fake: FakeService, path: str, body: dict[str, object]
) -> None:
    # The SDK retries these (x-retry: idempotent) with the call's one X-Request-Id: a lost answer
    # must not turn the retry into a 409.
    request_id = str(uuid.uuid4())
    with http(fake) as client:
        first = client.post(path, json=body, headers={"X-Request-Id": request_id})
        again = client.post(path, json=body, headers={"X-Request-Id": request_id})
        assert (first.status_code, again.status_code) == (200, 200)
        assert again.json() == first.json()


def test_a_failed_post_can_be_retried_with_its_request_id(fake: FakeService) -> None:
    request_id = str(uuid.uuid4())
    with http(fake) as client:
        assert client.post("/link-tags", json={}, headers={"X-Request-Id": request_id}).status_code == 400
        assert (
            client.post("/link-tags", json={"tag": "ok"}, headers={"X-Request-Id": request_id}).status_code
            == 200
        )


@pytest.mark.parametrize(
    ("path", "body", "fragment"),
    [
        ("/templates", {}, "message"),
        ("/templates", {"message": 5}, "message"),
        ("/templates", {"message": "x" * 2001}, "too long"),
        ("/templates", {"message": "hi", "colour": "red"}, "colour"),
        ("/chatbots", {"name": "b", "instructions": "i", "longcodeId": "7", "isEnabled": True}, "longcodeId"),
        ("/webhooks", {"event": "message-bounce", "url": "u", "secret": "s"}, "event"),
        ("/groups/1/subscribers/bulk-create", {"subscriberIds": list(range(1001))}, "subscriberIds"),
    ],
)
def test_invalid_fields_answer_400_invalid_field_error(
    fake: FakeService, path: str, body: object, fragment: str
) -> None:
    with http(fake) as client:
        error = error_of(client.post(path, json=body))
    assert (error["type"], error["name"]) == ("invalid_field_error", "SvcInvalidFieldError")
    assert fragment in error["message"]


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2]", b'"text"'])
def test_malformed_json_answers_400_bad_request(fake: FakeService, content: bytes) -> None:
    with http(fake) as client:
        response = client.post("/templates", content=content, headers={"Content-Type": "application/json"})
    assert error_of(response)["type"] == "bad_request_error"


def test_a_body_that_is_not_declared_json_is_a_bad_request(fake: FakeService) -> None:
    with http(fake) as client:
        response = client.post(
            "/templates", content=b'{"message": "x"}', headers={"Content-Type": "text/plain"}
        )
    assert error_of(response)["type"] == "bad_request_error"


def test_every_response_carries_a_request_id(fake: FakeService) -> None:
    with http(fake) as client:
        for response in (
            client.get("/templates"),
            client.get("/link-tags/1"),
            client.post("/templates", json={}),
            client.post("/templates", content=b"{", headers={"Content-Type": "application/json"}),
        ):
            uuid.UUID(response.headers["X-Request-ID"])


def test_webhook_secret_is_never_answered(fake: FakeService) -> None:
    secret = "s3cr3t-" * 10
    with http(fake) as client:
        created = client.post(
            "/webhooks", json={"event": "message-send", "url": "http://x", "secret": secret}
        )
        listed = client.get("/webhooks")
        updated = client.patch(f"/webhooks/{created.json()['data']['id']}", json={"secret": secret + "2"})
    for response in (created, listed, updated):
        assert response.status_code == 200
        assert secret not in response.text
        assert "secret" not in response.text
