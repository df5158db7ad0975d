"""Write overlay/textsvc/_sync from overlay/textsvc/_async (the httpcore approach), or check it.

The async code is the source; the sync code is derived by token replacement, so the two
surfaces cannot drift. ``--check`` fails when the committed ``_sync`` differs.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "overlay" / "textsvc" / "_async"
TARGET = ROOT / "overlay" / "textsvc" / "_sync"
HEADER = "# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.\n"

# Whole-word replacements, applied in one pass before the general rule: any other ``AsyncName``
# (or ``_AsyncName``) becomes ``Name`` (``_Name``).
SUBSTITUTIONS = {
    "__aenter__": "__enter__",
    "__aexit__": "__exit__",
    "__aiter__": "__iter__",
    "aclose": "close",
    "aread": "read",
    "aiter_bytes": "iter_bytes",
    "aiter_raw": "iter_raw",
    "handle_async_request": "handle_request",
    "async_sleep": "sleep",
    "async_poll": "poll",
    "async_acquire": "acquire",
    "async_release": "release",
    "async_wait": "wait",
    "StopAsyncIteration": "StopIteration",
    # httpx's and httpcore's sync names that are not the async name less ``Async``.
    "AsyncByteStream": "SyncByteStream",
    "AnyIOBackend": "SyncBackend",
    "The async client": "The sync client",
    "every method is awaitable": "every method returns its result",
}
PATTERN = re.compile(
    r"\b(?:"
    + "|".join(re.escape(word) for word in sorted(SUBSTITUTIONS, key=len, reverse=True))
    + r")\b|\basync (?:def|for|with)\b|\bawait |(?<![A-Za-z0-9])Async(?=[A-Z])"
)


def _replace(match: re.Match[str]) -> str:
    token = match.group(0)
    if token in ("async def", "async for", "async with"):
        return token.removeprefix("async ")
    if token == "await ":
        return ""
    if token == "Async":
        return ""
    return SUBSTITUTIONS[token]


def _ruff(text: str, *arguments: str) -> str:
    completed = subprocess.run(
        ["ruff", *arguments, "--stdin-filename", str(TARGET / "module.py"), "-"],
        input=text,
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    return completed.stdout


AWAITABLE = re.compile(r"\bAwaitable\[([^\[\]]+)\]")
"""``Awaitable[X]`` (a call's result, awaited in async code) is ``X`` in sync code."""


def unasync_text(text: str) -> str:
    """The sync module for an async one: tokens replaced, imports sorted and formatted by ruff."""
    if not shutil.which("ruff"):
        raise SystemExit("ruff is not on PATH (run through nox)")
    converted = HEADER + AWAITABLE.sub(r"\1", PATTERN.sub(_replace, text))
    converted = _ruff(converted, "check", "--fix-only", "--select", "I,F401", "--quiet", "--exit-zero")
    return _ruff(converted, "format", "--quiet")


def expected_files() -> dict[str, str]:
    return {path.name: unasync_text(path.read_text()) for path in sorted(SOURCE.glob("*.py"))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail if _sync is not what _async gives")
    args = parser.parse_args(argv)
    expected = expected_files()
    if args.check:
        present = {path.name: path.read_text() for path in TARGET.glob("*.py")} if TARGET.is_dir() else {}
        stale = sorted(
            name for name in expected.keys() | present.keys() if expected.get(name) != present.get(name)
        )
        if stale:
            print("overlay/textsvc/_sync is stale (run `nox -s unasync`): " + ", ".join(stale))
            return 1
        print("overlay/textsvc/_sync matches _async.")
        return 0
    TARGET.mkdir(exist_ok=True)
    for stale in TARGET.glob("*.py"):
        if stale.name not in expected:
            stale.unlink()
    for name, text in expected.items():
        (TARGET / name).write_text(text)
    print(f"wrote {len(expected)} files to {TARGET.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
