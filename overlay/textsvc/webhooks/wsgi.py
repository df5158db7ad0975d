"""Webhook listeners for WSGI apps: any WSGI server, or a Flask view (``pip install textsvc[flask]``).

Flask:

```python
app.add_url_rule("/hooks", view_func=flask_view(handle, secret=SECRET), methods=["POST"])
```

Anywhere else, ``WebhookApp(handle, secret=SECRET)`` is a WSGI application. The raw body is read
within ``max_body_bytes`` (1 MiB unless told) before anything parses it: a larger body answers 413
and is not read further; a bad signature answers 400; in neither case is the handler called.

With ``deduplicate=`` (a ``SeenStore``), a body a listener sharing the store has handled answers 200
without calling the handler again, and one another listener is handling right now answers 409 (so
that the service delivers it again, should that listener fail).

A chunked delivery (no ``Content-Length``) is read to its end, which the server marks: WSGI servers
decode the chunks themselves (PEP 3333) and signal the end with ``wsgi.input_terminated``.
``wsgiref`` is the exception: it passes the chunk framing through, so serve with another server
(werkzeug, gunicorn, waitress, or ``python -m textsvc.webhooks listen``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from .._exceptions import SvcSignatureVerificationError
from .._extras import needs_extra
from .._tracing import handling
from . import SIGNATURE_HEADER, WebhookEvent, construct_event
from ._body import (
    DEFAULT_MAX_BODY_BYTES,
    BodyRefusedError,
    check_max_body_bytes,
    declared_length,
    is_chunked,
    read_within,
)
from ._handlers import check_handler, run_handler
from ._secrets import Secrets, check_secrets
from ._seen import SeenStore, check_store, handled_answer

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIEnvironment

__all__ = ["DEFAULT_MAX_BODY_BYTES", "WebhookApp", "flask_view"]

Handler = Callable[[WebhookEvent], object]
_ENVIRON_SIGNATURE = "HTTP_" + SIGNATURE_HEADER.upper().replace("-", "_")
_STATUS_LINES = {
    200: "200 OK",
    400: "400 Bad Request",
    408: "408 Request Timeout",
    409: "409 Conflict",
    413: "413 Content Too Large",
}


def _read_body(environ: WSGIEnvironment, max_body_bytes: int = DEFAULT_MAX_BODY_BYTES) -> bytes:
    """The raw request body, at most ``max_body_bytes``; raises ``BodyRefusedError`` otherwise."""
    stream = environ["wsgi.input"]
    try:
        # Chunked framing wins over any Content-Length (RFC 9112); the server has removed it.
        if is_chunked(environ.get("HTTP_TRANSFER_ENCODING")):
            return read_within(stream.read, None, max_body_bytes)
        length = declared_length(environ.get("CONTENT_LENGTH"))
        if length is not None:
            return read_within(stream.read, length, max_body_bytes)
        if environ.get("wsgi.input_terminated"):
            return read_within(stream.read, None, max_body_bytes)
        return b""  # neither a length nor chunks: a request without a body
    except TimeoutError:
        raise BodyRefusedError(408, "the body did not arrive in time") from None
    except OSError:  # servers report broken chunk framing this way
        raise BodyRefusedError(400, "the body could not be read") from None


def _verified_event(environ: WSGIEnvironment, secret: Secrets, max_body_bytes: int) -> WebhookEvent:
    """The delivery's event; ``BodyRefusedError`` or ``SvcSignatureVerificationError`` otherwise."""
    body = _read_body(environ, max_body_bytes)
    return construct_event(body, environ.get(_ENVIRON_SIGNATURE), secret)


class WebhookApp:
    """A WSGI app that verifies each POST and hands the handler a ``WebhookEvent``."""

    def __init__(
        self,
        handler: Handler,
        *,
        secret: Secrets,
        max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
        deduplicate: SeenStore | None = None,
    ) -> None:
        _sync_handler(handler)
        check_secrets(secret)
        self._handler = handler
        self._secret = secret
        self._max_body_bytes = check_max_body_bytes(max_body_bytes)
        self._seen = check_store(deduplicate, asynchronous=False)

    def __repr__(self) -> str:
        handler = getattr(self._handler, "__name__", self._handler)
        return f"<WebhookApp handler={handler!r} max_body_bytes={self._max_body_bytes}>"

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        if environ.get("REQUEST_METHOD") != "POST":
            start_response("405 Method Not Allowed", [("Content-Type", "text/plain"), ("Allow", "POST")])
            return [b"POST only"]
        try:
            event = _verified_event(environ, self._secret, self._max_body_bytes)
        except BodyRefusedError as refused:
            start_response(_STATUS_LINES[refused.status], [("Content-Type", "text/plain")])
            return [refused.reason.encode()]
        except SvcSignatureVerificationError as error:
            start_response("400 Bad Request", [("Content-Type", "text/plain")])
            return [str(error).encode()]
        status, text = _handled(self._handler, event, self._seen)
        start_response(_STATUS_LINES[status], [("Content-Type", "text/plain")])
        return [text.encode()]


_CANNOT_AWAIT = "a WSGI app cannot await: use textsvc.webhooks.asgi"


def _sync_handler(handler: Handler) -> Handler:
    """A WSGI adapter's handler: a function whose work is done when it returns."""
    check_handler(handler, awaits=False, fix=_CANNOT_AWAIT)
    return handler


def _handled(handler: Handler, event: WebhookEvent, seen: SeenStore | None) -> tuple[int, str]:
    with handling(handler):
        if seen is None:
            run_handler(handler, event, fix=_CANNOT_AWAIT)  # raises (the server answers 500) unless done
            return 200, "ok"
        return handled_answer(seen.handle(event, handler))


def flask_view(
    handler: Handler,
    *,
    secret: Secrets,
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
    deduplicate: SeenStore | None = None,
) -> Callable[[], Any]:
    """A Flask view function: verifies the raw body, calls ``handler(event)``, answers 200.

    It reads the body from the WSGI input itself (with the same cap and chunked handling as
    ``WebhookApp``), so nothing in the app should read the request body before it.
    """
    with needs_extra("flask", "flask_view"):
        from flask import request

    _sync_handler(handler)
    check_secrets(secret)
    limit = check_max_body_bytes(max_body_bytes)
    seen = check_store(deduplicate, asynchronous=False)

    def view() -> Any:
        try:
            event = _verified_event(request.environ, secret, limit)
        except BodyRefusedError as refused:
            return refused.reason, refused.status, {"Content-Type": "text/plain"}
        except SvcSignatureVerificationError as error:
            return str(error), 400, {"Content-Type": "text/plain"}
        status, text = _handled(handler, event, seen)
        return text, status, {"Content-Type": "text/plain"}

    view.__name__ = f"textsvc_webhook_{getattr(handler, '__name__', 'handler')}"
    return view
