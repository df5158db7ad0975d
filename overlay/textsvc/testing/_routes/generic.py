"""Operations the package was generated from that no route of the fake handles, answered from the
generated facts alone: the operation's descriptor and the pydantic models of its schemas.

Such an operation (one the vendor added to the spec, then regenerated) is routed by its path and
method. Its request is checked as the fake's own routes check theirs: the body by the generated
pydantic model of its schema, the path and query by the descriptor (``_operation_target``). The
answer is made from the records of the operations' collections, in the operation's
``x-response-style`` exactly as the fake's own routes answer: a list pages its collection's records
(created, or given to ``FakeService.seed``), a create stores the echo of its request
(``_model_values``) with every optional field filled, a read, update or delete finds its record by
the path's id, and every record a path names must exist, else 404. Any other operation answers the
echo of its request.

A collection is a path the operations list records at (a ``GET`` in the ``page`` or ``data-page``
style) or read one record of by id (``/notes/{noteId}``). Its kind, the name ``FakeService.seed``
takes, is the path's literal segments (``/opt-outs`` is ``opt_outs``, ``/notes/{noteId}/items`` is
``notes_items``); its records are of the model its operations answer. A list at another path of
the same model lists the same collection (``/notes/export``).
"""

from __future__ import annotations

import itertools
import re
import typing
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

import attrs
from pydantic import MISSING, BaseModel, Field
from textsvc_generated.api import operations

from ..._descriptors import OperationBody, OperationDescriptor
from .._attrs_models import attrs_twin, field_types, is_closed, twin_of
from .._errors import not_found
from .._model_values import complete_value, field_fits, least, record, schema_model
from .._operation_target import shape
from .._routing import NO_CONTENT, Call, Reply, Route, envelope, modelled_route, paged, sorts_declared
from .._store import Record, page_of, public, whole_number

Action = Literal["list", "create", "read", "update", "delete", "other"]
Operation = OperationDescriptor[object]
_PARAMETER = re.compile(r"^\{(\w*)\}$")
_PLACEHOLDER = re.compile(r"\{(\w*)\}")
_LIST_STYLES = ("page", "data-page")
_BY_ID: dict[str, Action] = {"GET": "read", "PATCH": "update", "PUT": "update", "DELETE": "delete"}


@attrs.frozen
class Role:
    """What an operation does to the records of the collections."""

    action: Action
    kind: str | None
    """The collection it lists or creates in, or whose record it reads, updates or deletes."""
    owners: tuple[tuple[str, str], ...]
    """(path parameter, kind) of every record its path names, outermost first."""
    model: type[BaseModel] | None = None
    """The model of ``kind``'s records."""


def template_of(operation: Operation) -> str:
    """The operation's path with its parameters' JSON names, as requests and routes write it."""
    names = {parameter.python_name: parameter.json_name for parameter in operation.parameters}
    return _PLACEHOLDER.sub(
        lambda found: "{" + names.get(found.group(1), found.group(1)) + "}", operation.path
    )


def kind_of(template: str) -> str:
    """``/opt-outs`` -> ``opt_outs``: the path's literal segments, joined."""
    literal = [segment for segment in _segments(template) if not _PARAMETER.match(segment)]
    return "_".join(segment.replace("-", "_") for segment in literal)


def _segments(template: str) -> list[str]:
    return template.strip("/").split("/")


def pydantic_type(generated: Any, *, inline: bool = False) -> Any:
    """The type of the pydantic models for a payload type of ``textsvc_generated`` (its attrs
    models, or lists of them); ``None`` for a model with no pydantic twin (a schema the spec gives
    inline), unless ``inline``: then the model made of its attrs model (``_attrs_models``)."""
    if typing.get_origin(generated) is list:
        (item,) = typing.get_args(generated)
        inner = pydantic_type(item, inline=inline)
        return None if inner is None else list[inner]  # type: ignore[valid-type]
    if isinstance(generated, type) and attrs.has(generated):
        found = schema_model(generated)
        return attrs_twin(generated) if found is None and inline else found
    return generated


def record_model(operation: Operation) -> type[BaseModel] | None:
    """The model of the record an operation answers (a row of a list), or ``None``."""
    if operation.response_style in _LIST_STYLES:
        return schema_model(operation.row_model)
    if operation.response_style in ("envelope", "message-data", "bare") and not operation.payload_pointer:
        return schema_model(operation.payload_type)
    return None


