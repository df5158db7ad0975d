"""Regeneration is byte-stable, and a hand edit inside generated/ is caught."""

from __future__ import annotations

import importlib.util
import shutil
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


def test_a_hand_edit_makes_the_check_fail_and_names_the_file(
    regenerate, first_run, tmp_path, capsys: pytest.CaptureFixture[str]
) -> None:
    tree = tmp_path / "generated"
    shutil.copytree(ROOT / "generated", tree, ignore=shutil.ignore_patterns("__pycache__"))
    edited = tree / "textsvc_generated" / "models" / "template.py"
    edited.write_text(edited.read_text() + "\n# hand edit\n")
    policies = tree / "textsvc_generated" / "api" / "templates" / "create_template.py"
    policies.write_text(policies.read_text().replace('retry="unsent-only"', 'retry="idempotent"', 1))
    (tree / "textsvc_schemas" / "stray.py").write_text("x = 1\n")

    # --check is report(tree, problems(a fresh generation, tree)); the generation is first_run's.
    status = regenerate.report(tree, regenerate.problems(first_run, tree))

    printed = capsys.readouterr().out
    assert status == 1
    assert "differs: textsvc_generated/models/template.py" in printed
    assert "differs: textsvc_generated/api/templates/create_template.py" in printed
    assert "stray.py" in printed
    assert "run `nox -s generate`" in printed


def test_the_check_passes_on_the_committed_tree(
    regenerate, first_run, capsys: pytest.CaptureFixture[str]
) -> None:
    assert regenerate.report(ROOT / "generated", regenerate.problems(first_run, ROOT / "generated")) == 0
    assert "match the spec" in capsys.readouterr().out
