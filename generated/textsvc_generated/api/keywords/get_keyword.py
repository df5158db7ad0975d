"""Read one keyword.

The ``get_keyword`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.keyword import Keyword

OPERATION: OperationDescriptor[Keyword] = OperationDescriptor(
    name="get_keyword",
    group="keywords",
    sdk_method="keywords.get",
    summary="Read one keyword.",
    method="GET",
    path="/keywords/{keyword_id}",
    parameters=(
        OperationParameter(
            python_name="keyword_id",
            json_name="keywordId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="keyword_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=Keyword,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
