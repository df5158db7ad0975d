"""What the sync and async clients share: settings, headers, pacing and retry state."""

from __future__ import annotations

import copy
import functools
import random
from collections.abc import Mapping
from typing import Any, TypeVar

import httpx

from ._arguments import describe, json_value
from ._clock import Clock, SystemClock, check_clock
from ._config import resolve_api_key, resolve_base_url, resolve_timeout
from ._deadline import attempt_budget
from ._headers import checked_headers, merge_headers
from ._operation import Operation, ResponseStyle
from ._options import check_max_retries
from ._pacer import DEFAULT_LEASE, LEASE_MARGIN
from ._paths import split_request_path
from ._requests import RequestBuilder
from ._retry import Backoff
from ._version import __version__
from .pacing import InProcessPacing, PacingStore
from .pacing._buckets import BucketNames
from .pacing._guarded import GuardedPacing

T = TypeVar("T")

USER_AGENT = f"textsvc-python/{__version__}"
DEFAULT_TIMEOUT = 30.0


class NotGiven:
    """An option left out (``None`` may be a value: ``timeout=None`` means no timeout)."""

    def __repr__(self) -> str:
        return "NOT_GIVEN"


NOT_GIVEN = NotGiven()

C = TypeVar("C", bound="BaseClient")


def _passthrough(data: Any) -> Any:
    return data


class BaseClient:
    _owns_http_client: bool
    """Whether ``close()`` closes the pool: not for a caller's ``http_client``, nor for ``with_options``."""

    def __init__(
        self,
        api_key: str | bytes | None,
        base_url: str | httpx.URL | None,
        *,
        timeout: float | httpx.Timeout | None,
        max_retries: int,
        default_headers: Mapping[str, str] | None,
        clock: Clock | None,
        pacing: PacingStore | None,
    ) -> None:
        check_max_retries(max_retries)
        self.base_url = resolve_base_url(base_url)
        """The service's URL, ending in ``/v3``."""
        self.timeout = resolve_timeout(timeout)
        """Each attempt's timeout, unless a call gives its own."""
        self.max_retries = max_retries
        """How many times a failed call may be sent again, unless a call gives its own."""
        key = resolve_api_key(api_key)
        self._headers = {
            **merge_headers(
                {"Accept": "application/json", "User-Agent": USER_AGENT},
                checked_headers("default_headers", default_headers, per_call=False),
            ),
            "Authorization": f"Bearer {key}",
        }
        self._request_builder = RequestBuilder(self.base_url, self._headers, self.timeout)
        if clock is not None:
            check_clock("clock", clock)
        self._clock: Clock = clock or SystemClock()
        if pacing is None:
            pacing = InProcessPacing(clock=self._clock)
        elif not isinstance(pacing, PacingStore):
            raise TypeError(
                f"pacing must be a textsvc.pacing store (InProcessPacing, SQLitePacing, RedisPacing), "
                f"got {describe(pacing)}"
            )
        self._pacing = GuardedPacing(pacing, self._clock)
        self._bucket_names = BucketNames(self.base_url, key, pacing.address)
        self._backoff = Backoff()
        self._rng = random.Random()  # noqa: S311 (retry jitter, not security)

    def __repr__(self) -> str:
        return f"<textsvc.{type(self).__name__} base_url={self.base_url!r}>"


def derived_client(
    client: C,
    *,
    timeout: float | httpx.Timeout | NotGiven | None,
    max_retries: int | None,
    default_headers: Mapping[str, str] | None,
) -> C:
    """A copy of ``client`` with other defaults that shares its pool, pacing, clock and key.

    The copy never owns the pool, so closing it leaves the pool to ``client``; the resources it
    reaches are its own (made on first use), so they send with its defaults.
    """
    derived = copy.copy(client)
    for name in list(vars(derived)):
        if isinstance(getattr(type(derived), name, None), functools.cached_property):
            del vars(derived)[name]  # a resource of ``client``: made again for the copy
    if not isinstance(timeout, NotGiven):
        derived.timeout = resolve_timeout(timeout)
    if max_retries is not None:
        derived.max_retries = check_max_retries(max_retries)
    extra = checked_headers("default_headers", default_headers, per_call=False)
    derived._request_builder = client._request_builder.derived(derived.timeout, extra)
    derived._owns_http_client = False
    return derived


def lease_for(request: httpx.Request) -> float:
    """How long ``request``'s pacing slot is held at most: its attempt's timeout, and a margin."""
    budget = attempt_budget(request)
    return (DEFAULT_LEASE if budget is None else min(budget, DEFAULT_LEASE)) + LEASE_MARGIN


def unlisted_operation(
    method: str,
    path: str,
    *,
    params: Mapping[str, Any] | None,
    json: Any,
    headers: Mapping[str, str] | None,
) -> Operation[Any]:
    """An operation for ``client.request(...)``: endpoints the document references without shapes."""
    if type(method) is not str:
        raise TypeError(f"method must be a str, got {describe(method)}")
    if not (method.isascii() and method.isalpha()):
        raise ValueError("method must be an HTTP method name, letters only (such as 'GET' or 'POST')")
    bare_path, query = split_request_path(path, params)
    return Operation(
        method=method.upper(),
        path=bare_path,
        style=ResponseStyle.AUTO,
        parse=_passthrough,
        params=query,
        json=json_value("json", json),
        headers=checked_headers("headers", headers, per_call=True) or None,
    )
