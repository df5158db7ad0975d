"""The mutants issue 11 names, each applied by hand to a copy of the tree: its tests must fail.

mutmut does not make these (it leaves module constants, class defaults and ``with`` blocks alone,
and the groups and analytics resources are outside its run), yet each once survived the suite.
Every edit must match its file exactly once, so an edit that no longer applies is an error rather
than a mutant quietly not made. The copy is ``build/named-mutants``; the installed ``textsvc`` is
shadowed there through ``PYTHONPATH``.

Usage: python scripts/named_mutants.py [name ...]
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

ROOT = Path(__file__).resolve().parent.parent
COPY = ROOT / "build" / "named-mutants"
# A test run that passes this limit counts as killed: the suite's own waits are bounded.
TIMEOUT = 300.0


@attrs.frozen
class Edit:
    path: str
    """Relative to ``overlay/textsvc``."""
    before: str
    after: str


@attrs.frozen
class NamedMutant:
    name: str
    edits: tuple[Edit, ...]
    tests: tuple[str, ...]


def _mutant(name: str, path: str, before: str, after: str, *tests: str) -> NamedMutant:
    return NamedMutant(name, (Edit(path, before, after),), tests)


MUTANTS = (
    _mutant(
        "the pacer without its lock",
        "pacing/_store.py",
        "self._lock = fork_safe_lock(self)",
        "self._lock = __import__('contextlib').nullcontext()",
        "tests/overlay/test_pacer.py",
        "tests/overlay/test_concurrent_pacing.py",
    ),
    _mutant(
        "the pacer forgetting the places handed out when an answer tells a count",
        "pacing/_rules.py",
        "self.taken = max(self.taken, used)",
        "self.taken = used",
        "tests/overlay/test_pacer.py",
        "tests/overlay/test_concurrent_pacing.py",
    ),
    _mutant(
        "backoff without jitter",
        "_pipeline.py",
        "return shortest + (longest - shortest) * rng.random()",
        "return longest",
        "tests/overlay/test_retries.py",
        "tests/overlay/test_retry_policy.py",
    ),
    _mutant(
        "a higher backoff cap",
        "_backoff.py",
        "maximum: float = 8.0",
        "maximum: float = 16.0",
        "tests/overlay/test_retries.py",
        "tests/overlay/test_retry_policy.py",
    ),
    _mutant(
        "a higher cap on server-requested waits",
        "_rate_limit.py",
        "MAX_WAIT = 60.0",
        "MAX_WAIT = 120.0",
        "tests/overlay/test_retries.py",
        "tests/overlay/test_pacing.py",
        "tests/overlay/test_rate_headers.py",
    ),
    _mutant(
        "Retry-After as an HTTP-date ignored",
        "_rate_limit.py",
        "    if not values:\n        return None\n    # An HTTP-date",
        "    if values or not values:\n        return None\n    # An HTTP-date",
        "tests/overlay/test_pacing.py",
        "tests/overlay/test_rate_headers.py",
        "tests/overlay/test_reset_and_date_forms.py",
    ),
    _mutant(
        "httpx.RequestError not retried",
        "_pipeline.py",
        "return isinstance(error, httpx.TransportError)",
        "return False",
        "tests/overlay/test_retries.py",
        "tests/overlay/test_retry_policy.py",
    ),
    _mutant(
        "the async raw pager",
        "_async/_pager.py",
        "        call = self._first_call()\n        final = await self._run(call)",
        "        call = self._fetch(self._start_page + 1, self._page_size)\n"
        "        final = await self._run(call)",
        "tests/overlay/test_raw_first_page.py",
    ),
    NamedMutant(
        "the bulk partial-failure note",
        (Edit("_chunks.py", '+ (unknown if _may_have_been_applied(error) else "")', '+ ""'),),
        ("tests/overlay/test_bulk_failure_note.py",),
    ),
    _mutant(
        "the analytics warning's stacklevel",
        "_analytics.py",
        "stacklevel=3",
        "stacklevel=2",
        "tests/overlay/test_analytics_warning_location.py",
    ),
)


def make_copy() -> None:
    shutil.rmtree(COPY, ignore_errors=True)
    junk = shutil.ignore_patterns("__pycache__", "*.pyc", ".hypothesis", ".pytest_cache")
    for name in ("overlay", "tests", "openapi"):
        shutil.copytree(ROOT / name, COPY / name, ignore=junk)
    shutil.copy2(ROOT / "pyproject.toml", COPY / "pyproject.toml")


def _apply(mutant: NamedMutant) -> dict[Path, str]:
    """Make the mutant's edits; the original text of each file changed."""
    originals: dict[Path, str] = {}
    for edit in mutant.edits:
        path = COPY / "overlay" / "textsvc" / edit.path
        text = path.read_text(encoding="utf-8")
        found = text.count(edit.before)
        if found != 1:
            raise SystemExit(f"{mutant.name}: {edit.before!r} is in {edit.path} {found} times, not once")
        originals.setdefault(path, text)
        path.write_text(text.replace(edit.before, edit.after), encoding="utf-8")
    return originals


def run_tests(tests: tuple[str, ...]) -> str:
    """``passed``, ``failed`` or ``timeout``."""
    environment = {**os.environ, "PYTHONPATH": str(COPY / "overlay"), "PYTHONDONTWRITEBYTECODE": "1"}
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-x", "-q", *tests]
    try:
        completed = subprocess.run(
            command, cwd=COPY, env=environment, capture_output=True, text=True, timeout=TIMEOUT, check=False
        )
    except subprocess.TimeoutExpired:
        return "timeout"
    if completed.returncode == 0:
        return "passed"
    if completed.returncode != 1:  # not a test failure: collection, usage or internal error
        raise SystemExit(f"pytest ended with {completed.returncode}:\n{completed.stdout}\n{completed.stderr}")
    return "failed"


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("names", nargs="*", help="only the mutants with these names")
    options = parser.parse_args()
    chosen = [mutant for mutant in MUTANTS if not options.names or mutant.name in options.names]

    make_copy()
    every_test = tuple(sorted({test for mutant in chosen for test in mutant.tests}))
    if run_tests(every_test) != "passed":
        print("the tests fail without any mutant: fix them first", file=sys.stderr)
        return 2

    survivors = 0
    print("| named mutant | tests | outcome |\n|---|---|---|")
    for mutant in chosen:
        started = time.monotonic()
        originals = _apply(mutant)
        try:
            outcome = run_tests(mutant.tests)
        finally:
            for path, text in originals.items():
                path.write_text(text, encoding="utf-8")
        killed = outcome != "passed"
        survivors += not killed
        verdict = ("killed" if killed else "SURVIVED") + (" (timeout)" if outcome == "timeout" else "")
        tests = ", ".join(f"`{Path(test).name}`" for test in mutant.tests)
        print(f"| {mutant.name} | {tests} | {verdict} in {time.monotonic() - started:.0f} s |", flush=True)
    shutil.rmtree(COPY, ignore_errors=True)
    return 1 if survivors else 0


if __name__ == "__main__":
    sys.exit(main())
