"""The spec's JSON types, size limits (``maxLength``, ``maxItems``), number bounds (``minimum``,
``maximum``), patterns and "at least one of" rules (a body's ``anyOf`` of ``required``) reach every
operation's descriptor, and every typed call is checked against them, and them alone, before
anything is sent."""

from __future__ import annotations

import asyncio
import importlib
import pkgutil
from collections.abc import Callable, Iterator
from typing import Any

import attrs
import httpx
import pytest
import textsvc
import textsvc_generated.api
from textsvc._descriptors import OperationDescriptor
from textsvc.testing import FakeService
from textsvc_generated.api.messages import send_message, validate_recipients
from textsvc_generated.api.subscribers import create_subscriber
from textsvc_generated.api.templates import list_templates, update_template
from textsvc_generated.api.webhooks import update_webhook
from textsvc_generated.models.template import Template

from tests.facade import client_of
from tests.hostile import Exchange
from tests.overlay.mocking import API_KEY, BASE_URL, Script, envelope, json_response
from tests.overlay.scripted_clients import MODES, serve
from tests.overlay.test_refusals_named import FrozenClock
from tests.spec_document import load_spec

SPEC = load_spec()
HTTP_METHODS = {"get", "put", "post", "delete", "patch"}
LIMITS = (
    ("maxLength", "max_length"),
    ("minLength", "min_length"),
    ("maxItems", "max_items"),
    ("minItems", "min_items"),
    ("minimum", "minimum"),
    ("maximum", "maximum"),
    ("pattern", "pattern"),
)


def _resolved(node: Any) -> Any:
    while isinstance(node, dict) and "$ref" in node:
        target: Any = SPEC
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


def _spec_facts() -> dict[str, dict[str, Any]]:
    """operationId -> the limits and the JSON types of its parameters and body fields by JSON name,
    and its one-of."""
    facts = {}
    for item in SPEC["paths"].values():
        for method, operation in item.items():
            if method not in HTTP_METHODS:
                continue
            limits: dict[str, dict[str, float]] = {}
            types: dict[str, str] = {}
            nodes = [
                _resolved(parameter)
                for parameter in [*item.get("parameters", []), *operation.get("parameters", [])]
            ]
            fields = [(node["name"], {**_resolved(node.get("schema", {})), **node}) for node in nodes]
            one_of: tuple[str, ...] = ()
            body = _resolved(operation.get("requestBody", {}))
            for media in body.get("content", {}).values():
                schema = _resolved(media["schema"])
                fields += [(name, _resolved(field)) for name, field in schema.get("properties", {}).items()]
                one_of = tuple(branch["required"][0] for branch in schema.get("anyOf", ()))
            for name, node in fields:
                found = {key: node[keyword] for keyword, key in LIMITS if keyword in node}
                if found:
                    limits[name] = found
                types[name] = node["type"]
            facts[operation["operationId"]] = {"limits": limits, "types": types, "one_of": one_of}
    return facts


def _descriptors() -> dict[str, OperationDescriptor[Any]]:
    found = {}
    for group in pkgutil.iter_modules(textsvc_generated.api.__path__):
        package = importlib.import_module(f"textsvc_generated.api.{group.name}")
        for endpoint in pkgutil.iter_modules(package.__path__):
            descriptor = importlib.import_module(f"{package.__name__}.{endpoint.name}").OPERATION
            found[descriptor.name] = descriptor
    return found


def _camel_to_snake(name: str) -> str:
    return "".join(f"_{letter.lower()}" if letter.isupper() else letter for letter in name)


