"""Links: the records that link tags and sends (``linkId``) refer to; ``{id, url}`` and other fields kept."""

from __future__ import annotations

from textsvc_schemas import models as schemas

from .._routing import Call, Reply, RouteTable, envelope, paged
from .._store import path_id, public

routes = RouteTable()


@routes.post("/links", body=schemas.LinkInput)
def create_link(call: Call) -> Reply:
    fields = {key: value for key, value in call.body.items() if key != "id"}
    return envelope(public(call.state["links"].add(fields)))


@routes.get("/links/{linkId}")
def get_link(call: Call) -> Reply:
    return envelope(public(call.state["links"].get(path_id(call.params["linkId"], "linkId"))))


@routes.get("/links")
def list_links(call: Call) -> Reply:
    return paged(call, call.state["links"].all())
