"""The first hour's mistakes, each refused naming the method, the argument and the fix, before
anything is sent (issue 37): a misspelt keyword, a wrong choice, a template id that is not one, a
missing key. Both clients are driven; what arrives is read from a scripted server or the fake."""

from __future__ import annotations

import inspect
import typing
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import textsvc
from textsvc.testing import FakeService

from tests.facade import ClientFactory, client_of
from tests.hostile import Exchange, HostileServer, envelope

API_KEY = "sk_test_refusals_named_0123456789"


def answer(exchange: Exchange) -> None:
    exchange.respond(200, json=envelope(None))


MISSPELT: list[tuple[Callable[[Any], Any], str]] = [
    (  # a misspelt optional keyword, taken in by **request_options
        lambda client: client.messages.send(mesage="Hi", subscribers=["+15555550100"]),
        "messages.send() got an unexpected keyword argument 'mesage'; did you mean 'message'?",
    ),
    (  # a misspelt required keyword: Python refuses the call, naming the argument to give
        lambda client: client.templates.create(mesage="Hi"),
        "Templates.create() missing 1 required keyword-only argument: 'message'",
    ),
    (
        lambda client: client.templates.with_raw_response.create(mesage="Hi"),
        "TemplatesWithRawResponse.create() missing 1 required keyword-only argument: 'message'",
    ),
    (
        lambda client: client.templates.with_raw_response.get(7, is_mms=True, is_mm=True),
        "templates.get() got an unexpected keyword argument 'is_mm'; did you mean 'is_mms'?",
    ),
    (
        lambda client: client.templates.get(7, is_mms=True, timeuot=2),
        "templates.get() got an unexpected keyword argument 'timeuot'; did you mean 'timeout'?",
    ),
    (
        lambda client: client.messages.send(message="Hi", idempotency_kye="order-1"),
        "messages.send() got an unexpected keyword argument 'idempotency_kye'; "
        "did you mean 'idempotency_key'?",
    ),
    (  # a pager's
        lambda client: client.templates.list(pagesize=5).first_page(),
        "templates.list() got an unexpected keyword argument 'pagesize'; did you mean 'page_size'?",
    ),
    (  # the hand-written list
        lambda client: client.threads.items(3, get_schedule=True).first_page(),
        "threads.items() got an unexpected keyword argument 'get_schedule'; did you mean 'get_scheduled'?",
    ),
    (  # a hand-written method (it warns of a long range)
        lambda client: client.analytics.delivery(
            start_date="2026-01-05T10:00:00Z", end_date="2026-01-05T11:00:00Z", end_dat="x"
        ),
        "analytics.delivery() got an unexpected keyword argument 'end_dat'; did you mean 'end_date'?",
    ),
    (
        lambda client: client.request("GET", "/links", header={"X-Trace": "1"}),
        "client.request() got an unexpected keyword argument 'header'; did you mean 'headers'?",
    ),
    (  # nothing near: every keyword the method takes (no idempotency_key: not retried under one)
        lambda client: client.templates.create(message="Hi", colour="red"),
        "templates.create() got an unexpected keyword argument 'colour'; it takes message, name, "
        "attachment, is_mms, timeout, max_retries, backoff, extra_headers, extra_query, extra_body",
    ),
]


@pytest.mark.parametrize(
    ("call", "message"), MISSPELT, ids=[message.split("(")[0] for _, message in MISSPELT]
)
def test_a_misspelt_keyword_is_refused_naming_the_method_and_the_keyword_meant(
    connect: ClientFactory, server: HostileServer, call: Callable[[Any], Any], message: str
) -> None:
    with pytest.raises(TypeError) as raised:
        call(connect())
    # Python's own refusal names the class: AsyncTemplates for the async client.
    assert str(raised.value).removeprefix("Async") == message
    assert server.requests == []


