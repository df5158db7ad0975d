"""Create a group.

The ``create_group`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from ...models.group import Group
from ...models.group_envelope import GroupEnvelope
from ...models.group_input import GroupInput
from ...types import OperationBody, OperationDescriptor, OperationParameter

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
            ),
        ),
    ),
    success_status=200,
    response_model=GroupEnvelope,
    response_style="envelope",
    payload_model=Group,
    payload_annotation="Group",
    row_model=None,
    retry="unsent-only",
    bucket="general",
)
