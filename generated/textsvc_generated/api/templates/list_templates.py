"""List templates, one page at a time.

The ``list_templates`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.template import Template
from ...models.template_page import TemplatePage

OPERATION: OperationDescriptor[TemplatePage] = OperationDescriptor(
    name="list_templates",
    group="templates",
    sdk_method="templates.list",
    summary="List templates, one page at a time.",
    method="GET",
    path="/templates",
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
            annotation="TemplateSortField",
            sdk_name="sort_by",
            json_type="string",
            choices=(
                "attachment",
                "id",
                "message",
                "mms",
                "name",
                "timestamp",
            ),
            description="The fields of a Template, which its list sorts by.",
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
    payload_type=TemplatePage,
    row_model=Template,
    retry="idempotent",
    bucket="general",
)
