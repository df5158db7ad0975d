# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""The connection pool the SDK makes when the caller brings no ``http_client`` (see ``.._pool``)."""

from __future__ import annotations

from collections.abc import Mapping

import httpx

from .._pool import environment_names_a_proxy
from .._transport import DEFAULT_LIMITS
from ._transport import DeadlineTransport


def owned_pool(*, timeout: httpx.Timeout, headers: Mapping[str, str]) -> httpx.Client:
    """A plain ``httpx.Client`` sending ``headers``, its attempts held to their deadlines."""
    if environment_names_a_proxy():
        # httpx applies HTTP_PROXY and the like only with its own transport.
        return httpx.Client(timeout=timeout, headers=headers, limits=DEFAULT_LIMITS)
    return httpx.Client(
        timeout=timeout,
        headers=headers,
        limits=DEFAULT_LIMITS,
        transport=DeadlineTransport(DEFAULT_LIMITS),
    )