def test_every_limit_and_one_of_of_the_spec_is_in_its_operations_descriptor() -> None:
    descriptors = _descriptors()
    facts = _spec_facts()
    assert facts["sendMessage"]["limits"]["message"] == {"max_length": 2000}  # the walk sees them
    assert facts["createWebhook"]["limits"]["maxThroughputPerMinute"]["minimum"] == 1
    assert set(facts["getDeliveryAnalytics"]["limits"]) == {"startDate", "endDate"}  # the patterns
    assert facts["sendMessage"]["one_of"] == ("message", "image", "templateId")
    for operation_id, fact in facts.items():
        descriptor = descriptors[_camel_to_snake(operation_id)]
        fields = [*descriptor.parameters, *(descriptor.body.fields if descriptor.body else ())]
        limits = {
            field.json_name: {
                key: getattr(field, key) for _, key in LIMITS if getattr(field, key) is not None
            }
            for field in fields
        }
        assert {name: found for name, found in limits.items() if found} == fact["limits"], operation_id
        assert {field.json_name: field.json_type for field in fields} == fact["types"], operation_id
        assert (descriptor.body.required_one_of if descriptor.body else ()) == fact["one_of"], operation_id


def test_the_send_descriptor_carries_the_documents_rules() -> None:
    body = send_message.OPERATION.body
    assert body is not None
    assert body.required_one_of == ("message", "image", "templateId")
    [message] = [field for field in body.fields if field.sdk_name == "message"]
    assert message.max_length == 2000


# ----------------------------------------------------- any operation is checked, not only send


def _with_field(descriptor: OperationDescriptor[Any], name: str, **changes: Any) -> OperationDescriptor[Any]:
    """``descriptor`` with changes to its body field ``name`` (a limit the spec could give it)."""
    assert descriptor.body is not None
    fields = tuple(
        attrs.evolve(field, **changes) if field.sdk_name == name else field
        for field in descriptor.body.fields
    )
    return attrs.evolve(descriptor, body=attrs.evolve(descriptor.body, fields=fields))


@pytest.fixture(params=MODES)
def call(request: pytest.FixtureRequest) -> Callable[..., Any]:
    """``call(script, descriptor, arguments)``: a client's runner sends a typed call over ``script``."""

    def run(script: Script, descriptor: OperationDescriptor[Any], arguments: dict[str, Any]) -> Any:
        transport = httpx.MockTransport(script)
        if request.param == "sync":
            with httpx.Client(transport=transport) as http_client:
                client = textsvc.Client(api_key=API_KEY, base_url=BASE_URL, http_client=http_client)
                return client.call(descriptor, arguments, {})

        async def run_async() -> Any:
            async with httpx.AsyncClient(transport=transport) as http_client:
                client = textsvc.AsyncClient(api_key=API_KEY, base_url=BASE_URL, http_client=http_client)
                return await client.call(descriptor, arguments, {})

        return asyncio.run(run_async())

    return run


SUBSCRIBER = {"id": 1, "number": "+15555550100"}


def test_a_max_length_on_any_field_is_checked_before_sending(call: Any) -> None:
    script = Script(json_response(200, envelope(SUBSCRIBER)))
    limited = _with_field(create_subscriber.OPERATION, "number", max_length=12)
    with pytest.raises(ValueError, match=r"^number is 13 characters long; the service takes at most 12$"):
        call(script, limited, {"number": "+155555501000"})
    assert script.requests == []
    assert call(script, limited, {"number": "+15555550100"}).id == 1  # at the limit: sent
    assert len(script.requests) == 1


def test_a_max_items_on_any_list_is_checked_before_sending(call: Any) -> None:
    script = Script(json_response(200, envelope({"invalidRecipients": []})))
    limited = _with_field(validate_recipients.OPERATION, "subscribers", max_items=2)
    with pytest.raises(ValueError, match=r"^subscribers has 3 entries; the service takes at most 2$"):
        call(script, limited, {"subscribers": ["+1", "+2", "+3"]})
    assert script.requests == []
    call(script, limited, {"subscribers": ["+1", "+2"]})
    assert len(script.requests) == 1


