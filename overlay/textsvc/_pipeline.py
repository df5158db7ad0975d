"""The attempt loop of one request: pacing, sending, retrying. Shared by the sync and async clients.

The loop is a generator that yields what it needs done (an ``httpx.Request`` to send, or a
``float`` of seconds to sleep) and is sent the outcome; each client drives it with its own
I/O, so the logic exists once. Plain values, not wrapper objects: this runs on every call.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Generator

import httpx

from ._exceptions import SvcAPIConnectionError, SvcAPITimeoutError
from ._rate_limit import Pacer, RateLimit, bucket_of, retry_delay_from_headers
from ._retry import RetryPolicy, is_retryable_status

logger = logging.getLogger("textsvc")


Outcome = httpx.Response | httpx.RequestError | None
Attempts = Generator[httpx.Request | float, Outcome, httpx.Response]
"""Yields a request to send or the seconds to sleep; returns the final response."""


def attempts(
    request: httpx.Request, *, pacer: Pacer, policy: RetryPolicy, rng: random.Random, path: str
) -> Attempts:
    """Yield until a response is final; return it (any status) or raise a connection error."""
    bucket = bucket_of(request.method, path)
    retry_number = 0
    while True:
        wait = pacer.reserve(bucket)
        while wait > 0:
            logger.info("rate limit window spent: waiting %.2fs before %s %s", wait, request.method, path)
            yield float(wait)
            wait = pacer.reserve(bucket)

        debug = logger.isEnabledFor(logging.DEBUG)
        if debug:
            logger.debug("%s %s attempt %d", request.method, path, retry_number + 1)
        outcome = yield request

        if isinstance(outcome, httpx.Response):
            pacer.observe(bucket, RateLimit.from_headers(outcome.headers))
            if debug:
                logger.debug("%s %s -> %d", request.method, path, outcome.status_code)
            if not is_retryable_status(outcome.status_code) or retry_number >= policy.max_retries:
                return outcome
            server_delay = retry_delay_from_headers(outcome.headers)
            cause = f"status {outcome.status_code}"
        else:
            pacer.observe(bucket, None)
            assert outcome is not None
            if not isinstance(outcome, httpx.TransportError) or retry_number >= policy.max_retries:
                raise _connection_error(outcome, request, path) from outcome
            server_delay = None
            cause = type(outcome).__name__

        retry_number += 1
        delay = policy.delay(retry_number, server_delay, rng)
        logger.info(
            "retrying %s %s in %.2fs (retry %d of %d, after %s)",
            request.method,
            path,
            delay,
            retry_number,
            policy.max_retries,
            cause,
        )
        yield float(delay)


def _connection_error(error: httpx.RequestError, request: httpx.Request, path: str) -> SvcAPIConnectionError:
    if isinstance(error, httpx.TimeoutException):
        return SvcAPITimeoutError(f"{request.method} {path} timed out ({type(error).__name__})")
    return SvcAPIConnectionError(
        f"{request.method} {path} failed without a response: {type(error).__name__}: {error}"
    )
