"""Deliver an event to the webhook that matches it: signed, retried, throttled, alerted on failure.

Events the fake raises itself (a send's ``message-send`` and ``delivery-status``) are queued and
delivered in order by a thread of their own, after the response: the request that raised them never
waits on a listener (which may itself be calling the fake).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any

import attrs
import httpx

from ._state import ACCOUNT_EMAIL, FakeState
from ._store import Record
from ._webhook_post import DEFAULT_WEBHOOK_TIMEOUT, DeliveryPoster

logger = logging.getLogger("textsvc.testing")

MAX_RETRIES = 2  # The document's limit for webhooks with retryOnError.
THROUGHPUT_WINDOW = 60.0


@attrs.frozen
class DeliveryAttempt:
    webhook_id: int
    event: str
    url: str
    attempt: int
    status: int | None
    """The listener's status; ``None`` when it could not be reached."""
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.status == 200


@attrs.frozen
class Alert:
    webhook_id: int
    email: str
    event: str
    status: int | None


def signature(body: bytes, secret: str) -> str:
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def listener_url(text: str) -> httpx.URL:
    """``text`` as the address a delivery is POSTed to; ``ValueError`` saying why it cannot be one.

    The message never quotes the URL: it may carry credentials.
    """
    try:
        url = httpx.URL(text)
    except (httpx.InvalidURL, UnicodeError):  # UnicodeError: a host IDNA cannot encode
        raise ValueError("is not a URL") from None
    if url.scheme not in ("http", "https"):
        raise ValueError("must be an absolute http or https URL")
    if not url.host:
        raise ValueError("has no host")
    if url.port is not None and not 1 <= url.port <= 65535:
        raise ValueError("has a port outside 1 to 65535")
    return url


def route_event(state: FakeState, event: str, pool_id: str | None) -> Record | None:
    """The pool-scoped webhook of the event type for this pool, else the global one."""
    webhooks = [webhook for webhook in state["webhooks"].all() if webhook["event"] == event]
    if pool_id is not None:
        for webhook in webhooks:
            if webhook["_poolId"] == pool_id:
                return webhook
    return next((webhook for webhook in webhooks if webhook["_poolId"] is None), None)


class WebhookSender:
    def __init__(
        self,
        state: FakeState,
        *,
        sleep: Callable[[float], None],
        retry_delay: float,
        timeout: float = DEFAULT_WEBHOOK_TIMEOUT,
    ) -> None:
        self._state = state
        self._sleep = sleep
        self._retry_delay = retry_delay
        self._poster = DeliveryPoster(timeout)
        self._sent_at: dict[int, deque[float]] = {}
        self.attempts: list[DeliveryAttempt] = []
        self.alerts: list[Alert] = []
        self._queue: deque[tuple[str, Any, str | None]] = deque()
        self._busy = False
        """Whether the worker is delivering an event it took from the queue."""
        self._closed = False
        self._changed = threading.Condition()
        self._worker: threading.Thread | None = None

    def close(self) -> None:
        """Stop delivering: queued events are dropped, one being delivered is finished first."""
        with self._changed:
            self._closed = True
            self._queue.clear()
            self._changed.notify_all()
            worker = self._worker
        if worker is not None:
            worker.join(timeout=30)
        self._poster.close()

    def enqueue(self, event: str, payload: Any, pool_id: str | None = None) -> None:
        """Deliver ``payload`` as ``emit`` does, later, on the delivery thread, after those queued before."""
        with self._changed:
            if self._closed:
                return
            self._queue.append((event, payload, pool_id))
            if self._worker is None:
                self._worker = threading.Thread(
                    target=self._deliver_queued, name="textsvc-fake-webhooks", daemon=True
                )
                self._worker.start()
            self._changed.notify_all()

    def forget(self) -> None:
        """Forget the attempts, alerts and throughput windows so far."""
        self.attempts.clear()
        self.alerts.clear()
        self._sent_at.clear()

    def discard_queued(self) -> None:
        """Drop the events not yet delivered."""
        with self._changed:
            self._queue.clear()
            self._changed.notify_all()

    def wait(self, timeout: float) -> bool:
        """Wait (real time) until every queued event is delivered; whether they were within ``timeout``."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while self._queue or self._busy:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return False
                self._changed.wait(remaining)
        return True

    def _deliver_queued(self) -> None:
        while True:
            with self._changed:
                while not self._queue and not self._closed:
                    self._changed.wait()
                if self._closed:
                    return
                event, payload, pool_id = self._queue.popleft()
                self._busy = True
            try:
                self.emit(event, payload, pool_id)
            except Exception:  # A delivery that breaks must not stop the ones after it.
                logger.exception("the fake failed to deliver a %s event", event)
            finally:
                with self._changed:
                    self._busy = False
                    self._changed.notify_all()

    def emit(self, event: str, payload: Any, pool_id: str | None = None) -> list[DeliveryAttempt]:
        """POST ``payload`` as JSON to the matching webhook; the attempts made (none without a match)."""
        with self._state.lock:
            webhook = route_event(self._state, event, pool_id)
            webhook = dict(webhook) if webhook is not None else None
        if webhook is None:
            return []
        body = json.dumps(payload).encode()
        headers = {"Content-Type": "application/json", "X-Signature": signature(body, webhook["_secret"])}
        tries = 1 + (MAX_RETRIES if webhook["retryOnError"] else 0)
        made: list[DeliveryAttempt] = []
        for number in range(1, tries + 1):
            if number > 1:
                self._sleep(self._retry_delay * 2 ** (number - 2))
            self._throttle(webhook)
            made.append(self._post(webhook, event, body, headers, number))
            if made[-1].ok or self._closed:  # a fake that is closing makes no more retries
                break
        self.attempts.extend(made)
        if not made[-1].ok:
            self._alert(webhook, event, made[-1].status)
        return made

    def _post(
        self, webhook: Record, event: str, body: bytes, headers: dict[str, str], number: int
    ) -> DeliveryAttempt:
        try:
            url = listener_url(webhook["url"])
        except ValueError:  # registered leniently: a failed attempt, as an unreachable listener is
            return DeliveryAttempt(webhook["id"], event, webhook["url"], number, None, "InvalidURL")
        try:
            status = self._poster.post(url, body, headers)
        except (httpx.HTTPError, TimeoutError) as error:  # TimeoutError: no whole answer in time
            return DeliveryAttempt(webhook["id"], event, webhook["url"], number, None, type(error).__name__)
        return DeliveryAttempt(webhook["id"], event, webhook["url"], number, status)

    def _throttle(self, webhook: Record) -> None:
        """At most ``maxThroughputPerMinute`` requests to one webhook in any 60 seconds."""
        sent = self._sent_at.setdefault(webhook["id"], deque())
        clock = self._state.clock
        while sent and clock.now() - sent[0] >= THROUGHPUT_WINDOW:
            sent.popleft()
        if len(sent) >= webhook["maxThroughputPerMinute"]:
            self._sleep(THROUGHPUT_WINDOW - (clock.now() - sent[0]))
            sent.popleft()
        sent.append(clock.now())

    def _alert(self, webhook: Record, event: str, status: int | None) -> None:
        if not webhook["sendAlertEmail"] or webhook["skipErrors"]:
            return
        if status is not None and str(status) in webhook["skipErrorCodes"]:
            return
        email = webhook["alertEmail"] or ACCOUNT_EMAIL
        self.alerts.append(Alert(webhook["id"], email, event, status))
