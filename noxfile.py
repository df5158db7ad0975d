"""Sessions: regenerate and check generated/, validate the spec, lint, type-check, test, fuzz,
the demo and the benchmarks.

A bare ``nox`` runs spec, check_generated, lint, typecheck, tests, fuzz and demo.
"""

from __future__ import annotations

import nox

nox.options.default_venv_backend = "uv|virtualenv"
nox.options.sessions = ["spec", "check_generated", "lint", "typecheck", "tests", "fuzz", "demo"]
nox.options.error_on_missing_interpreters = True

PYTHON = "3.11"
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
    """Regenerate into a temporary directory and fail, listing files, if generated/ differs."""
    session.install(*_group("generate"))
    session.run("python", "scripts/regenerate.py", "--check")


@nox.session(python=PYTHON)
def spec(session: nox.Session) -> None:
    """Validate openapi/textsvc.yaml against the OpenAPI 3.1 schema."""
    session.install("openapi-spec-validator>=0.7")
    session.run("openapi-spec-validator", "openapi/textsvc.yaml")


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
    session.install(*_group("typecheck"), ".[testing,redis]")
    session.run("mypy")
    session.run("mypy", "--strict", "examples/tour.py")


@nox.session(python=PYTHON)
def tests(session: nox.Session) -> None:
    """pytest over the installed wheel (the generator tools are needed by the regeneration tests)."""
    session.install(*_group("test"), *_group("generate"), ".[testing,redis]")
    session.run("pytest", *session.posargs)


@nox.session(python=PYTHON)
def fuzz(session: nox.Session) -> None:
    """schemathesis against the fake: no 5xx, every response conforms to the spec (bounded)."""
    session.install(*_group("fuzz"), ".[testing]")
    session.run("pytest", "fuzz", "-p", "no:cacheprovider", *session.posargs)


@nox.session(python=PYTHON)
def demo(session: nox.Session) -> None:
    """The tour: every group of the SDK against the fake service, webhooks verified on arrival."""
    session.install(".[testing]")
    session.run("python", "examples/tour.py")


@nox.session(python=PYTHON)
def bench(session: nox.Session) -> None:
    """Benchmarks against their baselines, on loopback; prints and writes benchmarks/RESULTS.md."""
    session.install(*_group("generate"), ".[testing,redis]")  # the Redis rows need a redis-server on PATH
    session.run("python", "-m", "benchmarks.run", *session.posargs)


@nox.session(python=PYTHON)
def mutate(session: nox.Session) -> None:
    """Mutation testing of the overlay's core (slow, so not in the default run): the mutants issue 11
    names, then mutmut over retry, pacing, pagination, response decoding and webhook signatures,
    printing the share killed per module. Arguments are mutant names or globs for mutmut."""
    session.install(*_group("test"), "mutmut>=3.8,<4", ".[testing]")
    session.run("python", "scripts/named_mutants.py")
    session.run("python", "scripts/mutation_run.py", "--fail-under", "90", *session.posargs)
