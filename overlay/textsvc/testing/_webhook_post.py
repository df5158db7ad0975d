"""POST a webhook delivery within a limit as a whole: connecting, sending and the whole answer.

httpx's timeouts bound each read, so a listener that drips its answer a byte at a time keeps a
synchronous request going for as long as it likes. On an event loop the attempt is cancelled when
the limit passes, whatever it is waiting for. The loop runs on a thread of its own, started on the
first delivery, so ``post`` may be called from any thread (one running an event loop included).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Mapping

import httpx

DEFAULT_WEBHOOK_TIMEOUT = 5.0
"""Seconds (real time) a listener has to answer a delivery, as a whole."""


class DeliveryPoster:
    """Sends deliveries on an event loop of its own, each attempt bounded by ``limit`` seconds."""

    def __init__(self, limit: float) -> None:
        self.limit = limit
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._http: httpx.AsyncClient | None = None
        self._closed = False

    def post(self, url: httpx.URL, body: bytes, headers: Mapping[str, str]) -> int:
        """The listener's status once its whole answer is in; ``TimeoutError`` when the limit passes
        first, ``httpx.HTTPError`` when it cannot be reached."""
        with self._lock:  # scheduled under the lock: close() then cancels it rather than strand it
            if self._closed:
                raise RuntimeError("the fake is closed: it delivers no more webhook events")
            future = asyncio.run_coroutine_threadsafe(self._post(url, body, headers), self._running_loop())
        try:
            return future.result()
        except concurrent.futures.CancelledError:
            raise RuntimeError("the fake was closed during a webhook delivery") from None

    def close(self) -> None:
        """Cancel deliveries still running, close the connections and stop the loop."""
        with self._lock:
            self._closed = True
            loop, thread, self._loop, self._thread = self._loop, self._thread, None, None
        if loop is None or thread is None:
            return
        asyncio.run_coroutine_threadsafe(self._shut_down(), loop).result(timeout=10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)
        loop.close()

    def _running_loop(self) -> asyncio.AbstractEventLoop:
        if self._loop is None:
            self._loop = asyncio.new_event_loop()
            self._thread = threading.Thread(
                target=self._loop.run_forever, name="textsvc-fake-webhook-http", daemon=True
            )
            self._thread.start()
        return self._loop

    async def _post(self, url: httpx.URL, body: bytes, headers: Mapping[str, str]) -> int:
        if self._http is None:  # made on the loop that uses it
            # No per-phase timeouts: the limit below bounds the whole attempt, one error for all.
            self._http = httpx.AsyncClient(timeout=None)  # noqa: S113
        async with asyncio.timeout(self.limit):
            async with self._http.stream("POST", url, content=body, headers=headers) as response:
                async for _ in response.aiter_raw():  # the whole answer, read and dropped
                    pass
                return response.status_code

    async def _shut_down(self) -> None:
        running = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)
        if self._http is not None:
            await self._http.aclose()
