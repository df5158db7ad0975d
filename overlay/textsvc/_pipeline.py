"""The attempt loop of one call: pacing, sending, retrying. Shared by the sync and async clients.

The loop is a generator that yields what it needs done (take a pacing slot, send an
``httpx.Request``, sleep a ``float`` of seconds, ``Wait`` for a window, give a slot back) and is sent
the outcome; each
client drives it with its own I/O and its pacing store, so the logic exists once. The driver
keeps the slot it handed out until the loop gives it back, and gives it back itself however the
call ends (an error, a cancelled task, ``KeyboardInterrupt``).
"""

from __future__ import annotations

import logging
import random
import threading
from collections.abc import Generator
from typing import TypeVar

import attrs
import httpx

from ._backoff import Backoff
from ._exceptions import SvcAPIConnectionError, SvcAPITimeoutError, confirms_repeat
from ._policies import OperationPolicy, RetryMode
from ._rate_limit import RateLimit, capped_wait
from ._request import Call
from ._response import result_of
from ._transport import attempt_budget
from .pacing._rules import DEFAULT_LEASE, LEASE_MARGIN, TURN_GUARD, Slot, Wait, announced_by

T = TypeVar("T")

logger = logging.getLogger("textsvc")

LONG_WAIT = 3.0
"""Seconds from which a wait for a spent rate-limit window is logged at INFO (shorter ones at DEBUG):
a caller sees why a call stalls (the general window waits up to a minute)."""

NOTICE_WAIT = 5.0
"""Seconds from which a client's first wait for a window is logged at WARNING, not INFO: with no
logging set up, Python's last-resort handler prints it on stderr, so a script stalled for a minute
says why once (``TEXTSVC_LOG=info`` shows every wait)."""


class WaitNotices:
    """The windows a client has told of a long wait at WARNING: once each, whatever the threads or
    tasks that wait (``with_options`` copies share it)."""

    def __init__(self) -> None:
        self._told: set[str] = set()
        self._lock = threading.Lock()

    def first(self, window: str) -> bool:
        """Whether this is the first long wait told for ``window`` (it is counted as told)."""
        with self._lock:
            if window in self._told:
                return False
            self._told.add(window)
            return True


@attrs.frozen
class Final:
    """How a call ended: its last response, and whether that response confirms an earlier attempt."""

    response: httpx.Response
    confirmed: bool = False
    """A 409 to a ``request-id`` operation sent again, or sent under the caller's key: the service saw
    the same ``X-Request-Id`` before, so an earlier attempt or call was applied."""

    def payload(self, call: Call[T]) -> T:
        """What the method returns (``result_of``)."""
        return result_of(call, self.response, confirmed=self.confirmed)


@attrs.frozen
class TakeSlot:
    """Ask the pacing store for a slot of ``bucket``: send back the ``Slot``, or the ``Wait`` it says;
    a ``Wait`` yielded is slept on the client's clock (a slot's delay, or before asking again)."""

    bucket: str
    lease_seconds: float


@attrs.frozen
class GiveBack:
    """Give ``slot`` back to the pacing store with what its response announced; send back None."""

    slot: Slot
    announced: RateLimit | None
    rejected: bool = False
    sent: bool = True
    """Its request went out (if not, its place is given back)."""


Outcome = httpx.Response | httpx.RequestError | Slot | Wait | float | None
Action = TakeSlot | GiveBack | Wait | httpx.Request | float
Attempts = Generator[Action, Outcome, Final]
"""Yields what to do next (see the module's docstring); returns how the call ended."""


