"""What the sync and async clients share: their settings (key, URL, timeout, retries, headers),
and the pacing, clock and backoff every call of a client uses. Read when a client is made; the
engine that sends calls is each client's own (``_async/_client.py``)."""

from __future__ import annotations

import copy
import functools
import random
from collections.abc import Iterable, Mapping
from typing import Self

import httpx

from ._arguments import checked_headers, describe, merge_headers
from ._backoff import Backoff, check_backoff
from ._clock import Clock, SystemClock, check_clock
from ._config import resolve_api_key, resolve_base_url, resolve_timeout
from ._hooks import HookRunner
from ._pipeline import WaitNotices
from ._request import RequestBuilder, check_max_retries
from ._version import __version__
from .pacing import InProcessPacing, PacingStore
from .pacing._store import BucketNames, GuardedPacing

USER_AGENT = f"textsvc-python/{__version__}"
DEFAULT_TIMEOUT = 30.0


class NotGiven:
    """An option left out (``None`` may be a value: ``timeout=None`` means no timeout)."""

    def __repr__(self) -> str:
        return "NOT_GIVEN"


NOT_GIVEN = NotGiven()


class ClientSettings:
    """A client's settings, checked when it is made; the clients derive from it."""

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
        backoff: Backoff | None,
        hooks: Iterable[object],
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
        self._wait_notices = WaitNotices()
        self._bucket_names = BucketNames(self.base_url, key, pacing.address)
        self.backoff = Backoff() if backoff is None else check_backoff(backoff)
        """The waits between a failed call's attempts, unless a call gives its own."""
        from ._tracing import tracing_hooks  # imports opentelemetry, when installed: not on import

        self._hooks = HookRunner(hooks, internal=tracing_hooks())
        self._rng = random.Random()  # noqa: S311 (retry jitter, not security)

    def _derived(
        self,
        *,
        timeout: float | httpx.Timeout | NotGiven | None,
        max_retries: int | None,
        default_headers: Mapping[str, str] | None,
        backoff: Backoff | None = None,
        api_key: str | bytes | None = None,
        hooks: Iterable[object] | None = None,
    ) -> Self:
        """A copy with other defaults that shares this client's pool, pacing and clock, and its key
        unless given another (``with_options``).

        The copy never owns the pool, so closing it leaves the pool to this client; the resources
        it reaches are its own (made on first use), so they send with its defaults. Another key is
        another account: its per-account windows are its own (per-IP windows stay shared).
        """
        derived = copy.copy(self)
        for name in list(vars(derived)):
            if isinstance(getattr(type(derived), name, None), functools.cached_property):
                del vars(derived)[name]  # a resource of this client: made again for the copy
        if not isinstance(timeout, NotGiven):
            derived.timeout = resolve_timeout(timeout)
        if max_retries is not None:
            derived.max_retries = check_max_retries(max_retries)
        if backoff is not None:
            derived.backoff = check_backoff(backoff)
        if hooks is not None:
            derived._hooks = self._hooks.derived(hooks)
        extra = checked_headers("default_headers", default_headers, per_call=False)
        if api_key is not None:
            key = resolve_api_key(api_key)
            extra["Authorization"] = f"Bearer {key}"
            derived._bucket_names = BucketNames(self.base_url, key, self._pacing.store.address)
        derived._request_builder = self._request_builder.derived(derived.timeout, extra)
        derived._owns_http_client = False
        return derived

    def __repr__(self) -> str:
        return f"<textsvc.{type(self).__name__} base_url={self.base_url!r}>"
