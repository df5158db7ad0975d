# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""What the hand-written methods of an async resource share, and ``with_raw_response``."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, TypeVar

from textsvc_generated.types import OperationDescriptor

from .._operation import Operation
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
    """

    _client: Client

    def _call(self, operation: OperationDescriptor[P], /, *, body: Any = None, **arguments: Any) -> P:
        """Run an operation of the spec; its payload is parsed as its descriptor says."""
        return self._call_parsed(operation, payload_parser(operation), body=body, **arguments)

    def _call_parsed(
        self,
        operation: OperationDescriptor[Any],
        parse: Callable[[Any], T],
        /,
        *,
        body: Any = None,
        **arguments: Any,
    ) -> T:
        """Run an operation of the spec whose payload ``parse`` shapes (a quirk the spec cannot say)."""
        return self._client._execute(Operation.from_descriptor(operation, parse, arguments, body))

    def _pager(
        self,
        fetch: Callable[[int, int], Operation[Page[T]]],
        *,
        page: int = 0,
        page_size: int | None = None,
        single_page: bool = False,
    ) -> Pager[T]:
        return Pager(self._client, fetch, page=page, page_size=page_size, single_page=single_page)


def _drain(items: Iterator[Any]) -> None:
    for _ in items:
        pass


class RawResponseView:
    """``resource.with_raw_response.method(...)``: one request, its ``RawResponse``.

    A pager gives its first page's response; an iterator of results (``analytics.delivery_windows``)
    is run through. A call that would take more than one request is refused before it sends any.
    """

    def __init__(self, resource: Any) -> None:
        self._resource = resource

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._resource, name)
        if not callable(attribute) and hasattr(attribute, "with_raw_response"):  # a sub-resource
            return attribute.with_raw_response
        if not callable(attribute) or name.startswith("_"):
            raise AttributeError(name)

        def call(*args: Any, **kwargs: Any) -> RawResponse[Any]:
            capture = RawCapture()
            token = raw_capture.set(capture)
            try:
                result = attribute(*args, **kwargs)
                if isinstance(result, Pager):
                    result = result.first_page()
                elif isinstance(result, Iterator):
                    _drain(result)
                if inspect.isawaitable(result):
                    result = result
            finally:
                raw_capture.reset(token)
            if capture.response is None:
                raise TypeError(f"{name} made no request to give a raw response for")
            return capture.response

        return call
