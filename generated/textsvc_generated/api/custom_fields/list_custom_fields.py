"""List custom fields, one page at a time.

The ``list_custom_fields`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.custom_field import CustomField
from ...models.custom_field_page import CustomFieldPage

OPERATION: OperationDescriptor[CustomFieldPage] = OperationDescriptor(
    name="list_custom_fields",
    group="custom_fields",
    sdk_method="custom_fields.list",
    summary="List custom fields, one page at a time.",
    method="GET",
    path="/custom-fields",
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
            annotation="CustomFieldSortField",
            sdk_name="sort_by",
            json_type="string",
            choices=(
                "created",
                "format",
                "hidden",
                "id",
                "name",
                "options",
                "type",
            ),
            description="The fields of a CustomField, which its list sorts by.",
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
    payload_type=CustomFieldPage,
    row_model=CustomField,
    retry="idempotent",
    bucket="general",
)
