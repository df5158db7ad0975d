"""Locks that a forked child makes anew.

A lock another thread holds when the process forks stays held in the child for ever: every step
the child takes under it would wait. The owners of such locks are kept here (weakly), and a forked
child gives each a new ``_lock``; what the lock guards is the child's own from then on.
"""

from __future__ import annotations

import os
import threading
import weakref
from typing import Any

__all__ = ["fork_safe_lock"]

_OWNERS: weakref.WeakSet[Any] = weakref.WeakSet()


def fork_safe_lock(owner: object) -> threading.Lock:
    """A lock for ``owner._lock``, which a forked child replaces with a new one."""
    _OWNERS.add(owner)
    return threading.Lock()


def _renew_in_child() -> None:
    for owner in list(_OWNERS):
        owner._lock = threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_renew_in_child)
