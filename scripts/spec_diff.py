"""What changed in the spec since a release, for its users: ``nox -s spec-diff -- [REF]``.

Compares ``openapi/textsvc.yaml`` with the spec at a git ref (by default the last release tag) with
Optic (``optic diff --check``, pinned in ``scripts/optic``), which lists each changed operation and
flags the changes its breaking-change rules refuse (a response field removed, a required request
field added, ...). It adds the SDK's own breaking changes, which no HTTP rule sees: a typed method
removed or renamed (``x-sdk-method``), an argument renamed (``x-sdk-name``). Then it says what the
changes mean for the next version under the policy of ``docs/contributing.md`` ("Versions") and
prints a draft of the CHANGELOG entry. Exit status 0, also when a change is breaking (the report
says so); 2 when the comparison cannot run.

``--self-check`` proves the report on scratch copies of the spec: the vendor changes of
``scripts/vendor_change.py`` flag nothing breaking, and a required field renamed is flagged.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
SPEC = Path("openapi/textsvc.yaml")
VERSION = ROOT / "overlay" / "textsvc" / "_version.py"
METHODS = ("get", "put", "post", "delete", "patch", "options", "head", "trace")
BREAKING = re.compile(r"^\s*x \[(?P<rule>[^\]]+)\] (?P<message>.*)$")
OPERATION_LINE = re.compile(r"^(?:✔|x) (?P<operation>(?:GET|PUT|POST|DELETE|PATCH|OPTIONS|HEAD|TRACE) \S+):")


@dataclass
class Report:
    optic_text: str
    breaking: list[str] = field(default_factory=list)
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    fields_added: list[str] = field(default_factory=list)

    @property
    def kind(self) -> str:
        """``breaking``, ``additions``, ``other`` or ``none``: what decides the next version."""
        if self.breaking:
            return "breaking"
        if self.added or self.fields_added:
            return "additions"
        return "other" if self.changed or self.removed else "none"


def _git(*arguments: str) -> str:
    completed = subprocess.run(["git", *arguments], cwd=ROOT, capture_output=True, text=True)
    if completed.returncode != 0:
        raise SystemExit(f"spec-diff: git {' '.join(arguments)}: {completed.stderr.strip()}")
    return completed.stdout


def last_release() -> str:
    tags = _git("tag", "--list", "v*", "--sort=-creatordate").split()
    if not tags:
        raise SystemExit(
            "spec-diff: no release tag (v*) yet: give the ref to compare with, "
            "such as `nox -s spec-diff -- d3a7f42`"
        )
    return tags[0]


def _operations(spec: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {
        f"{method.upper()} {path}": operation
        for path, item in spec.get("paths", {}).items()
        for method, operation in item.items()
        if method in METHODS
    }


def _resolve(spec: dict[str, Any], node: Any) -> Any:
    while isinstance(node, dict) and isinstance(node.get("$ref"), str) and node["$ref"].startswith("#/"):
        for part in node["$ref"][2:].split("/"):
            spec = spec[part]
        node = spec
    return node


def _argument_names(spec: dict[str, Any], path: str, operation: dict[str, Any]) -> dict[str, str]:
    """Each parameter and body field of an operation -> the name of its SDK argument."""
    item = spec["paths"][path]
    names = {}
    for node in [*item.get("parameters", []), *operation.get("parameters", [])]:
        parameter = _resolve(spec, node)
        names[f"{parameter['in']} {parameter['name']}"] = parameter.get("x-sdk-name", parameter["name"])
    body = _resolve(spec, operation.get("requestBody", {}))
    schema = _resolve(spec, body.get("content", {}).get("application/json", {}).get("schema", {}))
    for name, node in schema.get("properties", {}).items():
        names[f"body {name}"] = node.get("x-sdk-name", name) if isinstance(node, dict) else name
    return names


def sdk_breaking(base: dict[str, Any], head: dict[str, Any]) -> list[str]:
    """What breaks code written against the typed methods, beyond the HTTP interface."""
    found = []
    before, after = _operations(base), _operations(head)
    for key in sorted(before.keys() & after.keys()):
        old, new = before[key].get("x-sdk-method"), after[key].get("x-sdk-method")
        if old and old != new:
            found.append(f"{key}: method {old} is now {new} (x-sdk-method)")
        if before[key].get("x-sdk-quirk"):
            continue  # the method was written by hand: its arguments were never the spec's names
        path = key.split(" ", 1)[1]
        old_names = _argument_names(base, path, before[key])
        new_names = _argument_names(head, path, after[key])
        for field_key in sorted(old_names.keys() & new_names.keys()):
            if old_names[field_key] != new_names[field_key]:
                found.append(
                    f"{key}: argument {old_names[field_key]} is now {new_names[field_key]}"
                    f" ({field_key}, x-sdk-name)"
                )
    return found


PROPERTY_LINE = re.compile(r"^\s*- property (?P<key>\S+): (?P<change>added|removed|changed)$")


def compare(base: Path, head: Path, optic: str) -> Report:
    """Optic's report of ``head`` against ``base``, read: the operations added, removed and changed,
    the response fields added, and each change its checks flag breaking."""
    env = {**os.environ, "OPTIC_TELEMETRY_LEVEL": "off"}
    checked = subprocess.run(
        [optic, "diff", str(base), str(head), "--check"], capture_output=True, text=True, env=env
    )
    if not re.search(r"^\S+ +Checks: ", checked.stdout, re.M):
        raise SystemExit(f"spec-diff: optic failed:\n{checked.stdout}{checked.stderr}")
    base_spec, head_spec = (yaml.safe_load(path.read_text(encoding="utf-8")) for path in (base, head))
    return read(checked.stdout, checked.returncode, base_spec, head_spec)


def read(text: str, status: int, base_spec: dict[str, Any], head_spec: dict[str, Any]) -> Report:
    """The report of ``optic diff --check`` (its output and exit status), with the SDK's breaking changes."""
    report = Report(text)
    operation, in_response = "", False
    for line in text.splitlines():
        if match := OPERATION_LINE.match(line):
            operation, in_response = match.group("operation"), False
            change = line.rsplit(": ", 1)[-1].strip()
            {"added": report.added, "removed": report.removed}.get(change, report.changed).append(operation)
        elif re.match(r"^\s*- (response|request)\b", line):
            in_response = line.strip().startswith("- response")
        elif (match := PROPERTY_LINE.match(line)) and in_response and match.group("change") == "added":
            report.fields_added.append(f"{operation}: {match.group('key').rsplit('/properties/', 1)[-1]}")
        elif match := BREAKING.match(line):
            report.breaking.append(f"{operation}: {match.group('message')} [{match.group('rule')}]")
    report.breaking += sdk_breaking(base_spec, head_spec)
    if status != 0 and not report.breaking:
        report.breaking.append("Optic's checks failed (see its report above)")
    return report


