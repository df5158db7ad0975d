"""The data of a ``Transfer-Encoding: chunked`` request body, decoded from the connection.

Only what the WSGI app asks for is read: an app that stops at its body cap leaves the rest unread.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from _typeshed import WriteableBuffer

_MAX_LINE = 4096
_MAX_SIZE_DIGITS = 16
_MAX_TRAILER_LINES = 64
_HEX_DIGITS = frozenset(b"0123456789abcdefABCDEF")


class ChunkedBody(io.RawIOBase):
    """A readable stream of the body's data; broken framing raises ``OSError``, as a socket would."""

    def __init__(self, rfile: io.BufferedIOBase) -> None:
        super().__init__()
        self._rfile = rfile
        self._left_in_chunk = 0
        self._done = False

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: WriteableBuffer) -> int:
        if self._done:
            return 0
        if self._left_in_chunk == 0:
            self._left_in_chunk = self._next_chunk_size()
            if self._left_in_chunk == 0:
                self._skip_trailers()
                self._done = True
                return 0
        target = memoryview(buffer).cast("B")
        data = self._rfile.read(min(len(target), self._left_in_chunk))
        if not data:
            raise OSError("the chunked body ended inside a chunk")
        target[: len(data)] = data
        self._left_in_chunk -= len(data)
        if self._left_in_chunk == 0 and self._rfile.read(2) != b"\r\n":
            raise OSError("a chunk does not end with CRLF")
        return len(data)

    def _line(self) -> bytes:
        line = self._rfile.readline(_MAX_LINE)
        if not line.endswith(b"\n"):
            raise OSError("a chunk line is cut off or too long")
        return line.rstrip(b"\r\n")

    def _next_chunk_size(self) -> int:
        digits = self._line().split(b";", 1)[0].strip(b" \t")  # chunk extensions are ignored
        if not digits or len(digits) > _MAX_SIZE_DIGITS or not set(digits) <= _HEX_DIGITS:
            raise OSError("a chunk size is not hexadecimal")
        return int(digits, 16)

    def _skip_trailers(self) -> None:
        for _ in range(_MAX_TRAILER_LINES):
            if not self._line():
                return
        raise OSError("too many trailer lines after a chunked body")
