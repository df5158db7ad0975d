from __future__ import annotations

import json
import os
import threading
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from textsvc.testing import FakeService

from tests.facade import client_of
from tests.redis_server import redis_server  # noqa: F401 (a fixture: tests ask for it by name)

try:
    from hypothesis import settings
except ModuleNotFoundError:  # sessions that run no property test (conformance, examples) lack it
    pass
else:
    # No example has a deadline: a wall-clock limit fails on a busy machine, not on a bug. ``ci`` (the
    # nox test sessions) keeps no example database (a fresh machine has none to keep) and prints the
    # blob that reproduces a failure; ``deep`` tries ten times the examples (HYPOTHESIS_PROFILE=deep).
    # A test's own ``settings`` still win. Property tests keep hypothesis's 100 examples: the four
    # test sessions of a CI run try 400 with fresh seeds.
    settings.register_profile("dev", deadline=None)
    settings.register_profile("ci", deadline=None, database=None, print_blob=True)
    settings.register_profile("deep", deadline=None, max_examples=1000)
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))


SLOW_MARKS = ("regeneration", "tour")
"""Marks of tests over 5 s each, left out unless ``--slow`` (nox runs them in check_generated and demo)."""


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--slow", action="store_true", help=f"also run the slow tests (marked {' or '.join(SLOW_MARKS)})"
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "__mutmut_" in os.environ.get("MUTANT_UNDER_TEST", ""):
        _cheapest_files_first(items)
    if config.getoption("--slow"):
        return
    slow = [item for item in items if any(item.get_closest_marker(mark) for mark in SLOW_MARKS)]
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [item for item in items if item not in slow]


def _cheapest_files_first(items: list[pytest.Item]) -> None:
    """Under mutmut, which stops at a mutant's first failing test, run the files whose tests took
    least in its stats (``mutmut-stats.json`` in its working directory) first: a mutant that cheap
    tests catch is caught in seconds, not after the real-time ones. A file's tests keep their order
    (its module fixtures are set up once)."""
    try:
        durations = json.loads(Path("mutmut-stats.json").read_text())["duration_by_test"]
    except (OSError, ValueError, KeyError):
        return
    cost_of_file: Counter[Path] = Counter()
    for item in items:
        cost_of_file[item.path] += durations.get(item.nodeid, 0.0)
    items.sort(key=lambda item: cost_of_file[item.path])


@pytest.fixture(scope="session")
def close_later() -> Iterator[Callable[[FakeService], None]]:
    """``close_later(fake)``: close a fake on a thread of its own. Closing waits out the server's
    shutdown ticks (about 0.2 s), which the next test need not wait for (its fake listens on a port
    of its own); every one is joined before the session ends."""
    closing: list[threading.Thread] = []

    def close(service: FakeService) -> None:
        closer = threading.Thread(target=service.close, name="textsvc-fake-closer")
        closer.start()
        closing.append(closer)

    yield close
    for closer in closing:
        closer.join(30)
    assert not any(closer.is_alive() for closer in closing), "a fake did not close within 30 s"


@pytest.fixture
def fake(close_later: Callable[[FakeService], None]) -> Iterator[FakeService]:
    """A fresh fake with the rate limits off (tests of the limits turn them on)."""
    service = FakeService(rate_limits=False).start()
    yield service
    close_later(service)


# nox -s conformance (scripts/conformance.py) puts Prism between the clients and the fake: the fake
# listens on the port Prism forwards to, and the clients are given Prism's URL.
CONFORMANCE_BASE_URL = os.environ.get("TEXTSVC_CONFORMANCE_BASE_URL")
CONFORMANCE_FAKE_PORT = int(os.environ.get("TEXTSVC_CONFORMANCE_FAKE_PORT", "0"))


@pytest.fixture(scope="module", params=["sync", "async"])
def surface(request: pytest.FixtureRequest) -> Iterator[tuple[str, FakeService, Any]]:
    """(mode, fake, client): the sync client, or the async client driven through an event loop."""
    with FakeService(rate_limits=False, port=CONFORMANCE_FAKE_PORT) as service:
        options = {"api_key": service.api_key, "base_url": CONFORMANCE_BASE_URL or service.base_url}
        with client_of(request.param, **options) as client:
            yield request.param, service, client


@pytest.fixture(autouse=True)
def _fresh_decoding_caches() -> None:
    """Every test starts with empty decoding caches.

    The converter and the parser of each model are made once per process and kept. mutmut records
    which tests reach which function: with the caches kept, only the first test to decode a model
    would reach the code that makes its parser, and mutants there would be tested by that test alone.
    """
    from textsvc import _converter

    _converter.converter.cache_clear()
    _converter._READERS.clear()
    _converter._WRITERS.clear()
