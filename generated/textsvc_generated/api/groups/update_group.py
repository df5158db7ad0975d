"""Update a group.

The ``update_group`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.group import Group
from ...models.group_update import GroupUpdate

OPERATION: OperationDescriptor[Group] = OperationDescriptor(
    name="update_group",
    group="groups",
    sdk_method="groups.update",
    summary="Update a group.",
    method="PATCH",
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
    body=OperationBody(
        model=GroupUpdate,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="name",
                json_name="name",
                location="body",
                required=False,
                annotation="str",
                sdk_name="name",
                json_type="string",
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=Group,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
