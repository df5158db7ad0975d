"""Every adapter, served for real, caps the body and takes chunked deliveries.

A ``Content-Length`` over the cap answers 413 before any body is read (the tests send none, so a
server that waited for it would time out); a chunked body is cut off as soon as it passes the cap
(the tests never send its end). The handler is never called for a refused body.
"""

from __future__ import annotations

import io
from typing import Any

import httpx
import pytest
from textsvc import webhooks
from textsvc.webhooks import WebhookEvent, asgi, wsgi
from textsvc.webhooks.asgi import verified_event, webhook_endpoint
from textsvc.webhooks.wsgi import WebhookApp, flask_view

from tests.webhooks.listeners import (
    SERVED,
    chunked,
    flask_app,
    padded_json,
    plain_wsgi_app,
    raw_status,
    request_head,
)

SECRET = webhooks.generate_secret()
MIB = 1024 * 1024
ADAPTERS = pytest.mark.parametrize(("name", "build", "serve"), SERVED, ids=[entry[0] for entry in SERVED])


def signed(body: bytes) -> dict[str, str]:
    return {"X-Signature": webhooks.sign(body, SECRET)}


def test_the_default_cap_is_one_mebibyte() -> None:
    assert (
        webhooks.DEFAULT_MAX_BODY_BYTES == wsgi.DEFAULT_MAX_BODY_BYTES == asgi.DEFAULT_MAX_BODY_BYTES == MIB
    )


@ADAPTERS
def test_the_default_cap_takes_a_mebibyte_and_refuses_more_unread(name: str, build: Any, serve: Any) -> None:
    received: list[WebhookEvent] = []
    within, over = padded_json(MIB), padded_json(MIB + 1)
    head = request_head("POST", "/hooks", {"Content-Length": str(len(over)), **signed(over)})
    with serve(build(received, SECRET)) as url:
        taken = httpx.post(url, content=within, headers=signed(within), timeout=10)
        assert raw_status(url, head) == 413  # no byte of the body was sent
    assert taken.status_code == 200
    assert [event.body for event in received] == [within]


@ADAPTERS
def test_the_cap_is_configurable(name: str, build: Any, serve: Any) -> None:
    received: list[WebhookEvent] = []
    fits, too_big = padded_json(100), padded_json(101)
    with serve(build(received, SECRET, max_body_bytes=100)) as url:
        refused = httpx.post(url, content=too_big, headers=signed(too_big), timeout=10)
        taken = httpx.post(url, content=fits, headers=signed(fits), timeout=10)
        huge = request_head("POST", "/hooks", {"Content-Length": str(10**15), **signed(too_big)})
        assert raw_status(url, huge) == 413
    assert (refused.status_code, taken.status_code) == (413, 200)
    assert SECRET not in refused.text
    assert [event.body for event in received] == [fits]


@ADAPTERS
def test_a_chunked_body_is_cut_off_when_it_passes_the_cap(name: str, build: Any, serve: Any) -> None:
    received: list[WebhookEvent] = []
    body = padded_json(6000)
    head = request_head("POST", "/hooks", {"Transfer-Encoding": "chunked", **signed(body)})
    with serve(build(received, SECRET, max_body_bytes=4096)) as url:
        # 6000 bytes sent, the end of the body never: the server must stop at the cap to answer.
        assert raw_status(url, head + chunked(body[:3000], body[3000:], last=False)) == 413
        streamed = httpx.post(url, content=iter([body[:3000], body[3000:]]), headers=signed(body))
    assert streamed.status_code == 413
    assert received == []


@ADAPTERS
def test_a_chunked_delivery_up_to_the_cap_is_taken(name: str, build: Any, serve: Any) -> None:
    received: list[WebhookEvent] = []
    body = b'{"type": "message-reply", "text": "chunked"}'
    with serve(build(received, SECRET, max_body_bytes=len(body))) as url:
        streamed = httpx.post(url, content=iter([body[:10], body[10:]]), headers=signed(body), timeout=10)
        wrong = httpx.post(url, content=iter([body]), headers=signed(b"{}"), timeout=10)
    assert (streamed.status_code, wrong.status_code) == (200, 400)
    assert [event.body for event in received] == [body]


# What a WSGI server hands the app, for the servers the tests above do not run: one that decodes
# the chunks without saying so (PEP 3333 asks it to decode them), and one that marks the end of
# the input without any framing header (mod_wsgi, gunicorn).


def call_wsgi(app: Any, body: bytes, extra: dict[str, Any]) -> str:
    environ = {
        "REQUEST_METHOD": "POST",
        "PATH_INFO": "/hooks",
        "SERVER_NAME": "127.0.0.1",
        "SERVER_PORT": "80",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "wsgi.url_scheme": "http",
        "wsgi.input": io.BytesIO(body),
        "wsgi.errors": io.StringIO(),
        "HTTP_X_SIGNATURE": webhooks.sign(body, SECRET),
        **extra,
    }
    statuses: list[str] = []
    b"".join(app(environ, lambda status, headers, exc_info=None: statuses.append(status)))
    return statuses[0]


@pytest.mark.parametrize("build", [plain_wsgi_app, flask_app], ids=["wsgi", "flask"])
@pytest.mark.parametrize(
    "extra",
    [{"HTTP_TRANSFER_ENCODING": "chunked"}, {"wsgi.input_terminated": True}],
    ids=["chunked-header", "input-terminated"],
)
def test_a_wsgi_body_without_length_is_read_to_its_end(build: Any, extra: dict[str, Any]) -> None:
    received: list[WebhookEvent] = []
    body = b'{"id": 1}'
    status = call_wsgi(build(received, SECRET), body, extra)
    assert status.startswith("200")
    assert [event.body for event in received] == [body]


@pytest.mark.parametrize("build", [plain_wsgi_app, flask_app], ids=["wsgi", "flask"])
def test_a_wsgi_body_without_length_is_read_within_the_cap(build: Any) -> None:
    received: list[WebhookEvent] = []
    status = call_wsgi(
        build(received, SECRET, max_body_bytes=10), padded_json(11), {"wsgi.input_terminated": True}
    )
    assert status.startswith("413")
    assert received == []


def _starlette(limit: object) -> object:
    return webhook_endpoint(print, secret=SECRET, max_body_bytes=limit)  # type: ignore[arg-type]


def _fastapi(limit: object) -> object:
    return verified_event(SECRET, max_body_bytes=limit)  # type: ignore[arg-type]


def _wsgi(limit: object) -> object:
    return WebhookApp(print, secret=SECRET, max_body_bytes=limit)  # type: ignore[arg-type]


def _flask(limit: object) -> object:
    return flask_view(print, secret=SECRET, max_body_bytes=limit)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "build", [_starlette, _fastapi, _wsgi, _flask], ids=["starlette", "fastapi", "wsgi", "flask"]
)
@pytest.mark.parametrize(
    ("limit", "error"),
    [(0, ValueError), (-1, ValueError), ("1024", TypeError), (1.5, TypeError), (True, TypeError)],
)
def test_an_unusable_cap_is_refused_when_the_adapter_is_built(build: Any, limit: object, error: type) -> None:
    with pytest.raises(error, match="max_body_bytes must"):
        build(limit)
