"""Whether a client's slot came from its store or from the stand-in that paces while the store fails."""

from __future__ import annotations

from textsvc.pacing._rules import Slot, Wait
from textsvc.pacing._store import GuardedPacing


def from_stand_in(guarded: GuardedPacing, taken: Slot | Wait) -> bool:
    """``taken`` is a slot of ``guarded``'s stand-in (its store failed), not of the store."""
    assert isinstance(taken, Slot), f"told to wait {taken}, not handed a slot"
    return taken.lease in guarded._stand_in.leases
