"""Sessions: regenerate and check generated/, validate the spec, lint, type-check, test, fuzz,
the demo, the examples of README.md and docs/, the docs site and the benchmarks.

A bare ``nox`` runs spec, check_generated, lint, typecheck, package, tests-3.12, tests-3.13,
tests-lowest (3.11, every dependency at its floor), fuzz, demo, conformance, examples and docs
(``DEFAULT_TESTS`` says why not tests-3.11 too; ``nox -s tests`` runs all three Pythons).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import nox
from packaging.requirements import Requirement  # packaging: a dependency of nox
from packaging.utils import canonicalize_name

PYTHON = "3.11"
PYTHONS = ["3.11", "3.12", "3.13"]
"""The Pythons the tests run on: the classifiers in pyproject.toml name the same."""
DEFAULT_TESTS = ("tests-3.12", "tests-3.13", "tests-lowest")
"""The test sessions of a bare ``nox`` (and so of CI): every Python once, 3.11 with every dependency
at its floor. tests-3.11 (3.11 with the newest dependencies) is left to ``nox -s tests``: the newest
dependencies are tested on 3.12 and 3.13 and Python 3.11 with the floors, and a whole test session
costs CI about 2.5 of its 15 minutes."""

nox.options.default_venv_backend = "uv|virtualenv"
# uv compiles what it installs to bytecode: where PYTHONDONTWRITEBYTECODE is set (these machines set
# it), every process would otherwise compile each module it imports, every time: a process importing
# textsvc.testing and fastapi started in 0.74 s against 1.06 s (2026-12-02), and the suite starts
# hundreds (xdist workers, the fake's and the listener's command lines, worker fleets, generators).
os.environ.setdefault("UV_COMPILE_BYTECODE", "1")
nox.options.sessions = [
    "spec",
    "check_generated",
    "lint",
    "typecheck",
    "package",
    *DEFAULT_TESTS,
    "fuzz",
    "demo",
    "conformance",
    "examples",
    "docs",
]
# CI has every Python of PYTHONS: there a missing one fails the run; locally its sessions are skipped
# with a message. Interpreters are looked for, never downloaded (`--download-python auto` to allow it);
# pyenv users get them from .python-version.
nox.options.error_on_missing_interpreters = os.environ.get("CI") == "true"
nox.options.download_python = "never"

PYPROJECT = nox.project.load_toml("pyproject.toml")


def _group(name: str) -> list[str]:
    return nox.project.dependency_groups(PYPROJECT, name)


@nox.session(python=PYTHON)
def generate(session: nox.Session) -> None:
    """Rewrite generated/textsvc_generated and generated/textsvc_schemas from the spec."""
    session.install(*_group("generate"))
    session.run("python", "scripts/regenerate.py", "--write")


@nox.session(python=PYTHON)
def check_generated(session: nox.Session) -> None:
    """Regenerate into a temporary directory and fail, listing files, if generated/ differs; then the
    tests that regenerate (marked ``regeneration``: byte-stable output, a hand edit caught, an
    operation or a model added to a copy of the spec), which the test sessions leave to this one."""
    session.install(*_group("generate"), *_group("test"), ".[testing,redis,phone]")
    session.run("python", "scripts/regenerate.py", "--check")
    # One xdist worker a core: each test runs both generators (4 to 9 s); 44 s in one process.
    regeneration = ("--slow", "-m", "regeneration", f"--numprocesses={CORES}")
    session.run("pytest", "-p", "no:cacheprovider", *regeneration, *SLOWEST, *session.posargs)


NODE_TOOLS = {"prism": "@stoplight/prism-cli@5.14.2", "spectral": "@stoplight/spectral-cli@6.16.3"}
"""Validators nobody here wrote, pinned: Prism (conformance) and Spectral (spec), from npm."""
NODE_PREFIX = Path("build", "node")


def _node_tool(session: nox.Session, name: str) -> str:
    """The executable of ``NODE_TOOLS[name]``, installed by npm into build/node (npm skips what is
    there at its version). Node and npm come from the machine: .ci/run installs Debian's."""
    if shutil.which("npm") is None:
        session.error("npm is needed (Debian: apt-get install nodejs npm; .ci/run installs them)")
    session.run(
        "npm", "install", "--prefix", str(NODE_PREFIX), "--no-audit", "--no-fund", "--loglevel=error",
        NODE_TOOLS[name], external=True,
    )  # fmt: skip
    return str(NODE_PREFIX / "node_modules" / ".bin" / name)


