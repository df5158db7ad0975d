"""``python -m textsvc.testing`` serves the fake standalone and prints how to reach it."""

from __future__ import annotations

import socket
import subprocess
import sys

import httpx


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def test_standalone_server_prints_base_url_and_key() -> None:
    port = free_port()
    command = [sys.executable, "-m", "textsvc.testing", "--port", str(port), "--api-key", "cli-key"]
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True) as process:
        try:
            assert process.stdout is not None
            base_url = process.stdout.readline().strip().removeprefix("TEXTSVC_BASE_URL=")
            key = process.stdout.readline().strip().removeprefix("TEXTSVC_API_KEY=")
            assert base_url == f"http://127.0.0.1:{port}/v3"
            assert key == "cli-key"
            response = httpx.get(base_url + "/keywords/main", headers={"Authorization": f"Bearer {key}"})
            assert response.json()["data"]["keyword"] == "JOIN"
        finally:
            process.terminate()
