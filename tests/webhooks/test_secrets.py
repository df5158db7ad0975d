"""A webhook secret is text, or the UTF-8 bytes of that text: the same secret either way.

Anything else is refused with ``TypeError`` or ``ValueError`` where it is given (``sign``,
``verify_signature``, ``construct_event``, and each adapter when it is built), and neither the
message nor the rendered traceback shows the secret or any part of it.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st
from textsvc import webhooks
from textsvc.webhooks import WebhookEvent
from textsvc.webhooks.asgi import verified_event, webhook_endpoint
from textsvc.webhooks.wsgi import WebhookApp, flask_view

from tests.webhooks.listeners import SERVED

BODY = b'{"type": "delivery-status", "status": "delivered"}'
MARK = "topsecret"
"""Part of every secret below: it must never show."""

UNUSABLE_SECRETS: list[tuple[object, type[Exception], str]] = [
    (MARK.encode() + b"\xff\xfe", ValueError, "given as bytes is not UTF-8"),
    (MARK + "\udcff", ValueError, "not valid text"),  # what an undecodable argv or environ gives
    ("", ValueError, "empty"),
    (b"", ValueError, "empty"),
    (5, TypeError, "must be str or bytes.*, not int"),
    (None, TypeError, "must be str or bytes.*, not NoneType"),
    (bytearray(MARK.encode()), TypeError, "must be str or bytes.*, not bytearray"),
]
UNUSABLE_SECRET_LISTS: list[tuple[object, type[Exception], str]] = [
    ([], ValueError, "no webhook secret"),
    ([MARK, MARK.encode() + b"\xff"], ValueError, "given as bytes is not UTF-8"),
    ([MARK, ""], ValueError, "empty"),
    ([MARK, 5], TypeError, "not int"),
]

SIGNING: list[tuple[str, Callable[[Any], object]]] = [
    ("sign", lambda secret: webhooks.sign(BODY, secret)),
    ("verify", lambda secret: webhooks.verify_signature(BODY, "0" * 64, secret)),
    ("verify-no-signature", lambda secret: webhooks.verify_signature(BODY, None, secret)),
    ("construct", lambda secret: webhooks.construct_event(BODY, "0" * 64, secret)),
]
ADAPTERS: list[tuple[str, Callable[[Any], object]]] = [
    ("starlette", lambda secret: webhook_endpoint(print, secret=secret)),
    ("fastapi", lambda secret: verified_event(secret)),
    ("wsgi", lambda secret: WebhookApp(print, secret=secret)),
    ("flask", lambda secret: flask_view(print, secret=secret)),
]
TAKES_A_LIST = [entry for entry in SIGNING if entry[0] != "sign"] + ADAPTERS


def assert_secret_hidden(error: BaseException) -> None:
    rendered = "".join(traceback.format_exception(error))
    for shown in (MARK, "\udcff", "udcff", "xff", "0xff", MARK.encode().hex()):
        assert shown not in rendered


@pytest.mark.parametrize(("entry", "give"), SIGNING + ADAPTERS, ids=[e[0] for e in SIGNING + ADAPTERS])
@pytest.mark.parametrize(("secret", "error", "message"), UNUSABLE_SECRETS)
def test_an_unusable_secret_is_refused_without_showing_it(
    entry: str, give: Callable[[Any], object], secret: object, error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message) as raised:
        give(secret)
    assert_secret_hidden(raised.value)


@pytest.mark.parametrize(("entry", "give"), TAKES_A_LIST, ids=[e[0] for e in TAKES_A_LIST])
@pytest.mark.parametrize(("secrets", "error", "message"), UNUSABLE_SECRET_LISTS)
def test_a_list_with_an_unusable_secret_is_refused_without_showing_it(
    entry: str, give: Callable[[Any], object], secrets: object, error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message) as raised:
        give(secrets)
    assert_secret_hidden(raised.value)


@given(secret=st.text(min_size=1), body=st.binary())
def test_bytes_are_the_same_secret_as_the_text_they_encode(secret: str, body: bytes) -> None:
    as_bytes = secret.encode("utf-8")
    assert webhooks.sign(body, as_bytes) == webhooks.sign(body, secret)
    webhooks.verify_signature(body, webhooks.sign(body, secret), as_bytes)
    webhooks.verify_signature(body, webhooks.sign(body, as_bytes), [secret])


@pytest.mark.parametrize(("name", "build", "serve"), SERVED, ids=[entry[0] for entry in SERVED])
def test_an_adapter_given_bytes_verifies_deliveries_signed_with_the_text(
    name: str, build: Any, serve: Any
) -> None:
    secret = webhooks.generate_secret() + "é"
    received: list[WebhookEvent] = []
    with serve(build(received, secret.encode("utf-8"))) as url:
        response = httpx.post(url, content=BODY, headers={"X-Signature": webhooks.sign(BODY, secret)})
    assert response.status_code == 200
    assert [event.body for event in received] == [BODY]
