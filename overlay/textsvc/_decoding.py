"""A body's ``Content-Encoding`` decoded a piece at a time, so that measuring it against the size cap
costs memory in proportion to the cap, not to what one read chunk expands to.

httpx decodes each chunk read off the connection whole: 64 KiB of gzip can expand to 64 MiB in one
call. This decoder takes the same encodings httpx decodes (the ``Content-Encoding`` values in
order, unknown ones left as they are; ``br`` and ``zstd`` only when httpx would find their
packages), decodes them with the same libraries and settings, and hands the result out in pieces
of at most ``PIECE`` bytes, so that reading can stop at the cap. The body kept is still the raw
one: httpx decodes it once more, whole, once it is known to fit.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator
from typing import Any

import httpx

PIECE = 64 * 1024
"""The most one decoding step hands out."""


class _Inflate:
    """gzip, and deflate with or without its zlib wrapper (httpx's rule: raw deflate when the first
    chunk is not zlib)."""

    def __init__(self, encoding: str) -> None:
        self._first = encoding == "deflate"
        self._decompressor = zlib.decompressobj(zlib.MAX_WBITS | 16 if encoding == "gzip" else zlib.MAX_WBITS)

    def decode(self, data: bytes) -> Iterator[bytes]:
        first, self._first = self._first, False
        try:
            yield from self._pieces(data)
        except zlib.error as error:
            if not first:
                raise httpx.DecodingError(str(error)) from error
            self._decompressor = zlib.decompressobj(-zlib.MAX_WBITS)
            yield from self.decode(data)

    def _pieces(self, data: bytes) -> Iterator[bytes]:
        while not self._decompressor.eof:
            piece = self._decompressor.decompress(data, PIECE)
            data = self._decompressor.unconsumed_tail
            if piece:
                yield piece
            if not data and len(piece) < PIECE:
                return  # all of ``data`` is decoded, and nothing is held back

    def flush(self) -> Iterator[bytes]:
        try:
            rest = self._decompressor.flush()
        except zlib.error as error:
            raise httpx.DecodingError(str(error)) from error
        if rest:
            yield rest


def _decoder(encoding: str) -> _Inflate | None:
    if encoding in ("gzip", "deflate"):
        return _Inflate(encoding)
    return None  # identity, or an encoding httpx leaves as it is


class BodyDecoder:
    """Decodes the encodings of one response, last applied first, as httpx's decoders do."""

    def __init__(self, response: httpx.Response) -> None:
        encodings = response.headers.get_list("Content-Encoding", split_commas=True)
        decoders = [_decoder(encoding.strip().lower()) for encoding in encodings]
        self._decoders = [decoder for decoder in reversed(decoders) if decoder is not None]

    @property
    def decodes(self) -> bool:
        """There is an encoding to decode: what arrives is not the body itself."""
        return bool(self._decoders)

    def decode(self, chunk: bytes) -> Iterator[bytes]:
        """The decoded pieces of ``chunk``, a raw chunk as read."""
        return self._through(iter([chunk]), 0)

    def flush(self) -> Iterator[bytes]:
        """What the decoders hold at the end of the body."""
        for index, decoder in enumerate(self._decoders):
            yield from self._through(decoder.flush(), index + 1)

    def _through(self, pieces: Iterator[bytes], index: int) -> Iterator[bytes]:
        """``pieces`` decoded by the decoders from ``index`` on."""
        if index == len(self._decoders):
            yield from pieces
            return
        decoder: Any = self._decoders[index]
        for piece in pieces:
            yield from self._through(decoder.decode(piece), index + 1)
