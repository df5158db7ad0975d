"""The response decoder on every shape of field it compiles a parser for: what it accepts and
converts, and, for each value of the wrong type, an error naming the model, the field and the type.

The models here are small stand-ins built like the generated ones (attrs classes with
``JSON_FIELD_NAMES`` and ``additional_properties``), so that every shape is covered whether or not
today's spec uses it.
"""

from __future__ import annotations

import datetime
from typing import Any, ClassVar, Literal

import attrs
import pytest
import textsvc._converter
from textsvc._converter import ResponseShapeError
from textsvc._converter import reader as parser_for
from textsvc_generated.types import UNSET, Unset


@pytest.fixture(autouse=True)
def _parsers_compiled_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """Parsers are compiled once per model and kept: each test here compiles its own, so that every
    one of them exercises the compiler, not only the first to ask for a model."""
    monkeypatch.setattr(textsvc._converter, "_READERS", {})


@attrs.define
class Part:
    size: int
    additional_properties: dict[str, Any] = attrs.field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {"size": "size"}


@attrs.define
class Sample:
    count: int
    label: str
    ratio: float
    flag: bool
    when: datetime.datetime
    counts: list[int]
    names: list[str]
    parts: list[Part]
    part: Part
    scores: dict[str, int]
    anything: Any
    kind: Literal["a", "b"]
    choice: int | str
    loose: int | Any
    maybe: str | None
    extra: int | Unset = UNSET
    extra_list: list[int] | Unset = UNSET
    level: int = 3
    """Required by the spec, with a default of the spec's: absent, it is missing."""
    tally: int | Unset = 7
    """Optional, with a default of the spec's: absent, it is UNSET, as the generated code reads it."""
    nothing: Unset | None = UNSET
    maybe_part: Part | Unset | None = UNSET
    additional_properties: dict[str, int] = attrs.field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "count": "count",
        "label": "label",
        "ratio": "ratio",
        "flag": "flag",
        "when": "when",
        "counts": "counts",
        "names": "names",
        "parts": "parts",
        "part": "part",
        "scores": "scores",
        "anything": "anything",
        "kind": "kind",
        "choice": "choice",
        "loose": "loose",
        "maybe": "maybe",
        "extra": "extraValue",
        "extra_list": "extraList",
        "level": "level",
        "tally": "tally",
        "nothing": "nothing",
        "maybe_part": "maybePart",
    }


@attrs.define
class Loose:
    """Extra keys of any type."""

    name: str
    additional_properties: dict[str, Any] = attrs.field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {"name": "name"}


@attrs.define
class Strict:
    """No ``additional_properties``: extra keys are dropped."""

    name: str
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {"name": "name"}


@attrs.define
class Unsupported:
    tags: set[int]
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {"tags": "tags"}


def sample(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "count": 3,
        "label": "l",
        "ratio": 0.5,
        "flag": True,
        "when": "2026-01-02T03:04:05+00:00",
        "counts": [1, 2],
        "names": ["n"],
        "parts": [{"size": 1}],
        "part": {"size": 2},
        "scores": {"a": 1},
        "anything": {"any": ["thing"]},
        "kind": "a",
        "choice": 4,
        "loose": "x",
        "maybe": None,
        "level": 1,
    }
    data.update(changes)
    return {key: value for key, value in data.items() if value is not ...}


def parse(data: Any) -> Any:
    return parser_for(Sample)(data)


def test_a_well_formed_object_is_read_and_integral_floats_become_integers() -> None:
    parsed = parse(
        sample(count=3.0, ratio=2, counts=[1.0, 2], parts=[{"size": 4.0}], scores={"a": 1.0}, choice=7.0)
    )
    assert (parsed.count, type(parsed.count)) == (3, int)
    assert parsed.ratio == 2
    assert parsed.counts == [1, 2]
    assert all(type(number) is int for number in parsed.counts)
    assert parsed.parts == [Part(4)]
    assert type(parsed.parts[0].size) is int
    assert parsed.part == Part(2)
    assert parsed.scores == {"a": 1}
    assert type(parsed.scores["a"]) is int
    assert (parsed.choice, type(parsed.choice)) == (7, int)
    assert parsed.when == datetime.datetime(2026, 1, 2, 3, 4, 5, tzinfo=datetime.UTC)
    assert parsed.anything == {"any": ["thing"]}
    assert parsed.maybe is None
    assert parsed.extra is UNSET
    assert parsed.extra_list is UNSET
    assert parsed.additional_properties == {}


def test_a_union_with_any_keeps_what_no_other_option_reads() -> None:
    assert parse(sample(loose="text")).loose == "text"
    assert parse(sample(loose=[1])).loose == [1]
    loose = parse(sample(loose=5.0)).loose
    assert (loose, type(loose)) == (5, int)


def test_a_field_that_is_only_ever_null_and_a_nullable_model_are_read() -> None:
    parsed = parse(sample(nothing=None, maybePart={"size": 2.0}))
    assert (parsed.nothing, parsed.maybe_part) == (None, Part(2))
    assert type(parsed.maybe_part.size) is int
    assert parse(sample(maybePart=None)).maybe_part is None
    with pytest.raises(ResponseShapeError, match=r"^Sample\.nothing has an unexpected value of type int"):
        parse(sample(nothing=1))


