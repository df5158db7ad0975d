"""Add up to 1000 subscribers.

The ``bulk_create_subscribers`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from typing import Any

from ...models.pass_through_envelope import PassThroughEnvelope
from ...models.subscriber_bulk_input import SubscriberBulkInput
from ...types import OperationBody, OperationDescriptor, OperationParameter

OPERATION: OperationDescriptor[Any] = OperationDescriptor(
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
    retry="unsent-only",
    bucket="general",
)
