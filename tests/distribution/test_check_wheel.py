"""scripts/check_wheel.py: what `nox -s package` refuses in a built wheel."""

from __future__ import annotations

import importlib.util
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = {"textsvc", "textsvc_generated", "textsvc_schemas"}
WHEEL = [
    "textsvc/__init__.py",
    "textsvc/py.typed",
    "textsvc/testing/__init__.py",
    "textsvc_generated/__init__.py",
    "textsvc_generated/py.typed",
    "textsvc_schemas/__init__.py",
    "textsvc_schemas/py.typed",
    "textsvc-0.1.0.dist-info/METADATA",
    "textsvc-0.1.0.dist-info/RECORD",
    "textsvc-0.1.0.dist-info/licenses/LICENSE",
]


@pytest.fixture(scope="module")
def check_wheel() -> ModuleType:
    spec = importlib.util.spec_from_file_location("check_wheel", ROOT / "scripts" / "check_wheel.py")
    assert spec
    assert spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_packages_declared_for_the_wheel_are_read_from_pyproject(check_wheel: ModuleType) -> None:
    assert check_wheel.declared_packages() == PACKAGES


def test_a_wheel_of_typed_packages_with_the_spec_and_no_tests_passes(check_wheel: ModuleType) -> None:
    assert check_wheel.problems(WHEEL, PACKAGES) == []


def test_the_license_files_are_read_from_pyproject_and_exist(check_wheel: ModuleType) -> None:
    assert check_wheel.declared_license_files() == ["LICENSE"]
    assert (ROOT / "LICENSE").read_text().startswith("MIT License\n")


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (
            lambda names: [n for n in names if n != "textsvc_schemas/py.typed"],
            "package textsvc_schemas has no py.typed",
        ),
        (
            lambda names: [n for n in names if not n.startswith("textsvc_generated/")],
            "package textsvc_generated is missing",
        ),
        (lambda names: [*names, "tests/__init__.py"], "not a declared package: tests/"),
        (lambda names: [*names, "tests/conftest.py"], "a test file is shipped: tests/conftest.py"),
        (
            lambda names: [*names, "textsvc/tests/helpers.py"],
            "a test file is shipped: textsvc/tests/helpers.py",
        ),
        (lambda names: [*names, "textsvc/test_client.py"], "a test file is shipped: textsvc/test_client.py"),
        (
            lambda names: [n for n in names if "/licenses/" not in n],
            "the license file LICENSE is not carried (.dist-info/licenses/LICENSE)",
        ),
        (
            lambda names: [n.replace("/licenses/LICENSE", "/LICENSE") for n in names],
            "the license file LICENSE is not carried (.dist-info/licenses/LICENSE)",
        ),
    ],
)
def test_each_problem_is_named(check_wheel: ModuleType, change, problem: str) -> None:
    assert problem in check_wheel.problems(change(WHEEL), PACKAGES)


def test_the_command_fails_on_a_bad_wheel_and_lists_its_problems(
    check_wheel: ModuleType,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    wheel = tmp_path / "textsvc-0.1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        for name in [n for n in WHEEL if n != "textsvc/py.typed"] + ["tests/test_client.py"]:
            archive.writestr(name, "")
    monkeypatch.setattr("sys.argv", ["check_wheel.py", str(wheel)])

    assert check_wheel.main() == 1
    out = capsys.readouterr().out
    assert "package textsvc has no py.typed" in out
    assert "a test file is shipped: tests/test_client.py" in out
