"""Remove up to 1000 subscribers from a group.

The ``remove_group_subscribers`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import (
    Applied,
    Chunking,
    OperationBody,
    OperationDescriptor,
    OperationParameter,
)

from ...models.group_subscribers_input import GroupSubscribersInput

OPERATION: OperationDescriptor[list[Applied[None]]] = OperationDescriptor(
    name="remove_group_subscribers",
    group="groups",
    sdk_method="groups.remove_subscribers",
    summary="Remove up to 1000 subscribers from a group.",
    method="POST",
    path="/groups/{group_id}/subscribers/bulk-delete",
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
        model=GroupSubscribersInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="subscriber_ids",
                json_name="subscriberIds",
                location="body",
                required=True,
                annotation="list[int]",
                sdk_name="subscriber_ids",
                json_type="array",
                max_items=1000,
                positional=True,
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=None,
    row_model=None,
    retry="request-id",
    bucket="bulk-groups",
    chunking=Chunking(argument="subscriber_ids", size=1000, unit="ids"),
)