@nox.session(python=PYTHON)
def spec(session: nox.Session) -> None:
    """Validate openapi/textsvc.yaml against the OpenAPI 3.1 schema, and lint it with Spectral's
    OpenAPI rules (.spectral.yaml): any error or warning fails."""
    session.install("openapi-spec-validator>=0.7")
    session.run("openapi-spec-validator", "openapi/textsvc.yaml")
    spectral = _node_tool(session, "spectral")
    session.run(
        spectral, "lint", "openapi/textsvc.yaml", "--ruleset", ".spectral.yaml", "--fail-severity", "warn",
        external=True,
    )  # fmt: skip


@nox.session(python=PYTHON)
def conformance(session: nox.Session) -> None:
    """Prism as a validating proxy between the SDK and the fake: the tour and every public method
    (tests/overlay/test_operations.py) go through it; any request or answer the spec refuses fails,
    and the count of exchanges checked is printed (scripts/conformance.py)."""
    # PyYAML: the script and the tests read the spec (the fake reads none).
    session.install("pytest>=8", "pytest-asyncio>=0.23", "pyyaml>=6.0.2", ".[testing]")
    prism = _node_tool(session, "prism")
    session.run("python", "scripts/conformance.py", "--prism", prism)


@nox.session(python=PYTHON)
def unasync(session: nox.Session) -> None:
    """Rewrite overlay/textsvc/_sync from overlay/textsvc/_async."""
    session.install(*_group("lint"))
    session.run("python", "scripts/unasync.py")


@nox.session(python=PYTHON)
def lint(session: nox.Session) -> None:
    """Ruff lint and format check of the hand-written code; the sync client matches the async one."""
    session.install(*_group("lint"))
    session.run("ruff", "check", ".")
    session.run("ruff", "format", "--check", ".")
    session.run("python", "scripts/unasync.py", "--check")


@nox.session(python=PYTHON)
def typecheck(session: nox.Session) -> None:
    """mypy --strict on the overlay and on the example that uses the public API."""
    session.install(*_group("typecheck"), ".[testing,redis,phone,otel]")
    session.run("mypy")
    session.run("mypy", "--strict", "examples/tour.py")


SLOWEST = ("--durations=15",)
"""Every test run prints its 15 slowest tests, so that a slow one stays in sight."""
CORES = os.cpu_count() or 1
NO_TESTS_COLLECTED = 5
"""pytest's exit status when a selection leaves nothing to run."""
PHASES = (
    ("-m", "not processes", f"--numprocesses={2 * CORES}", "--dist=loadfile"),
    ("-m", "processes", "--numprocesses=0"),
)
"""The test sessions run the suite in two phases. First all but the tests that start worker processes,
on two pytest-xdist workers per core (the tests spend much of their time waiting on sockets and
servers), each test file whole in one worker, so that module fixtures (a fake shared by a file's
tests, and what they count) hold as in one process. Three a core were no faster in a whole run
(2026-12-02: 146 s against 122 s for the first phase) and starved a Redis step past its bound. Then
those, one at a time: their processes want the cores, and run beside each other they take twice as
long."""
PROCESSES_SESSION = f"tests-{PYTHONS[-1]}"
"""The one session whose suite includes the second phase: the newest Python with the newest
dependencies, where a change in how processes fork, or a new warning about it, shows first. The
tests of worker processes (pacing stores shared by processes, a Celery fleet, listeners sharing a
Redis) take 55 to 90 s a session; run in two sessions they put CI over its 15 minutes. The stores
they use are tested in one process in every session, tests-lowest included."""


def _hypothesis_profile() -> dict[str, str]:
    """The test sessions' hypothesis profile (tests/conftest.py): ``ci`` unless HYPOTHESIS_PROFILE says."""
    return {"HYPOTHESIS_PROFILE": os.environ.get("HYPOTHESIS_PROFILE", "ci")}


