"""Work for processes that share a SQLite pacing store (importable: ``spawn`` workers import it)."""

from __future__ import annotations

import multiprocessing.queues
import multiprocessing.synchronize

from textsvc.pacing import PacingStore, SQLitePacing
from textsvc.pacing._rules import Slot


def take_slots(
    store: PacingStore,
    bucket: str,
    attempts: int,
    start: multiprocessing.synchronize.Barrier,
    results: multiprocessing.queues.Queue[tuple[str, object]],
) -> None:
    """Ask ``attempts`` times, all processes at once; report how many slots to go at once were granted."""
    try:
        start.wait(30)
        taken = [store.acquire(bucket) for _ in range(attempts)]
        granted = sum(isinstance(slot, Slot) and slot.delay == 0 for slot in taken)
        results.put(("granted", granted))
    except BaseException as error:
        results.put(("error", repr(error)))
        raise


def take_one(
    store: PacingStore,
    bucket: str,
    results: multiprocessing.queues.Queue[tuple[str, object]],
    sent: bool = True,
) -> None:
    """Take one slot and give it back unanswered (``sent``: its request went out, so it stays
    spent); report the slot, or the error."""
    try:
        taken = store.acquire(bucket)
        if isinstance(taken, Slot):
            store.release(taken, None, sent=sent)
        results.put(("taken", taken))
    except BaseException as error:
        results.put(("error", repr(error)))
        raise


def open_and_take(
    path: str,
    start: multiprocessing.synchronize.Barrier,
    results: multiprocessing.queues.Queue[tuple[str, object]],
) -> None:
    """Open a store on ``path`` at the same moment as the other workers, and take a slot."""
    try:
        start.wait(30)
        store = SQLitePacing(path)
        results.put(("taken", store.acquire("general")))
        store.close()
    except BaseException as error:
        results.put(("error", repr(error)))
        raise


def open_and_look(path: str, bucket: str, results: multiprocessing.queues.Queue[tuple[str, object]]) -> None:
    """A worker started later: open a store on ``path`` and ask for a slot; report what it got."""
    try:
        store = SQLitePacing(path)
        results.put(("looked", store.acquire(bucket)))
        store.close()
    except BaseException as error:
        results.put(("error", repr(error)))
        raise
