"""The spec checks have teeth: each edit below, made to a copy of the spec, is reported.

Every edit is one a careless change could make: a required field made optional or renamed, a type
changed, a field invented, an enum opened or closed, a limit or a parameter dropped, a response
style changed, the rate-limit headers dropped, an operation removed, a mark dropped or added. Each
names the check that must report it (others may too).
"""

from __future__ import annotations

from collections.abc import Callable
from copy import deepcopy
from typing import Any

import pytest

from tests.spec import doc_tables as doc
from tests.spec import fidelity, policies
from tests.spec_document import load_spec

Spec = dict[str, Any]
ALL_CHECKS = {check.__name__: check for check in (*fidelity.FIDELITY_CHECKS, *policies.POLICY_CHECKS)}
SPEC = load_spec()
TEXT = doc.document_text()


def schema(spec: Spec, name: str) -> dict[str, Any]:
    found: dict[str, Any] = spec["components"]["schemas"][name]
    return found


def prop(spec: Spec, name: str, field: str) -> dict[str, Any]:
    found: dict[str, Any] = schema(spec, name)["properties"][field]
    return found


def op(spec: Spec, method: str, path: str) -> dict[str, Any]:
    found: dict[str, Any] = spec["paths"][path][method.lower()]
    return found


def parameter(spec: Spec, method: str, path: str, name: str) -> dict[str, Any]:
    return next(entry for entry in op(spec, method, path)["parameters"] if entry.get("name") == name)


def response(spec: Spec, name: str) -> dict[str, Any]:
    found: dict[str, Any] = spec["components"]["responses"][name]
    return found


def rename(mapping: dict[str, Any], old: str, new: str) -> None:
    mapping[new] = mapping.pop(old)


def drop_header(spec: Spec, response_name: str, header: str) -> None:
    # The headers are one YAML anchor shared by every response: give this one its own copy.
    headers = response(spec, response_name)["headers"]
    response(spec, response_name)["headers"] = {
        name: value for name, value in headers.items() if name != header
    }


def rename_template_message(spec: Spec) -> None:
    rename(schema(spec, "TemplateInput")["properties"], "message", "text")
    schema(spec, "TemplateInput")["required"] = ["text"]


Edit = Callable[[Spec], Any]

