"""Each call's ``httpx.Request``: the SDK's headers, one ``X-Request-Id``, the client's timeout."""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

import httpx

from ._headers import merge_headers
from ._operation import Operation
from ._paths import check_segments

Pool = httpx.Client | httpx.AsyncClient


def new_request_id() -> str:
    """A random (version 4) UUID as text, made more cheaply than ``str(uuid.uuid4())``."""
    raw = bytearray(os.urandom(16))
    raw[6] = raw[6] & 0x0F | 0x40
    raw[8] = raw[8] & 0x3F | 0x80
    text = raw.hex()
    return f"{text[:8]}-{text[8:12]}-{text[12:16]}-{text[16:20]}-{text[20:]}"


class RequestBuilder:
    """Builds the requests of one client, the same way for the typed methods and ``request()``.

    A caller's ``http_client`` (and the SDK's own pool once the service has set a cookie, or when a
    call brings headers of its own) gets each request from its ``build_request``, which applies its
    headers, cookies, auth and params as httpx does. The SDK's own pool otherwise has nothing to
    merge (its headers are the SDK's, it has no params or auth), so its requests are made directly
    with the same method, URL, headers, body and timeout (a test holds the two ways equal).
    """

    def __init__(self, base_url: str, headers: Mapping[str, str], timeout: httpx.Timeout) -> None:
        self._base_url = base_url
        self._headers = dict(headers)
        self._timeout = timeout
        self._timeout_extension = timeout.as_dict()
        self._pool_headers: list[tuple[bytes, bytes]] | None = None

    def own_pool(self, pool: Pool) -> None:
        """``pool`` was made by the SDK with its headers: a request adds only its own."""
        self._headers = {}
        self._pool_headers = list(pool.headers.raw)

    def derived(self, timeout: httpx.Timeout, extra_headers: Mapping[str, str]) -> RequestBuilder:
        """The builder of a client made by ``with_options``: same pool, another timeout, more headers."""
        builder = RequestBuilder(self._base_url, merge_headers(self._headers, extra_headers), timeout)
        if self._pool_headers is not None:  # the pool carries the SDK's headers already
            builder._headers = dict(extra_headers)
            builder._pool_headers = None if extra_headers else self._pool_headers
        return builder

    def build(self, pool: Pool, operation: Operation[Any]) -> httpx.Request:
        check_segments(operation.path)
        if self._pool_headers is not None and not operation.headers and not pool.cookies:
            return self.direct(operation, self._pool_headers)
        return self.merged(pool, operation)

    def direct(self, operation: Operation[Any], pool_headers: list[tuple[bytes, bytes]]) -> httpx.Request:
        """The request as the SDK's own pool would build it, made without merging."""
        timeout = operation.timeout
        url = self._base_url + operation.path
        if operation.params:
            url = f"{url}?{httpx.QueryParams(operation.params)}"
        return httpx.Request(
            operation.method,
            url,
            json=operation.json,
            headers=[*pool_headers, (b"X-Request-Id", new_request_id().encode())],
            extensions={"timeout": self._timeout_extension if timeout is None else timeout.as_dict()},
        )

    def merged(self, pool: Pool, operation: Operation[Any]) -> httpx.Request:
        """The request as the pool's ``build_request`` makes it."""
        # Merged case-insensitively, so a call's own ``accept`` replaces the SDK's ``Accept``,
        # and its own ``X-Request-Id`` is the one sent.
        headers = httpx.Headers(self._headers)
        headers.update(operation.headers or {})
        # One id per call, kept across its retries, so the service can detect a repeat (409).
        headers.setdefault("X-Request-Id", new_request_id())
        return pool.build_request(
            operation.method,
            self._base_url + operation.path,
            params=operation.params,
            json=operation.json,
            headers=headers,
            timeout=self._timeout if operation.timeout is None else operation.timeout,
        )
