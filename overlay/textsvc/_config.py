"""Client settings from arguments and the environment.

No setting's text is put in an error message (the rule of ``_arguments``): a URL may hold
credentials.
"""

from __future__ import annotations

import os

import httpx

from ._arguments import describe

API_KEY_ENV = "TEXTSVC_API_KEY"
BASE_URL_ENV = "TEXTSVC_BASE_URL"
VERSION_SEGMENT = "/v3"

MAX_TIMEOUT = 86400.0
"""The longest ``timeout`` (seconds) taken: one day. ``None`` means no limit; sockets cannot wait
much past 2**33 seconds, and a longer finite limit is no limit in practice."""


def resolve_api_key(api_key: str | bytes | None) -> str:
    """The key from ``api_key`` or the environment: visible ASCII, sent as ``Bearer <key>``.

    Bytes are taken as the same text in ASCII.
    """
    source = "api_key" if api_key is not None else API_KEY_ENV
    key = api_key if api_key is not None else os.environ.get(API_KEY_ENV)
    if isinstance(key, bytes):
        key = key.decode("ascii", "replace")  # a non-ASCII byte becomes U+FFFD, refused below
    if key is not None and type(key) is not str:
        raise TypeError(f"api_key must be a str, got {describe(key)}")
    if not key:
        raise ValueError(f"no API key: pass api_key= or set the environment variable {API_KEY_ENV}")
    problem = _key_problem(key)
    if problem:
        raise ValueError(f"the API key ({source}) contains {problem}; it is not shown here")
    return key


def _key_problem(key: str) -> str | None:
    """What keeps ``key`` out of an ``Authorization`` header, if anything."""
    for char in key:
        if not ("!" <= char <= "~"):
            if char.isspace():
                return "whitespace"
            if not char.isascii():
                return "a non-ASCII character"
            return "a control character"
    return None


def resolve_base_url(base_url: str | httpx.URL | None) -> str:
    if base_url is not None and not isinstance(base_url, (str, httpx.URL)):
        raise TypeError(f"base_url must be a str or an httpx.URL, got {describe(base_url)}")
    source = "base_url" if base_url is not None else BASE_URL_ENV
    value = str(base_url) if base_url is not None else os.environ.get(BASE_URL_ENV)
    if not value:
        raise ValueError(
            f"no base URL: pass base_url= or set the environment variable {BASE_URL_ENV} "
            f"(the service document names no host; the URL ends with {VERSION_SEGMENT})"
        )
    try:
        url = httpx.URL(value)
    except httpx.InvalidURL:
        url = None  # raised below, outside the handler: httpx's error may quote the URL
    if url is None:
        raise ValueError(f"{source} is not a valid URL")
    if url.userinfo:
        # httpx would also turn them into Basic auth, replacing the API key's Bearer header.
        raise ValueError(
            f"{source} must not hold credentials (user:password@); the API key is the only credential"
        )
    if url.query or url.fragment or "?" in value or "#" in value:
        raise ValueError(f"{source} must not have a query or a fragment")
    if url.scheme not in ("http", "https") or not url.host:
        raise ValueError(f"{source} must be an http(s) URL")
    text = value.rstrip("/")
    if not text.endswith(VERSION_SEGMENT):
        raise ValueError(f"{source} must end with the version segment {VERSION_SEGMENT}")
    return text


def resolve_timeout(timeout: object) -> httpx.Timeout:
    """``timeout`` as an ``httpx.Timeout``: seconds (more than 0, at most ``MAX_TIMEOUT``) or ``None``.

    A zero, negative, ``nan`` or infinite value would fail every attempt at once, or deep inside
    the socket layer when the first request is sent; it is refused here instead.
    """
    if timeout is None:
        return httpx.Timeout(None)
    if isinstance(timeout, httpx.Timeout):
        for phase, seconds in timeout.as_dict().items():
            if seconds is not None:
                _seconds(f"timeout's {phase} part", seconds)
        return timeout
    return httpx.Timeout(_seconds("timeout", timeout))


def _seconds(name: str, value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(f"{name} must be a number of seconds or None, got {describe(value, shown=True)}")
    if not 0 < value <= MAX_TIMEOUT:  # also refuses nan
        raise ValueError(
            f"{name} must be more than 0 and at most {MAX_TIMEOUT:g} seconds (None for no limit)"
        )
    return value
