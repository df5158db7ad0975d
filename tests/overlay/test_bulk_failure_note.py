"""A bulk call that fails part-way says whether the failed request may have been applied anyway:
after a lost connection nobody knows; after an error status the service refused it."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
import textsvc

from tests.hostile import Exchange, envelope
from tests.overlay.mocking import error_body
from tests.overlay.scripted_clients import MODES, serve

UNKNOWN = "the failed request may or may not have been applied"


def second_request_fails(fail: Callable[[Exchange], None]) -> Callable[[Exchange], None]:
    lock = threading.Lock()
    seen: list[int] = []

    def answer(exchange: Exchange) -> None:
        with lock:
            seen.append(1)
            number = len(seen)
        if number == 2:
            fail(exchange)
        else:
            exchange.respond(200, json=envelope(None))

    return answer


def lost(exchange: Exchange) -> None:
    exchange.close()  # read, maybe processed, never answered


def refused(exchange: Exchange) -> None:
    exchange.respond(400, json=error_body(400, "invalid_field_error", "subscriber 1500 does not exist"))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("verb", ["add_subscribers", "remove_subscribers"])
def test_a_chunk_whose_answer_was_lost_may_have_been_applied(mode: str, verb: str) -> None:
    with (
        serve(second_request_fails(lost), mode) as (_, client),
        pytest.raises(textsvc.SvcBulkOperationError) as raised,
    ):
        getattr(client.groups, verb)(8, range(2500))
    assert UNKNOWN in str(raised.value)
    assert "request 2 of 3" in str(raised.value)
    assert raised.value.applied == list(range(1000))
    assert raised.value.not_applied == list(range(1000, 2500))


@pytest.mark.parametrize("mode", MODES)
def test_a_chunk_refused_with_an_error_status_was_not_applied(mode: str) -> None:
    with (
        serve(second_request_fails(refused), mode) as (_, client),
        pytest.raises(textsvc.SvcBulkOperationError) as raised,
    ):
        client.groups.add_subscribers(8, range(2500))
    assert "may or may not" not in str(raised.value)
    assert raised.value.not_applied == list(range(1000, 2500))
