"""The pytest plugin (``textsvc.pytest_plugin``), as a user's project gets it: a pytest run in a
directory of its own with no conftest, the plugin loaded by pytest through textsvc's ``pytest11``
entry point.

The entry point is read from the installed distribution, not from the source tree: an install made
before it was added (``pip install -e .`` again) fails the first test here, and the others then name
the plugin with ``-p``, as pytest would have loaded it.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from importlib.metadata import entry_points
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ASYNCIO = ("-o", "asyncio_default_fixture_loop_scope=function")
"""What pytest-asyncio asks a project to set (else it warns, an error under ``-W error``)."""


REGISTERED = bool(entry_points(group="pytest11", name="textsvc"))
PLUGIN = () if REGISTERED else ("-p", "textsvc.pytest_plugin")


def run_pytest(project: Path, tests: str, *options: str) -> subprocess.CompletedProcess[str]:
    """pytest on ``tests`` (one test module) in ``project``, with this interpreter and this source."""
    (project / "test_user.py").write_text(textwrap.dedent(tests))
    environment = dict(os.environ)
    environment["PYTHONPATH"] = os.pathsep.join([str(ROOT / "overlay"), str(ROOT / "generated")])
    environment.pop("PYTEST_ADDOPTS", None)
    environment.pop("PYTEST_PLUGINS", None)
    environment["COLUMNS"] = "300"  # the short summary's lines are cut at the terminal's width
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:cacheprovider",
            "-W",
            "error",
            "-q",
            *ASYNCIO,
            *PLUGIN,
            *options,
        ],
        cwd=project,
        env=environment,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


def passed(result: subprocess.CompletedProcess[str], count: int) -> None:
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"{count} passed" in result.stdout, result.stdout


def test_textsvc_registers_the_plugin_through_the_pytest11_entry_point() -> None:
    registered = entry_points(group="pytest11", name="textsvc")
    assert [entry.value for entry in registered] == ["textsvc.pytest_plugin"], (
        "reinstall textsvc (pip install -e .): its installed metadata lacks the pytest11 entry point"
    )


USER_TESTS = """
    import pytest
    import textsvc
    from textsvc import Client
    from textsvc.testing import FakeService

    PORTS = []

    def test_a_send_lands_in_the_outbox(textsvc_fake: FakeService, textsvc_client: Client) -> None:
        PORTS.append(textsvc_fake.port)
        textsvc_client.messages.send(message="Welcome!", subscribers=["+15555550100"])
        textsvc_client.templates.create(name="Hello", message="Hi there")
        assert len(textsvc_client.templates.list().first_page().rows) == 1
        textsvc_fake.set_account_state("PAUSED_ACCOUNT")
        textsvc_fake.strict = False
        assert [sent.subscribers for sent in textsvc_fake.sent_messages] == [("+15555550100",)]

    def test_the_next_test_sees_none_of_it(textsvc_fake: FakeService, textsvc_client: Client) -> None:
        assert textsvc_fake.port == PORTS[0]  # the session's one fake
        assert textsvc_fake.sent_messages == []
        assert textsvc_fake.strict and textsvc_fake.rate_limits
        assert textsvc_client.templates.list().first_page().rows == []  # 403 if the state stayed
        assert textsvc_fake.state.route_hits[("GET", "/templates")] == 1

    SEEDS = {"campaigns": [{"name": "Fall"}], "deliveries": 2}

    @pytest.mark.textsvc_fake(rate_limits=False, strict=False, seed=SEEDS)
    def test_marked(textsvc_fake: FakeService, textsvc_client: Client) -> None:
        assert textsvc_fake.port != PORTS[0]
        assert not textsvc_fake.rate_limits and not textsvc_fake.strict
        assert [campaign.name for campaign in textsvc_client.campaigns.list()] == ["Fall"]
        assert len(list(textsvc_client.deliveries.list())) == 2

    @pytest.mark.textsvc_fake(seed={"campaigns": 3})
    def test_seeded_on_the_session_fake(textsvc_fake: FakeService, textsvc_client: Client) -> None:
        assert textsvc_fake.port == PORTS[0]
        assert len(list(textsvc_client.campaigns.list())) == 3

    @pytest.mark.asyncio
    async def test_async(textsvc_fake: FakeService, textsvc_async_client: textsvc.AsyncClient) -> None:
        await textsvc_async_client.messages.send(message="Hi", subscribers=["+15555550100"])
        assert len(textsvc_fake.sent_messages) == 1

    @pytest.mark.textsvc_fake(rate_limit=False)
    def test_typo(textsvc_fake) -> None:
        pass

    @pytest.mark.textsvc_fake(seed=[1])
    def test_seed_as_a_list(textsvc_fake) -> None:
        pass

    @pytest.mark.textsvc_fake(True)
    def test_a_positional_argument(textsvc_fake) -> None:
        pass

    @pytest.mark.textsvc_fake(extra_api_keys="sk_b")
    def test_one_string_as_keys(textsvc_fake) -> None:
        pass
