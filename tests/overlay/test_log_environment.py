"""``TEXTSVC_LOG=info`` or ``debug`` turns the SDK's logging on without code, read at ``import textsvc``.

Each case is a new interpreter that takes six days of analytics from the fake with its limits on: the
sixth request waits for the analytics window (an INFO line), and every attempt has a DEBUG line. The
fake and the client share a hand-moved clock, so nothing really waits.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap

import pytest

SCRIPT = textwrap.dedent(
    """
    import asyncio
    import datetime
    import logging
    import sys
    import textsvc
    from textsvc.testing import FakeService, ManualClock

    days, mode, setup = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    if setup == "basicConfig":
        logging.basicConfig(level=logging.INFO)
    clock = ManualClock()
    start = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
    end = start + datetime.timedelta(days=days)

    async def windows_async(fake):
        async with fake.async_client(clock=clock) as client:
            windows = client.analytics.delivery_windows(start_date=start, end_date=end)
            return [window async for window in windows]

    with FakeService(clock=clock) as fake:
        if mode == "async":
            print(len(asyncio.run(windows_async(fake))))
        else:
            with fake.client(clock=clock) as client:
                print(len(list(client.analytics.delivery_windows(start_date=start, end_date=end))))
    """
)
WAIT_LINE = "textsvc] rate limit: waiting"
ATTEMPT_LINE = "DEBUG textsvc] GET /analytics/delivery -> 200 (attempt 1)"
NOTICE = (
    r"rate limit: waiting (59|60)\.\d\ds before GET /analytics/delivery: the 'analytics' window is spent "
    r"until it resets \(said once per client and window; set TEXTSVC_LOG=info to see every textsvc wait\)"
)


def run_with(
    value: str | None, *, days: int = 6, mode: str = "sync", setup: str = "none"
) -> subprocess.CompletedProcess[str]:
    environment = {name: text for name, text in os.environ.items() if name != "TEXTSVC_LOG"}
    if value is not None:
        environment["TEXTSVC_LOG"] = value
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(days), mode, setup],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
        env=environment,
    )
    assert result.stdout.strip() == str(days), result.stderr
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
    line, *source = run_with("verbose", days=3).stderr.splitlines()
    assert line == "<string>:6: UserWarning: TEXTSVC_LOG is set to neither 'info' nor 'debug': it is ignored"
    # Python 3.13 shows the warned line of ``python -c`` under the warning; earlier ones do not.
    assert source in ([], ["  import textsvc"])


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_without_logging_set_up_the_first_long_wait_of_a_window_is_one_line_on_stderr(mode: str) -> None:
    """Eleven days: the 6th and the 11th request wait a minute for the analytics window. A script
    that set up no logging says why it stalls, once (Python's last-resort handler), not per wait."""
    stderr = run_with(None, days=11, mode=mode).stderr
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    assert re.fullmatch(NOTICE, lines[0]), stderr


def test_with_textsvc_log_each_wait_is_one_line_the_first_a_warning() -> None:
    stderr = run_with("info", days=11).stderr
    waits = [line for line in stderr.splitlines() if WAIT_LINE in line]
    assert [" WARNING textsvc] " in line for line in waits] == [True, False], stderr
    assert [" INFO textsvc] " in line for line in waits] == [False, True], stderr
    assert "set TEXTSVC_LOG=info" in waits[0]


def test_an_application_s_own_logging_shows_each_wait_once() -> None:
    stderr = run_with(None, days=11, setup="basicConfig").stderr
    waits = [line for line in stderr.splitlines() if "rate limit: waiting" in line]
    assert [line.split(":", 1)[0] for line in waits] == ["WARNING", "INFO"], stderr
