"""Operations of the served spec that no route of the fake handles, answered from the spec alone.

Such an operation is routed by its path template and method. Its request is checked as the fake's
own routes check theirs: the app checks authentication, the rate limit of the operation's bucket
and the JSON body against the operation's schema; here, path parameters by type, required query
parameters present, and each query parameter against its schema (an array read as its ``style``
and ``explode`` say: by default ``ids=1&ids=2``; with ``explode: false``, ``ids=1,2``). The answer
is the success response's example (the media type's, else its schema's, as the whole body), else
the example of the payload's schema (or a row's), else an answer made from the records of the spec's
collections (``_spec_records``), in the operation's ``x-response-style`` exactly as the fake's own
routes answer: a list pages its collection's records (created, or given to ``FakeService.seed``),
a create stores the echo of its request (``_spec_answers``) with every optional field filled, a
read, update or delete finds its record by the path's id, and every record a path names must
exist, else 404. Any other operation answers the echo of its request.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence
from typing import Any

import attrs
from pydantic import BaseModel
from textsvc_schemas import models as schemas

from .._errors import invalid_field, not_found
from .._operation_target import descriptor_of
from .._request_target import Query
from .._routing import (
    NO_CONTENT,
    BodyCheck,
    Call,
    Handler,
    Reply,
    Route,
    bare,
    checked_route,
    envelope,
    modelled_route,
    sorts_declared,
)
from .._schema_check import SchemaChecker, describe, json_types
from .._spec import RESPONSE_STYLES, Parameter, ServedSpec, SpecOperation
from .._spec_answers import Echoes, Found, example_of, merged, property_schema
from .._spec_records import Role, SpecRecords, record_schema
from .._store import Record, page_of, path_id, public, shown, whole_number

_PARAMETER = re.compile(r"\{(\w*)\}")
_NUMBER = re.compile(r"-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?")
# The query styles of an array OpenAPI defines: the delimiter of its items when sent as one value.
_DELIMITERS = {"form": ",", "spaceDelimited": " ", "pipeDelimited": "|"}
_DELIMITER_NAMES = {",": "commas", " ": "spaces", "|": "pipes"}


@attrs.frozen
class _ArrayForm:
    """How an array query parameter is sent: under its name once per item, or once, delimited."""

    explode: bool
    delimiter: str


def _shape(template: str) -> str:
    """The template with its parameters unnamed: ``/notes/{noteId}`` and ``/notes/{id}`` are one path."""
    return _PARAMETER.sub("{}", template)


def spec_echoes(spec: ServedSpec) -> Echoes:
    # Handlers run under the state's lock: one counter numbers every made-up id.
    ids = itertools.count(1)
    return Echoes(spec, SchemaChecker(spec.resolve), lambda: next(ids))


def generic_routes(
    spec: ServedSpec,
    handled: Sequence[Route],
    echoes: Echoes | None = None,
    records: SpecRecords | None = None,
) -> list[Route]:
    """A route for each operation of ``spec`` that none of ``handled`` serves (by method and path)."""
    taken = {(route.method, _shape(route.template)) for route in handled}
    echoes = echoes or spec_echoes(spec)
    records = records or SpecRecords(spec)
    return [
        _route(operation, echoes, records.role(operation))
        for operation in spec.operations
        if (operation.method, _shape(operation.template)) not in taken
    ]


def handled_operations(spec: ServedSpec, handled: Sequence[Route]) -> dict[tuple[str, str], SpecOperation]:
    """(method, template) of each of ``handled`` -> the operation of ``spec`` it serves."""
    by_shape = {(operation.method, _shape(operation.template)): operation for operation in spec.operations}
    return {
        (route.method, route.template): by_shape[(route.method, _shape(route.template))]
        for route in handled
        if (route.method, _shape(route.template)) in by_shape
    }


def _route(operation: SpecOperation, echoes: Echoes, role: Role) -> Route:
    where = f"{operation.method} {operation.template}"
    if operation.style not in RESPONSE_STYLES:
        raise ValueError(
            f"{where}: x-response-style {operation.style!r} is not one of {sorted(RESPONSE_STYLES)}"
        )
    if operation.body_types and operation.body_schema is None:
        raise ValueError(f"{where}: the fake takes JSON request bodies only")
    model = _generated_body_model(operation)
    if model is not None:  # generated from this operation: validated as the fake's own routes are
        handler = _handler(operation, echoes, role)
        return modelled_route(
            operation.method, operation.template, handler, model, body_required=operation.body_required
        )
    body_check = None
    if operation.body_schema is not None:
        body_check = _body_check(operation, operation.body_schema, echoes)
    return checked_route(
        operation.method,
        operation.template,
        _handler(operation, echoes, role),
        body_check,
        body_required=operation.body_required,
    )


def _generated_body_model(operation: SpecOperation) -> type[BaseModel] | None:
    """The pydantic model generated from the operation's body schema, when the operation was
    generated (a spec edited and regenerated); ``None`` for one only the served spec has."""
    descriptor = descriptor_of(operation.method, operation.template)
    if descriptor is None or descriptor.body is None:
        return None
    model = getattr(schemas, descriptor.body.model.__name__, None)
    return model if isinstance(model, type) and issubclass(model, BaseModel) else None


def _body_check(operation: SpecOperation, schema: Any, echoes: Echoes) -> BodyCheck:
    types = json_types(merged(schema, echoes.spec))
    if types and "object" not in types:
        raise ValueError(f"{operation.method} {operation.template}: the fake takes JSON object bodies only")

    def check(document: Any) -> dict[str, Any]:
        problems = echoes.checker.problems(schema, document)
        if problems:
            raise invalid_field(describe(problems))
        return dict(document)

    return check


def _handler(operation: SpecOperation, echoes: Echoes, role: Role) -> Handler:
    path_names = _PARAMETER.findall(operation.template)
    id_name = "id" if "id" in path_names else (path_names[-1] if path_names else None)
    array_forms = {
        parameter.name: _array_form(operation, parameter, echoes.spec)
        for parameter in operation.parameters
        if parameter.location == "query" and _first_type(parameter, echoes) == "array"
    }

    def handle(call: Call) -> Reply:
        path_values: dict[str, Any] = {}
        for parameter in operation.parameters:
            if parameter.location == "path" and parameter.name in call.params:
                path_values[parameter.name] = _path_value(parameter, call.params[parameter.name], echoes)
            elif parameter.location == "query":
                _check_query(parameter, call.query, echoes, array_forms.get(parameter.name))
        resource_id = Found(path_values[id_name]) if id_name in path_values else None
        seed = {**call.body, **path_values}
        if role.action != "other" or role.owners:
            return _stateful(operation, echoes, role, call, path_values, seed, resource_id)
        return _answer(operation, echoes, seed, resource_id, call)

    return handle


def _has_example(operation: SpecOperation, echoes: Echoes) -> bool:
    """The answer is an example of the spec: the response's, its schema's, or its record schema's."""
    spec = echoes.spec
    schemas = [operation.media.get("schema", {}), record_schema(operation, spec)]
    if operation.style in ("page", "data-page"):
        schemas.append(property_schema(operation.media.get("schema", {}), "data", spec))
    found = [example_of(operation.media, spec), *(example_of(merged(node, spec), spec) for node in schemas)]
    return any(example is not None for example in found)


