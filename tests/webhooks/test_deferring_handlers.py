"""A handler whose call only makes work for later (a coroutine, a generator) is never answered 200.

The service never delivers a 200'd body again, so a listener whose handler did nothing must not
answer it. What the handler is tells it when the listener is built (refused then); what a call
returns tells it only then (the delivery raises: the server answers 500, the service redelivers).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import inspect
import re
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import httpx
import pytest
from textsvc import webhooks
from textsvc.webhooks import WebhookEvent
from textsvc.webhooks.asgi import webhook_endpoint
from textsvc.webhooks.wsgi import WebhookApp, flask_view

from tests.webhooks.listeners import serve_asgi, serve_wsgi

SECRET = webhooks.generate_secret()
BODY = b'{"event":"message-reply","to":"+15555550100"}'
HEADERS = {webhooks.SIGNATURE_HEADER: webhooks.sign(BODY, SECRET)}
EVENT = WebhookEvent(body=BODY, data={})
ran: list[str] = []  # what the handlers' bodies did; each test starts it empty


@pytest.fixture(autouse=True)
def _nothing_ran_yet() -> Iterator[None]:
    ran.clear()
    yield
    ran.clear()


async def coroutine_function(event: WebhookEvent) -> None:
    ran.append("coroutine")


async def async_generator_function(event: WebhookEvent) -> AsyncIterator[None]:
    ran.append("async generator")
    yield


def generator_function(event: WebhookEvent) -> Iterator[None]:
    ran.append("generator")
    yield


class AsyncCall:
    async def __call__(self, event: WebhookEvent) -> None:
        ran.append("async __call__")

    async def method(self, event: WebhookEvent) -> None:
        ran.append("async method")


COROUTINE_HANDLERS: list[tuple[str, Callable[..., Any]]] = [
    ("coroutine function", coroutine_function),
    ("object with an async __call__", AsyncCall()),
    ("partial of a coroutine function", functools.partial(coroutine_function)),
    ("partial of an object with an async __call__", functools.partial(AsyncCall())),
    ("bound async method", AsyncCall().method),
]
GENERATOR_HANDLERS: list[tuple[str, Callable[..., Any]]] = [
    ("async generator function", async_generator_function),
    ("generator function", generator_function),
    ("partial of a generator function", functools.partial(generator_function)),
]

SYNC_LISTENERS: list[tuple[str, Callable[[Callable[..., Any]], object]]] = [
    ("WebhookApp", lambda handler: WebhookApp(handler, secret=SECRET)),
    ("flask_view", lambda handler: flask_view(handler, secret=SECRET)),
    ("SeenStore.handle", lambda handler: webhooks.InProcessSeen().handle(EVENT, handler)),
]
ASYNC_LISTENERS: list[tuple[str, Callable[[Callable[..., Any]], object]]] = [
    ("webhook_endpoint", lambda handler: webhook_endpoint(handler, secret=SECRET)),
    (
        "SeenStore.async_handle",
        lambda handler: asyncio.run(webhooks.InProcessSeen().async_handle(EVENT, handler)),
    ),
]


def ids(entries: list[tuple[str, Any]]) -> list[str]:
    return [entry[0] for entry in entries]


@pytest.mark.parametrize(("listener", "build"), SYNC_LISTENERS, ids=ids(SYNC_LISTENERS))
@pytest.mark.parametrize(("shape", "handler"), COROUTINE_HANDLERS, ids=ids(COROUTINE_HANDLERS))
def test_a_sync_listener_refuses_any_handler_that_is_a_coroutine_function_underneath(
    listener: str, build: Any, shape: str, handler: Any
) -> None:
    with pytest.raises(TypeError, match=r"^handler is a coroutine function, which .* cannot await: use "):
        build(handler)
    assert ran == []


@pytest.mark.parametrize(
    ("listener", "build"), SYNC_LISTENERS + ASYNC_LISTENERS, ids=ids(SYNC_LISTENERS + ASYNC_LISTENERS)
)
@pytest.mark.parametrize(("shape", "handler"), GENERATOR_HANDLERS, ids=ids(GENERATOR_HANDLERS))
def test_every_listener_refuses_a_generator_function_whose_body_would_never_run(
    listener: str, build: Any, shape: str, handler: Any
) -> None:
    with pytest.raises(TypeError, match=r"^handler is an? (async )?generator function, whose body runs only"):
        build(handler)
    assert ran == []


class SyncCall:
    def __call__(self, event: WebhookEvent) -> None:
        ran.append("sync __call__")


@pytest.mark.parametrize(("listener", "build"), SYNC_LISTENERS, ids=ids(SYNC_LISTENERS))
def test_an_instance_attribute_named_call_is_not_what_a_call_runs(listener: str, build: Any) -> None:
    """A call runs the type's ``__call__``: an async function set on the instance under that name is
    never run, so the sync handler is not refused for it (hostile review of issue 34)."""
    handler = SyncCall()
    handler.__call__ = coroutine_function  # type: ignore[method-assign]
    build(handler)
    assert webhooks.InProcessSeen().handle(EVENT, handler) is webhooks.Handling.HANDLED
    assert set(ran) == {"sync __call__"}


def returns_a_coroutine(event: WebhookEvent) -> object:
    return coroutine_function(event)


def returns_an_async_generator(event: WebhookEvent) -> object:
    return async_generator_function(event)


def returns_a_generator(event: WebhookEvent) -> object:
    return generator_function(event)


class ReturnsAFuture:
    """A sync handler handing back a Future of another thread's loop, as ``loop.create_task`` does."""

    def __call__(self, event: WebhookEvent) -> object:
        loop = asyncio.new_event_loop()
        future = loop.create_future()
        loop.close()
        return future


