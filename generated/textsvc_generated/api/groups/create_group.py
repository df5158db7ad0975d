"""Create a group.

The ``create_group`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.group import Group
from ...models.group_input import GroupInput

OPERATION: OperationDescriptor[Group] = OperationDescriptor(
    name="create_group",
    group="groups",
    sdk_method="groups.create",
    summary="Create a group.",
    method="POST",
    path="/groups",
    parameters=(),
    body=OperationBody(
        model=GroupInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="name",
                json_name="name",
                location="body",
                required=True,
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
    retry="unsent-only",
    bucket="general",
)
