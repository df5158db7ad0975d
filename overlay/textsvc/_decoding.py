"""A body's ``Content-Encoding`` decoded a piece at a time, so that measuring it against the size cap
costs memory in proportion to the cap, not to what one read chunk expands to.

httpx decodes each chunk read off the connection whole: 64 KiB of gzip can expand to 64 MiB in one
call. This decoder takes the encodings httpx decodes (the ``Content-Encoding`` values, last applied
first, unknown ones left as they are; ``br`` and ``zstd`` only when httpx finds their packages),
with the same libraries and settings, and hands the result to a sink in pieces of at most ``PIECE``
bytes, so that the sink can stop reading at the cap by raising. The body kept is still the raw
one: httpx decodes it once more, whole, once it is known to fit.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from typing import Any, Protocol

import httpx

PIECE = 64 * 1024
"""The most one decoding step hands out (brotli's: up to one step of its buffer's growth more)."""

Sink = Callable[[bytes], None]


class _Decoder(Protocol):
    def decode(self, data: bytes, sink: Sink) -> None: ...

    def flush(self, sink: Sink) -> None: ...


class _Inflate:
    """gzip, and deflate with or without its zlib wrapper (httpx's rule: raw deflate when the body
    does not open as zlib)."""

    def __init__(self, encoding: str) -> None:
        self._first = encoding == "deflate"
        self._head = b""
        """The first bytes of a deflate body, held until there are two: zlib tells its wrapper from
        raw deflate by them, as httpx's pass over the whole body does."""
        self._decompressor = zlib.decompressobj(zlib.MAX_WBITS | 16 if encoding == "gzip" else zlib.MAX_WBITS)

    def decode(self, data: bytes, sink: Sink) -> None:
        if self._first and len(self._head) + len(data) < 2:
            self._head += data
            return
        data, self._head = self._head + data, b""
        first, self._first = self._first, False
        try:
            self._pieces(data, sink)
        except zlib.error as error:
            if not first:
                raise httpx.DecodingError(str(error)) from error
            self._decompressor = zlib.decompressobj(-zlib.MAX_WBITS)
            self.decode(data, sink)

    def _pieces(self, data: bytes, sink: Sink) -> None:
        while not self._decompressor.eof:
            piece = self._decompressor.decompress(data, PIECE)
            data = self._decompressor.unconsumed_tail
            if piece:
                sink(piece)
            if not data and len(piece) < PIECE:
                return  # all of ``data`` is decoded, and nothing is held back

    def flush(self, sink: Sink) -> None:
        if self._head:  # a body of one byte
            self._first, head, self._head = False, self._head, b""
            self.decode(head, sink)
        try:
            rest = self._decompressor.flush()
        except zlib.error as error:
            raise httpx.DecodingError(str(error)) from error
        if rest:
            sink(rest)


class _Brotli:
    """``br`` with the package httpx uses (``brotli``, else ``brotlicffi``). Only ``brotli`` 1.2 and
    later bound what one step hands out; an older one decodes each chunk whole, as httpx does."""

    def __init__(self, brotli: Any) -> None:
        self._error: type[Exception] = brotli.error
        self._decompressor = brotli.Decompressor()
        self._bounded = hasattr(self._decompressor, "can_accept_more_data")

    def decode(self, data: bytes, sink: Sink) -> None:
        if not data:
            return
        try:
            if not self._bounded:
                whole = getattr(self._decompressor, "decompress", None) or self._decompressor.process
                sink(whole(data))
                return
            # Its buffer stops growing past the limit: a piece may be a step of the buffer's larger.
            piece = self._decompressor.process(data, output_buffer_limit=PIECE)
            while piece:
                sink(piece)
                piece = self._decompressor.process(b"", output_buffer_limit=PIECE)
        except self._error as error:
            raise httpx.DecodingError(str(error)) from error

    def flush(self, sink: Sink) -> None:
        pass  # httpx's brotli decoder hands out everything as it goes


class _Zstd:
    """``zstd``, every frame of it, as httpx decodes it, written to the sink a piece at a time."""

    def __init__(self, zstandard: Any) -> None:
        self._error: type[Exception] = zstandard.ZstdError
        self._sink: Sink | None = None
        self._writer = zstandard.ZstdDecompressor().stream_writer(
            self, write_size=PIECE, write_return_read=True, closefd=False
        )

    def write(self, piece: bytes) -> int:
        """Where the zstandard writer puts what it decodes."""
        assert self._sink is not None
        self._sink(bytes(piece))
        return len(piece)

    def decode(self, data: bytes, sink: Sink) -> None:
        self._sink = sink
        try:
            self._writer.write(data)
        except self._error as error:
            raise httpx.DecodingError(str(error)) from error

    def flush(self, sink: Sink) -> None:
        pass  # an incomplete frame: httpx's own pass over the whole body refuses it


def _decoder(encoding: str) -> _Decoder | None:
    if encoding in ("gzip", "deflate"):
        return _Inflate(encoding)
    if encoding == "br":
        module = _optional("brotli") or _optional("brotlicffi")
        return None if module is None else _Brotli(module)
    if encoding == "zstd":
        module = _optional("zstandard")
        return None if module is None else _Zstd(module)
    return None  # identity, or an encoding httpx leaves as it is


def _optional(name: str) -> Any:
    """The package httpx would decode with, or None where it is not installed (httpx then leaves the
    encoding as it is, and does not ask for it)."""
    import importlib

    try:
        return importlib.import_module(name)
    except ImportError:
        return None


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

    def decode(self, chunk: bytes, sink: Sink) -> None:
        """``chunk``, a raw chunk as read, decoded into ``sink`` a piece at a time."""
        self._through(0, sink)(chunk)

    def flush(self, sink: Sink) -> None:
        """What the decoders hold at the end of the body, into ``sink``."""
        for index, decoder in enumerate(self._decoders):
            decoder.flush(self._through(index + 1, sink))

    def _through(self, index: int, sink: Sink) -> Sink:
        """A sink that decodes what it takes by the decoders from ``index`` on, into ``sink``."""
        if index == len(self._decoders):
            return sink
        decoder, rest = self._decoders[index], self._through(index + 1, sink)
        return lambda piece: decoder.decode(piece, rest)
