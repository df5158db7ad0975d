"""The fake's manual clock, as the SDK uses it: it moves at once, but never starves other tasks."""

from __future__ import annotations

import asyncio

from textsvc.testing import ManualClock


async def test_a_manual_async_sleep_lets_other_tasks_run() -> None:
    clock = ManualClock()
    answered = asyncio.Event()

    async def poll() -> bool:
        # A pacer waiting for another task's answer polls like this.
        for _ in range(1000):
            if answered.is_set():
                return True
            await clock.async_sleep(0.01)
        return False

    async def answer() -> None:
        answered.set()

    other = asyncio.create_task(answer())
    assert await poll()
    await other
    assert clock.now() < 1