@pytest.mark.parametrize(
    ("bounds", "sent", "message"),
    [
        ({"minimum": 1}, 0, r"^max_throughput_per_minute must be at least 1, got 0$"),
        ({"maximum": 100}, 101, r"^max_throughput_per_minute must be at most 100, got 101$"),
    ],
)
def test_the_bounds_of_any_number_are_checked_before_sending(
    call: Any, bounds: dict[str, int], sent: int, message: str
) -> None:
    hook = {
        "id": 1,
        "event": "message-send",
        "url": "http://127.0.0.1:9/",
        "alertEmail": "",
        "sendAlertEmail": False,
        "skipErrors": False,
        "skipErrorCodes": [],
        "retryOnError": False,
        "maxThroughputPerMinute": 100,
        "createdAt": "2026-01-01T00:00:00Z",
    }
    script = Script(json_response(200, {"data": hook}))
    bounded = _with_field(update_webhook.OPERATION, "max_throughput_per_minute", **bounds)
    with pytest.raises(ValueError, match=message):
        call(script, bounded, {"webhook_id": 1, "max_throughput_per_minute": sent})
    assert script.requests == []
    call(script, bounded, {"webhook_id": 1, "max_throughput_per_minute": 100})  # within: sent
    assert len(script.requests) == 1


@pytest.mark.parametrize(
    ("url", "shown"),
    [("ftp://hooks:hunter2SECRET@hooks.example/x", False), ("hooks.example", True)],
    ids=["a URL", "one word"],
)
def test_text_a_pattern_refuses_is_shown_only_when_id_like_never_a_url(
    call: Any, url: str, shown: bool
) -> None:
    """A pattern (the form of a URL, of a phone number) does not make a value safe to show: a URL
    may carry credentials. Short one-word text (an id, a number's digits) helps, and is shown."""
    script = Script(json_response(200, {"data": {}}))
    formed = _with_field(update_webhook.OPERATION, "url", pattern="^https?://")
    refused = r"^url must be an absolute http or https URL: the pattern \^https\?://, got "
    with pytest.raises(ValueError, match=refused) as raised:
        call(script, formed, {"webhook_id": 1, "url": url})
    assert (url in str(raised.value)) is shown
    assert script.requests == []


TEMPLATE = {
    "id": 7,
    "name": "A",
    "message": "Hi",
    "timestamp": "2026-01-05T10:00:00Z",
    "attachment": "",
    "mms": False,
}


def answer_template(exchange: Exchange) -> None:
    exchange.respond(200, json=envelope(TEMPLATE))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("arguments", "options"),
    [
        ({"name": None}, {}),
        ({"name": ""}, {}),  # the service takes an empty value as absent
        ({}, {"extra_body": {"attachment": ""}}),
    ],
    ids=["none", "empty text", "empty text through extra_body"],
)
def test_a_required_one_of_on_any_body_is_checked_on_the_body_sent(
    mode: str, arguments: dict[str, Any], options: dict[str, Any]
) -> None:
    body = update_template.OPERATION.body
    assert body is not None
    one_of = attrs.evolve(
        update_template.OPERATION, body=attrs.evolve(body, required_one_of=("name", "attachment"))
    )
    required = {"template_id": 7, "message": "Hi"}
    with serve(answer_template, mode) as (server, client):
        with pytest.raises(
            ValueError, match=r"^templates\.update\(\) needs at least one of name, attachment "
        ):
            client.call(one_of, {**required, **arguments}, options)
        assert server.requests == []
        client.call(one_of, {**required, "name": "A"}, {})
        client.call(one_of, required, {"extra_body": {"attachment": "https://img.example/a.png"}})
    assert [request.json() for request in server.requests] == [
        {"message": "Hi", "name": "A"},
        {"message": "Hi", "attachment": "https://img.example/a.png"},
    ]


# ----------------------------------------------- the descriptor's facts alone decide, over the fake


def _with_parameter(
    descriptor: OperationDescriptor[Any], name: str, **changes: Any
) -> OperationDescriptor[Any]:
    """``descriptor`` with changes to its parameter ``name`` (what the spec could say of it)."""
    parameters = tuple(
        attrs.evolve(parameter, **changes) if parameter.sdk_name == name else parameter
        for parameter in descriptor.parameters
    )
    return attrs.evolve(descriptor, parameters=parameters)


