"""The adapters in the frameworks' own test clients: raw body verified, 400 without calling the handler."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient as FastAPITestClient
from starlette.testclient import TestClient as StarletteTestClient
from textsvc import webhooks
from textsvc.webhooks import WebhookEvent

from tests.webhooks.listeners import fastapi_app, flask_app, plain_wsgi_app, starlette_app

SECRET = webhooks.generate_secret()
BODY = b'{"type": "message-reply", "id": 7, "text": "caf\xc3\xa9"}'


def post_starlette(app: Any, body: bytes, headers: dict[str, str]) -> tuple[int, str]:
    response = StarletteTestClient(app).post("/hooks", content=body, headers=headers)
    return response.status_code, response.text


def post_fastapi(app: Any, body: bytes, headers: dict[str, str]) -> tuple[int, str]:
    response = FastAPITestClient(app).post("/hooks", content=body, headers=headers)
    return response.status_code, response.text


def post_flask(app: Any, body: bytes, headers: dict[str, str]) -> tuple[int, str]:
    response = app.test_client().post("/hooks", data=body, headers=headers)
    return response.status_code, response.get_data(as_text=True)


def post_wsgi(app: Any, body: bytes, headers: dict[str, str]) -> tuple[int, str]:
    from werkzeug.test import Client

    response = Client(app).post("/hooks", data=body, headers=headers)
    return response.status_code, response.get_data(as_text=True)


FRAMEWORKS: list[tuple[str, Callable[..., Any], Callable[..., tuple[int, str]]]] = [
    ("starlette", starlette_app, post_starlette),
    ("fastapi", fastapi_app, post_fastapi),
    ("flask", flask_app, post_flask),
    ("wsgi", plain_wsgi_app, post_wsgi),
]


@pytest.mark.parametrize(("name", "build", "post"), FRAMEWORKS, ids=[entry[0] for entry in FRAMEWORKS])
def test_a_signed_request_reaches_the_handler_verified(name: str, build: Any, post: Any) -> None:
    received: list[WebhookEvent] = []
    status, _ = post(build(received, SECRET), BODY, {"X-Signature": webhooks.sign(BODY, SECRET)})
    assert status == 200
    assert [event.body for event in received] == [BODY]
    assert received[0].data["text"] == "café"


@pytest.mark.parametrize(("name", "build", "post"), FRAMEWORKS, ids=[entry[0] for entry in FRAMEWORKS])
@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"X-Signature": "0" * 64},
        {"X-Signature": "not-hex"},
        {"X-Signature": webhooks.sign(b"{}", SECRET)},
    ],
    ids=["missing", "wrong", "malformed", "other-body"],
)
def test_a_bad_signature_answers_400_and_the_handler_is_not_called(
    name: str, build: Any, post: Any, headers: dict[str, str]
) -> None:
    received: list[WebhookEvent] = []
    status, text = post(build(received, SECRET), BODY, headers)
    assert status == 400
    assert received == []
    assert SECRET not in text


@pytest.mark.parametrize(("name", "build", "post"), FRAMEWORKS, ids=[entry[0] for entry in FRAMEWORKS])
def test_rotated_secrets(name: str, build: Any, post: Any) -> None:
    old, new = webhooks.generate_secret(), webhooks.generate_secret()
    received: list[WebhookEvent] = []
    app = build(received, [new, old])
    assert post(app, BODY, {"X-Signature": webhooks.sign(BODY, old)})[0] == 200
    assert post(app, BODY, {"X-Signature": webhooks.sign(BODY, new)})[0] == 200
    assert len(received) == 2
