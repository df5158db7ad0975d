"""Route tables: each handler takes a ``Call`` and returns a ``Reply``."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

import attrs
from pydantic import BaseModel

from ._store import page_of

if TYPE_CHECKING:
    from .._descriptors import OperationDescriptor
    from ._state import FakeState


@attrs.frozen
class Call:
    method: str
    path: str
    params: Mapping[str, str]
    query: Mapping[str, str]
    body: dict[str, Any]
    """The validated body, as sent (unset fields absent)."""
    state: FakeState
    request_id: str | None = None
    """The ``X-Request-Id`` header as sent; ``None`` without one."""
    operation: OperationDescriptor[object] | None = None
    """The generated descriptor of the operation called (``None`` only for a route of the fake's
    own that no generated operation has)."""


@attrs.frozen
class Reply:
    status: int
    body: Any
    """JSON-ready body; ``None`` with 204 for no content."""


Handler = Callable[[Call], Reply]


@attrs.frozen
class Route:
    method: str
    template: str
    handler: Handler
    body_model: type[BaseModel] | None
    body_required: bool
    pattern: re.Pattern[str]


def _compile(template: str) -> re.Pattern[str]:
    regex = re.sub(r"\\{(\w+)\\}", r"(?P<\1>[^/]+)", re.escape(template))
    return re.compile(f"^{regex}$")


def modelled_route(
    method: str, template: str, handler: Handler, body_model: type[BaseModel] | None, *, body_required: bool
) -> Route:
    """A route whose body (if it takes one) the generated pydantic model validates."""
    return Route(
        method, template, handler, body_model, body_model is not None and body_required, _compile(template)
    )


class RouteTable:
    def __init__(self) -> None:
        self.routes: list[Route] = []

    def add(
        self, method: str, template: str, body: type[BaseModel] | None = None, *, body_required: bool = True
    ) -> Callable[[Handler], Handler]:
        def register(handler: Handler) -> Handler:
            required = body is not None and body_required
            self.routes.append(Route(method, template, handler, body, required, _compile(template)))
            return handler

        return register

    def get(self, template: str) -> Callable[[Handler], Handler]:
        return self.add("GET", template)

    def post(
        self, template: str, body: type[BaseModel] | None = None, *, body_required: bool = True
    ) -> Callable[[Handler], Handler]:
        return self.add("POST", template, body, body_required=body_required)

    def patch(self, template: str, body: type[BaseModel] | None = None) -> Callable[[Handler], Handler]:
        return self.add("PATCH", template, body)

    def delete(self, template: str) -> Callable[[Handler], Handler]:
        return self.add("DELETE", template)


def resolve(routes: list[Route], method: str, path: str) -> tuple[Route, dict[str, str]] | list[str]:
    """The route for this request, else the methods the path allows (empty: no such path).

    The most literal template that matches owns the path: ``/keywords/main`` is not
    ``/keywords/{keywordId}``, and ``PATCH /custom-fields/bulk-create`` is a wrong method, not an id.
    """
    matching = [(route, found) for route in routes if (found := route.pattern.match(path))]
    if not matching:
        return []
    fewest = min(route.template.count("{") for route, _ in matching)
    owners = [(route, found) for route, found in matching if route.template.count("{") == fewest]
    for route, found in owners:
        if route.method == method:
            return route, found.groupdict()
    return sorted({route.method for route, _ in owners})


def envelope(data: Any, message: str | None = None) -> Reply:
    return Reply(200, {"success": True, "error": None, "message": message, "data": data})


def paged(call: Call, records: Iterable[Mapping[str, Any]]) -> Reply:
    """The envelope of one page of ``records``, as the call's query asks."""
    return envelope(
        page_of(records, call.query, strict=call.state.strict, sort_fields_declared=sorts_declared(call))
    )


def sorts_declared(call: Call) -> bool:
    """Whether the spec lists the fields the operation's ``sortBy`` takes (an enum)."""
    parameters = call.operation.parameters if call.operation is not None else ()
    return any(parameter.json_name == "sortBy" and parameter.choices for parameter in parameters)


def bare(body: Any) -> Reply:
    return Reply(200, body)


NO_CONTENT = Reply(204, None)
