"""The share of killed mutants, overall and per module, from ``mutmut results --all true``.

A mutant counts as killed when a test failed (``killed``) or did not finish within mutmut's time
limit (``timeout``: a mutant that makes a call hang is caught, as the tests bound every wait).
``survived`` and ``no tests`` (no selected test runs the mutated function) are not killed. Mutants
``not checked`` (left out of a run given mutant names) are left out of the figures. Survivors that
only reword a message (``mutation_text``) are counted, and the share is also given without them.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import attrs

KILLED_STATUSES = frozenset({"killed", "timeout", "caught by type check"})
# "    textsvc._retry.x_retries_status__mutmut_3: killed"; a method is "xǁClassǁname".
_LINE = re.compile(r"^\s*(?P<name>\S+__mutmut_\d+): (?P<status>.+?)\s*$")
_FUNCTION_PART = re.compile(r"\.(?:x_|xǁ)")


@attrs.frozen
class Outcome:
    name: str
    status: str
    rewording: bool = False
    """A survivor that only rewords the text of an error or a log record."""

    @property
    def module(self) -> str:
        """The mutated module, as imported (``textsvc._retry``)."""
        return _FUNCTION_PART.split(self.name, maxsplit=1)[0]

    @property
    def killed(self) -> bool:
        return self.status in KILLED_STATUSES


def read_outcomes(listing: str) -> list[Outcome]:
    outcomes = []
    for line in listing.splitlines():
        match = _LINE.match(line)
        if match and match["status"] != "not checked":
            outcomes.append(Outcome(match["name"], match["status"]))
    return outcomes


def killed_share(outcomes: list[Outcome], *, without_rewordings: bool = False) -> float:
    """Killed mutants in percent of all (100 when there are none), or of all but the rewordings."""
    counted = [outcome for outcome in outcomes if not (without_rewordings and outcome.rewording)]
    if not counted:
        return 100.0
    return 100 * sum(outcome.killed for outcome in counted) / len(counted)


def source_path(module: str) -> str:
    """Where ``module`` lives in the tree (``overlay/textsvc/_retry.py``)."""
    path = Path(__file__).resolve().parent.parent / "overlay" / module.replace(".", "/")
    name = "overlay/" + module.replace(".", "/")
    return name + "/__init__.py" if path.is_dir() else name + ".py"


def _row(label: str, outcomes: list[Outcome]) -> str:
    statuses = Counter(outcome.status for outcome in outcomes)
    killed = sum(outcome.killed for outcome in outcomes)
    rewordings = sum(outcome.rewording for outcome in outcomes)
    share, share_without = killed_share(outcomes), killed_share(outcomes, without_rewordings=True)
    return (
        f"| {label} | {len(outcomes)} | {killed} | {statuses['timeout']} | {len(outcomes) - killed} "
        f"| {rewordings} | {share:.1f}% | {share_without:.1f}% |"
    )


def markdown_report(outcomes: list[Outcome], *, wall_time: float | None = None, max_children: int = 0) -> str:
    by_module: dict[str, list[Outcome]] = {}
    for outcome in outcomes:
        by_module.setdefault(outcome.module, []).append(outcome)
    lines = [
        "## Mutation testing (`nox -s mutate`)",
        "",
        "| module | mutants | killed | of which timeouts | not killed | of which rewordings "
        "| killed share | killed share, rewordings left out |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for module in sorted(by_module, key=source_path):
        lines.append(_row(f"`{source_path(module)}`", by_module[module]))
    lines.append(_row("**all**", outcomes))
    if wall_time is not None:
        lines += ["", f"mutmut 3, {max_children} workers; wall time {wall_time / 60:.1f} min."]
    return "\n".join(lines)
