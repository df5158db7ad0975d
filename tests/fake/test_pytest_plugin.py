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


def test_each_test_starts_from_an_empty_fake(tmp_path: Path) -> None:
    result = run_pytest(
        tmp_path,
        """
        from textsvc import Client
        from textsvc.testing import FakeService

        def test_a_send_lands_in_the_outbox(textsvc_fake: FakeService, textsvc_client: Client) -> None:
            textsvc_client.messages.send(message="Welcome!", subscribers=["+15555550100"])
            textsvc_client.templates.create(name="Hello", message="Hi there")
            assert len(textsvc_client.templates.list().first_page().rows) == 1
            textsvc_fake.set_account_state("PAUSED_ACCOUNT")
            textsvc_fake.strict = False
            assert [sent.subscribers for sent in textsvc_fake.sent_messages] == [("+15555550100",)]

        def test_the_next_test_sees_none_of_it(textsvc_fake: FakeService, textsvc_client: Client) -> None:
            assert textsvc_fake.sent_messages == []
            assert textsvc_fake.strict and textsvc_fake.rate_limits
            assert textsvc_client.templates.list().first_page().rows == []  # 403 if the state stayed
            assert textsvc_fake.state.route_hits[("GET", "/templates")] == 1
        """,
    )
    passed(result, 2)


def test_the_session_shares_one_fake_and_a_marked_test_gets_its_own(tmp_path: Path) -> None:
    result = run_pytest(
        tmp_path,
        """
        import pytest
        from textsvc import Client
        from textsvc.testing import FakeService

        PORTS = []

        def test_first(textsvc_fake: FakeService) -> None:
            PORTS.append(textsvc_fake.port)

        def test_second(textsvc_fake: FakeService) -> None:
            assert textsvc_fake.port == PORTS[0]

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
        """,
    )
    passed(result, 4)


def test_the_async_client_is_bound_to_the_fake(tmp_path: Path) -> None:
    result = run_pytest(
        tmp_path,
        """
        import pytest
        import textsvc
        from textsvc.testing import FakeService

        @pytest.mark.asyncio
        async def test_async(textsvc_fake: FakeService, textsvc_async_client: textsvc.AsyncClient) -> None:
            await textsvc_async_client.messages.send(message="Hi", subscribers=["+15555550100"])
            assert len(textsvc_fake.sent_messages) == 1
        """,
    )
    passed(result, 1)


def test_a_bad_marker_is_an_error_naming_what_it_takes(tmp_path: Path) -> None:
    result = run_pytest(
        tmp_path,
        """
        import pytest

        @pytest.mark.textsvc_fake(rate_limit=False)
        def test_typo(textsvc_fake) -> None:
            pass
        """,
    )
    assert result.returncode == 1, result.stdout + result.stderr
    assert (
        "got unknown arguments ['rate_limit']: it takes rate_limits, strict, extra_api_keys and seed"
        in result.stdout
    )


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


@pytest.mark.parametrize("argument", ["seed=[1]", "True", "extra_api_keys='sk_b'"])
def test_a_marker_given_the_wrong_shape_is_refused(tmp_path: Path, argument: str) -> None:
    result = run_pytest(
        tmp_path,
        f"""
        import pytest

        @pytest.mark.textsvc_fake({argument})
        def test_marked(textsvc_fake) -> None:
            pass
        """,
    )
    assert result.returncode == 1
    assert "@pytest.mark.textsvc_fake" in result.stdout
