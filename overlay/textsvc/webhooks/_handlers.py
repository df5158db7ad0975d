"""Whether a handler's work is done when its call returns (or its awaitable completes).

A listener answers 200 only for a delivery whose handler ran: the service never delivers a 200'd
body again. A handler whose call only makes an object that would run its body later (a coroutine,
an async generator, a generator) has done nothing when it returns. Where that shows in the handler
(a coroutine function, a callable object whose ``__call__`` is one, a ``functools.partial`` of
either) it is refused when the listener is built; where it shows only in what a call returns, the
delivery raises ``TypeError`` (the server answers 500 and the service delivers it again).
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from .._arguments import function

if TYPE_CHECKING:
    from . import WebhookEvent

__all__ = ["check_handler", "run_async_handler", "run_handler"]

_LATER = "runs only when iterated, which no listener does"


def _deferring_kind(handler: Callable[..., object]) -> str:
    """What ``handler`` is if its calls return work not yet done ("" otherwise)."""
    target: object = handler
    while isinstance(target, functools.partial):
        target = target.func
    candidates = [target]
    if not (inspect.isroutine(target) or isinstance(target, type)):
        # The type's: a call runs it, never an attribute of the instance that shadows it.
        candidates.append(getattr(type(target), "__call__", None))  # noqa: B004 (the method is looked at)
    for candidate in candidates:
        if inspect.iscoroutinefunction(candidate):
            return "coroutine"
        if inspect.isasyncgenfunction(candidate):
            return "async generator"
        if inspect.isgeneratorfunction(candidate):
            return "generator"
    return ""


def check_handler(handler: Callable[..., object], *, awaits: bool, fix: str) -> None:
    """Refuse a handler whose calls never do their work here: any deferring one, or (``awaits``)
    only a generator or async generator one. ``fix`` says what to use instead."""
    function("handler", handler)
    kind = _deferring_kind(handler)
    if kind == "coroutine" and not awaits:
        raise TypeError(f"handler is a coroutine function, which {fix}")
    if kind in ("generator", "async generator"):
        raise TypeError(
            f"handler is {_an(kind)} function, whose body {_LATER}: make it a function that does "
            "its work before it returns"
        )


def _unfinished(result: object, *, awaits: bool, fix: str) -> TypeError | None:
    """The error for a ``result`` that is work not done (``None`` for any other), closing it where
    it can be closed, so that nothing warns of a coroutine never awaited."""
    if inspect.isgenerator(result) or inspect.iscoroutine(result):
        result.close()
    if inspect.isasyncgen(result) or inspect.isgenerator(result):
        kind = "an async generator" if inspect.isasyncgen(result) else "a generator"
        return TypeError(f"handler returned {kind}, whose body {_LATER}: do the work before returning")
    if inspect.isawaitable(result):
        kind = "a coroutine" if inspect.iscoroutine(result) else type(result).__name__
        if not awaits:
            return TypeError(f"handler returned an awaitable ({kind}), which {fix}")
        return TypeError(f"handler's awaitable returned another ({kind}), which nothing awaits: await it")
    return None


def run_handler(handler: Callable[[WebhookEvent], object], event: WebhookEvent, *, fix: str) -> None:
    """``handler(event)``; ``TypeError`` (saying ``fix``) if it returned work not done."""
    error = _unfinished(handler(event), awaits=False, fix=fix)
    if error is not None:
        raise error


async def run_async_handler(
    handler: Callable[[WebhookEvent], Awaitable[object] | object], event: WebhookEvent
) -> None:
    """``handler(event)``, awaited if it returned an awaitable; ``TypeError`` if it ends with work
    not done (an async generator, or an awaitable that an awaited handler returned)."""
    result = handler(event)
    if inspect.isawaitable(result):
        result = await result
    error = _unfinished(result, awaits=True, fix="")
    if error is not None:
        raise error


def _an(kind: str) -> str:
    return f"an {kind}" if kind[0] in "aeiou" else f"a {kind}"
