"""Waiting for a forked child of a test, which must not hang on what it inherited."""

from __future__ import annotations

import os
import signal
import time


def assert_child_succeeds(child: int, within: float = 10.0) -> None:
    """Wait for ``child`` to exit 0; one still running after ``within`` seconds is killed and fails."""
    deadline = time.monotonic() + within
    while (ended := os.waitpid(child, os.WNOHANG))[0] == 0 and time.monotonic() < deadline:
        time.sleep(0.01)
    if ended[0] == 0:
        os.kill(child, signal.SIGKILL)
        os.waitpid(child, 0)
        raise AssertionError("the child's steps waited on a lock held at the fork")
    assert os.waitstatus_to_exitcode(ended[1]) == 0
