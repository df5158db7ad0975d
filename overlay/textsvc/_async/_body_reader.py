"""The body reader: a response read whole, within a size cap and the attempt's deadline (see ``_body``)."""

from __future__ import annotations

from collections.abc import AsyncGenerator, AsyncIterator

import httpx

from .._body import Body, TooLargeError, check_max_response_bytes


class _AsyncRecordingStream(httpx.AsyncByteStream):
    def __init__(self, stream: httpx.AsyncByteStream, body: Body) -> None:
        self._stream = stream
        self._body = body

    async def __aiter__(self) -> AsyncIterator[bytes]:
        async for chunk in self._stream:
            self._body.take_raw(chunk)
            yield chunk

    async def aclose(self) -> None:
        await self._stream.aclose()


class AsyncBodyReader:
    """Reads whole bodies of at most ``max_bytes`` (decoded) within the attempt's deadline."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = check_max_response_bytes(max_bytes)

    async def read(self, response: httpx.Response) -> httpx.Response:
        """``response``, sent with ``stream=True``, read and closed (see ``_body``'s docstring)."""
        body = Body(response, self.max_bytes)
        try:
            if body.unreadable is None and not body.read_already(response):
                assert isinstance(response.stream, httpx.AsyncByteStream)
                response.stream = _AsyncRecordingStream(response.stream, body)
                if body.in_place:
                    await response.aread()
                else:
                    chunks = response.aiter_bytes()
                    try:
                        async for chunk in chunks:
                            body.take_decoded(chunk)
                    finally:
                        if isinstance(chunks, AsyncGenerator):  # closed now, not whenever collected
                            await chunks.aclose()
        except httpx.DecodingError as error:
            body.undecodable(error)
        except TooLargeError:
            pass
        finally:
            await response.aclose()
            # httpx binds a streamed response and its stream to each other: a cycle that would
            # keep every page's body until a full garbage collection. Read and closed, the
            # stream is done with.
            response.stream = httpx.ByteStream(b"")
        return body.response(response)
