"""scripts/unasync.py writes the sync names httpx and httpcore actually use."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "unasync.py"

pytestmark = pytest.mark.skipif(shutil.which("ruff") is None, reason="the script formats with ruff")


def load_script(path: Path = SCRIPT) -> ModuleType:
    spec = importlib.util.spec_from_file_location("unasync_script", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def sync_body(source: str, script: ModuleType | None = None) -> str:
    converted: str = (script or load_script()).unasync_text(source)
    return converted.split("\n", 1)[1]  # without the "written by" header


ASYNC_SOURCE = """\
import httpcore
import httpx


class _AsyncRecorder(httpx.AsyncByteStream):
    async def __aiter__(self):
        async for part in self.parts:
            yield part


async def read(response: httpx.Response, pool: httpcore.AsyncConnectionPool, request) -> None:
    await response.aread()
    chunks = response.aiter_bytes()
    await pool.handle_async_request(request)
    backend = httpcore.AnyIOBackend()
    areader = aclosed = None
"""

SYNC_SOURCE = """\
import httpcore
import httpx


class _Recorder(httpx.SyncByteStream):
    def __iter__(self):
        for part in self.parts:
            yield part


def read(response: httpx.Response, pool: httpcore.ConnectionPool, request) -> None:
    response.read()
    chunks = response.iter_bytes()
    pool.handle_request(request)
    backend = httpcore.SyncBackend()
    areader = aclosed = None
"""


def test_the_sync_names_of_httpx_and_httpcore_are_written() -> None:
    assert sync_body(ASYNC_SOURCE) == SYNC_SOURCE
