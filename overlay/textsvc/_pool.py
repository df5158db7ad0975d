"""The connection pools the SDK makes when the caller brings no ``http_client``.

They are httpx's clients with one cost removed: httpx wraps every response in urllib shims
for ``http.cookiejar`` (about 40 µs, a fifth of a call's client-side CPU) even when the
response sets no cookie. These pools look for ``Set-Cookie`` first; a cookie the service
does set is kept and sent back exactly as httpx would.

Their transport holds each attempt, body included, to its deadline (``_transport``), unless the
environment names a proxy: httpx applies ``HTTP_PROXY`` and the like only with its own transport.
"""

from __future__ import annotations

from typing import Any

import httpx

from ._async._transport import AsyncDeadlineTransport
from ._sync._transport import DeadlineTransport
from ._transport import environment_names_a_proxy

_SET_COOKIE = frozenset({b"set-cookie", b"set-cookie2"})  # the headers http.cookiejar reads


class _SetCookieAwareCookies(httpx.Cookies):
    def extract_cookies(self, response: httpx.Response) -> None:
        if any(key.lower() in _SET_COOKIE for key, _ in response.headers.raw):
            super().extract_cookies(response)


class _OwnedPoolCookies:
    """Gives a pool ``_SetCookieAwareCookies`` wherever httpx reads or sets ``cookies``."""

    _sdk_cookies: httpx.Cookies

    @property
    def cookies(self) -> httpx.Cookies:
        return self._sdk_cookies

    @cookies.setter
    def cookies(self, cookies: Any) -> None:  # whatever httpx.Cookies accepts
        self._sdk_cookies = _SetCookieAwareCookies(cookies)


class OwnedPool(_OwnedPoolCookies, httpx.Client):
    def __init__(self, *, timeout: httpx.Timeout, headers: dict[str, str]) -> None:
        transport = None if environment_names_a_proxy() else DeadlineTransport()
        super().__init__(timeout=timeout, headers=headers, transport=transport)
        self._sdk_cookies = _SetCookieAwareCookies()


class AsyncOwnedPool(_OwnedPoolCookies, httpx.AsyncClient):
    def __init__(self, *, timeout: httpx.Timeout, headers: dict[str, str]) -> None:
        transport = None if environment_names_a_proxy() else AsyncDeadlineTransport()
        super().__init__(timeout=timeout, headers=headers, transport=transport)
        self._sdk_cookies = _SetCookieAwareCookies()
