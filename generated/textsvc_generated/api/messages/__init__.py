"""The ``messages`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any, Unpack

from ...models.invalid_recipients import InvalidRecipients
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
from . import send_message, validate_recipients

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    send_message.OPERATION,
    validate_recipients.OPERATION,
)
"""Every operation of the group, in spec order."""


class Messages:
    """messages: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> MessagesWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return MessagesWithRawResponse(self)


class MessagesWithRawResponse:
    """``Messages.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Messages) -> None:
        self._resource = resource
        self._runner = resource._runner


class AsyncMessages:
    """messages: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncMessagesWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncMessagesWithRawResponse(self)


class AsyncMessagesWithRawResponse:
    """``AsyncMessages.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncMessages) -> None:
        self._resource = resource
        self._runner = resource._runner
