"""Each call's ``httpx.Request``: the SDK's headers, one ``X-Request-Id``, the client's timeout."""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

import httpx

from ._operation import Operation
from ._paths import check_segments

Pool = httpx.Client | httpx.AsyncClient


def new_request_id() -> str:
    """A random (version 4) UUID as text; ``str(uuid.uuid4())`` costs several times more per call."""
    raw = bytearray(os.urandom(16))
    raw[6] = raw[6] & 0x0F | 0x40
    raw[8] = raw[8] & 0x3F | 0x80
    text = raw.hex()
    return f"{text[:8]}-{text[8:12]}-{text[12:16]}-{text[16:20]}-{text[20:]}"


class RequestBuilder:
    """Builds requests for one client.

    On a pool the SDK made itself nothing needs merging per request (its headers are the
    SDK's; it has no params, auth or cookies of its own), so headers and timeout are prepared
    once and each request is built directly: httpx's per-request merging was about a third of
    what the SDK adds to a call. A caller's ``http_client`` may carry headers, cookies, auth
    or params, so its requests go through its ``build_request``; so do the owned pool's once
    the service has set a cookie, or when a call brings headers of its own.
    """

    def __init__(self, base_url: str, headers: Mapping[str, str], timeout: httpx.Timeout) -> None:
        self._base_url = base_url
        self._headers = dict(headers)
        self._timeout = timeout
        self._owned_pool_headers: list[tuple[bytes, bytes]] | None = None
        self._timeout_extension = timeout.as_dict()

    def own_pool(self, pool: Pool) -> None:
        """``pool`` was made by the SDK with ``headers`` and ``timeout``: build its requests directly."""
        self._owned_pool_headers = list(pool.headers.raw)

    def build(self, pool: Pool, operation: Operation[Any]) -> httpx.Request:
        check_segments(operation.path)
        # One id per call, kept across its retries, so the service can detect a repeat (409).
        request_id = new_request_id()
        if self._owned_pool_headers is not None and not operation.headers and not pool.cookies:
            url = self._base_url + operation.path
            if operation.params:
                url = f"{url}?{httpx.QueryParams(operation.params)}"
            return httpx.Request(
                operation.method,
                url,
                json=operation.json,
                headers=[*self._owned_pool_headers, (b"X-Request-Id", request_id.encode())],
                extensions={"timeout": self._timeout_extension},
            )
        # The owned pool already sends the SDK's headers; a caller's pool gets them per request.
        # Merged case-insensitively, so a call's own ``accept`` replaces the SDK's ``Accept``,
        # and its own ``X-Request-Id`` is the one sent.
        headers = httpx.Headers({} if self._owned_pool_headers is not None else self._headers)
        headers.update(operation.headers or {})
        headers.setdefault("X-Request-Id", request_id)
        return pool.build_request(
            operation.method,
            self._base_url + operation.path,
            params=operation.params,
            json=operation.json,
            headers=headers,
            timeout=self._timeout,
        )
