"""When to retry, and how long to wait before the next attempt."""

from __future__ import annotations

import random

import attrs

RETRYABLE_STATUSES = frozenset({408, 429})


def is_retryable_status(status_code: int) -> bool:
    return status_code in RETRYABLE_STATUSES or status_code >= 500


@attrs.frozen
class RetryPolicy:
    max_retries: int = 2
    initial_delay: float = 0.5
    max_delay: float = 8.0
    max_server_delay: float = 60.0
    """Cap on a wait the service asks for (``Retry-After`` / ``RateLimit-Reset``)."""

    def delay(self, retry_number: int, server_delay: float | None, rng: random.Random) -> float:
        """Seconds before retry ``retry_number`` (1 for the first retry)."""
        if server_delay is not None:
            return min(server_delay, self.max_server_delay)
        backoff = min(self.initial_delay * 2.0 ** (retry_number - 1), self.max_delay)
        # Full jitter between half and all of the backoff keeps clients from retrying in lockstep.
        return backoff * (0.5 + rng.random() / 2)
