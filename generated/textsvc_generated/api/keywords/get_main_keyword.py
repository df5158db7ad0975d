"""Read the account's main keyword.

The ``get_main_keyword`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor

from ...models.keyword import Keyword

OPERATION: OperationDescriptor[Keyword] = OperationDescriptor(
    name="get_main_keyword",
    group="keywords",
    sdk_method="keywords.main",
    summary="Read the account's main keyword.",
    method="GET",
    path="/keywords/main",
    parameters=(),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=Keyword,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
