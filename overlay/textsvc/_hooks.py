"""Hooks: objects a client calls at the steps of each call (``hooks=[...]`` on a client or
``with_options``). A hook has any of the methods of ``HOOK_METHODS``, each taken when the client is
made; the tracing of ``_tracing.py`` is one more hook.

A hook that raises never breaks the call: the first failure of each hook's method is logged at
WARNING on ``textsvc`` (later ones at DEBUG), and the call goes on as if the hook had returned.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import Any

import attrs
import httpx

from ._arguments import describe
from ._request import Call

logger = logging.getLogger("textsvc")

HOOK_METHODS = (
    "call_started",
    "before_request",
    "after_response",
    "on_retry",
    "on_pacing_wait",
    "call_ended",
)
"""What a hook may have, called in this order for each call (the middle ones any number of times)."""


@attrs.define(eq=False)
class HookCall:
    """One call of a client, as its hooks see it; the same object at every step of the call."""

    operation: str
    """The method called, as ``resource.method`` (``templates.create``), or ``request`` for
    ``client.request``."""
    method: str
    url: str
    """The URL of the first attempt, query included (the SDK sends no secret in a URL)."""
    attempts: int = 0
    """Attempts sent so far."""
    response: httpx.Response | None = attrs.field(default=None, repr=False)
    """The last attempt's response (``None`` before one, or when it ended without one)."""
    error: BaseException | None = None
    """What the call raised without a response (a connection error, a timeout), at ``call_ended``."""
    confirmed: bool = False
    """At ``call_ended``: the last response is a 409 confirming that an earlier attempt or call under
    the same ``X-Request-Id`` was applied (the call returns an ``Applied``, it does not raise)."""
    pacing_wait_seconds: float = 0.0
    """Seconds the call was told to wait for its rate-limit windows."""
    state: dict[str, Any] = attrs.field(factory=dict, repr=False)
    """Room for hooks to keep what they need between the steps of the call (a span, a start time)."""


def _hook_name(hook: object) -> str:
    return getattr(hook, "__qualname__", None) or type(hook).__qualname__


class HookRunner:
    """The hooks of one client, each method found once; a client without hooks pays one test."""

    def __init__(self, hooks: Iterable[object], *, internal: Iterable[object] = ()) -> None:
        if isinstance(hooks, str | bytes) or not isinstance(hooks, Iterable):
            raise TypeError(f"hooks must be a list of hook objects, got {describe(hooks)}")
        self.hooks = tuple(hooks)
        """The caller's hooks (``with_options`` without ``hooks=`` keeps them)."""
        self._internal = tuple(internal)
        for hook in self.hooks:
            if not any(callable(getattr(hook, name, None)) for name in HOOK_METHODS):
                raise TypeError(
                    f"hooks: {describe(hook)} has none of the hook methods ({', '.join(HOOK_METHODS)})"
                )
        self._methods: dict[str, list[tuple[str, Callable[..., object]]]] = {
            name: [] for name in HOOK_METHODS
        }
        # The internal hooks first: a span is current before the caller's hooks run.
        for hook in (*self._internal, *self.hooks):
            for name in HOOK_METHODS:
                method = getattr(hook, name, None)
                if callable(method):
                    self._methods[name].append((f"{_hook_name(hook)}.{name}", method))
        self.callers = bool(self.hooks)
        """The caller gave hooks: every call is told to them."""
        # Otherwise a call is told to the internal hooks only while ``type(provider())`` is none of
        # ``idle`` (tracing: once a tracer provider is set). Both are the library's own callables, so
        # a call with nothing to tell runs no code of this module.
        self.provider: Callable[[], object] = type(None)
        self.idle: tuple[type, ...] = (type(None),)
        for hook in self._internal:
            provider = getattr(hook, "provider", None)
            if callable(provider):
                self.provider, self.idle = provider, hook.idle  # type: ignore[attr-defined]
        self._warned: set[str] = set()

    def derived(self, hooks: Iterable[object]) -> HookRunner:
        """These hooks instead of the caller's (the internal ones stay)."""
        return HookRunner(hooks, internal=self._internal)

    def start(self, call: Call[Any], request: httpx.Request) -> HookCall:
        """A call's ``HookCall``, told to the hooks (the client asks only when ``callers`` or
        ``provider`` says there is someone to tell)."""
        operation = call.descriptor.sdk_method if call.descriptor is not None else "request"
        seen = HookCall(operation=operation, method=request.method, url=str(request.url))
        self.emit("call_started", seen)
        return seen

    def emit(self, event: str, seen: HookCall | None, *arguments: object) -> None:
        if seen is None:
            return
        for name, method in self._methods[event]:
            try:
                method(seen, *arguments)
            except Exception as error:
                first = name not in self._warned
                self._warned.add(name)
                logger.log(
                    logging.WARNING if first else logging.DEBUG,
                    "hook %s raised %s (ignored: the call goes on%s)",
                    name,
                    type(error).__name__,
                    "; later failures of this hook are logged at DEBUG" if first else "",
                    exc_info=True,
                )

    def before_request(self, seen: HookCall | None, request: httpx.Request) -> None:
        if seen is not None:
            seen.attempts += 1
            self.emit("before_request", seen, request)

    def after_response(self, seen: HookCall | None, response: httpx.Response) -> None:
        if seen is not None:
            seen.response = response
            self.emit("after_response", seen, response)

    def on_pacing_wait(self, seen: HookCall | None, seconds: float, bucket: str) -> None:
        if seen is not None:
            seen.pacing_wait_seconds += seconds
            self.emit("on_pacing_wait", seen, seconds, bucket)

    def on_retry(self, seen: HookCall | None, seconds: float, outcome: object) -> None:
        if seen is not None:
            cause = (
                f"status {outcome.status_code}"
                if isinstance(outcome, httpx.Response)
                else type(outcome).__name__
            )
            self.emit("on_retry", seen, seconds, cause)

    def call_ended(
        self, seen: HookCall | None, error: BaseException | None, *, confirmed: bool = False
    ) -> None:
        if seen is not None:
            seen.error = error
            seen.confirmed = confirmed
            self.emit("call_ended", seen)