def _run_suite(session: nox.Session, *arguments: str) -> None:
    """The suite in its ``PHASES`` (the second only in ``PROCESSES_SESSION``), with ``arguments`` and
    the session's after them (a selection that leaves a phase nothing to run is no failure)."""
    for phase in PHASES if session.name == PROCESSES_SESSION else PHASES[:1]:
        session.run(
            "pytest", *phase, *SLOWEST, *arguments, *session.posargs,
            env=_hypothesis_profile(), success_codes=[0, NO_TESTS_COLLECTED],
        )  # fmt: skip


@nox.session(python=PYTHONS)
def tests(session: nox.Session) -> None:
    """pytest over the installed package, once per Python; the slow tests (``--slow``) run once, in
    check_generated and demo."""
    session.install(*_group("test"), *_group("generate"), ".[testing,redis,celery,phone]")
    _run_suite(session)


def _floors() -> list[str]:
    """``name==floor`` for every dependency and extra of the package: the lowest versions it allows.

    Each must have a ``>=`` floor, the same wherever the package is named (``starlette`` is in two
    extras), so that the floor tested is the floor declared.
    """
    project = PYPROJECT["project"]
    declared = [
        *project["dependencies"],
        *(requirement for extra in project["optional-dependencies"].values() for requirement in extra),
    ]
    floors: dict[str, str] = {}
    for requirement in map(Requirement, declared):
        floor = [spec.version for spec in requirement.specifier if spec.operator == ">="]
        if len(floor) != 1:
            raise ValueError(f"{requirement}: declare one >= floor, the version tested by tests-lowest")
        name = canonicalize_name(requirement.name)
        if floors.setdefault(name, floor[0]) != floor[0]:
            raise ValueError(f"{name}: floors {floors[name]} and {floor[0]} differ")
    return [f"{name}=={version}" for name, version in sorted(floors.items())]


@nox.session(python=PYTHON, name="tests-lowest")
def tests_lowest(session: nox.Session) -> None:
    """pytest with every dependency and extra of the package at the lowest version it allows.

    The test tools, and whatever the floors pull in, take the newest versions compatible with them.
    """
    floors = _floors()
    # Not session.create_tmp(): it points TMPDIR into .nox, and the tests' temporary paths would
    # grow past what a Unix socket's name may hold (the SQLite pacing stores bind one beside the file).
    with tempfile.NamedTemporaryFile("w", prefix="textsvc-floors-", suffix=".txt", delete=False) as handle:
        handle.write("\n".join(floors) + "\n")
    constraints = Path(handle.name)
    session.log("floors: " + ", ".join(floors))
    # httpx2 is what newer starlette's TestClient imports; starlette at its floor uses httpx, and
    # httpx2 needs an h11 that httpcore at its floor refuses.
    tools = [tool for tool in _group("test") if canonicalize_name(Requirement(tool).name) != "httpx2"]
    extras = ",".join(PYPROJECT["project"]["optional-dependencies"])
    session.install("-c", str(constraints), *tools, *_group("generate"), f".[{extras}]")
    # starlette's TestClient (every release up to the newest) names an alias newer anyio deprecates.
    _run_suite(session, "-W", "ignore:The anyio.abc.BlockingPortal alias is deprecated:DeprecationWarning")


