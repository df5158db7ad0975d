"""A window as the shared stores keep it: JSON text, read back whatever another program left there."""

from __future__ import annotations

import json

from .._pacer import Window

__all__ = ["stored_window", "window_text"]


def window_text(window: Window) -> str:
    return json.dumps(window.to_record(), separators=(",", ":"))


def stored_window(text: object) -> Window:
    """A stored window; anything unreadable (another program's value, a torn file) is an unknown one."""
    if not isinstance(text, (str, bytes)):
        return Window()
    try:
        return Window.from_record(json.loads(text, parse_constant=_no_constant))
    except (ValueError, RecursionError, ArithmeticError):
        # ArithmeticError: a number too large for an int (``1e999`` reads as infinity).
        return Window()


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number a window holds")