def _stateful(
    operation: SpecOperation,
    echoes: Echoes,
    role: Role,
    call: Call,
    path_values: Mapping[str, Any],
    seed: Mapping[str, Any],
    resource_id: Found | None,
) -> Reply:
    """The answer made from the records of the spec's collections (the module's docstring)."""
    state = call.state
    if _has_example(operation, echoes):  # as the spec shows it, whatever the records
        return _answer(operation, echoes, seed, resource_id, call)
    found: Record | None = None
    for name, kind in role.owners:
        if name in path_values:  # the fake's 404 for an unknown id, an int or a string
            value = path_values[name]
            key = value if isinstance(value, int) else whole_number(str(value))
            if key is None:
                raise not_found(kind, value)
            found = state.collection(kind).get(key)
    if role.kind is None or role.action == "other":
        return _answer(operation, echoes, seed, resource_id, call)
    collection = state.collection(role.kind)
    parents = {name: path_values[name] for name, _ in role.owners if name in path_values}
    # The record its answer names, else its collection's (an update answering no content or null).
    own = record_schema(operation, echoes.spec)
    named = isinstance(own, Mapping) and "$ref" in own
    schema = echoes.spec.resolve(own if named or role.schema is None else role.schema) or {}
    if role.action == "list":
        rows = [record for record in collection.all() if _under(record, parents)]
        page = page_of(rows, call.query, strict=state.strict, sort_fields_declared=sorts_declared(call))
        return Reply(operation.status, envelope(page).body if operation.style == "page" else {"data": page})
    if role.action == "create":
        number = collection._next_id
        made = echoes.record(schema, seed, Found(number), number)
        if not isinstance(made, dict):
            return _answer(operation, echoes, seed, resource_id, call)
        if parents:
            made["_parents"] = parents
        found = collection.add(made)
    assert found is not None  # read, update, delete: the path's last id named it
    if role.action == "update":
        properties = merged(schema, echoes.spec).get("properties", {})
        for name, value in call.body.items():
            if name in properties and echoes.checker.fits(properties[name], value):
                found[name] = value
    elif role.action == "delete":
        collection.delete(found[collection.id_field])
        return _answer(operation, echoes, seed, resource_id, call)
    return _record_answer(operation, echoes, public(found))


