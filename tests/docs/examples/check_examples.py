"""Every Python block of README.md and docs/ runs, and is linted and type-checked (``nox -s examples``).

A page is one session, as a reader pasting its blocks in order into ``python`` would have it: each
block runs with the names the blocks before it on the same page defined (the first block of a page
that calls the service starts the fake service). Each block is linted (ruff, black) as it stands,
every ``print`` must be followed by its output as ``#>`` comments (pytest-examples checks them), and
each page's blocks are type-checked together with ``mypy --strict``.

A block whose first line names a test module (``# test_welcome.py: ...``) is a user's test module:
pytest runs it, in a directory of its own with no conftest and the textsvc plugin loaded as an
installed textsvc loads it, and every test in it must pass.

A block that cannot run standalone (a listener app: a server you start yourself) says so on its first
line, ``# Not run here: ...``, and is type-checked only. No block is skipped: the run ends with the
counts. ``nox -s examples -- --update-examples`` rewrites the ``#>`` outputs and the formatting.

Run by name (``pytest tests/docs/examples/check_examples.py``): its name keeps it out of the default
test run, which does not install pytest-examples.
"""

from __future__ import annotations

import asyncio
import dataclasses
import os
import re
import subprocess
import sys
from collections import defaultdict
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

import pytest
import textsvc
from mypy import api as mypy_api
from pytest_examples import CodeExample, EvalExample, find_examples
from pytest_examples.config import ExamplesConfig
from textsvc.testing import FakeService

from .conftest import COUNTS

ROOT = Path(__file__).resolve().parents[3]
SOURCES = [ROOT / "README.md", ROOT / "docs"]

TYPE_CHECKED_ONLY = re.compile(r"\A# Not run here\b")
"""The first line of a block that is type-checked only, saying why it cannot run here."""

TEST_MODULE = re.compile(r"\A# (test_\w+\.py)\b")
"""The first line of a block that is a test module pytest runs, naming its file."""

ASYNCIO = ("-o", "asyncio_default_fixture_loop_scope=function")
"""What pytest-asyncio asks a project to set (else it warns: an error under ``-W error``)."""

LINE_LENGTH = 100


@dataclasses.dataclass
class _Config(ExamplesConfig):
    """pytest-examples' lint settings, plus the names earlier blocks of the page defined (ruff's
    ``builtins``), so that a block using ``client`` from the page's first block is not an F821 while
    a name defined nowhere before it still is."""

    defined: tuple[str, ...] = ()

    def ruff_config(self) -> tuple[str, ...]:
        defined = f"builtins = {list(self.defined)!r}"
        # concise: one line per finding, which pytest-examples rewrites to the page's line.
        return (*super().ruff_config(), "--output-format=concise", "--config", defined)


def _page_of(example: CodeExample) -> str:
    return example.path.relative_to(ROOT).as_posix()


def _pages() -> dict[str, list[CodeExample]]:
    pages: dict[str, list[CodeExample]] = defaultdict(list)
    for example in find_examples(*SOURCES):
        pages[_page_of(example)].append(example)
    for examples in pages.values():
        examples.sort(key=lambda example: example.start_line)
    return dict(sorted(pages.items()))


PAGES = _pages()
COUNTS["found"] = sum(len(examples) for examples in PAGES.values())


def _type_checked_only(example: CodeExample) -> bool:
    return bool(TYPE_CHECKED_ONLY.match(example.source))


def _checked_alone(example: CodeExample) -> bool:
    """A block type-checked as a module of its own, not with the page's other blocks."""
    return _type_checked_only(example) or bool(TEST_MODULE.match(example.source))


def _run_test_module(example: CodeExample, directory: Path) -> None:
    """pytest on the block as a test module of a project of its own (no conftest)."""
    name = TEST_MODULE.match(example.source)
    assert name is not None
    directory.mkdir()
    (directory / name[1]).write_text(example.source)
    # The plugin comes through textsvc's pytest11 entry point where the installed metadata has it
    # (a wheel, or an editable install made since); else it is named.
    registered = entry_points(group="pytest11", name="textsvc")
    plugin = () if registered else ("-p", "textsvc.pytest_plugin")
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-W", "error", *plugin, *ASYNCIO],
        cwd=directory,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert result.returncode == 0, (
        f"{_page_of(example)}:{example.start_line}:\n{result.stdout}{result.stderr}"
    )


