"""The fake serves every generated operation, those it has no route of its own for from the generated
facts alone (descriptors and pydantic models), and reads no spec at run time.

Here, on the operations of this release: with the fake's own routes taken away, each operation is
served by a generic route, never answered 5xx, an unknown id is a 404 wherever the path names a
record, and a collection is created, read, updated, listed and deleted. ``generic_cases.py`` holds
the same guarantees for operations added to a copy of the spec (``tests/generic_spec.py``), run on
packages regenerated from it, as the vendor-change flow makes them.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from textsvc._descriptors import OperationDescriptor
from textsvc.testing import FakeService, ManualClock
from textsvc.testing import _app as fake_app
from textsvc.testing._model_values import echo, schema_model
from textsvc.testing._routes.generic import body_model, template_of
from textsvc.testing._routing import resolve
from textsvc_generated.api import BUCKET_LIMITS, operations

from tests.fake.raw import error_of, http
from tests.generated.test_regeneration import ROOT, _load_script
from tests.generic_spec import generic_spec

OPERATIONS = list(operations())


@pytest.fixture(scope="module")
def generic_only() -> Iterator[FakeService]:
    """A fake without routes of its own: every generated operation is served generically."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(fake_app, "all_routes", list)
        service = FakeService(rate_limits=False)
    with service:
        yield service


def _path(operation: OperationDescriptor[object], identifier: str) -> str:
    template = template_of(operation)
    for parameter in operation.parameters:
        if parameter.location == "path":
            template = template.replace("{" + parameter.json_name + "}", identifier)
    return template


def _query(operation: OperationDescriptor[object]) -> dict[str, str]:
    """A value of each required query parameter that its descriptor takes."""
    values = {"integer": "1", "number": "1", "boolean": "true"}
    query = {}
    for parameter in operation.parameters:
        if parameter.location == "query" and parameter.required:
            value = values.get(parameter.json_type, "x")
            if parameter.pattern is not None:
                value = next(
                    text
                    for text in ("1", "x", "+12025550143", "2026-01-01T00:00:00Z")
                    if re.search(parameter.pattern, text)
                )
            if parameter.choices:
                value = parameter.choices[0]
            elif parameter.sdk_type == "date-time":
                value = "2026-01-01T00:00:00Z"
            query[parameter.json_name] = value
    return query


def _body(operation: OperationDescriptor[object]) -> Any:
    return None if operation.body is None else echo(body_model(operation.body), {})


def test_the_fake_routes_every_generated_operation() -> None:
    fake = FakeService(rate_limits=False)
    try:
        for operation in OPERATIONS:
            resolved = resolve(fake.app.routes, operation.method, _path(operation, "1"))
            assert isinstance(resolved, tuple), f"{operation.method} {operation.path}"
    finally:
        fake.close()


@pytest.mark.parametrize("operation", OPERATIONS, ids=lambda operation: operation.name)
def test_a_generic_route_answers_every_operation_without_a_5xx(
    generic_only: FakeService, operation: OperationDescriptor[object]
) -> None:
    with http(generic_only) as client:
        response = client.request(
            operation.method, _path(operation, "1"), params=_query(operation), json=_body(operation)
        )
        unknown = client.request(
            operation.method, _path(operation, "987654"), params=_query(operation), json=_body(operation)
        )
    assert response.status_code < 500, response.text
    assert response.status_code in (operation.success_status, 404, 400), response.text
    if any(parameter.location == "path" for parameter in operation.parameters):
        # Every path id of this release names a record of a collection: an unknown one is a 404.
        assert (unknown.status_code, error_of(unknown)["type"]) == (404, "not_found_error"), unknown.text


@pytest.mark.parametrize(
    "operation",
    [operation for operation in OPERATIONS if operation.response_style != "empty"],
    ids=lambda operation: operation.name,
)
def test_a_generic_answer_is_what_the_generated_model_reads(
    generic_only: FakeService, operation: OperationDescriptor[object]
) -> None:
    """An operation whose path names no record answers its success, a payload its model takes."""
    if any(parameter.location == "path" for parameter in operation.parameters):
        pytest.skip("names a record: covered by the collection tests")
    with http(generic_only) as raw:
        response = raw.request(
            operation.method, operation.path, params=_query(operation), json=_body(operation)
        )
        assert response.status_code == operation.success_status, response.text
        model = schema_model(operation.payload_type)
        if model is not None and operation.response_style in ("envelope", "bare"):
            data = response.json()["data"] if operation.response_style == "envelope" else response.json()
            model.model_validate_json(json.dumps(data), strict=True)


