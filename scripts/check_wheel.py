"""Check what the built wheel holds: every package it ships is typed, and nothing else comes along.

    python scripts/check_wheel.py dist/textsvc-0.1.0-py3-none-any.whl

Fails, listing every problem, when a package named in ``[tool.hatch.build.targets.wheel]`` is
missing or has no ``py.typed``, when a top-level package not named there is shipped, when a test
module or ``tests/`` folder is shipped, when the spec the fake serves by default is not carried, or
when a license file named in ``[project] license-files`` is not in ``.dist-info/licenses/``.
"""

from __future__ import annotations

import argparse
import sys
import tomllib
import zipfile
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent


def declared_packages(pyproject: Path = ROOT / "pyproject.toml") -> set[str]:
    """The import names of the packages the wheel is built from (``overlay/textsvc`` -> ``textsvc``)."""
    with pyproject.open("rb") as file:
        config = tomllib.load(file)
    return {
        PurePosixPath(path).name for path in config["tool"]["hatch"]["build"]["targets"]["wheel"]["packages"]
    }


def declared_license_files(pyproject: Path = ROOT / "pyproject.toml") -> list[str]:
    """The license files the wheel must carry (``[project] license-files``, plain names here)."""
    with pyproject.open("rb") as file:
        return list(tomllib.load(file)["project"].get("license-files", []))


def is_test_file(path: PurePosixPath) -> bool:
    return (
        "tests" in path.parts[:-1]
        or path.name == "conftest.py"
        or (path.suffix == ".py" and (path.name.startswith("test_") or path.stem.endswith("_test")))
    )


def problems(names: list[str], packages: set[str], licenses: list[str] | None = None) -> list[str]:
    """What is wrong with a wheel holding ``names`` (its archive's file names); ``licenses``, the
    license files it must carry, are read from pyproject.toml unless given."""
    paths = [PurePosixPath(name) for name in names]
    found: list[str] = []
    top_level = {
        path.parts[0] for path in paths if len(path.parts) > 1 and not path.parts[0].endswith(".dist-info")
    }
    for package in sorted(packages):
        if package not in top_level:
            found.append(f"package {package} is missing")
        elif PurePosixPath(package, "py.typed") not in paths:
            found.append(f"package {package} has no py.typed")
    found += [f"not a declared package: {name}/" for name in sorted(top_level - packages)]
    found += [f"a test file is shipped: {path}" for path in paths if is_test_file(path)]
    carried = {
        PurePosixPath(*path.parts[2:])
        for path in paths
        if path.parts[0].endswith(".dist-info") and path.parts[1:2] == ("licenses",)
    }
    for license_file in declared_license_files() if licenses is None else licenses:
        if PurePosixPath(license_file) not in carried:
            found.append(
                f"the license file {license_file} is not carried (.dist-info/licenses/{license_file})"
            )
    return found


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("wheel", type=Path)
    wheel = parser.parse_args().wheel
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    found = problems(names, declared_packages())
    for problem in found:
        print(f"{wheel.name}: {problem}")
    if found:
        return 1
    print(
        f"{wheel.name}: {len(names)} files; typed packages {', '.join(sorted(declared_packages()))}; no tests"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
