"""``python -m textsvc.webhooks listen``: prints verified events, answers 400 to bad ones."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time

import httpx
from textsvc import webhooks

SECRET = webhooks.generate_secret()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_for(url: str) -> None:
    deadline = time.monotonic() + 10
    while True:
        try:
            httpx.get(url)
            return
        except httpx.ConnectError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def test_listener_prints_verified_events_and_refuses_bad_ones() -> None:
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    environment = {**os.environ, "TEXTSVC_WEBHOOK_SECRET": SECRET}
    command = [sys.executable, "-m", "textsvc.webhooks", "listen", "--port", str(port)]
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment
    ) as process:
        try:
            wait_for(url)
            body = json.dumps({"from": "+15555550100", "text": "hello"}).encode()
            good = httpx.post(url, content=body, headers={"X-Signature": webhooks.sign(body, SECRET)})
            bad = httpx.post(url, content=body, headers={"X-Signature": "0" * 64})
            missing = httpx.post(url, content=body)
        finally:
            process.terminate()
            output, errors = process.communicate(timeout=10)
    assert (good.status_code, bad.status_code, missing.status_code) == (200, 400, 400)
    assert '"text": "hello"' in output
    assert output.count('"from"') == 1
    assert SECRET not in output + errors


def test_listener_needs_a_secret() -> None:
    environment = {key: value for key, value in os.environ.items() if key != "TEXTSVC_WEBHOOK_SECRET"}
    result = subprocess.run(
        [sys.executable, "-m", "textsvc.webhooks", "listen"],
        capture_output=True,
        text=True,
        env=environment,
        check=False,
    )
    assert result.returncode == 2
    assert "TEXTSVC_WEBHOOK_SECRET" in result.stderr