def _close(namespace: dict[str, Any]) -> None:
    """What a page left open: its clients, then its fakes (a reader's ``python`` exits instead)."""
    for value in namespace.values():
        if isinstance(value, textsvc.Client):
            value.close()
        elif isinstance(value, textsvc.AsyncClient):
            asyncio.run(value.close())
    for value in namespace.values():
        if isinstance(value, FakeService):
            value.close()


def _configure(eval_example: EvalExample, defined: tuple[str, ...]) -> None:
    eval_example.config = _Config(
        line_length=LINE_LENGTH,
        target_version="py311",
        isort=True,
        upgrade=True,
        # Hard-coded secrets are what examples show (the fake's keys and webhook secrets), and so
        # are look-alike characters (curly quotes, dashes: what textsvc.to_gsm replaces).
        ruff_ignore=["S105", "S106", "S311", "RUF001", "RUF003"],
        defined=defined,
    )


def test_every_page_has_examples() -> None:
    assert "README.md" in PAGES
    assert "docs/sending.md" in PAGES
    assert COUNTS["found"] >= 40


@pytest.mark.parametrize("page", PAGES)
def test_page(page: str, eval_example: EvalExample, request: pytest.FixtureRequest, tmp_path: Path) -> None:
    namespace: dict[str, Any] = {}
    environment = dict(os.environ)  # a page may point TEXTSVC_* at its fake
    if any('os.environ["REDIS_URL"]' in example.source for example in PAGES[page]):
        # The page's Redis ("the Redis server at REDIS_URL"): one of its own, here.
        os.environ["REDIS_URL"] = request.getfixturevalue("redis_server").url
    try:
        for example in PAGES[page]:
            _configure(eval_example, tuple(namespace))
            if eval_example.update_examples:
                eval_example.format(example)
            else:
                eval_example.lint(example)
            if _type_checked_only(example):
                COUNTS["type-checked"] += 1
                continue
            if TEST_MODULE.match(example.source):
                _run_test_module(example, tmp_path / f"line_{example.start_line}")
                COUNTS["run"] += 1
                continue
            if eval_example.update_examples:
                namespace = eval_example.run_print_update(example, module_globals=namespace)
            else:
                namespace = eval_example.run_print_check(example, module_globals=namespace)
            COUNTS["run"] += 1
    finally:
        _close(namespace)
        os.environ.clear()
        os.environ.update(environment)


def _module(lines_at: list[CodeExample]) -> str:
    """The blocks as one module, each on the lines it has in its page (so mypy's line numbers are
    the page's)."""
    lines: list[str] = []
    for example in lines_at:
        # pytest-examples' start_line is the fence's line; the code starts on the next.
        lines += [""] * (example.start_line - len(lines))
        lines += example.source.splitlines()
    return "\n".join(lines) + "\n"


def test_type_check(tmp_path: Path) -> None:
    """mypy --strict over every page's blocks (one module per page, in order), and over each
    type-checked-only block alone."""
    modules: dict[Path, str] = {}
    for number, (page, examples) in enumerate(PAGES.items()):
        run = [example for example in examples if not _checked_alone(example)]
        if run:
            modules[tmp_path / f"page_{number}.py"] = page
            (tmp_path / f"page_{number}.py").write_text(_module(run))
        for example in examples:
            if _checked_alone(example):
                name = tmp_path / f"page_{number}_line_{example.start_line}.py"
                modules[name] = page
                name.write_text(_module([example]))
    stdout, stderr, status = mypy_api.run(
        [
            "--strict",
            "--python-version=3.11",
            f"--cache-dir={tmp_path / '.mypy_cache'}",
            "--config-file=",
            "--no-error-summary",
            *map(str, modules),
        ]
    )
    report = stdout
    for module, page in modules.items():
        report = report.replace(str(module), page)
    assert status == 0, f"mypy --strict on the examples:\n{report}{stderr}"
