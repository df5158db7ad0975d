"""The ``deeplinks`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from ...models.deeplink_result import DeeplinkResult
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
)
from . import create_deeplink, create_imessage_deeplink

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    create_deeplink.OPERATION,
    create_imessage_deeplink.OPERATION,
)
"""Every operation of the group, in spec order."""


class Deeplinks:
    """deeplinks: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)


class AsyncDeeplinks:
    """deeplinks: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)
