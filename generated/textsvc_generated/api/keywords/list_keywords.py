"""List keywords, one page at a time.

The ``list_keywords`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.keyword import Keyword
from ...models.keyword_page import KeywordPage

OPERATION: OperationDescriptor[KeywordPage] = OperationDescriptor(
    name="list_keywords",
    group="keywords",
    sdk_method="keywords.list",
    summary="List keywords, one page at a time.",
    method="GET",
    path="/keywords",
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
            annotation="KeywordSortField",
            sdk_name="sort_by",
            json_type="string",
            choices=(
                "created",
                "description",
                "destinationGroup",
                "destinationGroupId",
                "id",
                "includeContactCard",
                "includeSignupLink",
                "keyword",
                "longcode",
                "nonavidWelcomeMessage",
                "qrCodeTemplateId",
                "shortcode",
                "textInNumbers",
            ),
            description="The fields of a Keyword, which its list sorts by.",
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
    payload_type=KeywordPage,
    row_model=Keyword,
    retry="idempotent",
    bucket="general",
)