def _under(record: Mapping[str, Any], parents: Mapping[str, Any]) -> bool:
    """A record of a nested collection is listed under the records it was created under."""
    own = record.get("_parents", {})
    return all(own.get(name, value) == value for name, value in parents.items())


def _record_answer(operation: SpecOperation, echoes: Echoes, record: Record) -> Reply:
    """``record`` as the payload of the operation's style."""
    if operation.style == "empty" or operation.status == 204:
        return NO_CONTENT
    if operation.style == "envelope":
        return Reply(operation.status, envelope(record).body)
    if operation.style == "message-data":
        body = _message_data(operation, echoes, operation.media.get("schema", {}), record, None)
        body["data"] = record
        return Reply(operation.status, body)
    return Reply(operation.status, record)


# ----------------------------------------------------------------- parameters


def _path_value(parameter: Parameter, raw: str, echoes: Echoes) -> Any:
    if _first_type(parameter, echoes) == "integer":
        value: Any = path_id(raw, parameter.name)  # As the fake's own routes read ids.
    else:
        value = _typed(parameter, raw, echoes)
    _check_value(parameter, value, echoes)
    return value


def _check_query(
    parameter: Parameter, query: Mapping[str, str], echoes: Echoes, array_form: _ArrayForm | None
) -> None:
    """``array_form``: how the parameter is sent when it is an array; ``None`` for any other type."""
    name = parameter.name
    sent = _sent(query, name)
    if array_form is None:
        sent = sent[-1:]  # the last value, as the fake's own routes read a query
    # A required parameter sent with no value is as good as missing (``folder=``, ``ids=``).
    if not sent or (sent == ("",) and parameter.required):
        if parameter.required:
            raise invalid_field(f"{name} is required")
        return
    if array_form is None:
        value = _typed(parameter, sent[0], echoes)
    else:
        value = _typed_items(parameter, _array_parts(name, sent, array_form), echoes)
    _check_value(parameter, value, echoes)


def _sent(query: Mapping[str, str], name: str) -> tuple[str, ...]:
    """Every value sent under ``name``; only the last where the query kept no others."""
    if isinstance(query, Query):
        return query.every(name)
    return (query[name],) if name in query else ()


def _array_form(operation: SpecOperation, parameter: Parameter, spec: ServedSpec) -> _ArrayForm:
    declared = _declaration(operation, parameter, spec)
    style = declared.get("style", "form")
    if not isinstance(style, str) or style not in _DELIMITERS:
        raise ValueError(
            f"{operation.method} {operation.template}: the fake reads an array query parameter "
            f"({parameter.name}) in style {', '.join(_DELIMITERS)}, not {style!r}"
        )
    # OpenAPI's default: form explodes (a name per item); the delimited styles do not.
    return _ArrayForm(bool(declared.get("explode", style == "form")), _DELIMITERS[style])


def _declaration(operation: SpecOperation, parameter: Parameter, spec: ServedSpec) -> Mapping[str, Any]:
    """The spec's object for ``parameter``: the operation's own, else its path item's."""
    item = spec.resolve(spec.document["paths"][operation.template])
    nodes = (*item[operation.method.lower()].get("parameters", ()), *item.get("parameters", ()))
    for node in nodes:
        declared: Mapping[str, Any] = spec.resolve(node)
        if declared.get("name") == parameter.name and declared.get("in") == parameter.location:
            return declared
    return {}


def _array_parts(name: str, sent: tuple[str, ...], form: _ArrayForm) -> list[str]:
    """The items of an array query parameter, from every value sent under its name."""
    if sent == ("",):
        return []  # OpenAPI writes an empty array as the name without a value: ``ids=``.
    if form.explode:
        return list(sent)
    if len(sent) > 1:
        raise invalid_field(
            f"{name} must be sent once, its items separated by {_DELIMITER_NAMES[form.delimiter]}"
        )
    return sent[0].split(form.delimiter)


def _first_type(parameter: Parameter, echoes: Echoes) -> str:
    types = [name for name in json_types(merged(parameter.schema, echoes.spec)) if name != "null"]
    return types[0] if types else "string"


