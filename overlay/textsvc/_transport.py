"""What the SDK's own transports share: httpx's pool defaults, and httpcore's errors as httpx's.

The transports (``_async/_transport.py`` and the ``_sync`` copy written from it) are
``httpx.HTTPTransport`` with httpx's defaults (certificates, HTTP/1.1), except that their httpcore
pool runs on the deadline-keeping network backends of ``_network``. httpx has no public way to hand
its transport a network backend, hence this small copy of what it does, through httpx's and
httpcore's public names only.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import httpcore
import httpx

DEFAULT_LIMITS = httpx.Limits(max_connections=100, max_keepalive_connections=20, keepalive_expiry=5.0)
"""httpx's own default for a client's pool (httpx keeps its copy private)."""

# Most specific first: the first match wins.
_HTTPX_ERROR: tuple[tuple[type[Exception], type[httpx.RequestError]], ...] = (
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
        for httpcore_class, httpx_class in _HTTPX_ERROR:
            if isinstance(error, httpcore_class):
                raise httpx_class(str(error), request=request) from error
        raise


def httpcore_request(request: httpx.Request) -> httpcore.Request:
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
