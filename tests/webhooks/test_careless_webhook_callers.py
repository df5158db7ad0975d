"""Breaks found by attacking the webhook helpers as a careless caller would (issue 11 review).

Each test here failed on the code it was written against; the fix is in the module it names.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import pytest
from textsvc import webhooks
from textsvc.webhooks import WebhookEvent

from tests.webhooks.listeners import SERVED
from tests.webhooks.test_secrets import TAKES_A_LIST, assert_secret_hidden

BODY = b'{"type": "delivery-status", "status": "delivered"}'
SECRET = "topsecret-rotated-" + "ab" * 16

# ------------------------------------------------------------------ one-shot iterators (_secrets)
# Before: a generator of secrets passed the adapter's check, which used it up; every delivery
# then raised "no webhook secret given" inside the listener (a 500), whatever its signature.


def deliver_with_one_shot_secrets(build: Any, serve: Any, received: list[WebhookEvent]) -> None:
    """Build the adapter with a generator of secrets; if that works, deliver a correctly signed event."""
    app = build(received, (secret for secret in [SECRET]))
    with serve(app) as url:
        response = httpx.post(url, content=BODY, headers={"X-Signature": webhooks.sign(BODY, SECRET)})
    pytest.fail(f"the adapter was built; a correctly signed delivery got {response.status_code}")


@pytest.mark.parametrize(("name", "build", "serve"), SERVED, ids=[entry[0] for entry in SERVED])
def test_an_adapter_never_takes_secrets_that_the_first_look_uses_up(
    name: str, build: Any, serve: Any
) -> None:
    received: list[WebhookEvent] = []
    with pytest.raises(TypeError, match="list or tuple") as refused:
        deliver_with_one_shot_secrets(build, serve, received)
    assert_secret_hidden(refused.value)
    assert received == []


@pytest.mark.parametrize(("entry", "give"), TAKES_A_LIST, ids=[entry[0] for entry in TAKES_A_LIST])
def test_every_entry_point_refuses_a_one_shot_iterator_of_secrets(
    entry: str, give: Callable[[Any], object]
) -> None:
    with pytest.raises(TypeError, match="list or tuple") as refused:
        give(iter([SECRET]))
    assert_secret_hidden(refused.value)


def test_a_list_a_tuple_and_a_set_of_secrets_still_verify() -> None:
    signature = webhooks.sign(BODY, SECRET)
    for secrets in ([SECRET], ("old", SECRET), {SECRET}):
        webhooks.verify_signature(BODY, signature, secrets)