MUTATIONS: dict[str, tuple[Edit, str]] = {
    # ------------------------------------------------------------------------------ request bodies
    "a required body field made optional": (
        lambda s: schema(s, "TemplateInput").update(required=[]),
        "check_request_inputs",
    ),
    "a required body field renamed": (rename_template_message, "check_request_inputs"),
    "a required create field made optional": (
        lambda s: schema(s, "ChatbotInput")["required"].remove("longcodeId"),
        "check_request_inputs",
    ),
    "an optional body field made required": (
        lambda s: schema(s, "CheckCodeInput")["required"].append("to"),
        "check_request_inputs",
    ),
    "a body field's type changed": (
        lambda s: prop(s, "SendCodeInput", "timeoutSeconds").update(type="string"),
        "check_request_inputs",
    ),
    "a body array's item type changed": (
        lambda s: prop(s, "GroupSubscribersInput", "subscriberIds").update(items={"type": "string"}),
        "check_request_inputs",
    ),
    "a closed enum on a field marked for its integer type": (
        lambda s: prop(s, "SendCodeInput", "codeLength").update(enum=[4, 6]),
        "check_request_inputs",
    ),
    "a default invented": (
        lambda s: prop(s, "WebhookUpdate", "sendAlertEmail").update(default=False),
        "check_request_inputs",
    ),
    "a body field invented": (
        lambda s: schema(s, "ChatbotInput")["properties"].update(priority={"type": "string"}),
        "check_request_inputs",
    ),
    "a body field invented with a keyed mark": (
        lambda s: schema(s, "ChatbotInput")["properties"].update(
            priority={"type": "integer", "x-inferred": "integer"}
        ),
        "check_request_inputs",
    ),
    "a body field dropped": (
        lambda s: schema(s, "DeeplinkInput")["properties"].pop("macURI"),
        "check_request_inputs",
    ),
    "a closed enum opened": (
        lambda s: schema(s, "AnalyticsMessageType").pop("enum"),
        "check_request_inputs",
    ),
    "a closed enum's values changed": (
        lambda s: schema(s, "WebhookEventType")["enum"].remove("number-opt-in"),
        "check_request_inputs",
    ),
    "the list sort direction opened": (
        lambda s: schema(s, "SortDirection").pop("enum"),
        "check_request_inputs",
    ),
    "an open enum closed (query)": (
        lambda s: parameter(s, "GET", "/deliveries", "filters[status]")["schema"].update(enum=["sent"]),
        "check_request_inputs",
    ),
    "an open enum closed (body)": (
        lambda s: prop(s, "CustomFieldInput", "type").update(enum=["string"]),
        "check_request_inputs",
    ),
    "a documented path parameter's type changed": (
        lambda s: s["paths"]["/templates/{id}"]["parameters"][0]["schema"].update(type="integer"),
        "check_request_inputs",
    ),
    "the page size default changed": (
        lambda s: s["components"]["parameters"]["PageSize"]["schema"].update(default=50),
        "check_request_inputs",
    ),
    "sortBy closed to the fields of one list": (
        lambda s: s["components"]["parameters"]["SortBy"]["schema"].update(enum=["date"]),
        "check_not_shown_statements",
    ),
    # ----------------------------------------------------------------------------- query parameters
    "a required query parameter dropped": (
        lambda s: op(s, "GET", "/analytics/delivery")["parameters"].pop(0),
        "check_request_inputs",
    ),
    "a required query parameter made optional": (
        lambda s: parameter(s, "GET", "/templates/{id}", "isMMS").update(required=False),
        "check_request_inputs",
    ),
    "a query parameter invented": (
        lambda s: op(s, "GET", "/keywords")["parameters"].append(
            {"name": "verbose", "in": "query", "required": False, "schema": {"type": "boolean"}}
        ),
        "check_request_inputs",
    ),
    "a delivery filter invented on another list": (
        lambda s: op(s, "GET", "/campaigns")["parameters"].append(
            {"name": "filters[status]", "in": "query", "required": False, "schema": {"type": "string"}}
        ),
        "check_not_shown_statements",
    ),
    # ------------------------------------------------------------------------------------- limits
    "maxItems removed from the group bulk ids": (
        lambda s: prop(s, "GroupSubscribersInput", "subscriberIds").pop("maxItems"),
        "check_request_inputs",
    ),
    "maxItems removed from the bulk subscriber records": (
        lambda s: prop(s, "SubscriberBulkInput", "subscribers").pop("maxItems"),
        "check_bulk_record_limits",
    ),
    "the pageSize maximum raised": (
        lambda s: s["components"]["parameters"]["PageSize"]["schema"].update(maximum=5000),
        "check_page_size",
    ),
    "a maximum invented for bulk custom fields": (
        lambda s: prop(s, "CustomFieldBulkInput", "customFields").update(maxItems=100),
        "check_not_shown_statements",
    ),
    # ---------------------------------------------------------------------------------- responses
    "a response style changed": (
        lambda s: op(s, "GET", "/templates/{id}").update({"x-response-style": "bare"}),
        "check_response_styles",
    ),
    "a response made a null envelope": (
        lambda s: op(s, "GET", "/templates/{id}")["responses"].update(
            {"200": {"$ref": "#/components/responses/NullEnvelope"}}
        ),
        "check_response_styles",
    ),
    "a list answering another record": (
        lambda s: op(s, "GET", "/keywords")["responses"].update(
            {"200": {"$ref": "#/components/responses/ChatbotPageEnvelope"}}
        ),
        "check_response_styles",
    ),
    "an unspecified response made empty": (
        lambda s: op(s, "DELETE", "/webhooks/{webhookId}")["responses"].pop("200"),
        "check_response_styles",
    ),
    "a rate-limit header dropped from a success response": (
        lambda s: drop_header(s, "TemplateEnvelope", "RateLimit-Remaining"),
        "check_rate_limit_headers",
    ),
    "a rate-limit header dropped from an error response": (
        lambda s: drop_header(s, "TooManyRequests", "X-RateLimit-Reset"),
        "check_rate_limit_headers",
    ),
    "an error status dropped": (
        lambda s: op(s, "GET", "/templates")["responses"].pop("404"),
        "check_error_statuses",
    ),
    "a response field's type changed": (
        lambda s: prop(s, "Template", "name").update(type="integer"),
        "check_resource_fields",
    ),
    "a response field dropped": (
        lambda s: schema(s, "Campaign")["properties"].pop("clickRate"),
        "check_resource_fields",
    ),
    "a response date-time lost its format": (
        lambda s: prop(s, "Template", "timestamp").pop("format"),
        "check_resource_fields",
    ),
    "a partial operation's body closed": (
        lambda s: schema(s, "SubscriberInput").update(additionalProperties=False),
        "check_partial_operations",
    ),
    "an event payload sent by no webhook": (
        lambda s: s["webhooks"].pop("delivery-status"),
        "check_not_shown_statements",
    ),
    "a response field made nullable": (
        lambda s: prop(s, "Template", "name").update(type=["string", "null"]),
        "check_resource_fields",
    ),
    "a response number field made nullable": (
        lambda s: prop(s, "Campaign", "clickRate").update(
            type=[prop(s, "Campaign", "clickRate")["type"], "null"]
        ),
        "check_resource_fields",
    ),
    "a response field made optional": (
        lambda s: schema(s, "Template")["required"].remove("name"),
        "check_resource_fields",
    ),
    "a closed enum in a response": (
        lambda s: prop(s, "Delivery", "status").update(enum=["sent"]),
        "check_response_enums",
    ),
    "the webhook secret readable": (
        lambda s: prop(s, "WebhookInput", "secret").pop("writeOnly"),
        "check_naming_rules",
    ),
    # --------------------------------------------------------------------------------- operations
    "an operation removed": (
        lambda s: s["paths"].pop("/keywords/main"),
        "check_operations_are_the_documents",
    ),
    "a partial operation removed": (
        lambda s: s["paths"]["/groups/{groupId}"].pop("delete"),
        "check_partial_operations",
    ),
    "a partial operation's x-shape removed": (
        lambda s: op(s, "POST", "/links").pop("x-shape"),
        "check_partial_operations",
    ),
    "a partial operation's x-shape-note removed": (
        lambda s: op(s, "POST", "/send").pop("x-shape-note"),
        "check_partial_operations",
    ),
    "an operation invented": (
        lambda s: s["paths"].update(
            {"/keywords/{keywordId}/copy": {"post": deepcopy(op(s, "POST", "/chatbots"))}}
        ),
        "check_operations_are_the_documents",
    ),
    # --------------------------------------------------------------------------------- the marks
    "an x-inferred mark dropped": (
        lambda s: prop(s, "Template", "id").pop("x-inferred"),
        "check_marks_are_the_reviewed_list",
    ),
    "an integer left unmarked": (
        lambda s: prop(s, "Chatbot", "longcodeId").pop("x-inferred"),
        "check_decisions_are_marked",
    ),
    "the unknown-id status left unmarked": (
        lambda s: response(s, "NotFound").pop("x-inferred"),
        "check_not_shown_statements",
    ),
    "required flags the document leaves open, unmarked": (
        lambda s: schema(s, "DripCampaignInput").pop("x-inferred"),
        "check_request_inputs",
    ),
    "a partial operation's body unmarked": (
        lambda s: schema(s, "SendMessageInput").pop("x-inferred"),
        "check_request_inputs",
    ),
    "an x-inferred mark added silently": (
        lambda s: schema(s, "ChatbotInput").update({"x-inferred": "Nothing the document leaves open."}),
        "check_marks_are_the_reviewed_list",
    ),
    "a keyed mark naming no reason": (
        lambda s: prop(s, "Template", "id").update({"x-inferred": "integr"}),
        "check_reason_keys",
    ),
    # ----------------------------------------------------------------------------------- policies
    "x-retry of POST /send changed": (
        lambda s: op(s, "POST", "/send").update({"x-retry": "unsent-only"}),
        "check_request_id_where_the_document_or_the_payload_allows",
    ),
    "the subscriber list moved to the general bucket": (
        lambda s: op(s, "GET", "/subscribers").update({"x-rate-limit-bucket": "general"}),
        "check_buckets_are_the_limits_tables",
    ),
    "a create made retryable": (
        lambda s: op(s, "POST", "/templates").update({"x-retry": "idempotent"}),
        "check_creates_are_never_assumed_repeatable",
    ),
}


def reporting(spec: Spec) -> dict[str, list[str]]:
    """The checks that report problems in ``spec``, with their problems."""
    found = {name: check(spec, TEXT) for name, check in ALL_CHECKS.items()}
    return {name: problems for name, problems in found.items() if problems}


def test_the_spec_itself_passes_every_check() -> None:
    assert reporting(deepcopy(SPEC)) == {}


def test_at_least_27_kinds_of_edit_are_tried() -> None:
    assert len(MUTATIONS) >= 27
    assert {expected for _, expected in MUTATIONS.values()} <= set(ALL_CHECKS)


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_the_edit_is_reported(name: str) -> None:
    edit, expected = MUTATIONS[name]
    mutated = deepcopy(SPEC)
    edit(mutated)
    assert mutated != SPEC, "the edit changed nothing"
    found = reporting(mutated)
    assert expected in found, f"{expected} did not report {name!r}; reported: {sorted(found)}"
