"""The ``deeplinks`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any, Unpack

from ...models.deeplink_result import DeeplinkResult
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
    RawResult,
    RequestOptions,
    RowPage,
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
    def with_raw_response(self) -> DeeplinksWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return DeeplinksWithRawResponse(self)


class DeeplinksWithRawResponse:
    """``Deeplinks.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Deeplinks) -> None:
        self._resource = resource
        self._runner = resource._runner


class AsyncDeeplinks:
    """deeplinks: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncDeeplinksWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncDeeplinksWithRawResponse(self)


class AsyncDeeplinksWithRawResponse:
    """``AsyncDeeplinks.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncDeeplinks) -> None:
        self._resource = resource
        self._runner = resource._runner
