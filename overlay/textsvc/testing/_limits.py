"""The document's rate limits, as fixed windows counted per caller, with the headers every response carries.

Each bucket's limit and what it is counted per come from the spec (``x-rate-limits``), each request's
bucket from its operation (``x-rate-limit-bucket``), both through ``textsvc._policies``. A bucket of
scope ``ip`` has one window per client address, a bucket of scope ``account`` one per API key (keyed
by a digest of the key, so the key itself is kept nowhere here). One limiter serves every connection
of the fake, so callers on many connections, threads and processes share the windows they should.

With the limits off no header is sent at all: a client must not pace itself against limits nobody
enforces.
"""

from __future__ import annotations

import hashlib
import math
import threading
from collections import Counter
from collections.abc import Mapping

import attrs

from .._clock import Clock
from .._policies import BucketLimit, bucket_limits
from ._errors import FakeError

SCOPES = frozenset({"ip", "account"})


def account_of(api_key: str) -> str:
    """The name a key's account windows are counted under: a digest, never the key."""
    return hashlib.sha256(api_key.encode()).hexdigest()


@attrs.frozen
class Caller:
    """Who sent a request, as far as rate limits care."""

    address: str
    """The client address of the connection."""
    account: str | None
    """``account_of`` the request's API key; ``None`` when the key is missing or unknown."""


@attrs.define
class _Window:
    started: float
    used: int = 0


def _announce(limit: BucketLimit, remaining: int, reset: float) -> dict[str, str]:
    reset_ms = str(math.ceil(reset * 1000))
    return {
        "RateLimit-Limit": str(limit.requests),
        "RateLimit-Remaining": str(remaining),
        "RateLimit-Reset": reset_ms,
        "X-RateLimit-Limit": str(limit.requests),
        "X-RateLimit-Remaining": str(remaining),
        "X-RateLimit-Reset": reset_ms,
    }


class RateLimiter:
    def __init__(
        self, clock: Clock, *, enabled: bool = True, limits: Mapping[str, BucketLimit] | None = None
    ) -> None:
        self.clock = clock
        self.enabled = enabled
        self.limits = bucket_limits() if limits is None else limits
        unknown = {limit.scope for limit in self.limits.values()} - SCOPES
        if unknown:
            raise ValueError(f"limits name scopes the fake cannot count by: {sorted(unknown)}")
        self._windows: dict[tuple[str, str], _Window] = {}
        self._rejections: Counter[str] = Counter()
        self._lock = threading.Lock()
        self.spent_windows: list[tuple[str, float, float]] = []
        """(bucket, window start, moment its last request was taken), for measuring pacing."""

    @staticmethod
    def _holder(limit: BucketLimit, caller: Caller) -> str | None:
        return caller.address if limit.scope == "ip" else caller.account

    def take(self, bucket: str, caller: Caller) -> dict[str, str]:
        """Count a request against ``caller``'s window of ``bucket``; the headers for its response.

        Raises 429 when the window is spent. No header, and nothing counted, with limits off.
        """
        if not self.enabled:
            return {}
        limit = self.limits[bucket]
        holder = self._holder(limit, caller)
        if holder is None:
            return self.peek(bucket, caller)
        with self._lock:
            now = self.clock.now()
            window = self._windows.get((bucket, holder))
            if window is None or now - window.started >= limit.seconds:
                window = self._windows[(bucket, holder)] = _Window(started=now)
            reset = max(window.started + limit.seconds - now, 0.0)
            exceeded = window.used >= limit.requests
            if exceeded:
                self._rejections[bucket] += 1
            else:
                window.used += 1
                if window.used == limit.requests:
                    self.spent_windows.append((bucket, window.started, now))
            remaining = max(limit.requests - window.used, 0)
        headers = _announce(limit, remaining, reset)
        if exceeded:
            raise RateLimitExceededError(headers, retry_after=max(math.ceil(reset), 1))
        return headers

    def peek(self, bucket: str, caller: Caller) -> dict[str, str]:
        """The headers of ``caller``'s window of ``bucket`` as it stands, counting nothing.

        A caller with no account sees an account window untouched.
        """
        if not self.enabled:
            return {}
        limit = self.limits[bucket]
        holder = self._holder(limit, caller)
        with self._lock:
            now = self.clock.now()
            window = None if holder is None else self._windows.get((bucket, holder))
            if window is None or now - window.started >= limit.seconds:
                return _announce(limit, limit.requests, limit.seconds)
            reset = max(window.started + limit.seconds - now, 0.0)
            return _announce(limit, max(limit.requests - window.used, 0), reset)

    def rejections(self) -> Counter[str]:
        """Bucket -> requests answered 429 because the caller's window was spent, since the last reset."""
        with self._lock:
            return Counter(self._rejections)

    def reset(self) -> None:
        """Start every window afresh and forget the rejections and spent windows."""
        with self._lock:
            self._windows.clear()
            self._rejections.clear()
            self.spent_windows.clear()


class RateLimitExceededError(FakeError):
    def __init__(self, headers: dict[str, str], *, retry_after: int) -> None:
        super().__init__(429, "rate_limit_error", "Too many requests, please try again later.")
        self.headers.update(headers, **{"Retry-After": str(retry_after)})
