"""Checked by mypy (``nox -s typecheck``), never run: the typed methods keep their signatures
(each ``# type: ignore[...]`` marks a line mypy must reject)."""

from __future__ import annotations

from typing import assert_type

import textsvc
from textsvc.types import Template


def sync_signatures(client: textsvc.Client) -> None:
    assert_type(client.templates.create(message="Hi"), Template)
    client.templates.create(mesage="Hi")  # type: ignore[call-arg]
    client.templates.create(message=5)  # type: ignore[arg-type]
    client.templates.create(message="Hi", timeuot=2)  # type: ignore[call-arg]
    client.templates.with_raw_response.get(7, is_mm=True)  # type: ignore[call-arg]


async def async_signatures(client: textsvc.AsyncClient) -> None:
    assert_type(await client.templates.create(message="Hi"), Template)
    await client.templates.create(mesage="Hi")  # type: ignore[call-arg]
    await client.templates.get("7", is_mms=1)  # type: ignore[arg-type]
