"""List link tags, one page at a time, optionally for one link.

The ``list_link_tags`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.link_tag import LinkTag
from ...models.link_tag_page import LinkTagPage

OPERATION: OperationDescriptor[LinkTagPage] = OperationDescriptor(
    name="list_link_tags",
    group="link_tags",
    sdk_method="link_tags.list",
    summary="List link tags, one page at a time, optionally for one link.",
    method="GET",
    path="/link-tags",
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
            annotation="LinkTagSortField",
            sdk_name="sort_by",
            json_type="string",
            choices=(
                "created",
                "id",
                "tag",
            ),
            description="The fields of a LinkTag, which its list sorts by.",
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
        OperationParameter(
            python_name="link_id",
            json_name="linkId",
            location="query",
            required=False,
            annotation="int",
            sdk_name="link_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
    ),
    body=None,
    success_status=200,
    response_style="page",
    payload_type=LinkTagPage,
    row_model=LinkTag,
    retry="idempotent",
    bucket="general",
)
