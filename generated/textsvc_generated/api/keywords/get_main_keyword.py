"""Read the account's main keyword.

The ``get_main_keyword`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from ...models.keyword import Keyword
from ...models.keyword_envelope import KeywordEnvelope
from ...types import OperationDescriptor

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
    response_model=KeywordEnvelope,
    response_style="envelope",
    payload_model=Keyword,
    payload_annotation="Keyword",
    row_model=None,
    retry="idempotent",
    bucket="general",
)
