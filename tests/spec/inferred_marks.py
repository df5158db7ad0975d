"""Every ``x-inferred`` mark of the spec, by location, and the reviewed list they must match.

``nox -s generate`` (``scripts/regenerate.py --write``) writes ``inferred_marks.txt`` from the spec
with ``listing``, and ``nox -s check_generated`` fails when it is stale; a mark added or removed is
then a visible change of that file, reviewed with the spec. ``python -m tests.spec.inferred_marks``
prints the listing.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

from tests.spec_document import load_spec

EXPECTED_PATH = Path(__file__).with_name("inferred_marks.txt")
REASON_KEY = re.compile(r"^[a-z][a-z-]*$")


def _label(index: int, node: Any) -> str:
    if isinstance(node, dict) and isinstance(node.get("name"), str):
        return node["name"]
    if isinstance(node, dict) and "$ref" in node:
        return str(node["$ref"]).rsplit("/", 1)[1]
    return str(index)


def inferred_marks(spec: dict[str, Any]) -> dict[str, str]:
    """Location (dotted keys, list entries by name) -> the mark's reason or reason key.

    The reasons of the keyed form (``x-inferred-reasons``) are listed too, so that changing one
    shows as well.
    """
    found: dict[str, str] = {}

    def visit(node: Any, location: str) -> None:
        if isinstance(node, dict):
            if "x-inferred" in node:
                found[location or "(top)"] = str(node["x-inferred"])
            for key, value in node.items():
                if key not in {"x-inferred", "x-inferred-reasons"}:
                    visit(value, f"{location}.{key}" if location else str(key))
        elif isinstance(node, list):
            for index, value in enumerate(node):
                visit(value, f"{location}[{_label(index, value)}]")

    visit(spec, "")
    for key, reason in (spec.get("x-inferred-reasons") or {}).items():
        found[f"x-inferred-reasons.{key}"] = str(reason)
    return found


def listing(marks: dict[str, str]) -> str:
    return "".join(f"{location} = {reason}\n" for location, reason in sorted(marks.items()))


def expected_marks() -> dict[str, str]:
    marks = {}
    for line in EXPECTED_PATH.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            location, reason = line.split(" = ", 1)
            marks[location] = reason
    return marks


def main() -> None:

    spec = load_spec()
    sys.stdout.write(listing(inferred_marks(spec)))


if __name__ == "__main__":
    main()
