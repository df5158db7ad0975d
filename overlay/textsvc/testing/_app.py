"""The ASGI app: body, request id, rate limit, well-formed request, route, auth, account state,
duplicate check, validation, dispatch.

Whether a request is well formed (its body strict JSON, its path and query UTF-8) is checked before
routing and authentication, as a server whose body parser runs first would: a malformed request gets
400 on every path, known or not.
"""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Mapping
from typing import Any

import attrs
from pydantic import BaseModel, ValidationError
from starlette.datastructures import Headers
from starlette.responses import Response
from starlette.types import Receive, Scope, Send

from .._descriptors import OperationDescriptor
from .._policies import RetryMode, policy_for
from ._errors import FakeError, bad_request, invalid_field
from ._json_body import parse_json_body
from ._limits import Caller
from ._model_values import complete_value, problem, record
from ._operation_target import check_target, descriptor_of
from ._request_body import DEFAULT_BODY_TIMEOUT, MAX_BODY_BYTES, ClientGoneError, receive_body
from ._request_target import decode_path, decode_query
from ._routes import all_routes
from ._routes.generic import generic_routes, pydantic_type, record_model
from ._routes.webhooks import PRESENT_ONLY_WHEN_SET
from ._routing import Call, Reply, Route, resolve
from ._seed import SpecKind
from ._state import KINDS, FakeState
from ._store import Record
from ._unknown_fields import without_unknown_fields

logger = logging.getLogger("textsvc.testing")

PREFIX = "/v3"
MAX_TEXT_LENGTH = 2000
"""The strict fake's cap on any string field (the document cites a 2000 character maximum for messages;
the spec lists the rule as ``x-unstated-rules`` ``long-strings``)."""
AUTH_CODE = "[AUTH-GLOBAL-001]"


def _too_long(value: Any, where: str = "body") -> str | None:
    if isinstance(value, str) and len(value) > MAX_TEXT_LENGTH:
        return where
    if isinstance(value, dict):
        for key, item in value.items():
            found = _too_long(item, key)
            if found:
                return found
    if isinstance(value, list):
        for item in value:
            found = _too_long(item, where)
            if found:
                return found
    return None


def _describe(error: ValidationError) -> str:
    first = error.errors()[0]
    location = ".".join(str(part) for part in first["loc"]) or "body"
    more = f" (and {error.error_count() - 1} more)" if error.error_count() > 1 else ""
    return f"{location}: {first['msg']}{more}"


def _modelled(body_model: type[BaseModel], document: Any, *, strict: bool) -> dict[str, Any]:
    """The parsed body validated against a route's pydantic model, as sent (unset fields absent).

    Lenient (``strict=False``), fields the model does not declare are dropped first, not refused.
    Validated as the parsed document writes it: the parser reads ``1.0`` as the integer JSON Schema
    takes it for.
    """
    raw = json.dumps(document if strict else without_unknown_fields(body_model, document)).encode()
    try:
        # Validated from JSON text, not Python objects: strict mode reads JSON types.
        model = body_model.model_validate_json(raw, strict=True)
    except ValidationError as error:
        raise invalid_field(_describe(error)) from None
    body: dict[str, Any] = model.model_dump(mode="json", exclude_unset=True)
    return body


def _valid_request_id(value: str | None) -> str | None:
    if not value:
        return None
    try:
        return str(uuid.UUID(value))
    except ValueError:
        return None


def _json_document(headers: Mapping[str, str], raw: bytes) -> Any:
    """The parsed body (``None`` when there is none, as for ``null``: ``raw`` tells them apart)."""
    if not raw.strip():
        return None
    if "application/json" not in headers.get("content-type", ""):
        raise bad_request("a request with a body needs Content-Type: application/json")
    return parse_json_body(raw)


@attrs.frozen
class Incoming:
    """A request as the server received it, before any of it is trusted."""

    method: str
    path: str
    """As the HTTP server decoded it, leniently: for the rate-limit bucket and logs only."""
    raw_path: bytes
    query_string: bytes
    headers: Mapping[str, str]
    body: bytes
    refusal: FakeError | None = None
    """Why the body could not be received (too large, too slow)."""
    client_address: str = ""
    """The peer address of the connection: the caller of windows counted per IP."""


