"""The rule of argument errors (``tests/argument_rule.py``), swept over every method of both clients.

Every check runs before anything is sent: the scripted server records what arrives. The methods,
their arguments and what each takes are read from the clients themselves (their type hints), so a
method added to the spec is swept without a line here.
"""

from __future__ import annotations

import contextlib
import datetime
import enum
import inspect
import typing
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import cached_property
from typing import Any

import pytest
import textsvc
import textsvc_generated.api

from tests.argument_rule import MARKER, Sweep, Wrong, entry_type, is_mapping, options_of, own_parameters
from tests.facade import client_of
from tests.hostile import Exchange, HostileServer, envelope

API_KEY = "sk_test_argument_errors_0123456789"
WHEN = datetime.datetime(2026, 1, 5, 10, 0, tzinfo=datetime.UTC)


def answer(exchange: Exchange) -> None:
    exchange.respond(200, json=envelope(None))


@pytest.fixture(scope="module")
def server() -> Iterator[HostileServer]:
    with HostileServer(answer, read_timeout=10.0) as running:
        yield running


TEXT_BY_NAME = {"method": "GET", "path": "/keywords/main", "url": "https://example.com/x", "template_id": "7"}
"""Plausible text for the arguments whose text has a form of its own (a phone number otherwise)."""
RECORD_BY_NAME = {"custom_fields": {"name": "Size"}, "records": {"id": 1, "number": "+15555550100"}}
"""A plausible record for each argument taking records."""
ALSO_NEEDED = {
    "messages.send": {"message": "Hi"},
    "threads.delete_items": {"item_ids": [1]},
    "verify.check_code": {"verification_id": "v"},
}
"""Arguments a method needs besides those its signature requires (one of several, say)."""


def plausible(hint: Any, name: str = "") -> Any:
    """A value the SDK takes for the argument ``name`` of type ``hint``."""
    option = next(option for option in options_of(hint) if option is not type(None))
    origin = typing.get_origin(option)
    if origin is typing.Literal:
        return typing.get_args(option)[0]
    if isinstance(option, type) and issubclass(option, enum.Enum):
        return next(iter(option))
    if option is datetime.datetime:
        return WHEN + datetime.timedelta(hours=1) if name == "end_date" else WHEN
    if option is bool:
        return True
    if option is int:
        return 1
    if option is float:
        return 1.0
    if option is str:
        return TEXT_BY_NAME.get(name, "+15555550100")
    if origin is not None and issubclass(origin, Mapping):
        return {}
    if origin is not None and issubclass(origin, Iterable):
        entry = typing.get_args(option)[0]
        return [dict(RECORD_BY_NAME[name]) if is_mapping(entry) else plausible(entry)]
    raise AssertionError(f"no plausible value for {hint!r}")


class Method:
    """A public method of a client's resource, read from its signature and type hints."""

    def __init__(self, path: str, function: Callable[..., Any]) -> None:
        self.path = path
        self.function = function

    def __repr__(self) -> str:
        return self.path

    @cached_property
    def hints(self) -> dict[str, Any]:
        return typing.get_type_hints(self.function)

    @cached_property
    def parameters(self) -> list[inspect.Parameter]:
        """Its own arguments (not ``self``, not the per-call options)."""
        return own_parameters(self.function)

    def shows(self, name: str) -> bool:
        """Whether errors about argument ``name`` (given the marker, id-like text) show the value
        given, by the spec's facts of its parameter: a number, a flag, a choice, a value of an
        ``x-sdk-type`` but a secret, a path id, and text refused by a pattern; not a secret, a
        header or cookie, an array or object body field, nor free text (a string with no enum or
        pattern, outside the path). The client's own methods show none."""
        if name in NUMBER_OPTIONS:
            return True
        operation = OPERATIONS.get(ARGUMENTS_OF.get(self.path, self.path))
        body = operation.body.fields if operation is not None and operation.body is not None else ()
        facts = [
            fact for fact in (*(operation.parameters if operation else ()), *body) if fact.sdk_name == name
        ]
        if not facts:
            return False
        (fact,) = facts
        if fact.sdk_type == "secret" or fact.location in ("header", "cookie"):
            return False
        if fact.json_type in ("array", "object"):
            return bool(fact.choices)  # a model, a list or a mapping: its writers show no value
        free_text = fact.json_type == "string" and fact.sdk_type is None
        return not free_text or bool(fact.choices) or fact.pattern is not None or fact.location == "path"

    @property
    def takes_call_options(self) -> bool:
        return "request_options" in inspect.signature(self.function).parameters

    def required(self) -> dict[str, Any]:
        """Plausible values for the arguments it requires."""
        return {
            **{
                parameter.name: plausible(self.hints[parameter.name], parameter.name)
                for parameter in self.parameters
                if parameter.default is inspect.Parameter.empty
            },
            **ALSO_NEEDED.get(self.path, {}),
        }

    def call(self, client: Any, **arguments: Any) -> Any:
        target = client
        *resources, verb = self.path.split(".")
        for name in resources:
            target = getattr(target, name)
        positional = [
            arguments.pop(parameter.name)
            for parameter in self.parameters
            if parameter.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD and parameter.name in arguments
        ]
        result = getattr(target, verb)(*positional, **arguments)
        first_page = getattr(result, "first_page", None)
        if first_page is not None:
            return first_page()
        if isinstance(result, Iterator):  # delivery_windows: checked when iterated
            return next(result, None)
        return result


