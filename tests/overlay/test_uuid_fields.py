"""A ``format: uuid`` string, which openapi-python-client types ``uuid.UUID`` in the attrs models:
the converter reads it into a ``uuid.UUID`` and writes one as its canonical text.

Today's spec has no such field, so the model here is made for the purpose, shaped as the generator
shapes models (attrs, ``Unset``, ``JSON_FIELD_NAMES``); ``tests/fake/generic_cases.py`` holds the
same on packages regenerated from a spec that has one (``tests/generic_spec.py``).
"""

from __future__ import annotations

import uuid
from typing import Any, ClassVar

import attrs
import pytest
from textsvc._arguments import checked_argument
from textsvc._converter import ResponseShapeError, reader, write_field, writer
from textsvc._descriptors import OperationParameter
from textsvc_generated.types import UNSET, Unset

REFERENCE = uuid.UUID("12345678-9abc-4def-8123-456789abcdef")


@attrs.define
class Export:
    id: uuid.UUID
    parent: uuid.UUID | Unset = UNSET
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {"id": "id", "parent": "parentId"}


def test_a_uuid_string_is_read_as_a_uuid() -> None:
    read = reader(Export)({"id": "12345678-9ABC-4DEF-8123-456789ABCDEF", "parentId": str(REFERENCE)})
    assert (read.id, read.parent) == (REFERENCE, REFERENCE)
    assert isinstance(read.id, uuid.UUID)
    assert reader(Export)({"id": str(REFERENCE)}).parent is UNSET


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("not-a-uuid-but-a-secret", "Export.id could not be read: a string of 23 characters, not a UUID"),
        ("12345678123456781234567812345678", "Export.id could not be read"),  # no hyphens: not the form
        ("{12345678-9abc-4def-8123-456789abcdef}", "Export.id could not be read"),
        (5, "Export.id has an unexpected value of type int"),
        (None, "Export.id has an unexpected value of type NoneType"),
    ],
)
def test_anything_else_is_refused_naming_model_and_field_never_the_text(value: Any, message: str) -> None:
    with pytest.raises(ResponseShapeError, match=message) as refused:
        reader(Export)({"id": value})
    assert "secret" not in str(refused.value)


def test_a_uuid_is_written_as_its_canonical_text() -> None:
    upper = uuid.UUID("12345678-9ABC-4DEF-8123-456789ABCDEF")
    assert writer(Export)(Export(id=upper), "body") == {"id": "12345678-9abc-4def-8123-456789abcdef"}
    assert writer(Export)({"id": upper, "parentId": REFERENCE}, "body") == {
        "id": str(REFERENCE),
        "parentId": str(REFERENCE),
    }
    assert write_field(Export, "parent", REFERENCE, "parent_id") == str(REFERENCE)


@pytest.mark.parametrize("value", [str(REFERENCE), REFERENCE.bytes, 5])
def test_a_value_that_is_not_a_uuid_is_refused_naming_where(value: Any) -> None:
    with pytest.raises(
        TypeError, match=r"body\['id'\] must be a uuid\.UUID \(uuid\.UUID\(text\) reads one\)"
    ):
        writer(Export)({"id": value}, "body")


def test_a_body_field_typed_uuid_is_checked_by_the_models_writer() -> None:
    """The one argument check sends a typed body field (``UUID``, of JSON type string) through the
    body model's writer, not the check of plain text (which would refuse every ``uuid.UUID``)."""
    field = OperationParameter(
        python_name="parent",
        json_name="parentId",
        location="body",
        required=False,
        annotation="UUID",
        sdk_name="parent_id",
        json_type="string",
    )
    assert checked_argument(field, REFERENCE, model=Export) == str(REFERENCE)
    with pytest.raises(TypeError, match=r"parent_id must be a uuid\.UUID"):
        checked_argument(field, str(REFERENCE), model=Export)
