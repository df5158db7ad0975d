"""``client.request``: a call of an endpoint the spec does not list, its path and query checked so
that it stays under the base URL (no other host, no dot segments, one query string)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import httpx

from ._arguments import checked_headers, describe, json_value
from ._policies import policy_for
from ._request import AUTO_STYLE, Call, CallOptions, check_segments

T = TypeVar("T")


def unlisted(
    method: str,
    path: str,
    *,
    params: Mapping[str, Any] | None,
    json: Any,
    headers: Mapping[str, str] | None,
    options: CallOptions,
    read: Callable[[Any], T],
) -> Call[T]:
    """The call of ``client.request``: an endpoint the spec does not describe, policy and bucket
    looked up by method and path (idempotent methods retry, others only when surely not sent)."""
    if type(method) is not str:
        raise TypeError(f"method must be a str, got {describe(method)}")
    if not (method.isascii() and method.isalpha()):
        raise ValueError("method must be an HTTP method name, letters only (such as 'GET' or 'POST')")
    bare_path, query = split_request_path(path, params)
    call = Call(
        method=method.upper(),
        path=bare_path,
        style=AUTO_STYLE,
        read=read,
        policy=policy_for(method, bare_path),
        params=query,
        json=None if json is None else json_value("json", json),
        headers=checked_headers("headers", headers, per_call=True) or None,
    )
    return options.apply(call)


def split_request_path(path: str, params: Mapping[str, Any] | None) -> tuple[str, httpx.QueryParams | None]:
    """``client.request``'s ``path`` and ``params`` as a bare path and one set of query parameters.

    A query in ``path`` is kept; a name in both is taken from ``params``.
    """
    if type(path) is not str:
        raise TypeError(f"path must be a str, got {describe(path)}")
    if params is not None and not isinstance(params, Mapping):
        # httpx would take a str as a query string, and other iterables as pairs.
        raise TypeError(f"params must be a mapping, got {describe(params)}")
    if not path.startswith("/") or path.startswith("//"):
        # An absolute URL, or //host, would send the API key to another host.
        raise ValueError("path must be relative to the base URL and start with a single '/'")
    if "\\" in path:
        raise ValueError("path must not contain a backslash (some servers read it as '/')")
    if "#" in path:
        raise ValueError("path must not have a fragment ('#'): it is never sent")
    if any(char < " " or char == "\x7f" for char in path):
        raise ValueError("path has a control character")
    bare, _, query = path.partition("?")
    lowered = bare.lower()
    if "%2f" in lowered or "%5c" in lowered:
        raise ValueError("path must not contain an encoded '/' or '\\' (%2F, %5C)")
    check_segments(bare)
    if not query:
        return bare, httpx.QueryParams(params) if params else None
    return bare, httpx.QueryParams(query).merge(params)
