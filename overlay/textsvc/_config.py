"""Client settings from arguments and the environment."""

from __future__ import annotations

import os

import httpx

API_KEY_ENV = "TEXTSVC_API_KEY"
BASE_URL_ENV = "TEXTSVC_BASE_URL"
VERSION_SEGMENT = "/v3"


def resolve_api_key(api_key: str | None) -> str:
    key = api_key if api_key is not None else os.environ.get(API_KEY_ENV)
    if not key:
        raise ValueError(f"no API key: pass api_key= or set the environment variable {API_KEY_ENV}")
    if any(char.isspace() for char in key):
        raise ValueError("the API key contains whitespace")
    return key


def resolve_base_url(base_url: str | httpx.URL | None) -> str:
    value = str(base_url) if base_url is not None else os.environ.get(BASE_URL_ENV)
    if not value:
        raise ValueError(
            f"no base URL: pass base_url= or set the environment variable {BASE_URL_ENV} "
            f"(the service document names no host; the URL ends with {VERSION_SEGMENT})"
        )
    url = httpx.URL(value)
    if url.scheme not in ("http", "https") or not url.host:
        raise ValueError(f"base_url must be an http(s) URL, got {value!r}")
    text = value.rstrip("/")
    if not text.endswith(VERSION_SEGMENT):
        raise ValueError(f"base_url must end with the version segment {VERSION_SEGMENT}, got {value!r}")
    return text
