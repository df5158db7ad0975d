"""Regenerate ``generated/`` from ``openapi/textsvc.yaml``, or check the committed copy.

Both generators write into a fresh temporary directory (openapi-python-client's
``--overwrite`` leaves stale files behind), then the result replaces the committed
tree (``--write``) or is compared with it (``--check``). The generator tools must be
on ``PATH``; the nox sessions install the pinned versions.

The operation descriptors also carry each request field's ``maxLength``, ``minLength``, ``maxItems``,
``minItems``, ``minimum``, ``maximum`` and ``pattern``, the same of an array parameter's items, and
each body's ``anyOf`` of ``required`` (fields of which at least one must be given), which the SDK
checks before sending.

The templates also read the SDK's extensions of each operation (``x-sdk-method``,
``x-response-style``, ``x-retry``, ``x-rate-limit-bucket``, ``x-sdk-payload``, ``x-sdk-chunk``,
``x-sdk-exactly-one-of``, ``x-sdk-max-segments``, and of parameters ``x-sdk-name``, ``x-sdk-type``,
``x-sdk-positional``) and the spec's ``x-rate-limits``, written for them into
``spec_extensions.jinja``, with the body schema of each event type of the spec's ``webhooks``.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML  # a dependency of openapi-python-client

sys.path.insert(0, str(Path(__file__).resolve().parent))  # spec_facts, however this file is loaded
from spec_facts import spec_extensions_source, webhook_payloads  # noqa: F401 (tests reach both through here)

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "openapi" / "textsvc.yaml"
CONFIG = ROOT / "openapi" / "generator-config.yaml"
TEMPLATES = ROOT / "openapi" / "templates"
GENERATED = ROOT / "generated"
MARKS = ROOT / "tests" / "spec" / "inferred_marks.txt"
"""The spec's x-inferred marks, listed so that a change of them shows in the diff for review."""
PACKAGES = ("textsvc_generated", "textsvc_schemas")

SCHEMAS_INIT = '''"""Pydantic v2 models generated from openapi/textsvc.yaml, for the fake service."""

from .models import *  # noqa: F403
'''


def _run(*command: str, cwd: Path) -> None:
    env = dict(os.environ)
    # openapi-python-client orders literal enum values through a set: fix str hashing.
    env["PYTHONHASHSEED"] = "0"
    # No ruff cache: none inside the output, and none shared by generations running at once (a
    # shared one has made ruff skip formatting files of another run's output).
    env["RUFF_NO_CACHE"] = "true"
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


