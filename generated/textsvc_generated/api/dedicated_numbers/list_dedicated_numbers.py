"""List the account's dedicated numbers, one page at a time.

The ``list_dedicated_numbers`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.dedicated_number import DedicatedNumber
from ...models.dedicated_number_page import DedicatedNumberPage

OPERATION: OperationDescriptor[DedicatedNumberPage] = OperationDescriptor(
    name="list_dedicated_numbers",
    group="dedicated_numbers",
    sdk_method="dedicated_numbers.list",
    summary="List the account's dedicated numbers, one page at a time.",
    method="GET",
    path="/dedicated-numbers",
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
            annotation="DedicatedNumberSortField",
            sdk_name="sort_by",
            json_type="string",
            choices=(
                "branded",
                "countryCode",
                "created",
                "deliveryRate",
                "isShortcode",
                "longcodeId",
                "name",
                "number",
                "pending",
                "senderName",
                "status",
                "temporary",
                "tollFree",
                "tollFreeVerificationStatus",
                "tollFreeVerificationSubmissionDate",
                "type",
                "users",
                "verified",
            ),
            description="The fields of a DedicatedNumber, which its list sorts by.",
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
    payload_type=DedicatedNumberPage,
    row_model=DedicatedNumber,
    retry="idempotent",
    bucket="general",
)
