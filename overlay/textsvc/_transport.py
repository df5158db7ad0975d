"""What the SDK's own transports share, sync and async: each attempt's deadline, bodies read within
a size cap, httpx's pool defaults and httpcore's errors as httpx's.

**Deadlines.** httpx's timeouts bound each socket operation, so a server that sends one byte at a
time could keep a call alive indefinitely. Each attempt therefore opens a deadline; the SDK's
network backend (``_async/_transport.py`` and the ``_sync`` copy written from it) cuts every socket
operation's timeout to what is left of it, and body reading checks it between chunks. A context
variable carries it: it follows the attempt into httpcore on the same thread or task, and no other
caller sees it.

**Bodies.** A body is read as it arrives and counted as it decodes, so a compressed body is
measured by what it expands to, a piece at a time (``_decoding``): the cap bounds the memory spent
on it too. A ``Content-Length`` over the cap is refused before anything is read; past the cap,
reading stops and the connection is dropped. Either way the reader returns a
fully read ``httpx.Response``: the whole body, or, when the body could not be read (too large, or a
``Content-Encoding`` that does not decode), at most its first ``KEPT_BODY_BYTES`` with the reason in
``extensions[UNREADABLE_BODY]``. The status still counts (a 503 is retried whatever its body);
reading such a response raises the error its status calls for (see ``_response``).

**Pools.** When the caller brings no ``http_client`` the SDK makes a plain ``httpx.Client`` (or
``AsyncClient``), configured through its constructor only: the client's timeout and headers,
httpx's default connection limits, and a transport that holds each attempt, body included, to its
deadline: ``httpx.HTTPTransport`` with httpx's defaults (certificates, HTTP/1.1), except that its
httpcore pool runs on the deadline-keeping network backend. httpx has no public way to hand its
transport a network backend, hence this small copy of what it does, through httpx's and httpcore's
public names only. Cookies the service sets are kept and sent back as httpx always does. A caller
who wants other limits, a proxy of their own or certificates brings an ``http_client``.
"""

from __future__ import annotations

import functools
import os
import ssl
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager, suppress
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

import httpx

from ._decoding import BodyDecoder

if TYPE_CHECKING:
    import asyncio

    import httpcore


# ---- the deadline of the attempt under way --------------------------------------------------

DEADLINE_PASSED = "the attempt took longer than its timeout"

_deadline: ContextVar[float | None] = ContextVar("textsvc_attempt_deadline", default=None)


def attempt_budget(request: httpx.Request) -> float | None:
    """Seconds one attempt of ``request`` may take: the largest part of its timeout (None: no limit).

    For ``timeout=1.0`` every part is 1.0, so the whole attempt gets 1.0 s; an ``httpx.Timeout``
    with parts of its own still bounds each phase by its part, and the attempt by the largest. A
    part that is ``None`` has no limit, so it is the largest: the attempt has no limit either.
    """
    timeout = request.extensions.get("timeout")
    if not isinstance(timeout, Mapping) or not timeout:
        return None
    parts = [float(part) for part in timeout.values() if isinstance(part, int | float)]
    if len(parts) < len(timeout):
        return None
    return max(parts)


@contextmanager
def attempt_deadline(request: httpx.Request) -> Iterator[None]:
    """Everything done for ``request`` inside this block shares one deadline."""
    budget = attempt_budget(request)
    token = _deadline.set(None if budget is None else time.monotonic() + budget)
    try:
        yield
    finally:
        _deadline.reset(token)


def seconds_left() -> float | None:
    """What is left of the current attempt's deadline (None outside an attempt, or without a limit)."""
    deadline = _deadline.get()
    return None if deadline is None else deadline - time.monotonic()


def cut_to_deadline(timeout: float | None, expired: Callable[[str], Exception]) -> float | None:
    """``timeout`` shortened to what is left of the deadline; once it has passed, raise ``expired``."""
    left = seconds_left()
    if left is None:
        return timeout
    if left <= 0:
        raise expired(DEADLINE_PASSED)
    return left if timeout is None else min(timeout, left)


# ---- bodies read within a size cap and the deadline -----------------------------------------

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

    Without a ``Content-Encoding`` (that httpx decodes) what arrives is the body: httpx reads it in
    place, the raw count is the decoded count. Otherwise the body is decoded once to be counted, a
    piece at a time (``_decoding``), and the raw chunks make the finished response.
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
        # Most answers carry no Content-Encoding: they never reach the decoders' module.
        self._decoder = BodyDecoder(response) if "Content-Encoding" in response.headers else None
        self.in_place = self._decoder is None or not self._decoder.decodes
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

    def take_encoded(self, chunk: bytes) -> None:
        """A raw chunk (taken already) decoded and counted piece by piece: reading stops at the cap
        before the chunk has expanded further."""
        assert self._decoder is not None  # taken only when not in place
        self._decoder.decode(chunk, self.take_decoded)

    def finish(self) -> None:
        """The end of an encoded body: what the decoders held back, counted."""
        assert self._decoder is not None
        self._decoder.flush(self.take_decoded)

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
        if self.unreadable is None:
            if self.in_place:
                return streamed
            try:  # decodes the Content-Encoding again, whole: the first pass only counted
                return self._rebuilt(streamed, b"".join(self._raw), streamed.headers, streamed.extensions)
            except httpx.DecodingError as error:  # httpx's one pass over the whole body refused it
                self.undecodable(error)
        headers = httpx.Headers(streamed.headers)
        headers.pop("Content-Encoding", None)  # what is kept is never decoded again
        extensions = {**streamed.extensions, UNREADABLE_BODY: self.unreadable}
        return self._rebuilt(streamed, self._kept, headers, extensions)

    @staticmethod
    def _rebuilt(
        streamed: httpx.Response, content: bytes, headers: httpx.Headers, extensions: Mapping[str, Any]
    ) -> httpx.Response:
        response = httpx.Response(
            streamed.status_code,
            headers=headers,
            stream=httpx.ByteStream(content),
            request=streamed.request,
            extensions=dict(extensions),
            history=streamed.history,
        )
        response.read()
        with suppress(RuntimeError):  # httpx sets it on closing a streamed response only
            response.elapsed = streamed.elapsed
        return response


