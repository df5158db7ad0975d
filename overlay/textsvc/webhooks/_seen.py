"""Each delivered body handled once across a listener fleet: a record of the bodies handled.

The service retries a delivery that failed (``retryOnError``), and a delivery whose answer it did
not get in time, so a listener may be handed a body it already handled. Its payloads carry no
documented event id: the one identity the document gives a delivery is its body, so a body is known
by its SHA-256 digest.

A listener first *claims* the body's digest (for ``claim_seconds``: a listener that dies holding a
claim stops holding it then). A body claimed or handled by another listener is not handled again;
a claim whose handler returns becomes *handled* for ``keep_seconds``; a claim whose handler raises is
given up, so that the service's next delivery of the body runs the handler again.

A store that fails (a SQLite file locked past its timeout, Redis down, or not answering a step whole
within its timeout) never drops an event: the handler runs, as it would without de-duplication, and
one warning is logged on ``textsvc.webhooks``. Every step is bounded as a whole: nothing a store
waits on holds a delivery for ever.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import hashlib
import logging
import math
import secrets
import threading
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from .._arguments import describe
from .._fork_safe import fork_safe_lock
from ._handlers import check_handler, run_async_handler, run_handler

if TYPE_CHECKING:
    from . import WebhookEvent

__all__ = ["Handling", "InProcessSeen", "SeenStore"]

logger = logging.getLogger("textsvc.webhooks")

_CANNOT_AWAIT = "handle() cannot await: use async_handle"

DEFAULT_KEEP_SECONDS = 86_400.0
"""How long a handled body is remembered: far longer than the service's two retries take."""
DEFAULT_CLAIM_SECONDS = 60.0
"""How long a listener's claim holds while its handler runs: past it, a redelivery may run again."""


class Handling(enum.StrEnum):
    """What became of a delivery given to ``SeenStore.handle``."""

    HANDLED = "handled"
    """The handler ran now, and returned."""
    SEEN = "seen"
    """A listener handled this body before: the handler did not run (answer 200)."""
    BUSY = "busy"
    """Another listener is handling this body right now: the handler did not run. Answer an error
    (the adapters answer 409), so that the service delivers it again should that listener fail."""


_ANSWERS = {
    Handling.HANDLED: (200, "ok"),
    Handling.SEEN: (200, "already handled"),
    Handling.BUSY: (409, "another listener is handling this delivery"),
}


def handled_answer(handling: Handling) -> tuple[int, str]:
    """The status and text a listener answers: 200, but 409 while another listener handles the
    body, so that the service delivers it again should that listener fail."""
    return _ANSWERS[handling]


class Claimed(enum.Enum):
    """What a store answers a claim: the claim is this listener's, or the body is seen or busy."""

    MINE = "mine"
    SEEN = "seen"
    BUSY = "busy"


class SeenStoreError(Exception):
    """A store could not answer (the wrapped error says why)."""


def body_key(body: bytes) -> str:
    return hashlib.sha256(body).hexdigest()


def check_seconds(name: str, value: float) -> float:
    if type(value) not in (int, float):
        raise TypeError(f"{name} must be a number of seconds, got {describe(value)}")
    if not (math.isfinite(value) and value > 0):
        raise ValueError(f"{name} must be a finite number of seconds, more than 0")
    return float(value)


