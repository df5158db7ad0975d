"""The converter's writers: each kind of field a request model can hold, written as JSON or refused
naming where.

Request models come from the spec, and today's spec gives few of them numbers, date-times, maps,
nullable fields or choices inside a model; a spec change may bring any of them. So the writers are
held here to their rules on a model made for the purpose, shaped as the generator shapes models
(attrs, ``Unset`` for an absent field, ``JSON_FIELD_NAMES``, ``additional_properties``).
"""

from __future__ import annotations

import datetime
from typing import Any, ClassVar, Literal

import attrs
import pytest
from textsvc._converter import writer
from textsvc_generated.types import UNSET, Unset


@attrs.define
class Inner:
    name: str
    size: int | Unset = UNSET
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {"name": "name", "size": "size"}


@attrs.define
class Everything:
    count: int
    ratio: float | Unset = UNSET
    when: datetime.datetime | Unset = UNSET
    labels: dict[str, int] | Unset = UNSET
    note: str | Unset | None = UNSET
    kind: Literal["a", "b"] | Unset = UNSET
    inner: Inner | Unset = UNSET
    tags: list[str] | Unset = UNSET
    flag: bool | Unset = UNSET
    additional_properties: dict[str, Any] = attrs.field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "count": "count",
        "ratio": "ratio",
        "when": "when",
        "labels": "labels",
        "note": "note",
        "kind": "kind",
        "inner": "innerThing",
        "tags": "tags",
        "flag": "flag",
    }


WHEN = datetime.datetime(2026, 6, 1, 12, 30, tzinfo=datetime.UTC)


def write(value: Any) -> Any:
    return writer(Everything)(value, "body")


def test_an_instance_is_written_under_its_json_names_leaving_out_what_is_unset() -> None:
    value = Everything(
        count=2, ratio=0.5, when=WHEN, labels={"x": 1}, note=None, kind="b", inner=Inner("n"), tags=["t"]
    )
    value.additional_properties["extra"] = {"deep": [1]}
    assert write(value) == {
        "count": 2,
        "ratio": 0.5,
        "when": "2026-06-01T12:30:00+00:00",
        "labels": {"x": 1},
        "note": None,
        "kind": "b",
        "innerThing": {"name": "n"},
        "tags": ["t"],
        "extra": {"deep": [1]},
    }
    assert write(Everything(count=1)) == {"count": 1}


def test_a_mapping_is_written_by_json_name_and_extra_keys_pass_through() -> None:
    given = {"count": 1, "ratio": 2, "innerThing": {"name": "n"}, "other": "kept"}
    assert write(given) == given


@pytest.mark.parametrize(
    ("value", "error", "says"),
    [
        ({"count": "1"}, TypeError, r"^body\['count'\] must be an int, got str"),
        ({"count": True}, TypeError, r"^body\['count'\] must be an int, got bool$"),
        ({"count": 1, "ratio": "1.5"}, TypeError, r"^body\['ratio'\] must be a number, got str"),
        ({"count": 1, "ratio": True}, TypeError, r"^body\['ratio'\] must be a number"),
        ({"count": 1, "ratio": float("nan")}, ValueError, r"body\['ratio'\]"),
        ({"count": 1, "when": "2026-06-01"}, TypeError, r"^body\['when'\] must be a datetime, got str"),
        ({"count": 1, "labels": [("x", 1)]}, TypeError, r"^body\['labels'\] must be a mapping, got list"),
        (
            {"count": 1, "labels": {1: 1}},
            TypeError,
            r"^body\['labels'\] has a key that is not a str \(int\)$",
        ),
        ({"count": 1, "labels": {"x": "1"}}, TypeError, r"^body\['labels'\]\['x'\] must be an int"),
        ({"count": 1, "kind": "c"}, ValueError, r"^body\['kind'\] must be one of 'a', 'b', got str"),
        (
            {"count": 1, "innerThing": {"name": "n", "x": 1}},
            ValueError,
            r"^body\['innerThing'\] has a key 'x' that Inner does not have \(name, size\)$",
        ),
        ({"count": 1, "innerThing": {}}, ValueError, r"^body\['innerThing'\] has no 'name', which Inner"),
        ({"count": 1, "innerThing": 3}, TypeError, r"^body\['innerThing'\] must be a Inner or a mapping"),
        ({"count": 1, "tags": "t"}, TypeError, r"^body\['tags'\] must be an iterable of strs"),
        ({"count": 1, "tags": [1]}, TypeError, r"^body\['tags'\]\[0\] must be a str, got int$"),
        ({"count": 1, "flag": 1}, TypeError, r"^body\['flag'\] must be a bool, got int$"),
        ({"ratio": 1.0}, ValueError, r"^body has no 'count', which Everything requires$"),
        ({2: 1}, TypeError, r"^body has a key that is not a str \(int\)$"),
        ({"count": 1, "note": 3}, TypeError, r"^body\['note'\] must be a str, got int$"),
        ([1], TypeError, r"^body must be a Everything or a mapping, got list"),
    ],
)
def test_a_wrong_field_is_refused_naming_where(value: Any, error: type[Exception], says: str) -> None:
    with pytest.raises(error, match=says):
        write(value)


def test_an_instances_fields_are_checked_naming_the_attribute() -> None:
    with pytest.raises(TypeError, match=r"^body\.ratio must be a number, got str"):
        write(Everything(count=1, ratio="0.5"))  # type: ignore[arg-type]
    wrong_extra = Everything(count=1)
    wrong_extra.additional_properties[3] = 1  # type: ignore[index]
    with pytest.raises(TypeError, match=r"^body has a key that is not a str \(int\)$"):
        write(wrong_extra)


def test_none_is_taken_only_where_the_field_is_nullable() -> None:
    assert write({"count": 1, "note": None}) == {"count": 1, "note": None}
    assert write({"count": 1, "note": "hi"}) == {"count": 1, "note": "hi"}
    assert write(Everything(count=1, note="hi")) == {"count": 1, "note": "hi"}
    with pytest.raises(TypeError, match=r"^body\['ratio'\] must be a number, got None$"):
        write({"count": 1, "ratio": None})


def test_a_str_subclass_is_written_as_plain_text() -> None:
    class Text(str):
        pass

    written = write({"count": 1, "kind": Text("a"), "tags": [Text("t")], "innerThing": {"name": Text("n")}})
    assert [type(written["kind"]), type(written["tags"][0]), type(written["innerThing"]["name"])] == [str] * 3


def test_an_integer_is_a_number_and_a_writer_is_made_once_per_annotation() -> None:
    assert write({"count": 1, "ratio": 3}) == {"count": 1, "ratio": 3}
    assert writer(Everything) is writer(Everything)
    assert writer(list[Inner]) is writer(list[Inner])


def test_a_field_type_no_writer_knows_is_named() -> None:
    with pytest.raises(TypeError, match=r"^no writer for set\[int\]$"):
        writer(set[int])
    with pytest.raises(TypeError, match=r"^no writer for int \| str$"):
        writer(int | str)


def test_a_list_of_a_type_without_a_name_says_it_wants_values() -> None:
    with pytest.raises(TypeError, match=r"^body must be an iterable of values"):
        writer(list[int | None])(3, "body")
