"""A parameter's ``minLength``, and the rules of an array query parameter's items (``pattern`` with
its ``x-pattern-means``, ``minLength``, ``maxLength``, ``minimum``, ``maximum``), as the descriptors
carry them: checked by the SDK's one argument check before sending, and by the fake's check of the
request target (400 ``invalid_field_error`` naming the parameter).

Today's spec has no such parameter, so the descriptors here are made for the purpose, shaped as the
generator writes them; ``tests/fake/generic_cases.py`` holds the same on packages regenerated from a
spec that has them (``tests/generic_spec.py``).
"""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from textsvc._arguments import checked_argument
from textsvc._descriptors import ItemRules, OperationDescriptor, OperationParameter
from textsvc.testing._errors import FakeError
from textsvc.testing._operation_target import check_target
from textsvc.testing._request_target import Query
from textsvc_generated.api.keywords import get_main_keyword


def _query(name: str, annotation: str = "str", json_type: Any = "string", **facts: Any) -> OperationParameter:
    return OperationParameter(
        python_name=name,
        json_name=name,
        location="query",
        required=False,
        annotation=annotation,
        sdk_name=name,
        json_type=json_type,
        **facts,
    )


CODE = _query("code", min_length=2, max_length=4)
SKUS = _query(
    "skus", "list[str]", "array", items=ItemRules(pattern="^[A-Z]{3}$", pattern_means="three capital letters")
)
WORDS = _query("words", "list[str]", "array", items=ItemRules(min_length=2, max_length=3))
SCORES = _query(
    "scores",
    "list[int]",
    "array",
    items=ItemRules(annotation="int", json_type="integer", minimum=1, maximum=9),
)
WEIGHTS = _query(
    "weights",
    "list[float]",
    "array",
    items=ItemRules(annotation="float", json_type="number", minimum=0, maximum=1),
)
OPERATION: OperationDescriptor[object] = attrs.evolve(
    get_main_keyword.OPERATION, parameters=(CODE, SKUS, WORDS, SCORES, WEIGHTS)
)


def test_values_within_the_rules_are_taken_as_given() -> None:
    assert checked_argument(CODE, "ab") == "ab"
    assert checked_argument(SKUS, ("ABC", "XYZ")) == ["ABC", "XYZ"]
    assert checked_argument(WORDS, ["ab", "abc"]) == ["ab", "abc"]
    assert checked_argument(SCORES, [1, 9]) == [1, 9]
    assert checked_argument(WEIGHTS, [0, 0.5, 1]) == [0, 0.5, 1]


@pytest.mark.parametrize(
    ("parameter", "value", "message"),
    [
        (CODE, "x", "code is 1 characters long; the service takes at least 2"),
        (CODE, "", "code is 0 characters long; the service takes at least 2"),
        (SKUS, ["ABC", "abc"], r"skus\[1\] must be three capital letters: the pattern \^\[A-Z\]\{3\}\$"),
        (WORDS, ["a"], r"words\[0\] is 1 characters long; the service takes at least 2"),
        (WORDS, ["ab", "abcd"], r"words\[1\] is 4 characters long; the service takes at most 3"),
        (SCORES, [0], r"scores\[0\] must be at least 1, got 0"),
        (SCORES, [1, 10], r"scores\[1\] must be at most 9, got 10"),
        (WEIGHTS, [-0.5], r"weights\[0\] must be at least 0, got -0.5"),
    ],
)
def test_the_sdk_refuses_a_value_breaking_a_rule_naming_the_argument_and_the_rule(
    parameter: OperationParameter, value: Any, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        checked_argument(parameter, value)


def test_an_items_type_is_still_checked_before_its_rules() -> None:
    with pytest.raises(TypeError, match=r"scores\[1\] must be an int"):
        checked_argument(SCORES, [1, "2"])


def test_the_fake_answers_a_query_within_the_rules() -> None:
    sent = "code=ab&skus=ABC&skus=XYZ&words=ab&words=abc&scores=1&scores=9&weights=0&weights=0.5&weights=1"
    fields = (field.partition("=") for field in sent.split("&"))
    check_target(OPERATION, {}, Query((name, value) for name, _, value in fields))


@pytest.mark.parametrize(
    ("sent", "message"),
    [
        ([("code", "x")], "code must be at least 2 characters long"),
        ([("skus", "ABC"), ("skus", "abc")], "skus must be three capital letters, got 'abc'"),
        ([("words", "a")], "words must be at least 2 characters long"),
        ([("words", "abcd")], "words must be at most 3 characters long"),
        ([("scores", "10")], "scores must be from 1 to 9, got 10"),
        ([("weights", "1.5")], "weights must be from 0 to 1, got '1.5'"),
        ([("weights", "-0.1")], "weights must be from 0 to 1, got '-0.1'"),
    ],
)
def test_the_fake_refuses_a_query_breaking_a_rule_with_a_400_naming_the_parameter(
    sent: list[tuple[str, str]], message: str
) -> None:
    with pytest.raises(FakeError) as refused:
        check_target(OPERATION, {}, Query(sent))
    assert (refused.value.status, refused.value.error_type) == (400, "invalid_field_error")
    assert refused.value.message == message