def resource_methods(resource: Any, prefix: str) -> Iterator[Method]:
    for name in sorted(dir(type(resource))):
        if name.startswith("_") or name == "with_raw_response":
            continue
        attribute = inspect.getattr_static(resource, name)
        if isinstance(attribute, cached_property | property):
            yield from resource_methods(getattr(resource, name), f"{prefix}{name}.")
        elif inspect.isfunction(attribute):
            yield Method(prefix + name, getattr(type(resource), name))


RESOURCES = sorted(
    name
    for name in dir(textsvc.Client)
    if not name.startswith("_") and isinstance(inspect.getattr_static(textsvc.Client, name), cached_property)
)
CLIENT_METHODS = ("request", "with_options")
"""The client's own methods a caller calls (``call``, ``pages`` and ``raw`` serve the typed methods)."""


def typed_methods() -> list[Method]:
    with textsvc.Client(api_key=API_KEY, base_url="http://127.0.0.1:9/v3") as client:
        return [
            *(Method(name, getattr(textsvc.Client, name)) for name in CLIENT_METHODS),
            *(method for name in RESOURCES for method in resource_methods(getattr(client, name), f"{name}.")),
        ]


METHODS = typed_methods()
OPERATIONS = {operation.sdk_method: operation for operation in textsvc_generated.api.operations()}
"""Every operation's descriptor, by the typed method's name."""
NUMBER_OPTIONS = ("timeout", "max_retries")
"""Options of a client and of a call whose wrong values are shown: numbers, no secret."""
ARGUMENTS_OF = {"analytics.delivery_windows": "analytics.delivery"}
"""A hand-written method that takes the arguments of an operation of another name."""


@pytest.fixture(params=["sync", "async"])
def client(request: pytest.FixtureRequest, server: HostileServer) -> Iterator[Any]:
    with client_of(request.param, api_key=API_KEY, base_url=server.base_url, max_retries=0) as made:
        yield made


SENT = (textsvc.SvcError,)
"""What a call that went through the checks raises: the server's answer is not what it expects."""


@pytest.fixture
def sweep(server: HostileServer) -> Sweep:
    def sent() -> bool:
        return bool(server.requests)

    return Sweep(sent, answered=SENT)


def caller(server: HostileServer, client: Any, method: Method) -> Callable[..., Any]:
    """Calls ``method`` on ``client`` with the server's record cleared; a pager's first page is
    fetched, an iterator's first item taken."""

    def call(**arguments: Any) -> Any:
        server.requests.clear()
        return method.call(client, **arguments)

    return call


# ------------------------------------------------------------------ the sweep


def test_the_sweep_reaches_every_resource_and_sends_with_plausible_arguments(
    client: Any, server: HostileServer
) -> None:
    """Each method, given plausible values for what it requires, sends: so an error below is
    about the one argument the test changed, not another one the sweep got wrong."""
    assert {method.path.split(".")[0] for method in METHODS} == {*RESOURCES, *CLIENT_METHODS}
    assert len(METHODS) > 80
    for method in METHODS:
        if method.path == "with_options":
            continue  # sends nothing: it makes a client
        server.requests.clear()
        with contextlib.suppress(textsvc.SvcError):
            method.call(client, **method.required())
        assert server.requests, method


