"""The name of the window a request counts against, as every store sharing it spells it.

The spec gives each operation's bucket (``x-rate-limit-bucket``) and each bucket's scope
(``x-rate-limits``): per IP address, or per account. A per-IP window is named by the egress
address (the store's ``address``, else the host of the client's base URL as a stand-in); a
per-account window by a hash of the API key, never the key.
"""

from __future__ import annotations

import hashlib

import httpx

from .._policies import bucket_limits

__all__ = ["BucketNames", "account_tag"]


def account_tag(api_key: str) -> str:
    """A name for the account behind ``api_key`` that does not reveal the key."""
    return hashlib.sha256(b"textsvc pacing account\0" + api_key.encode()).hexdigest()[:32]


class BucketNames:
    """Store names of a client's buckets."""

    def __init__(self, base_url: str | httpx.URL, api_key: str, address: str | None) -> None:
        url = httpx.URL(base_url)
        host = url.host if url.port is None else f"{url.host}:{url.port}"
        self._address = address or host
        self._account = account_tag(api_key)
        self._names: dict[str, str] = {}

    def name(self, bucket: str) -> str:
        """The store's name for ``bucket`` (an ``x-rate-limit-bucket`` of the spec)."""
        name = self._names.get(bucket)
        if name is None:
            limit = bucket_limits().get(bucket)
            scope = "account" if limit is not None and limit.scope == "account" else "ip"
            owner = self._account if scope == "account" else self._address
            name = self._names[bucket] = f"{bucket}/{scope}/{owner}"
        return name
