"""A verified body holding an integer longer than Python converts (issue 21, item 10).

Python refuses to convert more than ``sys.get_int_max_str_digits()`` digits (4300 unless the
process says otherwise; CVE-2020-10735). Such a body is JSON: every listener answers 400 saying
so, never "not JSON"; a process that raises its limit decodes it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from textsvc import webhooks
from textsvc.webhooks import SvcSignatureVerificationError, WebhookEvent

from tests.webhooks.listeners import SERVED
from tests.webhooks.test_cli import SECRET, listening, signed

DIGITS = 5000
LONG = b'{"id": ' + b"7" * DIGITS + b"}"
REASON = f"an integer has {DIGITS} digits; this Python converts at most 4300"


@pytest.fixture
def unlimited_digits() -> Iterator[None]:
    """This process converts integers of any length, as a user may choose; restored after."""
    before = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    yield
    sys.set_int_max_str_digits(before)


def test_construct_event_says_the_verified_integer_is_too_long_to_convert() -> None:
    assert sys.get_int_max_str_digits() == 4300  # the default these tests are about
    with pytest.raises(SvcSignatureVerificationError) as refused:
        webhooks.construct_event(LONG, webhooks.sign(LONG, SECRET), SECRET)
    assert str(refused.value) == f"the body verified but cannot be decoded: {REASON} " + (
        "(sys.set_int_max_str_digits, PYTHONINTMAXSTRDIGITS)"
    )


def test_a_negative_integer_counts_its_digits_without_the_sign() -> None:
    body = b"[-" + b"1" * DIGITS + b"]"
    with pytest.raises(SvcSignatureVerificationError, match=REASON):
        webhooks.construct_event(body, webhooks.sign(body, SECRET), SECRET)


@pytest.mark.parametrize(("name", "build", "serve"), SERVED, ids=[entry[0] for entry in SERVED])
def test_every_adapter_answers_400_saying_why(name: str, build: Any, serve: Any) -> None:
    received: list[WebhookEvent] = []
    with serve(build(received, SECRET)) as url:
        response = httpx.post(url, content=LONG, headers=signed(LONG), timeout=10)
    assert response.status_code == 400
    assert REASON in response.text
    assert "not JSON" not in response.text
    assert received == []


def test_the_cli_listener_answers_400_saying_why() -> None:
    with listening() as listener:
        response = httpx.post(listener.url, content=LONG, headers=signed(LONG), timeout=10)
    assert response.status_code == 400
    assert REASON in response.text


@pytest.mark.usefixtures("unlimited_digits")
def test_a_process_that_lifts_the_limit_decodes_it() -> None:
    event = webhooks.construct_event(LONG, webhooks.sign(LONG, SECRET), SECRET)
    assert event.data == {"id": int("7" * DIGITS)}


def test_the_cli_listener_run_with_the_limit_lifted_prints_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTHONINTMAXSTRDIGITS", "0")
    with listening() as listener:
        response = httpx.post(listener.url, content=LONG, headers=signed(LONG), timeout=10)
    assert response.status_code == 200
    assert "7" * DIGITS in listener.output