SYNC_RESULTS: list[tuple[str, Callable[..., Any], str]] = [
    ("coroutine", returns_a_coroutine, r"an awaitable \(a coroutine\), which .* cannot await"),
    ("asyncio.Future", ReturnsAFuture(), r"an awaitable \(Future\), which .* cannot await"),
    ("async generator", returns_an_async_generator, r"an async generator, whose body runs only"),
    ("generator", returns_a_generator, r"a generator, whose body runs only"),
]


async def async_returns_a_coroutine(event: WebhookEvent) -> object:
    return coroutine_function(event)


ASYNC_RESULTS: list[tuple[str, Callable[..., Any], str]] = [
    ("async generator", returns_an_async_generator, r"handler returned an async generator, whose body runs"),
    ("generator", returns_a_generator, r"handler returned a generator, whose body runs only"),
    (
        "awaitable of a coroutine",
        async_returns_a_coroutine,
        r"handler's awaitable returned another \(a coroutine\)",
    ),
]

current: list[Callable[..., Any]] = []
"""The handler of the test running: every listener served below calls it."""


def dispatch(event: WebhookEvent) -> object:
    return current[-1](event)


@contextlib.contextmanager
def _served_listener(app: Any) -> Iterator[str]:
    """``app`` behind the server of ``python -m textsvc.webhooks listen``."""
    from textsvc.webhooks._listener import ListenerServer

    server = ListenerServer(("127.0.0.1", 0), app, read_timeout=10.0)
    thread = threading.Thread(target=server.serve_forever, args=(0.01,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/hooks"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


def _flask(seen: webhooks.SeenStore | None) -> Any:
    from flask import Flask

    app = Flask(__name__)
    app.add_url_rule(
        "/hooks", view_func=flask_view(dispatch, secret=SECRET, deduplicate=seen), methods=["POST"]
    )
    return app


def _starlette(seen: webhooks.SeenStore | None) -> Any:
    from starlette.applications import Starlette
    from starlette.routing import Route

    endpoint = webhook_endpoint(dispatch, secret=SECRET, deduplicate=seen)
    return Starlette(routes=[Route("/hooks", endpoint, methods=["POST"])])


SERVED: dict[str, tuple[Callable[[webhooks.SeenStore | None], Any], Callable[[Any], Any]]] = {
    "WebhookApp": (lambda seen: WebhookApp(dispatch, secret=SECRET, deduplicate=seen), serve_wsgi),
    "flask_view": (_flask, serve_wsgi),
    "listen": (lambda seen: WebhookApp(dispatch, secret=SECRET, deduplicate=seen), _served_listener),
    "webhook_endpoint": (_starlette, serve_asgi),
}
SYNC_SERVED = [
    f"{name}-{way}" for name in ("WebhookApp", "flask_view", "listen") for way in ("alone", "deduplicated")
]
ASYNC_SERVED = [f"webhook_endpoint-{way}" for way in ("alone", "deduplicated")]


@pytest.fixture(scope="module")
def urls() -> Iterator[dict[str, str]]:
    """Each listener served once for the module, alone and with a store (each test its own body)."""
    with contextlib.ExitStack() as stack:
        found = {}
        for name, (build, serve) in SERVED.items():
            for way in ("alone", "deduplicated"):
                seen = webhooks.InProcessSeen() if way == "deduplicated" else None
                found[f"{name}-{way}"] = stack.enter_context(serve(build(seen)))
        yield found


def _delivered_twice(
    url: str, handler: Callable[..., Any], request: pytest.FixtureRequest
) -> tuple[int, list[object], int]:
    """The status of a delivery to ``handler``, what it returned, then the status of the
    redelivery to a handler that does its work."""
    body = b'{"test":"%s"}' % request.node.name.encode()  # a body no other test delivers
    headers = {webhooks.SIGNATURE_HEADER: webhooks.sign(body, SECRET)}
    returned: list[object] = []
    current.append(lambda event: returned.append(handler(event)) or returned[-1])
    first = httpx.post(url, content=body, headers=headers)
    current.append(lambda event: ran.append("redelivered"))
    again = httpx.post(url, content=body, headers=headers)
    return first.status_code, returned, again.status_code


def _logged(caplog: pytest.LogCaptureFixture, capsys: pytest.CaptureFixture[str], pattern: str) -> bool:
    """Whether the server logged ``pattern`` (wsgiref writes to stderr, the others log)."""
    deadline, written = time.monotonic() + 10, ""  # a server logs the error after it has answered
    while not re.search(pattern, caplog.text + written) and time.monotonic() < deadline:
        time.sleep(0.01)
        written += capsys.readouterr().err
    return bool(re.search(pattern, caplog.text + written))


def _closed(result: object) -> bool:
    """Whether a coroutine or generator was closed (nothing warns of it never awaited)."""
    if inspect.iscoroutine(result):
        return inspect.getcoroutinestate(result) == inspect.CORO_CLOSED
    if inspect.isgenerator(result):
        return inspect.getgeneratorstate(result) == inspect.GEN_CLOSED
    return True


@pytest.mark.parametrize("listener", SYNC_SERVED)
@pytest.mark.parametrize(("kind", "handler", "message"), SYNC_RESULTS, ids=ids(SYNC_RESULTS))
def test_a_sync_handler_returning_work_not_done_is_answered_an_error_and_redelivered(
    kind: str,
    handler: Any,
    message: str,
    listener: str,
    urls: dict[str, str],
    request: pytest.FixtureRequest,
    caplog: pytest.LogCaptureFixture,
    capsys: pytest.CaptureFixture[str],
) -> None:
    first, returned, again = _delivered_twice(urls[listener], handler, request)
    assert (first, again) == (500, 200)  # not a success: the service delivers it again
    assert ran == ["redelivered"]
    assert all(_closed(result) for result in returned)
    assert _logged(caplog, capsys, f"TypeError: handler returned {message}")


@pytest.mark.parametrize("listener", ASYNC_SERVED)
@pytest.mark.parametrize(("kind", "handler", "message"), ASYNC_RESULTS, ids=ids(ASYNC_RESULTS))
def test_an_asgi_handler_ending_with_work_not_done_is_answered_an_error_and_redelivered(
    kind: str,
    handler: Any,
    message: str,
    listener: str,
    urls: dict[str, str],
    request: pytest.FixtureRequest,
    caplog: pytest.LogCaptureFixture,
    capsys: pytest.CaptureFixture[str],
) -> None:
    first, _, again = _delivered_twice(urls[listener], handler, request)
    assert (first, again) == (500, 200)
    assert ran == ["redelivered"]
    assert _logged(caplog, capsys, f"TypeError: {message}")


@pytest.mark.parametrize(("kind", "handler", "message"), ASYNC_RESULTS, ids=ids(ASYNC_RESULTS))
def test_async_handle_raises_for_a_handler_ending_with_work_not_done_and_gives_its_claim_up(
    kind: str, handler: Any, message: str
) -> None:
    seen = webhooks.InProcessSeen()
    with pytest.raises(TypeError, match=message):
        asyncio.run(seen.async_handle(EVENT, handler))
    assert seen.handle(EVENT, lambda event: ran.append("redelivered")) is webhooks.Handling.HANDLED
    assert ran == ["redelivered"]