def _typed(parameter: Parameter, raw: str, echoes: Echoes) -> Any:
    """``raw`` read as the parameter's type; 400 when it is not one."""
    name, kind = parameter.name, _first_type(parameter, echoes)
    if kind == "integer":
        number = whole_number(raw)
        if number is None:
            raise invalid_field(f"{name} must be a whole number, got {shown(raw)}")
        return number
    if kind == "number":
        if not _NUMBER.fullmatch(raw):
            raise invalid_field(f"{name} must be a number, got {shown(raw)}")
        return float(raw)
    if kind == "boolean":
        if raw not in ("true", "false"):
            raise invalid_field(f"{name} must be true or false, got {shown(raw)}")
        return raw == "true"
    if kind == "array":
        return _typed_items(parameter, raw.split(","), echoes)  # a path's array: style simple
    return raw


def _typed_items(parameter: Parameter, parts: Sequence[str], echoes: Echoes) -> list[Any]:
    items = merged(parameter.schema, echoes.spec).get("items", {})
    item = Parameter(parameter.name, parameter.location, True, items)
    return [_typed(item, part, echoes) for part in parts]


def _check_value(parameter: Parameter, value: Any, echoes: Echoes) -> None:
    problems = echoes.checker.problems(parameter.schema, value, (parameter.name,))
    if problems:
        raise invalid_field(describe(problems))


# -------------------------------------------------------------------- answers


def _answer(
    operation: SpecOperation,
    echoes: Echoes,
    seed: Mapping[str, Any],
    resource_id: Found | None,
    call: Call,
) -> Reply:
    if operation.style == "empty" or operation.status == 204:
        return NO_CONTENT
    spec = echoes.spec
    schema = operation.media.get("schema", {})
    whole = example_of(operation.media, spec) or example_of(merged(schema, spec), spec)
    if whole is not None:
        return Reply(operation.status, whole.value)
    style = operation.style
    if style == "envelope":
        data = _payload(operation, echoes, property_schema(schema, "data", spec), seed, resource_id)
        body = envelope(data).body
    elif style in ("page", "data-page"):
        page = _page(operation, echoes, property_schema(schema, "data", spec), seed, resource_id, call)
        body = envelope(page).body if style == "page" else bare({"data": page}).body
    elif style == "message-data":
        body = _message_data(operation, echoes, schema, seed, resource_id)
    else:  # bare, unspecified: the body is the payload itself.
        body = _payload(operation, echoes, schema, seed, resource_id)
    return Reply(operation.status, body)


def _payload(
    operation: SpecOperation, echoes: Echoes, schema: Any, seed: Mapping[str, Any], resource_id: Found | None
) -> Any:
    """The example of ``schema``, else the echo of ``seed``, which must fit ``schema``."""
    found = example_of(merged(schema, echoes.spec), echoes.spec)
    if found is not None:
        return found.value
    number = resource_id.value if resource_id is not None and isinstance(resource_id.value, int) else 1
    echo = echoes.record(schema, seed, resource_id, number)
    problems = echoes.checker.problems(schema, echo)
    if problems:
        raise RuntimeError(
            f"the fake cannot make an answer to {operation.operation_id} that fits its schema: "
            + describe(problems)
        )
    return echo


def _page(
    operation: SpecOperation,
    echoes: Echoes,
    schema: Any,
    seed: Mapping[str, Any],
    resource_id: Found | None,
    call: Call,
) -> Any:
    """The page schema's example, else one row (its example or an echo) paged as the fake's lists are."""
    found = example_of(merged(schema, echoes.spec), echoes.spec)
    if found is not None:
        return found.value
    rows = merged(property_schema(schema, "rows", echoes.spec), echoes.spec)
    row = _payload(operation, echoes, rows.get("items", {}), seed, resource_id)
    paging = {"strict": call.state.strict, "sort_fields_declared": sorts_declared(call)}
    if isinstance(row, Mapping):
        return page_of([row], call.query, **paging)
    page = page_of([{}], call.query, **paging)
    page["rows"] = [row for _ in page["rows"]]
    return page


def _message_data(
    operation: SpecOperation, echoes: Echoes, schema: Any, seed: Mapping[str, Any], resource_id: Found | None
) -> dict[str, Any]:
    spec = echoes.spec
    message_schema = property_schema(schema, "message", spec)
    found = example_of(merged(message_schema, spec), spec)
    if found is not None:
        message = found.value
    elif operation.summary and echoes.checker.fits(message_schema, operation.summary):
        message = operation.summary
    else:
        message = echoes.minimal(message_schema)
    body: dict[str, Any] = {"message": message}
    if "data" in merged(schema, spec).get("properties", {}):
        body["data"] = _payload(operation, echoes, property_schema(schema, "data", spec), seed, resource_id)
    return body