class Collections:
    """The collections of the generated operations, and each operation's role among them."""

    def __init__(self, every: Sequence[Operation]) -> None:
        self.kind_of_path: dict[str, str] = {}
        self.models: dict[str, type[BaseModel]] = {}
        """Kind -> the model of its records."""
        by_path: dict[str, list[Operation]] = {}
        for operation in every:
            by_path.setdefault(template_of(operation), []).append(operation)
        collections = {
            "/" + "/".join(_segments(template)[:-1])
            for template in by_path
            if len(_segments(template)) > 1 and _PARAMETER.match(_segments(template)[-1])
        }
        collections = {path for path in collections if not _PARAMETER.match(_segments(path)[-1])}
        lists = {
            template
            for template, found in by_path.items()
            if any(op.method == "GET" and op.response_style in _LIST_STYLES for op in found)
        }
        kind_of_model: dict[type[BaseModel], str] = {}
        for path in sorted(collections | lists, key=lambda path: (len(_segments(path)), path)):
            model = self._model_at(path, by_path)
            if path not in collections and model in kind_of_model:
                self.kind_of_path[path] = kind_of_model[model]  # another list of the same records
                continue
            kind = self.kind_of_path[path] = kind_of(path)
            if model is not None:
                kind_of_model.setdefault(model, kind)
                self.models.setdefault(kind, model)

    @staticmethod
    def _model_at(path: str, by_path: Mapping[str, list[Operation]]) -> type[BaseModel] | None:
        """The model of a collection's records: from its list, else its create or a read by id."""
        candidates = [*by_path.get(path, ())]
        candidates += [
            operation
            for template, found in by_path.items()
            if template.rsplit("/", 1)[0] == path and _PARAMETER.match(_segments(template)[-1])
            for operation in found
            if operation.method == "GET"
        ]
        models = (record_model(operation) for operation in candidates if operation.method != "DELETE")
        return next((model for model in models if model is not None), None)

    def role(self, operation: Operation) -> Role:
        template, method = template_of(operation), operation.method
        segments = _segments(template)
        owners = tuple(
            (found.group(1), self.kind_of_path[prefix])
            for index, segment in enumerate(segments)
            if (found := _PARAMETER.match(segment))
            and (prefix := "/" + "/".join(segments[:index])) in self.kind_of_path
            and self.kind_of_path[prefix] == kind_of(prefix)
        )
        kind = self.kind_of_path.get(template)
        if kind is not None:
            if method == "GET" and operation.response_style in _LIST_STYLES:
                return Role("list", kind, owners, self.models.get(kind))
            if method == "POST" and kind == kind_of(template):
                return Role("create", kind, owners, self.models.get(kind))
        prefix = template.rsplit("/", 1)[0]
        if owners and _PARAMETER.match(segments[-1]) and self.kind_of_path.get(prefix) == owners[-1][1]:
            action = _BY_ID.get(method)
            if action is not None:
                return Role(action, owners[-1][1], owners, self.models.get(owners[-1][1]))
        return Role("other", None, owners)


def generic_routes(handled: Sequence[Route]) -> tuple[list[Route], Collections]:
    """A route for each generated operation that none of ``handled`` serves (by method and path),
    and the collections of every generated operation."""
    every = list(operations())
    collections = Collections(every)
    taken = {(route.method, shape(route.template)) for route in handled}
    ids = itertools.count(1)  # handlers run under the state's lock: one counter numbers made-up ids
    routes = [
        _route(operation, collections.role(operation), lambda: next(ids))
        for operation in every
        if (operation.method, shape(operation.path)) not in taken
    ]
    return routes, collections


def _route(operation: Operation, role: Role, new_id: Callable[[], int]) -> Route:
    model = None if operation.body is None else body_model(operation.body)
    # The descriptor says which fields are required, not whether the body is: one with a required
    # field must be sent, one without may be left out (an empty body is then {}).
    required = operation.body is not None and any(field.required for field in operation.body.fields)
    handler = _handler(operation, role, new_id)
    return modelled_route(operation.method, template_of(operation), handler, model, body_required=required)


def body_model(body: OperationBody) -> type[BaseModel]:
    """The generated pydantic model of the body's schema; for a schema the spec gives inline (which
    datamodel-codegen makes no model of), one made from its generated attrs model (``_attrs_models``:
    types at every depth, required fields, closed or not) with the rules the descriptor gives."""
    found = schema_model(body.model)
    if found is not None:
        return found
    rules_of = {field.python_name: field for field in body.fields}
    fields: dict[str, Any] = {}
    for name, typed in field_types(body.model).items():
        given: dict[str, Any] = {"alias": typed.json_name}
        field = rules_of.get(name)
        if field is not None:
            rules = {
                "max_length": field.max_length if field.json_type == "string" else field.max_items,
                "min_length": field.min_items,
                "ge": field.minimum,
                "le": field.maximum,
                "pattern": field.pattern,
            }
            given |= {rule: value for rule, value in rules.items() if value is not None}
        if typed.required:
            fields[name] = (typed.kind, Field(**given))
        else:
            fields[name] = (typed.kind | MISSING, Field(MISSING, **given))
    return twin_of(fields, body.model.__name__, closed=is_closed(body.model))


