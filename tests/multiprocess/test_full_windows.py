"""Pacing under stress across processes: every window but the last is sent full, and none refuses.

Worker processes (sync and async clients, several callers each) share one store and make their
calls as fast as pacing lets them, against a server counting one fixed window for all of them. The
server answers the requests it counted together latest first (``FixedWindow(reorder=)``), so answers
are read out of the order they were counted in, window after window: a request subtracted twice
leaves a slot of its window unused, and the job needs a window more. Windows are counted, not timed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.hostile import Exchange, HostileServer
from tests.multiprocess.harness import Workers
from tests.multiprocess.stores import store_spec
from tests.multiprocess.workers import Job
from tests.overlay.mocking import API_KEY
from tests.overlay.windows import FixedWindow

pytestmark = pytest.mark.processes  # the test sessions run these after the others, one at a time

LIMIT = 10
SECONDS = 0.3
WINDOWS = 5
MODES = ("sync", "async", "sync")
CALLERS = 2
"""Callers per worker: six in all, fewer than a window holds, so each window takes several rounds."""
CALLS_EACH = LIMIT * WINDOWS // (len(MODES) * CALLERS) + 1
"""Enough for every window to fill: 48 calls, five windows of 10 (the last one short)."""
TOTAL = CALLS_EACH * CALLERS * len(MODES)


def _not_open_yet(exchange: Exchange) -> None:
    exchange.respond(503, json={"message": "the window opens when every worker is ready"})


@pytest.mark.parametrize("kind", ["sqlite", "redis"])
def test_workers_sharing_a_store_send_every_window_full(
    kind: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    store = store_spec(kind, tmp_path, request)
    with HostileServer(_not_open_yet) as server:
        jobs = [
            Job(server.base_url, API_KEY, store, CALLS_EACH, callers=CALLERS, mode=mode) for mode in MODES
        ]
        with Workers(jobs) as workers:
            window = FixedWindow(LIMIT, SECONDS, answer_delay=0.002, reorder=0.004)
            server.script = window  # opened once every worker is ready
            workers.go()
            reports = workers.reports(within=60)
    assert [report.errors for report in reports] == [()] * len(reports)
    warned = [report.warnings for report in reports]
    assert (window.served, window.rejected) == (TOTAL, 0), "\n".join(
        [f"per window: {window.per_window}", f"warnings: {warned}", *window.events]
    )
    # The first window opens before the first request and pays for each worker's first call (its
    # imports, its connection): it may be sent short, as the last one is, or pass before any request
    # came (a loaded machine), and then the first window served is the short one.
    served = window.per_window[next(i for i, count in enumerate(window.per_window) if count) :]
    middle = served[1:-1]
    assert len(middle) >= WINDOWS - 2
    assert middle == [LIMIT] * len(middle), window.per_window