def test_every_argument_of_every_method_follows_the_rule(
    client: Any, server: HostileServer, sweep: Sweep
) -> None:
    """Each argument given text where it takes none, an object of a type it does not take, and the
    marker text where it takes text: a ``TypeError`` naming the argument and the type given for the
    first two, and never the text."""
    for method in METHODS:
        call = caller(server, client, method)
        for parameter in method.parameters:
            sweep.wrong_values(
                method.path,
                call,
                method.required(),
                method.hints,
                parameter.name,
                shown=method.shows(parameter.name),
            )
    assert not sweep.problems, "\n".join(sweep.problems)
    assert sweep.refused > 300


def test_text_in_a_record_is_never_shown(client: Any, server: HostileServer, sweep: Sweep) -> None:
    for method in METHODS:
        call = caller(server, client, method)
        for parameter in method.parameters:
            entry = entry_type(method.hints[parameter.name])
            if entry is not None and is_mapping(entry):
                record = dict.fromkeys(RECORD_BY_NAME[parameter.name], MARKER)
                sweep.call(method.path, call, {**method.required(), parameter.name: [record]}, expected=None)
    assert not sweep.problems, "\n".join(sweep.problems)
    assert sweep.refused >= 1


@pytest.mark.parametrize(
    ("option", "value", "expected"),
    [
        ("timeout", MARKER, TypeError),
        ("timeout", Wrong(), TypeError),
        ("timeout", -1, ValueError),
        ("max_retries", MARKER, TypeError),
        ("max_retries", 1.5, TypeError),
        ("max_retries", -1, ValueError),
        ("extra_headers", MARKER, TypeError),
        ("extra_headers", {"X-Thing": 5}, TypeError),
        ("extra_headers", {"X-Thing": f"{MARKER}\n"}, ValueError),
        ("extra_query", MARKER, TypeError),
        ("extra_query", {5: MARKER}, TypeError),
        ("extra_body", MARKER, TypeError),
    ],
)
def test_every_method_checks_its_call_options_by_the_rule(
    client: Any, server: HostileServer, sweep: Sweep, option: str, value: Any, expected: type[Exception]
) -> None:
    for method in METHODS:
        if method.takes_call_options:
            arguments = {**method.required(), option: value}
            sweep.call(
                method.path,
                caller(server, client, method),
                arguments,
                expected=expected,
                names=(option,),
                shown=option in NUMBER_OPTIONS,
            )
    assert not sweep.problems, "\n".join(sweep.problems)
    assert sweep.refused > 80


NOT_THE_SERVICES_DATE_TIMES = [
    "2026-06-01",  # a date without a time
    "2026-06-01T00:00:00",  # without a zone
    "2026-06-01 00:00:00Z",  # a space for the T
    "20260601T000000Z",  # ISO 8601's basic format
    "2026-06-01T00:00:00Z\n",  # a line break after it
    "2026-06-01T00:00:00\u0665Z",  # a digit of another script
]


@pytest.mark.parametrize("form", NOT_THE_SERVICES_DATE_TIMES)
def test_a_date_time_the_spec_does_not_take_is_refused_before_sending(
    client: Any, server: HostileServer, form: str
) -> None:
    """Every date-time argument of every method, given text the spec's pattern refuses: a
    ``ValueError`` naming the argument and the form the service reads, the text given shown (a date
    is no secret), nothing sent."""
    refused = []
    for method in METHODS:
        for parameter in method.parameters:
            if datetime.datetime not in options_of(method.hints[parameter.name]):
                continue
            with pytest.raises(
                ValueError, match=rf"^{parameter.name} must be an ISO 8601 date-time"
            ) as caught:
                caller(server, client, method)(**{**method.required(), parameter.name: form})
            assert str(caught.value).endswith(f", got {form!r}")
            assert not server.requests, (method, parameter.name)
            refused.append(f"{method}({parameter.name})")
    assert len(refused) >= 6, refused  # analytics, campaigns' analytics, deliveries: start and end
