"""pytest fixtures over the fake service, loaded by pytest itself (the ``pytest11`` entry point).

``textsvc_fake`` is one ``FakeService`` per session, reset before each test; ``textsvc_client`` and
``textsvc_async_client`` are clients bound to it. ``@pytest.mark.textsvc_fake(...)`` sets a test's
fake (a test whose fake differs from the session's gets one of its own) and seeds it.

Importing this module imports neither the fake nor its packages (pydantic, uvicorn): pytest loads it
in every project where textsvc is installed, with or without the ``testing`` extra. The fake is
imported when a test first asks for one of these fixtures; without the extra, that test fails with
the install line.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

import pytest

from ._arguments import describe

if TYPE_CHECKING:
    import textsvc
    from textsvc.testing import FakeService

MARKER = "textsvc_fake"
SETTINGS = ("rate_limits", "strict", "extra_api_keys")
"""The marker's arguments that make a fake of their own (the constructor's)."""


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini(
        "textsvc_rate_limits", "the session's fake enforces the rate limits", type="bool", default=True
    )
    parser.addini(
        "textsvc_strict", "the session's fake makes its checks beyond the document", type="bool", default=True
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        f"{MARKER}(rate_limits=True, strict=True, extra_api_keys=(), seed=None): the fake of "
        "textsvc_fake for this test (settings other than the session's make a fake of its own); "
        "seed={kind: records or a count} is seeded into it before the test",
    )


def _session_settings(config: pytest.Config) -> dict[str, Any]:
    return {
        "rate_limits": bool(config.getini("textsvc_rate_limits")),
        "strict": bool(config.getini("textsvc_strict")),
        "extra_api_keys": (),
    }


def _marked(request: pytest.FixtureRequest) -> tuple[dict[str, Any], Mapping[str, Any]]:
    """The test's fake settings (the session's, overridden by its marker) and what to seed."""
    settings = _session_settings(request.config)
    marker = request.node.get_closest_marker(MARKER)
    if marker is None:
        return settings, {}
    if marker.args:
        raise TypeError(f"@pytest.mark.{MARKER} takes keyword arguments only ({', '.join(SETTINGS)}, seed)")
    unknown = sorted(set(marker.kwargs) - {*SETTINGS, "seed"})
    if unknown:
        raise TypeError(
            f"@pytest.mark.{MARKER} got unknown arguments {unknown}: it takes {', '.join(SETTINGS)} and seed"
        )
    seeds = marker.kwargs.get("seed") or {}
    if not isinstance(seeds, Mapping):
        raise TypeError(
            f"@pytest.mark.{MARKER}(seed=...) must be a mapping of kind to records or a count, "
            f"got {describe(seeds)}"
        )
    settings.update({name: marker.kwargs[name] for name in SETTINGS if name in marker.kwargs})
    keys = settings["extra_api_keys"]
    if isinstance(keys, str | bytes) or not isinstance(keys, Iterable):
        raise TypeError(
            f"@pytest.mark.{MARKER}(extra_api_keys=...) must be a list of keys, got {describe(keys)}"
        )
    settings["extra_api_keys"] = tuple(keys)
    return settings, seeds


def _seed(fake: FakeService, seeds: Mapping[str, Any]) -> None:
    for kind, records in seeds.items():
        if isinstance(records, int) and not isinstance(records, bool):
            fake.seed(kind, count=records)
        else:
            fake.seed(kind, records)


@pytest.fixture(scope="session")
def _textsvc_session_fake(pytestconfig: pytest.Config) -> Iterator[FakeService]:
    from textsvc.testing import FakeService

    with FakeService(**_session_settings(pytestconfig)) as fake:
        yield fake


@pytest.fixture
def textsvc_fake(request: pytest.FixtureRequest) -> Iterator[FakeService]:
    """A fake service in a new fake's state: the session's, reset, or one of the test's own when its
    ``@pytest.mark.textsvc_fake`` settings differ from the session's; seeded as the marker says."""
    settings, seeds = _marked(request)
    if settings == _session_settings(request.config):
        fake: FakeService = request.getfixturevalue("_textsvc_session_fake")
        fake.reset()
        # A test may have switched these on the shared fake: each test starts from the session's.
        fake.rate_limits = settings["rate_limits"]
        fake.strict = settings["strict"]
        _seed(fake, seeds)
        yield fake
        return
    from textsvc.testing import FakeService

    with FakeService(**settings) as own:
        _seed(own, seeds)
        yield own


@pytest.fixture
def textsvc_client(textsvc_fake: FakeService) -> Iterator[textsvc.Client]:
    """A ``textsvc.Client`` bound to ``textsvc_fake`` (its key and URL), closed after the test."""
    with textsvc_fake.client() as client:
        yield client


def _async_client_fixture() -> Any:
    """``textsvc_async_client``: an async fixture needs pytest-asyncio's event loop, when installed."""
    try:
        import pytest_asyncio
    except ImportError:

        @pytest.fixture(name="textsvc_async_client")
        def needs_pytest_asyncio(textsvc_fake: FakeService) -> textsvc.AsyncClient:
            """Needs pytest-asyncio (``pip install pytest-asyncio``)."""
            pytest.fail(
                "textsvc_async_client needs pytest-asyncio: pip install pytest-asyncio", pytrace=False
            )

        return needs_pytest_asyncio

    @pytest_asyncio.fixture(name="textsvc_async_client")
    async def async_client(textsvc_fake: FakeService) -> AsyncIterator[textsvc.AsyncClient]:
        """A ``textsvc.AsyncClient`` bound to ``textsvc_fake``, closed after the test (pytest-asyncio)."""
        async with textsvc_fake.async_client() as client:
            yield client

    return async_client


textsvc_async_client = _async_client_fixture()
