"""OpenTelemetry spans of the clients' calls (``pip install "textsvc[otel]"``): a hook of every client.

Spans are made only once the application has set a tracer provider (until then
``get_tracer_provider()`` is the API's proxy, or its no-op provider): without one, or without
opentelemetry-api, a call makes no span and the client makes no ``HookCall`` for it. The span of a
call is the current span while its attempts are sent, so the spans opentelemetry-instrumentation-httpx
makes of each attempt are its children.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx

from ._exceptions import error_from_response
from ._hooks import HookCall
from ._rate_limit import RateLimit
from ._version import __version__

try:
    from opentelemetry import context, trace
except ImportError:  # the otel extra is not installed: no spans
    INSTALLED = False
else:
    INSTALLED = True

_SPAN = "otel_span"
_ATTACHED = "otel_context_attached"


def _tracer() -> Any:
    """The tracer of the application's provider, or None when none is set."""
    if not INSTALLED:
        return None
    provider = trace.get_tracer_provider()
    if isinstance(provider, trace.ProxyTracerProvider | trace.NoOpTracerProvider):
        return None
    return provider.get_tracer("textsvc", __version__)


class Tracing:
    """One CLIENT span per call, named ``textsvc <operation>``, with HTTP client attributes."""

    provider = staticmethod(trace.get_tracer_provider) if INSTALLED else None
    idle = (trace.ProxyTracerProvider, trace.NoOpTracerProvider) if INSTALLED else ()
    """While ``provider()`` is of these types no tracer provider is set: no spans, no ``HookCall``."""

    def call_started(self, call: HookCall) -> None:
        tracer = _tracer()
        if tracer is None:
            return
        url = httpx.URL(call.url)
        span = tracer.start_span(
            f"textsvc {call.operation}",
            kind=trace.SpanKind.CLIENT,
            attributes={
                "http.request.method": call.method,
                "url.full": str(url.copy_with(username=None, password=None)),
                "server.address": url.host,
                "server.port": url.port or (443 if url.scheme == "https" else 80),
                "textsvc.operation": call.operation,
            },
        )
        call.state[_SPAN] = span
        call.state[_ATTACHED] = context.attach(trace.set_span_in_context(span))

    def after_response(self, call: HookCall, response: httpx.Response) -> None:
        span = call.state.get(_SPAN)
        if span is None:
            return
        span.set_attribute("http.response.status_code", response.status_code)
        request_id = response.headers.get("X-Request-ID") or response.request.headers.get("X-Request-Id")
        if request_id:
            span.set_attribute("textsvc.request_id", request_id)
        remaining = RateLimit.from_headers(response.headers).remaining
        if remaining is not None:
            span.set_attribute("textsvc.rate_limit.remaining", remaining)

    def call_ended(self, call: HookCall) -> None:
        span = call.state.pop(_SPAN, None)
        if span is None:
            return
        try:
            span.set_attribute("textsvc.attempts", call.attempts)
            span.set_attribute("textsvc.pacing.wait_seconds", call.pacing_wait_seconds)
            error = call.error
            failed = call.response is not None and call.response.status_code >= 400 and not call.confirmed
            if error is None and call.response is not None and failed:
                error = error_from_response(call.response)
                span.set_attribute("error.type", str(call.response.status_code))
            elif error is not None:
                # The class's full name, as the exception event's ``exception.type`` gives it.
                span.set_attribute("error.type", f"{type(error).__module__}.{type(error).__qualname__}")
            if error is not None:
                span.record_exception(error)
                span.set_status(trace.Status(trace.StatusCode.ERROR, type(error).__name__))
        finally:
            span.end()
            context.detach(call.state.pop(_ATTACHED))


def tracing_hooks() -> tuple[object, ...]:
    """The hooks every client has: the tracing, where opentelemetry-api is installed."""
    return (Tracing(),) if INSTALLED else ()


@contextmanager
def handling(handler: object) -> Iterator[None]:
    """A span around a listener adapter's handling of one verified event: its handler's call (with
    the deduplication around it), an exception it raises recorded."""
    tracer = _tracer()
    if tracer is None:
        yield
        return
    name = getattr(handler, "__qualname__", None) or type(handler).__qualname__
    attributes = {"textsvc.operation": "webhooks.handle", "textsvc.webhook.handler": name}
    with tracer.start_as_current_span("textsvc webhooks.handle", attributes=attributes):
        yield
