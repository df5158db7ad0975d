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
        terminalreporter.write_line(
            f"examples: {COUNTS['run']} Python blocks run, {COUNTS['type-checked']} type-checked only "
            f"(mypy --strict), {COUNTS['found'] - COUNTS['run'] - COUNTS['type-checked']} neither"
        )
