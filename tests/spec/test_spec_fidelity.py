"""The spec says exactly what the service document says, and marks every fact it adds.

The checks are in tests/spec/fidelity.py (test_spec_mutations.py shows each one catches edits);
the tests here run them on the spec, and show that the document's tables are read as meant.
"""

from __future__ import annotations

import re
from copy import deepcopy
from pathlib import Path
from typing import Any

import pytest

from tests.spec import doc_tables as doc
from tests.spec import fidelity
from tests.spec.inferred_marks import inferred_marks, listing
from tests.spec_document import load_spec

# Other test modules read the spec's path and operations from here.
SPEC_PATH = fidelity.SPEC_PATH
ROOT = Path(__file__).resolve().parents[2]
spec_operations = fidelity.operations


@pytest.fixture(scope="module")
def spec() -> dict[str, Any]:
    loaded: dict[str, Any] = load_spec()
    return loaded


@pytest.fixture(scope="module")
def text() -> str:
    return doc.document_text()


def test_snapshot_matches_the_shared_document() -> None:
    if not doc.SHARED_DOCUMENT.exists():
        pytest.skip("no ../shared/spec/service-api.md beside this checkout")
    assert doc.DOCUMENT_SNAPSHOT.read_bytes() == doc.SHARED_DOCUMENT.read_bytes(), (
        "openapi/service-api.md is stale: copy the shared document and update the spec"
    )


# ------------------------------------------------------------------------ the checks, on the spec


def test_every_documented_operation_is_in_the_spec_and_every_other_is_partial(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_operations_are_the_documents(spec, text))


def test_partial_operations_are_the_ones_common_conventions_9_names(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_partial_operations(spec, text))


def test_operations_carry_ids_tags_styles_and_sdk_names(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_operation_metadata(spec, text))


def test_server_url_and_bearer_authentication(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_server_and_security(spec, text))


def test_response_styles_and_payloads_are_the_documents(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_response_styles(spec, text))


def test_every_operation_declares_the_error_statuses(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_error_statuses(spec, text))


def test_every_response_carries_the_rate_limit_headers(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_rate_limit_headers(spec, text))


def test_resource_fields_match_the_document(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_resource_fields(spec, text))


def test_response_enums_never_break_parsing(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_response_enums(spec, text))


def test_rules_given_in_words(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_naming_rules(spec, text))


def test_every_parameter_and_body_field_matches_the_document_both_ways(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_request_inputs(spec, text))


def test_page_size_maximum_everywhere(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_page_size(spec, text))


def test_bulk_bodies_are_limited_to_the_bulk_record_limit(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_bulk_record_limits(spec, text))


def test_keyed_marks_name_a_reason(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_reason_keys(spec, text))


def test_every_inferred_mark_is_in_the_reviewed_list(spec, text) -> None:
    problems = fidelity.check_marks_are_the_reviewed_list(spec, text)
    assert problems == [], (
        "x-inferred marks changed: tests/spec/inferred_marks.txt is stale; `nox -s generate` rewrites it"
        " (review its diff)\n" + "\n".join(problems)
    )


def test_integers_patterns_and_envelopes_are_marked(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_decisions_are_marked(spec, text))


def test_every_not_shown_statement_is_followed(spec, text) -> None:
    fidelity.assert_faithful(fidelity.check_not_shown_statements(spec, text))


def test_a_spec_only_edit_fails_naming_the_files_and_the_step_that_fix_it(spec, text) -> None:
    edited = deepcopy(spec)
    edited["components"]["schemas"]["Template"]["properties"]["colour"] = {"type": "string"}
    with pytest.raises(AssertionError) as failed:
        fidelity.assert_faithful(fidelity.check_resource_fields(edited, text))
    first, *rest = str(failed.value).splitlines()
    assert first.startswith("Template: fields [")
    assert "'colour'" in first
    assert rest[0] == fidelity.WHERE_TO_FIX
    # The steps named are docs/regeneration.md's: its section, step 1 the copy, step 2 the spec.
    guide = (ROOT / "docs" / "regeneration.md").read_text(encoding="utf-8")
    section = guide.split("## A vendor's change, step by step", 1)[1].split("\n## ", 1)[0]
    steps = re.split(r"^\d\. ", section, flags=re.MULTILINE)[1:]
    assert "`openapi/service-api.md`" in steps[0]
    assert "`openapi/textsvc.yaml`" in steps[1]
    assert "`nox -s generate`" in steps[2]
    assert (ROOT / "openapi" / "service-api.md").exists()
    assert (ROOT / "openapi" / "textsvc.yaml").exists()


# -------------------------------------------------------- the document's tables are read as meant


def test_every_endpoint_row_is_read(spec, text) -> None:
    """Counted against the spec, not a number written here: a vendor's new row changes both sides."""
    rows = doc.endpoint_table_rows(text)
    documented = set(spec_operations(spec)) - fidelity.PARTIAL_OPERATIONS
    assert len(rows) == len(doc.endpoints(text)) == len(documented)
    styles = {row.key: doc.response_output(row).style for row in rows}
    assert set(styles.values()) == set(fidelity.RESPONSE_STYLES)
    # Every request field of the spec is read from its row, but those the spec adds where the
    # document says a part is not shown (each says so in its own x-inferred).
    unread = [
        (row.key, key, field.own_reason)
        for row in rows
        for key, field in fidelity.spec_request_fields(spec, *row.key).items()
        if key not in doc.request_fields(text, row)
    ]
    assert all((reason or "").startswith("Not shown") for _, _, reason in unread), unread


