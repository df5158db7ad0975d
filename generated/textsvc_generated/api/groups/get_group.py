"""Read one group.

The ``get_group`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.group import Group

OPERATION: OperationDescriptor[Group] = OperationDescriptor(
    name="get_group",
    group="groups",
    sdk_method="groups.get",
    summary="Read one group.",
    method="GET",
    path="/groups/{group_id}",
    parameters=(
        OperationParameter(
            python_name="group_id",
            json_name="groupId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="group_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=Group,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
