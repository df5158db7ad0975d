"""A window as the shared stores keep it: JSON text, read back whatever another program left there."""

from __future__ import annotations

import json
import math
from typing import Any

import attrs

from ._window import Window

__all__ = ["stored_window", "window_from_record", "window_record", "window_text"]


def window_text(window: Window) -> str:
    return json.dumps(window_record(window), separators=(",", ":"))


def stored_window(text: object) -> Window:
    """A stored window; anything unreadable (another program's value, a torn file) is an unknown one."""
    if not isinstance(text, (str, bytes)):
        return Window()
    try:
        return window_from_record(json.loads(text, parse_constant=_no_constant))
    except (ValueError, RecursionError, ArithmeticError):
        # ArithmeticError: a number too large for an int (``1e999`` reads as infinity).
        return Window()


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number a window holds")


def window_record(window: Window) -> dict[str, Any]:
    """The window as JSON-ready data, for stores shared between processes."""
    return attrs.asdict(window)


def window_from_record(record: object) -> Window:
    """A window from ``window_record``'s data; anything unreadable is an unknown window."""
    if not isinstance(record, dict):
        return Window()
    try:
        return Window(
            remaining=_optional_int(record.get("remaining")),
            resets_at=_optional_float(record.get("resets_at")),
            lowest_announced=_optional_int(record.get("lowest_announced")),
            epoch=int(record.get("epoch", 0)),
            asker=_optional_str(record.get("asker")),
            unanswered=int(record.get("unanswered", 0)),
            silent=record.get("silent") is True,
            waking=record.get("waking") is True,
            ended_at=_optional_float(record.get("ended_at")),
            leases={
                str(lease): _lease_end(expires) for lease, expires in dict(record.get("leases", {})).items()
            },
        )
    except (TypeError, ValueError, ArithmeticError):  # ArithmeticError: int() of an infinity
        return Window()


def _lease_end(value: object) -> float:
    # Only an in-process slot is held without a lease: a record's lease is finite, or over.
    end = float(value)  # type: ignore[arg-type]
    return end if math.isfinite(end) else -math.inf


def _optional_int(value: object) -> int | None:
    return None if value is None else int(value)  # type: ignore[call-overload]


def _optional_float(value: object) -> float | None:
    return None if value is None else float(value)  # type: ignore[arg-type]


def _optional_str(value: object) -> str | None:
    return None if value is None else str(value)
