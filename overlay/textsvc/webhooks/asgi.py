"""Webhook listeners for ASGI apps (Starlette, FastAPI): ``pip install textsvc[asgi]``.

Starlette::

    Route("/hooks", webhook_endpoint(handle, secret=SECRET), methods=["POST"])

FastAPI::

    @app.post("/hooks")
    async def hooks(event: WebhookEvent = Depends(verified_event(SECRET))): ...

The raw body is read before anything parses it; a bad signature answers 400 and the handler is
never called.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response

from .._exceptions import SvcSignatureVerificationError
from . import SIGNATURE_HEADER, Secrets, WebhookEvent, construct_event

Handler = Callable[[WebhookEvent], Awaitable[object] | object]


def verified_event(secret: Secrets) -> Callable[[Request], Awaitable[WebhookEvent]]:
    """A dependency (FastAPI ``Depends``) that gives the verified event or answers 400."""

    async def dependency(request: Request) -> WebhookEvent:
        body = await request.body()
        try:
            return construct_event(body, request.headers.get(SIGNATURE_HEADER), secret)
        except SvcSignatureVerificationError as error:
            raise HTTPException(status_code=400, detail=str(error)) from None

    return dependency


def webhook_endpoint(handler: Handler, *, secret: Secrets) -> Callable[[Request], Awaitable[Response]]:
    """A Starlette endpoint: verifies, calls ``handler(event)`` (sync or async), answers 200."""
    verify = verified_event(secret)

    async def endpoint(request: Request) -> Response:
        try:
            event = await verify(request)
        except HTTPException as error:
            return PlainTextResponse(error.detail, status_code=error.status_code)
        result = handler(event)
        if inspect.isawaitable(result):
            await result
        return PlainTextResponse("ok")

    return endpoint