class SeenStore:
    """The bodies a fleet of listeners has handled, or is handling; see ``handle``.

    Subclasses keep the record: in this process (``InProcessSeen``), in a SQLite file for the
    processes of one host (``SQLiteSeen``), in Redis for every host (``RedisSeen``).
    """

    def __init__(
        self, *, keep_seconds: float = DEFAULT_KEEP_SECONDS, claim_seconds: float = DEFAULT_CLAIM_SECONDS
    ) -> None:
        self.keep_seconds = check_seconds("keep_seconds", keep_seconds)
        self.claim_seconds = check_seconds("claim_seconds", claim_seconds)
        self._outage = threading.Event()  # set while the store fails: one warning per outage

    def handle(self, event: WebhookEvent, handler: Callable[[WebhookEvent], object]) -> Handling:
        """Run ``handler(event)`` unless a listener sharing this store handled the body (``SEEN``)
        or is handling it (``BUSY``). A handler that raises leaves the body unhandled, and raises.
        A coroutine function, or an object whose ``__call__`` is one, is refused (its body would
        never run): use ``async_handle``. A handler that returns an awaitable or a generator raises
        ``TypeError``, and leaves the body unhandled."""
        check_handler(handler, awaits=False, fix=_CANNOT_AWAIT)
        key, token = body_key(event.body), secrets.token_hex(16)
        claimed = self._guarded(self._claim, key, token, completes=False)
        if claimed is not None and claimed is not Claimed.MINE:
            return Handling(claimed.value)
        try:
            run_handler(handler, event, fix=_CANNOT_AWAIT)
        except BaseException:
            if claimed is not None:
                self._guarded(self._give_up, key, token, completes=True)
            raise
        if claimed is not None:
            self._guarded(self._handled, key, token, completes=True)
        return Handling.HANDLED

    async def async_handle(
        self, event: WebhookEvent, handler: Callable[[WebhookEvent], Awaitable[object] | object]
    ) -> Handling:
        """``handle`` for an event loop: ``handler`` may be a coroutine function. A handler that is
        cancelled gives its claim up too, even if the cancellation reaches the give-up as well."""
        check_handler(handler, awaits=True, fix="")
        key, token = body_key(event.body), secrets.token_hex(16)
        claimed = await self._shielded(self._async_claim, key, token, completes=False)
        if claimed is not None and claimed is not Claimed.MINE:
            return Handling(claimed.value)
        try:
            await run_async_handler(handler, event)
        except BaseException:
            if claimed is not None:
                await self._shielded(self._async_give_up, key, token, completes=True)
            raise
        if claimed is not None:
            await self._shielded(self._async_handled, key, token, completes=True)
        return Handling.HANDLED

    async def _shielded(
        self, step: Callable[[str, str], Awaitable[Claimed | None]], key: str, token: str, *, completes: bool
    ) -> Claimed | None:
        """``step`` run to its end whatever cancels the caller, then the cancellation raised: a claim
        or give-up cut short would run on in its thread, leaving the body busy for ``claim_seconds``.
        A claim made for a caller that was cancelled meanwhile is given up."""
        last = asyncio.ensure_future(self._async_guarded(step, key, token, completes=completes))
        interrupted: asyncio.CancelledError | None = None
        while not last.done():  # a level-triggered cancellation (anyio) comes again at every await
            try:
                await asyncio.shield(last)
            except asyncio.CancelledError as error:
                interrupted = error
        if interrupted is None:
            return last.result()
        if not last.cancelled() and last.exception() is None and last.result() is Claimed.MINE:
            with contextlib.suppress(asyncio.CancelledError):
                await self._shielded(self._async_give_up, key, token, completes=True)
        raise interrupted

    # What a store keeps: a claim (``token``) on ``key`` for ``claim_seconds``; made handled for
    # ``keep_seconds`` if the claim is still ``token``'s or nobody holds one (a handler that outlived
    # its claim), or given up only if it is still ``token``'s.

    def _claim(self, key: str, token: str) -> Claimed:
        raise NotImplementedError

    def _handled(self, key: str, token: str) -> None:
        raise NotImplementedError

    def _give_up(self, key: str, token: str) -> None:
        raise NotImplementedError

    async def _async_claim(self, key: str, token: str) -> Claimed:
        return self._claim(key, token)

    async def _async_handled(self, key: str, token: str) -> None:
        self._handled(key, token)

    async def _async_give_up(self, key: str, token: str) -> None:
        self._give_up(key, token)

    # A step that fails is an outage (logged once); one ends when a handling has gone through the
    # store from claim to its last step, so a store that answers claims only is still out.

    def _guarded(
        self, step: Callable[[str, str], Claimed | None], key: str, token: str, *, completes: bool
    ) -> Claimed | None:
        try:
            answer = step(key, token)
        except SeenStoreError as error:
            self._failed(error)
            return None
        if completes:
            self._answered()
        return answer

    async def _async_guarded(
        self, step: Callable[[str, str], Awaitable[Claimed | None]], key: str, token: str, *, completes: bool
    ) -> Claimed | None:
        try:
            answer = await step(key, token)
        except SeenStoreError as error:
            self._failed(error)
            return None
        if completes:
            self._answered()
        return answer

    def refusal(self, *, asynchronous: bool) -> str:
        """Why this store cannot serve ``handle`` (or ``async_handle``); empty when it can."""
        return ""

    def _failed(self, error: SeenStoreError) -> None:
        if not self._outage.is_set():
            self._outage.set()
            logger.warning(
                "%r failed (%s): deliveries are handled without de-duplication until it answers",
                self,
                error,
            )

    def _answered(self) -> None:
        if self._outage.is_set():
            self._outage.clear()
            logger.info("%r answers again: deliveries are de-duplicated", self)


