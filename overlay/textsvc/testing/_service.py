"""``FakeService``: the fake on a real HTTP server, on 127.0.0.1, in a background thread."""

from __future__ import annotations

import secrets
import socket
import threading
import time
from collections.abc import Iterable, Mapping
from types import TracebackType
from typing import TYPE_CHECKING, Any, Self

import uvicorn

from .. import _arguments
from .._arguments import choice, describe, each_of, flag, number, text, whole_number
from .._clock import Clock, check_clock
from ._app import PREFIX, FakeApp
from ._clock import RealClock
from ._outbox import SentMessage
from ._request_body import DEFAULT_BODY_TIMEOUT
from ._seed import seed, thread_item
from ._state import ACCOUNT_STATES, FakeState
from ._store import Record
from ._webhook_delivery import Alert, DeliveryAttempt, WebhookSender
from ._webhook_post import DEFAULT_WEBHOOK_TIMEOUT

if TYPE_CHECKING:
    import textsvc


SPEC_PATH_REMOVED = (
    "the fake no longer reads a spec at run time: it serves the operations textsvc was generated from. "
    "Add the operation to openapi/textsvc.yaml and run `python scripts/regenerate.py`; the fake then "
    "serves it"
)


def _key(name: str, key: str) -> str:
    """A token a client can send; messages never quote a key."""
    if not text(name, key) or not all("!" <= character <= "~" for character in key):
        raise ValueError(f"{name} must be a non-empty key of visible ASCII characters")
    return key


def _checked_keys(keys: Iterable[str]) -> list[str]:
    return each_of("extra_api_keys", keys, _key, "keys")


def _positive_seconds(name: str, value: float) -> float:
    if not number(name, value) > 0:
        raise ValueError(f"{name} must be a positive, finite number of seconds")
    return value


