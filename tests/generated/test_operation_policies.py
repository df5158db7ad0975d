"""Every generated descriptor carries the spec's retry policy and bucket, and the generated
``BUCKET_LIMITS`` the spec's limits; generation stops on a missing or unknown value."""

from __future__ import annotations

import importlib.util
import re
from copy import deepcopy
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml
from textsvc_generated.api import BUCKET_LIMITS, operations

from tests.spec import doc_tables as doc
from tests.spec.fidelity import PARTIAL_OPERATIONS, check_partial_operations
from tests.spec_document import load_spec

ROOT = Path(__file__).resolve().parents[2]
SPEC = load_spec()


@pytest.fixture(scope="module")
def regenerate() -> ModuleType:
    spec = importlib.util.spec_from_file_location("regenerate", ROOT / "scripts" / "regenerate.py")
    assert spec
    assert spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _spec_rows() -> list[tuple[str | None, str, str, str, str]]:
    return [
        (
            operation["operationId"],
            method.upper(),
            path,
            operation["x-retry"],
            operation["x-rate-limit-bucket"],
        )
        for path, item in SPEC["paths"].items()
        for method, operation in item.items()
        if method in {"get", "post", "put", "patch", "delete"}
    ]


def _path_template(path: str) -> str:
    """A spec path with its placeholders as the descriptors name them (``{id}`` -> ``{...}``)."""
    return re.sub(r"\{[^}]+\}", "{}", path)


def test_every_operation_has_a_descriptor_with_its_retry_policy_and_bucket() -> None:
    listed = sorted(
        (operation.method, _path_template(operation.path), operation.retry, operation.bucket)
        for operation in operations()
    )
    assert listed == sorted(
        (method, _path_template(path), retry, bucket) for _, method, path, retry, bucket in _spec_rows()
    )


def test_the_partial_operations_are_listed_as_operations_of_the_spec() -> None:
    # The endpoints Common conventions 9 names without shapes are paths now, each x-shape: partial.
    assert check_partial_operations(SPEC, doc.document_text()) == []
    listed = {(operation.method, _path_template(operation.path)): operation for operation in operations()}
    assert {(method, _path_template(path)) for method, path in PARTIAL_OPERATIONS} <= set(listed)
    for method, path in PARTIAL_OPERATIONS:
        operation = SPEC["paths"][path][method.lower()]
        assert operation["x-shape"] == "partial"
        assert operation["x-shape-note"]
        assert listed[(method, _path_template(path))].sdk_method == operation["x-sdk-method"]
    assert (listed[("POST", "/send")].retry, listed[("POST", "/send")].bucket) == ("request-id", "send")
    assert listed[("GET", "/subscribers")].bucket == "subscribers"


def test_bucket_limits_are_the_specs() -> None:
    assert {
        limit.bucket: (limit.requests, limit.seconds, limit.scope, limit.scope_documented)
        for limit in BUCKET_LIMITS.values()
    } == {
        bucket: (limit["requests"], float(limit["seconds"]), limit["scope"], limit["scope-documented"])
        for bucket, limit in SPEC["x-rate-limits"].items()
    }


def test_descriptors_and_limits_are_frozen_plain_data() -> None:
    operation = operations()[0]
    with pytest.raises(AttributeError):
        operation.retry = "request-id"  # type: ignore[misc]
    with pytest.raises(TypeError):
        BUCKET_LIMITS["general"] = BUCKET_LIMITS["send"]  # type: ignore[index]


def _array_query(**form: Any) -> dict[str, Any]:
    schema = {"type": "array", "items": {"type": "integer"}}
    return {"name": "ids", "in": "query", "schema": schema, **form}


def _edited(edit: Any) -> dict[str, Any]:
    copy = deepcopy(SPEC)
    edit(copy)
    return copy


@pytest.mark.parametrize(
    ("edit", "named"),
    [
        (lambda s: s["paths"]["/templates"]["post"].pop("x-retry"), "POST /templates x-retry: None"),
        (
            lambda s: s["paths"]["/templates"]["get"].update({"x-retry": "always"}),
            "GET /templates x-retry: 'always'",
        ),
        (
            lambda s: s["paths"]["/verify"]["get"].update({"x-rate-limit-bucket": "verify"}),
            "GET /verify x-rate-limit-bucket: 'verify'",
        ),
        (lambda s: s["paths"]["/send"]["post"].pop("x-retry"), "POST /send x-retry: None"),
        # A style no client (nor the fake's generic routes) answers: refused here, not when served.
        (
            lambda s: s["paths"]["/templates"]["get"].update({"x-response-style": "pages"}),
            "GET /templates x-response-style: 'pages'",
        ),
        # An array query parameter sent in a form other than OpenAPI's default (ids=1&ids=2): the
        # descriptor carries no style, so neither the SDK nor the fake would read it as the spec says.
        (
            lambda s: s["paths"]["/templates"]["get"]["parameters"].append(_array_query(explode=False)),
            "GET /templates ids: an array query parameter is sent only as form, exploded",
        ),
        (
            lambda s: s["paths"]["/templates"]["get"]["parameters"].append(
                _array_query(style="pipeDelimited")
            ),
            "GET /templates ids: an array query parameter is sent only as form, exploded",
        ),
        (lambda s: s["x-rate-limits"]["send"].update({"scope": "host"}), "x-rate-limits send scope"),
        (lambda s: s["x-rate-limits"]["send"].update({"requests": 0}), "x-rate-limits send: requests"),
        (lambda s: s["x-rate-limits"]["general"].pop("scope-documented"), "x-rate-limits general: scope"),
        (lambda s: s.pop("x-rate-limits"), "no x-rate-limits"),
    ],
)
def test_a_missing_or_unknown_value_stops_generation_naming_where(
    regenerate: ModuleType, edit: Any, named: str
) -> None:
    with pytest.raises(SystemExit, match=re.escape(named)):
        regenerate.spec_extensions_source(_edited(edit))


def test_the_extensions_are_deterministic_and_list_each_operation_once(regenerate: ModuleType) -> None:
    source = regenerate.spec_extensions_source(SPEC)
    assert source == regenerate.spec_extensions_source(_edited(lambda s: None))
    assert sum(f'"{row[0]}": ' in source for row in _spec_rows()) == len(_spec_rows())
