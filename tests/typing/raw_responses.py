"""Checked by mypy (``nox -s typecheck``), never run: raw responses are typed by their method.

Each ``# type: ignore[...]`` marks a line mypy must reject; with ``warn_unused_ignores`` (strict), a
line it accepted would fail the check.
"""

from __future__ import annotations

from typing import Any, assert_type

import textsvc
from textsvc.types import DripCampaignNumber, RowPage, Template


def sync_raw(client: textsvc.Client) -> None:
    raw = client.templates.with_raw_response.get(7, is_mms=True)
    assert_type(raw.parse(), Template)
    wrong: int = raw.parse()  # type: ignore[assignment]
    assert_type(client.groups.with_raw_response.member_counts([1]).parse(), dict[int, int])
    assert_type(client.deeplinks.with_raw_response.create_imessage(opt_in_message="hi").parse(), str)
    first: RowPage[Template] = client.templates.with_raw_response.list().parse()
    numbers = client.drip_campaigns.with_raw_response.numbers(1, 2).parse()
    assert_type(numbers.rows[0], DripCampaignNumber)
    del wrong, first


async def async_raw(client: textsvc.AsyncClient) -> None:
    raw = await client.templates.with_raw_response.get(7, is_mms=True)
    assert_type(raw.parse(), Template)
    wrong: str = raw.parse()  # type: ignore[assignment]
    message = await client.drip_campaigns.with_raw_response.messages.create(1, title="t")
    assert_type(message.status_code, int)
    none = await client.threads.with_raw_response.delete(3)
    assert_type(none.parse(), None)
    del wrong


def options_are_typed(client: textsvc.Client) -> None:
    client.templates.get(7, is_mms=True, timeout=2.0, max_retries=1, extra_headers={"X-T": "1"})
    client.templates.get(7, is_mms=True, timeout="soon")  # type: ignore[arg-type]
    client.templates.get(7, is_mms=True, retries=1)  # type: ignore[call-arg]
    client.with_options(max_retries=3).templates.get(7, is_mms=True)


def partial_operations_are_typed(client: textsvc.Client) -> None:
    assert_type(client.messages.validate_recipients(["+15555550100"]), list[str])
    assert_type(client.messages.with_raw_response.validate_recipients(["+1"]).parse(), list[str])
    client.messages.send(message="hi", subscribers=("+15555550100",), extra_body={"x": 1})
    assert_type(client.messages.send(message="hi", idempotency_key="order-1"), textsvc.Applied[Any])
    assert_type(client.groups.add_subscribers(1, [2], idempotency_key="k"), list[textsvc.Applied[None]])
    assert_type(
        client.groups.with_raw_response.remove_subscribers(1, [2]).parse(), list[textsvc.Applied[None]]
    )
    client.messages.validate_recipients(["+1"], idempotency_key="k")  # type: ignore[call-arg]
    client.messages.send(message="hi", idempotency_key=7)  # type: ignore[arg-type]
    client.messages.send(message=7)  # type: ignore[arg-type]
    client.messages.send("hi")  # type: ignore[call-arg]
    assert_type(client.subscribers.bulk_create([{"number": "+15555550100"}]), list[Any])
    assert_type(client.subscribers.with_raw_response.bulk_update([{"id": 1}]).parse(), list[Any])
    client.subscribers.bulk_create([7])  # type: ignore[list-item]
    assert_type(client.threads.delete_items(3, item_ids=range(3)), None)
    assert_type(client.threads.with_raw_response.delete_items(3, all=True).parse(), None)
    client.threads.delete_items(3, item_ids=["1"])  # type: ignore[list-item]


async def async_partial_operations_are_typed(client: textsvc.AsyncClient) -> None:
    assert_type(await client.messages.validate_recipients(["+15555550100"]), list[str])
    raw = await client.subscribers.with_raw_response.bulk_create([{"number": "+1"}])
    assert_type(raw.parse(), list[Any])
    assert_type(await client.threads.delete_items(3, all=True), None)
