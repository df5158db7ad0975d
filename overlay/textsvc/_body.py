"""Reading a response body: streamed, held to a size cap and to the attempt's deadline.

A body is read as it arrives and counted as it decodes, so a compressed body is measured by what
it expands to. A ``Content-Length`` over the cap is refused before anything is read; past the
cap, reading stops and the connection is dropped. Either way the reader returns a fully read
``httpx.Response``: the whole body, or, when the body could not be read (too large, or a
``Content-Encoding`` that does not decode), at most its first ``KEPT_BODY_BYTES`` with the reason
in ``extensions[UNREADABLE_BODY]``. The status still counts (a 503 is retried whatever its
body); decoding such a response raises the error its status calls for (see ``_response``).

The readers themselves are ``_async/_body_reader.py`` and the ``_sync`` copy written from it.
"""

from __future__ import annotations

from contextlib import suppress

import httpx

from ._deadline import DEADLINE_PASSED, seconds_left

DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024
"""The default cap on a response body, decoded.

The largest answer the service sends is a page of 1000 records; 32 MiB gives each of them
32 KiB, more than a record with two 2000-character texts (the document's longest) written wholly
as ``\\uXXXX`` escapes (24 KiB). A runaway or hostile response costs at most this much memory.
"""

KEPT_BODY_BYTES = 64 * 1024
"""An exception about a body keeps at most this much of it."""

UNREADABLE_BODY = "textsvc.unreadable_body"
"""Response extension: why the body could not be read; the response holds only a part of it."""

_NO_BODY_STATUSES = frozenset({204, 304})


def check_max_response_bytes(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"max_response_bytes must be a whole number of bytes, got {type(value).__name__}")
    if value < 1:
        raise ValueError(f"max_response_bytes must be at least 1, got {value}")
    return value


def unreadable_reason(response: httpx.Response) -> str | None:
    """Why ``response``'s body could not be read, or None when it holds the whole body."""
    reason = response.extensions.get(UNREADABLE_BODY)
    return reason if isinstance(reason, str) else None


def kept_part(content: bytes) -> tuple[bytes, str | None]:
    """The part of a body an exception keeps, and a note saying what was cut (None: nothing)."""
    if len(content) <= KEPT_BODY_BYTES:
        return content, None
    return content[:KEPT_BODY_BYTES], f"body truncated to its first {KEPT_BODY_BYTES} of {len(content)} bytes"


def _declared_length(response: httpx.Response) -> int | None:
    if response.request.method == "HEAD" or response.status_code < 200:
        return None
    if response.status_code in _NO_BODY_STATUSES:
        return None
    value = response.headers.get("Content-Length", "")
    return int(value) if value.isascii() and value.isdigit() else None


class TooLargeError(Exception):
    """Reading stopped: the body is larger than the cap."""


def _head(chunks: list[bytes]) -> bytes:
    """The first ``KEPT_BODY_BYTES`` of the chunks."""
    head: list[bytes] = []
    size = 0
    for chunk in chunks:
        if size >= KEPT_BODY_BYTES:
            break
        head.append(chunk)
        size += len(chunk)
    return b"".join(head)[:KEPT_BODY_BYTES]


class Body:
    """One body as it is read: raw chunks counted against the cap and kept, decoded ones counted.

    Without a ``Content-Encoding`` what arrives is the body: httpx reads it in place, the raw
    count is the decoded count. Otherwise the body is decoded once to be counted, and the raw
    chunks make the finished response.
    """

    def __init__(self, response: httpx.Response, max_bytes: int) -> None:
        self._request = response.request
        self._max_bytes = max_bytes
        self._raw: list[bytes] = []
        self._raw_size = 0
        self._decoded_head: list[bytes] = []  # the first decoded chunks, KEPT_BODY_BYTES or more
        self._decoded_head_size = 0
        self._decoded_size = 0
        self._kept = b""
        self.in_place = "Content-Encoding" not in response.headers
        self.unreadable: str | None = None
        declared = _declared_length(response)
        if declared is not None and declared > max_bytes:
            self.unreadable = (
                f"Content-Length {declared} is larger than max_response_bytes ({max_bytes}); "
                "the body was not read"
            )

    def read_already(self, response: httpx.Response) -> bool:
        """The body is in memory already (a transport that answers from memory): check it as it is."""
        if not response.is_stream_consumed:  # the usual case: nothing read yet
            return False
        content = response.content
        self.in_place = True
        self.take_decoded(content)
        return True

    def take_raw(self, chunk: bytes) -> None:
        """A chunk as it came off the connection."""
        self._raw_size += len(chunk)
        if self._raw_size > self._max_bytes:
            self._cut_off(self._raw)
        self._raw.append(chunk)
        left = seconds_left()
        if left is not None and left <= 0:
            raise httpx.ReadTimeout(DEADLINE_PASSED, request=self._request)

    def take_decoded(self, chunk: bytes) -> None:
        """A chunk of the body as decoded from its ``Content-Encoding``."""
        self._decoded_size += len(chunk)
        if self._decoded_head_size < KEPT_BODY_BYTES:
            self._decoded_head.append(chunk)
            self._decoded_head_size += len(chunk)
        if self._decoded_size > self._max_bytes:
            self._cut_off(self._decoded_head)

    def _cut_off(self, head: list[bytes]) -> None:
        self._kept = _head(head)
        self.unreadable = (
            f"the body is larger than max_response_bytes ({self._max_bytes}); "
            f"truncated to its first {len(self._kept)} bytes"
        )
        raise TooLargeError

    def undecodable(self, error: httpx.DecodingError) -> None:
        self._kept, note = kept_part(b"".join(self._raw))
        reason = f"its Content-Encoding could not be decoded ({error})"
        self.unreadable = f"{reason}; {note}" if note else reason

    def response(self, streamed: httpx.Response) -> httpx.Response:
        """``streamed`` (read and closed) as a fully read response."""
        headers = streamed.headers
        extensions = streamed.extensions
        if self.unreadable is None:
            if self.in_place:
                return streamed
            content = b"".join(self._raw)
        else:
            content = self._kept
            headers = httpx.Headers(headers)
            headers.pop("Content-Encoding", None)  # what is kept is never decoded again
            extensions = {**extensions, UNREADABLE_BODY: self.unreadable}
        response = httpx.Response(
            streamed.status_code,
            headers=headers,
            stream=httpx.ByteStream(content),
            request=streamed.request,
            extensions=extensions,
            history=streamed.history,
        )
        response.read()  # decodes the Content-Encoding again: the first pass only counted
        with suppress(RuntimeError):  # httpx sets it on closing a streamed response only
            response.elapsed = streamed.elapsed
        return response
