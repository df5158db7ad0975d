"""``nox -s fuzz``: Schemathesis, a fuzzer nobody here wrote, sends requests made
from the spec to ``python -m textsvc.testing --no-rate-limits``, strict and lenient, at a fixed seed
and a bounded number of examples per operation, and reads every failure it reports.

The run fails on any server error, any answer the spec refuses (status, content type, headers, body),
any schema-violating request the strict fake accepts, and any schema-valid request refused for a
rule the spec does not list. The rules no schema can state are listed once, in the spec's
top-level ``x-unstated-rules`` (each with its reason and the fake's refusal as a regular
expression): a schema-valid request refused for one of them is counted under its name, not failed.
The lenient fake takes more than the schemas allow (its choices are off), so schema-violating
requests are not checked there. More than ``MAX_LISTED_REFUSALS`` listed refusals in a mode fail the
run too: each is a request a client generated from the spec would see refused.

The two modes run at once, each against a fake of its own with one Schemathesis worker: the same
seed then sends the same requests in the same order, so the counts are the same every run (two
workers sharing one fake made them vary: a record one created changed what the other's found).

    python scripts/schema_fuzz.py [--examples N] [--seed N]
"""

from __future__ import annotations

import argparse
import base64
import json
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "openapi" / "textsvc.yaml"
API_KEY = "schema-fuzz-key"
SEEDS = ("campaigns=3", "campaign_messages=3", "threads=3", "controlled_templates=3", "keywords=3")
"""Records seeded before the run, so that reads of an id find something."""
RESPONSE_CHECKS = (
    "not_a_server_error",
    "status_code_conformance",
    "content_type_conformance",
    "response_headers_conformance",
    "response_schema_conformance",
)
MODES = {"strict": (), "lenient": ("--no-strict",)}
MAX_LISTED_REFUSALS = 5
"""The most schema-valid refusals for listed rules a mode may have (issue 35)."""


def unstated_rules(spec: dict[str, Any], mode: str) -> dict[str, re.Pattern[str]]:
    """The spec's ``x-unstated-rules`` that hold in ``mode``: name -> the fake's refusal for it."""
    return {
        name: re.compile(rule["refusal"])
        for name, rule in spec.get("x-unstated-rules", {}).items()
        if mode == "strict" or not rule.get("strict-only", False)
    }


def _start_fake(flags: tuple[str, ...]) -> tuple[subprocess.Popen[str], str]:
    command = [
        sys.executable,
        "-m",
        "textsvc.testing",
        "--no-rate-limits",
        "--port",
        "0",
        "--api-key",
        API_KEY,
    ]
    command += [argument for seed in SEEDS for argument in ("--seed", seed)]
    fake = subprocess.Popen([*command, *flags], stdout=subprocess.PIPE, text=True)
    assert fake.stdout is not None
    for line in fake.stdout:
        if line.startswith("TEXTSVC_BASE_URL="):
            return fake, line.strip().partition("=")[2]
    fake.kill()
    raise SystemExit(f"the fake exited ({fake.wait()}) before printing its base URL")


def _failures(events: Path) -> list[dict[str, Any]]:
    """Each failed check of the run: its check, operation, and the answer's status and message."""
    found = []
    for line in events.read_text().splitlines():
        event = json.loads(line).get("ScenarioFinished")
        if not event:
            continue
        recorder = event["recorder"]
        for case_id, checks in recorder["checks"].items():
            for check in checks:
                if check["status"] != "failure":
                    continue
                interaction = recorder["interactions"].get(case_id) or {}
                response = interaction.get("response") or {}
                request = interaction.get("request") or {}
                sent = base64.b64decode((request.get("body") or {}).get("$base64", "") or b"")
                content = base64.b64decode(response.get("content", {}).get("$base64", "") or b"")
                try:
                    message = str(json.loads(content).get("message", ""))
                except (ValueError, AttributeError):
                    message = content[:200].decode(errors="replace")
                found.append(
                    {
                        "check": check["name"],
                        "operation": recorder["label"],
                        "status": response.get("status_code"),
                        "message": message,
                        "request": f"{request.get('uri', '')} {sent[:300].decode(errors='replace')}",
                    }
                )
    return found


def run_mode(mode: str, examples: int, seed: int, rules: dict[str, re.Pattern[str]]) -> dict[str, Any]:
    """One Schemathesis run against a fake in ``mode``; what it found, sorted into the kinds above."""
    checks = [*RESPONSE_CHECKS, "positive_data_acceptance"]
    if mode == "strict":
        checks.append("negative_data_rejection")
    fake, base_url = _start_fake(MODES[mode])
    started = time.monotonic()
    try:
        with tempfile.TemporaryDirectory(prefix="textsvc-schema-fuzz-") as scratch:
            events = Path(scratch, "events.ndjson")
            command = [
                sys.executable, "-m", "schemathesis.cli", "run", str(SPEC), "--url", base_url,
                "-H", f"Authorization: Bearer {API_KEY}", "--seed", str(seed), "-n", str(examples),
                "--phases", "fuzzing", "--checks", ",".join(checks), "--no-shrink",
                "--generation-database", "none", "--suppress-health-check", "all", "--workers", "1",
                "--report", "ndjson", "--report-ndjson-path", str(events), "--no-color",
            ]  # fmt: skip
            # Run in the scratch directory: Schemathesis keeps the failures it found under its working
            # directory and replays them next time, which would make one run depend on the last.
            subprocess.run(command, stdout=subprocess.DEVNULL, check=False, cwd=scratch)
            failures = _failures(events)
    finally:
        fake.terminate()
        fake.wait()
    listed, unlisted = sort_failures(failures, rules)
    return {"seconds": time.monotonic() - started, "listed": listed, "unlisted": unlisted}


def sort_failures(
    failures: list[dict[str, Any]], rules: dict[str, re.Pattern[str]]
) -> tuple[Counter[str], list[dict[str, Any]]]:
    """The schema-valid refusals for a listed rule, counted by rule; and every other failure."""
    listed: Counter[str] = Counter()
    unlisted = []
    for failure in failures:
        if failure["check"] == "positive_data_acceptance":
            rule = next((name for name, refusal in rules.items() if refusal.search(failure["message"])), None)
            if rule is not None:
                listed[rule] += 1
                continue
        unlisted.append(failure)
    return listed, unlisted


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=5, help="examples per operation (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    spec = yaml.safe_load(SPEC.read_text())
    with ThreadPoolExecutor(len(MODES)) as pool:
        runs = {
            mode: pool.submit(run_mode, mode, args.examples, args.seed, unstated_rules(spec, mode))
            for mode in MODES
        }
    failed = False
    for mode, run in runs.items():
        result = run.result()
        kinds = Counter(failure["check"] for failure in result["unlisted"])
        listed = sum(result["listed"].values())
        print(
            f"schemathesis, {mode} fake, seed {args.seed}, {args.examples} examples an operation: "
            f"{result['seconds']:.1f} s; failures: {dict(kinds) or 'none'}; "
            f"schema-valid refusals for listed rules: {dict(result['listed']) or 'none'}"
        )
        for failure in result["unlisted"]:
            print(f"  {failure['check']}: {failure['operation']} -> {failure['status']} {failure['message']}")
            print(f"    sent: {failure['request']}")
        if listed > MAX_LISTED_REFUSALS:
            print(f"  {listed} listed refusals, more than {MAX_LISTED_REFUSALS}: state more rules as schemas")
        failed = failed or bool(result["unlisted"]) or listed > MAX_LISTED_REFUSALS
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