def generate_into(target: Path, spec_path: Path = SPEC) -> None:
    """Write both generated packages from ``spec_path`` below ``target`` (which must be empty)."""
    _require_tools()
    spec = YAML(typ="safe", pure=True).load(spec_path.read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory(prefix="textsvc-spec-") as scratch:
        # The same name as the spec's: datamodel-codegen writes it into its output.
        plain = Path(scratch) / spec_path.name
        plain.write_text(json.dumps(generator_input(spec)), encoding="utf-8")
        _generate(target, plain, spec)


def generator_input(spec: dict[str, Any]) -> dict[str, Any]:
    """The spec as the generators read it: without the request bodies' ``anyOf`` of ``required``.

    openapi-python-client 0.29.1 turns a body schema with such an ``anyOf`` into ``Any`` (no model,
    no fields) and datamodel-codegen into a union of three models; the rule reaches the descriptors
    through ``spec_extensions.jinja`` instead (``required_one_of``), and the fake checks it in its
    route, where a null or an empty value also counts as not given.
    """
    copied: dict[str, Any] = json.loads(json.dumps(spec))
    for schema in copied.get("components", {}).get("schemas", {}).values():
        branches = schema.get("anyOf") if isinstance(schema, dict) else None
        if isinstance(branches, list) and all(
            isinstance(branch, dict) and list(branch) == ["required"] for branch in branches
        ):
            del schema["anyOf"]
    return copied


def _generate(target: Path, spec_path: Path, spec: dict[str, Any]) -> None:
    client_dir = target / "textsvc_generated"
    command = [
        "openapi-python-client",
        "generate",
        "--path",
        str(spec_path),
        "--config",
        str(CONFIG),
        "--meta",
        "none",
        "--output-path",
        str(client_dir),
        "--fail-on-warning",
    ]
    # The custom templates read the operations' vendor extensions from spec_extensions.jinja:
    # openapi-python-client parses them but keeps none on the Endpoint its templates receive.
    with tempfile.TemporaryDirectory(prefix="textsvc-templates-") as scratch:
        templates = Path(scratch) / "templates"
        shutil.copytree(TEMPLATES, templates)
        (templates / "spec_extensions.jinja").write_text(spec_extensions_source(spec), encoding="utf-8")
        _run(*command, "--custom-template-path", str(templates), cwd=target)
    (client_dir / "py.typed").write_text("")
    (client_dir / "enum_values.py").write_text(enum_values_source(client_dir / "models"), encoding="utf-8")
    _run("ruff", "format", "--quiet", "--isolated", str(client_dir / "enum_values.py"), cwd=target)

    schemas_dir = target / "textsvc_schemas"
    schemas_dir.mkdir()
    _run(
        "datamodel-codegen",
        "--input",
        str(spec_path),
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
    # datamodel-codegen's formatter reads the ruff settings of a project around the output (a
    # temporary directory under .nox sits in this one): format again with ruff's defaults alone.
    _run("ruff", "format", "--quiet", "--isolated", "--no-respect-gitignore", str(schemas_dir), cwd=target)
    (schemas_dir / "__init__.py").write_text(SCHEMAS_INIT)
    (schemas_dir / "py.typed").write_text("")
    for cache in target.rglob("__pycache__"):
        shutil.rmtree(cache)


_ENUM_VALUES = re.compile(r"^([A-Z0-9_]+_VALUES): set\[", re.MULTILINE)


def enum_values_source(models: Path) -> str:
    """``textsvc_generated/enum_values.py``: each enum's values as a frozenset, under the name of the
    set its module checks values against (``SORT_DIRECTION_VALUES``); ``textsvc.types`` exports them,
    so an enum the spec adds has its set there by regeneration alone. Copies: a caller adding to a
    shared set would change what the models accept."""
    lines = ['"""Every enum\'s values, a frozenset each (written by scripts/regenerate.py)."""', ""]
    names = []
    for module in sorted(models.glob("*.py")):
        for name in _ENUM_VALUES.findall(module.read_text(encoding="utf-8")):
            lines.append(f"from .models import {module.stem} as _{module.stem}")
            names.append((name, f"_{module.stem}.{name}"))
    lines.append("")
    lines += [f"{name} = frozenset({source})" for name, source in names]
    lines += ["", "__all__ = (", *(f'    "{name}",' for name, _ in names), ")", ""]
    return "\n".join(lines)


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


def marks_listing(spec_path: Path = SPEC) -> str:
    """The text of ``MARKS`` for the spec (``tests.spec.inferred_marks`` says how it is made)."""
    sys.path.insert(0, str(ROOT))
    from tests.spec.inferred_marks import inferred_marks, listing

    return listing(inferred_marks(YAML(typ="safe", pure=True).load(spec_path.read_text(encoding="utf-8"))))


def problems(fresh: Path, tree: Path) -> list[str]:
    """How ``tree`` and the marks listing differ from ``fresh``, a generation from the spec."""
    found = differences(fresh, tree)
    if MARKS.read_text(encoding="utf-8") != marks_listing():
        found.append(f"differs: {MARKS.relative_to(ROOT)} (the spec's x-inferred marks)")
    return found


def report(tree: Path, found: list[str]) -> int:
    """Print what ``problems`` found for ``tree``; the exit status of ``--check``."""
    if found:
        print(f"{tree} differs from what the spec generates (run `nox -s generate`):")
        print("\n".join(f"  {line}" for line in found))
        return 1
    print(f"{tree} and {MARKS.relative_to(ROOT)} match the spec.")
    return 0


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
            return report(args.tree, problems(fresh, args.tree))
        MARKS.write_text(marks_listing(), encoding="utf-8")
        args.tree.mkdir(exist_ok=True)
        for package in PACKAGES:
            shutil.rmtree(args.tree / package, ignore_errors=True)
            shutil.copytree(fresh / package, args.tree / package)
        print(f"regenerated {', '.join(PACKAGES)} in {args.tree}, and {MARKS.relative_to(ROOT)}")
        return 0


if __name__ == "__main__":
    sys.exit(main())
