"""What changed in the spec since a release, for its users: ``nox -s spec-diff -- [REF]``.

Compares ``openapi/textsvc.yaml`` with the spec at a git ref (by default the last release tag) two
ways. Optic (``optic diff --check``, pinned in ``scripts/optic``) lists each changed operation and
flags the changes its HTTP breaking-change rules refuse. ``sdk_changes`` reads both specs the way
the generator does and lists what changes for code written against the SDK, each rated major, minor
or patch (``messages.send: argument message: maxLength 2000 → 160 (narrowed: major)``): methods,
their arguments (names, order, types, limits, enum values, required or not), return types, models.
The higher rating of the two decides what the next version is under the policy of
``docs/contributing.md`` ("Versions"); a draft of the CHANGELOG entry follows. Exit status 0, also
when a change is breaking (the report says so); 2, with a one-line reason, when the comparison
cannot run (no such ref, Optic missing, or Optic not answering with its report).

``--self-check`` proves the report on scratch copies of the spec of the last commit: the vendor changes of
``scripts/vendor_change.py`` are additions only; a required field renamed, a query argument removed
and the send's ``message`` narrowed to 160 characters are each breaking.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from sdk_changes import changes, verdict_of
from sdk_surface import VERDICTS, Change, surface
from vendor_change import SPEC_EDITS


def load_yaml(text: str) -> Any:
    """``yaml.safe_load``, with libyaml where it is installed (about seven times faster)."""
    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # noqa: S506 (safe loaders)


ROOT = Path(__file__).resolve().parent.parent
SPEC = Path("openapi/textsvc.yaml")
VERSION = ROOT / "overlay" / "textsvc" / "_version.py"
BREAKING = re.compile(r"^\s*x \[(?P<rule>[^\]]+)\] (?P<message>.*)$")
OPERATION_LINE = re.compile(r"^(?:✔|x) (?P<operation>(?:GET|PUT|POST|DELETE|PATCH|OPTIONS|HEAD|TRACE) \S+):")
# Optic's report opens with this summary whenever it compared ("No operations changed" included).
SUMMARY_LINE = re.compile(r"^Operations: ", re.M)
KINDS = {"major": "breaking", "minor": "additions", "patch": "other", "none": "none"}


class CannotCompareError(Exception):
    """The comparison could not run; the message is the one-line reason."""


@dataclass
class Report:
    optic_text: str
    breaking: list[str] = field(default_factory=list)
    """Optic's findings its checks refuse."""
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    fields_added: list[str] = field(default_factory=list)
    sdk: list[Change] = field(default_factory=list)
    """What changes for code written against the SDK."""

    @property
    def optic_verdict(self) -> str:
        """Optic's findings rated: a refused change or a removed operation is major."""
        if self.breaking or self.removed:
            return "major"
        if self.added or self.fields_added:
            return "minor"
        return "patch" if self.changed else "none"

    @property
    def kind(self) -> str:
        """``breaking``, ``additions``, ``other`` or ``none``: the higher of Optic's and the SDK's ratings."""
        return KINDS[max(self.optic_verdict, verdict_of(self.sdk), key=VERDICTS.index)]


def _git(*arguments: str) -> str:
    completed = subprocess.run(["git", *arguments], cwd=ROOT, capture_output=True, text=True)
    if completed.returncode != 0:
        reason = (completed.stderr.strip().splitlines() or ["failed"])[-1]
        raise CannotCompareError(f"git {' '.join(arguments)}: {reason}")
    return completed.stdout


def last_release() -> str:
    tags = _git("tag", "--list", "v*", "--sort=-creatordate").split()
    if not tags:
        raise CannotCompareError(
            "no release tag (v*) yet: give the ref to compare with, such as `nox -s spec-diff -- d3a7f42`"
        )
    return tags[0]


PROPERTY_LINE = re.compile(r"^\s*- property (?P<key>\S+): (?P<change>added|removed|changed)$")


def compare(base: Path, head: Path, optic: str) -> Report:
    """Optic's report of ``head`` against ``base``, read, with the SDK's changes."""
    env = {**os.environ, "OPTIC_TELEMETRY_LEVEL": "off"}
    try:
        checked = subprocess.run(
            [optic, "diff", str(base), str(head), "--check"], capture_output=True, text=True, env=env
        )
    except OSError as error:
        raise CannotCompareError(f"optic could not run ({optic}): {error.strerror or error}") from None
    if not SUMMARY_LINE.search(checked.stdout):
        said = (checked.stderr.strip() or checked.stdout.strip()).splitlines()
        raise CannotCompareError(
            f"optic (exit status {checked.returncode}) printed no report: {said[0] if said else 'nothing'}"
        )
    base_spec, head_spec = (load_yaml(path.read_text(encoding="utf-8")) for path in (base, head))
    return read(checked.stdout, checked.returncode, base_spec, head_spec)


def read(text: str, status: int, base_spec: dict[str, Any], head_spec: dict[str, Any]) -> Report:
    """The report of ``optic diff --check`` (its output and exit status), with the SDK's changes."""
    report = Report(text, sdk=changes(base_spec, head_spec))
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


def _method_of(spec: dict[str, Any], operation: str) -> str:
    names = [name for name, method in surface(spec).items() if method.operation == operation]
    return f" (`{names[0]}`)" if names else ""


