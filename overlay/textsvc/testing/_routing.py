"""Route tables: each handler takes a ``Call`` and returns a ``Reply``."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import attrs
from pydantic import BaseModel

if TYPE_CHECKING:
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
    pattern: re.Pattern[str]


def _compile(template: str) -> re.Pattern[str]:
    regex = re.sub(r"\\{(\w+)\\}", r"(?P<\1>[^/]+)", re.escape(template))
    return re.compile(f"^{regex}$")


class RouteTable:
    def __init__(self) -> None:
        self.routes: list[Route] = []

    def add(
        self, method: str, template: str, body: type[BaseModel] | None = None
    ) -> Callable[[Handler], Handler]:
        def register(handler: Handler) -> Handler:
            self.routes.append(Route(method, template, handler, body, _compile(template)))
            return handler

        return register

    def get(self, template: str) -> Callable[[Handler], Handler]:
        return self.add("GET", template)

    def post(self, template: str, body: type[BaseModel] | None = None) -> Callable[[Handler], Handler]:
        return self.add("POST", template, body)

    def patch(self, template: str, body: type[BaseModel] | None = None) -> Callable[[Handler], Handler]:
        return self.add("PATCH", template, body)

    def delete(self, template: str) -> Callable[[Handler], Handler]:
        return self.add("DELETE", template)


def match(routes: list[Route], method: str, path: str) -> tuple[Route, dict[str, str]] | None:
    """Literal paths win over templated ones (``/keywords/main`` before ``/keywords/{keywordId}``)."""
    found = None
    for route in routes:
        matched = route.pattern.match(path)
        fewer_parameters = found is None or route.template.count("{") < found[0].template.count("{")
        if matched and route.method == method and fewer_parameters:
            found = (route, matched.groupdict())
    return found


def envelope(data: Any, message: str | None = None) -> Reply:
    return Reply(200, {"success": True, "error": None, "message": message, "data": data})


def bare(body: Any) -> Reply:
    return Reply(200, body)


NO_CONTENT = Reply(204, None)
