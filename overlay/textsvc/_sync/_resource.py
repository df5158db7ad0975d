# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""What the hand-written methods of an async resource share, and raw responses."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from textsvc_generated.types import OperationDescriptor

from .._operation import Operation, call_operation
from .._options import CallOptions
from .._pagination import Page
from .._payloads import payload_parser
from .._raw import RawCapture, RawResponse, raw_capture
from ._pager import Pager

if TYPE_CHECKING:
    from ._client import Client

T = TypeVar("T")
P = TypeVar("P")


class APIResource:
    """The hand-written methods of a resource: what the spec cannot say, each naming its quirk.

    Mixed in before the resource's generated class, which holds the typed methods the spec gives.
    Each method takes the per-call options (``**request_options``) like the generated ones.
    """

    _client: Client

    def _call(
        self,
        operation: OperationDescriptor[P],
        /,
        *,
        body: Any = None,
        options: Mapping[str, Any],
        **arguments: Any,
    ) -> P:
        """Run an operation of the spec; its payload is parsed as its descriptor says."""
        return self._call_parsed(
            operation, payload_parser(operation), body=body, options=options, **arguments
        )

    def _call_parsed(
        self,
        operation: OperationDescriptor[Any],
        parse: Callable[[Any], T],
        /,
        *,
        body: Any = None,
        options: Mapping[str, Any],
        **arguments: Any,
    ) -> T:
        """Run an operation of the spec whose payload ``parse`` shapes (a quirk the spec cannot say)."""
        request = Operation.from_descriptor(operation, parse, arguments, body)
        return self._client._execute(CallOptions.check(options).apply(request))

    def _send(
        self,
        operation: OperationDescriptor[Any],
        parse: Callable[[Any], T],
        arguments: Mapping[str, Any],
        options: Mapping[str, Any],
    ) -> T:
        """Run an operation with a typed method's arguments (checked as the generated methods' are),
        its payload shaped by ``parse``."""
        request = call_operation(operation, parse, arguments)
        return self._client._execute(CallOptions.check(options).apply(request))

    def _pager(
        self,
        fetch: Callable[[int, int], Operation[Page[T]]],
        *,
        options: Mapping[str, Any],
        page: int = 0,
        page_size: int | None = None,
    ) -> Pager[T]:
        checked = CallOptions.check(options)
        checked.apply(fetch(0, 1))  # an extra query parameter that clashes is refused now

        def fetch_with_options(number: int, size: int) -> Operation[Page[T]]:
            return checked.apply(fetch(number, size))

        return Pager(self._client, fetch_with_options, page=page, page_size=page_size)


def capture_raw(call: Callable[[], Any | Iterator[Any]]) -> RawResponse[Any]:
    """The raw response of the one request ``call`` makes; a call of several is refused before sending.

    ``call`` may give an iterator of results (``analytics.delivery_windows``): it is run through.
    """
    capture = RawCapture()
    token = raw_capture.set(capture)
    try:
        result = call()
        if isinstance(result, Iterator):
            for _ in result:
                pass
        elif inspect.isawaitable(result):
            _ = result  # (a sync call has its result already)
    finally:
        raw_capture.reset(token)
    if capture.response is None:
        raise TypeError("the call made no request to give a raw response for")
    return capture.response


def raw_of(call: Callable[[], T]) -> RawResponse[T]:
    """``capture_raw`` typed by what ``call`` gives."""
    return cast(RawResponse[T], capture_raw(call))
