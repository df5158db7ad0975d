"""``nox -s conformance``: Prism, a validator nobody here wrote, checks every exchange of the SDK with
the fake against the spec.

Prism runs as a validating proxy (``prism proxy --errors``) in front of a ``FakeService`` on a port
chosen here. Through it go the tour (``examples/tour.py``) and every public method of both clients
(``tests/overlay/test_operations.py``, error answers included). A request the spec refuses is
answered 422 by Prism and never reaches the fake; an answer the spec refuses is replaced by a 500:
either fails the code that made the call. The run fails on that, and on any violation Prism logs,
and prints how many exchanges Prism checked.

Prism matches the spec's paths without the path of its server (``/v3``), while the SDK requires a
base URL ending in ``/v3``: Prism reads a test-only copy of the spec, written here, whose paths
start with ``/v3`` and which names no server. Nothing in the SDK or the fake knows Prism is there:
the clients are given Prism's URL as their ``base_url``.

    python scripts/conformance.py --prism build/node/node_modules/.bin/prism
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import socket
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "openapi" / "textsvc.yaml"
TOUR = ROOT / "examples" / "tour.py"
EVERY_METHOD = "tests/overlay/test_operations.py"
PREFIX = "/v3"
STARTUP_SECONDS = 60.0

BASE_URL_VARIABLE = "TEXTSVC_CONFORMANCE_BASE_URL"
"""Read by tests/conftest.py: the base URL the tests' clients are given (Prism's)."""
FAKE_PORT_VARIABLE = "TEXTSVC_CONFORMANCE_FAKE_PORT"
"""Read by tests/conftest.py: the port the tests' fakes listen on (Prism's upstream)."""

_RECEIVED = re.compile(r"\[HTTP SERVER\] \S+ \S+ .*Request received")
_TERMINATED = re.compile(r"Request terminated with error: \S*#(\w+)")
_KINDS = {"UNPROCESSABLE_ENTITY": "request", "VIOLATIONS": "response"}
"""Prism's answer (with ``--errors``) to a request the spec refuses, and to an answer it refuses;
any other error of Prism's (no path matched, no credentials...) is a request it refused."""


def prism_spec(spec: dict[str, Any]) -> dict[str, Any]:
    """The spec as Prism must read it to match the SDK's requests: every path under ``/v3``."""
    copied: dict[str, Any] = json.loads(json.dumps(spec))
    copied.pop("servers", None)
    copied["paths"] = {PREFIX + path: item for path, item in spec["paths"].items()}
    return copied


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextmanager
def prism(binary: str, spec: Path, upstream: str, port: int, log: Path) -> Iterator[None]:
    """Prism as a validating proxy to ``upstream`` on ``port``, its log written to ``log``."""
    command = [binary, "proxy", str(spec), upstream, "--host", "127.0.0.1", "--port", str(port), "--errors"]
    with log.open("w") as output:
        process = subprocess.Popen(command, stdout=output, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + STARTUP_SECONDS
        while "Prism is listening" not in log.read_text(errors="replace"):
            if process.poll() is not None or time.monotonic() > deadline:
                sys.stderr.write(log.read_text(errors="replace"))
                raise SystemExit("Prism did not start")
            time.sleep(0.1)
        yield
    finally:
        process.terminate()
        process.wait(timeout=10)


def run_tour(fake_port: int, base_url: str) -> None:
    loaded = importlib.util.spec_from_file_location("tour", TOUR)
    assert loaded is not None
    assert loaded.loader is not None
    tour = importlib.util.module_from_spec(loaded)
    loaded.loader.exec_module(tour)
    summary = tour.fake_tour(port=fake_port, base_url=base_url)
    print(f"the tour through Prism: {summary}")


def run_every_method(fake_port: int, base_url: str) -> int:
    environment = {**os.environ, BASE_URL_VARIABLE: base_url, FAKE_PORT_VARIABLE: str(fake_port)}
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", EVERY_METHOD]
    return subprocess.run(command, cwd=ROOT, env=environment).returncode


def read_log(log: Path) -> tuple[int, Counter[str], list[str]]:
    """Exchanges Prism received, its violations by side and its refusals, and the lines saying them."""
    exchanges, found, lines = 0, Counter[str](), []
    for line in log.read_text(errors="replace").splitlines():
        if _RECEIVED.search(line):
            exchanges += 1
        terminated = _TERMINATED.search(line)
        if terminated:
            found[_KINDS.get(terminated.group(1), "refused")] += 1
            lines.append(line)
    return exchanges, found, lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--prism", required=True, help="the prism executable")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "conformance", help="where to write")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    spec_path = args.out / "textsvc.prism.json"
    spec_path.write_text(json.dumps(prism_spec(yaml.safe_load(SPEC.read_text(encoding="utf-8")))))
    log = args.out / "prism.log"
    fake_port, prism_port = free_port(), free_port()
    base_url = f"http://127.0.0.1:{prism_port}{PREFIX}"
    failures = []
    with prism(args.prism, spec_path, f"http://127.0.0.1:{fake_port}", prism_port, log):
        try:
            run_tour(fake_port, base_url)
        except Exception as error:  # reported with the log's count below
            failures.append(f"the tour failed: {type(error).__name__}: {error}")
        if run_every_method(fake_port, base_url) != 0:
            failures.append(f"{EVERY_METHOD} failed through Prism")
    exchanges, found, lines = read_log(log)
    print("\n".join(lines))
    print(
        f"conformance: {exchanges} exchanges checked by Prism; {found['request']} request violations, "
        f"{found['response']} response violations, {found['refused']} requests refused (log: {log})"
    )
    if exchanges == 0:
        failures.append("Prism checked no exchange")
    if sum(found.values()):
        failures.append("Prism found violations")
    for failure in failures:
        print(f"conformance: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