def next_version(current: str, kind: str) -> str:
    major, minor, patch = (int(part) for part in current.split("."))
    if kind == "breaking":
        return f"{major + 1}.0.0" if major else f"0.{minor + 1}.0"
    if kind == "additions":
        return f"{major}.{minor + 1}.0"
    return f"{major}.{minor}.{patch + 1}" if kind == "other" else current


def _method_of(spec: dict[str, Any], name: str) -> str:
    operation = _operations(spec).get(name, {})
    return f" (`{operation['x-sdk-method']}`)" if operation.get("x-sdk-method") else ""


def render(report: Report, ref: str, head_spec: dict[str, Any]) -> str:
    current = re.search(r'__version__ = "([^"]+)"', VERSION.read_text(encoding="utf-8"))
    version = current.group(1) if current else "0.0.0"
    lines = [report.optic_text.rstrip(), "", f"== spec-diff: the spec against {ref}"]
    lines += [
        f"operations added: {len(report.added)}, removed: {len(report.removed)},"
        f" changed: {len(report.changed)}"
    ]
    lines += [f"breaking: {len(report.breaking)}"] + [f"  BREAKING {item}" for item in report.breaking]
    meaning = {
        "breaking": "a breaking change: the major version (while it is 0, the minor version), "
        "listed under Changed or Removed",
        "additions": "additions only: the minor version",
        "other": "no addition and nothing breaking: the patch version",
        "none": "no change of the spec",
    }[report.kind]
    lines += [
        f"version policy (docs/contributing.md, Versions): {meaning}: {version} -> "
        f"{next_version(version, report.kind)}"
    ]
    lines += ["", "CHANGELOG draft (under ## [Unreleased]; say what each means for users):"]
    if report.added or report.fields_added:
        lines.append("### Added")
        lines += [f"- `{name}`{_method_of(head_spec, name)}: a new operation." for name in report.added]
        fields: dict[str, list[str]] = {}
        for entry in report.fields_added:
            operation, name = entry.split(": ", 1)
            fields.setdefault(name, []).append(operation)
        lines += [
            f"- The field `{name}` in the answers of {', '.join(sorted(ops))}."
            for name, ops in fields.items()
        ]
    if report.breaking or report.removed:
        lines.append("### Changed")
        lines += [f"- BREAKING: {item}" for item in report.breaking]
        lines += [f"- Removed: `{name}`." for name in report.removed]
    others = sorted(set(report.changed) - {entry.split(": ", 1)[0] for entry in report.fields_added})
    if others:
        lines.append("### Changed (review: descriptions, values, extensions)")
        lines += [f"- `{name}`." for name in others]
    return "\n".join(lines)