def test_a_query_row_gives_types_required_flags_and_closed_values(text) -> None:
    fields = doc.request_fields(text, doc.endpoint_row(text, "GET", "/analytics/delivery"))
    assert fields[("query", "startDate")] == doc.InputField("query", "startDate", "string", True)
    assert fields[("query", "type")].required is False
    # Values the document lists now; a vendor may add more (a subset, not the whole list).
    assert {"all", "sms", "mms"} <= set(fields[("query", "type")].values or ())
    assert {"asc", "DESC"} <= set(fields[("query", "sortDirection")].values or ())
    assert fields[("query", "poolId")] == doc.InputField("query", "poolId", "string", False)


def test_paginated_query_brings_the_list_parameters_and_their_limits(text) -> None:
    fields = doc.request_fields(text, doc.endpoint_row(text, "GET", "/link-tags"))
    assert set(fields) == {
        ("query", name) for name in ("page", "pageSize", "sortBy", "sortDirection", "query", "linkId")
    }
    assert (fields[("query", "pageSize")].maximum, fields[("query", "pageSize")].default) == (1000, "25")
    assert {"ASC", "DESC"} <= set(fields[("query", "sortDirection")].values or ())
    assert not any(field.required for field in fields.values())


def test_bodies_read_with_their_limits_open_values_and_unsaid_flags(text) -> None:
    bulk = doc.request_fields(
        text, doc.endpoint_row(text, "POST", "/groups/{groupId}/subscribers/bulk-create")
    )
    assert bulk[("body", "subscriberIds")] == doc.InputField(
        "body", "subscriberIds", "number[]", True, max_items=1000
    )
    assert ("path", "groupId") in bulk
    custom = doc.request_fields(text, doc.endpoint_row(text, "POST", "/custom-fields"))
    assert custom[("body", "type")].open_values
    analytics = doc.request_fields(text, doc.endpoint_row(text, "GET", "/campaigns/{campaignId}/analytics"))
    assert analytics[("query", "interval")].open_values
    assert analytics[("query", "interval")].required
    start = doc.request_fields(text, doc.endpoint_row(text, "POST", "/drip-campaigns/{dripCampaignId}/start"))
    assert start[("body", "groupId")].required is None
    code = doc.request_fields(text, doc.endpoint_row(text, "POST", "/verify/sms/send-code"))
    assert [key[1] for key, field in code.items() if field.required] == ["to", "serviceName"]
    assert code[("body", "tags")].map_of == "string"


def test_bodies_given_elsewhere_are_found(text) -> None:
    register = doc.request_fields(text, doc.endpoint_row(text, "POST", "/webhooks"))
    update = doc.request_fields(text, doc.endpoint_row(text, "PATCH", "/webhooks/{webhookId}"))
    assert {"message-reply", "message-send"} <= set(register[("body", "event")].values or ())
    assert {key for key in register if key[0] == "body"} - {key for key in update if key[0] == "body"} == {
        ("body", "poolId")
    }
    assert not any(field.required for key, field in update.items() if key[0] == "body")
    message = doc.request_fields(
        text, doc.endpoint_row(text, "POST", "/drip-campaigns/{dripCampaignId}/messages")
    )
    assert {("body", "title"), ("body", "templateId")} <= set(message)  # a vendor may add fields
    patch = doc.request_fields(text, doc.endpoint_row(text, "PATCH", "/smart-replies/{id}"))
    assert patch[("body", "templateId")] == doc.InputField("body", "templateId", "number", False)
    chatbot = doc.request_fields(text, doc.endpoint_row(text, "PATCH", "/chatbots/{chatbotId}"))
    assert chatbot[("body", "files")].type == "string[]"  # typed as on create


def test_outputs_are_read_as_styles_and_payloads(text) -> None:
    def output(method: str, path: str) -> doc.Output:
        return doc.response_output(doc.endpoint_row(text, method, path))

    assert output("GET", "/webhooks") == doc.Output("data-page", "webhook")
    assert output("POST", "/webhooks") == doc.Output("message-data", "webhook")
    assert output("DELETE", "/webhooks/{webhookId}") == doc.Output("unspecified", None)
    assert output("DELETE", "/drip-campaigns/{dripCampaignId}") == doc.Output("empty", None)
    assert output("POST", "/verify/number") == doc.Output("bare", "number check result")
    assert output("POST", "/templates/{id}") == doc.Output("envelope", "null")
    assert output("GET", "/controlled-templates/global").payload == "array of controlled template"
    assert fidelity.payload_schema("array of controlled template") == "array of ControlledTemplate"


def test_the_listing_of_marks_is_the_files_format(spec) -> None:
    marks = inferred_marks(spec)
    assert marks["x-inferred-reasons.integer"].startswith("The document says `number`")
    assert marks["components.schemas.Template.properties.id"] == "integer"
    assert listing({"b": "2", "a": "1"}) == "a = 1\nb = 2\n"