@pytest.fixture(params=MODES)
def on_fake(request: pytest.FixtureRequest) -> Iterator[tuple[Any, Callable[[], int]]]:
    """A client of either kind on a fake whose rate-limit counts are exact, and ``sent()``: how
    many requests reached the fake so far (its own listing not counted)."""
    with FakeService(clock=FrozenClock()) as fake:
        options = {"api_key": fake.api_key, "base_url": fake.base_url, "max_retries": 0}
        with client_of(request.param, **options) as client:
            first = client.templates.with_raw_response.list().rate_limit.remaining

            def sent() -> int:
                return int(first - client.templates.with_raw_response.list().rate_limit.remaining) - 1

            yield client, sent


def test_a_pager_takes_its_bounds_and_default_page_size_from_the_list_operations_parameters(
    on_fake: tuple[Any, Callable[[], int]],
) -> None:
    client, sent = on_fake
    smaller = _with_parameter(list_templates.OPERATION, "page_size", maximum=50)

    def pager(page: int = 0, page_size: int | None = None) -> Any:
        return client.pages(smaller, {}, Template, page=page, page_size=page_size, options={})

    with pytest.raises(ValueError, match=r"^page_size must be from 1 to 50, got 51$"):
        pager(page_size=51)
    with pytest.raises(ValueError, match=r"^page must be 0 or more \(pages are 0-indexed\), got -1$"):
        pager(page=-1)
    assert sent() == 0
    assert pager().first_page().page_size == 50  # no page_size: the spec's maximum


def test_an_argument_is_checked_by_its_json_type_not_by_its_python_annotation(
    on_fake: tuple[Any, Callable[[], int]],
) -> None:
    client, sent = on_fake
    numbered = _with_parameter(list_templates.OPERATION, "query", json_type="integer")

    def first_page(query: Any) -> Any:
        return client.pages(
            numbered, {"query": query}, Template, page=0, page_size=5, options={}
        ).first_page()

    with pytest.raises(TypeError) as raised:
        first_page("abc")
    assert str(raised.value) == "query must be an int, got 'abc'"  # a number is shown
    assert sent() == 0
    assert first_page(5).rows == []


@pytest.mark.parametrize(
    ("delay", "message"),
    [
        (10**400, r"^delay is out of a number's range \(at most about 1\.8e308\), got 1000000000"),
        (float("nan"), r"^delay must be a finite number \(JSON has no NaN or infinity\)$"),
    ],
)
def test_a_number_argument_no_json_reader_takes_is_refused_naming_it(
    on_fake: tuple[Any, Callable[[], int]], delay: float, message: str
) -> None:
    """An int too large for a float (which ``math.isfinite`` cannot even test) is a ValueError
    naming the argument, as NaN is, never an OverflowError that names nothing."""
    client, sent = on_fake
    with pytest.raises(ValueError, match=message):
        client.drip_campaigns.messages.create(1, content="Day 1", delay=delay)
    assert sent() == 0


def test_a_url_refused_by_a_date_times_pattern_is_never_shown(on_fake: tuple[Any, Callable[[], int]]) -> None:
    """A date is shown when its pattern refuses it (``got '2026-06-01'``), but a URL given in its
    place is not, whatever the parameter: it may carry credentials."""
    client, sent = on_fake
    url = "https://hooks:hunter2SECRET@hooks.example/x"
    with pytest.raises(ValueError, match=r"^start_date must be an ISO 8601 date-time") as raised:
        client.analytics.delivery(start_date=url, end_date="2026-06-02T00:00:00Z")
    assert "hunter2SECRET" not in str(raised.value)
    assert str(raised.value).endswith(f", got str of length {len(url)}")
    with pytest.raises(ValueError, match=r", got '2026-06-01'$"):
        client.analytics.delivery(start_date="2026-06-01", end_date="2026-06-02T00:00:00Z")
    assert sent() == 0