@nox.session(python=PYTHON)
def package(session: nox.Session) -> None:
    """Build the sdist and wheel, twine check them, check the wheel's files, install it fresh and use it.

    The wheel is built from the sdist, so the sdist is proven complete. The fresh virtualenv gets the
    wheel alone (textsvc and textsvc.webhooks must work on the core dependencies), then its testing
    extra (a FakeService must serve the spec the wheel carries).
    """
    session.install("build>=1.2", "twine>=6.1")
    dist = Path(session.create_tmp()).resolve() / "dist"
    shutil.rmtree(dist, ignore_errors=True)
    # build's isolated environments installed by uv where it is on PATH, as the sessions' own are.
    installer = ("--installer", "uv") if shutil.which("uv") else ()
    session.run("python", "-m", "build", *installer, "--outdir", str(dist))
    (wheel,) = dist.glob("*.whl")
    (sdist,) = dist.glob("*.tar.gz")
    session.run("twine", "check", "--strict", str(sdist), str(wheel))
    session.run("python", "scripts/check_wheel.py", str(wheel))

    smoke = str(Path("scripts/smoke_wheel.py").resolve())
    # Outside the source tree, so that nothing can be imported from it.
    with tempfile.TemporaryDirectory(prefix="textsvc-wheel-") as scratch, session.chdir(scratch):
        python = str(Path(scratch, "venv", "bin", "python"))
        install = _fresh_venv(session, python)
        session.run(*install, str(wheel), external=True)
        session.run(python, smoke, "core", external=True)
        session.run(*install, f"{wheel}[testing]", external=True)
        session.run(python, smoke, "testing", external=True)


def _fresh_venv(session: nox.Session, python: str) -> tuple[str, ...]:
    """Make a bare virtualenv whose interpreter is ``python``; return the command that installs into it.

    uv where it is on PATH (with build's environments made by uv too, the session took 8 s against
    32 s with venv and pip, 2026-12-02), else venv and pip."""
    if shutil.which("uv"):
        session.run("uv", "venv", "--quiet", "--python", PYTHON, "venv", external=True)
        return ("uv", "pip", "install", "--quiet", "--python", python)
    session.run("python", "-m", "venv", "venv")
    return (python, "-m", "pip", "install", "--quiet")


@nox.session(python=PYTHON)
def fuzz(session: nox.Session) -> None:
    """Schemathesis fuzzes every operation against the fake, strict and lenient, at a fixed seed and
    5 examples an operation (scripts/schema_fuzz.py, the two modes at once, about 22 s): a server
    error, an answer the spec refuses, a request the schemas refuse taken by the strict fake, a
    schema-valid one refused for a rule the spec's x-unstated-rules does not list, or more than 5
    refused for listed rules in a mode, fails. Then hypothesis throws garbage at every
    route, and the fake's matrices of every route by every malformed body and query run whole
    (TEXTSVC_EXHAUSTIVE=1: the test sessions try one route of each kind)."""
    session.install(*_group("fuzz"), ".[testing]")
    session.run("python", "scripts/schema_fuzz.py", "--examples", "5", "--seed", "1")
    exhaustive = {"TEXTSVC_EXHAUSTIVE": "1"}
    malformed = "tests/fake/test_malformed_requests.py"
    session.run("pytest", "fuzz", malformed, "-p", "no:cacheprovider", *session.posargs, env=exhaustive)


@nox.session(python=PYTHON)
def demo(session: nox.Session) -> None:
    """The tour: every group of the SDK against the fake service, webhooks verified on arrival."""
    session.install(".[testing]", "pytest>=8", "pytest-asyncio>=0.23")
    session.run("python", "examples/tour.py")
    session.run("pytest", "-p", "no:cacheprovider", "--slow", "-m", "tour", "tests/docs/test_tour_summary.py")


@nox.session(python=PYTHON)
def examples(session: nox.Session) -> None:
    """Every Python block of README.md and docs/ run against the fake service, linted and type-checked
    (mypy --strict); prints how many ran and how many were type-checked only. Arguments go to pytest
    (``-- --update-examples`` rewrites the ``#>`` outputs and the formatting)."""
    session.install(*_group("examples"), ".[testing,fastapi,flask,redis,celery,phone]")
    session.run("pytest", "-p", "no:cacheprovider", "tests/docs/examples/check_examples.py", *session.posargs)


@nox.session(python=PYTHON)
def docs(session: nox.Session) -> None:
    """The docs site (mkdocs.yml, docs/, a reference page per tag of the spec) built into site/ with
    --strict: a broken link or anchor, or an API reference naming nothing, fails. The site works
    opened from disk (site/index.html), search included. ``nox -s docs -- serve`` serves it on
    http://127.0.0.1:8000 instead, rebuilding as the pages change."""
    session.install(*_group("docs"), ".")
    # NO_MKDOCS_2_WARNING: mkdocs-material's banner about MkDocs 2 (the group keeps mkdocs below 2).
    env = {"NO_MKDOCS_2_WARNING": "1"}
    if session.posargs[:1] == ["serve"]:
        session.run("mkdocs", "serve", "--strict", *session.posargs[1:], env=env)
    else:
        session.run("mkdocs", "build", "--strict", "--site-dir", "site", *session.posargs, env=env)