# ---- the pools and their transports ---------------------------------------------------------


def environment_names_a_proxy() -> bool:
    """``HTTP_PROXY``, ``HTTPS_PROXY`` or ``ALL_PROXY`` is set: httpx routes through it by itself.

    httpx honours these only with its own transports, so the SDK then keeps httpx's.
    """
    proxies = urllib.request.getproxies()
    return any(scheme in proxies for scheme in ("http", "https", "all"))


def tls_context() -> ssl.SSLContext:
    """httpx's default TLS context (certifi's roots, or ``SSL_CERT_FILE``/``SSL_CERT_DIR``), made
    once per process for each setting of those: loading the roots costs about 50 ms, every pool
    needs one, and an ``SSLContext`` is safe to share between threads and pools."""
    return _tls_context(os.environ.get("SSL_CERT_FILE"), os.environ.get("SSL_CERT_DIR"))


@functools.cache
def _tls_context(cert_file: str | None, cert_dir: str | None) -> ssl.SSLContext:
    del cert_file, cert_dir  # the cache's key: httpx reads them from the environment itself
    return httpx.create_ssl_context()


DEFAULT_LIMITS = httpx.Limits(max_connections=100, max_keepalive_connections=20, keepalive_expiry=5.0)
"""httpx's own default for a client's pool (httpx keeps its copy private)."""


@functools.cache
def _httpx_errors() -> tuple[tuple[type[Exception], type[httpx.RequestError]], ...]:
    """httpcore's errors and httpx's, most specific first: the first match wins. httpcore is
    imported here, when a pool of the SDK's first sends: ``import textsvc`` does not pay for it."""
    import httpcore

    return (
        (httpcore.ConnectTimeout, httpx.ConnectTimeout),
        (httpcore.ReadTimeout, httpx.ReadTimeout),
        (httpcore.WriteTimeout, httpx.WriteTimeout),
        (httpcore.PoolTimeout, httpx.PoolTimeout),
        (httpcore.TimeoutException, httpx.TimeoutException),
        (httpcore.ConnectError, httpx.ConnectError),
        (httpcore.ReadError, httpx.ReadError),
        (httpcore.WriteError, httpx.WriteError),
        (httpcore.NetworkError, httpx.NetworkError),
        (httpcore.ProxyError, httpx.ProxyError),
        (httpcore.UnsupportedProtocol, httpx.UnsupportedProtocol),
        (httpcore.LocalProtocolError, httpx.LocalProtocolError),
        (httpcore.RemoteProtocolError, httpx.RemoteProtocolError),
        (httpcore.ProtocolError, httpx.ProtocolError),
    )


@contextmanager
def as_httpx_errors(request: httpx.Request) -> Iterator[None]:
    try:
        yield
    except Exception as error:
        for httpcore_class, httpx_class in _httpx_errors():
            if isinstance(error, httpcore_class):
                raise httpx_class(str(error), request=request) from error
        raise


def httpcore_request(request: httpx.Request) -> httpcore.Request:
    import httpcore

    # The wait for a free connection needs no cut: it is bounded by the pool timeout, which is
    # no longer than the deadline, and the first socket operation after it finds the time spent.
    return httpcore.Request(
        method=request.method,
        url=httpcore.URL(
            scheme=request.url.raw_scheme,
            host=request.url.raw_host,
            port=request.url.port,
            target=request.url.raw_path,
        ),
        headers=request.headers.raw,
        content=request.stream,
        extensions=request.extensions,
    )


class PoolKeeper:
    """The sync transport's pool: one, for every thread."""

    def __init__(self, new_pool: Callable[[], httpcore.ConnectionPool]) -> None:
        self._pool = new_pool()

    def pool(self) -> httpcore.ConnectionPool:
        return self._pool


def _running_asyncio_loop() -> asyncio.AbstractEventLoop | None:
    """The running asyncio event loop (None under another async library)."""
    import asyncio  # here: ``import textsvc`` does not load asyncio, and async callers have it

    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class AsyncPoolKeeper:
    """The async transport's pool, for the running event loop.

    Connections belong to the event loop that opened them. Once that loop is closed (one
    ``asyncio.run`` after another) the keeper starts a new pool in the next loop; while it is
    still open, a call from another loop is refused before anything is sent, since sharing the
    pool across loops hangs on its waiters.
    """

    def __init__(self, new_pool: Callable[[], httpcore.AsyncConnectionPool]) -> None:
        self._new_pool = new_pool
        self._pool = new_pool()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._loop_lock = threading.Lock()

    def pool(self) -> httpcore.AsyncConnectionPool:
        self._follow_event_loop()
        return self._pool

    def _follow_event_loop(self) -> None:
        loop = _running_asyncio_loop()
        if loop is None:
            return
        with self._loop_lock:
            if loop is self._loop:
                return
            if self._loop is not None:
                if not self._loop.is_closed():
                    raise RuntimeError(
                        "this AsyncClient's connections belong to another event loop, which is still "
                        "open; use one AsyncClient per event loop"
                    )
                # The closed loop's connections can be neither used nor closed: start afresh.
                self._pool = self._new_pool()
            self._loop = loop
