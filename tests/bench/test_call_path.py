"""The instrument of the ``call_path`` benchmark rows (issue 23): which modules a call runs through."""

from __future__ import annotations

import inspect
import math
import sys
import textwrap
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
import textsvc
from textsvc.testing import FakeService

from benchmarks import call_path

SAMPLE = {
    "__init__.py": "",
    "front.py": """
        from callpath_sample import back
        from callpath_sample.testing import helper

        def run(busy):
            helper.assist()
            back.work()
            back.in_thread()
            busy.go.set()  # busy.py's thread does its work meanwhile
            busy.done.wait(5)
    """,
    "back.py": """
        import threading
        from callpath_sample import worker

        def work():
            return 1

        def in_thread():
            thread = threading.Thread(target=worker.job)
            thread.start()
            thread.join()
    """,
    "worker.py": """
        from callpath_sample import deeper
        import threading

        def job():
            thread = threading.Thread(target=deeper.job)
            thread.start()
            thread.join()
    """,
    "deeper.py": "def job():\n    pass\n",
    "unused.py": "def never():\n    pass\n",
    "busy.py": """
        import threading
        from callpath_sample import spawned

        class Busy:
            '''A thread running before the measurement, doing the package's work when told to go.'''

            def __init__(self):
                self.go, self.done, self.stop = threading.Event(), threading.Event(), False
                self.thread = threading.Thread(target=self.loop)
                self.thread.start()

            def loop(self):
                while self.go.wait() and not self.stop:
                    self.go.clear()
                    thread = threading.Thread(target=spawned.job)
                    thread.start()
                    thread.join()
                    self.done.set()

            def close(self):
                self.stop = True
                self.go.set()
                self.thread.join()
    """,
    "spawned.py": "def job():\n    pass\n",
    "testing/__init__.py": "",
    "testing/helper.py": "def assist():\n    pass\n",
}


@pytest.fixture
def sample(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A package ``callpath_sample`` on sys.path; its directory."""
    package = tmp_path / "callpath_sample"
    for name, source in SAMPLE.items():
        (package / name).parent.mkdir(parents=True, exist_ok=True)
        (package / name).write_text(textwrap.dedent(source))
    monkeypatch.syspath_prepend(str(tmp_path))
    yield package
    for name in [name for name in sys.modules if name.partition(".")[0] == "callpath_sample"]:
        del sys.modules[name]


def test_counts_the_files_run_by_the_caller_and_the_threads_it_starts(sample: Path) -> None:
    from callpath_sample import busy, front  # type: ignore[import-not-found]

    worker = busy.Busy()
    try:
        found = call_path.modules_run(lambda: front.run(worker), sample, excluded=["testing"])
    finally:
        worker.close()

    # Not unused.py (never called), nor testing/helper.py (excluded), nor busy.py and spawned.py:
    # the thread running busy.py was there before the call, and it started spawned.py's.
    assert found == ["back.py", "deeper.py", "front.py", "worker.py"]
    assert sys.getprofile() is None
    assert threading.getprofile() is None  # type: ignore[attr-defined]


def test_textsvc_modules_leave_out_textsvc_testing(fake: FakeService) -> None:
    package = Path(textsvc.__file__).parent
    fake_module = Path(inspect.getfile(FakeService)).resolve().relative_to(package.resolve())
    with fake.client() as client:
        tag = client.link_tags.create(tag="call-path")

    def call() -> None:
        with fake.client() as client:  # textsvc.testing code, on this thread
            client.link_tags.get(tag.id)

    found = call_path.sdk_modules_run(call)

    assert fake_module.parts[0] == "testing"
    assert found
    assert not [name for name in found if Path(name).parts[0] == "testing"], found
    assert all((package / name).is_file() for name in found)
    assert Path(inspect.getfile(textsvc.Client)).resolve().relative_to(package.resolve()).as_posix() in found


def test_each_call_of_the_rows_runs_against_the_fake() -> None:
    paths = call_path.textsvc_paths()

    assert list(paths) == list(call_path.CALLS)
    for name, found in paths.items():
        assert found["textsvc"], name
        assert not [module for module in found["textsvc"] if module.startswith("testing")], name


def test_a_row_is_met_at_the_target_and_lists_both_paths() -> None:
    ours = {"textsvc": [f"m{n}.py" for n in range(call_path.TARGET)], "textsvc_generated": []}
    over = {"textsvc": [f"m{n}.py" for n in range(call_path.TARGET + 1)], "textsvc_generated": ["g.py"]}
    found = {
        "textsvc": {"templates.create": ours, "link_tags.get": over, "messages.send": ours},
        "openai": {"version": "9", "models.retrieve": ["a.py"], "vector_stores.create": ["b.py", "c.py"]},
    }

    rows = call_path.rows(found)

    assert [(row.sdk, row.baseline, row.met) for row in rows] == [
        (call_path.TARGET, 2, True),
        (call_path.TARGET + 1, 1, False),
        (call_path.TARGET, 2, True),
    ]
    assert "`m11.py`" in rows[0].note
    assert "`b.py`, `c.py`" in rows[0].note
    assert "`g.py`" in rows[1].note
    assert "`models.retrieve`" in rows[1].baseline_label
    without = call_path.rows({**found, "openai": None})
    assert all(math.isnan(row.baseline) for row in without)


@pytest.mark.parametrize(
    ("event", "args"),
    [
        ("socket.connect", (None, ("192.0.2.1", 443))),
        ("socket.getaddrinfo", ("api.openai.com", 443, 0, 0, 0)),
    ],
)
def test_the_guard_refuses_what_is_not_loopback(event: str, args: tuple[object, ...]) -> None:
    with pytest.raises(RuntimeError, match="out of loopback"):
        call_path._refuse_remote(event, args)
    call_path._refuse_remote(
        event, (args[0], ("127.0.0.1", 443)) if event == "socket.connect" else ("localhost",)
    )