def check_store(store: object, *, asynchronous: bool) -> SeenStore | None:
    """An adapter's ``deduplicate``: a ``SeenStore`` that serves the adapter's side (a
    ``redis.asyncio.Redis`` cannot serve a WSGI app), or None for none."""
    if store is None:
        return None
    if not isinstance(store, SeenStore):
        raise TypeError(
            f"deduplicate must be a SeenStore (InProcessSeen, SQLiteSeen, RedisSeen), got {describe(store)}"
        )
    refusal = store.refusal(asynchronous=asynchronous)
    if refusal:
        raise TypeError(f"deduplicate: {refusal}")
    return store


class InProcessSeen(SeenStore):
    """The record in this process: for one listener process (its threads, or its event loop)."""

    def __init__(
        self, *, keep_seconds: float = DEFAULT_KEEP_SECONDS, claim_seconds: float = DEFAULT_CLAIM_SECONDS
    ) -> None:
        super().__init__(keep_seconds=keep_seconds, claim_seconds=claim_seconds)
        self._lock = fork_safe_lock(self)
        self._entries: dict[str, tuple[str | None, float]] = {}
        """A key's claim token (``None`` once handled) and when it expires (``time.monotonic``)."""
        self._next_sweep = 0.0

    def _claim(self, key: str, token: str) -> Claimed:
        now = time.monotonic()
        with self._lock:
            self._sweep(now)
            entry = self._entries.get(key)
            if entry is not None and entry[1] > now:
                return Claimed.SEEN if entry[0] is None else Claimed.BUSY
            self._entries[key] = (token, now + self.claim_seconds)
            return Claimed.MINE

    def _handled(self, key: str, token: str) -> None:
        now = time.monotonic()
        with self._lock:
            holder, expires = self._entries.get(key, (token, 0.0))
            if holder == token or expires <= now:
                self._entries[key] = (None, now + self.keep_seconds)

    def _give_up(self, key: str, token: str) -> None:
        with self._lock:
            if self._entries.get(key, (None, 0.0))[0] == token:
                del self._entries[key]

    def _sweep(self, now: float) -> None:
        """Forget expired entries, at most once a second: memory stays bounded by the deliveries
        of ``keep_seconds``."""
        if now < self._next_sweep:
            return
        self._next_sweep = now + 1.0
        for key in [key for key, (_, expires) in self._entries.items() if expires <= now]:
            del self._entries[key]

    def __repr__(self) -> str:
        return f"<textsvc.webhooks.InProcessSeen keep_seconds={self.keep_seconds:g}>"
