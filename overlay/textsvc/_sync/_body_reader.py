# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""The body reader: a response read whole, within a size cap and the attempt's deadline (see ``_body``)."""

from __future__ import annotations

from collections.abc import Generator, Iterator

import httpx

from .._body import Body, TooLargeError, check_max_response_bytes


class _RecordingStream(httpx.SyncByteStream):
    def __init__(self, stream: httpx.SyncByteStream, body: Body) -> None:
        self._stream = stream
        self._body = body

    def __iter__(self) -> Iterator[bytes]:
        for chunk in self._stream:
            self._body.take_raw(chunk)
            yield chunk

    def close(self) -> None:
        self._stream.close()


class BodyReader:
    """Reads whole bodies of at most ``max_bytes`` (decoded) within the attempt's deadline."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = check_max_response_bytes(max_bytes)

    def read(self, response: httpx.Response) -> httpx.Response:
        """``response``, sent with ``stream=True``, read and closed (see ``_body``'s docstring)."""
        body = Body(response, self.max_bytes)
        try:
            if body.unreadable is None and not body.read_already(response):
                assert isinstance(response.stream, httpx.SyncByteStream)
                response.stream = _RecordingStream(response.stream, body)
                if body.in_place:
                    response.read()
                else:
                    chunks = response.iter_bytes()
                    try:
                        for chunk in chunks:
                            body.take_decoded(chunk)
                    finally:
                        if isinstance(chunks, Generator):  # closed now, not whenever collected
                            chunks.close()
        except httpx.DecodingError as error:
            body.undecodable(error)
        except TooLargeError:
            pass
        finally:
            response.close()
            # httpx binds a streamed response and its stream to each other: a cycle that would
            # keep every page's body until a full garbage collection. Read and closed, the
            # stream is done with.
            response.stream = httpx.ByteStream(b"")
        return body.response(response)
