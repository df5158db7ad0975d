"""``python -m textsvc.webhooks listen``: prints verified events, answers 400 to bad ones and 413 to
bodies over the cap, serves connections concurrently and closes the ones that stall."""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import attrs
import httpx
from textsvc import webhooks
from textsvc.testing import FakeService

from tests.webhooks.listeners import chunked, padded_json, raw_status, request_head

SECRET = webhooks.generate_secret()
SECRET_ENV = "TEXTSVC_WEBHOOK_SECRET"
MIB = 1024 * 1024


def announced_url(output: Path, process: subprocess.Popen[str]) -> str:
    """The URL the listener prints once it listens (within 10 s): it picks its own free port, so no
    other test's server can take the port between a probe and the listener's bind."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and process.poll() is None:
        found = re.search(r"listening on (http://\S+/)", output.read_text())
        if found:
            return found.group(1)
        time.sleep(0.05)
    raise AssertionError(f"the listener did not say where it listens: {output.read_text()!r}")


@attrs.define
class Listener:
    port: int
    url: str
    output: str = ""
    errors: str = ""


@contextmanager
def listening(*flags: str) -> Iterator[Listener]:
    """The listener as a subprocess on a port of its choosing; its output is there once the block ends.

    Output goes to files, not pipes: a full pipe would block the listener printing a large event.
    """
    command = [sys.executable, "-m", "textsvc.webhooks", "listen", "--port", "0", *flags]
    with tempfile.TemporaryDirectory() as directory:
        stdout, stderr = Path(directory, "stdout"), Path(directory, "stderr")
        with (
            stdout.open("w") as out,
            stderr.open("w") as err,
            subprocess.Popen(
                command, stdout=out, stderr=err, text=True, env={**os.environ, SECRET_ENV: SECRET}
            ) as process,
        ):
            try:
                url = announced_url(stdout, process)
                listener = Listener(port=httpx.URL(url).port or 80, url=url)
                yield listener
            finally:
                process.terminate()
                process.wait(timeout=10)
        listener.output, listener.errors = stdout.read_text(), stderr.read_text()


def signed(body: bytes) -> dict[str, str]:
    return {"X-Signature": webhooks.sign(body, SECRET)}


def test_listener_prints_verified_events_and_refuses_bad_ones() -> None:
    body = json.dumps({"from": "+15555550100", "text": "hello"}).encode()
    with listening() as listener:
        good = httpx.post(listener.url, content=body, headers=signed(body))
        bad = httpx.post(listener.url, content=body, headers={"X-Signature": "0" * 64})
        missing = httpx.post(listener.url, content=body)
    assert (good.status_code, bad.status_code, missing.status_code) == (200, 400, 400)
    assert '"text": "hello"' in listener.output
    assert listener.output.count('"from"') == 1
    assert SECRET not in listener.output + listener.errors


def test_listener_prints_the_class_of_each_event_typed_from_the_fakes_deliveries() -> None:
    with listening() as listener, FakeService(rate_limits=False) as fake, fake.client() as client:
        for event in ("message-send", "delivery-status", "number-opt-in"):
            client.webhooks.create(event=event, url=listener.url, secret=SECRET)
        client.messages.send(message="Doors open at 9", subscribers=["+15555550100"])
        fake.wait_for_webhooks()
        [wrong_shape] = fake.emit("number-opt-in", {"event": "number-opt-in", "number": 15555550100})
    assert wrong_shape.status == 200
    classes = [line for line in listener.output.splitlines() if line.endswith("Event")]
    assert classes == ["MessageSendEvent", "DeliveryStatusEvent", "WebhookEvent"]
    assert '"number": 15555550100' in listener.output


def test_listener_needs_a_secret() -> None:
    environment = {key: value for key, value in os.environ.items() if key != SECRET_ENV}
    result = subprocess.run(
        [sys.executable, "-m", "textsvc.webhooks", "listen"],
        capture_output=True,
        text=True,
        env=environment,
        check=False,
    )
    assert result.returncode == 2
    assert SECRET_ENV in result.stderr


def test_listener_refuses_a_secret_that_is_not_text_without_showing_it() -> None:
    secret = b"topsecret\xff\xfe"
    environment: dict[bytes, bytes] = {**os.environb, SECRET_ENV.encode(): secret}
    result = subprocess.run(
        [sys.executable, "-m", "textsvc.webhooks", "listen", "--port", "0"],
        capture_output=True,
        env=environment,
        check=False,
        timeout=20,
    )
    assert result.returncode == 2
    assert b"not valid text" in result.stderr
    assert b"topsecret" not in result.stdout + result.stderr
    assert b"\\udcff" not in result.stderr


def test_a_stalled_connection_does_not_hold_up_another_delivery() -> None:
    body = b'{"text": "on time"}'
    with listening() as listener, socket.create_connection(("127.0.0.1", listener.port)) as stall:
        stall.sendall(b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\n")  # never finished
        time.sleep(0.2)  # let the listener start reading it
        response = httpx.post(listener.url, content=body, headers=signed(body), timeout=5)
    assert response.status_code == 200
    assert '"text": "on time"' in listener.output


def test_a_connection_that_sends_nothing_is_closed_after_the_read_timeout() -> None:
    with listening("--read-timeout", "0.5") as listener:
        with socket.create_connection(("127.0.0.1", listener.port), timeout=10) as idle:
            started = time.monotonic()
            assert idle.recv(1024) == b""  # closed by the listener, not by this socket's timeout
            waited = time.monotonic() - started
        with socket.create_connection(("127.0.0.1", listener.port), timeout=10) as stalled_body:
            stalled_body.sendall(request_head("POST", "/", {"Content-Length": "10", **signed(b"{}")}) + b"{}")
            assert stalled_body.recv(1024).startswith(b"HTTP/1.0 408 ")
    assert waited < 10
    assert listener.output.count("{") == 0


def test_the_read_timeout_has_a_documented_default() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "textsvc.webhooks", "listen", "--help"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert "--read-timeout SECONDS" in result.stdout
    assert "(default: 10)" in result.stdout


def test_listener_caps_the_body_at_one_mebibyte_unless_told() -> None:
    over = padded_json(MIB + 1)
    with listening() as listener:
        assert raw_status(listener.url, request_head("POST", "/", {"Content-Length": str(MIB + 1)})) == 413
        within = padded_json(MIB)
        taken = httpx.post(listener.url, content=within, headers=signed(within), timeout=10)
    with listening("--max-body-bytes", "100") as small:
        refused = httpx.post(small.url, content=padded_json(101), headers=signed(padded_json(101)))
        head = request_head("POST", "/", {"Transfer-Encoding": "chunked", **signed(over)})
        assert raw_status(small.url, head + chunked(over[:150], over[150:300], last=False)) == 413
    assert taken.status_code == 200
    assert refused.status_code == 413
    assert listener.output.count('"pad"') == 1
    assert small.output.count('"pad"') == 0


def test_a_client_still_sending_a_refused_body_reads_the_413() -> None:
    body = padded_json(4 * MIB)
    with listening("--max-body-bytes", "100") as listener:
        # answered after the head: the client reads the 413 while it is still sending
        response = httpx.post(listener.url, content=body, headers=signed(body), timeout=10)
    assert response.status_code == 413
    assert "100 bytes" in response.text


def test_listener_takes_chunked_deliveries() -> None:
    body = json.dumps({"text": "in chunks"}).encode()
    head = request_head("POST", "/", {"Transfer-Encoding": "chunked", **signed(body)})
    with listening() as listener:
        streamed = httpx.post(listener.url, content=iter([body[:5], body[5:]]), headers=signed(body))
        wrong = httpx.post(listener.url, content=iter([body]), headers=signed(b"{}"))
        # Extensions and trailers are allowed (RFC 9112) and skipped; the size may be upper case.
        extended = b"5;name=value\r\n%s\r\n%X\r\n%s\r\n0\r\nTrailer: x\r\n\r\n" % (
            body[:5],
            len(body) - 5,
            body[5:],
        )
        assert raw_status(listener.url, head + extended) == 200
    assert (streamed.status_code, wrong.status_code) == (200, 400)
    assert listener.output.count('"text": "in chunks"') == 2


def test_listener_answers_400_to_broken_chunk_framing() -> None:
    body = b'{"text": "broken"}'
    head = request_head("POST", "/", {"Transfer-Encoding": "chunked", **signed(body)})
    broken = [
        b"zz\r\n" + chunked(body),  # not a hexadecimal size
        b"%x\r\n%sXX0\r\n\r\n" % (len(body), body),  # no CRLF after the data
        b"%x\r\n%s\r\n0\r\n" % (len(body), body) + b"T: x\r\n" * 100 + b"\r\n",  # endless trailers
        b"1" * 5000 + b"\r\n",  # a size line longer than any size
    ]
    with listening() as listener:
        statuses = [raw_status(listener.url, head + framing) for framing in broken]
    assert statuses == [400] * len(broken)
    assert "broken" not in listener.output
