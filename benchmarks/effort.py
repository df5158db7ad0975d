"""How many rounds each figure takes: several for the record, one with ``--quick``.

Machines are shared and noisy, so a figure is the median of its rounds and the table shows their
spread. ``--quick`` is for trying the scripts out: one round each, the figures no record.
"""

from __future__ import annotations

QUICK = False


def rounds(full: int) -> int:
    """``full`` rounds, or one with ``--quick``."""
    return 1 if QUICK else full


def sized(full: int, small: int) -> int:
    """A work size: ``full``, or ``small`` with ``--quick``."""
    return small if QUICK else full


def quick() -> bool:
    """Whether this is a ``--quick`` run (which skips what only explains a figure)."""
    return QUICK
