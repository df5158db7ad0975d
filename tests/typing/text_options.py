"""Checked by mypy (``nox -s typecheck``), never run: ``max_segments`` is typed where it is taken.

Each ``# type: ignore[...]`` marks a line mypy must reject; with ``warn_unused_ignores`` (strict), a
line it accepted would fail the check.
"""

from __future__ import annotations

from typing import assert_type

import textsvc


def sync_send(client: textsvc.Client) -> None:
    client.messages.send(message="Hi", subscribers=["+12025550143"], max_segments=1, idempotency_key="k")
    client.messages.with_raw_response.send(message="Hi", max_segments=2)
    client.messages.send(message="Hi", max_segments="1")  # type: ignore[arg-type]
    client.templates.create(name="t", message="Hi", max_segments=1)  # type: ignore[call-arg]
    client.groups.add_subscribers(1, [2], max_segments=1)  # type: ignore[call-arg]


async def async_send(client: textsvc.AsyncClient) -> None:
    await client.messages.send(message="Hi", max_segments=1)
    await client.templates.create(name="t", message="Hi", max_segments=1)  # type: ignore[call-arg]


def texts() -> None:
    counted = textsvc.segments("Hi")
    assert_type(counted.count, int)
    assert_type(counted.non_gsm, tuple[str, ...])
    assert_type(textsvc.to_gsm("Hi").unreplaced, tuple[str, ...])
    assert_type(textsvc.to_e164("+12025550143"), str)
    textsvc.to_e164(2025550143)  # type: ignore[arg-type]
