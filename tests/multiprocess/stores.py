"""The store a test's workers share, by kind: a SQLite file in the test's directory, or a real Redis."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.multiprocess.workers import StoreSpec


def store_spec(kind: str, tmp_path: Path, request: pytest.FixtureRequest, **options: Any) -> StoreSpec:
    """A spec every worker builds its own store from; "redis" starts the redis-server fixture."""
    if kind == "sqlite":
        return StoreSpec("sqlite", str(tmp_path / "pacing.sqlite3"), tuple(options.items()))
    if kind == "redis":
        server = request.getfixturevalue("redis_server")
        return StoreSpec("redis", server.url, tuple(options.items()))
    if kind == "in_process":
        return StoreSpec("in_process", "", tuple(options.items()))
    raise ValueError(f"unknown store kind {kind!r}")
