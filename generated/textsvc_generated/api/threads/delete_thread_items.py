"""Delete items of a thread.

The ``delete_thread_items`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

OPERATION: OperationDescriptor[None] = OperationDescriptor(
    name="delete_thread_items",
    group="threads",
    sdk_method="threads.delete_items",
    summary="Delete items of a thread.",
    method="DELETE",
    path="/threads/{thread_id}/items",
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
        OperationParameter(
            python_name="item_ids",
            json_name="itemIds",
            location="query",
            required=False,
            annotation="str",
            sdk_name="item_ids",
            json_type="string",
            sdk_type="id-list",
        ),
        OperationParameter(
            python_name="all_",
            json_name="all",
            location="query",
            required=False,
            annotation="bool",
            sdk_name="all",
            json_type="boolean",
        ),
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=None,
    row_model=None,
    retry="idempotent",
    bucket="general",
    exactly_one_of=(
        "item_ids",
        "all",
    ),
)
