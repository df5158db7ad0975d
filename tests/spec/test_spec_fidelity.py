"""The spec says exactly what the service document says: every operation, every field."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.spec import doc_tables as doc

SPEC_PATH = Path(__file__).resolve().parents[2] / "openapi" / "textsvc.yaml"
HTTP_METHODS = {"get", "post", "put", "patch", "delete"}


@pytest.fixture(scope="module")
def spec() -> dict[str, Any]:
    return yaml.safe_load(SPEC_PATH.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def text() -> str:
    return doc.document_text()


def spec_operations(spec: dict[str, Any]) -> dict[tuple[str, str], dict[str, Any]]:
    return {
        (method.upper(), path): operation
        for path, item in spec["paths"].items()
        for method, operation in item.items()
        if method in HTTP_METHODS
    }


def test_snapshot_matches_the_shared_document() -> None:
    if not doc.SHARED_DOCUMENT.exists():
        pytest.skip("no ../shared/spec/service-api.md beside this checkout")
    assert doc.DOCUMENT_SNAPSHOT.read_bytes() == doc.SHARED_DOCUMENT.read_bytes(), (
        "openapi/service-api.md is stale: copy the shared document and update the spec"
    )


def test_every_documented_operation_is_in_the_spec_and_nothing_else(spec, text) -> None:
    documented = doc.endpoints(text)
    assert len(documented) == 69
    assert set(spec_operations(spec)) == documented


def test_operations_carry_ids_tags_styles_and_sdk_names(spec) -> None:
    styles = {"envelope", "page", "bare", "message-data", "data-page", "empty", "unspecified"}
    operations = spec_operations(spec)
    ids = [operation["operationId"] for operation in operations.values()]
    sdk_names = [operation["x-sdk-method"] for operation in operations.values()]
    assert len(set(ids)) == len(ids) == 69
    assert len(set(sdk_names)) == 69
    for key, operation in operations.items():
        assert operation["x-response-style"] in styles, key
        assert len(operation["tags"]) == 1, key
        assert operation["summary"], key


def test_every_operation_declares_the_error_statuses(spec) -> None:
    for key, operation in spec_operations(spec).items():
        assert {"400", "401", "403", "409", "429", "500"} <= set(operation["responses"]), key


def test_bare_and_special_styles_are_where_the_document_puts_them(spec) -> None:
    operations = spec_operations(spec)
    style = {key: operation["x-response-style"] for key, operation in operations.items()}
    assert [key for key, value in style.items() if value == "bare"] == [
        ("POST", "/verify/sms/send-code"),
        ("POST", "/verify/sms/check-code"),
        ("POST", "/verify/number"),
    ]
    assert style[("POST", "/webhooks")] == style[("PATCH", "/webhooks/{webhookId}")] == "message-data"
    assert style[("GET", "/webhooks")] == "data-page"
    assert style[("DELETE", "/drip-campaigns/{dripCampaignId}")] == "empty"
    assert "204" in operations[("DELETE", "/drip-campaigns/{dripCampaignId}")]["responses"]
    assert style[("DELETE", "/webhooks/{webhookId}")] == "unspecified"


def test_server_url_ends_with_the_version_segment(spec) -> None:
    assert spec["servers"][0]["url"].endswith("/v3")
    assert spec["components"]["securitySchemes"]["bearerAuth"] == {
        "type": "http",
        "scheme": "bearer",
        "description": spec["components"]["securitySchemes"]["bearerAuth"]["description"],
    }


def _parameters(spec: dict[str, Any], method: str, path: str) -> dict[str, dict[str, Any]]:
    item = spec["paths"][path]
    found = {}
    for parameter in item.get("parameters", []) + item[method.lower()].get("parameters", []):
        if "$ref" in parameter:
            parameter = spec["components"]["parameters"][parameter["$ref"].rsplit("/", 1)[1]]
        found[parameter["name"]] = parameter
    return found


def test_common_list_parameters(spec) -> None:
    parameters = _parameters(spec, "GET", "/templates")
    assert set(parameters) == {"page", "pageSize", "sortBy", "sortDirection", "query"}
    assert parameters["pageSize"]["schema"]["default"] == 25
    assert parameters["pageSize"]["schema"]["maximum"] == 1000
    assert not any(parameter["required"] for parameter in parameters.values())


def test_thread_items_parameters_are_required(spec) -> None:
    parameters = _parameters(spec, "GET", "/threads/{threadId}/items")
    for name in ("page", "pageSize", "getScheduled"):
        assert parameters[name]["required"] is True


def test_delivery_filters_are_plain_bracketed_query_parameters(spec) -> None:
    parameters = _parameters(spec, "GET", "/deliveries")
    for name in ("filters[status]", "filters[type]", "filters[startDate]", "filters[endDate]"):
        assert parameters[name]["in"] == "query"
        assert "style" not in parameters[name]


def _schema(spec: dict[str, Any], name: str) -> dict[str, Any]:
    """A component schema with its allOf parts merged."""
    schema = spec["components"]["schemas"][name]
    if "allOf" not in schema:
        return schema
    merged: dict[str, Any] = {"properties": {}, "required": []}
    for part in schema["allOf"]:
        part = _schema(spec, part["$ref"].rsplit("/", 1)[1]) if "$ref" in part else part
        merged["properties"].update(part.get("properties", {}))
        merged["required"] += part.get("required", [])
    return merged


Extractor = Callable[[str], dict[str, str]]

# Each schema and where the document lists its fields.
RESOURCE_FIELDS: dict[str, Extractor] = {
    "DeliveryAnalytics": lambda t: doc.table_fields(
        t, "Delivery analytics result (`data` of the analytics response)"
    ),
    "AnalyticsRow": lambda t: doc.inline_fields(t, "Analytics row (all fields required):"),
    "Template": lambda t: doc.table_fields(t, "Template"),
    "CustomField": lambda t: doc.table_fields(t, "Custom field"),
    "DripCampaign": lambda t: doc.table_fields(t, "Drip campaign"),
    "EmbeddedDripCampaignMessage": lambda t: doc.table_fields(t, "Drip campaign message"),
    "DripCampaignNumber": lambda t: doc.inline_fields(t, "Drip campaign number entry:"),
    "Verification": lambda t: doc.inline_fields(t, "`id` string, `number` string, `serviceName`"),
    "CodeSendResult": lambda t: doc.table_fields(t, "Code send result (bare object)"),
    "CodeCheckResult": lambda t: doc.inline_fields(t, "Code check result (bare object):"),
    "NumberCheckResult": lambda t: doc.inline_fields(t, "Number check result (bare object):"),
    "LinkTag": lambda t: doc.inline_fields(t, "`id` number, `tag` string"),
    "Campaign": lambda t: doc.inline_fields(
        t, "`id` number, `name` string, `description` string, `lastMessage"
    ),
    "CampaignOption": lambda t: doc.inline_fields(t, "Campaign option:"),
    "CampaignAnalytics": lambda t: doc.inline_fields(t, "Campaign analytics:"),
    "TimespanCounters": lambda t: dict.fromkeys(doc.untyped_names(t, "to a counters object:"), "number"),
    "CampaignMessage": lambda t: doc.inline_fields(t, "Campaign message:"),
    "Thread": lambda t: doc.inline_fields(t, "Thread detail:"),
    "ThreadSummary": lambda t: doc.inline_fields(t, "Thread list entry:"),
    "LatestMessage": lambda t: doc.nested_fields(t, "Thread list entry:", "latestMessage"),
    "ThreadItems": lambda t: doc.inline_fields(t, "Thread items result:"),
    "RecentReply": lambda t: doc.nested_fields(t, "Thread items result:", "recentReply"),
    "ThreadItem": lambda t: {
        **doc.inline_fields(t, "Thread item:"),
        **dict.fromkeys(["message", "inbound", "table", "users", "replyFrom", "url"], "number"),
    },
    "ControlledTemplate": lambda t: doc.table_fields(t, "Controlled template"),
    "Chatbot": lambda t: doc.inline_fields(t, "`instructions` string, `longcodeId`"),
    "ChatbotFile": lambda t: doc.nested_fields(t, "`instructions` string, `longcodeId`", "files"),
    "SmartReply": lambda t: doc.inline_fields(t, "`word` string, `message` string, `includeContactCard`"),
    "SmartReplyKeyword": lambda t: doc.inline_fields(t, "The embedded `keyword` object:"),
    "Keyword": lambda t: doc.inline_fields(
        t, "`id` number, `keyword` string, `shortcode` string, `destinationGroupId` number, `created`"
    ),
    "DestinationGroup": lambda t: doc.nested_fields(t, "`textInNumbers`", "destinationGroup"),
    "DedicatedNumber": lambda t: doc.inline_fields(t, "`name` string, `created` string, `longcodeId`"),
    "Delivery": lambda t: doc.inline_fields(t, "`messageId` number, `externalId`"),
    "Webhook": lambda t: doc.table_fields(t, "Webhook"),
    "DeeplinkResult": lambda t: doc.inline_fields(t, "Deep link result:"),
}

JSON_TYPES_OF_DOCUMENT_TYPE = {
    "number": {"integer", "number"},
    "string": {"string"},
    "boolean": {"boolean"},
    "date-time": {"string"},
    "enum string": {"string"},
    "enum": {"string"},
    "number[]": {"array"},
    "string[]": {"array"},
    "array": {"array"},
    "object": {"object"},
}


def _json_types(spec: dict[str, Any], schema: dict[str, Any]) -> set[str]:
    if "$ref" in schema:
        return _json_types(spec, _schema(spec, schema["$ref"].rsplit("/", 1)[1]) | {"type": "object"})
    if "anyOf" in schema:
        return set().union(*(_json_types(spec, part) for part in schema["anyOf"]))
    declared = schema.get("type", "object")
    return set(declared) if isinstance(declared, list) else {declared}


def _document_type(declared: str) -> str:
    declared = declared.strip()
    if declared.startswith("array"):
        return "array"
    return declared


@pytest.mark.parametrize("schema_name", sorted(RESOURCE_FIELDS))
def test_resource_fields_match_the_document(spec, text, schema_name) -> None:
    documented = RESOURCE_FIELDS[schema_name](text)
    assert documented, f"found no fields for {schema_name} in the document"
    schema = _schema(spec, schema_name)
    assert set(schema["properties"]) == set(documented)
    for field, declared in documented.items():
        property_schema = schema["properties"][field]
        allowed = JSON_TYPES_OF_DOCUMENT_TYPE[_document_type(declared)]
        assert _json_types(spec, property_schema) & allowed, (schema_name, field, declared)
        if declared == "date-time":
            assert property_schema.get("format") == "date-time", (schema_name, field)


def test_optional_fields_are_the_ones_the_document_makes_conditional(spec) -> None:
    webhook = _schema(spec, "Webhook")
    assert set(webhook["properties"]) - set(webhook["required"]) == {"pools"}
    plain_message = _schema(spec, "DripCampaignMessage")
    assert "memberCount" not in plain_message["properties"]
    assert "memberCount" in _schema(spec, "EmbeddedDripCampaignMessage")["required"]


def test_mms_flag_is_is_mms_on_input_and_mms_on_output(spec) -> None:
    assert "isMMS" in _schema(spec, "TemplateInput")["properties"]
    assert "mms" in _schema(spec, "Template")["properties"]
    assert "isMMS" not in _schema(spec, "Template")["properties"]


def test_webhook_secret_is_write_only_and_never_in_responses(spec) -> None:
    assert _schema(spec, "WebhookInput")["properties"]["secret"]["writeOnly"] is True
    assert "secret" not in _schema(spec, "Webhook")["properties"]
    assert "poolId" not in _schema(spec, "WebhookUpdate")["properties"]


def test_maps_are_additional_properties(spec) -> None:
    assert _schema(spec, "MemberCountMap")["additionalProperties"] == {"type": "integer"}
    assert _schema(spec, "DedicatedNumberUsers")["additionalProperties"] == {"type": "string"}


def _response_schemas(spec: dict[str, Any]) -> set[str]:
    """Every component schema reachable from a success response."""
    reachable: set[str] = set()

    def visit(node: Any) -> None:
        if isinstance(node, dict):
            ref = node.get("$ref", "")
            if ref.startswith("#/components/schemas/"):
                name = ref.rsplit("/", 1)[1]
                if name not in reachable:
                    reachable.add(name)
                    visit(spec["components"]["schemas"][name])
            for value in node.values():
                visit(value)
        elif isinstance(node, list):
            for value in node:
                visit(value)

    for name, response in spec["components"]["responses"].items():
        if name not in {"BadRequest", "Unauthorized", "Forbidden", "Conflict", "TooManyRequests"}:
            visit(response)
    return reachable


def test_no_closed_enum_can_break_response_parsing(spec) -> None:
    schemas = spec["components"]["schemas"]
    for name in _response_schemas(spec):
        for field, property_schema in schemas[name].get("properties", {}).items():
            if "$ref" in property_schema:
                target = schemas[property_schema["$ref"].rsplit("/", 1)[1]]
                assert "enum" not in target, f"{name}.{field} is a closed enum in a response"
            assert "enum" not in property_schema, f"{name}.{field} is a closed enum in a response"
