"""Webhook listeners for ASGI apps (Starlette, FastAPI): ``pip install textsvc[asgi]``.

Starlette:

```python
Route("/hooks", webhook_endpoint(handle, secret=SECRET), methods=["POST"])
```

FastAPI:

```python
@app.post("/hooks")
async def hooks(event: WebhookEvent = Depends(verified_event(SECRET))): ...
```

The raw body is read within ``max_body_bytes`` (1 MiB unless told) before anything parses it: a
larger ``Content-Length`` answers 413 before a byte of the body is read, and a chunked body is
abandoned, answered 413, as soon as it passes the cap. A bad signature answers 400. In neither
case is the handler called. With ``deduplicate=`` (a ``SeenStore``), ``webhook_endpoint`` answers
200 without calling the handler for a body a listener sharing the store has handled, and 409 for
one another listener is handling right now.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from contextlib import aclosing

from .._exceptions import SvcSignatureVerificationError
from .._extras import needs_extra
from .._tracing import handling

with needs_extra("asgi", "textsvc.webhooks.asgi"):
    from starlette.exceptions import HTTPException
    from starlette.requests import ClientDisconnect, Request
    from starlette.responses import PlainTextResponse, Response

from . import SIGNATURE_HEADER, WebhookEvent, construct_event
from ._body import (
    DEFAULT_MAX_BODY_BYTES,
    BodyRefusedError,
    check_max_body_bytes,
    declared_length,
    is_chunked,
    read_stream_within,
)
from ._handlers import check_handler, run_async_handler
from ._secrets import Secrets, check_secrets
from ._seen import SeenStore, check_store, handled_answer

__all__ = ["DEFAULT_MAX_BODY_BYTES", "verified_event", "webhook_endpoint"]

Handler = Callable[[WebhookEvent], Awaitable[object] | object]


async def _read_body(request: Request, max_body_bytes: int) -> bytes:
    """The raw request body, at most ``max_body_bytes``; raises ``BodyRefusedError`` otherwise."""
    chunked = is_chunked(request.headers.get("transfer-encoding"))
    length = None if chunked else declared_length(request.headers.get("content-length"))
    try:
        async with aclosing(request.stream()) as stream:
            return await read_stream_within(stream, length, max_body_bytes)
    except ClientDisconnect:
        # Nobody is left to read the answer; a refusal keeps a hang-up out of the error log.
        raise BodyRefusedError(400, "the client left before its body arrived") from None


def verified_event(
    secret: Secrets, *, max_body_bytes: int = DEFAULT_MAX_BODY_BYTES
) -> Callable[[Request], Awaitable[WebhookEvent]]:
    """A dependency (FastAPI ``Depends``) that gives the verified event, or answers 413 or 400."""
    check_secrets(secret)
    limit = check_max_body_bytes(max_body_bytes)

    async def dependency(request: Request) -> WebhookEvent:
        try:
            body = await _read_body(request, limit)
        except BodyRefusedError as refused:
            raise HTTPException(status_code=refused.status, detail=refused.reason) from None
        try:
            return construct_event(body, request.headers.get(SIGNATURE_HEADER), secret)
        except SvcSignatureVerificationError as error:
            raise HTTPException(status_code=400, detail=str(error)) from None

    return dependency


def webhook_endpoint(
    handler: Handler,
    *,
    secret: Secrets,
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
    deduplicate: SeenStore | None = None,
) -> Callable[[Request], Awaitable[Response]]:
    """A Starlette endpoint: verifies, calls ``handler(event)`` (sync or async), answers 200."""
    check_handler(handler, awaits=True, fix="")
    verify = verified_event(secret, max_body_bytes=max_body_bytes)
    seen = check_store(deduplicate, asynchronous=True)

    async def endpoint(request: Request) -> Response:
        try:
            event = await verify(request)
        except HTTPException as error:
            return PlainTextResponse(error.detail, status_code=error.status_code)
        with handling(handler):
            if seen is not None:
                status, text = handled_answer(await seen.async_handle(event, handler))
                return PlainTextResponse(text, status_code=status)
            await run_async_handler(handler, event)
        return PlainTextResponse("ok")

    return endpoint
