"""Read a delivery's raw body within a size cap, before anything verifies or parses it.

A ``Content-Length`` over the cap is refused without reading a byte of the body; a body without
one (chunked, or a stream the server ends) is read in pieces and abandoned as soon as it passes
the cap, so the rest never reaches memory.
"""

from __future__ import annotations

from collections.abc import AsyncIterable, Callable

DEFAULT_MAX_BODY_BYTES = 1024 * 1024
"""1 MiB: service events are small JSON objects, far below this."""

_PIECE = 64 * 1024


class BodyRefusedError(Exception):
    """The body cannot be taken: ``status`` and ``reason`` say what to answer."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(reason)
        self.status = status
        self.reason = reason


def too_large(limit: int) -> BodyRefusedError:
    return BodyRefusedError(413, f"the body is larger than {limit} bytes")


def check_max_body_bytes(value: object) -> int:
    """The cap as given to an adapter, checked: a positive whole number of bytes."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"max_body_bytes must be an int, not {type(value).__name__}")
    if value < 1:
        raise ValueError(f"max_body_bytes must be at least 1, not {value}")
    return value


def declared_length(value: str | None) -> int | None:
    """The ``Content-Length`` as a number, ``None`` when there is none."""
    if value is None or not value.strip():
        return None
    text = value.strip()
    if not text.isdigit() or not text.isascii():
        raise BodyRefusedError(400, "the Content-Length header is not a number")
    return int(text)


def is_chunked(transfer_encoding: str | None) -> bool:
    """Whether the last transfer coding is ``chunked`` (RFC 9112: it then frames the body)."""
    if not transfer_encoding:
        return False
    return transfer_encoding.rsplit(",", 1)[-1].strip().lower() == "chunked"


def read_within(read: Callable[[int], bytes], length: int | None, limit: int) -> bytes:
    """``length`` bytes from ``read``, or everything up to its end when ``length`` is ``None``.

    Never asks ``read`` for more than ``limit + 1`` bytes in all: one byte past the cap is enough
    to know the body is too large.
    """
    if length is not None and length > limit:
        raise too_large(limit)
    wanted = limit + 1 if length is None else length
    pieces: list[bytes] = []
    received = 0
    while received < wanted:
        piece = read(min(_PIECE, wanted - received))
        if not piece:
            break
        pieces.append(piece)
        received += len(piece)
    if received > limit:
        raise too_large(limit)
    return b"".join(pieces)


async def read_stream_within(stream: AsyncIterable[bytes], length: int | None, limit: int) -> bytes:
    """The pieces of ``stream`` joined, refused as soon as they pass ``limit`` (or ``length`` does)."""
    if length is not None and length > limit:
        raise too_large(limit)
    pieces: list[bytes] = []
    received = 0
    async for piece in stream:
        received += len(piece)
        if received > limit:
            raise too_large(limit)
        pieces.append(piece)
    return b"".join(pieces)
