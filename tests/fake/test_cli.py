"""``python -m textsvc.testing`` serves the fake standalone and prints how to reach it."""

from __future__ import annotations

import queue
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO

import httpx
from textsvc._policies import bucket_limits


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


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
    port = free_port()
    options = ("--api-key", "cli-key", "--seed", "deliveries=7", "--no-rate-limits")
    with standalone_fake(port, *options) as (base_url, key):
        assert base_url == f"http://127.0.0.1:{port}/v3"
        assert key == "cli-key"
        headers = {"Authorization": f"Bearer {key}"}
        response = httpx.get(base_url + "/keywords/main", headers=headers)
        assert response.json()["data"]["keyword"] == "JOIN"
        assert httpx.get(base_url + "/deliveries", headers=headers).json()["data"]["total"] == 7


def test_seed_option_refuses_what_it_cannot_seed() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "textsvc.testing", "--port", str(free_port()), "--seed", "templates=3"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert result.returncode == 2
    assert "seedable kinds" in result.stderr


def test_the_banner_says_the_rate_limits_are_on_which_and_how_to_switch_them_off() -> None:
    banner: list[str] = []
    with standalone_fake(free_port(), banner=banner):
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
    with standalone_fake(free_port(), "--no-rate-limits", banner=banner):
        pass
    assert banner == ["# rate limits: off (--no-rate-limits); no rate-limit headers are sent"]


def test_help_says_which_spec_is_served_by_default_in_plain_text() -> None:
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
    assert "(default: the one this package carries; from a source checkout, its openapi/textsvc.yaml)" in text
    assert "--no-rate-limits switch the rate limits off (on by default" in text
