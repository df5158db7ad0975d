"""Update up to 1000 subscribers.

The ``bulk_update_subscribers`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from typing import Any

from textsvc._descriptors import (
    Chunking,
    OperationBody,
    OperationDescriptor,
    OperationParameter,
)

from ...models.subscriber_bulk_update import SubscriberBulkUpdate

OPERATION: OperationDescriptor[list[Any]] = OperationDescriptor(
    name="bulk_update_subscribers",
    group="subscribers",
    sdk_method="subscribers.bulk_update",
    summary="Update up to 1000 subscribers.",
    method="PATCH",
    path="/subscribers/bulk",
    parameters=(),
    body=OperationBody(
        model=SubscriberBulkUpdate,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="subscribers",
                json_name="subscribers",
                location="body",
                required=True,
                annotation="list[SubscriberUpdateRecord]",
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
    retry="idempotent",
    bucket="general",
    chunking=Chunking(argument="records", size=1000, unit="records"),
)
