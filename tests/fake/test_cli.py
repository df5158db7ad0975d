"""``python -m textsvc.testing`` serves the fake standalone and prints how to reach it."""

from __future__ import annotations

import contextlib
import io
import queue
import re
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

import httpx
import pytest
from textsvc._policies import bucket_limits
from textsvc.testing.__main__ import main


def banner_of(stdout: IO[str]) -> list[str]:
    """The lines after the key, up to the one naming ``--no-rate-limits`` (each within 5 s)."""
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line.strip()) for line in stdout], daemon=True).start()
    banner: list[str] = []
    while not banner or "--no-rate-limits" not in banner[-1]:
        try:
            banner.append(lines.get(timeout=5))
        except queue.Empty:
            break
    return banner


@contextmanager
def standalone_fake(port: int, *options: str, banner: list[str] | None = None) -> Iterator[tuple[str, str]]:
    """``python -m textsvc.testing`` on ``port`` with ``options``: the base URL and key it prints.

    ``banner`` receives the comment lines printed after them.
    """
    command = [sys.executable, "-m", "textsvc.testing", "--port", str(port), *options]
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True) as process:
        try:
            assert process.stdout is not None
            base_url = process.stdout.readline().strip().removeprefix("TEXTSVC_BASE_URL=")
            key = process.stdout.readline().strip().removeprefix("TEXTSVC_API_KEY=")
            if banner is not None:
                banner += banner_of(process.stdout)
            yield base_url, key
        finally:
            process.terminate()


def test_standalone_server_prints_base_url_and_key() -> None:
    options = ("--api-key", "cli-key", "--seed", "deliveries=7", "--no-rate-limits")
    with standalone_fake(0, *options) as (base_url, key):
        assert re.fullmatch(r"http://127\.0\.0\.1:[1-9][0-9]*/v3", base_url), base_url
        assert key == "cli-key"
        headers = {"Authorization": f"Bearer {key}"}
        response = httpx.get(base_url + "/keywords/main", headers=headers)
        assert response.json()["data"]["keyword"] == "JOIN"
        assert httpx.get(base_url + "/deliveries", headers=headers).json()["data"]["total"] == 7


def refused(*options: str) -> str:
    """The error line of ``python -m textsvc.testing`` refusing ``options``: a usage error like any
    bad argument's (exit 2, the usage, one line of error). Run in this process (a new interpreter for
    each costs a second of CPU); test_standalone_server_prints_base_url_and_key runs the module."""
    stderr = io.StringIO()
    with contextlib.redirect_stderr(stderr), pytest.raises(SystemExit) as exited:
        main(list(options))
    assert exited.value.code == 2, stderr.getvalue()
    lines = stderr.getvalue().strip().splitlines()
    assert lines[0].startswith("usage: python -m textsvc.testing")
    prefix = "python -m textsvc.testing: error: "
    assert lines[-1].startswith(prefix), lines
    return lines[-1].removeprefix(prefix)


def test_seed_option_refuses_what_it_cannot_seed_naming_the_kind_and_the_kinds_it_can() -> None:
    error = refused("--port", "0", "--seed", "templates=3")
    assert re.fullmatch(
        r"--seed templates=3: kind must be one of the seedable kinds \(campaign_messages, [a-z_, ]*deliveries"
        r"[a-z_, ]*\), got 'templates'",
        error,
    ), error


def test_seed_option_refuses_an_entry_without_a_count_showing_it() -> None:
    assert refused("--seed", "deliveries=many") == (
        "--seed takes KIND=COUNT, such as deliveries=100, got 'deliveries=many'"
    )


def test_a_port_in_use_is_a_usage_error_naming_the_port_and_the_way_out() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        error = refused("--port", str(port))
    assert error.startswith(f"cannot listen on 127.0.0.1:{port}: ")
    assert error.endswith("; another server listens there; pass another --port (--port 0 picks a free one)")


def test_a_host_that_is_not_this_machines_is_a_usage_error() -> None:
    error = refused("--host", "192.0.2.1", "--port", "0")  # TEST-NET-1: never a local address
    assert error.startswith("cannot listen on 192.0.2.1:0: ")
    assert error.endswith("; the host is not an address of this machine; pass --host 127.0.0.1")


def test_a_spec_to_serve_is_a_usage_error_saying_to_regenerate(tmp_path: Path) -> None:
    """The fake reads no spec at run time: ``--spec`` says how an operation gets served instead."""
    spec = tmp_path / "textsvc.yaml"
    spec.write_text("openapi: 3.1.0\npaths: {}\n")
    for given in (spec, tmp_path / "missing.yaml"):
        error = refused("--port", "0", "--spec", str(given))
        assert error.startswith("--spec is gone: the fake no longer reads a spec at run time")
        assert "openapi/textsvc.yaml" in error
        assert error.endswith("run `python scripts/regenerate.py`; the fake then serves it")


def test_the_banner_says_the_rate_limits_are_on_which_and_how_to_switch_them_off() -> None:
    banner: list[str] = []
    with standalone_fake(0, banner=banner):
        pass
    assert all(line.startswith("# ") for line in banner)  # shell and .env comments
    text = " ".join(banner)
    assert "rate limits: on" in text
    assert "start with --no-rate-limits to switch them off" in text
    for limit in bucket_limits().values():
        assert f"{limit.bucket} {limit.requests} per {limit.seconds:g} s per" in text
    assert f"up to {max(limit.seconds for limit in bucket_limits().values()):g} s" in text
    assert "TEXTSVC_LOG=info" in text


def test_the_banner_says_the_rate_limits_are_off() -> None:
    banner: list[str] = []
    with standalone_fake(0, "--no-rate-limits", banner=banner):
        pass
    assert banner == ["# rate limits: off (--no-rate-limits); no rate-limit headers are sent"]


def test_help_is_plain_text_and_names_no_spec_to_serve() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "textsvc.testing", "--help"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    text = " ".join(result.stdout.split())
    assert "``" not in text
    assert "source tree's" not in text
    assert "--spec" not in text
    assert "--no-rate-limits switch the rate limits off (on by default" in text
