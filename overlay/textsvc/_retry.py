"""When to retry, and how long to wait before the next attempt.

Each operation's retry mode is written in the spec (``x-retry``) and read through ``_policies``.
"""

from __future__ import annotations

import random

import attrs
import httpx

from ._policies import RetryMode
from ._rate_headers import MAX_WAIT, capped_wait

RETRYABLE_STATUSES = frozenset({408, 429})
# Failures after which the request surely never reached the service.
_NOT_SENT = (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout)


def retries_status(mode: RetryMode, status_code: int) -> bool:
    """A response with this status is worth another attempt under ``mode``."""
    if status_code == 429:
        return True  # refused before processing, whatever the operation
    if mode is RetryMode.UNSENT_ONLY:
        return False
    return status_code in RETRYABLE_STATUSES or status_code >= 500


def retries_error(mode: RetryMode, error: httpx.RequestError) -> bool:
    """A failure without a response is worth another attempt under ``mode``."""
    if mode is RetryMode.UNSENT_ONLY:
        return isinstance(error, _NOT_SENT)
    return isinstance(error, httpx.TransportError)


@attrs.frozen
class Backoff:
    initial_delay: float = 0.5
    max_delay: float = 8.0

    def delay(self, retry_number: int, server_delay: float | None, rng: random.Random) -> float:
        """Seconds before retry ``retry_number`` (1 for the first), at most ``MAX_WAIT``."""
        if server_delay is not None:
            return capped_wait(server_delay)
        doublings = min(retry_number - 1, 32)
        backoff = min(self.initial_delay * 2.0**doublings, self.max_delay)
        # Jitter between half and all of the backoff keeps clients from retrying in lockstep.
        return min(backoff * (0.5 + rng.random() / 2), MAX_WAIT)
