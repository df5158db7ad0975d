"""Receiving a request body with a size cap and a deadline: no client holds the fake's memory, or a
request of its own open, for long.
"""

from __future__ import annotations

import asyncio

from starlette.types import Receive

from ._errors import FakeError, bad_request

MAX_BODY_BYTES = 1024 * 1024
"""The largest request body the fake accepts; the largest real request (a bulk call of 1000 records)
is a small fraction of it."""
DEFAULT_BODY_TIMEOUT = 10.0
"""Seconds a client has to deliver its whole body once its headers have arrived."""


class ClientGoneError(Exception):
    """The client closed the connection before its body arrived: there is no one left to answer."""


def _too_large(limit: int) -> FakeError:
    return bad_request(f"the body is larger than {limit} bytes")


def _declared_length(value: str | None) -> int | None:
    # The HTTP server has already refused a malformed Content-Length.
    return int(value) if value is not None and value.isdigit() else None


async def receive_body(receive: Receive, content_length: str | None, *, limit: int, timeout: float) -> bytes:
    """The whole body; 400 when it is over ``limit`` bytes or takes over ``timeout`` seconds.

    A body declared too large is refused before any of it is read (a client that sent
    ``Expect: 100-continue`` never has to send it); the rest of a refused body is discarded by the
    server, so the client still reads the answer.
    """
    declared = _declared_length(content_length)
    if declared is not None and declared > limit:
        raise _too_large(limit)
    chunks: list[bytes] = []
    size = 0
    try:
        async with asyncio.timeout(timeout):
            while True:
                message = await receive()
                if message["type"] == "http.disconnect":
                    raise ClientGoneError
                chunk: bytes = message.get("body", b"")
                size += len(chunk)
                if size > limit:
                    raise _too_large(limit)
                chunks.append(chunk)
                if not message.get("more_body", False):
                    return b"".join(chunks)
    except TimeoutError:
        refusal = bad_request(f"the body did not arrive within {timeout:g} seconds")
        # The client may still be sending; the connection is not worth keeping.
        refusal.headers["Connection"] = "close"
        raise refusal from None
