"""What the sync and async clients share: settings, headers, pacing and retry state."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, TypeVar

import httpx

from ._clock import Clock, SystemClock
from ._config import resolve_api_key, resolve_base_url
from ._operation import Operation, ResponseStyle
from ._rate_limit import Pacer
from ._requests import RequestBuilder
from ._retry import RetryPolicy
from ._version import __version__

T = TypeVar("T")

USER_AGENT = f"textsvc-python/{__version__}"
DEFAULT_TIMEOUT = 30.0


def _passthrough(data: Any) -> Any:
    return data


class BaseClient:
    def __init__(
        self,
        api_key: str | None,
        base_url: str | httpx.URL | None,
        *,
        timeout: float | httpx.Timeout | None,
        max_retries: int,
        default_headers: Mapping[str, str] | None,
        clock: Clock | None,
    ) -> None:
        if type(max_retries) is not int or max_retries < 0:
            raise ValueError(f"max_retries must be a whole number of 0 or more, got {max_retries!r}")
        self.base_url = resolve_base_url(base_url)
        self.timeout = timeout if isinstance(timeout, httpx.Timeout) else httpx.Timeout(timeout)
        self.max_retries = max_retries
        self._headers = {
            "Accept": "application/json",
            "User-Agent": USER_AGENT,
            **(default_headers or {}),
            "Authorization": f"Bearer {resolve_api_key(api_key)}",
        }
        self._requests = RequestBuilder(self.base_url, self._headers, self.timeout)
        self._clock: Clock = clock or SystemClock()
        self._pacer = Pacer(self._clock)
        self._retry_policy = RetryPolicy(max_retries=max_retries)
        self._rng = random.Random()  # noqa: S311 (retry jitter, not security)

    def __repr__(self) -> str:
        return f"<textsvc.{type(self).__name__} base_url={self.base_url!r}>"


def unlisted_operation(
    method: str,
    path: str,
    *,
    params: Mapping[str, Any] | None,
    json: Any,
    headers: Mapping[str, str] | None,
) -> Operation[Any]:
    """An operation for ``client.request(...)``: endpoints the document references without shapes."""
    if not path.startswith("/") or path.startswith("//"):
        # An absolute URL would send the API key to another host.
        raise ValueError(f"path must be relative to the base URL and start with '/', got {path!r}")
    return Operation(
        method=method.upper(),
        path=path,
        style=ResponseStyle.AUTO,
        parse=_passthrough,
        params=params,
        json=json,
        headers=headers,
    )
