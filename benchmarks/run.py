"""``nox -s bench``: every figure side by side with its baseline, as one markdown table.

Written to benchmarks/RESULTS.md as well. Nothing here is asserted in a test: these machines
are shared and noisy, so only ratios measured in the same run are compared.
"""

from __future__ import annotations

import math
import platform
import sys
from pathlib import Path

from benchmarks import figures, pacing_jobs, structuring

RESULTS = Path(__file__).with_name("RESULTS.md")


def table(rows: list[figures.Figure]) -> str:
    lines = [
        "| figure | SDK | baseline | ratio | target | met | note |",
        "|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        baseline = "—" if math.isnan(row.baseline) else f"{row.baseline:.3g} {row.unit}"
        ratio = "—" if math.isnan(row.ratio) else f"{row.ratio:.2f}x"
        lines.append(
            f"| {row.name} | {row.sdk:.3g} {row.unit} | {baseline} | {ratio} | {row.target} | "
            f"{'yes' if row.met else '**no**'} | {row.note} |"
        )
    return "\n".join(lines)


def main(selected: list[str]) -> int:
    measures = {
        "call": lambda: [figures.per_call_cost()],
        "parse": figures.page_parsing,
        "structuring": structuring.measure,
        "list": lambda: [figures.listing_without_limits()],
        "limits": lambda: [figures.listing_with_limits()],
        "concurrent": lambda: [figures.concurrent_gets()],
        "pacing": pacing_jobs.measure,
        "import": lambda: [figures.import_time()],
        "verify": lambda: [figures.signature_verification()],
        "generate": lambda: [figures.regeneration_time()],
    }
    rows: list[figures.Figure] = []
    for name, measure in measures.items():
        if selected and name not in selected:
            continue
        print(f"measuring {name} ...", file=sys.stderr, flush=True)
        rows.extend(measure())
    machine = f"Python {platform.python_version()} on {platform.machine()}"
    report = (
        f"# Benchmarks\n\n{machine}; medians of several runs; "
        "each ratio compares figures measured side by side in one run.\n\n" + table(rows) + "\n"
    )
    print(report)
    if not selected:
        RESULTS.write_text(report)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
