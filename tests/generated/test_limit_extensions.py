"""Regeneration reads the size limits (``maxLength``, ``maxItems``), the number bounds (``minimum``,
``maximum``), the patterns of request fields and a body's ``anyOf`` of ``required`` for the descriptors,
and stops on a value it cannot use, naming where."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

from .test_regeneration import _load_script
from tests.spec_document import load_spec

SPEC_PATH = Path(__file__).resolve().parents[2] / "openapi" / "textsvc.yaml"
SPEC: dict[str, Any] = load_spec()


@pytest.fixture(scope="module")
def regenerate() -> ModuleType:
    return _load_script()


def _extensions(regenerate: ModuleType, spec: dict[str, Any]) -> dict[str, Any]:
    """operationId -> the extensions the templates read, parsed back from the Jinja source."""
    source = regenerate.spec_extensions_source(spec)
    rows = re.findall(r'^    ("[^"]+"): (\{.*\}),$', source, flags=re.MULTILINE)
    return {json.loads(name): json.loads(values) for name, values in rows}


def _edited(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    spec = copy.deepcopy(SPEC)
    change(spec["components"]["schemas"])
    return spec


def test_the_limits_and_the_one_of_of_a_body_reach_the_templates(regenerate: ModuleType) -> None:
    extensions = _extensions(regenerate, SPEC)
    send = extensions["sendMessage"]
    assert send["parameters"]["message"] == {"json_type": "string", "max_length": 2000}
    assert send["required_one_of"] == ["message", "image", "templateId"]
    assert extensions["bulkCreateSubscribers"]["parameters"]["subscribers"]["max_items"] == 1000
    assert extensions["createSubscriber"]["required_one_of"] == []
    assert extensions["createWebhook"]["parameters"]["maxThroughputPerMinute"] == {
        "json_type": "integer",
        "minimum": 1,
        "maximum": 2**63 - 1,
    }
    assert extensions["listTemplates"]["parameters"]["pageSize"] == {
        "json_type": "integer",
        "minimum": 1,
        "maximum": 1000,
    }
    date_time = SPEC["components"]["schemas"]["IsoDateTime"]
    start = extensions["getDeliveryAnalytics"]["parameters"]["startDate"]
    # The pattern and what it means as literals for the templates.
    assert start == {
        "json_type": "string",
        "type": "date-time",
        "pattern": json.dumps(date_time["pattern"]),
        "pattern_means": json.dumps(date_time["x-pattern-means"]),
    }


def test_the_generators_read_the_spec_without_the_one_of(regenerate: ModuleType) -> None:
    """openapi-python-client 0.29.1 makes ``Any`` of a body with an ``anyOf`` of ``required``: the
    generators get the spec without it (the descriptors carry it), and nothing else changes."""
    plain = regenerate.generator_input(SPEC)
    one_ofs = {
        name: schema["anyOf"] for name, schema in SPEC["components"]["schemas"].items() if "anyOf" in schema
    }
    assert "SendMessageInput" in one_ofs
    for name, one_of in one_ofs.items():
        assert "anyOf" not in plain["components"]["schemas"][name]
        plain["components"]["schemas"][name]["anyOf"] = one_of
    assert plain == SPEC


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (
            lambda schemas: schemas["SendMessageInput"]["properties"]["message"].update(maxLength="2000"),
            "message maxLength",
        ),
        (
            lambda schemas: schemas["SendMessageInput"]["properties"]["message"].update(maxLength=-1),
            "message maxLength",
        ),
        (
            lambda schemas: schemas["SubscriberBulkInput"]["properties"]["subscribers"].update(maxItems=1.5),
            "maxItems",
        ),
        (lambda schemas: schemas["SendMessageInput"].update({"anyOf": [{"required": ["body"]}]}), "anyOf"),
        (lambda schemas: schemas["SendMessageInput"].update({"anyOf": []}), "anyOf"),
        (
            lambda schemas: schemas["SendMessageInput"].update(
                {"anyOf": [{"required": ["message", "image"]}, {"required": ["templateId"]}]}
            ),
            "anyOf",
        ),
        (
            lambda schemas: schemas["SendMessageInput"]["properties"]["message"].update(pattern="(x"),
            "message pattern",
        ),
    ],
    ids=["text", "negative", "fraction", "unknown field", "empty", "two in a branch", "bad pattern"],
)
def test_a_value_it_cannot_use_stops_generation_naming_where(
    regenerate: ModuleType, change: Callable[[dict[str, Any]], None], where: str
) -> None:
    with pytest.raises(SystemExit, match=rf"^POST /send\S* .*{where}|^POST /subscribers/bulk .*{where}"):
        regenerate.spec_extensions_source(_edited(change))


@pytest.mark.parametrize("bound", ["1", True, float("nan"), None], ids=["text", "bool", "nan", "null"])
def test_a_number_bound_it_cannot_use_stops_generation_naming_where(
    regenerate: ModuleType, bound: Any
) -> None:
    spec = _edited(
        lambda schemas: schemas["WebhookInput"]["properties"]["maxThroughputPerMinute"].update(minimum=bound)
    )
    with pytest.raises(
        SystemExit, match=r"^POST /webhooks maxThroughputPerMinute minimum: .* is not a finite number$"
    ):
        regenerate.spec_extensions_source(spec)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda node: node.pop("type"), "type: None is not one of string, integer"),
        (
            lambda node: node.update(type=["integer", "null"]),
            r"type: \['integer', 'null'\] is not one of string",
        ),
        (lambda node: node.update(type="int"), "type: 'int' is not one of string"),
    ],
    ids=["none", "two", "unknown"],
)
@pytest.mark.parametrize(
    ("where", "node"),
    [
        (
            "POST /webhooks maxThroughputPerMinute",
            lambda spec: spec["components"]["schemas"]["WebhookInput"]["properties"][
                "maxThroughputPerMinute"
            ],
        ),
        ("GET /templates query", lambda spec: spec["components"]["parameters"]["Query"]["schema"]),
    ],
    ids=["body field", "parameter"],
)
def test_a_parameter_or_field_without_one_json_type_stops_generation_naming_it(
    regenerate: ModuleType,
    change: Callable[[dict[str, Any]], object],
    message: str,
    where: str,
    node: Callable[[dict[str, Any]], dict[str, Any]],
) -> None:
    """The SDK checks each argument by its JSON type: a parameter or body field with none, or with
    several, would leave it no check to apply."""
    spec = copy.deepcopy(SPEC)
    change(node(spec))
    with pytest.raises(SystemExit, match=rf"^{where}\b.*{message}"):
        regenerate.spec_extensions_source(spec)


def _with_template_parameters(*parameters: dict[str, Any]) -> dict[str, Any]:
    """The spec with ``parameters`` added to ``GET /templates`` (``listTemplates``)."""
    spec = copy.deepcopy(SPEC)
    spec["paths"]["/templates"]["get"]["parameters"] += list(parameters)
    spec["components"]["schemas"]["Score"] = {"type": "integer", "minimum": 1, "maximum": 9}
    return spec


def _array(name: str, items: dict[str, Any]) -> dict[str, Any]:
    return {"name": name, "in": "query", "schema": {"type": "array", "items": items}}


def test_a_min_length_and_an_array_parameters_item_rules_reach_the_templates(regenerate: ModuleType) -> None:
    """``minLength``; and of an array parameter's items ``pattern`` (with ``x-pattern-means``),
    ``minLength``, ``maxLength``, ``minimum`` and ``maximum``, through a ``$ref`` too."""
    skus = {"type": "string", "pattern": "^[A-Z]{3}$", "x-pattern-means": "three capital letters"}
    spec = _with_template_parameters(
        {"name": "code", "in": "query", "schema": {"type": "string", "minLength": 2}},
        _array("skus", {**skus, "minLength": 3, "maxLength": 3}),
        _array("scores", {"$ref": "#/components/schemas/Score"}),
        _array("names", {"type": "string"}),
    )
    parameters = _extensions(regenerate, spec)["listTemplates"]["parameters"]
    assert parameters["code"] == {"json_type": "string", "min_length": 2}
    assert parameters["skus"] == {
        "json_type": "array",
        "item_rules": {
            "json_type": "string",
            "max_length": 3,
            "min_length": 3,
            "pattern": json.dumps("^[A-Z]{3}$"),
            "pattern_means": json.dumps("three capital letters"),
        },
    }
    assert parameters["scores"] == {
        "json_type": "array",
        "item_rules": {"json_type": "integer", "minimum": 1, "maximum": 9},
    }
    assert parameters["names"] == {"json_type": "array", "item_rules": {"json_type": "string"}}


@pytest.mark.parametrize(
    ("items", "where"),
    [
        ({"type": "string", "pattern": "[A-Z"}, "GET /templates skus items pattern"),
        ({"type": "string", "minLength": -1}, "GET /templates skus items minLength: -1 is not a whole number"),
        ({"type": "integer", "maximum": "9"}, "GET /templates skus items maximum: '9' is not a finite number"),
        ({"type": "string", "pattern": "x", "x-pattern-means": ""}, "GET /templates skus items x-pattern-means"),
    ],
)
def test_an_item_rule_it_cannot_use_stops_generation_naming_where(
    regenerate: ModuleType, items: dict[str, Any], where: str
) -> None:
    with pytest.raises(SystemExit, match=f"^{re.escape(where)}"):
        regenerate.spec_extensions_source(_with_template_parameters(_array("skus", items)))
