"""Peak memory of a long listing: ``python -m benchmarks.memory`` (also ``python -m benchmarks.run memory``).

Each listing runs in a fresh child process, so that its peak is its own: it iterates
``client.deliveries.list()`` (pages of 1000, the pager's default) from ``canned_server.py``, which
makes each page up when asked and holds none, and reports its peak resident set (``VmHWM``).
The idle client is a child that makes one call of the same listing (a page of one row) and stops:
everything imported, one answer parsed.

A pager that holds only the page it is on grows with the page, not with the listing: the
1,000,000-record run peaks where the 100,000-record run does.
"""

from __future__ import annotations

import gc
import itertools
import json
import resource
import statistics
import subprocess
import sys

from benchmarks.effort import rounds
from benchmarks.figures import API_KEY, Figure, canned_server

SIZES = (100_000, 1_000_000)
TARGET = 1.2
"""The 1,000,000-record run's peak may be this many times the 100,000-record run's."""


def peak_rss_kib() -> int:
    """This process's peak resident set, in KiB.

    ``VmHWM`` where there is a /proc: ``ru_maxrss`` keeps, across ``exec``, the peak of the process
    that forked the child, so a child of a large parent would report the parent's size.
    """
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak // 1024 if sys.platform == "darwin" else peak  # bytes on macOS, KiB elsewhere


def child(base_url: str, records: int) -> None:
    """List ``records`` records (0: one row, the idle client) and print what it took, as JSON."""
    import time

    import textsvc

    full_collections = gc.get_stats()[2]["collections"]
    started = time.perf_counter()
    with textsvc.Client(api_key=API_KEY, base_url=base_url) as client:
        if records:
            listed = sum(1 for _ in client.deliveries.list())
        else:
            listed = sum(1 for _ in itertools.islice(client.deliveries.list(page_size=1), 1))
    seconds = time.perf_counter() - started
    peak_kib = peak_rss_kib()
    result = {
        "listed": listed,
        "peak_mib": peak_kib / 1024,
        "seconds": seconds,
        # What only the cycle collector frees, and how often it ran in full: a listing that leaves
        # garbage in cycles holds it until the next full collection.
        "full_collections": gc.get_stats()[2]["collections"] - full_collections,
        "cyclic_garbage": gc.collect(),
    }
    print(json.dumps(result))


def _run_child(base_url: str, records: int) -> dict[str, float]:
    run = subprocess.run(
        [sys.executable, "-m", "benchmarks.memory", "child", base_url, str(records)],
        capture_output=True,
        text=True,
        check=True,
    )
    result: dict[str, float] = json.loads(run.stdout)
    assert result["listed"] == (records or 1), (result, records)
    return result


def measure() -> list[Figure]:
    small, large = SIZES
    runs: dict[int, list[dict[str, float]]] = {0: [], small: [], large: []}
    with canned_server(records=small) as small_url, canned_server(records=large) as large_url:
        urls = {0: large_url, small: small_url, large: large_url}
        for index in range(rounds(3)):
            order = [0, small, large]
            for records in order[index % 3 :] + order[: index % 3]:
                runs[records].append(_run_child(urls[records], records))

    def peak(records: int) -> float:
        return statistics.median(run["peak_mib"] for run in runs[records])

    def rate(records: int) -> float:
        return records / statistics.median(run["seconds"] for run in runs[records])

    def garbage(records: int) -> str:
        run = runs[records][0]
        return (
            f"full collections during the listing: {run['full_collections']:.0f}, objects in cycles "
            f"left for the collector at its end: {run['cyclic_garbage']:.0f}"
        )

    idle = peak(0)
    small_ratios = tuple(a["peak_mib"] / b["peak_mib"] for a, b in zip(runs[small], runs[0], strict=True))
    large_ratios = tuple(a["peak_mib"] / b["peak_mib"] for a, b in zip(runs[large], runs[small], strict=True))
    ratio = statistics.median(large_ratios)
    return [
        Figure(
            f"peak RSS iterating {small:,} records (`deliveries.list()`, pages of 1000)",
            peak(small),
            idle,
            "MiB",
            "informational",
            True,
            f"{peak(small) - idle:.1f} MiB above the idle client; {rate(small):,.0f} records/s; "
            f"{garbage(small)}; each run a fresh process; a loopback server that makes pages up",
            small_ratios,
            "an idle client after one call",
        ),
        Figure(
            f"peak RSS iterating {large:,} records (`deliveries.list()`, pages of 1000)",
            peak(large),
            peak(small),
            "MiB",
            f"<= {TARGET}x (grows O(page))",
            ratio <= TARGET,
            f"{peak(large) - idle:.1f} MiB above the idle client ({idle:.1f} MiB); "
            f"{rate(large):,.0f} records/s; {garbage(large)}",
            large_ratios,
            f"the {small:,}-record run",
        ),
    ]


def main() -> int:
    if sys.argv[1:2] == ["child"]:
        child(sys.argv[2], int(sys.argv[3]))
        return 0
    from benchmarks.run import table  # not at the top: benchmarks.run imports this module

    print(table(measure()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
