"""Update up to 1000 subscribers.

The ``bulk_update_subscribers`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from typing import Any

from ...models.pass_through_envelope import PassThroughEnvelope
from ...models.subscriber_bulk_update import SubscriberBulkUpdate
from ...types import OperationBody, OperationDescriptor, OperationParameter

OPERATION: OperationDescriptor[Any] = OperationDescriptor(
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
                sdk_name="subscribers",
                max_items=1000,
            ),
        ),
    ),
    success_status=200,
    response_model=PassThroughEnvelope,
    response_style="envelope",
    payload_model=None,
    payload_annotation="Any",
    row_model=None,
    retry="idempotent",
    bucket="general",
)
