"""The deadline of the attempt under way: connect, send, response headers and body all fit in it.

httpx's timeouts bound each socket operation, so a server that sends one byte at a time can keep
a call alive indefinitely. Each attempt therefore opens a deadline; the SDK's network backend cuts
every socket operation's timeout to what is left of it, and body reading checks it between
chunks. A context variable carries it: it follows the attempt into httpcore on the same thread
or task, and no other caller sees it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar

import httpx

DEADLINE_PASSED = "the attempt took longer than its timeout"

_deadline: ContextVar[float | None] = ContextVar("textsvc_attempt_deadline", default=None)


def attempt_budget(request: httpx.Request) -> float | None:
    """Seconds one attempt of ``request`` may take: the largest part of its timeout (None: no limit).

    For ``timeout=1.0`` every part is 1.0, so the whole attempt gets 1.0 s; an ``httpx.Timeout``
    with parts of its own still bounds each phase by its part, and the attempt by the largest. A
    part that is ``None`` has no limit, so it is the largest: the attempt has no limit either.
    """
    timeout = request.extensions.get("timeout")
    if not isinstance(timeout, Mapping) or not timeout:
        return None
    parts = [float(part) for part in timeout.values() if isinstance(part, int | float)]
    if len(parts) < len(timeout):
        return None
    return max(parts)


@contextmanager
def attempt_deadline(request: httpx.Request) -> Iterator[None]:
    """Everything done for ``request`` inside this block shares one deadline."""
    budget = attempt_budget(request)
    token = _deadline.set(None if budget is None else time.monotonic() + budget)
    try:
        yield
    finally:
        _deadline.reset(token)


def seconds_left() -> float | None:
    """What is left of the current attempt's deadline (None outside an attempt, or without a limit)."""
    deadline = _deadline.get()
    return None if deadline is None else deadline - time.monotonic()


def cut_to_deadline(timeout: float | None, expired: Callable[[str], Exception]) -> float | None:
    """``timeout`` shortened to what is left of the deadline; once it has passed, raise ``expired``."""
    left = seconds_left()
    if left is None:
        return timeout
    if left <= 0:
        raise expired(DEADLINE_PASSED)
    return left if timeout is None else min(timeout, left)