def _optic(session: nox.Session) -> str:
    """Optic, pinned by scripts/optic/package-lock.json, installed with npm into the session's directory.

    Node and npm come from the machine; where they are missing and the session runs as root (CI's
    fresh machine), from Debian's packages.
    """
    if shutil.which("npm") is None:
        if os.geteuid() != 0:
            session.error("spec-diff needs node and npm (Debian: apt-get install nodejs npm)")
        session.run("apt-get", "update", "-qq", external=True)
        session.run("apt-get", "install", "-y", "-qq", "nodejs", "npm", external=True)
    target = Path(session.create_tmp()).resolve() / "optic"
    target.mkdir(exist_ok=True)
    lock = Path("scripts/optic/package-lock.json")
    installed = target / "package-lock.json"
    if not (target / "node_modules").is_dir() or installed.read_bytes() != lock.read_bytes():
        shutil.copy(lock, installed)
        shutil.copy("scripts/optic/package.json", target / "package.json")
        with session.chdir(target):
            session.run("npm", "ci", "--no-audit", "--no-fund", "--loglevel=error", external=True)
    return str(target / "node_modules" / ".bin" / "optic")


@nox.session(python=PYTHON, name="spec-diff")
def spec_diff(session: nox.Session) -> None:
    """What changed in the spec since a release (``-- REF``; by default the last v* tag): Optic's
    list of changes with the breaking ones flagged, the SDK side's changes (methods, arguments and
    their limits, return types, models) each rated major, minor or patch, the next version under the
    policy of docs/contributing.md and a CHANGELOG draft; exit 2 when it cannot compare.
    ``-- --self-check`` proves it on scratch copies (the vendor changes are additions; a renamed
    required field, a removed query argument and a narrowed limit are breaking)."""
    session.install("pyyaml>=6")
    optic = _optic(session)
    session.run("python", "scripts/spec_diff.py", "--optic", optic, *session.posargs)


@nox.session(python=PYTHON, name="vendor-change")
def vendor_change(session: nox.Session) -> None:
    """Six vendor changes applied to a copy of the tree (the document copy and the spec only), then
    generation, a client against the fake, the tests (arguments go to pytest; all by default) and the
    docs site: that nothing else needs an edit. Slow (the whole suite), so not in the default run."""
    session.install(*_group("test"), *_group("generate"), *_group("docs"), ".[testing,redis,phone]")
    session.run("python", "scripts/vendor_change.py", *session.posargs)


@nox.session(python=PYTHON)
def bench(session: nox.Session) -> None:
    """Benchmarks against their baselines, on loopback; prints and writes benchmarks/RESULTS.md.

    About ten minutes on 2 cores. Arguments pick figures by name and ``--quick`` takes one round
    of each (``nox -s bench -- --quick pacing memory``); either prints without writing RESULTS.md.
    """
    # The Redis rows need a redis-server on PATH; the listener rows serve Flask and Starlette apps;
    # openai-python is the call_path rows' baseline (here only: no dependency of textsvc or its tests).
    session.install(*_group("generate"), ".[testing,redis,flask,celery]", "openai==3.57.0")
    session.run("python", "-m", "benchmarks.run", *session.posargs)


@nox.session(python=PYTHON)
def mutate(session: nox.Session) -> None:
    """Mutation testing of the overlay's core (slow, so not in the default run): the mutants issue 11
    names, then mutmut over retry, pacing, pagination, reading and writing bodies and webhook signatures,
    printing the share killed per module. Arguments are mutant names or globs for mutmut."""
    session.install(*_group("test"), "mutmut>=3.8,<4", "pytest-timeout>=2.3", ".[testing,redis,phone]")
    session.run("python", "scripts/named_mutants.py")
    session.run("python", "scripts/mutation_run.py", "--fail-under", "90", *session.posargs)