class FakeApp:
    """The fake's own routes, and a route for each generated operation none of them handles
    (``_routes.generic``); every request's bucket is its generated operation's."""

    def __init__(self, state: FakeState, *, body_timeout: float = DEFAULT_BODY_TIMEOUT) -> None:
        self.state = state
        self.body_timeout = body_timeout
        self.routes: list[Route] = all_routes()
        self.own_routes = frozenset((route.method, route.template) for route in self.routes)
        """(method, template) of the fake's own routes; it answers the other operations generically."""
        generic, self.collections = generic_routes(self.routes)
        self.routes += generic
        self.descriptors = {
            (route.method, route.template): descriptor_of(route.method, route.template)
            for route in self.routes
        }
        """Each route's generated operation descriptor: its path and query are checked against it."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        headers = Headers(scope=scope)
        body, refusal = b"", None
        try:
            body = await receive_body(
                receive, headers.get("content-length"), limit=MAX_BODY_BYTES, timeout=self.body_timeout
            )
        except FakeError as error:
            refusal = error
        except ClientGoneError:
            return
        path: str = scope["path"]
        raw_path: bytes = scope.get("raw_path") or path.encode()
        peer = scope.get("client")
        incoming = Incoming(
            scope["method"],
            path,
            raw_path,
            scope["query_string"],
            headers,
            body,
            refusal,
            client_address=str(peer[0]) if peer else "",
        )
        await self.respond(incoming)(scope, receive, send)

    def respond(self, incoming: Incoming) -> Response:
        # The response carries the request's id when it is a UUID (the document's X-Request-ID is one).
        request_id = _valid_request_id(incoming.headers.get("x-request-id")) or str(uuid.uuid4())
        extra_headers: dict[str, str] = {}
        try:
            reply, extra_headers = self._handle(incoming, incoming.headers.get("x-request-id") or None)
        except FakeError as error:
            reply, extra_headers = Reply(error.status, error.body(request_id)), error.headers
        except Exception:
            logger.exception("fake service failed on %s %s", incoming.method, incoming.path)
            failure = FakeError(500, "internal_server_error", "Internal server error")
            reply = Reply(500, failure.body(request_id))
        self.state.status_counts[reply.status] += 1
        response_headers = {**extra_headers, "X-Request-ID": request_id}
        if reply.body is None and reply.status == 204:
            return Response(status_code=204, headers=response_headers)
        content = json.dumps(reply.body, separators=(",", ":"))
        return Response(
            content, status_code=reply.status, headers=response_headers, media_type="application/json"
        )

    def _handle(self, incoming: Incoming, request_id: str | None) -> tuple[Reply, dict[str, str]]:
        """``request_id``: the ``X-Request-Id`` header as sent, any value (a repeat is a 409)."""
        state = self.state
        method, headers = incoming.method, incoming.headers
        in_api = incoming.path.startswith(PREFIX + "/")
        caller = Caller(incoming.client_address, state.authenticated_account(headers.get("authorization")))
        rate_headers = self._rate_headers(incoming, caller) if in_api else {}
        try:
            if incoming.refusal is not None:
                raise incoming.refusal
            path = decode_path(incoming.raw_path)
            query = decode_query(incoming.query_string)
            document = _json_document(headers, incoming.body)
            if not in_api:
                raise FakeError(404, "not_found_error", f"no route for {method} {path}")
            path = path[len(PREFIX) :]
            resolved = resolve(self.routes, method, path)
            if isinstance(resolved, list):
                if not resolved:
                    raise FakeError(404, "not_found_error", f"no route for {method} {PREFIX}{path}")
                error = FakeError(
                    405, "method_not_allowed_error", f"{method} is not allowed on {PREFIX}{path}"
                )
                error.headers["Allow"] = ", ".join(resolved)
                raise error
            route, params = resolved
            if caller.account is None:
                raise FakeError(401, "unauthorized_error", f"Missing or invalid API key {AUTH_CODE}")
            if state.account_state is not None:
                raise FakeError(
                    403,
                    "forbidden_error",
                    "This account cannot perform this action",
                    reason=state.account_state,
                )
            # A repeated X-Request-Id is a 409 on a POST that is not idempotent by nature (x-retry
            # other than idempotent): the document gives the rule for POST /send; a repeat of an
            # upsert or a check is processed again, as its retries assume.
            repeatable = policy_for(method, path).retry is RetryMode.IDEMPOTENT
            duplicate_key = request_id if method == "POST" and request_id and not repeatable else None
            with state.lock:
                if duplicate_key in state.seen_request_ids:
                    raise FakeError(
                        409, "conflict_error", "Duplicate request: a request with this X-Request-Id succeeded"
                    )
                state.route_hits[(route.method, route.template)] += 1
                operation = self.descriptors[(route.method, route.template)]
                if operation is not None:
                    check_target(operation, params, query)
                body = self._body(route, document, incoming.body, strict=state.strict)
                call = Call(method, path, params, query, body, state, request_id, operation)
                reply = self._completed(route, route.handler(call))
                if duplicate_key and reply.status < 300:
                    state.seen_request_ids.add(duplicate_key)
        except FakeError as error:
            error.headers = {**rate_headers, **error.headers}
            raise
        return reply, rate_headers

    def spec_kinds(self) -> dict[str, SpecKind]:
        """The collections only generic routes serve, each with the records ``FakeService.seed``
        makes of it (a collection the fake's own routes serve is seeded by ``_seed``'s builders)."""
        own = {*KINDS}
        for (method, template), operation in self.descriptors.items():
            if (method, template) in self.own_routes and operation is not None:
                own.add(self.collections.role(operation).kind or "")
        return {name: _kind(model) for name, model in self.collections.models.items() if name not in own}

    def _completed(self, route: Route, reply: Reply) -> Reply:
        """A success of the fake's own routes with every field its generated models declare: a field
        the vendor adds to the spec is sent, after regeneration, without a change to the route."""
        operation = self.descriptors.get((route.method, route.template))
        own = (route.method, route.template) in self.own_routes
        if not own or operation is None or reply.body is None or not 200 <= reply.status < 300:
            return reply
        return Reply(reply.status, _complete_payload(operation, reply.body))

    def _rate_headers(self, incoming: Incoming, caller: Caller) -> dict[str, str]:
        """Count the request in its caller's window (429 when spent); the headers to announce.

        The bucket is read from the path as sent, as the client reads it from the path it sends. A
        request no key authenticates is counted nowhere: it is answered (401, or a 400 or 404 found
        first) with its window as it stands.
        """
        target = incoming.raw_path.decode("latin-1")[len(PREFIX) :]
        bucket = policy_for(incoming.method, target).bucket
        if caller.account is None:
            return self.state.limiter.peek(bucket, caller)
        return self.state.limiter.take(bucket, caller)

    @staticmethod
    def _body(route: Route, document: Any, raw: bytes, *, strict: bool) -> dict[str, Any]:
        """The body validated against the route's model; ``document`` is ``raw`` parsed.

        Strict, no string anywhere in it may be longer than ``MAX_TEXT_LENGTH``.
        """
        model = route.body_model
        if model is None:
            return {}  # Such a route is never body_required.
        if not raw.strip():
            if route.body_required:
                raise bad_request("this request needs a JSON body")
            document = {}
        elif not isinstance(document, dict):
            raise bad_request("the body must be a JSON object")
        body = _modelled(model, document, strict=strict)
        field = _too_long(body) if strict else None
        if field:
            raise invalid_field(f"{field} is too long (at most {MAX_TEXT_LENGTH} characters)")
        return body


def _kind(model: type[BaseModel]) -> SpecKind:
    def build(number: int) -> Record:
        return record(model, {}, number, number)

    def problems(made: Record) -> list[str]:
        found = problem(model, made)
        return [] if found is None else [found]

    return SpecKind(build, problems)


def _complete_payload(operation: OperationDescriptor[object], body: Any) -> Any:
    """``body`` with its payload (or rows) completed by the models of the operation's payload."""
    style = operation.response_style
    if style in ("page", "data-page"):
        data = body.get("data") if isinstance(body, dict) else None
        row = record_model(operation)
        if isinstance(data, dict) and isinstance(data.get("rows"), list) and row is not None:
            rows = [complete_value(row, item, 1, PRESENT_ONLY_WHEN_SET) for item in data["rows"]]
            return {**body, "data": {**data, "rows": rows}}
        return body
    kind = pydantic_type(operation.payload_type)
    if kind is None or operation.payload_pointer:
        return body
    if style in ("envelope", "message-data") and isinstance(body, dict) and "data" in body:
        return {**body, "data": complete_value(kind, body["data"], 1, PRESENT_ONLY_WHEN_SET)}
    if style in ("bare", "unspecified"):
        return complete_value(kind, body, 1, PRESENT_ONLY_WHEN_SET)
    return body
