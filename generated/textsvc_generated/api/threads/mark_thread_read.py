"""Mark a thread as read; no body.

The ``mark_thread_read`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

OPERATION: OperationDescriptor[None] = OperationDescriptor(
    name="mark_thread_read",
    group="threads",
    sdk_method="threads.mark_read",
    summary="Mark a thread as read; no body.",
    method="PATCH",
    path="/threads/{thread_id}/read",
    parameters=(
        OperationParameter(
            python_name="thread_id",
            json_name="threadId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="thread_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=None,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
