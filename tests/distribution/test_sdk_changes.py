"""The SDK side of ``nox -s spec-diff`` (``scripts/sdk_surface.py``, ``scripts/sdk_changes.py``):
the surface it reads from the spec is the generated SDK's, and each kind of change of a scratch copy
of the spec is rated from the SDK user's side."""

from __future__ import annotations

import copy
import importlib
import inspect
import pkgutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import textsvc  # noqa: F401 (the generated api package imports from the overlay)
import textsvc_generated.api

from tests.spec_document import load_spec

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from sdk_changes import changes, verdict_of  # noqa: E402
from sdk_surface import surface  # noqa: E402

SPEC = load_spec()
LIMITS = {
    "max_length": "maxLength",
    "min_length": "minLength",
    "max_items": "maxItems",
    "min_items": "minItems",
    "minimum": "minimum",
    "maximum": "maximum",
    "pattern": "pattern",
}


def _groups() -> list[Any]:
    return [
        importlib.import_module(f"textsvc_generated.api.{group.name}")
        for group in pkgutil.iter_modules(textsvc_generated.api.__path__)
    ]


def _generated_methods() -> dict[str, inspect.Signature]:
    """``resource.method`` -> the signature of the generated sync method."""
    found = {}
    for module in _groups():
        for operation in module.OPERATIONS:
            *resources, name = operation.sdk_method.split(".")
            class_name = "".join(part.title().replace("_", "") for part in resources)
            resource = getattr(module, class_name)
            if name in vars(resource):  # a hand-written (x-sdk-quirk) method is not generated
                found[operation.sdk_method] = inspect.signature(getattr(resource, name))
    return found


def test_the_methods_read_from_the_spec_are_the_generated_ones() -> None:
    """Each typed method's arguments (names, order, annotations) and return type, as generated."""
    read = surface(SPEC)
    generated = _generated_methods()
    assert set(generated) == {name for name, method in read.items() if not method.hand_written}
    for name, signature in generated.items():
        method = read[name]
        arguments = [p for p in signature.parameters.values() if p.name != "self" and p.kind != p.VAR_KEYWORD]
        assert (name, signature.return_annotation.replace("builtins.", "")) == (name, method.returns)
        positional = tuple(p.name for p in arguments if p.kind == p.POSITIONAL_OR_KEYWORD)
        assert (name, positional) == (name, method.positional)
        assert (name, {p.name for p in arguments}) == (name, set(method.arguments))
        for parameter in arguments:
            argument = method.arguments[parameter.name]
            pager = parameter.name == "page" and method.returns.startswith("Pages[")  # page: int = 0
            written = argument.annotation if argument.required or pager else f"{argument.annotation} | None"
            assert (name, parameter.name, written) == (name, parameter.name, parameter.annotation)


def test_the_arguments_read_from_the_spec_are_the_descriptors() -> None:
    """Each argument's wire name, required flag, limits and choices, and each retry policy, as the
    generated descriptors hold them (what the SDK checks before sending)."""
    read = surface(SPEC)
    for module in _groups():
        for operation in module.OPERATIONS:
            method = read[operation.sdk_method]
            assert (operation.sdk_method, method.retry) == (operation.sdk_method, operation.retry)
            fields = [*operation.parameters, *(operation.body.fields if operation.body else ())]
            assert {field.sdk_name for field in fields} == set(method.arguments)
            for field in fields:
                argument = method.arguments[field.sdk_name]
                where = f"{operation.sdk_method} {field.sdk_name}"
                limits = {
                    key: getattr(field, name)
                    for name, key in LIMITS.items()
                    if getattr(field, name) is not None
                }
                read_limits = {key: value for key, value in argument.limits.items() if key in LIMITS.values()}
                assert (where, argument.json) == (where, f"{field.location} {field.json_name}")
                assert (where, argument.required, read_limits) == (where, field.required, limits)
                assert (where, sorted(argument.choices or ())) == (where, sorted(field.choices))


