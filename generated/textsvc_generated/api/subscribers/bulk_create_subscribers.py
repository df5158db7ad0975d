"""Add up to 1000 subscribers.

The ``bulk_create_subscribers`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from typing import Any

from textsvc._descriptors import (
    Chunking,
    OperationBody,
    OperationDescriptor,
    OperationParameter,
)

from ...models.subscriber_bulk_input import SubscriberBulkInput

OPERATION: OperationDescriptor[list[Any]] = OperationDescriptor(
    name="bulk_create_subscribers",
    group="subscribers",
    sdk_method="subscribers.bulk_create",
    summary="Add up to 1000 subscribers.",
    method="POST",
    path="/subscribers/bulk",
    parameters=(),
    body=OperationBody(
        model=SubscriberBulkInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="subscribers",
                json_name="subscribers",
                location="body",
                required=True,
                annotation="list[SubscriberRecord]",
                sdk_name="records",
                json_type="array",
                max_items=1000,
                positional=True,
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=Any,
    row_model=None,
    retry="unsent-only",
    bucket="general",
    chunking=Chunking(argument="records", size=1000, unit="records"),
)
