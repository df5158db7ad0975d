"""Mutation testing of the overlay's core with mutmut 3: ``nox -s mutate`` runs this.

mutmut imports the mutated copy of a package from ``mutants/src`` (or the top of the tree) under
the name its path gives; ours lives in ``overlay/``. So the run happens in a workspace,
``build/mutation``: a copy of ``overlay/textsvc`` as ``src/textsvc``, with ``tests``, ``openapi``
and ``pyproject.toml``, whose ``[tool.mutmut]`` section names paths in that layout. The workspace is
made afresh on every run, so no mutant or result of an older tree survives. The generated packages
are not mutated and are imported from the installed distribution.

At the end the share of killed mutants, overall and per module, is printed as a Markdown table for
``benchmarks/RESULTS.md`` (also written to ``build/mutation/report.md``), with the diff of every
mutant that survived. Arguments after the options are mutant names or globs passed to ``mutmut run``
(e.g. ``'textsvc._retry.*'``).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import attrs
from mutation_report import Outcome, killed_share, markdown_report, read_outcomes
from mutation_text import rewords_a_message, source_of

ROOT = Path(__file__).resolve().parent.parent
WORKSPACE = ROOT / "build" / "mutation"
# (source in the tree, place in the workspace)
COPIES = (
    ("overlay/textsvc", "src/textsvc"),
    ("tests", "tests"),
    ("openapi", "openapi"),
    ("pyproject.toml", "pyproject.toml"),
)
_JUNK = shutil.ignore_patterns("__pycache__", "*.pyc", ".hypothesis", ".pytest_cache", "mutants")
TEST_TIME_LIMIT = 30
"""Seconds a test may run under a mutant (pytest-timeout): none takes more than 5 s unmutated, so a
test still running is one the mutant made hang, and fails. mutmut's own limit counts CPU seconds,
which a caller waiting forever on a socket or a bell does not spend."""
CHILDREN_PER_CORE = 4
"""Mutants tested at once per core: most of a run is tests waiting on real time (answers, timeouts,
windows), during which the cores are idle."""


def make_workspace(*, resume: bool = False) -> None:
    """A copy of the tree in the layout mutmut expects: fresh, or over the last run's results.

    Copies keep their files' modification times, so on ``resume`` mutmut regenerates the mutants of
    changed modules only and tests again only the functions whose code changed (mutmut 3 keys its
    results by a hash of each function).
    """
    if not resume:
        shutil.rmtree(WORKSPACE, ignore_errors=True)
    WORKSPACE.mkdir(parents=True, exist_ok=True)
    for source, target in COPIES:
        origin, destination = ROOT / source, WORKSPACE / target
        destination.parent.mkdir(parents=True, exist_ok=True)
        if origin.is_dir():
            shutil.rmtree(destination, ignore_errors=True)  # a file deleted from the tree goes too
            shutil.copytree(origin, destination, ignore=_JUNK)
        else:
            shutil.copy2(origin, destination)


def _mutmut(*arguments: str, capture: bool = False) -> subprocess.CompletedProcess[str]:
    # mutmut warns against ``python -m mutmut``: use the script installed next to this interpreter.
    executable = Path(sys.executable).parent / "mutmut"
    return subprocess.run(
        [str(executable), *arguments],
        cwd=WORKSPACE,
        check=False,
        text=True,
        capture_output=capture,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "PYTEST_TIMEOUT": str(TEST_TIME_LIMIT)},
    )


def with_survivor_diffs(outcomes: list[Outcome]) -> tuple[list[Outcome], str]:
    """The outcomes with rewordings marked, and ``mutmut show`` of every mutant not killed."""
    marked, shown = [], []
    for outcome in outcomes:
        if not outcome.killed:
            diff = _mutmut("show", outcome.name, capture=True).stdout.rstrip()
            outcome = attrs.evolve(outcome, rewording=rewords_a_message(diff, source_of(WORKSPACE, diff)))
            shown.append(diff + ("\n(rewords a message)" if outcome.rewording else ""))
        marked.append(outcome)
    return marked, "\n\n".join(shown)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--max-children", type=int, default=CHILDREN_PER_CORE * (os.cpu_count() or 2))
    parser.add_argument(
        "--fail-under", type=float, default=0.0, help="exit 1 if the killed share (in %%) is lower"
    )
    parser.add_argument(
        "--report-only", action="store_true", help="report on the last run's workspace, run nothing"
    )
    parser.add_argument(
        "--resume",
        action="store_true",
        help="keep the last run's results: test only mutants of changed functions and those not run yet",
    )
    parser.add_argument("mutants", nargs="*", help="mutant names or globs (default: all)")
    options = parser.parse_args()

    started = time.monotonic()
    if not options.report_only:
        make_workspace(resume=options.resume)
        run = _mutmut("run", "--max-children", str(options.max_children), *options.mutants)
        if run.returncode != 0:
            print(f"mutmut run failed with exit code {run.returncode}", file=sys.stderr)
            return run.returncode
    wall_time = None if options.report_only else time.monotonic() - started

    listing = _mutmut("results", "--all", "true", capture=True)
    outcomes, diffs = with_survivor_diffs(read_outcomes(listing.stdout))
    report = markdown_report(outcomes, wall_time=wall_time, max_children=options.max_children)
    (WORKSPACE / "report.md").write_text(report + ("\n\n```diff\n" + diffs + "\n```\n" if diffs else ""))
    print(diffs)
    print()
    print(report)
    unchecked = listing.stdout.count(": not checked")
    if unchecked:
        print(f"{unchecked} mutants not checked (the figures above leave them out)", file=sys.stderr)
        if not options.mutants:
            return 1  # a whole run that stopped early shows no figure for the whole
    share = killed_share(outcomes)
    if share < options.fail_under:
        print(
            f"killed {share:.1f}% of the mutants, under the {options.fail_under:g}% asked for",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
