"""Read the member counts of several groups.

The ``get_group_member_counts`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

OPERATION: OperationDescriptor[dict[int, int]] = OperationDescriptor(
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
            json_type="string",
            sdk_type="id-list",
            pattern="^[0-9]{1,18}(,[0-9]{1,18})*$",
            pattern_means="ids of up to 18 digits each, separated by commas",
            positional=True,
        ),
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=dict[int, int],
    row_model=None,
    retry="idempotent",
    bucket="general",
    payload_pointer=("memberCounts",),
)
