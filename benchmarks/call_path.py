"""How many modules a warm call runs through (issue 23): textsvc on the fake, openai-python on loopback.

``python -m benchmarks.call_path`` prints each call's modules; ``python -m benchmarks.run call_path``
(``nox -s bench -- --quick call_path``) gives the table's rows.

What is counted, for each call: the distinct source files of the package (textsvc's outside
``textsvc/testing/``; all of openai's) in which a Python function started (a profiler ``call``
event: a function called or a generator resumed) during the second of two identical calls (the
first warms caches and lazy imports), on the calling thread and on any thread started from it
during the call. Not counted: threads that were running before the call (a pool's worker handed
work included), such as the fake's server thread, which runs textsvc code of its own on each
request (``_policies.py``), and threads they start; C functions; code made at run time without a
source file (attrs' ``__init__``); other packages (httpx, httpcore, attrs, cattrs, pydantic;
textsvc's generated package is listed in the notes, not counted). These are counts, not timings:
one run gives them, whatever the load.

``measure`` runs this module in a fresh interpreter, so that nothing an earlier figure did is
warm, behind an audit hook that refuses any connection but to loopback.
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import math
import os
import subprocess
import sys
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from types import FrameType
from typing import Any

from benchmarks import figures

TARGET = 12
"""Issue 23: a warm call runs functions in at most this many of textsvc's modules."""
CALLS = ("templates.create", "link_tags.get", "messages.send")
BASELINE_FOR = {
    "templates.create": "vector_stores.create",
    "link_tags.get": "models.retrieve",
    "messages.send": "vector_stores.create",
}
"""openai-python's call beside each of ours: a create for a create, a get by id for a get."""

_THREAD_START = threading.Thread.start.__code__


def modules_run(call: Callable[[], object], directory: str | Path, excluded: Iterable[str] = ()) -> list[str]:
    """The files under ``directory`` (paths relative to it, sorted) in which a Python function
    started during ``call()``, on this thread or on a thread started from it (at any depth) during
    the call; files under the subdirectories ``excluded`` are left out."""
    root = os.path.realpath(directory)
    skipped = tuple(os.path.join(root, part) + os.sep for part in excluded)
    names: dict[str, str | None] = {}
    files: set[str] = set()
    started: set[threading.Thread] = set()
    recording = True

    def name_of(filename: str) -> str | None:
        if filename not in names:
            path = os.path.realpath(filename)
            inside = path.startswith(root + os.sep) and not path.startswith(skipped) and os.path.isfile(path)
            names[filename] = os.path.relpath(path, root) if inside else None
        return names[filename]

    def profile(frame: FrameType, event: str, arg: object) -> None:
        if event != "call" or not recording:
            return
        code = frame.f_code
        if code is _THREAD_START:
            started.add(frame.f_locals["self"])
        name = name_of(code.co_filename)
        if name is not None:
            files.add(name)

    def new_thread(frame: FrameType, event: str, arg: object) -> None:
        # threading.setprofile: every thread started meanwhile comes here first; only those a
        # traced thread started are traced.
        if threading.current_thread() in started:
            sys.setprofile(profile)
            profile(frame, event, arg)
        else:
            sys.setprofile(None)

    previous, previous_threads = sys.getprofile(), threading.getprofile()
    threading.setprofile(new_thread)
    sys.setprofile(profile)
    try:
        call()
    finally:
        recording = False
        sys.setprofile(previous)
        threading.setprofile(previous_threads)  # type: ignore[arg-type]
    return sorted(files)


def sdk_modules_run(call: Callable[[], object]) -> list[str]:
    """``modules_run`` over the installed textsvc, ``textsvc/testing/`` left out."""
    import textsvc

    return modules_run(call, Path(textsvc.__file__).parent, excluded=("testing",))


def textsvc_paths() -> dict[str, dict[str, list[str]]]:
    """Each call of ``CALLS``, warm, on a sync client of a ``FakeService(rate_limits=False)``:
    ``{"textsvc": its modules, "textsvc_generated": those of the generated package}``."""
    import textsvc_generated
    from textsvc.testing import FakeService

    generated = Path(textsvc_generated.__file__).parent
    paths = {}
    with FakeService(rate_limits=False) as fake, fake.client() as client:
        tag = client.link_tags.create(tag="call-path")
        calls: dict[str, Callable[[], object]] = {
            "templates.create": lambda: client.templates.create(message="Hello {firstName}", name="path"),
            "link_tags.get": lambda: client.link_tags.get(tag.id),
            "messages.send": lambda: client.messages.send(message="Hello", subscribers=["+15555550100"]),
        }
        for name, call in calls.items():
            call()
            paths[name] = {
                "textsvc": sdk_modules_run(call),
                "textsvc_generated": modules_run(call, generated),
            }
    return paths


