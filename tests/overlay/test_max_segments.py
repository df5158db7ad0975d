"""``max_segments=``: a send whose literal message needs more SMS segments is refused before anything
is sent, naming the count, the encoding and the characters that made it UCS-2 (not the text).

Against the fake over loopback, through a relay that records every request reaching it, so that
"nothing was sent" is seen on the wire as well as in the fake's outbox; both clients are driven.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest
from textsvc.testing import FakeService

from tests.facade import client_of
from tests.hostile import Exchange, HostileServer
from tests.overlay.scripted_clients import MODES

NUMBERS = ["+15555550100"]
HOP_BY_HOP = frozenset({"host", "content-length", "connection", "transfer-encoding", "content-encoding"})


class Relay:
    """Forwards every request to ``fake`` and its answer back."""

    def __init__(self, fake: FakeService) -> None:
        self._origin = fake.base_url.removesuffix("/v3")
        self._lock = threading.Lock()

    def __call__(self, exchange: Exchange) -> None:
        request = exchange.request
        headers = [(name, value) for name, value in request.headers if name not in HOP_BY_HOP]
        with self._lock, httpx.Client() as http:
            answer = http.request(
                request.method, self._origin + request.target, headers=headers, content=request.body
            )
        relayed = [(name, value) for name, value in answer.headers.items() if name.lower() not in HOP_BY_HOP]
        exchange.respond(answer.status_code, answer.content, headers=relayed)


@contextmanager
def relayed(fake: FakeService, mode: str) -> Iterator[tuple[HostileServer, Any]]:
    with HostileServer(Relay(fake), read_timeout=10.0) as server:
        options = {"api_key": fake.api_key, "base_url": server.base_url, "max_retries": 0}
        with client_of(mode, **options) as client:
            yield server, client


@pytest.mark.parametrize("mode", MODES)
def test_forty_emoji_for_one_segment_are_refused_before_the_service_hears_of_it(
    mode: str, fake: FakeService
) -> None:
    message = (
        "message needs 2 segments of UCS-2 (80 UTF-16 code units), more than max_segments=1; "
        "UCS-2 because of '😀' (U+1F600 GRINNING FACE)"
    )
    with relayed(fake, mode) as (server, client):
        with pytest.raises(ValueError, match=f"^{re.escape(message)}"):
            client.messages.send(message="😀" * 40, subscribers=NUMBERS, max_segments=1)
        with pytest.raises(ValueError, match="needs 2 segments of UCS-2"):
            client.messages.with_raw_response.send(message="😀" * 40, subscribers=NUMBERS, max_segments=1)
        assert server.requests == []
        assert fake.sent_messages == []
        # The same text within its limit is sent as given.
        sent = client.messages.send(message="😀" * 40, subscribers=NUMBERS, max_segments=2)
    assert sent.confirmed is False
    assert len(server.requests) == 1
    assert [message.message for message in fake.sent_messages] == ["😀" * 40]


@pytest.mark.parametrize("mode", MODES)
def test_the_limit_is_the_segment_count_at_both_encodings_boundaries(mode: str, fake: FakeService) -> None:
    with relayed(fake, mode) as (server, client):
        with pytest.raises(
            ValueError, match=r"^message needs 2 segments of GSM-7 \(161 septets\), more than "
        ):
            client.messages.send(message="a" * 161, subscribers=NUMBERS, max_segments=1)
        with pytest.raises(ValueError, match=r"^message needs 2 segments of UCS-2 \(71 UTF-16 code units\)"):
            client.messages.send(message="’" + "a" * 70, subscribers=NUMBERS, max_segments=1)
        assert server.requests == []
        client.messages.send(message="a" * 160, subscribers=NUMBERS, max_segments=1)
        client.messages.send(message="’" + "a" * 69, subscribers=NUMBERS, max_segments=1)
        client.messages.send(message="a" * 161, subscribers=NUMBERS, max_segments=2)
    assert [len(sent.message or "") for sent in fake.sent_messages] == [160, 70, 161]


@pytest.mark.parametrize("mode", MODES)
def test_the_error_names_the_offending_characters_never_the_text(mode: str, fake: FakeService) -> None:
    text = "Your code is 480213 — “thanks”, café ç ok 😀" * 3
    with relayed(fake, mode) as (server, client), pytest.raises(ValueError, match=r"^message") as raised:
        client.messages.send(message=text, subscribers=NUMBERS, max_segments=1)
    error = str(raised.value)
    assert "'—' (U+2014 EM DASH), '“' (U+201C LEFT DOUBLE QUOTATION MARK), '”' (U+201D" in error
    assert error.count("U+") == 3
    assert "and 2 more" in error  # ç and 😀 (é is in the GSM alphabet)
    assert "textsvc.to_gsm" in error
    assert "480213" not in error
    assert "Your code" not in error
    assert server.requests == []


@pytest.mark.parametrize("mode", MODES)
def test_a_placeholder_counts_as_written(mode: str, fake: FakeService) -> None:
    # 13 septets as written ({ and } are two each), 3 once the service writes "Ana": 161 against 151.
    text = "{firstName}" + "a" * 148
    with (
        relayed(fake, mode) as (server, client),
        pytest.raises(ValueError, match=r"needs 2 segments of GSM-7 \(161 septets\)"),
    ):
        client.messages.send(message=text, subscribers=NUMBERS, max_segments=1)
    assert server.requests == []


@pytest.mark.parametrize("mode", MODES)
def test_a_message_given_through_extra_body_is_counted_too(mode: str, fake: FakeService) -> None:
    with (
        relayed(fake, mode) as (server, client),
        pytest.raises(ValueError, match="needs 2 segments of UCS-2"),
    ):
        client.messages.send(subscribers=NUMBERS, extra_body={"message": "😀" * 40}, max_segments=1)
    assert server.requests == []


@pytest.mark.parametrize("mode", MODES)
def test_a_send_without_a_text_of_its_own_cannot_be_counted(mode: str, fake: FakeService) -> None:
    with fake.client() as admin:
        template = admin.templates.create(name="Sale", message="20% off today")
    with relayed(fake, mode) as (server, client):
        with pytest.raises(
            ValueError, match=r"max_segments counts the message text, and this messages\.send"
        ):
            client.messages.send(template_id=template.id, subscribers=NUMBERS, max_segments=1)
        with pytest.raises(ValueError, match=r"template's text \(template_id\) is not known to the SDK"):
            client.messages.send(image="https://example.com/a.png", subscribers=NUMBERS, max_segments=1)
    assert server.requests == []
    assert fake.sent_messages == []


BAD_VALUES: list[tuple[object, type[Exception], str]] = [
    (0, ValueError, "max_segments must be 1 or more, got 0"),
    (-2, ValueError, "max_segments must be 1 or more, got -2"),
    (True, TypeError, "max_segments must be an int, got bool"),
    ("2", TypeError, "max_segments must be an int, got str"),
    (1.5, TypeError, "max_segments must be an int, got float"),
    (None, TypeError, "max_segments must be an int, got None"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("value", "error", "message"), BAD_VALUES, ids=[repr(v[0]) for v in BAD_VALUES])
def test_a_bad_max_segments_is_refused_before_sending(
    mode: str, value: object, error: type[Exception], message: str, fake: FakeService
) -> None:
    with relayed(fake, mode) as (server, client), pytest.raises(error, match=f"^{re.escape(message)}"):
        client.messages.send(message="Hi", subscribers=NUMBERS, max_segments=value)
    assert server.requests == []


@pytest.mark.parametrize("mode", MODES)
def test_only_an_operation_that_sends_a_text_takes_max_segments(mode: str, fake: FakeService) -> None:
    options: dict[str, Any] = {"max_segments": 1}
    with relayed(fake, mode) as (server, client):
        with pytest.raises(TypeError, match=r"^templates.create\(\) takes no max_segments"):
            client.templates.create(name="Sale", message="Hi", **options)
        with pytest.raises(TypeError, match=r"^client.request\(\) takes no max_segments"):
            client.request("POST", "/send", json={"message": "Hi", "subscribers": NUMBERS}, **options)
    assert server.requests == []


def test_the_typed_method_names_the_option() -> None:
    from typing import get_type_hints

    from textsvc.types import IdempotentTextRequestOptions

    hints = get_type_hints(IdempotentTextRequestOptions)
    assert hints["max_segments"] is int
    assert "idempotency_key" in hints