"""
"""One user's test module, run once (a pytest run costs seconds): each test below reads the outcome
of its part (``-rA`` lists every test's)."""


@pytest.fixture(scope="module")
def user_run(tmp_path_factory: pytest.TempPathFactory) -> str:
    result = run_pytest(tmp_path_factory.mktemp("project"), USER_TESTS, "-rA")
    assert "5 passed, 4 errors" in result.stdout, result.stdout + result.stderr
    return result.stdout


def outcome(output: str, test: str) -> str:
    """The short summary's line of ``test`` (``PASSED test_user.py::test`` or ``ERROR ... - why``)."""
    found = [line for line in output.splitlines() if line.split(" - ")[0].endswith(f"::{test}")]
    assert len(found) == 1, output
    return found[0]


def test_each_test_starts_from_an_empty_fake(user_run: str) -> None:
    assert outcome(user_run, "test_a_send_lands_in_the_outbox").startswith("PASSED")
    assert outcome(user_run, "test_the_next_test_sees_none_of_it").startswith("PASSED")


def test_the_session_shares_one_fake_and_a_marked_test_gets_its_own(user_run: str) -> None:
    assert outcome(user_run, "test_marked").startswith("PASSED")
    assert outcome(user_run, "test_seeded_on_the_session_fake").startswith("PASSED")


def test_the_async_client_is_bound_to_the_fake(user_run: str) -> None:
    assert outcome(user_run, "test_async").startswith("PASSED")


def test_a_bad_marker_is_an_error_naming_what_it_takes(user_run: str) -> None:
    assert outcome(user_run, "test_typo").startswith("ERROR")
    assert (
        "got unknown arguments ['rate_limit']: it takes rate_limits, strict, extra_api_keys and seed"
        in user_run
    )


@pytest.mark.parametrize(
    "test", ["test_seed_as_a_list", "test_a_positional_argument", "test_one_string_as_keys"]
)
def test_a_marker_given_the_wrong_shape_is_refused(user_run: str, test: str) -> None:
    line = outcome(user_run, test)
    assert line.startswith(f"ERROR test_user.py::{test} - TypeError: @pytest.mark.textsvc_fake"), line


def test_loading_the_plugin_imports_no_fake_and_needs_no_extra(tmp_path: Path) -> None:
    """Without the testing extra the plugin loads, a test not using it passes, and a test using it
    fails with the install line."""
    blocker = tmp_path / "blocker"
    blocker.mkdir()
    # Block the testing extra's packages in the pytest process, as if they were not installed.
    (blocker / "sitecustomize.py").write_text(
        "import sys\nfor name in ('pydantic', 'uvicorn', 'starlette'):\n    sys.modules[name] = None\n"
    )
    project = tmp_path / "project"
    project.mkdir()
    tests = """
        import sys

        def test_plain() -> None:
            assert "textsvc.pytest_plugin" in sys.modules
            assert "textsvc.testing" not in sys.modules

        def test_with_the_fake(textsvc_fake) -> None:
            pass
        """
    (project / "test_user.py").write_text(textwrap.dedent(tests))
    environment = dict(os.environ)
    environment["PYTHONPATH"] = os.pathsep.join(
        [str(blocker), str(ROOT / "overlay"), str(ROOT / "generated")]
    )
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", *PLUGIN],
        cwd=project,
        env=environment,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert "1 passed, 1 error" in result.stdout, result.stdout + result.stderr
    # The hint names the extra as this textsvc was installed (the index's name, or a checkout's path).
    assert re.search(r'pip install (-e )?"[^"]*\[testing\]"', result.stdout), result.stdout
