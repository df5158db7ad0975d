"""Requests built from the generated operation descriptors (``OPERATION`` of each endpoint module)."""

from __future__ import annotations

import contextlib
import importlib
import json
import pkgutil
from typing import Any

import attrs
import httpx
import pytest
import textsvc
import textsvc_generated.api
from textsvc._descriptors import OperationDescriptor, OperationParameter
from textsvc_generated.api.deliveries import list_deliveries
from textsvc_generated.api.templates import get_template, update_template

from tests.overlay.mocking import envelope, json_response, sync_client
from tests.spec.test_spec_fidelity import spec_operations
from tests.spec_document import load_spec

STYLES = {"envelope", "page", "bare", "message-data", "data-page", "empty", "unspecified"}


def _sent(descriptor: OperationDescriptor[Any], arguments: dict[str, Any]) -> httpx.Request:
    """The request a client sends for ``descriptor`` with a typed method's ``arguments``."""
    sent: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return json_response(200, envelope(None))

    client, _ = sync_client(answer, max_retries=0)
    with client, contextlib.suppress(textsvc.SvcError):
        client.call(descriptor, arguments, {})
    (request,) = sent
    return request


def every_descriptor() -> list[OperationDescriptor[Any]]:
    descriptors = []
    for group in pkgutil.iter_modules(textsvc_generated.api.__path__):
        package = importlib.import_module(f"textsvc_generated.api.{group.name}")
        for endpoint in pkgutil.iter_modules(package.__path__):
            module = importlib.import_module(f"{package.__name__}.{endpoint.name}")
            descriptors.append(module.OPERATION)
    return descriptors


def test_every_spec_operation_has_a_descriptor_with_its_extensions() -> None:
    spec = load_spec()
    operations = spec_operations(spec)
    descriptors = {descriptor.sdk_method: descriptor for descriptor in every_descriptor()}
    assert len(descriptors) == len(operations) == len(every_descriptor())
    for (method, _path), node in operations.items():
        descriptor = descriptors[node["x-sdk-method"]]
        assert descriptor.method == method
        assert descriptor.response_style == node["x-response-style"]
        assert descriptor.retry == node["x-retry"]
        assert descriptor.bucket == node["x-rate-limit-bucket"]
        assert descriptor.response_style in STYLES  # a style the overlay knows


def test_path_query_and_body_come_from_the_descriptor() -> None:
    request = _sent(update_template.OPERATION, {"template_id": "12", "message": "hi", "is_mms": True})
    assert (request.method, request.url.raw_path) == ("PATCH", b"/v3/templates/12")
    assert json.loads(request.content) == {"message": "hi", "isMMS": True}

    listing = _sent(list_deliveries.OPERATION, {"status": "sent", "query": None})
    assert dict(listing.url.params) == {"filters[status]": "sent"}


def test_a_list_of_models_or_mappings_is_written_item_by_item() -> None:
    from textsvc_generated.api.custom_fields import bulk_create_custom_fields
    from textsvc_generated.models.custom_field_input import CustomFieldInput

    items = [CustomFieldInput(name="a"), {"name": "b", "hidden": True}]
    request = _sent(bulk_create_custom_fields.OPERATION, {"custom_fields": items})
    assert json.loads(request.content) == {"customFields": [{"name": "a"}, {"name": "b", "hidden": True}]}


def test_an_unknown_or_missing_argument_is_refused_before_sending() -> None:
    client, _ = sync_client(lambda request: json_response(500, {}))
    with client:
        with pytest.raises(TypeError, match="unexpected keyword argument 'id'"):
            client.call(get_template.OPERATION, {"id": "1", "is_mms": "true"}, {})
        with pytest.raises(TypeError, match="needs its argument template_id"):
            client.call(get_template.OPERATION, {"is_mms": "true"}, {})
        with pytest.raises(TypeError, match="needs its argument is_mms"):
            client.call(get_template.OPERATION, {"template_id": "1", "is_mms": None}, {})


def test_header_parameters_are_sent_as_headers() -> None:
    descriptor = attrs.evolve(
        get_template.OPERATION,
        parameters=(
            *get_template.OPERATION.parameters,
            OperationParameter(
                python_name="trace",
                json_name="X-Trace",
                location="header",
                required=False,
                annotation="str",
                sdk_name="trace",
            ),
        ),
    )
    request = _sent(descriptor, {"template_id": 7, "is_mms": "false", "trace": "t1"})
    assert request.headers["X-Trace"] == "t1"
    assert (request.url.path, dict(request.url.params)) == ("/v3/templates/7", {"isMMS": "false"})
