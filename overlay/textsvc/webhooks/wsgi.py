"""Webhook listeners for WSGI apps: any WSGI server, or a Flask view (``pip install textsvc[flask]``).

Flask::

    app.add_url_rule("/hooks", view_func=flask_view(handle, secret=SECRET), methods=["POST"])

Anywhere else, ``WebhookApp(handle, secret=SECRET)`` is a WSGI application. The raw body is read
before anything parses it; a bad signature answers 400 and the handler is never called.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from .._exceptions import SvcSignatureVerificationError
from . import SIGNATURE_HEADER, Secrets, WebhookEvent, construct_event

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIEnvironment

Handler = Callable[[WebhookEvent], object]
_ENVIRON_SIGNATURE = "HTTP_" + SIGNATURE_HEADER.upper().replace("-", "_")


def _read_body(environ: WSGIEnvironment) -> bytes:
    try:
        length = int(environ.get("CONTENT_LENGTH") or 0)
    except ValueError:
        length = 0
    stream = environ["wsgi.input"]
    body: bytes = stream.read(length) if length > 0 else b""
    return body


class WebhookApp:
    """A WSGI app that verifies each POST and hands the handler a ``WebhookEvent``."""

    def __init__(self, handler: Handler, *, secret: Secrets) -> None:
        self._handler = handler
        self._secret = secret

    def __repr__(self) -> str:
        return f"<WebhookApp handler={getattr(self._handler, '__name__', self._handler)!r}>"

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        if environ.get("REQUEST_METHOD") != "POST":
            start_response("405 Method Not Allowed", [("Content-Type", "text/plain"), ("Allow", "POST")])
            return [b"POST only"]
        try:
            event = construct_event(_read_body(environ), environ.get(_ENVIRON_SIGNATURE), self._secret)
        except SvcSignatureVerificationError as error:
            start_response("400 Bad Request", [("Content-Type", "text/plain")])
            return [str(error).encode()]
        self._handler(event)
        start_response("200 OK", [("Content-Type", "text/plain")])
        return [b"ok"]


def flask_view(handler: Handler, *, secret: Secrets) -> Callable[[], Any]:
    """A Flask view function: verifies ``request.get_data()``, calls ``handler(event)``, answers 200."""
    from flask import request

    def view() -> Any:
        try:
            event = construct_event(request.get_data(), request.headers.get(SIGNATURE_HEADER), secret)
        except SvcSignatureVerificationError as error:
            return str(error), 400, {"Content-Type": "text/plain"}
        handler(event)
        return "ok", 200, {"Content-Type": "text/plain"}

    view.__name__ = f"textsvc_webhook_{getattr(handler, '__name__', 'handler')}"
    return view
