"""One API call, described once and run by either client."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import Any, Generic, TypeVar

import attrs

T = TypeVar("T")


class ResponseStyle(StrEnum):
    """The shape of a success body: the ``x-response-style`` of each operation in the spec."""

    ENVELOPE = "envelope"
    PAGE = "page"
    BARE = "bare"
    MESSAGE_DATA = "message-data"
    DATA_PAGE = "data-page"
    EMPTY = "empty"
    UNSPECIFIED = "unspecified"
    AUTO = "auto"
    """Not in the spec: ``client.request`` takes an envelope's ``data`` when there is one, else the body."""


@attrs.frozen
class Operation(Generic[T]):
    method: str
    path: str
    style: ResponseStyle
    parse: Callable[[Any], T]
    """Turns the unwrapped payload into what the SDK method returns."""
    params: Mapping[str, Any] | None = None
    # A body or headers may carry a secret (a webhook's, a caller's token): kept out of repr.
    json: Any = attrs.field(default=None, repr=False)
    headers: Mapping[str, str] | None = attrs.field(default=None, repr=False)

    @classmethod
    def from_generated(
        cls, kwargs: Mapping[str, Any], style: ResponseStyle, parse: Callable[[Any], T]
    ) -> Operation[T]:
        """Build from a generated endpoint's ``_get_kwargs(...)``: path, query and body as the spec says."""
        return cls(
            method=str(kwargs["method"]).upper(),
            path=kwargs["url"],
            style=style,
            parse=parse,
            params=kwargs.get("params") or None,
            json=kwargs.get("json"),
        )
