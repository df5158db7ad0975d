"""``nox -s bench``: every figure side by side with its baseline, as one markdown table.

``python -m benchmarks.run [--quick] [NAME ...]``: the figures named (all without names), printed;
a full run (no names, no ``--quick``) also writes benchmarks/RESULTS.md. ``--quick`` takes one
round of each, for trying the scripts out. Nothing here is asserted in a test: these machines are
shared and noisy, so each figure is the median of several rounds and only ratios measured side by
side in one run are compared.
"""

from __future__ import annotations

import argparse
import datetime
import math
import os
import platform
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks import (
    effort,
    fake_throughput,
    figures,
    fleet_job,
    listeners,
    memory,
    pacing_jobs,
    pacing_scale,
    structuring,
    text,
)
from benchmarks.call_path import measure as call_paths

RESULTS = Path(__file__).with_name("RESULTS.md")

MEASURES: dict[str, Callable[[], list[figures.Figure]]] = {
    # The figures users feel (issue 16), in its order.
    "pacing": pacing_jobs.jobs,
    "scaling": pacing_scale.measure,
    "fleet": fleet_job.measure,
    "memory": memory.measure,
    "listeners": listeners.measure,
    "fake": fake_throughput.measure,
    "call": lambda: [figures.per_call_cost()],
    "parse": figures.page_parsing,
    "import": lambda: [figures.import_time()],
    # How many modules one call runs through (issue 23): counts, one run.
    "call_path": call_paths,
    # What earlier issues measured, kept.
    "structuring": structuring.measure,
    "list": lambda: [figures.listing_without_limits()],
    "limits": lambda: [figures.listing_with_limits()],
    "concurrent": lambda: [figures.concurrent_gets()],
    "verify": lambda: [figures.signature_verification()],
    "stores": pacing_jobs.store_costs,
    "generate": lambda: [figures.regeneration_time()],
    # What counting a text's segments costs (issue 36).
    "segments": text.measure,
}
USERS_FEEL = (
    *("pacing", "scaling", "fleet", "memory", "listeners", "fake"),
    *("call", "parse", "import", "call_path"),
)


def _number(value: float, unit: str) -> str:
    return "—" if math.isnan(value) else f"{value:,.3g} {unit}" if value < 1000 else f"{value:,.0f} {unit}"


def _spread(row: figures.Figure) -> str:
    if not row.rounds:
        return "—"
    low, high = min(row.rounds), max(row.rounds)
    count = f"{len(row.rounds)} round{'s' if len(row.rounds) > 1 else ''}"
    if math.isnan(row.ratio):
        return f"{count}: {_number(low, row.unit)}" + (
            f" to {_number(high, row.unit)}" if high != low else ""
        )
    return f"{count}: {low:.2f}x-{high:.2f}x"


def table(rows: list[figures.Figure], kept_from: int | None = None) -> str:
    """The rows as a markdown table; ``kept_from``: the index of the first row of earlier issues."""
    lines = [
        "| what | baseline | ours | ratio | target | met | spread |",
        "|---|---|---|---|---|---|---|",
    ]
    for index, row in enumerate(rows):
        if index == kept_from and index:
            lines.append("| *the figures of earlier issues* | | | | | | |")
        baseline = _number(row.baseline, row.unit)
        if row.baseline_label:
            baseline = row.baseline_label if baseline == "—" else f"{baseline}: {row.baseline_label}"
        ratio = "—" if math.isnan(row.ratio) else f"{row.ratio:.2f}x"
        lines.append(
            f"| {row.name} | {baseline} | {_number(row.sdk, row.unit)} | {ratio} | {row.target} | "
            f"{'yes' if row.met else '**no**'} | {_spread(row)} |"
        )
    return "\n".join(lines)


def notes(rows: list[figures.Figure]) -> str:
    return "\n".join(f"- **{row.name}**: {row.note}" for row in rows if row.note)


def _git(*arguments: str) -> str:
    try:
        return subprocess.run(["git", *arguments], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def machine() -> str:
    load = ", ".join(f"{value:.2f}" for value in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else "?"
    commit = _git("rev-parse", "--short", "HEAD") or "unknown"
    if _git("status", "--porcelain", "--untracked-files=no"):
        commit += " plus uncommitted changes"
    return (
        f"- date: {datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC\n"
        f"- Python {platform.python_version()} ({platform.python_implementation()}), {platform.platform()}\n"
        f"- machine: nproc {usable} ({os.cpu_count()} CPUs), "
        f"{_cpu_model()}; load average at the start {load}\n"
        f"- code: commit {commit}"
    )


def report(rows: list[figures.Figure], kept_from: int, header: str, minutes: float, command: str) -> str:
    return (
        "# Benchmarks\n\n"
        f"Written by `{command}` (`benchmarks/run.py`).\n\n{header}\n- the run took {minutes:.1f} minutes\n\n"
        "Each figure is the median of several rounds; `spread` is the lowest and highest round (of the "
        "ratio where there is a baseline). Ours and the baseline are measured side by side in one run, "
        "on loopback, interleaved where they can be; only their ratios are compared. `met` compares "
        "the ratio with the target. The rows above the line are what users feel (issue 16); those "
        "below it are the figures of earlier issues, kept.\n\n"
        + table(rows, kept_from)
        + "\n\n## Notes\n\n"
        + notes(rows)
        + "\n"
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.run", description=__doc__)
    parser.add_argument("names", nargs="*", metavar="NAME", help="any of: " + ", ".join(MEASURES))
    parser.add_argument("--quick", action="store_true", help="one round of each figure (no RESULTS.md)")
    args = parser.parse_args(argv)
    unknown = [name for name in args.names if name not in MEASURES]
    if unknown:
        parser.error(f"unknown figures {', '.join(unknown)}; choose from {', '.join(MEASURES)}")
    effort.QUICK = args.quick
    header = machine()
    started = time.monotonic()
    rows: list[figures.Figure] = []
    kept_from = 0
    for name, measure in MEASURES.items():
        if args.names and name not in args.names:
            continue
        print(f"measuring {name} ...", file=sys.stderr, flush=True)
        began = time.monotonic()
        rows.extend(measure())
        print(f"  {name}: {time.monotonic() - began:.0f} s", file=sys.stderr, flush=True)
        if name in USERS_FEEL:
            kept_from = len(rows)
    minutes = (time.monotonic() - started) / 60
    command = "python -m benchmarks.run " + " ".join(argv) if argv else "nox -s bench"
    text = report(rows, kept_from, header, minutes, command)
    print(text)
    if not args.names and not args.quick:
        RESULTS.write_text(text)
    unmet = [row.name for row in rows if not row.met]
    if unmet:
        print("not met: " + "; ".join(unmet), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
