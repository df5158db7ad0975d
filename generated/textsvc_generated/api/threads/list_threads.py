"""List conversation threads, one page at a time.

The ``list_threads`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.thread_summary import ThreadSummary
from ...models.thread_summary_page import ThreadSummaryPage

OPERATION: OperationDescriptor[ThreadSummaryPage] = OperationDescriptor(
    name="list_threads",
    group="threads",
    sdk_method="threads.list",
    summary="List conversation threads, one page at a time.",
    method="GET",
    path="/threads",
    parameters=(
        OperationParameter(
            python_name="page",
            json_name="page",
            location="query",
            required=False,
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
            required=False,
            annotation="int",
            sdk_name="page_size",
            json_type="integer",
            minimum=1,
            maximum=1000,
        ),
        OperationParameter(
            python_name="sort_by",
            json_name="sortBy",
            location="query",
            required=False,
            annotation="ThreadSummarySortField",
            sdk_name="sort_by",
            json_type="string",
            choices=(
                "id",
                "latestMessage",
                "multipleRecipients",
                "name",
                "unread",
            ),
            description="The fields of a ThreadSummary, which its list sorts by.",
        ),
        OperationParameter(
            python_name="sort_direction",
            json_name="sortDirection",
            location="query",
            required=False,
            annotation="SortDirection",
            sdk_name="sort_direction",
            json_type="string",
            choices=(
                "ASC",
                "DESC",
            ),
            description="Sort direction of paginated lists.",
        ),
        OperationParameter(
            python_name="query",
            json_name="query",
            location="query",
            required=False,
            annotation="str",
            sdk_name="query",
            json_type="string",
        ),
    ),
    body=None,
    success_status=200,
    response_style="page",
    payload_type=ThreadSummaryPage,
    row_model=ThreadSummary,
    retry="idempotent",
    bucket="general",
)
