"""The demo's summary says what the tour showed: its counts are counted, not written.

``nox -s demo`` runs the tour, then this test (marked ``tour``; the test sessions leave it to the
demo), which runs it once more (about 5 s) and reads what it printed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.tour


def test_the_summary_counts_every_webhook_event_the_tour_printed_as_verified() -> None:
    environment = {name: value for name, value in os.environ.items() if not name.startswith("TEXTSVC_")}
    result = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "tour.py")],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
        env=environment,
    )
    lines = result.stdout.splitlines()
    printed = sum(line.strip().startswith("verified ") for line in lines)
    (summary,) = [line for line in lines if line.strip().startswith("webhook events verified:")]
    assert printed == 5
    assert summary.split(":")[1].strip() == str(printed)