def run(ref: str, optic: str, head: Path) -> Report:
    with tempfile.TemporaryDirectory(prefix="textsvc-spec-diff-") as scratch:
        base = Path(scratch) / "base.yaml"
        base.write_text(_git("show", f"{ref}:{SPEC.as_posix()}"), encoding="utf-8")
        report = compare(base, head, optic)
        print(render(report, ref, yaml.safe_load(head.read_text(encoding="utf-8"))))
        return report


def self_check(optic: str) -> int:
    """The vendor changes are additions only; a required field renamed is breaking."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from vendor_change import SPEC_EDITS

    text = (ROOT / SPEC).read_text(encoding="utf-8")
    problems = []
    with tempfile.TemporaryDirectory(prefix="textsvc-spec-diff-") as scratch:
        base, head = Path(scratch) / "base.yaml", Path(scratch) / "head.yaml"
        base.write_text(text, encoding="utf-8")
        changed = text
        for _, old, new in SPEC_EDITS:
            changed = changed.rstrip("\n") + "\n" + new if not old else changed.replace(old, new, 1)
        head.write_text(changed, encoding="utf-8")
        vendor = compare(base, head, optic)
        print(render(vendor, "the spec (scratch copy with the four vendor changes)", yaml.safe_load(changed)))
        if vendor.kind != "additions" or len(vendor.added) != 2:
            problems.append(f"the vendor changes: {vendor.kind}, {vendor.added}, breaking {vendor.breaking}")
        renamed = text.replace(
            "      required: [id, tag, created]\n", "      required: [id, label, created]\n"
        )
        renamed = renamed.replace(
            "        tag: {type: string}\n        created:", "        label: {type: string}\n        created:"
        )
        if renamed.count("label") < 2:
            problems.append("the scratch rename of LinkTag.tag found nothing to rename")
        head.write_text(renamed, encoding="utf-8")
        rename = compare(base, head, optic)
        print(
            render(
                rename,
                "the spec (scratch copy: LinkTag's required tag renamed label)",
                yaml.safe_load(renamed),
            )
        )
        if rename.kind != "breaking":
            problems.append("a renamed required field was not flagged breaking")
    print("\n".join(["", "self-check:", *problems] if problems else ["", "self-check: passed"]))
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("ref", nargs="?", help="the git ref to compare with (default: the last v* tag)")
    parser.add_argument("--optic", required=True, help="the optic executable (the nox session installs it)")
    parser.add_argument("--self-check", action="store_true", help="check the report on scratch copies")
    parser.add_argument(
        "--head", type=Path, default=ROOT / SPEC, help="the spec to report on (default: this tree's)"
    )
    args = parser.parse_args(argv)
    if args.self_check:
        return self_check(args.optic)
    run(args.ref or last_release(), args.optic, args.head.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
