"""Small modules with one job each: no module of the overlay is over 500 lines (the house rule)."""

from __future__ import annotations

from pathlib import Path

import textsvc

LONGEST = 500


def test_no_module_of_the_overlay_is_over_500_lines() -> None:
    package = Path(textsvc.__file__).parent
    lengths = {
        path.relative_to(package): len(path.read_text().splitlines()) for path in package.rglob("*.py")
    }
    assert len(lengths) > 40  # the whole overlay was found, not an empty directory
    assert {path: length for path, length in lengths.items() if length > LONGEST} == {}