def _handler(operation: Operation, role: Role, new_id: Callable[[], int]) -> Callable[[Call], Reply]:
    path_names = _PLACEHOLDER.findall(template_of(operation))
    id_name = "id" if "id" in path_names else (path_names[-1] if path_names else None)
    integers = {
        p.json_name for p in operation.parameters if p.location == "path" and p.json_type == "integer"
    }

    def handle(call: Call) -> Reply:
        # The path and query are checked by the descriptor already (``_operation_target``).
        # As the check read it: ``1.0`` is the integer 1 (``whole_number``), not text.
        values = {name: _integer(raw) if name in integers else raw for name, raw in call.params.items()}
        seed = {**call.body, **values}
        found: Record | None = None
        for name, kind in role.owners:  # every record the path names must exist
            value = values[name]
            # A string path id names a record by its number, else (a model whose ids are strings)
            # by its text: no record has one when the collection's ids are numbers, a 404.
            key = value if isinstance(value, int) else whole_number(str(value))
            found = call.state.collection(kind).get(str(value) if key is None else key)
        answer = _Answer(operation, call, seed, values.get(id_name) if id_name else None, new_id)
        if role.kind is None or role.action == "other":
            return answer.reply()
        return _stateful(answer, role, values, found)

    return handle


def _integer(raw: str) -> int:
    number = whole_number(raw)
    assert number is not None  # the descriptor's check refused any other (``_operation_target``)
    return number


def _stateful(answer: _Answer, role: Role, values: Mapping[str, Any], found: Record | None) -> Reply:
    """The answer made from the records of the collections (the module's docstring)."""
    call, operation = answer.call, answer.operation
    assert role.kind is not None
    collection = call.state.collection(role.kind)
    parents = {name: values[name] for name, _ in role.owners if name in values}
    model = record_model(operation) or role.model
    if role.action == "list":
        rows = [row for row in collection.all() if _under(row, parents)]
        return answer.page(rows)
    if role.action == "create":
        if model is None:
            return answer.reply()
        number = collection._next_id
        made = record(model, answer.seed, number, number, answer.new_id)
        if parents:
            made["_parents"] = parents
        found = collection.add(made, text_id=True)
    assert found is not None  # read, update, delete: the path's last id named it
    if not _under(found, parents):  # a nested record is found under its own parents only
        raise not_found(role.kind, found[collection.id_field])
    if role.action == "update" and model is not None:
        for name, value in call.body.items():
            if field_fits(model, name, value):
                found[name] = value
    elif role.action == "delete":
        collection.delete(found[collection.id_field])
        return answer.reply()
    return answer.reply(public(found))


def _under(row: Mapping[str, Any], parents: Mapping[str, Any]) -> bool:
    """A record of a nested collection is listed under the records it was created under."""
    own = row.get("_parents", {})
    return all(own.get(name, value) == value for name, value in parents.items())


@attrs.frozen
class _Answer:
    """The body of an answer, in the operation's style."""

    operation: Operation
    call: Call
    seed: Mapping[str, Any]
    resource_id: Any
    new_id: Callable[[], int]

    def reply(self, payload: Any = None) -> Reply:
        """``payload`` (else the echo of the request) as the operation's style answers it."""
        operation, style = self.operation, self.operation.response_style
        if style == "empty" or operation.success_status == 204:
            return NO_CONTENT
        if style in _LIST_STYLES:
            return self.page([self.payload()] if payload is None else [payload], every=False)
        data = self.payload() if payload is None else payload
        if style == "envelope":
            return Reply(operation.success_status, envelope(data).body)
        if style == "message-data":
            return Reply(operation.success_status, {"message": operation.summary, "data": data})
        return Reply(operation.success_status, data)  # bare, unspecified: the payload itself

    def payload(self) -> Any:
        """The echo of the request as the operation's payload (under its pointer, when it has one)."""
        operation = self.operation
        model = record_model(operation)
        if model is not None:
            number = self.resource_id if isinstance(self.resource_id, int) else 1
            value: Any = record(model, self.seed, self.resource_id, number, self.new_id)
        elif operation.response_style in _LIST_STYLES:
            value = {}
        else:
            kind = pydantic_type(operation.payload_type, inline=True)
            value = {} if kind is None else complete_value(kind, least(kind), 1, None)
        for key in reversed(operation.payload_pointer):
            value = {key: value}
        return value

    def page(self, rows: list[Record], *, every: bool = True) -> Reply:
        """A page of ``rows`` (``every``: all of a collection; else one row shown on every page)."""
        operation, call = self.operation, self.call
        if every:
            body = paged(call, rows).body
        else:
            listed = page_of(
                [{}], call.query, strict=call.state.strict, sort_fields_declared=sorts_declared(call)
            )
            listed["rows"] = [rows[0] for _ in listed["rows"]]
            body = envelope(listed).body
        return Reply(
            operation.success_status, body if operation.response_style == "page" else {"data": body["data"]}
        )
