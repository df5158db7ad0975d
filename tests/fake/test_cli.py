"""``python -m textsvc.testing`` serves the fake standalone and prints how to reach it."""

from __future__ import annotations

import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager

import httpx


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextmanager
def standalone_fake(port: int, *options: str) -> Iterator[tuple[str, str]]:
    """``python -m textsvc.testing`` on ``port`` with ``options``: the base URL and key it prints."""
    command = [sys.executable, "-m", "textsvc.testing", "--port", str(port), *options]
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True) as process:
        try:
            assert process.stdout is not None
            base_url = process.stdout.readline().strip().removeprefix("TEXTSVC_BASE_URL=")
            key = process.stdout.readline().strip().removeprefix("TEXTSVC_API_KEY=")
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
