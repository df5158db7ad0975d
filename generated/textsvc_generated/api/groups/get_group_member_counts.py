"""Read the member counts of several groups.

The ``get_group_member_counts`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from ...models.member_counts import MemberCounts
from ...models.member_counts_envelope import MemberCountsEnvelope
from ...types import OperationDescriptor, OperationParameter

OPERATION: OperationDescriptor[MemberCounts] = OperationDescriptor(
    name="get_group_member_counts",
    group="groups",
    sdk_method="groups.member_counts",
    summary="Read the member counts of several groups.",
    method="GET",
    path="/groups/member-count/bulk",
    parameters=(
        OperationParameter(
            python_name="group_ids",
            json_name="groupIds",
            location="query",
            required=True,
            annotation="str",
            sdk_name="group_ids",
        ),
    ),
    body=None,
    success_status=200,
    response_model=MemberCountsEnvelope,
    response_style="envelope",
    payload_model=MemberCounts,
    payload_annotation="MemberCounts",
    row_model=None,
    retry="idempotent",
    bucket="general",
)