def test_a_generic_collection_is_created_read_updated_listed_and_deleted(generic_only: FakeService) -> None:
    with http(generic_only) as client:
        created = client.post("/link-tags", json={"tag": "spring"}).json()["data"]
        read = client.get(f"/link-tags/{created['id']}").json()["data"]
        updated = client.patch(f"/link-tags/{created['id']}", json={"tag": "summer"})
        listed = client.get("/link-tags").json()["data"]["rows"]
        deleted = client.delete(f"/link-tags/{created['id']}")
        gone = client.get(f"/link-tags/{created['id']}")
    assert read == created
    assert created["tag"] == "spring"
    assert updated.status_code == 200
    assert [row["tag"] for row in listed if row["id"] == created["id"]] == ["summer"]
    assert deleted.status_code < 300
    assert (gone.status_code, error_of(gone)["type"]) == (404, "not_found_error")


def test_a_generic_body_is_validated_by_the_generated_model(generic_only: FakeService) -> None:
    with http(generic_only) as client:
        wrong = client.post("/link-tags", json={"tag": 5})
        unknown = client.post("/link-tags", json={"tag": "x", "colour": "red"})
    assert (wrong.status_code, error_of(wrong)["type"]) == (400, "invalid_field_error")
    assert "tag" in error_of(wrong)["message"]
    assert "colour" in error_of(unknown)["message"]


@pytest.mark.parametrize("operation", OPERATIONS, ids=lambda operation: operation.name)
def test_each_operation_counts_against_its_generated_bucket(operation: OperationDescriptor[object]) -> None:
    with FakeService(clock=ManualClock()) as fake, http(fake) as client:
        response = client.request(operation.method, _path(operation, "1"), params=_query(operation))
    assert response.headers["X-RateLimit-Limit"] == str(BUCKET_LIMITS[operation.bucket].requests)


def test_a_spec_path_is_refused_saying_to_regenerate(tmp_path: Path) -> None:
    with pytest.raises(TypeError, match=r"no spec_path \(got str .*\).*run `python scripts/regenerate.py`"):
        FakeService(spec_path=str(tmp_path / "textsvc.yaml"))  # type: ignore[arg-type]


@pytest.mark.regeneration
def test_operations_added_to_the_spec_are_served_after_regeneration(tmp_path: Path) -> None:
    """``generic_cases.py`` on packages regenerated from ``tests/generic_spec.py``."""
    spec_path = tmp_path / "textsvc.yaml"
    spec_path.write_text(yaml.safe_dump(generic_spec(), sort_keys=False), encoding="utf-8")
    packages = tmp_path / "packages"
    packages.mkdir()
    _load_script().generate_into(packages, spec_path)
    environment = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(packages), str(ROOT), os.environ.get("PYTHONPATH", "")]),
    }
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:schemathesis", "-q"]
    completed = subprocess.run(
        [*command, "-p", "no:xdist", "-p", "no:randomly", str(Path(__file__).with_name("generic_cases.py"))],
        capture_output=True,
        text=True,
        env=environment,
        cwd=ROOT,
        timeout=600,
        check=False,
    )
    assert completed.returncode == 0, completed.stdout[-6000:] + completed.stderr[-2000:]


@pytest.mark.parametrize("form", ["1.0", "1.00", "01"])
def test_a_generic_route_reads_an_integer_path_id_as_the_check_took_it(
    generic_only: FakeService, form: str
) -> None:
    """The descriptor's check takes ``1.0`` for the integer 1 (JSON Schema's reading), as the
    fake's own routes do: the generic handler must read it the same way, not answer 500."""
    with http(generic_only) as client:
        created = client.post("/link-tags", json={"tag": "spring"}).json()["data"]
        plain = client.get(f"/link-tags/{created['id']}")
        other = client.get(f"/link-tags/{form.replace('1', str(created['id']), 1)}")
    assert other.status_code < 500, other.text
    assert (other.status_code, other.json()) == (plain.status_code, plain.json())
