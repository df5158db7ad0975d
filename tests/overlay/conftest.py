"""A module's scripted server and clients of it: for test modules that define ``answer(exchange)``.

``server`` is one hostile server per module answering with the module's ``answer``, its record
cleared and its script put back for each test; ``connect(**options)`` makes clients of it with
the module's ``API_KEY`` (each test runs with a ``Client`` and with an ``AsyncClient``), closed
after the test.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.facade import ClientFactory, client_factory
from tests.hostile import HostileServer


@pytest.fixture(scope="module")
def shared_server(request: pytest.FixtureRequest) -> Iterator[HostileServer]:
    with HostileServer(request.module.answer, read_timeout=10.0) as running:
        yield running


@pytest.fixture
def server(shared_server: HostileServer, request: pytest.FixtureRequest) -> HostileServer:
    shared_server.requests.clear()
    shared_server.script = request.module.answer
    return shared_server


@pytest.fixture(params=["sync", "async"])
def connect(request: pytest.FixtureRequest, server: HostileServer) -> Iterator[ClientFactory]:
    defaults = {"api_key": request.module.API_KEY, "base_url": server.base_url, "max_retries": 0}
    with client_factory(request.param, **defaults) as make:
        yield make
