"""Delete a thread.

The ``delete_thread`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

OPERATION: OperationDescriptor[None] = OperationDescriptor(
    name="delete_thread",
    group="threads",
    sdk_method="threads.delete",
    summary="Delete a thread.",
    method="DELETE",
    path="/threads/{thread_id}",
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
