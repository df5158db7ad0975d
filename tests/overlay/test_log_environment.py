"""``TEXTSVC_LOG=info`` or ``debug`` turns the SDK's logging on without code, read at ``import textsvc``.

Each case is a new interpreter that takes six days of analytics from the fake with its limits on: the
sixth request waits for the analytics window (an INFO line), and every attempt has a DEBUG line. The
fake and the client share a hand-moved clock, so nothing really waits.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

SCRIPT = textwrap.dedent(
    """
    import datetime
    import textsvc
    from textsvc.testing import FakeService, ManualClock

    clock = ManualClock()
    start = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
    with FakeService(clock=clock) as fake, fake.client(clock=clock) as client:
        end = start + datetime.timedelta(days=6)
        print(len(list(client.analytics.delivery_windows(start_date=start, end_date=end))))
    """
)
WAIT_LINE = "INFO textsvc] rate limit: waiting"
ATTEMPT_LINE = "DEBUG textsvc] GET /analytics/delivery -> 200 (attempt 1)"


def run_with(value: str | None) -> subprocess.CompletedProcess[str]:
    environment = {name: text for name, text in os.environ.items() if name != "TEXTSVC_LOG"}
    if value is not None:
        environment["TEXTSVC_LOG"] = value
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
        env=environment,
    )
    assert result.stdout.strip() == "6", result.stderr
    return result


def count(stderr: str, fragment: str) -> int:
    return sum(fragment in line for line in stderr.splitlines())


@pytest.mark.parametrize("value", ["info", " INFO "])
def test_info_shows_the_long_wait_and_not_each_attempt(value: str) -> None:
    stderr = run_with(value).stderr
    assert count(stderr, WAIT_LINE) == 1
    assert "the 'analytics' window is spent until it resets" in stderr
    assert count(stderr, ATTEMPT_LINE) == 0


def test_debug_shows_each_attempt_too() -> None:
    stderr = run_with("debug").stderr
    assert count(stderr, WAIT_LINE) == 1
    assert count(stderr, ATTEMPT_LINE) == 6


def test_an_unknown_value_is_ignored_with_a_warning_that_names_the_variable() -> None:
    """The warning is all the SDK writes: logging stays as it is without the variable."""
    line, *source = run_with("verbose").stderr.splitlines()
    assert line == "<string>:3: UserWarning: TEXTSVC_LOG is set to neither 'info' nor 'debug': it is ignored"
    # Python 3.13 shows the warned line of ``python -c`` under the warning; earlier ones do not.
    assert source in ([], ["  import textsvc"])
