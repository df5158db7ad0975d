"""Every route of the fake, by group."""

from __future__ import annotations

from .._routing import Route
from . import campaigns, content, messaging, webhooks


def all_routes() -> list[Route]:
    return [route for module in (content, campaigns, messaging, webhooks) for route in module.routes.routes]
