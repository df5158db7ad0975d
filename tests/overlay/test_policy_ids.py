"""An id that is letters, or begins or ends with one, reaches its operation's policy like a number."""

from __future__ import annotations

from typing import Any

import pytest
from textsvc._policies import OperationPolicy, RetryMode, policy_for

from tests.overlay.test_policies import OPERATIONS, PARAMETER

TEMPLATED = [entry for entry in OPERATIONS if PARAMETER.search(entry[1])]


@pytest.mark.parametrize("identifier", ["X", "tplX", "Xtpl", "x"])
@pytest.mark.parametrize(("method", "template", "operation"), TEMPLATED, ids=lambda value: str(value)[:60])
def test_a_lettered_id_reaches_its_operation(
    method: str, template: str, operation: dict[str, Any], identifier: str
) -> None:
    path = PARAMETER.sub(lambda _: identifier, template)
    expected = OperationPolicy(RetryMode(operation["x-retry"]), operation["x-rate-limit-bucket"])
    assert policy_for(method, path) == expected
    assert policy_for(method, path + "/") == expected
