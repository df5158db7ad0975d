"""Every route of the fake, by group."""

from __future__ import annotations

from .._routing import Route
from . import campaigns, content, groups, links, messaging, sending, subscribers, webhooks

_MODULES = (content, campaigns, messaging, groups, subscribers, sending, links, webhooks)


def all_routes() -> list[Route]:
    return [route for module in _MODULES for route in module.routes.routes]
