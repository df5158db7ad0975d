"""Headers a caller gives: checked before anything is sent, merged with the SDK's by name.

Header names compare case-insensitively; a caller's header replaces the SDK's of the same
name. Errors name the header, never its value (it may be a credential).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from ._arguments import describe, header_field

_TOKEN = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")
"""An RFC 9110 field name (h11's ``token``)."""

SDK_OWNED = {
    "authorization": "the API key is sent as a Bearer token; pass api_key= instead",
    "host": "the host comes from base_url",
    "content-length": "the body's framing is set from the body",
    "transfer-encoding": "the body's framing is set from the body",
}
"""Headers the SDK alone sets, and why."""

PER_CALL = {"x-request-id": "each call sends its own (pass it per call to choose it)"}
"""Headers that make sense for one call but not for every call of a client."""


def checked_headers(argument: str, headers: Mapping[str, str] | None, *, per_call: bool) -> dict[str, str]:
    """``headers`` as a dict after checking every name and value; raises naming ``argument``."""
    if headers is None:
        return {}
    if not isinstance(headers, Mapping):
        raise TypeError(f"{argument} must be a mapping of header names to values, got {describe(headers)}")
    refused = SDK_OWNED if per_call else {**SDK_OWNED, **PER_CALL}
    seen: dict[str, str] = {}
    for name, value in headers.items():
        if type(name) is not str or not _TOKEN.fullmatch(name):
            raise ValueError(f"{argument} has a header name that is not an HTTP token ({describe(name)})")
        lowered = name.lower()
        if lowered in refused:
            raise ValueError(f"{argument} must not set {name}: {refused[lowered]}")
        if lowered in seen:
            raise ValueError(f"{argument} sets {seen[lowered]!r} and {name!r}: header names ignore case")
        seen[lowered] = name
        if type(value) is not str:
            raise TypeError(f"{argument}: the value of {name!r} must be a str, got {describe(value)}")
        header_field(f"{argument}: the value of {name!r}", name, value)
    return dict(headers)


def merge_headers(base: Mapping[str, str], overrides: Mapping[str, str]) -> dict[str, str]:
    """``base`` with ``overrides`` on top, one entry per name whatever its case."""
    replaced = {name.lower() for name in overrides}
    kept = {name: value for name, value in base.items() if name.lower() not in replaced}
    return {**kept, **overrides}
