"""Requests built from the generated operation descriptors (``OPERATION`` of each endpoint module)."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

import attrs
import pytest
import textsvc_generated.api
import yaml
from textsvc._operation import Operation, ResponseStyle
from textsvc_generated.api.deliveries import list_deliveries
from textsvc_generated.api.templates import get_template, update_template
from textsvc_generated.models.template_input import TemplateInput
from textsvc_generated.types import OperationDescriptor, OperationParameter

from tests.spec.test_spec_fidelity import SPEC_PATH, spec_operations


def _identity(payload: Any) -> Any:
    return payload


def every_descriptor() -> list[OperationDescriptor[Any]]:
    descriptors = []
    for group in pkgutil.iter_modules(textsvc_generated.api.__path__):
        package = importlib.import_module(f"textsvc_generated.api.{group.name}")
        for endpoint in pkgutil.iter_modules(package.__path__):
            module = importlib.import_module(f"{package.__name__}.{endpoint.name}")
            descriptors.append(module.OPERATION)
    return descriptors


def test_every_spec_operation_has_a_descriptor_with_its_extensions() -> None:
    spec = yaml.safe_load(SPEC_PATH.read_text(encoding="utf-8"))
    operations = spec_operations(spec)
    descriptors = {descriptor.sdk_method: descriptor for descriptor in every_descriptor()}
    assert len(descriptors) == len(operations) == len(every_descriptor())
    for (method, _path), node in operations.items():
        descriptor = descriptors[node["x-sdk-method"]]
        assert descriptor.method == method
        assert descriptor.response_style == node["x-response-style"]
        assert descriptor.retry == node["x-retry"]
        assert descriptor.bucket == node["x-rate-limit-bucket"]
        assert ResponseStyle(descriptor.response_style)  # a style the overlay knows


def test_path_query_and_body_come_from_the_descriptor() -> None:
    body = TemplateInput(message="hi", is_mms=True)
    operation = Operation.from_descriptor(update_template.OPERATION, _identity, {"id": "a/b c"}, body)
    assert (operation.method, operation.path) == ("PATCH", "/templates/a%2Fb%20c")
    assert operation.json == {"message": "hi", "isMMS": True}
    assert operation.params is None
    assert operation.style is ResponseStyle.ENVELOPE

    listing = Operation.from_descriptor(
        list_deliveries.OPERATION, _identity, {"filtersstatus": "sent", "page": 0, "query": None}
    )
    assert listing.params == {"filters[status]": "sent", "page": 0}


def test_a_list_body_is_serialised_item_by_item() -> None:
    from textsvc_generated.api.custom_fields import bulk_create_custom_fields
    from textsvc_generated.models.custom_field_input import CustomFieldInput

    items = [CustomFieldInput(name="a"), CustomFieldInput(name="b", hidden=True)]
    operation = Operation.from_descriptor(bulk_create_custom_fields.OPERATION, _identity, {}, items)
    assert operation.json == [{"name": "a"}, {"name": "b", "hidden": True}]


def test_an_unknown_or_missing_parameter_is_refused_before_sending() -> None:
    with pytest.raises(TypeError, match="get_template has no parameter template_id"):
        Operation.from_descriptor(get_template.OPERATION, _identity, {"template_id": "1", "is_mms": "true"})
    with pytest.raises(TypeError, match="needs its path parameter id"):
        Operation.from_descriptor(get_template.OPERATION, _identity, {"is_mms": "true"})
    with pytest.raises(TypeError, match="needs its query parameter is_mms"):
        Operation.from_descriptor(get_template.OPERATION, _identity, {"id": "1", "is_mms": None})


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
    operation = Operation.from_descriptor(descriptor, _identity, {"id": 7, "is_mms": "false", "trace": "t1"})
    assert operation.headers == {"X-Trace": "t1"}
    assert (operation.path, operation.params) == ("/templates/7", {"isMMS": "false"})