def _edited(edit: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    changed = copy.deepcopy(SPEC)
    edit(changed)
    return changed


def _operation(spec: dict[str, Any], path: str, verb: str = "get") -> dict[str, Any]:
    found: dict[str, Any] = spec["paths"][path][verb]
    return found


def _schema(spec: dict[str, Any], name: str) -> dict[str, Any]:
    found: dict[str, Any] = spec["components"]["schemas"][name]
    return found


def _link_id(spec: dict[str, Any]) -> dict[str, Any]:
    parameter: dict[str, Any] = _operation(spec, "/link-tags")["parameters"][-1]
    assert parameter["name"] == "linkId"
    return parameter


def _verify_id(spec: dict[str, Any]) -> dict[str, Any]:
    parameter: dict[str, Any] = spec["paths"]["/verify/{verificationId}"]["parameters"][0]
    return parameter


SORTED_LISTS = sorted(
    name
    for name, method in surface(SPEC).items()
    if "sort_direction" in method.arguments
    and method.arguments["sort_direction"].annotation == "SortDirection"
)

PATTERN = SPEC["components"]["schemas"]["IsoDateTime"]["pattern"]
DATE_ONLY = r"^\d{4}-\d{2}-\d{2}$"
DATED = sorted(
    (name, argument)
    for name, method in surface(SPEC).items()
    for argument, read in method.arguments.items()
    if read.limits.get("pattern") == PATTERN
)

DRIP_STEP = "/drip-campaigns/{dripCampaignId}/numbers/{sequenceId}"
SWAPPED = "/drip-campaigns/numbers/{sequenceId}/of/{dripCampaignId}"

# (what is changed in a copy of the spec, what the SDK side says of it, in order)
BREAKING: dict[str, tuple[Callable[[dict[str, Any]], object], list[str]]] = {
    # the two of issue 34, which the report used to miss
    "a query argument removed": (
        lambda s: _operation(s, "/link-tags")["parameters"].pop(),
        ["link_tags.list: argument link_id removed (removed: major)"],
    ),
    "the send's message narrowed to 160": (
        lambda s: _schema(s, "SendMessageInput")["properties"]["message"].update(maxLength=160),
        ["messages.send: argument message: maxLength 2000 → 160 (narrowed: major)"],
    ),
    "a method removed": (
        lambda s: s["paths"].pop("/verify/{verificationId}"),
        ["verify.get: method removed (removed: major)"],
    ),
    "a method renamed": (
        lambda s: _operation(s, "/verify/{verificationId}").update({"x-sdk-method": "verify.fetch"}),
        ["verify.get: method renamed verify.fetch (renamed: major)"],
    ),
    "a required argument added": (
        lambda s: _operation(s, "/link-tags")["parameters"].append(
            {"name": "tagged", "in": "query", "required": True, "schema": {"type": "boolean"}}
        ),
        ["link_tags.list: required argument tagged added (added: major)"],
    ),
    "an argument renamed": (
        lambda s: _link_id(s).update({"x-sdk-name": "link"}),
        ["link_tags.list: argument link_id renamed link (renamed: major)"],
    ),
    "an argument's type changed": (
        lambda s: _link_id(s)["schema"].update(type="string"),
        ["link_tags.list: argument link_id: type int → str (changed: major)"],
    ),
    "an argument made required": (
        lambda s: _link_id(s).update(required=True),
        ["link_tags.list: argument link_id: now required (narrowed: major)"],
    ),
    "a path id's type narrowed": (
        lambda s: _verify_id(s).update(schema={"type": "integer"}),
        ["verify.get: argument verification_id: type str | int → int (changed: major)"],
    ),
    "a minimum raised": (
        lambda s: _schema(s, "WebhookInput")["properties"]["maxThroughputPerMinute"].update(minimum=10),
        ["webhooks.create: argument max_throughput_per_minute: minimum 1 → 10 (narrowed: major)"],
    ),
    "a limit written as text": (
        lambda s: _schema(s, "SendMessageInput")["properties"]["message"].update(maxLength="4000"),
        ["messages.send: argument message: maxLength 2000 → '4000' (narrowed: major)"],
    ),
    "a maximum lowered": (
        lambda s: _link_id(s)["schema"].update(maximum=99),
        ["link_tags.list: argument link_id: maximum 9223372036854775807 → 99 (narrowed: major)"],
    ),
    "a maxItems lowered": (
        lambda s: _schema(s, "SubscriberBulkInput")["properties"]["subscribers"].update(maxItems=100),
        ["subscribers.bulk_create: argument records: maxItems 1000 → 100 (narrowed: major)"],
    ),
    "a pattern added": (
        lambda s: _schema(s, "SendMessageInput")["properties"]["image"].update(pattern="^https://"),
        ["messages.send: argument image: pattern '^https://' added (narrowed: major)"],
    ),
    "a pattern changed": (
        lambda s: _schema(s, "IsoDateTime").update(pattern=DATE_ONLY),
        [
            f"{name}: argument {argument}: pattern {PATTERN!r} → {DATE_ONLY!r} (narrowed or changed: major)"
            for name, argument in DATED
        ],
    ),
    "an argument made an enum": (
        lambda s: _link_id(s)["schema"].update(enum=[1, 2]),
        ["link_tags.list: argument link_id: now one of 1, 2 (narrowed: major)"],
    ),
    "an enum value removed": (
        lambda s: _schema(s, "SortDirection").update(enum=["ASC"]),
        [f"{name}: argument sort_direction: value DESC removed (narrowed: major)" for name in SORTED_LISTS]
        + ["model SortDirection: value DESC removed (narrowed: major)"],
    ),
    "a rule binding arguments added": (
        lambda s: _schema(s, "SendMessageInput")["anyOf"].pop(),
        ["messages.send: at least one of message, image, template_id → message, image (narrowed: major)"],
    ),
    "a response field removed": (
        lambda s: _schema(s, "LinkTag")["properties"].pop("tag"),
        ["model LinkTag: field tag removed (removed: major)"],
    ),
    "a response field's type changed": (
        lambda s: _schema(s, "LinkTag")["properties"].update(tag={"type": "integer"}),
        ["model LinkTag: field tag: type str → int (changed: major)"],
    ),
    "a response field made nullable": (
        lambda s: _schema(s, "LinkTag")["properties"].update(tag={"type": ["string", "null"]}),
        ["model LinkTag: field tag: type str → None | str (changed: major)"],
    ),
    "a response field made optional": (
        lambda s: _schema(s, "LinkTag").update(required=["id", "created"]),
        ["model LinkTag: field tag: now optional, may be UNSET (changed: major)"],
    ),
    "a required field added to a model callers build": (
        lambda s: (
            _schema(s, "SubscriberRecord")["properties"].update(note={"type": "string"})
            or _schema(s, "SubscriberRecord")["required"].append("note")
        ),
        ["model SubscriberRecord: required field note added, which callers must give (added: major)"],
    ),
    "a retry policy that changes the return type": (
        lambda s: _operation(s, "/link-tags", "post").update({"x-retry": "request-id"}),
        [
            "link_tags.create: retry unsent-only → request-id, takes idempotency_key (changed: major)",
            "link_tags.create: returns LinkTag → Applied[LinkTag] (changed: major)",
        ],
    ),
    "pagination dropped": (
        lambda s: _operation(s, "/link-tags").update({"x-response-style": "envelope"}),
        ["link_tags.list: returns Pages[LinkTag] → LinkTagPage (changed: major)"],
    ),
    "what x-sdk-payload points at dropped": (
        lambda s: _operation(s, "/send/validate-recipients", "post").pop("x-sdk-payload"),
        ["messages.validate_recipients: returns list[str] → InvalidRecipients (changed: major)"],
    ),
    "chunking dropped": (
        lambda s: _operation(s, "/subscribers/bulk", "post").pop("x-sdk-chunk"),
        ["subscribers.bulk_create: returns list[Any] → Any (changed: major)"],
    ),
    # openapi-python-client orders the path ids as the path names them: callers' ids would swap.
    "a path moved that names its ids in the other order": (
        lambda s: s["paths"].update({SWAPPED: s["paths"].pop(DRIP_STEP)}),
        [
            f"drip_campaigns.numbers: sends GET {SWAPPED}, was GET {DRIP_STEP} (the same method: patch)",
            "drip_campaigns.numbers: positional arguments (drip_campaign_id, sequence_id) → (sequence_id,"
            " drip_campaign_id) (moved: major)",
        ],
    ),
    "a positional argument made keyword-only": (
        lambda s: _schema(s, "ValidateRecipientsInput")["properties"]["subscribers"].pop("x-sdk-positional"),
        ["messages.validate_recipients: positional arguments (subscribers) → () (moved: major)"],
    ),
}

# Code written against the base keeps working: a minor (or patch) release.
COMPATIBLE: dict[str, tuple[Callable[[dict[str, Any]], object], list[str]]] = {
    "an optional argument added": (
        lambda s: _operation(s, "/link-tags")["parameters"].append(
            {"name": "tagged", "in": "query", "schema": {"type": "boolean"}}
        ),
        ["link_tags.list: optional argument tagged added (added: minor)"],
    ),
    "a method added": (
        lambda s: (
            s["paths"].update(
                {"/x": {"get": {**_operation(s, "/verify/{verificationId}"), "x-sdk-method": "verify.x"}}}
            )
            or s["paths"]["/x"]["get"].update(operationId="getX")
        ),
        ["verify.x: method added (added: minor)"],
    ),
    # A new release parses the new value; code matching the values gets a case to add, as for a field.
    "an enum value added": (
        lambda s: _schema(s, "WebhookEventType")["enum"].append("x.new"),
        [
            "webhooks.create: argument event: value x.new added (widened: minor)",
            "webhooks.update: argument event: value x.new added (widened: minor)",
            "model WebhookEventType: value x.new added (widened: minor)",
        ],
    ),
    "a response field added": (
        # Not clickCount: scripts/vendor_change.py adds that one, and runs this test after.
        lambda s: _schema(s, "LinkTag")["properties"].update(note={"type": "string"}),
        ["model LinkTag: field note added (added: minor)"],
    ),
    "a limit widened": (
        lambda s: _schema(s, "SendMessageInput")["properties"]["message"].update(maxLength=4000),
        ["messages.send: argument message: maxLength 2000 → 4000 (widened: minor)"],
    ),
    "a path id's type widened": (
        lambda s: s["paths"]["/link-tags/{linkTagId}"]["parameters"][0]["schema"].update(type="string"),
        [
            f"link_tags.{name}: argument link_tag_id: type int → str | int (widened: minor)"
            for name in ("delete", "get", "update")
        ],
    ),
    "an argument made optional": (
        lambda s: _schema(s, "ValidateRecipientsInput").update(required=[]),
        ["messages.validate_recipients: argument subscribers: now optional (widened: minor)"],
    ),
    "a rule binding arguments dropped": (
        lambda s: _schema(s, "SendMessageInput").pop("anyOf"),
        ["messages.send: at least one of message, image, template_id → none (dropped: minor)"],
    ),
    "a retry policy that keeps the return type": (
        lambda s: _operation(s, "/link-tags", "post").update({"x-retry": "idempotent"}),
        ["link_tags.create: retry unsent-only → idempotent (when it is sent again: patch)"],
    ),
    "a method's path moved": (
        lambda s: s["paths"].update(
            {"/verify2/{verificationId}": s["paths"].pop("/verify/{verificationId}")}
        ),
        [
            "verify.get: sends GET /verify2/{verificationId}, was GET /verify/{verificationId}"
            " (the same method: patch)"
        ],
    ),
}


@pytest.mark.parametrize("case", BREAKING)
def test_each_kind_of_breaking_change_is_major(case: str) -> None:
    edit, expected = BREAKING[case]
    found = changes(SPEC, _edited(edit))
    assert [str(change) for change in found] == expected
    assert verdict_of(found) == "major"


@pytest.mark.parametrize("case", COMPATIBLE)
def test_changes_that_keep_code_working_are_not_major(case: str) -> None:
    edit, expected = COMPATIBLE[case]
    found = changes(SPEC, _edited(edit))
    assert [str(change) for change in found] == expected
    assert verdict_of(found) == expected[0].rsplit(": ", 1)[-1].rstrip(")")


def test_a_model_removed_is_major_and_no_change_is_none() -> None:
    with_extra = _edited(
        lambda s: s["components"]["schemas"].update(Extra={"type": "object", "properties": {}})
    )
    assert [str(change) for change in changes(with_extra, SPEC)] == ["model Extra removed (removed: major)"]
    assert (changes(SPEC, copy.deepcopy(SPEC)), verdict_of([])) == ([], "none")


def test_path_ids_listed_in_another_order_change_nothing() -> None:
    """The generated signature follows the path's order of its ids, not the parameter list's."""
    reordered = _edited(lambda s: s["paths"][DRIP_STEP]["parameters"].reverse())
    assert changes(SPEC, reordered) == []


def test_a_hand_written_method_is_compared_by_name_only() -> None:
    """``x-sdk-quirk``: the overlay writes the method, so the spec's names and shapes were never its own."""
    quirky = _edited(lambda s: _operation(s, "/link-tags").update({"x-sdk-quirk": "written by hand"}))
    changed = copy.deepcopy(quirky)
    _link_id(changed).update({"x-sdk-name": "link"})
    changed["paths"]["/link-tags"]["get"]["x-response-style"] = "envelope"
    assert changes(quirky, changed) == []
    assert [str(change) for change in changes(quirky, SPEC)] == [
        "link_tags.list: now generated from the spec (compare its signature by hand: patch)"
    ]
    renamed = _edited(lambda s: _operation(s, "/link-tags").update({"x-sdk-method": "link_tags.all"}))
    assert [str(change) for change in changes(quirky, renamed)] == [
        "link_tags.list: method renamed link_tags.all (renamed: major)",
        "link_tags.list (now link_tags.all): now generated from the spec"
        " (compare its signature by hand: patch)",
    ]