def openai_paths() -> dict[str, Any] | None:
    """openai-python's ``models.retrieve`` and ``vector_stores.create``, warm, against
    ``canned_server.py``: ``{"version": ..., call: its modules}``; None without openai installed."""
    try:
        import openai
    except ImportError:
        return None
    found: dict[str, Any] = {"version": openai.__version__}
    with figures.canned_server() as base_url:
        base_url = base_url.removesuffix("/v3") + "/v1"
        with openai.OpenAI(api_key=figures.API_KEY, base_url=base_url) as client:
            calls: dict[str, Callable[[], object]] = {
                "models.retrieve": lambda: client.models.retrieve("gpt-x"),
                "vector_stores.create": lambda: client.vector_stores.create(name="call path"),
            }
            for name, call in calls.items():
                call()
                found[name] = modules_run(call, Path(openai.__file__).parent)
    return found


def _loopback(host: object) -> bool:
    if host is None or host in ("localhost", b"localhost"):
        return True
    try:
        return ipaddress.ip_address(host.decode() if isinstance(host, bytes) else str(host)).is_loopback
    except ValueError:
        return False


def _refuse_remote(event: str, args: tuple[Any, ...]) -> None:
    """An audit hook: a connection, or a name looked up, anywhere but loopback is an error."""
    if event == "socket.connect" and isinstance(args[1], tuple):
        host = args[1][0]
    elif event == "socket.getaddrinfo":
        host = args[0]
    else:
        return
    if not _loopback(host):
        raise RuntimeError(f"call_path reaches out of loopback: {event} {host!r}")


def _listed(modules: list[str]) -> str:
    return ", ".join(f"`{module}`" for module in modules)


def rows(found: dict[str, Any]) -> list[figures.Figure]:
    """The table's rows from what ``main --json`` printed."""
    theirs = found["openai"]
    result = []
    for index, name in enumerate(CALLS):
        ours = found["textsvc"][name]["textsvc"]
        generated = found["textsvc"][name]["textsvc_generated"]
        other = BASELINE_FOR[name]
        note = (
            "textsvc's files outside `textsvc/testing/` in which a Python function ran on the calling "
            "thread (or a thread it started) during the second of two identical calls "
            "(`python -m benchmarks.call_path` lists them); "
            if index == 0
            else ""
        )
        note += f"ours ({len(ours)}): {_listed(ours)}"
        note += f"; besides, {len(generated)} of `textsvc_generated`" + (
            f" ({_listed(generated)})" if generated else ""
        )
        if theirs is None:
            baseline, label = math.nan, "openai-python not installed"
        else:
            baseline, label = len(theirs[other]), f"openai-python `{other}`, loopback"
            note += f"; openai-python {theirs['version']} `{other}` ({len(theirs[other])}): "
            note += _listed(theirs[other])
        result.append(
            figures.Figure(
                f"modules a warm `{name}` runs (sync, fake, limits off)",
                len(ours),
                baseline,
                "modules",
                f"<= {TARGET} modules (absolute)",
                len(ours) <= TARGET,
                note,
                baseline_label=label,
            )
        )
    return result


def measure() -> list[figures.Figure]:
    """``main --json`` in a fresh interpreter; its rows."""
    run = subprocess.run(
        [sys.executable, "-m", "benchmarks.call_path", "--json"],
        cwd=figures.ROOT,
        stdout=subprocess.PIPE,
        text=True,
        check=True,
    )
    return rows(json.loads(run.stdout.splitlines()[-1]))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.call_path", description=__doc__)
    parser.add_argument("--json", action="store_true", help="print one line of JSON (for `measure`)")
    args = parser.parse_args(argv)
    sys.addaudithook(_refuse_remote)
    found = {"textsvc": textsvc_paths(), "openai": openai_paths()}
    if args.json:
        print(json.dumps(found))
        return 0
    for name, paths in found["textsvc"].items():
        for package, modules in paths.items():
            print(f"{name}: {len(modules)} modules of {package}\n  " + "\n  ".join(modules))
    theirs = found["openai"] or {"version": "not installed"}
    version = theirs.pop("version")
    for name, modules in theirs.items():
        print(f"openai-python {version} {name}: {len(modules)} modules\n  " + "\n  ".join(modules))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