class FakeService:
    """A stateful fake of the whole service over real HTTP, for tests, demos and development.

    ``clock`` drives rate limits, code timeouts and webhook retry waits; pass a ``ScaledClock`` or
    ``ManualClock`` (and the same clock to the client) to cover a full window in well under a second.
    With ``rate_limits=False`` no rate-limit header is sent. ``body_timeout`` is the real time, in
    seconds, a client has to send its whole request body before the fake answers 400 and closes the
    connection. ``webhook_timeout`` (5 s) is the real time a listener has to answer a delivery, as a
    whole (connecting, reading the request, the whole answer); then the attempt fails (status
    ``None``, error ``TimeoutError``).

    ``api_key`` and each of ``extra_api_keys`` authenticate; each key is an account of its own for
    the per-account limits (all see the same data). Limits of scope ``ip`` count per client address.

    ``strict`` (the default) makes the fake check, besides what the document says, what the docs list
    as strict under "What the fake chooses" (an E.164 phone number, ids that name records, ...);
    ``strict=False`` is a more lenient double. ``fake.strict`` switches it later.

    The fake serves the operations the package was generated from: an operation it has no route
    of its own for (one added to the spec, then regenerated) is answered from the generated facts:
    its request is validated by the generated pydantic model and descriptor, its answer made from
    the records of its collection, in the operation's ``x-response-style``. The rate limits and
    each operation's bucket are the generated ones too. ``spec_path`` is refused: the fake reads
    no spec at run time (edit ``openapi/textsvc.yaml`` and run ``python scripts/regenerate.py``).
    """

    def __init__(
        self,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        api_key: str | None = None,
        extra_api_keys: Iterable[str] = (),
        rate_limits: bool = True,
        clock: Clock | None = None,
        webhook_retry_delay: float = 0.5,
        webhook_timeout: float = DEFAULT_WEBHOOK_TIMEOUT,
        body_timeout: float = DEFAULT_BODY_TIMEOUT,
        spec_path: None = None,
        strict: bool = True,
    ) -> None:
        text("host", host)
        if not 0 <= whole_number("port", port) <= 65535:
            raise ValueError(f"port must be from 0 to 65535, got {port}")
        if api_key is not None:
            _key("api_key", api_key)
        flag("rate_limits", rate_limits)
        flag("strict", strict)
        if clock is not None:
            check_clock("clock", clock, ("now", "sleep"))
        if number("webhook_retry_delay", webhook_retry_delay) < 0:
            raise ValueError(f"webhook_retry_delay must be 0 or more seconds, got {webhook_retry_delay}")
        if not number("body_timeout", body_timeout) > 0:
            raise ValueError("body_timeout must be a positive number of seconds")
        if spec_path is not None:
            raise TypeError(
                f"FakeService takes no spec_path (got {describe(spec_path)}): {SPEC_PATH_REMOVED}"
            )
        self.webhook_timeout = _positive_seconds("webhook_timeout", webhook_timeout)
        """Seconds (real time) a listener has to answer a delivery as a whole, else the attempt fails."""
        self.host = host
        self.api_key = api_key or f"fake_{secrets.token_hex(16)}"
        self.api_keys: tuple[str, ...] = tuple(dict.fromkeys((self.api_key, *_checked_keys(extra_api_keys))))
        """Every key the fake accepts, ``api_key`` first."""
        self.clock = clock or RealClock()
        self.state = FakeState(
            api_keys=self.api_keys, clock=self.clock, rate_limits=rate_limits, strict=strict
        )
        self.app = FakeApp(self.state, body_timeout=body_timeout)
        self._requested_port = port
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._socket: socket.socket | None = None
        self._sender = WebhookSender(
            self.state, sleep=self.clock.sleep, retry_delay=webhook_retry_delay, timeout=self.webhook_timeout
        )
        self.state.event_sinks.append(self._sender.enqueue)
        self._seed_main_keyword()

    def _seed_main_keyword(self) -> None:
        seed(self.state, "keywords", [{"keyword": "JOIN", "description": "The account's main keyword"}])
        self.state.main_keyword_id = 1

    # ------------------------------------------------------------ lifecycle

    def start(self) -> Self:
        if self._server is not None:
            return self
        # proto=IPPROTO_TCP: asyncio sets TCP_NODELAY on accepted sockets only then; without it
        # every keep-alive response waits for the client's delayed ACK (Nagle's algorithm).
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            listener.bind((self.host, self._requested_port))
        except OSError:
            listener.close()  # a port in use, or a host not of this machine: nothing is left open
            raise
        self._socket = listener
        config = uvicorn.Config(self.app, lifespan="off", log_level="warning", access_log=False)
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [listener]}, name="textsvc-fake", daemon=True
        )
        self._thread.start()
        deadline = time.monotonic() + 10
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the fake service did not start")
            time.sleep(0.005)
        return self

    def stop(self) -> None:
        if self._server is None or self._thread is None:
            return
        self._server.should_exit = True
        self._thread.join(timeout=10)
        if self._socket is not None:
            self._socket.close()
        self._server = self._thread = self._socket = None

    def close(self) -> None:
        self.stop()
        self._sender.close()

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.close()

    @property
    def port(self) -> int:
        if self._socket is None:
            raise RuntimeError("the fake service is not running: use `with FakeService() as fake:`")
        port: int = self._socket.getsockname()[1]
        return port

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:<port>/v3``."""
        return f"http://{self.host}:{self.port}{PREFIX}"

    def __repr__(self) -> str:
        where = self.base_url if self._socket is not None else "stopped"
        return f"<FakeService {where}>"

    # ------------------------------------------------------------- clients

    def client(self, **options: Any) -> textsvc.Client:
        """A ``textsvc.Client`` bound to this fake (options go to the client; ``api_key`` defaults
        to the fake's)."""
        import textsvc

        return textsvc.Client(**{"api_key": self.api_key, "base_url": self.base_url, **options})

    def async_client(self, **options: Any) -> textsvc.AsyncClient:
        import textsvc

        return textsvc.AsyncClient(**{"api_key": self.api_key, "base_url": self.base_url, **options})

    # ------------------------------------------------------- state control

    @property
    def rate_limits(self) -> bool:
        return self.state.limiter.enabled

    @rate_limits.setter
    def rate_limits(self, enabled: bool) -> None:
        self.state.limiter.enabled = flag("rate_limits", enabled)

    def reset_rate_limits(self) -> None:
        self.state.limiter.reset()

    @property
    def strict(self) -> bool:
        """Whether the fake's own checks beyond the document apply (see the class docstring)."""
        return self.state.strict

    @strict.setter
    def strict(self, strict: bool) -> None:
        self.state.strict = flag("strict", strict)

    def reset(self) -> None:
        """Back to a new fake's state: every record, the outbox, webhook registrations, attempts and
        alerts, queued events, seen request ids, the account state, the rate-limit windows and the
        request counts (``state.route_hits``, ``state.status_counts``) go. The keys, clock,
        ``strict`` and ``rate_limits`` stay."""
        self._sender.discard_queued()
        self._sender.wait(timeout=30)  # the event being delivered, if any
        with self.state.lock:
            self.state.clear()
            self.state.route_hits.clear()
            self.state.status_counts.clear()
            self._seed_main_keyword()
        self._sender.forget()
        self.state.limiter.reset()

    def set_account_state(self, reason: str | None) -> None:
        """Make every call answer 403 with this ``reason`` (``None`` restores the account)."""
        if reason is not None:
            choice("reason", reason, ACCOUNT_STATES)
        self.state.account_state = reason

    def seed(
        self, kind: str, records: Iterable[Mapping[str, Any]] | None = None, *, count: int | None = None
    ) -> list[Record]:
        """Add records the API cannot create: ``controlled_templates``, ``campaigns``,
        ``campaign_messages``, ``threads``, ``keywords``, ``dedicated_numbers``, ``deliveries``
        (message deliveries); or many at once that it can: ``subscribers``, ``groups``, ``links``;
        or records of any other list of the generated operations, by its path (``/opt-outs`` is
        ``opt_outs``), made from its schema with every field. Give partial records, or ``count``
        for generated ones."""
        return seed(self.state, kind, records, count=count, spec_kinds=self.app.spec_kinds())

    def add_thread_item(
        self, thread_id: int, text: str, *, inbound: bool = True, scheduled: bool = False
    ) -> Record:
        whole_number("thread_id", thread_id)
        _arguments.text("text", text)  # the parameter hides the module's text()
        flag("inbound", inbound)
        flag("scheduled", scheduled)
        with self.state.lock:
            thread = self.state["threads"].get(thread_id)
            item = thread_item(len(thread["_items"]) + 1, text, inbound=inbound, scheduled=scheduled)
            thread["_items"].append(item)
            thread["unread"] = thread["unread"] or inbound
        return item

    def link_tag_to_link(self, link_tag_id: int, link_id: int) -> None:
        """Associate a tag with a link (links are outside the document), for ``link_tags.list(link_id=)``."""
        whole_number("link_tag_id", link_tag_id)
        whole_number("link_id", link_id)
        with self.state.lock:
            self.state["link_tags"].get(link_tag_id)["_linkIds"].append(link_id)

    def members(self, group_id: int) -> list[int]:
        whole_number("group_id", group_id)
        with self.state.lock:
            return list(self.state.members(group_id))

    def last_code(self, to: str) -> str:
        """The last verification code texted to ``to``."""
        entry = self.state.latest_code_for(text("to", to))
        if entry is None:
            raise LookupError("no code was sent to that number")
        return entry.code

    # ------------------------------------------------------------ webhooks

    def emit(self, event: str, payload: Any, pool_id: str | None = None) -> list[DeliveryAttempt]:
        """Deliver ``payload`` to the webhook registered for ``event`` (the pool's, else the global one)."""
        text("event", event)
        if pool_id is not None:
            text("pool_id", pool_id)
        return self._sender.emit(event, payload, pool_id)

    def wait_for_webhooks(self, timeout: float = 10.0) -> None:
        """Wait until the events the fake raised itself (a send's) are delivered; ``TimeoutError``
        after ``timeout`` seconds of real time."""
        if not number("timeout", timeout) > 0:
            raise ValueError(f"timeout must be more than 0 seconds, got {timeout}")
        if not self._sender.wait(timeout):
            raise TimeoutError(f"webhook events were still being delivered after {timeout} s")

    @property
    def sent_messages(self) -> list[SentMessage]:
        """Every message ``POST /send`` accepted, oldest first (``reset()`` empties it)."""
        with self.state.lock:
            return list(self.state.outbox)

    @property
    def deliveries(self) -> list[DeliveryAttempt]:
        """Every webhook delivery attempt, with the listener's status."""
        return list(self._sender.attempts)

    @property
    def alerts(self) -> list[Alert]:
        """Failure alerts that would have been emailed (none is sent)."""
        return list(self._sender.alerts)