def attempts(
    request: httpx.Request,
    *,
    policy: OperationPolicy,
    bucket: str,
    max_retries: int,
    backoff: Backoff,
    rng: random.Random,
    path: str,
    keyed: bool,
    notices: WaitNotices,
) -> Attempts:
    """Yield until the call is over; return its ``Final`` (any status) or raise a connection error.

    ``keyed``: the caller chose the ``X-Request-Id``, so a 409 even to the first attempt confirms
    an earlier call under it."""
    method = request.method
    lease_seconds = lease_for(request)
    retry_number = 0
    while True:
        slot = yield from _slot(bucket, lease_seconds, f"{method} {path}", policy.bucket, notices)
        outcome = yield request

        if isinstance(outcome, httpx.Response):
            status = outcome.status_code
            rate_limit = RateLimit.from_headers(outcome.headers)
            yield GiveBack(slot, announced_by(status, rate_limit), rejected=status == 429)
            logger.debug("%s %s -> %d (attempt %d)", method, path, status, retry_number + 1)
            if (
                (retry_number > 0 or keyed)
                and policy.retry is RetryMode.REQUEST_ID
                and confirms_repeat(outcome)
            ):
                earlier = "an earlier attempt" if retry_number > 0 else "an earlier call under its key"
                logger.info("%s %s: 409 confirms %s was applied", method, path, earlier)
                return Final(outcome, confirmed=True)
            if retry_number >= max_retries or not retries_status(policy.retry, status):
                return Final(outcome)
            server_delay = rate_limit.retry_after
            cause = f"status {status}"
            if server_delay is not None:
                cause += f", Retry-After {server_delay:g}s"
            elif status == 429 and rate_limit.reset is not None:
                server_delay = rate_limit.reset
                cause += f", the {policy.bucket!r} window resets in {server_delay:g}s"
        else:
            yield GiveBack(slot, None)
            if not isinstance(outcome, httpx.RequestError):
                raise TypeError(f"the attempt loop was sent {outcome!r} for its request")
            if retry_number >= max_retries or not retries_error(policy.retry, outcome):
                raise _connection_error(outcome, request, path) from outcome
            server_delay = None
            cause = type(outcome).__name__

        retry_number += 1
        delay = retry_wait(backoff, retry_number, server_delay, rng)
        logger.info(
            "retrying %s %s in %.2fs (retry %d of %d, after %s)",
            method,
            path,
            delay,
            retry_number,
            max_retries,
            cause,
        )
        yield delay


def lease_for(request: httpx.Request) -> float:
    """How long ``request``'s pacing slot is held at most: its attempt's timeout, and a margin."""
    budget = attempt_budget(request)
    return (DEFAULT_LEASE if budget is None else min(budget, DEFAULT_LEASE)) + LEASE_MARGIN


def _slot(
    bucket: str, lease_seconds: float, call: str, window: str, notices: WaitNotices
) -> Generator[Action, Outcome, Slot]:
    """A slot of ``bucket``'s window, its delay waited out. ``window`` is the spec's name for it."""
    while True:
        taken = yield TakeSlot(bucket, lease_seconds)
        if isinstance(taken, Slot):
            if taken.delay > 0:
                wait = Wait(taken.delay, spent=True)
                _log_wait(wait, call, window, notices)
                late = yield wait  # then it sends, without asking again
                if isinstance(late, float) and late > TURN_GUARD:
                    # Overslept (a loaded machine): its window may be over. Its place goes back.
                    yield GiveBack(taken, None, sent=False)
                    continue
            return taken
        if not isinstance(taken, Wait):
            raise TypeError(f"the pacing store answered {taken!r}, not a slot or a wait")
        # The request out to learn the window's count will answer soon: no news for a log.
        yield taken


def _log_wait(wait: Wait, call: str, window: str, notices: WaitNotices) -> None:
    level = logging.INFO if wait.seconds >= LONG_WAIT else logging.DEBUG
    hint = ""
    if wait.seconds >= NOTICE_WAIT and notices.first(window):
        level = logging.WARNING
        hint = " (said once per client and window; set TEXTSVC_LOG=info to see every textsvc wait)"
    logger.log(
        level,
        "rate limit: waiting %.2fs before %s: the %r window is spent until it resets%s",
        wait.seconds,
        call,
        window,
        hint,
    )


def _connection_error(error: httpx.RequestError, request: httpx.Request, path: str) -> SvcAPIConnectionError:
    method = request.method
    if isinstance(error, httpx.TimeoutException):
        return SvcAPITimeoutError(f"{method} {path} timed out ({type(error).__name__})", request=request)
    return SvcAPIConnectionError(
        f"{method} {path} failed without a response: {type(error).__name__}: {error}", request=request
    )


# ---- when to retry, and how long to wait before the next attempt ------------------------------

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


def retry_wait(backoff: Backoff, retry_number: int, server_delay: float | None, rng: random.Random) -> float:
    """Seconds before retry ``retry_number`` (1 for the first): the server's word (at most
    ``MAX_WAIT``), else a wait drawn within the backoff's bounds."""
    if server_delay is not None:
        return capped_wait(server_delay)
    shortest, longest = backoff.bounds(retry_number)
    return shortest + (longest - shortest) * rng.random()
