"""List controlled templates, one page at a time.

The ``list_controlled_templates`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.controlled_template import ControlledTemplate
from ...models.controlled_template_page import ControlledTemplatePage

OPERATION: OperationDescriptor[ControlledTemplatePage] = OperationDescriptor(
    name="list_controlled_templates",
    group="controlled_templates",
    sdk_method="controlled_templates.list",
    summary="List controlled templates, one page at a time.",
    method="GET",
    path="/controlled-templates",
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
            annotation="ControlledTemplateSortField",
            sdk_name="sort_by",
            json_type="string",
            choices=(
                "accountId",
                "assignedChildAccounts",
                "createdAt",
                "id",
                "isGlobal",
                "isMMS",
                "message",
                "name",
                "requiresLink",
                "type",
                "updatedAt",
                "url",
            ),
            description="The fields of a ControlledTemplate, which its list sorts by.",
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
    payload_type=ControlledTemplatePage,
    row_model=ControlledTemplate,
    retry="idempotent",
    bucket="general",
)
