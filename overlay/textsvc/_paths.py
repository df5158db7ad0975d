"""Request paths stay under the base URL: no dot segments, no other host, one query string.

Split from ``_arguments`` (the checks of what a caller gives): ``client.request``'s path as given,
and every typed method's once its ids are placed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import unquote

import httpx

from ._arguments import describe


def check_segments(path: str) -> None:
    """Refuse a path (relative to the base URL) that could leave it or name the collection instead.

    Every request passes here: a typed method's ids are percent-encoded, so only an empty, ``.`` or
    ``..`` id could still move the request elsewhere.
    """
    for segment in path.split("/")[1:]:
        if not segment:
            raise ValueError("path has an empty segment: an id or name in it is empty")
        if "%" in segment or "." in segment:
            decoded = unquote(segment)
            if decoded in (".", ".."):
                raise ValueError(f"path has a {decoded!r} segment, which would leave the base URL")


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
