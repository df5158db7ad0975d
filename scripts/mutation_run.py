"""Mutation testing of the overlay's core with mutmut 3: ``nox -s mutate`` runs this.

The modules mutated come in groups (``[tool.textsvc.mutation.<group>]`` in ``pyproject.toml``):
retry, pacing, pagination, bodies, webhooks. A group's mutants are judged by the group's tests, of
which mutmut runs, for each mutant, those that reach the mutated function. A function every call
runs through (the attempt loop, a window's take) is reached by nearly every test of the suite; its
own group's tests are the ones written to judge it, and a mutant that survives them costs their
time, not the whole suite's.

mutmut imports the mutated copy of a package from ``mutants/src`` under the name its path gives;
ours lives in ``overlay/``. So each group runs in a workspace, ``build/mutation/<group>``: a copy of
``overlay/textsvc`` as ``src/textsvc``, with ``tests``, ``openapi`` and ``pyproject.toml``, whose
``[tool.mutmut]`` section gets the group's modules and tests. A workspace is made afresh on every
run, unless ``--resume``. The generated packages are not mutated and are imported from the installed
distribution.

At the end the share of killed mutants, overall and per module, is printed as a Markdown table for
``benchmarks/RESULTS.md`` (also written to ``build/mutation/report.md``), with the diff of every
mutant that survived. Arguments after the options are mutant names or globs passed to ``mutmut run``
(e.g. ``'textsvc._pipeline.*'``), each in the group of its module.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
import tomllib
from collections.abc import Iterable
from pathlib import Path

import attrs
from mutation_report import Outcome, killed_share, markdown_report, read_outcomes
from mutation_text import rewords_a_message, source_of

ROOT = Path(__file__).resolve().parent.parent
WORKSPACES = ROOT / "build" / "mutation"
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


@attrs.frozen
class Group:
    name: str
    modules: tuple[str, ...]
    """Paths under ``overlay/textsvc``."""
    tests: tuple[str, ...]

    @property
    def workspace(self) -> Path:
        return WORKSPACES / self.name

    @property
    def module_names(self) -> tuple[str, ...]:
        """The modules as imported (``textsvc.pacing._rules``; a package's ``__init__`` is the package)."""
        names = ("textsvc." + module.removesuffix(".py").replace("/", ".") for module in self.modules)
        return tuple(name.removesuffix(".__init__") for name in names)

    def owns(self, mutant: str) -> bool:
        """Whether a mutant name or glob (``textsvc._pipeline.*``) is of this group's modules."""
        return any(mutant.startswith(name + ".") for name in self.module_names)


def read_groups() -> list[Group]:
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["textsvc"]["mutation"]
    return [Group(name, tuple(group["mutate"]), tuple(group["tests"])) for name, group in settings.items()]


def _toml_list(values: Iterable[str]) -> str:
    return "[" + ", ".join(f'"{value}"' for value in values) + "]"


def make_workspace(group: Group, *, resume: bool = False) -> None:
    """A copy of the tree in the layout mutmut expects: fresh, or over the last run's results.

    Copies keep their files' modification times, so on ``resume`` mutmut regenerates the mutants of
    changed modules only and tests again only the functions whose code changed (mutmut 3 keys its
    results by a hash of each function).
    """
    workspace = group.workspace
    if not resume:
        shutil.rmtree(workspace, ignore_errors=True)
    workspace.mkdir(parents=True, exist_ok=True)
    for source, target in COPIES:
        origin, destination = ROOT / source, workspace / target
        destination.parent.mkdir(parents=True, exist_ok=True)
        if origin.is_dir():
            shutil.rmtree(destination, ignore_errors=True)  # a file deleted from the tree goes too
            shutil.copytree(origin, destination, ignore=_JUNK)
        else:
            shutil.copy2(origin, destination)
    settings = workspace / "pyproject.toml"
    mutated = _toml_list(f"src/textsvc/{module}" for module in group.modules)
    section = (
        f"[tool.mutmut]\nonly_mutate = {mutated}\n"
        f"pytest_add_cli_args_test_selection = {_toml_list(group.tests)}\n"
    )
    settings.write_text(settings.read_text().replace("[tool.mutmut]\n", section, 1))
    shutil.copystat(ROOT / "pyproject.toml", settings)  # unchanged unless the tree's is


def _mutmut(workspace: Path, *arguments: str, capture: bool = False) -> subprocess.CompletedProcess[str]:
    # mutmut warns against ``python -m mutmut``: use the script installed next to this interpreter.
    executable = Path(sys.executable).parent / "mutmut"
    return subprocess.run(
        [str(executable), *arguments],
        cwd=workspace,
        check=False,
        text=True,
        capture_output=capture,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "PYTEST_TIMEOUT": str(TEST_TIME_LIMIT)},
    )


def with_survivor_diffs(workspace: Path, outcomes: list[Outcome]) -> tuple[list[Outcome], str]:
    """The outcomes with rewordings marked, and ``mutmut show`` of every mutant not killed."""
    marked, shown = [], []
    for outcome in outcomes:
        if not outcome.killed:
            diff = _mutmut(workspace, "show", outcome.name, capture=True).stdout.rstrip()
            outcome = attrs.evolve(outcome, rewording=rewords_a_message(diff, source_of(workspace, diff)))
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
    parser.add_argument("--group", action="append", help="run only this group (repeatable)")
    parser.add_argument("mutants", nargs="*", help="mutant names or globs (default: all)")
    options = parser.parse_args()

    groups = [group for group in read_groups() if not options.group or group.name in options.group]
    started = time.monotonic()
    outcomes: list[Outcome] = []
    diffs: list[str] = []
    unchecked = 0
    for group in groups:
        named = [mutant for mutant in options.mutants if group.owns(mutant)]
        if not options.report_only and (named or not options.mutants):
            make_workspace(group, resume=options.resume)
            run = _mutmut(group.workspace, "run", "--max-children", str(options.max_children), *named)
            if run.returncode != 0:
                print(f"mutmut run of {group.name} failed with exit code {run.returncode}", file=sys.stderr)
                return run.returncode
        if not group.workspace.is_dir():
            print(f"group {group.name} has not been run", file=sys.stderr)
            unchecked += 1
            continue
        listing = _mutmut(group.workspace, "results", "--all", "true", capture=True).stdout
        unchecked += listing.count(": not checked")
        marked, shown = with_survivor_diffs(group.workspace, read_outcomes(listing))
        outcomes += marked
        diffs += [shown] if shown else []
    wall_time = None if options.report_only else time.monotonic() - started

    report = markdown_report(outcomes, wall_time=wall_time, max_children=options.max_children)
    shown_diffs = "\n\n".join(diffs)
    WORKSPACES.mkdir(parents=True, exist_ok=True)
    (WORKSPACES / "report.md").write_text(
        report + ("\n\n```diff\n" + shown_diffs + "\n```\n" if shown_diffs else "")
    )
    print(shown_diffs)
    print()
    print(report)
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
