"""Regeneration is byte-stable, and a hand edit inside generated/ is caught."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

pytestmark = pytest.mark.regeneration  # nox runs these once, in check_generated

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "regenerate.py"


def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("regenerate", SCRIPT)
    assert spec
    assert spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def regenerate() -> ModuleType:
    return _load_script()


@pytest.fixture(scope="module")
def first_run(regenerate: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("first")
    regenerate.generate_into(target)
    return target


def test_regenerating_twice_is_byte_identical(regenerate, first_run, tmp_path) -> None:
    regenerate.generate_into(tmp_path)
    assert regenerate.differences(first_run, tmp_path) == []


def test_committed_tree_matches_a_fresh_generation(regenerate, first_run) -> None:
    assert regenerate.differences(first_run, ROOT / "generated") == []


def _check(tree: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), "--check", "--tree", str(tree)],
        capture_output=True,
        text=True,
        check=False,
    )


def test_a_hand_edit_makes_the_check_fail_and_names_the_file(tmp_path) -> None:
    tree = tmp_path / "generated"
    shutil.copytree(ROOT / "generated", tree, ignore=shutil.ignore_patterns("__pycache__"))
    edited = tree / "textsvc_generated" / "models" / "template.py"
    edited.write_text(edited.read_text() + "\n# hand edit\n")
    policies = tree / "textsvc_generated" / "api" / "templates" / "create_template.py"
    policies.write_text(policies.read_text().replace('retry="unsent-only"', 'retry="idempotent"', 1))
    (tree / "textsvc_schemas" / "stray.py").write_text("x = 1\n")

    result = _check(tree)

    assert result.returncode == 1
    assert "differs: textsvc_generated/models/template.py" in result.stdout
    assert "differs: textsvc_generated/api/templates/create_template.py" in result.stdout
    assert "stray.py" in result.stdout


def test_the_check_passes_on_an_untouched_copy(tmp_path) -> None:
    tree = tmp_path / "generated"
    shutil.copytree(ROOT / "generated", tree, ignore=shutil.ignore_patterns("__pycache__"))
    result = _check(tree)
    assert result.returncode == 0, result.stdout + result.stderr