def test_a_default_of_the_specs_never_stands_in_for_an_absent_key() -> None:
    parsed = parse(sample())
    assert (parsed.level, parsed.tally) == (1, UNSET)
    assert parse(sample(tally=2)).tally == 2
    with pytest.raises(ResponseShapeError, match=r"^Sample is missing the field 'level'$"):
        parse(sample(level=...))


def test_optional_fields_are_read_when_present() -> None:
    parsed = parse(sample(extraValue=2.0, extraList=[3.0]))
    assert (parsed.extra, type(parsed.extra)) == (2, int)
    assert parsed.extra_list == [3]
    assert type(parsed.extra_list[0]) is int


@pytest.mark.parametrize("optional", [{}, {"extraValue": 1}, {"extraValue": 1, "extraList": []}])
def test_unknown_keys_are_kept_as_additional_properties_read_by_their_type(optional: dict[str, Any]) -> None:
    parsed = parse({**sample(), **optional, "zz": 5.0})
    assert parsed.additional_properties == {"zz": 5}
    assert type(parsed.additional_properties["zz"]) is int


def test_a_model_without_a_place_for_extra_keys_reads_what_it_knows() -> None:
    assert parser_for(Strict)({"name": "n", "zz": 1}) == Strict("n")
    assert parser_for(Strict)({"name": "n"}) == Strict("n")


def test_extra_keys_of_any_type_are_kept_as_they_are() -> None:
    parsed = parser_for(Loose)({"name": "n", "x": [1, {"y": None}], "z": None})
    assert parsed.additional_properties == {"x": [1, {"y": None}], "z": None}


WRONG = [
    ({"count": "7"}, "Sample.count is a value of type str, not an integer"),
    ({"count": 7.5}, "Sample.count is 7.5, not an integer"),
    ({"count": True}, "Sample.count is a value of type bool, not an integer"),
    ({"label": 5}, "Sample.label has an unexpected value of type int"),
    ({"ratio": "x"}, "Sample.ratio has an unexpected value of type str"),
    ({"flag": 1}, "Sample.flag has an unexpected value of type int"),
    ({"when": 5}, "Sample.when could not be read: not a date-time string"),
    ({"when": "soon"}, "Sample.when could not be read: 'soon' is not ISO 8601"),
    ({"counts": "1,2"}, "Sample.counts has an unexpected value of type str"),
    ({"counts": [1, 2.5]}, "Sample.counts is 2.5, not an integer"),
    ({"counts": [1, "2"]}, "Sample.counts is a value of type str, not an integer"),
    ({"names": [1]}, "Sample.names has an unexpected value of type int"),
    ({"parts": [{"size": "x"}]}, "Part.size is a value of type str, not an integer"),
    ({"parts": [5]}, "expected an object for Part, got int"),
    ({"part": {}}, "Part is missing the field 'size'"),
    ({"scores": ["a"]}, "Sample.scores has an unexpected value of type list"),
    ({"scores": {"a": "x"}}, "Sample.scores is a value of type str, not an integer"),
    ({"kind": 5}, "Sample.kind has an unexpected value of type int"),
    ({"choice": [1]}, "Sample.choice has an unexpected value of type list"),
    ({"choice": None}, "Sample.choice has an unexpected value of type NoneType"),
    ({"maybe": 5}, "Sample.maybe has an unexpected value of type int"),
    ({"extraValue": "x"}, "Sample.extra is a value of type str, not an integer"),
    ({"extraValue": None}, "Sample.extra is a value of type NoneType, not an integer"),
    ({"extraList": None}, "Sample.extra_list has an unexpected value of type NoneType"),
    ({"extraList": [1.5]}, "Sample.extra_list is 1.5, not an integer"),
    ({"zz": "x"}, "Sample.additional_properties is a value of type str, not an integer"),
    ({"label": ...}, "Sample is missing the field 'label'"),
    ({"choice": ...}, "Sample is missing the field 'choice'"),
]


@pytest.mark.parametrize(("changes", "message"), WRONG, ids=[message for _, message in WRONG])
def test_a_wrong_value_is_refused_naming_model_field_and_type(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(ResponseShapeError) as raised:
        parse(sample(**changes))
    assert str(raised.value) == message


@pytest.mark.parametrize(("data", "kind"), [([], "list"), ("text", "str"), (None, "NoneType")])
def test_a_value_that_is_not_an_object_is_refused_naming_its_type(data: Any, kind: str) -> None:
    with pytest.raises(ResponseShapeError) as raised:
        parse(data)
    assert str(raised.value) == f"expected an object for Sample, got {kind}"


def test_a_field_type_the_decoder_does_not_know_is_named_when_its_parser_is_built() -> None:
    with pytest.raises(TypeError, match=r"no parser for Unsupported\.tags: set\[int\]"):
        parser_for(Unsupported)
