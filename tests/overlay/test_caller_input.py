"""Careless caller input fails before anything is sent, and secrets never show.

What reaches the wire is read from ``tests/hostile.py``'s server, which records each request
target and header line exactly as sent. Both ``Client`` and ``AsyncClient`` are driven.
"""

from __future__ import annotations

import asyncio
import datetime
import json
import logging
import threading
import uuid
from collections.abc import Callable
from typing import Any

import h11
import httpx
import pytest
import textsvc
from hypothesis import example, given
from hypothesis import strategies as st

from tests.facade import AsyncFacade, ClientFactory
from tests.hostile import Exchange, HostileServer, ReceivedRequest, envelope

API_KEY = "sk_live_caller_input_0123456789abcdef"
SECRET_PART = "hunter2SECRET"
"""Put into every secret these tests pass; it must never show in an error, a repr or a log."""

TEMPLATE = {
    "id": 7,
    "name": "Welcome",
    "message": "Hi",
    "timestamp": "2026-01-05T10:00:00Z",
    "attachment": "",
    "mms": False,
}
VERIFICATION = {
    "id": "v-1",
    "number": "+15555550100",
    "serviceName": "Shop",
    "timeoutSeconds": 300,
    "codeLength": 6,
    "createdAt": "2026-01-05T10:00:00Z",
    "expiresAt": "2026-01-05T10:05:00Z",
}
WEBHOOK = {
    "id": 11,
    "event": "message-reply",
    "url": "https://hooks.example/textsvc",
    "alertEmail": "",
    "sendAlertEmail": False,
    "skipErrors": False,
    "skipErrorCodes": [],
    "retryOnError": False,
    "maxThroughputPerMinute": 60,
    "createdAt": "2026-02-01T08:30:00Z",
}


def answer(exchange: Exchange) -> None:
    """A well-formed answer for each route these tests call."""
    path = exchange.request.path
    if path.startswith("/v3/webhooks"):
        exchange.respond(200, json={"message": "ok", "data": WEBHOOK})
    elif path.startswith("/v3/templates/"):
        exchange.respond(200, json=envelope(TEMPLATE))
    elif path.startswith("/v3/verify/"):
        exchange.respond(200, json=envelope(VERIFICATION))
    else:
        exchange.respond(200, json=envelope({"ok": True}))


CLIENT_CLASSES = pytest.mark.parametrize("client_class", [textsvc.Client, textsvc.AsyncClient])


def texts_of(error: BaseException) -> str:
    """Everything an error shows: its message, repr and args, and those of its cause and context."""
    parts: list[str] = []
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        parts += [str(current), repr(current), repr(current.args)]
        current = current.__cause__ or current.__context__
    return "\n".join(parts)


def assert_hidden(
    secret: str, error: BaseException, *, caplog: pytest.LogCaptureFixture | None = None
) -> None:
    assert secret not in texts_of(error)
    if caplog is not None:
        assert secret not in caplog.text


def the_only_request(server: HostileServer) -> ReceivedRequest:
    (request,) = server.requests
    return request


# ------------------------------------------------------------------ the API key


BAD_KEYS = {
    "NUL": f"sk_{SECRET_PART}\x00tail",
    "newline": f"sk_{SECRET_PART}\r\nX-Injected: 1",
    "space": f"sk_{SECRET_PART} tail",
    "tab": f"sk_{SECRET_PART}\ttail",
    "DEL": f"sk_{SECRET_PART}\x7ftail",
    "non-ASCII": f"sk_{SECRET_PART}é",
    "non-ASCII bytes": f"sk_{SECRET_PART}é".encode(),
}


@CLIENT_CLASSES
@pytest.mark.parametrize("key", list(BAD_KEYS.values()), ids=list(BAD_KEYS))
def test_a_key_no_header_can_carry_is_refused_at_construction_without_showing_it(
    client_class: type[Any], key: str | bytes, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.DEBUG), pytest.raises(ValueError, match="API key") as raised:
        client_class(api_key=key, base_url="http://127.0.0.1:9/v3")
    assert "api_key" in str(raised.value)
    assert_hidden(SECRET_PART, raised.value, caplog=caplog)


