"""Read one thread.

The ``get_thread`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from ...models.thread import Thread
from ...models.thread_envelope import ThreadEnvelope
from ...types import OperationDescriptor, OperationParameter

OPERATION: OperationDescriptor[Thread] = OperationDescriptor(
    name="get_thread",
    group="threads",
    sdk_method="threads.get",
    summary="Read one thread.",
    method="GET",
    path="/threads/{thread_id}",
    parameters=(
        OperationParameter(
            python_name="thread_id",
            json_name="threadId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="thread_id",
        ),
    ),
    body=None,
    success_status=200,
    response_model=ThreadEnvelope,
    response_style="envelope",
    payload_model=Thread,
    payload_annotation="Thread",
    row_model=None,
    retry="idempotent",
    bucket="general",
)
