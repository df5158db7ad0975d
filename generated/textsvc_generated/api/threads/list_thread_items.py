"""Read the items of a thread, one page at a time.

The ``list_thread_items`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.thread_items import ThreadItems

OPERATION: OperationDescriptor[ThreadItems] = OperationDescriptor(
    name="list_thread_items",
    group="threads",
    sdk_method="threads.items",
    summary="Read the items of a thread, one page at a time.",
    method="GET",
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
            python_name="page",
            json_name="page",
            location="query",
            required=True,
            annotation="int",
            sdk_name="page",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
        OperationParameter(
            python_name="page_size",
            json_name="pageSize",
            location="query",
            required=True,
            annotation="int",
            sdk_name="page_size",
            json_type="integer",
            minimum=1,
            maximum=1000,
        ),
        OperationParameter(
            python_name="get_scheduled",
            json_name="getScheduled",
            location="query",
            required=True,
            annotation="bool",
            sdk_name="get_scheduled",
            json_type="boolean",
        ),
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=ThreadItems,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
