"""Counts for ``nox -s examples``: how many blocks ran and how many were type-checked only.

``check_examples.py`` (run by name: its name keeps it out of the default test run) fills the counts;
the summary line is printed at the end of that run.
"""

from __future__ import annotations

from collections import Counter

import pytest

COUNTS: Counter[str] = Counter()
"""``run``: blocks run (and linted and type-checked); ``type-checked``: blocks type-checked only."""


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if COUNTS:
        # A block is run or type-checked only: none is skipped. Blocks after a failing one on the
        # same page are not reached.
        unreached = COUNTS["found"] - COUNTS["run"] - COUNTS["type-checked"]
        terminalreporter.write_line(
            f"examples: {COUNTS['found']} Python blocks: {COUNTS['run']} run, {COUNTS['type-checked']} "
            "type-checked only (mypy --strict), none skipped"
            + (f"; {unreached} not reached after a failure" if unreached else "")
        )