@CLIENT_CLASSES
def test_a_bad_key_from_the_environment_names_the_variable_not_the_key(
    client_class: type[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TEXTSVC_API_KEY", f"sk_{SECRET_PART}\x01")
    with pytest.raises(ValueError, match="TEXTSVC_API_KEY") as raised:
        client_class(base_url="http://127.0.0.1:9/v3")
    assert_hidden(SECRET_PART, raised.value)


@CLIENT_CLASSES
def test_a_key_of_another_type_is_refused_without_showing_it(client_class: type[Any]) -> None:
    with pytest.raises(TypeError, match="api_key") as raised:
        client_class(api_key=bytearray(SECRET_PART.encode()), base_url="http://127.0.0.1:9/v3")
    assert_hidden(SECRET_PART, raised.value)


def test_a_key_given_as_bytes_is_sent_as_the_same_text(connect: ClientFactory, server: HostileServer) -> None:
    client = connect(api_key=API_KEY.encode())
    client.request("GET", "/links")
    assert the_only_request(server).header_values("authorization") == [f"Bearer {API_KEY}"]


# ------------------------------------------------------------------- base_url


@CLIENT_CLASSES
@pytest.mark.parametrize(
    "url",
    [
        f"http://admin:{SECRET_PART}@127.0.0.1:9/v3",
        f"https://{SECRET_PART}@service.example/v3",
        f"http://admin:{SECRET_PART}@127.0.0.1:9/v3/",
        f"http://admin:{SECRET_PART}@127.0.0.1:notaport/v3",
        f"http://127.0.0.1:9/v3?token={SECRET_PART}",
        f"http://127.0.0.1:9/v3#{SECRET_PART}",
        f"http://127.0.0.1:9/v4?token={SECRET_PART}",
    ],
)
def test_a_base_url_with_credentials_query_or_fragment_is_refused_without_showing_them(
    client_class: type[Any], url: str, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.DEBUG), pytest.raises(ValueError, match="base_url") as raised:
        client_class(api_key=API_KEY, base_url=url)
    assert_hidden(SECRET_PART, raised.value, caplog=caplog)


@CLIENT_CLASSES
def test_credentials_in_the_base_url_variable_are_refused_naming_it(
    client_class: type[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TEXTSVC_BASE_URL", f"http://user:{SECRET_PART}@127.0.0.1:9/v3")
    with pytest.raises(ValueError, match="TEXTSVC_BASE_URL") as raised:
        client_class(api_key=API_KEY)
    assert_hidden(SECRET_PART, raised.value)


def test_a_base_url_is_named_not_shown_in_errors_and_shown_in_reprs() -> None:
    with pytest.raises(ValueError, match="base_url must end with the version segment /v3") as raised:
        textsvc.Client(api_key=API_KEY, base_url="http://127.0.0.1:9/v4")
    assert "127.0.0.1:9" not in texts_of(raised.value)
    with textsvc.Client(api_key=API_KEY, base_url="http://127.0.0.1:9/v3/") as client:
        assert repr(client) == "<textsvc.Client base_url='http://127.0.0.1:9/v3'>"
        assert API_KEY not in repr(client)


# --------------------------------------------------------------------- path ids


@pytest.mark.parametrize("template_id", ["..", ".", ""])
def test_a_template_id_that_cannot_be_one_segment_is_refused(
    connect: ClientFactory, server: HostileServer, template_id: str
) -> None:
    client = connect()
    with pytest.raises(ValueError, match="template_id"):
        client.templates.get(template_id, is_mms=False)
    with pytest.raises(ValueError, match="template_id"):
        client.templates.update(template_id, message="Hi")
    with pytest.raises(ValueError, match="template_id"):
        client.templates.post(template_id)
    assert server.requests == []


@pytest.mark.parametrize(
    ("verification_id", "segment"),
    [
        ("a/b", "a%2Fb"),
        ("1?x=y", "1%3Fx%3Dy"),
        ("%2e%2e", "%252e%252e"),
        ("..%2F..", "..%252F.."),
        ("a#b", "a%23b"),
        ("ü", "%C3%BC"),
        (7, "7"),
    ],
)
def test_a_string_id_stays_one_segment_of_its_collection(
    connect: ClientFactory, server: HostileServer, verification_id: str | int, segment: str
) -> None:
    connect().verify.get(verification_id)
    assert the_only_request(server).target == f"/v3/verify/{segment}"


@pytest.mark.parametrize(("template_id", "segment"), [(7, "7"), ("0042", "0042")])
def test_a_template_id_is_sent_as_the_whole_number_given(
    connect: ClientFactory, server: HostileServer, template_id: str | int, segment: str
) -> None:
    connect().templates.get(template_id, is_mms=False)
    assert the_only_request(server).target == f"/v3/templates/{segment}?isMMS=false"


@pytest.mark.parametrize("template_id", ["abc", "a/b", "1.5", "-1", -1, " 7", "\uff17"])
def test_a_template_id_that_is_not_a_whole_number_is_refused_showing_it(
    connect: ClientFactory, server: HostileServer, template_id: str | int
) -> None:
    """A template's id is a number (the spec's pattern): other text names none, refused before
    sending under the caller's argument name, the value shown (an id is no secret)."""
    client = connect()
    for call in (
        lambda: client.templates.get(template_id, is_mms=False),
        lambda: client.templates.update(template_id, message="Hi"),
        lambda: client.templates.post(template_id),
    ):
        with pytest.raises(ValueError, match=r"^template_id ") as raised:
            call()
        assert str(raised.value) == (
            "template_id must be a whole number, as an int or in digits: the pattern ^[0-9]+$, "
            f"got {str(template_id)!r}"
        )
    assert server.requests == []


@pytest.mark.parametrize("template_id", [True, 7.0, b"7", None])
def test_a_template_id_of_another_type_is_refused(
    connect: ClientFactory, server: HostileServer, template_id: Any
) -> None:
    with pytest.raises(TypeError, match="template_id"):
        connect().templates.get(template_id, is_mms=False)
    assert server.requests == []


@pytest.mark.parametrize("verification_id", ["..", ".", ""])
def test_every_string_id_is_kept_in_its_collection(
    connect: ClientFactory, server: HostileServer, verification_id: str
) -> None:
    with pytest.raises(ValueError, match="verification_id"):
        connect().verify.get(verification_id)
    assert server.requests == []


# ------------------------------------------------------------ client.request


ESCAPING_PATHS = [  # an absolute URL, //host and a path without '/' are in test_client_surface.py
    "/../../admin",
    "/links/../../admin",
    "/%2e%2e/admin",
    "/%2E%2E/admin",
    "/.%2e/admin",
    "/links/%2e",
    "/links/./x",
    "/links/..%2Fadmin",
    "/links%2F..%2F..%2Fadmin",
    "/links%5c..%5cadmin",
    "/links\\..\\admin",
    "/\\elsewhere.example",
    "/links//x",
    "/",
    "/links#x",
    "/links\r\nX-Injected: 1",
    "/links\x00",
]


@pytest.mark.parametrize("path", ESCAPING_PATHS)
def test_request_stays_under_the_base_path(connect: ClientFactory, server: HostileServer, path: str) -> None:
    with pytest.raises(ValueError, match="path"):
        connect().request("GET", path)
    assert server.requests == []


@pytest.mark.parametrize(
    "method", ["", "GET /admin HTTP/1.1\r\n", "G\r\nET", "GET\x00", "PO ST", "GÉT", "GET1"]
)
def test_request_method_is_a_name_of_letters(
    connect: ClientFactory, server: HostileServer, method: str
) -> None:
    with pytest.raises(ValueError, match="method"):
        connect().request(method, "/links")
    assert server.requests == []


@pytest.mark.parametrize(
    ("json_body", "error", "match"),
    [
        (
            {"tags": {1: SECRET_PART, "1": SECRET_PART}},
            ValueError,
            r"two keys of json\['tags'\] are written as",
        ),
        ([{None: 1, "null": 2}], ValueError, r"two keys of json\[0\] are written as"),
        (
            {"when": datetime.datetime(2026, 1, 1)},
            TypeError,
            "json cannot be sent as JSON: Object of type datetime",
        ),
    ],
    ids=["colliding keys", "colliding keys in a list", "datetime"],
)
def test_request_json_that_cannot_be_sent_is_refused_naming_where(
    connect: ClientFactory, server: HostileServer, json_body: Any, error: type[Exception], match: str
) -> None:
    with pytest.raises(error, match=match) as raised:
        connect().request("POST", "/subscribers", json=json_body)
    assert_hidden(SECRET_PART, raised.value)
    assert server.requests == []


def test_request_method_of_another_type_is_refused(connect: ClientFactory, server: HostileServer) -> None:
    with pytest.raises(TypeError, match="method"):
        connect().request(b"GET", "/links")
    assert server.requests == []


def test_a_query_in_the_path_joins_params_in_one_query_string(
    connect: ClientFactory, server: HostileServer
) -> None:
    connect().request("get", "/links?page=0&q=a%20b&tag=x&tag=y", params={"pageSize": 5, "page": 2})
    request = the_only_request(server)
    assert request.method == "GET"
    assert request.path == "/v3/links"
    assert request.target.count("?") == 1
    assert sorted(request.query) == [
        ("page", "2"),
        ("pageSize", "5"),
        ("q", "a b"),
        ("tag", "x"),
        ("tag", "y"),
    ]


def test_a_path_with_a_query_and_no_params_sends_that_query(
    connect: ClientFactory, server: HostileServer
) -> None:
    connect().request("GET", "/links?page=1")
    assert the_only_request(server).target == "/v3/links?page=1"


# ------------------------------------------------------------------- headers


def test_default_headers_replace_the_sdks_whatever_their_case(
    connect: ClientFactory, server: HostileServer
) -> None:
    client = connect(default_headers={"user-agent": "my-app/2", "ACCEPT": "application/json; v=3"})
    client.request("GET", "/links")
    request = the_only_request(server)
    assert request.header_values("user-agent") == ["my-app/2"]
    assert request.header_values("accept") == ["application/json; v=3"]
    assert request.header_values("authorization") == [f"Bearer {API_KEY}"]


def test_call_headers_replace_the_clients_whatever_their_case(
    connect: ClientFactory, server: HostileServer
) -> None:
    client = connect(default_headers={"X-Tenant": "blue", "User-Agent": "my-app/2"})
    client.request("GET", "/links", headers={"x-tenant": "green", "user-AGENT": "my-app/3"})
    request = the_only_request(server)
    assert request.header_values("x-tenant") == ["green"]
    assert request.header_values("user-agent") == ["my-app/3"]


def test_a_callers_request_id_is_sent_on_every_attempt(server: HostileServer, connect: ClientFactory) -> None:
    attempts = iter([503, 200])
    lock = threading.Lock()

    def flaky(exchange: Exchange) -> None:
        with lock:
            status = next(attempts)
        exchange.respond(status, json=envelope({"ok": True}), headers={"Retry-After": "0"})

    server.script = flaky
    client = connect(max_retries=1)
    chosen = str(uuid.uuid4())
    client.request("POST", "/send", json={"message": "Hi"}, headers={"x-request-id": chosen})
    assert [request.header_values("x-request-id") for request in server.requests] == [[chosen], [chosen]]


@CLIENT_CLASSES
@pytest.mark.parametrize("name", ["Authorization", "authorization", "AUTHORIZATION"])
def test_default_headers_cannot_replace_the_api_key(client_class: type[Any], name: str) -> None:
    with pytest.raises(ValueError, match=r"(?i)authorization.*api_key") as raised:
        client_class(api_key=API_KEY, base_url="http://127.0.0.1:9/v3", default_headers={name: SECRET_PART})
    assert "default_headers" in str(raised.value)
    assert_hidden(SECRET_PART, raised.value)


@pytest.mark.parametrize(
    "name", ["Authorization", "authorization", "Host", "Content-Length", "transfer-encoding"]
)
def test_call_headers_cannot_replace_what_the_sdk_sets(
    connect: ClientFactory, server: HostileServer, name: str
) -> None:
    with pytest.raises(ValueError, match="headers") as raised:
        connect().request("POST", "/send", json={}, headers={name: SECRET_PART})
    assert name in str(raised.value)
    assert_hidden(SECRET_PART, raised.value)
    assert server.requests == []


@CLIENT_CLASSES
def test_default_headers_cannot_fix_one_request_id_for_every_call(client_class: type[Any]) -> None:
    with pytest.raises(ValueError, match="X-Request-Id"):
        client_class(api_key=API_KEY, base_url="http://127.0.0.1:9/v3", default_headers={"X-Request-Id": "1"})


# Values h11 refuses to write (RFC 9110: no whitespace before or after a value): sent, each was
# retried as a connection error though nothing went out.
EDGE_WHITESPACE = {
    "trailing space": f"trace-{SECRET_PART} ",
    "leading space": f" trace-{SECRET_PART}",
    "trailing tab": f"trace-{SECRET_PART}\t",
    "only spaces": "   ",
}
BAD_VALUES = {
    "CR LF": f"{SECRET_PART}\r\nX-Injected: 1",
    "LF": f"{SECRET_PART}\nX-Injected: 1",
    "NUL": f"{SECRET_PART}\x00",
    "control": f"{SECRET_PART}\x1b",
    "non-ASCII": f"{SECRET_PART}é",
    **EDGE_WHITESPACE,
}


@CLIENT_CLASSES
@pytest.mark.parametrize("value", list(BAD_VALUES.values()), ids=list(BAD_VALUES))
def test_a_default_header_value_no_header_can_carry_is_refused_naming_the_header(
    client_class: type[Any], value: str, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.DEBUG), pytest.raises(ValueError, match="X-Token") as raised:
        client_class(api_key=API_KEY, base_url="http://127.0.0.1:9/v3", default_headers={"X-Token": value})
    assert "default_headers" in str(raised.value)
    assert_hidden(SECRET_PART, raised.value, caplog=caplog)


@pytest.mark.parametrize("value", list(BAD_VALUES.values()), ids=list(BAD_VALUES))
def test_a_call_header_value_no_header_can_carry_is_refused_before_sending(
    connect: ClientFactory, server: HostileServer, value: str, caplog: pytest.LogCaptureFixture
) -> None:
    client = connect()
    with caplog.at_level(logging.DEBUG), pytest.raises(ValueError, match="X-Token") as raised:
        client.request("GET", "/links", headers={"X-Token": value})
    assert_hidden(SECRET_PART, raised.value, caplog=caplog)
    assert server.requests == []


@pytest.mark.parametrize("value", list(EDGE_WHITESPACE.values()), ids=list(EDGE_WHITESPACE))
def test_extra_and_derived_headers_h11_would_refuse_are_refused_naming_the_header(
    connect: ClientFactory, server: HostileServer, value: str, caplog: pytest.LogCaptureFixture
) -> None:
    client = connect(max_retries=2)
    with (
        caplog.at_level(logging.DEBUG),
        pytest.raises(ValueError, match=r"extra_headers: .*'X-Trace'") as raised,
    ):
        client.templates.get(7, is_mms=False, extra_headers={"X-Trace": value})
    assert_hidden(SECRET_PART, raised.value, caplog=caplog)
    with pytest.raises(ValueError, match=r"default_headers: .*'X-Trace'") as raised:
        client.with_options(default_headers={"X-Trace": value})
    assert_hidden(SECRET_PART, raised.value)
    assert server.requests == []


@given(st.text(st.characters(max_codepoint=0x7F), max_size=6))
@example("trace-42 ")
@example(" \t")
@example("a \tb")
@example("")
@example("a\x01b")
def test_a_header_value_is_sent_exactly_when_h11_can_write_it(value: str) -> None:
    """The SDK's one rule for header values is h11's field-value, less control characters (which
    RFC 9110 does not allow, though h11 writes them); asked through h11's public ``Request``."""
    try:
        h11.Request(method="GET", target="/", headers=[("Host", "a"), ("X-Trace", value)])
        h11_writes = True
    except h11.LocalProtocolError:
        h11_writes = False
    try:
        with textsvc.Client(
            api_key=API_KEY, base_url="http://127.0.0.1:9/v3", default_headers={"X-Trace": value}
        ):
            sdk_sends = True
    except ValueError:
        sdk_sends = False
    control = any((character < " " and character != "\t") or character == "\x7f" for character in value)
    assert sdk_sends == (h11_writes and not control)


@CLIENT_CLASSES
@pytest.mark.parametrize(
    ("headers", "error"),
    [
        ({"X Token": "1"}, ValueError),
        ({"X-Token:": "1"}, ValueError),
        ({"": "1"}, ValueError),
        ({"X-Tenant": "a", "x-tenant": "b"}, ValueError),
        ({"X-Token": 1}, TypeError),
        ({"X-Token": SECRET_PART.encode()}, TypeError),
        ([("X-Token", "1")], TypeError),
    ],
)
def test_malformed_default_headers_are_refused(
    client_class: type[Any], headers: Any, error: type[Exception]
) -> None:
    with pytest.raises(error, match="default_headers") as raised:
        client_class(api_key=API_KEY, base_url="http://127.0.0.1:9/v3", default_headers=headers)
    assert_hidden(SECRET_PART, raised.value)


# ------------------------------------------------------------ webhook secrets


def test_a_webhook_secret_given_as_bytes_is_sent_as_the_same_text(
    connect: ClientFactory, server: HostileServer, caplog: pytest.LogCaptureFixture
) -> None:
    client = connect()
    with caplog.at_level(logging.DEBUG):
        client.webhooks.create(
            event="message-reply", url="https://hooks.example/x", secret=SECRET_PART.encode()
        )
        client.webhooks.update(11, secret=f"{SECRET_PART}-rotated".encode())
    assert [request.json()["secret"] for request in server.requests] == [
        SECRET_PART,
        f"{SECRET_PART}-rotated",
    ]
    assert SECRET_PART not in caplog.text


@pytest.mark.parametrize(
    ("secret", "error"),
    [
        (SECRET_PART.encode() + b"\xff", ValueError),
        (bytearray(SECRET_PART.encode()), TypeError),
        ([SECRET_PART], TypeError),
        (12345678, TypeError),
    ],
)
def test_a_webhook_secret_of_the_wrong_kind_is_refused_without_showing_it(
    connect: ClientFactory, server: HostileServer, secret: Any, error: type[Exception]
) -> None:
    client = connect()
    with pytest.raises(error, match="secret") as create_error:
        client.webhooks.create(event="message-reply", url="https://hooks.example/x", secret=secret)
    with pytest.raises(error, match="secret") as update_error:
        client.webhooks.update(11, secret=secret)
    for raised in (create_error, update_error):
        assert_hidden(SECRET_PART, raised.value)
        assert "12345678" not in texts_of(raised.value)
    assert server.requests == []


def test_argument_errors_never_echo_free_text_or_a_secret(
    connect: ClientFactory, server: HostileServer
) -> None:
    """A one-time code, text in the wrong argument, a webhook secret: none is repeated back."""
    client = connect()
    attempts: list[Callable[[], Any]] = [
        lambda: client.verify.check_code(code=int("987654321"), to="+15555550100"),
        lambda: client.verify.check_code(code=[SECRET_PART]),
        lambda: client.webhooks.create(event="message-reply", url=SECRET_PART.encode(), secret="s"),
        lambda: client.webhooks.create(
            event="message-reply", url="https://hooks.example/x", secret=[SECRET_PART]
        ),
        lambda: client.templates.create(message=SECRET_PART.encode()),
        lambda: client.templates.list(query=[SECRET_PART]).first_page(),
    ]
    for attempt in attempts:
        with pytest.raises((TypeError, ValueError)) as raised:
            attempt()
        assert_hidden(SECRET_PART, raised.value)
        assert "987654321" not in texts_of(raised.value)
    assert server.requests == []


def test_argument_errors_show_a_value_that_is_neither_free_text_nor_a_secret(
    connect: ClientFactory, server: HostileServer
) -> None:
    """A choice, an id, a flag, a page size: the value given is shown (repr, cut when long)."""
    client = connect()
    attempts: list[tuple[Callable[[], Any], str]] = [
        (
            lambda: client.templates.list(sort_direction="asc").first_page(),
            "sort_direction must be one of 'ASC', 'DESC', got 'asc'",
        ),
        (
            lambda: client.webhooks.create(event="message_reply", url="https://hooks.example/x", secret="s"),
            "event must be one of 'delivery-status', 'message-reply', 'message-send', 'number-opt-in', "
            "got 'message_reply'",
        ),
        (lambda: client.link_tags.get("abc"), "link_tag_id must be an int, got 'abc'"),
        (lambda: client.verify.get(b"v-1"), "verification_id must be a str or an int, got b'v-1'"),
        (lambda: client.templates.get(7, is_mms=b"yes"), "is_mms must be a bool or a string, got b'yes'"),
        (
            lambda: client.templates.list(page_size="2" * 80).first_page(),
            f"page_size must be an int, got '{'2' * 56}...",
        ),
    ]
    for attempt, message in attempts:
        with pytest.raises((TypeError, ValueError)) as raised:
            attempt()
        assert str(raised.value) == message
    assert server.requests == []


@CLIENT_CLASSES
def test_max_retries_errors_show_the_value_given(client_class: type[Any]) -> None:
    """A count is no secret: the value given is shown."""
    with pytest.raises(TypeError) as raised:
        client_class(api_key=API_KEY, base_url="http://127.0.0.1:9/v3", max_retries="3")
    assert str(raised.value) == "max_retries must be an int, got '3'"


# ------------------------------------------- the SDK's pool and a given pool agree


Call = Callable[[Any], Any]

SAME_ON_EITHER_POOL: dict[str, Call] = {
    "a query in the path and params": lambda client: client.request(
        "GET", "/links?page=0&q=a%20b", params={"pageSize": 5, "page": 2}
    ),
    "a query in the path only": lambda client: client.request("GET", "/links?page=0"),
    "call headers in another case": lambda client: client.request(
        "POST", "/send", json={"message": "Hi"}, headers={"user-agent": "call/1", "X-Request-Id": "fixed-id"}
    ),
    "a string id with a slash": lambda client: client.verify.get("a/b"),
    "a webhook secret as bytes": lambda client: client.webhooks.create(
        event="message-reply", url="https://hooks.example/x", secret=b"whsec"
    ),
}


def comparable(request: ReceivedRequest) -> dict[str, Any]:
    headers = sorted(request.headers)
    request_ids = [value for name, value in headers if name == "x-request-id"]
    assert len(request_ids) == 1
    if request_ids != ["fixed-id"]:
        assert uuid.UUID(request_ids[0]).version == 4
        headers = [(name, value) for name, value in headers if name != "x-request-id"]
    return {
        "method": request.method,
        "target": request.target,
        "headers": headers,
        "body": json.loads(request.body) if request.body else None,
    }


@pytest.mark.parametrize("mode", ["sync", "async"])
@pytest.mark.parametrize("call", list(SAME_ON_EITHER_POOL.values()), ids=list(SAME_ON_EITHER_POOL))
def test_the_sdks_pool_and_a_given_pool_send_the_same_bytes(
    server: HostileServer, mode: str, call: Call
) -> None:
    options: dict[str, Any] = {
        "api_key": API_KEY,
        "base_url": server.base_url,
        "default_headers": {"accept": "application/json"},
    }
    if mode == "sync":
        with textsvc.Client(**options) as owned, httpx.Client() as given_pool:
            call(owned)
            with textsvc.Client(**options, http_client=given_pool) as given:
                call(given)
    else:
        with asyncio.Runner() as runner:
            owned_async = textsvc.AsyncClient(**options)
            given_async_pool = httpx.AsyncClient()
            given_async = textsvc.AsyncClient(**options, http_client=given_async_pool)
            try:
                call(AsyncFacade(owned_async, runner))
                call(AsyncFacade(given_async, runner))
            finally:
                runner.run(owned_async.close())
                runner.run(given_async_pool.aclose())
    owned_request, given_request = server.requests
    assert comparable(owned_request) == comparable(given_request)
    assert owned_request.header_values("accept") == ["application/json"]
