"""Regenerate ``generated/`` from ``openapi/textsvc.yaml``, or check the committed copy.

Both generators write into a fresh temporary directory (openapi-python-client's
``--overwrite`` leaves stale files behind), then the result replaces the committed
tree (``--write``) or is compared with it (``--check``). The generator tools must be
on ``PATH``; the nox sessions install the pinned versions.
"""

from __future__ import annotations

import argparse
import filecmp
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "openapi" / "textsvc.yaml"
CONFIG = ROOT / "openapi" / "generator-config.yaml"
TEMPLATES = ROOT / "openapi" / "templates"
GENERATED = ROOT / "generated"
PACKAGES = ("textsvc_generated", "textsvc_schemas")

SCHEMAS_INIT = '''"""Pydantic v2 models generated from openapi/textsvc.yaml, for the fake service."""

from .models import *  # noqa: F403
'''


def _run(*command: str, cwd: Path) -> None:
    env = dict(os.environ)
    # openapi-python-client orders literal enum values through a set: fix str hashing.
    env["PYTHONHASHSEED"] = "0"
    # The ruff post hooks must not leave a cache inside the output.
    env["RUFF_CACHE_DIR"] = str(Path(tempfile.gettempdir()) / "textsvc-ruff-cache")
    completed = subprocess.run(command, cwd=cwd, capture_output=True, text=True, env=env)
    if completed.returncode != 0:
        sys.stderr.write(completed.stdout + completed.stderr)
        raise SystemExit(f"command failed ({completed.returncode}): {' '.join(command)}")


def _require_tools() -> None:
    # openapi-python-client skips formatting silently when ruff is missing.
    missing = [
        tool for tool in ("openapi-python-client", "datamodel-codegen", "ruff") if not shutil.which(tool)
    ]
    if missing:
        raise SystemExit(f"missing generator tools on PATH: {', '.join(missing)} (run through nox)")


def generate_into(target: Path) -> None:
    """Write both generated packages below ``target`` (which must be empty)."""
    _require_tools()
    client_dir = target / "textsvc_generated"
    command = [
        "openapi-python-client",
        "generate",
        "--path",
        str(SPEC),
        "--config",
        str(CONFIG),
        "--meta",
        "none",
        "--output-path",
        str(client_dir),
        "--fail-on-warning",
    ]
    if TEMPLATES.is_dir():
        command += ["--custom-template-path", str(TEMPLATES)]
    _run(*command, cwd=target)
    (client_dir / "py.typed").write_text("")

    schemas_dir = target / "textsvc_schemas"
    schemas_dir.mkdir()
    _run(
        "datamodel-codegen",
        "--input",
        str(SPEC),
        "--input-file-type",
        "openapi",
        "--output",
        str(schemas_dir / "models.py"),
        "--output-model-type",
        "pydantic_v2.BaseModel",
        "--disable-timestamp",
        "--target-python-version",
        "3.11",
        "--use-standard-collections",
        "--use-union-operator",
        "--use-annotated",
        "--field-constraints",
        "--use-schema-description",
        "--use-double-quotes",
        # Optional but not nullable, as the spec says: an explicit null is refused.
        "--use-missing-sentinel",
        "--strict-nullable",
        "--target-pydantic-version",
        "2.14",
        "--formatters",
        "ruff-format",
        cwd=target,
    )
    (schemas_dir / "__init__.py").write_text(SCHEMAS_INIT)
    (schemas_dir / "py.typed").write_text("")
    for cache in target.rglob("__pycache__"):
        shutil.rmtree(cache)


def differences(expected: Path, actual: Path) -> list[str]:
    """Relative paths that differ, are missing or are extra in ``actual``."""

    def files(root: Path) -> set[str]:
        return {
            str(path.relative_to(root))
            for path in root.rglob("*")
            if path.is_file() and "__pycache__" not in path.parts
        }

    wanted, present = files(expected), files(actual)
    changed = [
        name
        for name in sorted(wanted & present)
        if not filecmp.cmp(expected / name, actual / name, shallow=False)
    ]
    return (
        [f"differs: {name}" for name in changed]
        + [f"missing: {name}" for name in sorted(wanted - present)]
        + [f"extra:   {name}" for name in sorted(present - wanted)]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true", help="replace generated/ with fresh output")
    mode.add_argument("--check", action="store_true", help="fail when generated/ differs from fresh output")
    parser.add_argument("--tree", type=Path, default=GENERATED, help="the generated tree to write or check")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="textsvc-gen-") as scratch:
        fresh = Path(scratch)
        generate_into(fresh)
        if args.check:
            problems = differences(fresh, args.tree)
            if problems:
                print(f"{args.tree} differs from what the spec generates (run `nox -s generate`):")
                print("\n".join(f"  {line}" for line in problems))
                return 1
            print(f"{args.tree} matches the spec.")
            return 0
        args.tree.mkdir(exist_ok=True)
        for package in PACKAGES:
            shutil.rmtree(args.tree / package, ignore_errors=True)
            shutil.copytree(fresh / package, args.tree / package)
        print(f"regenerated {', '.join(PACKAGES)} in {args.tree}")
        return 0


if __name__ == "__main__":
    sys.exit(main())