def render(report: Report, ref: str, head_spec: dict[str, Any]) -> str:
    current = re.search(r'__version__ = "([^"]+)"', VERSION.read_text(encoding="utf-8"))
    version = current.group(1) if current else "0.0.0"
    lines = [report.optic_text.rstrip(), "", f"== spec-diff: the spec against {ref}"]
    lines += [
        f"optic: operations added: {len(report.added)}, removed: {len(report.removed)},"
        f" changed: {len(report.changed)}; refused by its checks: {len(report.breaking)}"
    ]
    lines += [f"  BREAKING {item}" for item in report.breaking]
    lines += [f"the SDK (methods, arguments, return types, models): changed: {len(report.sdk)}"]
    lines += [f"  {'BREAKING ' if change.verdict == 'major' else ''}{change}" for change in report.sdk]
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
    sdk = {verdict: [str(c) for c in report.sdk if c.verdict == verdict] for verdict in VERDICTS}
    # A new operation is listed once, by Optic, with its method.
    additions = [entry for entry in sdk["minor"] if not entry.endswith(": method added (added: minor)")]
    if report.added or additions:
        lines.append("### Added")
        lines += [f"- `{name}`{_method_of(head_spec, name)}: a new operation." for name in report.added]
        lines += [f"- {entry}" for entry in additions]
    if report.breaking or report.removed or sdk["major"]:
        lines.append("### Changed")
        lines += [f"- BREAKING: {item}" for item in [*report.breaking, *sdk["major"]]]
        lines += [f"- Removed: `{name}`." for name in report.removed]
    others = sorted(set(report.changed) - {entry.split(": ", 1)[0] for entry in report.fields_added})
    if others or sdk["patch"]:
        lines.append("### Changed (review: descriptions, values, extensions)")
        lines += [f"- `{name}`." for name in others] + [f"- {entry}" for entry in sdk["patch"]]
    return "\n".join(lines)


def committed_spec(ref: str) -> str:
    """The text of ``openapi/textsvc.yaml`` at the git ``ref``."""
    return _git("show", f"{ref}:{SPEC.as_posix()}")


def run(ref: str, optic: str, head: Path) -> Report:
    if not head.is_file():
        raise CannotCompareError(f"no spec at {head}")
    with tempfile.TemporaryDirectory(prefix="textsvc-spec-diff-") as scratch:
        base = Path(scratch) / "base.yaml"
        base.write_text(committed_spec(ref), encoding="utf-8")
        report = compare(base, head, optic)
        print(render(report, ref, load_yaml(head.read_text(encoding="utf-8"))))
        return report


def _edited(text: str, *edits: tuple[str, str]) -> str:
    """``text`` with each ``(old, new)`` replaced once; an edit that finds nothing is a failure."""
    for old, new in edits:
        if old not in text:
            raise CannotCompareError(f"the self-check's edit found nothing to change: {old.strip()[:60]!r}")
        text = text.replace(old, new, 1)
    return text


def _vendor_changes(text: str) -> str:
    for _, old, new in SPEC_EDITS:
        text = text.rstrip("\n") + "\n" + new if not old else _edited(text, (old, new))
    return text


SELF_CHECKS: list[tuple[str, Callable[[str], str], str]] = [
    ("the vendor changes", _vendor_changes, "additions"),
    (
        "LinkTag's required tag renamed label",
        lambda text: _edited(
            text,
            ("      required: [id, tag, created]\n", "      required: [id, label, created]\n"),
            (
                "        tag: {type: string}\n        created:",
                "        label: {type: string}\n        created:",
            ),
        ),
        "breaking",
    ),
    (
        "the query argument linkId of link_tags.list removed",
        lambda text: _edited(
            text,
            (
                "        - {name: linkId, in: query, required: false, schema: {type: integer, format: int64,"
                " minimum: 0, maximum: 9223372036854775807}, description: Only the tags of this link.,"
                " x-inferred: integer}\n",
                "",
            ),
        ),
        "breaking",
    ),
    (
        "the send's message narrowed to 160 characters",
        lambda text: _edited(
            text, ("message: {type: string, maxLength: 2000,", "message: {type: string, maxLength: 160,")
        ),
        "breaking",
    ),
]


def self_check(optic: str) -> int:
    """Each scratch change of ``SELF_CHECKS``, made to the spec of the last commit (the vendor changes
    are made there, whatever the working tree holds), is rated as it says."""
    text = committed_spec("HEAD")
    problems = []
    with tempfile.TemporaryDirectory(prefix="textsvc-spec-diff-") as scratch:
        base, head = Path(scratch) / "base.yaml", Path(scratch) / "head.yaml"
        base.write_text(text, encoding="utf-8")
        for label, edit, expected in SELF_CHECKS:
            changed = edit(text)
            head.write_text(changed, encoding="utf-8")
            report = compare(base, head, optic)
            print(render(report, f"the spec (scratch copy: {label})", load_yaml(changed)), end="\n\n")
            if report.kind != expected:
                problems.append(f"{label}: {report.kind}, not {expected}")
    print("\n".join(["self-check:", *problems] if problems else ["self-check: passed"]))
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
    try:
        if args.self_check:
            return self_check(args.optic)
        run(args.ref or last_release(), args.optic, args.head.resolve())
    except CannotCompareError as reason:
        print(f"spec-diff: cannot compare: {reason}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