def test_a_call_python_refuses_without_a_misspelt_keyword_keeps_pythons_error() -> None:
    with (
        textsvc.Client(api_key=API_KEY, base_url="http://127.0.0.1:9/v3") as client,
        pytest.raises(TypeError, match=r"create\(\) missing 1 required keyword-only argument: 'message'"),
    ):
        client.templates.create()  # type: ignore[call-arg]


def test_the_typed_methods_keep_their_signatures() -> None:
    """What IDEs and ``inspect`` read: the method's own parameters and hints, and an async method
    is still a coroutine function (mypy's view is tests/typing/signatures.py)."""
    with textsvc.Client(api_key=API_KEY, base_url="http://127.0.0.1:9/v3") as client:
        create = client.templates.create
        assert list(inspect.signature(create).parameters) == [
            "message",
            "name",
            "attachment",
            "is_mms",
            "request_options",
        ]
        assert typing.get_type_hints(create)["message"] is str
    client_async = textsvc.AsyncClient(api_key=API_KEY, base_url="http://127.0.0.1:9/v3")
    assert inspect.iscoroutinefunction(client_async.templates.create)
    assert inspect.iscoroutinefunction(client_async.templates.with_raw_response.list)
    assert not inspect.iscoroutinefunction(client_async.templates.list)  # a pager, made at once


# ------------------------------------------------------------ the fake


class FrozenClock:
    """The fake's clock, stopped: its rate-limit windows never reset, so its counts are exact."""

    def now(self) -> float:
        return 1_000.0

    def sleep(self, seconds: float) -> None:
        pass


@pytest.fixture(scope="module")
def counting_fake() -> Iterator[FakeService]:
    with FakeService(clock=FrozenClock()) as service:
        yield service


@pytest.mark.parametrize("mode", ["sync", "async"])
@pytest.mark.parametrize("template_id", ["abc", "-1", "a/b"])
def test_a_template_id_that_is_not_a_whole_number_never_reaches_the_fake(
    counting_fake: FakeService, mode: str, template_id: str
) -> None:
    """The fake counts every request it receives against its general rate-limit window: between two
    listings, the refused call took none of it."""
    options = {"api_key": counting_fake.api_key, "base_url": counting_fake.base_url, "max_retries": 0}
    with client_of(mode, **options) as client:
        before = client.templates.with_raw_response.list().rate_limit.remaining
        with pytest.raises(ValueError, match=r"^template_id ") as raised:
            client.templates.get(template_id, is_mms=False)
        after = client.templates.with_raw_response.list().rate_limit.remaining
    assert str(raised.value) == (
        "template_id must be a whole number, as an int or in digits: the pattern ^[0-9]+$, "
        f"got {template_id!r}"
    )
    assert before - after == 1


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_an_integer_path_id_given_text_never_reaches_the_fake(counting_fake: FakeService, mode: str) -> None:
    options = {"api_key": counting_fake.api_key, "base_url": counting_fake.base_url, "max_retries": 0}
    with client_of(mode, **options) as client:
        before = client.templates.with_raw_response.list().rate_limit.remaining
        with pytest.raises(TypeError) as raised:
            client.link_tags.get("abc")
        after = client.templates.with_raw_response.list().rate_limit.remaining
    assert str(raised.value) == "link_tag_id must be an int, got 'abc'"
    assert before - after == 1


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_401_says_where_the_key_comes_from_without_showing_it(fake: FakeService, mode: str) -> None:
    wrong_key = "sk_live_not_this_one_0123456789"
    options = {"api_key": wrong_key, "base_url": fake.base_url, "max_retries": 0}
    with client_of(mode, **options) as client, pytest.raises(textsvc.SvcUnauthorizedError) as raised:
        client.templates.list().first_page()
    error = raised.value
    assert error.message == "Missing or invalid API key [AUTH-GLOBAL-001]"  # the service's, kept
    assert str(error) == (
        "Missing or invalid API key [AUTH-GLOBAL-001] (status 401, type unauthorized_error, "
        f"request id {error.request_id}); set TEXTSVC_API_KEY or pass api_key= to textsvc.Client"
    )
    assert wrong_key not in f"{error} {error!r}"
